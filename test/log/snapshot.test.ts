// The log's disposable copies beside it (snapshot.ts, docs/architecture.md "Speed where it is
// measured"): `.<log>.verified.json` (the records as a full read checked them) and
// `.<log>.snapshot.json` (the state, for status), both keyed by the SHA-256 of the log's bytes and
// by the build (the compiler's stamp, dist/.tsbuildinfo), written 0600; a copy trusted by the
// log's file identity instead of its hash is test/log/unchanged.test.ts's. A fresh copy is used
// instead of reading the log in full; a stale, foreign, damaged or cut-short one never is, and audit
// never uses either. To tell whether a copy was used, a test changes what the copy says (the game's
// name, the state) while keeping its keys: a copy that is used shows it. states.ts: the state after
// a log, remembered by the hash of its last state-changing record. In process, so that
// `npm run mutate:log` runs them against every planted bug in src/log.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LogError, appendLocked, chain, createLogFile, hashHeader, parseLog, readLog } from '../../src/log/file.js';
import { MAX_KEY_PIECES, loadState, saveSnapshot, snapshotPath, verifiedPath } from '../../src/log/snapshot.js';
import { knownState, rememberState, stateKey } from '../../src/log/states.js';
import { auditFile } from '../../src/log/audit.js';
import { privatePath } from '../../src/log/private.js';
import { replayLog } from '../../src/log/replay.js';
import type { LogHeader, LogRecord } from '../../src/log/records.js';
import type { State } from '../../src/engine/index.js';
import { AT, headerOf, opening } from '../support/log-fixtures.js';
import { readCopy } from '../support/verified-copy.js';
import { scratch } from '../support/scratch.js';

const sha256 = (bytes: string) => createHash('sha256').update(bytes, 'utf8').digest('hex');
/**
 * The verified copy's key of a text cut at `ends` (byte offsets), as snapshot.ts's header says it:
 * the SHA-256 of the first piece, then of the key before (hexadecimal) and the next piece.
 */
const chainedKey = (text: string, ends: number[]) => {
  const bytes = Buffer.from(text, 'utf8');
  let key = '';
  let start = 0;
  for (const end of ends) {
    key = createHash('sha256').update(key, 'latin1').update(bytes.subarray(start, end)).digest('hex');
    start = end;
  }
  return key;
};
/** The build's stamp: the compiler's build-info file, two folders above the compiled modules. */
const STAMP = fileURLToPath(new URL('../../.tsbuildinfo', import.meta.url));
const build = () => { const st = statSync(STAMP); return `${st.mtimeMs}:${st.size}`; };

/** A new log in a folder of its own (so that no earlier read of this process remembers it). */
function newLog(opts: { verified?: boolean; header?: Partial<LogHeader> } = {}): { dir: string; path: string; text: string } {
  const dir = scratch('chancery-copies-');
  const path = join(dir, 'g1.yaml');
  createLogFile(path, headerOf(opts.header), opening, AT, { verified: opts.verified });
  return { dir, path, text: readFileSync(path, 'utf8') };
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const leftovers = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.tmp'));

/** A log with its verified copy, the copy then changed by `edit` (its JSON) or replaced by `raw`. */
function withCopy(edit: (copy: Record<string, any>) => void, raw?: (text: string) => string, header?: Partial<LogHeader>): string {
  const { path } = newLog({ verified: true, header });
  const copyPath = verifiedPath(path);
  if (raw) writeFileSync(copyPath, raw(readFileSync(copyPath, 'utf8')));
  else {
    const copy = readCopy(copyPath);
    delete copy.state; // whatever this process replayed before: the copy holds the records only
    edit(copy);
    writeFileSync(copyPath, JSON.stringify(copy));
  }
  return path;
}

const fromTheCopy = (copy: Record<string, any>) => { copy.log.header.game = 'from-the-copy'; };

test('given a log created for the moderator, its verified copy is .<log>.verified.json, 0600, keyed by the SHA-256 of the text and the build, holding the records as a full read gives them', () => {
  const { dir, path, text } = newLog({ verified: true });
  assert.is(verifiedPath(path), join(dir, '.g1.yaml.verified.json'));
  assert.is(statSync(verifiedPath(path)).mode & 0o777, 0o600);
  const copy = readCopy(verifiedPath(path));
  assert.is(copy.sha256, sha256(text));
  assert.is(copy.build, build());
  const { path: _path, ...full } = parseLog(text, path);
  assert.equal(copy.log, JSON.parse(JSON.stringify(full)));
  assert.equal(leftovers(dir), []);
});

test('given a log created without asking for the copy (an import), nothing is left beside it', () => {
  const { dir } = newLog();
  assert.equal(readdirSync(dir), ['g1.yaml']);
});

test('given a fresh verified copy, readLog starts from it instead of reading the log in full', () => {
  const path = withCopy(fromTheCopy);
  const log = readLog(path);
  assert.is(log.header.game, 'from-the-copy');
  assert.is(log.path, path);
  assert.is(log.events.length, 4);
});

test('given a copy of another text (the log edited since), of another build, damaged or cut short, the log is read in full', () => {
  const edited = withCopy(fromTheCopy);
  writeFileSync(edited, `${readFileSync(edited, 'utf8')}# checked by hand\n`);
  assert.is(readLog(edited).header.game, 'g1', 'the log changed since the copy');
  assert.is(readLog(withCopy((c) => { fromTheCopy(c); c.build = 'another build'; })).header.game, 'g1', 'another build');
  assert.is(readLog(withCopy((c) => { fromTheCopy(c); delete c.made; c.sha256 = sha256('another log'); })).header.game, 'g1', 'another text (keyed by its hash alone)');
  assert.is(readLog(withCopy(() => {}, () => '{ not json')).header.game, 'g1', 'damaged');
  assert.is(readLog(withCopy(() => {}, (t) => t.slice(0, t.length >> 1))).header.game, 'g1', 'cut short by a crash');
});

test('given a fresh copy that says otherwise, audit and a read without the hash check or the private file still read the log itself', () => {
  const path = withCopy(fromTheCopy);
  assert.is(auditFile(path).game, 'g1');
  assert.is(readLog(path, { checkHashes: false }).header.game, 'g1');
  assert.is(readLog(path, { private: false }).header.game, 'g1');
});

test('given a log read only, nothing is written beside it; a writer under the lock leaves the copy of the text it read, even when it appends nothing', async () => {
  const reader = newLog();
  readLog(reader.path);
  assert.equal(readdirSync(reader.dir), ['g1.yaml'], 'a read-only command writes nothing beside the log');
  const { dir, path, text } = newLog();
  await appendLocked(path, () => ({ append: [], at: AT, result: null }));
  const copy = readCopy(verifiedPath(path));
  assert.equal([copy.sha256, copy.build], [sha256(text), build()]);
  assert.equal(leftovers(dir), []);
});

test('given a copy another build made (an upgrade since) or of another text, a read only makes it anew, of this build and of the text it read', () => {
  for (const [why, edit] of [['another build', (c: Record<string, any>) => { c.build = 'another build'; }],
    ['another text', (c: Record<string, any>) => { delete c.made; c.sha256 = sha256('another log'); }]] as const) {
    // Players with addresses: the log has a private file, which the read opens whole.
    const path = withCopy((c) => { fromTheCopy(c); edit(c); }, undefined, { players: ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'].map((name) => ({ name, email: `${name.toLowerCase()}@example.org` })) });
    const text = readFileSync(path, 'utf8');
    assert.is(readLog(path).header.game, 'g1', `${why}: read in full`);
    const copy = readCopy(verifiedPath(path));
    assert.equal([copy.build, copy.sha256, copy.log.header.game, copy.log.events.length], [build(), sha256(text), 'g1', opening.length], why);
    // It vouches for the private file as read (every commitment opened), as a writer's copy does.
    const privateText = readFileSync(privatePath(path), 'utf8');
    assert.equal([copy.privateSha256, copy.privateEnds], [sha256(privateText), [Buffer.byteLength(privateText)]], `${why}: the private file`);
  }
});

test('given an append with the state the writer knew, the copy is of the new text and holds that state under the hash of the last state-changing record', async () => {
  // A game of its own each run: the state remembered here is made up, and states are remembered process-wide.
  const { path, text: before } = newLog({ verified: true, header: { game: `after-append-${process.hrtime.bigint()}` } });
  const state = { marker: 'the state after the vote' } as unknown as State;
  const { appended } = await appendLocked(path, () => ({ append: [{ type: 'vote-cast', seat: 3, vote: 'nein' }, { type: 'message-sent', messageId: '<m@x>' }], at: AT, result: null, state }));
  const text = readFileSync(path, 'utf8');
  const copy = readCopy(verifiedPath(path));
  // Keyed by the text it started from and the bytes it appended (the writer hashed only those).
  assert.equal(copy.ends, [Buffer.byteLength(before), Buffer.byteLength(text)]);
  assert.is(copy.sha256, chainedKey(text, copy.ends));
  assert.equal(copy.state, { key: appended[0].hash, state });
  assert.equal(knownState(appended[0].hash), state);
  // The records as a full read of the new text gives them: the mail record without its private field.
  const { path: _path, ...full } = parseLog(text, path, { private: false });
  assert.equal(copy.log, JSON.parse(JSON.stringify(full)));
  assert.is((copy.log.events[5] as Record<string, unknown>).messageId, undefined);
});

test('given a copy that holds a state, reading the log makes the state known under the copy\'s key', () => {
  const key = `key-${process.pid}-${Date.now()}`;
  assert.is(knownState(key), undefined);
  const path = withCopy((c) => { c.state = { key, state: { marker: 'from the copy' } }; });
  readLog(path);
  assert.equal(knownState(key), { marker: 'from the copy' });
});

test('given a copy without a state and the snapshot status left of the same text, reading the log makes the snapshot\'s state known; a snapshot of another text is not taken', () => {
  for (const [what, snapshotOf, taken] of [
    ['the same text', (text: string) => ({ sha256: sha256(text), ends: [Buffer.byteLength(text)], lastSeq: 4 }), true],
    ['another text', (text: string) => ({ sha256: sha256(`${text}# more\n`), ends: [Buffer.byteLength(text) + 7], lastSeq: 4 }), false],
    ['the same key cut elsewhere', (text: string) => ({ sha256: sha256(text), ends: [10, Buffer.byteLength(text)], lastSeq: 4 }), false],
    ['another count of records', (text: string) => ({ sha256: sha256(text), ends: [Buffer.byteLength(text)], lastSeq: 5 }), false],
  ] as const) {
    // A game of its own each time: states are remembered process-wide, by the hash of the last record.
    const { path, text } = newLog({ verified: true, header: { game: `snapshot-state-${process.hrtime.bigint()}` } });
    const copy = readCopy(verifiedPath(path));
    delete copy.state;
    writeFileSync(verifiedPath(path), JSON.stringify(copy));
    const marker = { marker: `from the snapshot (${what})` } as unknown as State;
    writeFileSync(snapshotPath(path), JSON.stringify({ build: build(), ...snapshotOf(text), state: marker, lang: 'en', theme: 'secret-hitler', game: 'g1' }));
    const log = readLog(path);
    const key = stateKey(log.header, log.events);
    if (taken) assert.equal(knownState(key), marker, what);
    else assert.not.equal(knownState(key), marker, what);
  }
});

test('given a copy that cannot be written (a folder stands in its place), the write still succeeds and leaves no temporary file', async () => {
  const { dir, path } = newLog();
  mkdirSync(join(verifiedPath(path), 'in-the-way'), { recursive: true });
  const r = await appendLocked(path, () => ({ append: [{ type: 'vote-cast', seat: 3, vote: 'nein' }], at: AT, result: 'done' }));
  assert.is(r.result, 'done');
  assert.is(readLog(path).events.length, 5);
  assert.equal(leftovers(dir), []);
});

// The snapshot (status, list): the state after the log, its language and theme.

test('given a log, loadState replays it and leaves .<log>.snapshot.json (0600), keyed by the SHA-256 of its bytes and the build; the next loadState takes the state from it', async () => {
  const { dir, path, text } = newLog({ header: { lang: 'ru', theme: 'service-rat' } });
  const first = await loadState(path);
  const replayed = replayLog(readLog(path)).state;
  // The opening has no private message queued: nothing waits to be sent, and a full read knows it.
  const queue = { unsent: 0, untried: 0 };
  assert.equal(first, { state: replayed, lastSeq: 4, lang: 'ru', theme: 'service-rat', game: 'g1', queue, fromSnapshot: false });
  assert.is(snapshotPath(path), join(dir, '.g1.yaml.snapshot.json'));
  assert.is(statSync(snapshotPath(path)).mode & 0o777, 0o600);
  const { made, ...snap } = readJson(snapshotPath(path));
  // (The log has no private file: the snapshot records that there was none, privateMade null.)
  assert.equal(snap, { build: build(), sha256: sha256(text), ends: [Buffer.byteLength(text)], privateMade: null, lastSeq: 4, state: JSON.parse(JSON.stringify(replayed)), lang: 'ru', theme: 'service-rat', game: 'g1', queue });
  assert.is(made.log.ino, String(statSync(path, { bigint: true }).ino), 'and by the log\'s identity (test/log/unchanged.test.ts)');
  const second = await loadState(path);
  assert.equal(second, { state: snap.state, lastSeq: 4, lang: 'ru', theme: 'service-rat', game: 'g1', queue, fromSnapshot: true });
  // What a fresh snapshot says is what status is told.
  writeFileSync(snapshotPath(path), JSON.stringify({ ...snap, state: { marker: 'from the snapshot' }, lastSeq: 99, lang: 'en', theme: 'secret-russian' }));
  assert.equal(await loadState(path), { state: { marker: 'from the snapshot' }, lastSeq: 99, lang: 'en', theme: 'secret-russian', game: 'g1', queue, fromSnapshot: true } as never);
  assert.equal(leftovers(dir), []);
});

test('given a snapshot of another text, of another build, damaged or cut short, the log is replayed (and the snapshot made fresh)', async () => {
  for (const [what, change] of [
    ['the log edited since', (s: string, path: string) => { writeFileSync(path, `${readFileSync(path, 'utf8')}# checked by hand\n`); return s; }],
    ['another build', (s: string) => JSON.stringify({ ...JSON.parse(s), build: 'another build' })],
    ['another text (keyed by its hash alone)', (s: string) => JSON.stringify({ ...JSON.parse(s), made: undefined, sha256: sha256('another log') })],
    ['damaged', () => '{ not json'],
    ['cut short', (s: string) => s.slice(0, s.length >> 1)],
  ] as const) {
    const { path } = newLog();
    await loadState(path);
    const snap = readJson(snapshotPath(path));
    writeFileSync(snapshotPath(path), change(JSON.stringify({ ...snap, state: { marker: 'stale' }, lastSeq: 99 }), path));
    const loaded = await loadState(path);
    assert.equal([loaded.fromSnapshot, loaded.lastSeq], [false, 4], what);
    assert.equal(loaded.state, replayLog(readLog(path)).state, what);
    assert.is((await loadState(path)).fromSnapshot, true, `${what}: made fresh`);
  }
});

test('given no log, loadState says so as a full read does; saveSnapshot records the state of the bytes it is given', async () => {
  const dir = scratch('chancery-copies-');
  const missing = await loadState(join(dir, 'none.yaml')).catch((e: unknown) => e);
  assert.ok(missing instanceof LogError);
  assert.equal([(missing as LogError).code, (missing as LogError).problem], ['io', 'no such game log']);
  assert.equal(readdirSync(dir), []);
  const { path, text } = newLog();
  const state = { marker: 'saved' } as unknown as State;
  await saveSnapshot(path, text, state, 4, { lang: 'ru', theme: 'secret-russian', game: 'g1' });
  const { made: _made, ...snap } = readJson(snapshotPath(path));
  assert.equal(snap, { build: build(), sha256: sha256(text), ends: [Buffer.byteLength(text)], privateMade: null, lastSeq: 4, state, lang: 'ru', theme: 'secret-russian', game: 'g1' });
  assert.equal(await loadState(path), { state, lastSeq: 4, lang: 'ru', theme: 'secret-russian', game: 'g1', fromSnapshot: true });
});

test('given the state after a log already known in this process (a write just made it), loadState takes it instead of replaying', async () => {
  const { path } = newLog({ header: { game: 'known' } }); // a game of its own: the state is made up
  const log = readLog(path);
  const state = { marker: 'known after the vote' } as unknown as State;
  rememberState(stateKey(log.header, log.events), state);
  assert.equal(await loadState(path), { state, lastSeq: 4, lang: 'en', theme: 'secret-hitler', game: 'known', queue: { unsent: 0, untried: 0 }, fromSnapshot: false });
});

test('given modules loaded afresh (a new process), the build stamp is read anew and keys what is written', async () => {
  const fresh = await import(new URL(`../../src/log/snapshot.js?fresh=${Date.now()}`, import.meta.url).href) as typeof import('../../src/log/snapshot.js');
  const { path, text } = newLog();
  const state = { marker: 'fresh' } as unknown as State;
  await fresh.saveSnapshot(path, text, state, 4, { lang: 'en', theme: 'secret-hitler', game: 'g1' });
  assert.is(readJson(snapshotPath(path)).build, build());
  assert.equal(await fresh.loadState(path), { state, lastSeq: 4, lang: 'en', theme: 'secret-hitler', game: 'g1', fromSnapshot: true });
});

// states.ts

test('given a log\'s records, its state key is the hash of the last engine event or retraction (mail, replies and claims after it change nothing), else the header\'s', () => {
  const { full } = hashHeader(headerOf());
  assert.is(stateKey(full, []), full.hash);
  const mailOnly = chain([], full, [{ type: 'message-sent', messageId: '<a@x>' }, { type: 'claim-recorded', seat: 0, government: 1, claim: 'FFF', as: 'president' }], AT).records;
  assert.is(stateKey(full, mailOnly), full.hash);
  const records: LogRecord[] = chain([], full, [opening[0], { type: 'message-sent', messageId: '<a@x>' }, { type: 'message-sent', messageId: '<b@x>' }], AT).records;
  assert.is(stateKey(full, records), records[0].hash, 'the first record is the only engine event');
  const more = [...records, ...chain(records, full, [opening[1], opening[2], { type: 'retracted', seqs: [5], reason: 'undo' }, { type: 'message-sent', messageId: '<c@x>' }], AT).records];
  assert.is(stateKey(full, more), more[5].hash, 'the retraction');
  assert.is(stateKey(full, more.slice(0, 5)), more[4].hash, 'the nomination');
});

test('given a state remembered under a key, it is known by that key and by no other', () => {
  const key = `remembered-${process.pid}-${Date.now()}`;
  const state = { marker: 'remembered' } as unknown as State;
  assert.is(knownState(key), undefined);
  rememberState(key, state);
  assert.is(knownState(key), state);
  assert.is(knownState(`${key}-other`), undefined);
});


// The verified copy grows with the log: a write adds a line to it (its records, the new key).

/** The next command, as a new process: file.js without this one's memory of the texts it parsed. */
const freshFile = async () => (await import(new URL(`../../src/log/file.js?fresh=${process.hrtime.bigint()}`, import.meta.url).href)) as typeof import('../../src/log/file.js');
const copyLines = (path: string) => readFileSync(verifiedPath(path), 'utf8').split('\n').filter(Boolean);
const vote = (seat: number) => ({ type: 'vote-cast', seat, vote: 'nein' }) as const;

test('given a copy a writer left, when the next write appends, then the copy gains one line (its first untouched) and reads as a full read of the new text', async () => {
  const { path, text: before } = newLog({ verified: true });
  const first = copyLines(path)[0];
  await appendLocked(path, () => ({ append: [vote(2), vote(3)], at: AT, result: null }));
  const lines = copyLines(path);
  assert.is(lines.length, 2);
  assert.is(lines[0], first);
  const text = readFileSync(path, 'utf8');
  const copy = readCopy(verifiedPath(path));
  assert.equal(copy.ends, [Buffer.byteLength(before), Buffer.byteLength(text)]);
  assert.is(copy.sha256, chainedKey(text, copy.ends));
  assert.is.not(copy.sha256, sha256(text), 'chained, not the hash of the whole text');
  const { path: _path, ...full } = parseLog(text, path, { private: false });
  assert.equal(copy.log, JSON.parse(JSON.stringify(full)));
});

test('given a decision\'s two writes in one process (its events, then its mail\'s records), the copy is keyed by both appends and vouched for by the log as the file holds it', async () => {
  const { path, text: before } = newLog({ verified: true });
  await appendLocked(path, () => ({ append: [vote(2), vote(3)], at: AT, result: null, verifiedLater: true }));
  const middle = readFileSync(path, 'utf8');
  assert.is(copyLines(path).length, 1, 'the first write leaves the copy to the second');
  await appendLocked(path, () => ({ append: [vote(4)], at: AT, result: null }));
  const text = readFileSync(path, 'utf8');
  assert.ok(text.startsWith(middle) && middle.startsWith(before), 'both writes appended in place');
  const copy = readCopy(verifiedPath(path));
  // One line for both appends: the piece after the text the copy had is both writes' bytes.
  assert.is(copyLines(path).length, 2);
  assert.equal(copy.ends, [Buffer.byteLength(before), Buffer.byteLength(text)]);
  assert.is(copy.sha256, chainedKey(text, copy.ends));
  const { path: _path, ...full } = parseLog(text, path, { private: false });
  assert.equal(copy.log, JSON.parse(JSON.stringify(full)));
  // Read back after the write, the file held exactly the text written: the copy names the log's identity.
  const st = statSync(path, { bigint: true });
  assert.is(copy.made?.log.ino, String(st.ino));
  assert.is(copy.made?.log.size, String(st.size));
  // And a second write after that, in the same process, extends the key by its own bytes alone.
  await appendLocked(path, () => ({ append: [vote(5)], at: AT, result: null }));
  const last = readFileSync(path, 'utf8');
  const again = readCopy(verifiedPath(path));
  assert.equal(again.ends, [Buffer.byteLength(before), Buffer.byteLength(text), Buffer.byteLength(last)]);
  assert.is(again.sha256, chainedKey(last, again.ends));
});

test('given a copy grown by a write, the next command starts from it; cut short in its last line or damaged inside, the log is read in full', async () => {
  const grown = async () => {
    const { path } = newLog({ verified: true });
    await appendLocked(path, () => ({ append: [vote(2)], at: AT, result: null }));
    const [head, ...rest] = copyLines(path);
    const copy = JSON.parse(head);
    copy.log.header.game = 'from-the-copy';
    return { path, head: JSON.stringify(copy), rest };
  };
  const used = await grown();
  writeFileSync(verifiedPath(used.path), [used.head, ...used.rest, ''].join('\n'));
  assert.is((await freshFile()).readLog(used.path).header.game, 'from-the-copy');
  const cut = await grown();
  writeFileSync(verifiedPath(cut.path), [cut.head, ...cut.rest].join('\n').slice(0, -5));
  assert.is((await freshFile()).readLog(cut.path).header.game, 'g1', 'the new key was in the line cut short');
  const damaged = await grown();
  writeFileSync(verifiedPath(damaged.path), [damaged.head, '{ not json', ...damaged.rest, ''].join('\n'));
  assert.is((await freshFile()).readLog(damaged.path).header.game, 'g1');
});

test('given a copy keyed by a chain, a log changed inside an appended piece (same length) is not taken from it', async () => {
  const { path } = newLog({ verified: true });
  await appendLocked(path, () => ({ append: [vote(2)], at: AT, result: null }));
  const [head, ...rest] = copyLines(path);
  const copy = JSON.parse(head);
  copy.log.header.game = 'from-the-copy';
  writeFileSync(verifiedPath(path), [JSON.stringify(copy), ...rest, ''].join('\n'));
  assert.is((await freshFile()).readLog(path).header.game, 'from-the-copy', 'the untouched log is taken from its copy');
  const text = readFileSync(path, 'utf8');
  const at = text.lastIndexOf('vote: nein');
  assert.ok(at > 0);
  writeFileSync(path, `${text.slice(0, at)}vote: NEIN${text.slice(at + 10)}`);
  // A full read: it finds the change (the value is not a vote), where the copy would have hidden it.
  let error: unknown;
  try {
    (await freshFile()).readLog(path);
  } catch (e) {
    error = e;
  }
  assert.instance(error, LogError);
});

test('given more writes than a key may have pieces, the writer hashes the whole text anew: the chain never grows past its bound', async () => {
  const { path } = newLog({ verified: true });
  let longest = 0;
  let restarted = false;
  for (let i = 0; i < MAX_KEY_PIECES + 2; i++) {
    await appendLocked(path, () => ({ append: [vote(i % 5)], at: AT, result: null }));
    const copy = readCopy(verifiedPath(path));
    longest = Math.max(longest, copy.ends.length);
    if (copy.ends.length === 1) {
      restarted = true;
      assert.is(copy.sha256, sha256(readFileSync(path, 'utf8')), 'one piece: the whole text\'s hash');
    }
    assert.is(copy.sha256, chainedKey(readFileSync(path, 'utf8'), copy.ends));
  }
  assert.is(longest, MAX_KEY_PIECES);
  assert.ok(restarted, 'the chain started again from one piece');
});

test('given a copy changed by another command since this process wrote it, the next write writes the whole copy anew', async () => {
  const { path } = newLog({ verified: true });
  await appendLocked(path, () => ({ append: [vote(2)], at: AT, result: null }));
  writeFileSync(verifiedPath(path), `${copyLines(path)[0]}\n`); // another command's copy, of an older text
  await appendLocked(path, () => ({ append: [vote(3)], at: AT, result: null }));
  assert.is(copyLines(path).length, 1);
  const copy = readCopy(verifiedPath(path));
  // Still chained from the text this process knew: three pieces (created, first write, second).
  assert.is(copy.ends.length, 3);
  assert.is(copy.sha256, chainedKey(readFileSync(path, 'utf8'), copy.ends));
  assert.is(copy.log.events.length, opening.length + 2);
});

test('given many writes, the copy is written anew once 32 lines have changed it, so a read never folds more than that', async () => {
  const { path } = newLog({ verified: true });
  const counts: number[] = [];
  for (let i = 0; i < 40; i++) {
    await appendLocked(path, () => ({ append: [vote(i % 5)], at: AT, result: null }));
    counts.push(copyLines(path).length);
  }
  assert.is(Math.max(...counts), 33);
  assert.is(counts[32], 1, 'the 33rd write writes the whole copy');
  assert.is(readCopy(verifiedPath(path)).log.events.length, opening.length + 40);
});

test.run();
