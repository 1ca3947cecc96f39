// Writing a game log (file.ts): a new log as created, appends that keep the earlier text byte for
// byte when it is in chancery's block layout (and write the whole log anew when a hand edit left it
// otherwise), atomic writes that leave no temporary file and no open descriptor, the lock's refusals
// as templates/ru/errors.yaml words them, and the copies a caller may change. Expectations come from
// docs/log-format.md and hand-made texts. In process, so that `npm run mutate:log` runs them
// against every planted bug in src/log.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  LogError, appendLocked, appendedText, chain, createLogFile, hashHeader, locate, logLockPath, parseLog, readLog, readText, serializeLog, writeAtomic,
} from '../../src/log/file.js';
import { NAME_HOLDER_AFTER_MS, acquireLock } from '../../src/log/lock.js';
import { rememberState, stateKey } from '../../src/log/states.js';
import { verifiedPath } from '../../src/log/snapshot.js';
import type { AnyEvent } from '../../src/log/records.js';
import type { State } from '../../src/engine/index.js';
import { AT, headerOf, opening } from '../support/log-fixtures.js';
import { readCopy } from '../support/verified-copy.js';
import { scratch } from '../support/scratch.js';

/** Eleven events: the last one's number has two digits. */
const eleven: AnyEvent[] = [...opening, ...[2, 3, 4, 0, 1, 2, 3].map((seat) => ({ type: 'vote-cast', seat, vote: 'nein' }) as AnyEvent)];

function written(events: AnyEvent[] = opening) {
  const { full } = hashHeader(headerOf());
  const { records } = chain([], full, events, AT);
  return { header: full, records, text: serializeLog(full, records) };
}

const openDescriptors = () => (existsSync('/proc/self/fd') ? readdirSync('/proc/self/fd').length : 0);

test('given a new log, createLogFile gives it back as written: its path, the sealed header, the records, no lines yet (0: not read from a file)', () => {
  const dir = scratch('chancery-write-');
  const path = join(dir, 'g1.yaml');
  const log = createLogFile(path, headerOf(), opening, AT);
  const read = parseLog(readFileSync(path, 'utf8'), path);
  assert.equal(log, { path, header: read.header, events: read.events, lines: [0, 0, 0, 0], headerLine: 1 });
});

test('given a log, the file is written whole with one field a line: short lists and small maps inline, long text never folded', () => {
  const reason = 'the moderator took back the nomination because the thread had not seen the result of the last vote yet';
  const { text } = written([...opening, { type: 'retracted', seqs: [3], reason }]);
  assert.match(text, /^house: \{ onMissingVote: wait \}$/m);
  assert.match(text, /^ {2}- \{ name: Alice \}$/m);
  assert.match(text, /^ {4}seqs: \[ 3 \]$/m);
  assert.ok(text.split('\n').includes(`    reason: ${reason}`), 'the reason on one line');
});

test('given a log in chancery\'s layout with a note added by hand at the top, appending keeps the earlier text byte for byte', () => {
  const { text, records } = written(eleven);
  const noted = `# moderator's note: game one of the autumn league\n${text}`;
  const log = parseLog(noted, 'g.yaml');
  const more = chain(log.events, log.header, [{ type: 'vote-cast', seat: 4, vote: 'ja' }, { type: 'vote-cast', seat: 3, vote: 'ja' }], AT).records;
  const out = appendedText(noted, log, more);
  assert.ok(out.startsWith(noted), 'the note and every earlier line kept');
  assert.equal(parseLog(out, 'g.yaml').events, [...records, ...more]);
  assert.is(out, `# moderator's note: game one of the autumn league\n${serializeLog(log.header, [...records, ...more])}`);
});

test('given a log whose text does not end in an event block (a note after the last event), appending writes the whole log anew', () => {
  const { header, records, text } = written(eleven);
  for (const tail of ['# checked by hand\n', '  # checked by hand\n']) {
    const edited = text + tail;
    const log = parseLog(edited, 'g.yaml');
    const more = chain(log.events, log.header, [{ type: 'vote-cast', seat: 3, vote: 'ja' }], AT).records;
    assert.is(appendedText(edited, log, more), serializeLog(header, [...records, ...more]), JSON.stringify(tail));
  }
});

test('given a record whose text only the yaml package writes (a tab in a reason), it is appended after the block and reads back the same', () => {
  const { text, records } = written();
  const log = parseLog(text, 'g.yaml');
  const more = chain(log.events, log.header, [{ type: 'retracted', seqs: [4], reason: 'taken back:\tthe vote came late' }], AT).records;
  const out = appendedText(text, log, more);
  assert.ok(out.startsWith(text));
  assert.equal(parseLog(out, 'g.yaml').events, [...records, ...more]);
});

test('given modules loaded afresh (a new process), the first read loads the YAML reader and the first write the writer', async () => {
  const fresh = await import(new URL(`../../src/log/file.js?fresh=${Date.now()}`, import.meta.url).href) as typeof import('../../src/log/file.js');
  const { header, records, text } = written();
  assert.equal(fresh.parseLog(text, 'g.yaml').events, records);
  assert.is(fresh.serializeLog(header, records), text);
});

test('given a write, the file is created 0600 in one piece: no temporary file is left and no descriptor stays open', () => {
  const dir = scratch('chancery-write-');
  const path = join(dir, 'sub', 'g1.yaml');
  const before = openDescriptors();
  writeAtomic(path, 'first\n');
  writeAtomic(path, 'second\n');
  assert.is(openDescriptors(), before);
  assert.is(readFileSync(path, 'utf8'), 'second\n');
  assert.is(statSync(path).mode & 0o777, 0o600);
  assert.equal(readdirSync(join(dir, 'sub')), ['g1.yaml']);
});

test('given a folder with files where the log should go, the write fails, the folder is as it was and no temporary file is left', () => {
  const dir = scratch('chancery-write-');
  const path = join(dir, 'g1.yaml');
  mkdirSync(path);
  writeFileSync(join(path, 'keep'), 'x');
  let failed = false;
  try { writeAtomic(path, 'text\n'); } catch { failed = true; }
  assert.ok(failed);
  assert.equal(readdirSync(dir), ['g1.yaml']);
  assert.equal(readdirSync(path), ['keep']);
});

test('given appends under the lock, reading and writing leave no descriptor open', async () => {
  const dir = scratch('chancery-write-');
  const path = join(dir, 'g1.yaml');
  const before = openDescriptors();
  createLogFile(path, headerOf(), opening, AT, { verified: true });
  await appendLocked(path, () => ({ append: [{ type: 'vote-cast', seat: 2, vote: 'ja' }], at: AT, result: null }));
  readLog(path);
  assert.is(openDescriptors(), before);
});

test('given a log read or written, the records handed out are copies: changing them changes no later read', async () => {
  const dir = scratch('chancery-write-');
  const path = join(dir, 'g1.yaml');
  createLogFile(path, headerOf(), opening, AT);
  readLog(path);
  const second = readLog(path);
  second.events.pop();
  second.lines.pop();
  assert.equal([readLog(path).events.length, readLog(path).lines.length], [4, 4]);
  const r = await appendLocked(path, () => ({ append: [{ type: 'vote-cast', seat: 2, vote: 'ja' }], at: AT, result: null }));
  r.after.events.pop();
  r.after.lines.pop();
  assert.equal([readLog(path).events.length, readLog(path).lines.length], [5, 5]);
});

test('given several appends in one process, each write gives its records the lines a full read finds them on, as does the verified copy', async () => {
  // The writes after the first count lines from what the first one counted (the text is not searched again).
  const dir = scratch('chancery-write-');
  const path = join(dir, 'g1.yaml');
  createLogFile(path, headerOf(), opening, AT, { verified: true });
  for (const batch of [[2, 3], [4], [0, 1, 2]]) {
    const r = await appendLocked(path, () => ({ append: batch.map((seat) => ({ type: 'vote-cast', seat, vote: 'ja' }) as AnyEvent), at: AT, result: null }));
    const where = locate(readFileSync(path, 'utf8')).events;
    assert.equal(r.after.lines, where);
    assert.equal(readCopy(verifiedPath(path)).log.lines, where);
  }
  assert.equal(readLog(path).lines.length, opening.length + 6);
});

test('given a version-2 log whose header has no contacts but whose mail records do have private fields, reading it back restores them', () => {
  const dir = scratch('chancery-write-');
  const path = join(dir, 'g1.yaml');
  const mail: AnyEvent = { type: 'message-sent', messageId: '<m@x>' };
  createLogFile(path, headerOf(), [...opening, mail], AT);
  assert.not.match(readFileSync(path, 'utf8'), /<m@x>/);
  const log = readLog(path);
  assert.is(log.header.private, undefined);
  assert.is((log.events[4] as { messageId?: string }).messageId, '<m@x>');
});

test('given a state known for a log, appending mail (which changes no state) keeps it in the verified copy', async () => {
  const dir = scratch('chancery-write-');
  const path = join(dir, 'g1.yaml');
  // A game of its own: the state remembered here is made up, and states are remembered process-wide.
  const log = createLogFile(path, headerOf({ game: 'known-mail' }), opening, AT);
  const state = { marker: 'known before the mail' } as unknown as State;
  rememberState(stateKey(log.header, log.events), state);
  await appendLocked(path, () => ({ append: [{ type: 'message-sent', messageId: '<m@x>' }], at: AT, result: null }));
  const copy = readCopy(verifiedPath(path));
  assert.equal(copy.state, { key: log.events[3].hash, state });
});

test('given a locked run that appends nothing, the log is not written again (the same file, not a new copy of it)', async () => {
  const dir = scratch('chancery-write-');
  const path = join(dir, 'g1.yaml');
  createLogFile(path, headerOf(), opening, AT);
  const before = statSync(path);
  const r = await appendLocked(path, () => ({ append: [], at: AT, result: 'nothing' }));
  assert.equal([r.result, r.appended], ['nothing', []]);
  const after = statSync(path);
  assert.equal([after.ino, after.mtimeMs], [before.ino, before.mtimeMs]);
});

test('given a problem in a log, the error carries its place (file, line, event) for the wording in the game\'s language', () => {
  const { text } = written();
  const edited = text.replace(/^ {4}vote: ja$/m, '    vote: maybe');
  let e: unknown;
  try { parseLog(edited, 'g.yaml'); } catch (err) { e = err; }
  assert.ok(e instanceof LogError);
  const line = edited.split('\n').indexOf('  - seq: 4') + 1;
  assert.equal((e as LogError).place, { file: 'g.yaml', line, seq: 4 });
});

test('given a path that is not a file, the refusal names the reason as its message does (the reason is given to the wording)', () => {
  const dir = scratch('chancery-write-');
  let e: unknown;
  try { readText(dir); } catch (err) { e = err; }
  assert.ok(e instanceof LogError);
  const err = e as LogError;
  assert.is(err.said?.code, 'log-unreadable');
  const reason = String(err.said?.params.reason);
  assert.ok(reason.length > 0 && err.problem === `cannot be read as a game log: ${reason}`, err.problem);
});

test('given a lock that cannot be made (a folder with files in its place), appending is refused naming the lock, and nothing is written', async () => {
  const dir = scratch('chancery-write-');
  const path = join(dir, 'g1.yaml');
  createLogFile(path, headerOf(), opening, AT);
  const before = readFileSync(path, 'utf8');
  mkdirSync(logLockPath(path));
  writeFileSync(join(logLockPath(path), 'x'), '');
  const e = await appendLocked(path, () => ({ append: [{ type: 'vote-cast', seat: 2, vote: 'ja' }], at: AT, result: null })).catch((err: unknown) => err);
  assert.ok(e instanceof LogError);
  const err = e as LogError;
  assert.is(err.code, 'io');
  assert.ok(err.problem.startsWith('cannot lock the game log: '), err.problem);
  assert.equal(err.said, { code: 'log-lock-failed', params: { reason: err.problem.slice('cannot lock the game log: '.length) } });
  assert.ok(err.problem.length > 'cannot lock the game log: '.length);
  assert.is(readFileSync(path, 'utf8'), before);
});

test('given the log locked by another command for the whole wait, appending is refused naming the holder and the seconds waited', async () => {
  const dir = scratch('chancery-write-');
  const path = join(dir, 'g1.yaml');
  createLogFile(path, headerOf(), opening, AT);
  const held = await acquireLock(logLockPath(path), 1000);
  await new Promise((resolve) => setTimeout(resolve, NAME_HOLDER_AFTER_MS + 50)); // the holder has named itself
  // The wait is 30 s: once the taker has started waiting, the clock is moved on instead of waiting it out.
  const realNow = Date.now;
  let shift = 0;
  Date.now = () => realNow() + shift;
  try {
    const append = () => {
      shift = 0;
      const refused = appendLocked(path, () => ({ append: [{ type: 'vote-cast', seat: 2, vote: 'ja' }], at: AT, result: null })).catch((err: unknown) => err);
      shift = 31_000; // the taker has tried once and is waiting for its next try
      return refused;
    };
    const e = await append();
    assert.ok(e instanceof LogError);
    const err = e as LogError;
    assert.is(err.code, 'io');
    assert.is(err.problem, `the game log is in use by another chancery command (process ${process.pid}, still running after 31 s): try again when it has finished`);
    assert.equal(err.said, { code: 'log-busy', params: { owner: String(process.pid), seconds: 31 } });
    // A holder that left no process number is "another process".
    writeFileSync(logLockPath(path), '');
    const anonymous = await append() as LogError;
    assert.is(anonymous.problem, 'the game log is in use by another chancery command (another process, still running after 31 s): try again when it has finished');
    assert.equal(anonymous.said, { code: 'log-busy', params: { owner: '?', seconds: 31 } });
  } finally {
    Date.now = realNow;
    held.release();
  }
});

test.run();
