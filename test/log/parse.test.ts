// Reading a game log (docs/log-format.md §0–§3, §5): every problem is named with file:line, the
// event's number and what was expected, and nothing is guessed. The fixtures are small logs written
// here by hand (their lines counted from the text), read in process so that `npm run mutate:log`
// runs these tests against every planted bug in src/log.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  LogError, appendLocked, appendedText, chain, createLogFile, hashHeader, logLockPath, parseLog, readLog, readText, rewriteLocked, serializeLog, withLockedLog,
  type LogFile,
} from '../../src/log/file.js';
import { eventHash } from '../../src/log/hash.js';
import { AUTOMATIC_EVENT_TYPES, ENGINE_EVENT_TYPES, gameEndedRecord, gendersOf, isEngineEvent, retractedSeqs, type AnyEvent, type LogHeader, type LogRecord } from '../../src/log/records.js';
import { gameCreatedOf, lineOf, randomSourceOf, replayLog, toEngineEvent } from '../../src/log/replay.js';
import { DEFAULT_OPTIONS, seededSource } from '../../src/engine/index.js';
import { AT, headerOf, opening } from '../support/log-fixtures.js';
import { scratch } from '../support/scratch.js';

const SEED = '0123456789abcdef'.repeat(4);

/** A log's text as chancery writes it, and its parse. */
function written(events: AnyEvent[] = opening, over: Partial<LogHeader> = {}) {
  const { full } = hashHeader(headerOf(over));
  const { records } = chain([], full, events, AT);
  return { header: full, records, text: serializeLog(full, records) };
}

/** The 1-based line of the first line of the text matching `re`. */
const lineMatching = (text: string, re: RegExp) => text.split('\n').findIndex((l) => re.test(l)) + 1;

function refusal(fn: () => unknown): LogError {
  try {
    fn();
  } catch (e) {
    if (e instanceof LogError) return e;
    throw e;
  }
  throw new Error('accepted');
}

test('given a log as written, it parses to the same header and records, each event at the line of its "- seq:"', () => {
  const { header, records, text } = written();
  const log = parseLog(text, 'g1.yaml');
  assert.equal(log.header, header);
  assert.equal(log.events, records);
  assert.equal(log.lines, [1, 2, 3, 4].map((seq) => lineMatching(text, new RegExp(`^  - seq: ${seq}$`))));
  assert.is(log.headerLine, 1);
  assert.is(log.path, 'g1.yaml');
  // Short lists are written on one line; the deck counts inline; the hash last in each record.
  assert.match(text, /^ {4}roles: \[ hitler, fascist, liberal, liberal, liberal \]$/m);
  assert.match(text, /^ {2}deck: \{ liberal: 6, fascist: 11 \}$/m);
  assert.match(text, /\n {4}vote: ja\n {4}hash: [0-9a-f]{64}\n$/);
  assert.match(text, /^ {2}- seq: 1\n {4}at: "?2026-11-30T12:00:00.000Z"?\n {4}type: roles-dealt\n/m);
});

test('given a log without events, or with an empty list, it parses with none', () => {
  const { text } = written([]);
  for (const t of [text, text.replace(/\nevents: \[\]\n$|\nevents:.*\n$/, '\n'), `${text.replace(/\nevents:.*\n$/, '\n')}events:\n`]) {
    const log = parseLog(t, 'g.yaml');
    assert.equal([log.events, log.lines, log.headerLine], [[], [], 1], t);
  }
});

test('a LogError reads file:line: event N: problem, and leaves out what it does not know', () => {
  assert.is(new LogError('g.yaml', 7, 3, 'bad').message, 'g.yaml:7: event 3: bad');
  assert.is(new LogError('g.yaml', 0, null, 'bad').message, 'g.yaml: bad');
  assert.is(new LogError('g.yaml', 2, null, 'bad', 'hash').message, 'g.yaml:2: bad');
  const e = new LogError('g.yaml', 2, 5, 'bad', 'hash');
  assert.equal(e.jsonDetails(), { file: 'g.yaml', line: 2, seq: 5, problem: 'bad', code: 'hash' });
  assert.is(e.name, 'LogError');
  assert.is(e.exitCode, 1);
  assert.is(e.kind, 'log');
  assert.is(new LogError('g.yaml', 1, null, 'x').code, 'shape');
});

test('given text that is not YAML, the problem is named at its line', () => {
  const e = refusal(() => parseLog('chancery: 2\ngame: [unclosed\nplayers: x\n', 'g.yaml'));
  assert.is(e.code, 'yaml');
  assert.match(e.message, /^g\.yaml:\d+: not valid YAML: /);
  assert.ok(e.line >= 2, `line ${e.line}`);
});

test('given YAML that is not a mapping, it is no game log', () => {
  for (const text of ['- 1\n- 2\n', 'just words\n', '', '~\n']) {
    const e = refusal(() => parseLog(text, 'g.yaml'));
    assert.equal([e.code, e.line, e.message], ['shape', 1, 'g.yaml:1: a game log is a YAML mapping with a header and `events`'], JSON.stringify(text));
  }
});

test('§0 versions: a missing version is no chancery log; an unknown one names the versions read; a newer one says to update', () => {
  const { text } = written();
  const at = lineMatching(text, /^chancery:/);
  let e = refusal(() => parseLog(text.replace(/^chancery: 2\n/m, ''), 'g.yaml'));
  assert.equal([e.code, e.line, e.problem], ['version', 1, 'not a chancery game log: the `chancery` format version is missing']);
  e = refusal(() => parseLog(text.replace(/^chancery: 2$/m, 'chancery: "2"'), 'g.yaml'));
  assert.equal([e.code, e.line, e.problem], ['version', at, 'not a chancery game log: the `chancery` format version is missing']);
  e = refusal(() => parseLog(text.replace(/^chancery: 2$/m, 'chancery: 0'), 'g.yaml'));
  assert.equal([e.code, e.line, e.problem], ['version', at, 'log format version 0 is not supported: this chancery reads versions 1 and 2']);
  e = refusal(() => parseLog(text.replace(/^chancery: 2$/m, 'chancery: 3'), 'g.yaml'));
  assert.is(e.problem, 'log format version 3 is not supported: this chancery reads versions 1 and 2 (a newer chancery wrote it: update chancery)');
  // Version 1 is read as it is.
  const v1 = written(opening, { chancery: 1 });
  assert.is(parseLog(v1.text, 'g.yaml').header.chancery, 1);
});

test('given a header field of the wrong shape, the problem names the field at its line', () => {
  const { text } = written();
  let e = refusal(() => parseLog(text.replace(/^firstPresident: 0$/m, 'firstPresident: first'), 'g.yaml'));
  assert.equal([e.code, e.line], ['shape', lineMatching(text, /^firstPresident:/)]);
  assert.match(e.problem, /^header: field `firstPresident`: /);
  const extra = text.replace(/^lang: en$/m, 'lang: en\nextra: 1');
  e = refusal(() => parseLog(extra, 'g.yaml'));
  assert.equal([e.line, e.problem], [lineMatching(extra, /^extra:/), 'header: unexpected field `extra`']);
  e = refusal(() => parseLog(text.replace(/^created: .*$/m, 'created: yesterday'), 'g.yaml'));
  assert.equal([e.line, e.problem], [lineMatching(text, /^created:/), 'header: field `created`: must be an ISO-8601 time']);
  e = refusal(() => parseLog(text.replace(/^hash: .*$/m, 'hash: ABC'), 'g.yaml'));
  assert.equal([e.line, e.problem], [lineMatching(text, /^hash:/), 'header: field `hash`: must be 64 lowercase hexadecimal digits']);
  e = refusal(() => parseLog(text.replace(/^ {2}- { name: Alice }$/m, '  - { name: "" }'), 'g.yaml'));
  assert.match(e.problem, /^header: field `players\.0\.name`: /);
});

test('§3 given a header edited after it was written, the hash names it; without the hash check it is read', () => {
  const { text } = written();
  const edited = text.replace(/^game: g1$/m, 'game: g2');
  const e = refusal(() => parseLog(edited, 'g.yaml'));
  assert.equal([e.code, e.line, e.seq, e.problem], ['hash', lineMatching(text, /^hash:/), null, 'the header was changed after it was written (its hash does not match)']);
  assert.is(parseLog(edited, 'g.yaml', { checkHashes: false }).header.game, 'g2');
});

test('given `events` that is not a list, the problem is at the events line', () => {
  const { text } = written();
  const cut = text.slice(0, text.indexOf('\nevents:') + 1);
  const e = refusal(() => parseLog(`${cut}events: many\n`, 'g.yaml'));
  assert.equal([e.code, e.line, e.problem], ['shape', lineMatching(text, /^events:/), '`events` must be a list']);
});

test('given an event of the wrong shape, the problem names its line, its number, its type and the field', () => {
  const { text } = written();
  const voteLine = lineMatching(text, /^ {2}- seq: 4$/);
  let e = refusal(() => parseLog(text.replace(/^ {4}vote: ja$/m, '    vote: maybe'), 'g.yaml'));
  assert.equal([e.code, e.line, e.seq], ['shape', voteLine, 4]);
  assert.match(e.problem, /^vote-cast: field `vote`: /);
  e = refusal(() => parseLog(text.replace(/^ {4}type: vote-cast$/m, '    type: vote-stolen'), 'g.yaml'));
  assert.equal([e.line, e.seq, e.problem], [voteLine, 4, 'vote-stolen: not an event type (docs/log-format.md lists them)']);
  e = refusal(() => parseLog(text.replace(/^ {4}type: vote-cast$/m, '    type: 7'), 'g.yaml'));
  assert.equal([e.seq, e.problem], [4, 'not an event type (docs/log-format.md lists them)']);
  e = refusal(() => parseLog(text.replace(/^ {2}- seq: 4$/m, '  - seq: four'), 'g.yaml'));
  assert.equal([e.line, e.seq], [voteLine, null]);
  e = refusal(() => parseLog(text.replace(/^ {4}vote: ja$/m, '    vote: ja\n    loud: true'), 'g.yaml'));
  assert.equal([e.seq, e.problem], [4, 'vote-cast: unexpected field `loud`']);
});

test('§6.2 given sequence numbers out of order, the first wrong one is named with the number expected', () => {
  const { text } = written();
  const e = refusal(() => parseLog(text.replace(/^ {2}- seq: 3$/m, '  - seq: 5'), 'g.yaml', { checkHashes: false }));
  assert.equal([e.code, e.line, e.seq, e.problem], ['sequence', lineMatching(text, /^ {2}- seq: 3$/), 5, 'sequence numbers must run 1, 2, 3…: expected 3']);
});

test('§3 given an event changed, inserted or removed after it was written, the chain breaks at that event', () => {
  const { text } = written();
  const e = refusal(() => parseLog(text.replace(/^ {4}chancellor: 2$/m, '    chancellor: 3'), 'g.yaml'));
  assert.equal([e.code, e.line, e.seq], ['hash', lineMatching(text, /^ {2}- seq: 3$/), 3]);
  assert.is(e.problem, 'this event was changed, inserted or removed after it was written (its hash does not follow from the event before it)');
  const read = parseLog(text.replace(/^ {4}chancellor: 2$/m, '    chancellor: 3'), 'g.yaml', { checkHashes: false });
  assert.is((read.events[2] as { chancellor: number }).chancellor, 3);
});

test('given a hand-edited layout (events in flow style), lines fall back to the events key and appending writes the whole log again', () => {
  const { header, records } = written();
  const text = `${serializeLog(header, []).replace(/\nevents:.*\n$/, '\n')}events: [${records.map((r) => JSON.stringify(r)).join(', ')}]\n`;
  const log = parseLog(text, 'g.yaml');
  assert.equal(log.lines, records.map(() => lineMatching(text, /^events:/)));
  const more = chain(log.events, log.header, [{ type: 'vote-cast', seat: 2, vote: 'nein' }], AT).records;
  const out = appendedText(text, log, more);
  assert.equal(out, serializeLog(header, [...records, ...more]));
  assert.equal(parseLog(out, 'g.yaml').events, [...records, ...more]);
});

test('given a log in chancery\'s own layout, appending adds only the new events\' text after it', () => {
  const { header, records, text } = written();
  const log = parseLog(text, 'g.yaml');
  const more = chain(log.events, log.header, [{ type: 'vote-cast', seat: 2, vote: 'nein' }, { type: 'vote-cast', seat: 3, vote: 'ja' }], AT).records;
  const out = appendedText(text, log, more);
  assert.ok(out.startsWith(text));
  assert.equal(out, serializeLog(header, [...records, ...more]));
  // An empty log is written out whole (there is no block of events to add to).
  const empty = written([]);
  const first = chain([], empty.header, [opening[0]], AT).records;
  assert.equal(appendedText(empty.text, parseLog(empty.text, 'g.yaml'), first), serializeLog(empty.header, first));
});

test('§3 chain numbers, times and hashes events after the last one (or after the header)', () => {
  const { header } = written([]);
  const times = ['2026-11-30T12:00:01.000Z', '2026-11-30T12:00:02.000Z'];
  const first = chain([], header, opening.slice(0, 2), (i) => times[i]).records;
  assert.equal(first.map((r) => [r.seq, r.at]), [[1, times[0]], [2, times[1]]]);
  assert.is(first[0].hash, eventHash(header.hash, { seq: 1, at: times[0], ...opening[0] }));
  const next = chain(first, header, opening.slice(2, 3), AT).records;
  assert.equal(next.map((r) => r.seq), [3]);
  assert.is(next[0].hash, eventHash(first[1].hash, { seq: 3, at: AT, ...opening[2] }));
  // Version 2 seals a record's private fields into an entry; version 1 keeps them inline.
  const mail: AnyEvent = { type: 'message-sent', messageId: '<m@x>' };
  const v2 = chain([], header, [mail], AT);
  assert.equal(v2.sealed.map((e) => e.fields), [{ messageId: '<m@x>' }]);
  assert.is(v2.records[0].private, v2.sealed[0].private);
  const v1 = chain([], { ...header, chancery: 1 }, [mail], AT);
  assert.equal([v1.sealed, v1.records[0].private, (v1.records[0] as { messageId?: string }).messageId], [[], undefined, '<m@x>']);
});

test('§2a a header is sealed only in version 2 and only when a player has a contact', () => {
  const names = hashHeader(headerOf());
  assert.equal([names.sealed, names.full.private], [[], undefined]);
  const contacts = hashHeader(headerOf({ players: [{ name: 'Alice', email: 'a@x' }, { name: 'Bob' }, { name: 'Carol' }, { name: 'Dmitri' }, { name: 'Eve' }] }));
  assert.is(contacts.sealed.length, 1);
  assert.is(contacts.full.private, contacts.sealed[0].private);
  const zone = hashHeader(headerOf({ players: [{ name: 'Alice', timezone: 'UTC' }, { name: 'Bob' }, { name: 'Carol' }, { name: 'Dmitri' }, { name: 'Eve' }] }));
  assert.is(zone.sealed.length, 1);
  const v1 = hashHeader(headerOf({ chancery: 1, players: [{ name: 'Alice', email: 'a@x' }, { name: 'Bob' }, { name: 'Carol' }, { name: 'Dmitri' }, { name: 'Eve' }] }));
  assert.equal([v1.sealed, v1.full.private], [[], undefined]);
});

test('given a version-2 log written with contacts, reading it back restores them from the private file; a missing or changed private file is named', () => {
  const dir = scratch('chancery-parse-');
  const path = join(dir, 'g1.yaml');
  const players = [{ name: 'Alice', email: 'a@x', timezone: 'Europe/Paris' }, { name: 'Bob', email: 'b@x' }, { name: 'Carol' }, { name: 'Dmitri' }, { name: 'Eve' }];
  const mail: AnyEvent = { type: 'message-queued', messageId: '<m@x>', code: 'K', to: 1, address: 'b@x', kind: 'role-card', subject: 'Your role', at_seq: 1 };
  createLogFile(path, headerOf({ players }), [...opening.slice(0, 2), mail], AT);
  const text = readFileSync(path, 'utf8');
  assert.not.match(text, /a@x|b@x|Paris|<m@x>|Your role/, 'the log file holds no contact and no mail detail');
  const log = readLog(path);
  assert.equal(log.header.players, players);
  assert.equal({ ...log.events[2], private: undefined, hash: undefined, at: undefined }, { seq: 3, ...mail, private: undefined, hash: undefined, at: undefined });
  // The published copy (no game folder beside it) is read as it stands.
  const pub = join(scratch('chancery-parse-'), 'g1.yaml');
  writeFileSync(pub, text);
  assert.equal(readLog(pub).header.players.map((p) => p.email), [undefined, undefined, undefined, undefined, undefined]);
  assert.equal(readLog(path, { private: false }).header.players[0], { name: 'Alice' });
  // A changed entry names the event (or the header) whose commitment it no longer opens.
  const priv = join(dir, 'g1', 'private.jsonl');
  const lines = readFileSync(priv, 'utf8').split('\n');
  writeFileSync(priv, [lines[0], lines[1].replace('b@x', 'c@x'), ''].join('\n'));
  const changed = refusal(() => parseLog(text, path));
  assert.equal([changed.code, changed.seq, changed.line], ['hash', 3, lineMatching(text, /^ {2}- seq: 3$/)]);
  assert.match(changed.problem, /does not match its commitment/);
  writeFileSync(priv, `${lines[1]}\n`);
  const header = refusal(() => parseLog(text, path));
  assert.equal([header.code, header.seq, header.line], ['hash', null, 1]);
  assert.match(header.problem, /is missing from the private file/);
  // An emptied private file: every commitment is missing its entry.
  writeFileSync(priv, '');
  assert.match(refusal(() => parseLog(text, path)).problem, /is missing from the private file/);
});

test('given the game folder but no private file, a log that needs one is refused naming the file to restore', () => {
  const dir = scratch('chancery-parse-');
  const path = join(dir, 'g1.yaml');
  createLogFile(path, headerOf({ players: [{ name: 'Alice', email: 'a@x' }, { name: 'Bob' }, { name: 'Carol' }, { name: 'Dmitri' }, { name: 'Eve' }] }), opening, AT);
  const text = readFileSync(path, 'utf8');
  rmSync(join(dir, 'g1', 'private.jsonl'));
  const e = refusal(() => parseLog(text, path));
  assert.equal([e.code, e.line, e.seq], ['io', 1, null]);
  assert.is(e.problem, `the private file ${join(dir, 'g1', 'private.jsonl')} (the players' addresses and the mail records) is missing: restore it from a backup`);
  // A log whose header has no commitment needs no private file.
  const plain = join(dir, 'plain.yaml');
  createLogFile(plain, headerOf({ game: 'plain' }), opening, AT);
  mkdirSync(join(dir, 'plain'), { recursive: true });
  assert.is(readLog(plain).events.length, 4);
});

test('given a path, createLogFile refuses to overwrite; readText names a missing log and a non-file', () => {
  const dir = scratch('chancery-parse-');
  const path = join(dir, 'g1.yaml');
  createLogFile(path, headerOf(), opening, AT);
  const again = refusal(() => createLogFile(path, headerOf(), opening, AT));
  assert.equal([again.code, again.line, again.message], ['io', 0, `${path}: a game log already exists here: choose another id or remove it first`]);
  const missing = refusal(() => readText(join(dir, 'none.yaml')));
  assert.equal([missing.code, missing.message], ['io', `${join(dir, 'none.yaml')}: no such game log`]);
  const folder = refusal(() => readText(dir));
  assert.is(folder.code, 'io');
  assert.match(folder.message, /: cannot be read as a game log: /);
  assert.is(readText(path), readFileSync(path, 'utf8'));
});

test('given a log, appendLocked appends what the function returns in one write, under the log\'s lock; nothing when it returns nothing or throws', async () => {
  const dir = scratch('chancery-parse-');
  const path = join(dir, 'g1.yaml');
  createLogFile(path, headerOf(), opening.slice(0, 3), AT);
  const before = readFileSync(path, 'utf8');
  const none = await appendLocked(path, () => ({ append: [], at: AT, result: 'nothing' }));
  assert.equal([none.result, none.appended, readFileSync(path, 'utf8')], ['nothing', [], before]);
  let threw = false;
  try {
    await appendLocked(path, () => { throw new Error('refused'); });
  } catch (e) {
    threw = (e as Error).message === 'refused';
  }
  assert.ok(threw);
  assert.is(readFileSync(path, 'utf8'), before, 'nothing written when the function throws');
  const r = await appendLocked(path, (log: LogFile) => ({ append: [{ type: 'vote-cast', seat: 0, vote: 'ja' }], at: AT, result: log.events.length }));
  assert.is(r.result, 3);
  assert.equal(r.appended.map((e) => e.seq), [4]);
  const text = readFileSync(path, 'utf8');
  assert.equal(r.after.events.map((e) => e.seq), [1, 2, 3, 4]);
  assert.equal(r.after.lines, [1, 2, 3, 4].map((seq) => lineMatching(text, new RegExp(`^  - seq: ${seq}$`))));
  assert.equal(readLog(path).events, r.after.events);
  assert.is(await withLockedLog(path, () => ({ append: [], at: AT, result: 7 })), 7);
  assert.is(logLockPath(path), `${path}.lock`);
  const missing = await appendLocked(join(dir, 'none.yaml'), () => ({ append: [], at: AT, result: 0 })).catch((e: LogError) => e);
  assert.equal(missing instanceof LogError && [missing.code, missing.problem], ['io', 'no such game log']);
});

test('given a log, rewriteLocked writes the new text (or leaves the file when told to)', async () => {
  const dir = scratch('chancery-parse-');
  const path = join(dir, 'g1.yaml');
  createLogFile(path, headerOf(), opening, AT);
  const before = readFileSync(path, 'utf8');
  assert.is(await rewriteLocked(path, () => ({ text: null, result: 'kept' })), 'kept');
  assert.is(readFileSync(path, 'utf8'), before);
  const { header, records } = written(opening.slice(0, 2));
  const text = serializeLog(header, records);
  assert.is(await rewriteLocked(path, (log, old) => ({ text, sealed: [], result: [log.events.length, old === before] })).then(String), '4,true');
  assert.is(readFileSync(path, 'utf8'), text);
});

// Each problem is worded in the game's language from templates/<lang>/errors.yaml: the error names
// its code and exactly the facts that wording uses ({version}, {field}, {expected}, {file}, ...),
// and the language of the header when it could be read.
test('given each problem of a log, the error says its code and the facts its wording names, in the log\'s language', () => {
  const said = (fn: () => unknown) => { const e = refusal(fn); return [e.said?.code, e.said?.params, e.lang]; };
  const { text } = written();
  const ru = written(opening, { lang: 'ru' }).text;
  const bad = 'chancery: 2\nlang: ru\ngame: [unclosed\n';
  const notYaml = refusal(() => parseLog(bad, 'g.yaml'));
  assert.equal([notYaml.said?.code, typeof notYaml.said?.params.reason, notYaml.lang], ['log-not-yaml', 'string', 'ru']);
  assert.ok(String(notYaml.said?.params.reason).length > 0);
  assert.is(refusal(() => parseLog("chancery: 2\nlang: 'en'\ngame: [x\n", 'g.yaml')).lang, 'en');
  assert.is(refusal(() => parseLog('chancery: 2\nlang: xx\ngame: [x\n', 'g.yaml')).lang, undefined, 'a language chancery does not speak is none');
  assert.is(refusal(() => parseLog('chancery: 2\n  lang: ru\ngame: [x\n', 'g.yaml')).lang, undefined, 'only a top-level lang line counts');
  assert.equal(said(() => parseLog('- 1\n', 'g.yaml')), ['log-not-mapping', {}, undefined]);
  assert.equal(said(() => parseLog(ru.replace(/^chancery: 2\n/m, ''), 'g.yaml')), ['log-no-version', { version: 'undefined', supported: '1, 2', variant: 'older' }, 'ru']);
  assert.equal(said(() => parseLog(text.replace(/^chancery: 2$/m, 'chancery: 3'), 'g.yaml')), ['log-version', { version: '3', supported: '1, 2', variant: 'newer' }, 'en']);
  assert.equal(said(() => parseLog(text.replace(/^chancery: 2$/m, 'chancery: 0'), 'g.yaml')), ['log-version', { version: '0', supported: '1, 2', variant: 'older' }, 'en']);
  assert.equal(said(() => parseLog(ru.replace(/^lang: ru$/m, 'lang: ru\nextra: 1'), 'g.yaml')),
    ['log-header-shape', { issue: 'unexpected field `extra`', variant: 'unexpected-field', field: 'extra' }, 'ru']);
  assert.equal(said(() => parseLog(text.replace(/^game: g1$/m, 'game: g2'), 'g.yaml')), ['log-header-changed', {}, 'en']);
  const cut = text.slice(0, text.indexOf('\nevents:') + 1);
  assert.equal(said(() => parseLog(`${cut}events: many\n`, 'g.yaml')), ['log-events-not-list', {}, 'en']);
  const shape = refusal(() => parseLog(text.replace(/^ {4}vote: ja$/m, '    vote: maybe'), 'g.yaml'));
  assert.equal([shape.said?.code, shape.said?.params.type, shape.said?.params.variant, shape.said?.params.field], ['log-event-shape', 'vote-cast', 'field', 'vote']);
  assert.match(String(shape.said?.params.issue), /^field `vote`: /);
  assert.is(refusal(() => parseLog(text.replace(/^ {4}type: vote-cast$/m, '    type: 7'), 'g.yaml')).said?.params.type, '?');
  assert.equal(said(() => parseLog(text.replace(/^ {2}- seq: 3$/m, '  - seq: 5'), 'g.yaml', { checkHashes: false })), ['log-sequence', { expected: 3 }, 'en']);
  assert.equal(said(() => parseLog(text.replace(/^ {4}chancellor: 2$/m, '    chancellor: 3'), 'g.yaml')), ['log-event-changed', {}, 'en']);
  const dir = scratch('chancery-parse-');
  assert.equal(said(() => readText(join(dir, 'none.yaml'))).slice(0, 1), ['log-missing']);
  assert.equal(said(() => readText(dir)).slice(0, 1), ['log-unreadable']);
  const path = join(dir, 'g1.yaml');
  createLogFile(path, headerOf(), opening, AT);
  assert.equal(said(() => createLogFile(path, headerOf(), opening, AT)), ['log-exists', {}, undefined]);
  // Replay: a retraction of a later event, an event the rules refuse, a header the rules refuse.
  const ahead = parseLog(written([...opening, { type: 'retracted', seqs: [5], reason: 'undo' }], { lang: 'ru' }).text, 'g.yaml');
  assert.equal(said(() => replayLog(ahead)), ['log-retracts-later', { seq: 5 }, 'ru']);
  const illegal = parseLog(written([...opening, { type: 'vote-cast', seat: 9, vote: 'ja' }]).text, 'g.yaml');
  const e = refusal(() => replayLog(illegal));
  assert.equal([e.said?.code, e.said?.params, e.said?.rule?.code, e.lang], ['log-event-breaks-rule', { type: 'vote-cast', code: 'unknown-seat' }, 'unknown-seat', 'en']);
  const header = refusal(() => replayLog(parseLog(written(opening, { firstPresident: 7 }).text, 'g.yaml')));
  assert.equal([header.said?.code, header.said?.params, header.said?.rule?.code], ['log-header-breaks-rule', {}, 'bad-setup']);
});

test('given hand-edited texts (a version out of place or quoted, a language line aligned, an empty record), each problem is named where it stands', () => {
  const { text } = written();
  // The version line moved below the game's name: its line is named.
  const moved = text.replace(/^chancery: 2\n(game: g1\n)/m, '$1chancery: 7\n');
  const e = refusal(() => parseLog(moved, 'g.yaml'));
  assert.equal([e.code, e.line], ['version', lineMatching(moved, /^chancery: 7$/)]);
  assert.ok(e.line > 1);
  // A version written as a string is no version, whatever it says.
  const quoted = refusal(() => parseLog(text.replace(/^chancery: 2$/m, 'chancery: "3"'), 'g.yaml'));
  assert.equal([quoted.said?.code, quoted.said?.params], ['log-no-version', { version: '3', supported: '1, 2', variant: 'older' }]);
  // Text that is not YAML, with its language line aligned by hand: the problem is still said in that language.
  assert.is(refusal(() => parseLog('chancery: 2\nlang:    ru\ngame: [x\n', 'g.yaml')).lang, 'ru');
  // A log without events has no event lines.
  const none = parseLog(written([]).text, 'g.yaml');
  assert.equal([none.events, none.lines], [[], []]);
  // An empty record in the list is named at its line, as the shape of an event.
  const cut = text.replace(/\n$/, '\n  - ~\n');
  const empty = refusal(() => parseLog(cut, 'g.yaml'));
  assert.equal([empty.code, empty.seq, empty.line, empty.said?.params.type], ['shape', null, cut.split('\n').length - 1, '?']);
});

test('given the private file changed or missing an entry, the error names the commitment as its wording does', () => {
  const dir = scratch('chancery-parse-');
  const path = join(dir, 'g1.yaml');
  createLogFile(path, headerOf({ players: [{ name: 'Alice', email: 'a@x' }, { name: 'Bob' }, { name: 'Carol' }, { name: 'Dmitri' }, { name: 'Eve' }] }), opening, AT);
  const text = readFileSync(path, 'utf8');
  const commitment = /^private: ([0-9a-f]{64})$/m.exec(text)![1];
  const priv = join(dir, 'g1', 'private.jsonl');
  const entry = readFileSync(priv, 'utf8');
  writeFileSync(priv, entry.replace('a@x', 'z@x'));
  let e = refusal(() => parseLog(text, path));
  assert.equal([e.said?.code, e.said?.params], ['log-private-changed', { commitment: `${commitment.slice(0, 12)}…` }]);
  writeFileSync(priv, '\n');
  e = refusal(() => parseLog(text, path));
  assert.equal([e.said?.code, e.said?.params], ['log-private-part-missing', { commitment: `${commitment.slice(0, 12)}…` }]);
  rmSync(priv);
  e = refusal(() => parseLog(text, path));
  assert.equal([e.said?.code, e.said?.params], ['log-private-missing', { file: priv }]);
});

test('given a log read twice unchanged, the second read is the first one\'s result, as copies a caller may change', () => {
  const dir = scratch('chancery-parse-');
  const path = join(dir, 'g1.yaml');
  createLogFile(path, headerOf(), opening, AT);
  const first = readLog(path);
  first.events.pop();
  first.lines.pop();
  const second = readLog(path);
  assert.equal([second.events.length, second.lines.length], [4, 4]);
  // A changed file is read anew (and checked): the cache never hides an edit.
  writeFileSync(path, readFileSync(path, 'utf8').replace(/^ {4}chancellor: 2$/m, '    chancellor: 3'));
  assert.is(refusal(() => readLog(path)).code, 'hash');
  assert.is((readLog(path, { checkHashes: false }).events[2] as { chancellor: number }).chancellor, 3);
});

test('records: engine and automatic event types as log-format §1 lists them; retractions and the game end in effect', () => {
  assert.equal([...ENGINE_EVENT_TYPES].sort(), [
    'chancellor-nominated', 'chaos-enacted', 'deck-shuffled', 'game-ended', 'loyalty-investigated', 'player-executed', 'player-replaced',
    'policies-drawn', 'policies-peeked', 'policy-enacted', 'president-discarded', 'roles-dealt', 'special-election-called',
    'veto-answered', 'veto-requested', 'vote-cast', 'votes-tallied',
  ]);
  assert.equal([...AUTOMATIC_EVENT_TYPES].sort(), ['chaos-enacted', 'deck-shuffled', 'game-ended', 'policies-drawn', 'roles-dealt', 'votes-tallied']);
  assert.ok(isEngineEvent({ type: 'vote-cast', seat: 0, vote: 'ja' }));
  assert.not.ok(isEngineEvent({ type: 'retracted', seqs: [1], reason: 'undo' }));
  const rec = (seq: number, e: AnyEvent) => ({ seq, at: AT, hash: `h${seq}`, ...e }) as LogRecord;
  const end = { type: 'game-ended', winner: 'liberal', reason: 'five-liberal' } as AnyEvent;
  const events = [rec(1, opening[0]), rec(2, end), rec(3, { type: 'retracted', seqs: [2], reason: 'undo' }), rec(4, end), rec(5, { type: 'retracted', seqs: [4, 1], reason: 'undo' })];
  assert.equal([...retractedSeqs(events)].sort(), [1, 2, 4]);
  assert.equal([...retractedSeqs(events, 3)], [2]);
  assert.equal([...retractedSeqs(events, 2)], []);
  assert.equal([...retractedSeqs(events, 4)], [2], 'before the last retraction: its seqs are not taken back yet');
  // Asked up to a seq at or after the last retraction (phaseOpener's default), it is the whole log's
  // question: the answer known for the list, not another walk of it.
  assert.is(retractedSeqs(events, 5), retractedSeqs(events));
  assert.is(retractedSeqs(events, Number.MAX_SAFE_INTEGER), retractedSeqs(events));
  const fresh = events.slice();
  const first = retractedSeqs(fresh, Number.MAX_SAFE_INTEGER);
  assert.equal([...first].sort(), [1, 2, 4]);
  assert.is(retractedSeqs(fresh), first);
  assert.equal([...retractedSeqs(fresh, 3)], [2]);
  assert.equal(gameEndedRecord(events), undefined, 'both ends were undone');
  assert.equal(gameEndedRecord(events.slice(0, 4)), { seq: 4, hash: 'h4' });
  assert.equal(gameEndedRecord(events.slice(0, 2)), { seq: 2, hash: 'h2' });
  assert.equal(gameEndedRecord(events.slice(0, 1)), undefined);
});

test('§5, §6.4 replay: retracted events are skipped; a retraction of a later event, a refused event or a bad header is named at its line', () => {
  const { text } = written([...opening, { type: 'vote-cast', seat: 1, vote: 'nein' }, { type: 'retracted', seqs: [5], reason: 'undo' }]);
  const log = parseLog(text, 'g.yaml');
  const r = replayLog(log, { keepStates: true });
  assert.equal([...r.retracted], [5]);
  assert.equal(r.effective.map((e) => e.seq), [1, 2, 3, 4]);
  assert.is(r.state.phase.name === 'election' && r.state.phase.votes[1], 'ja');
  assert.equal([...r.states!.keys()], [0, 1, 2, 3, 4]);
  assert.is(replayLog(log).states, undefined);
  const upTo = replayLog(log, { upTo: 3 });
  assert.equal(upTo.effective.map((e) => e.seq), [1, 2, 3]);
  assert.is(replayLog(log, { upTo: 4 }).effective.length, 4);
  assert.equal(toEngineEvent(log.events[3]), { type: 'vote-cast', seat: 1, vote: 'ja' });
  assert.equal(gameCreatedOf(log.header), {
    type: 'game-created', gameId: 'g1', players: ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], ruleset: 'secret-hitler',
    options: DEFAULT_OPTIONS, firstPresident: 0, commitment: null,
  });
  assert.is(lineOf(log, 4), lineMatching(text, /^ {2}- seq: 4$/));
  assert.is(lineOf(log, 99), 0);
  // A retraction may only take back earlier events.
  const ahead = parseLog(written([...opening, { type: 'retracted', seqs: [5], reason: 'undo' }]).text, 'g.yaml');
  let e = refusal(() => replayLog(ahead));
  assert.equal([e.code, e.seq, e.line, e.problem], ['rule', 5, ahead.lines[4], 'retracted: can only take back earlier events, not 5']);
  const self = parseLog(written([...opening, { type: 'retracted', seqs: [4, 6], reason: 'undo' }]).text, 'g.yaml');
  e = refusal(() => replayLog(self));
  assert.is(e.problem, 'retracted: can only take back earlier events, not 6');
  // An event the rules refuse names the rule and the code.
  const illegal = parseLog(written([...opening, { type: 'vote-cast', seat: 9, vote: 'ja' }]).text, 'g.yaml');
  e = refusal(() => replayLog(illegal));
  assert.equal([e.code, e.seq, e.line], ['rule', 5, illegal.lines[4]]);
  assert.is(e.problem, 'vote-cast: a seat must be from 1 to 5 (rule broken: RULES §1 Setup; code unknown-seat)');
  // A header the rules refuse.
  const bad = parseLog(written(opening, { firstPresident: 7 }).text, 'g.yaml');
  e = refusal(() => replayLog(bad));
  assert.equal([e.code, e.seq, e.line], ['rule', null, 1]);
  assert.match(e.problem, /^header: .*first President.* \(RULES §2\.1 Candidate\)$/);
});

let games = 0;
/** A log no earlier test wrote (its own game name): nothing about it is remembered in this process yet. */
const unseenLog = (events: AnyEvent[]) => parseLog(written(events, { game: `fresh-${Date.now().toString(36)}-${games++}` }).text, 'g.yaml');

test('given a log read through the checked path, its end state is remembered: a second replay gives that state, with the same events in effect', () => {
  const events: AnyEvent[] = [...opening, { type: 'vote-cast', seat: 3, vote: 'nein' }, { type: 'retracted', seqs: [5], reason: 'undo' }, { type: 'vote-cast', seat: 4, vote: 'ja' }];
  const log = unseenLog(events);
  const first = replayLog(log, { known: true });
  const second = replayLog(log, { known: true });
  assert.is(second.state, first.state, 'the remembered state, not a new replay');
  for (const r of [first, second]) {
    assert.equal(r.effective.map((e) => e.seq), [1, 2, 3, 4, 7]);
    assert.equal([...r.retracted], [5]);
    assert.is(r.log, log);
  }
  assert.is(first.state.phase.name === 'election' && first.state.phase.votes[4], 'ja');
  // Up to the last event is the whole log: the remembered state too.
  assert.is(replayLog(log, { known: true, upTo: 7 }).state, first.state);
  // Up to an earlier event, the replay stops there.
  const part = replayLog(log, { known: true, upTo: 4 });
  assert.equal(part.effective.map((e) => e.seq), [1, 2, 3, 4]);
  assert.equal(part.state.phase.name === 'election' && [part.state.phase.votes[1], part.state.phase.votes[4]], ['ja', undefined]);
  // States for each step are replayed, never remembered; audit (no `known`) always replays.
  assert.equal([...replayLog(log, { known: true, keepStates: true }).states!.keys()], [0, 1, 2, 3, 4, 7]);
  const audited = replayLog(log);
  assert.is.not(audited.state, first.state);
  assert.equal(audited.state, first.state);
  // A log without events: the state after the header.
  const empty = unseenLog([]);
  assert.equal(replayLog(empty, { known: true }).effective, []);
  assert.is(replayLog(empty, { known: true }).state.phase.name, replayLog(empty).state.phase.name);
});

test('given a roster with genders, replacements and contact changes, each holder of a seat has the latest gender said for them, a leaver too', () => {
  const rec = (seq: number, e: AnyEvent) => ({ seq, at: AT, hash: `h${seq}`, ...e }) as LogRecord;
  const players = [{ name: 'Alice', gender: 'female' as const }, { name: 'Bob', gender: 'male' as const }, { name: 'Carol' }, { name: 'Dmitri', gender: 'male' as const }, { name: 'Eve', gender: 'female' as const }];
  const header = { ...written().header, players };
  assert.equal(gendersOf({ header, events: [] }), [['female'], ['male'], [undefined], ['male'], ['female']]);
  const events = [
    rec(1, opening[0]),
    rec(2, { type: 'player-replaced', seat: 1, name: 'Boris' }),
    rec(3, { type: 'player-replaced', seat: 3, name: 'Dana' }),
    rec(4, { type: 'contact-changed', seat: 3, gender: 'female' }),
    rec(5, { type: 'contact-changed', seat: 2, gender: 'female' }),
    rec(6, { type: 'contact-changed', seat: 4, email: 'e@x' }),
    rec(7, { type: 'contact-changed', seat: 0, gender: 'male' }),
    rec(8, { type: 'retracted', seqs: [7], reason: 'undo' }),
  ] as LogRecord[];
  // Boris replaced Bob (who stays a man) and said nothing; Dana replaced Dmitri and said female;
  // Carol said female; Eve's change kept her gender; Alice's change was undone.
  assert.equal(gendersOf({ header, events }), [['female'], ['male', undefined], ['female'], ['male', 'female'], ['female']]);
  assert.equal(header.players.map((p) => p.gender), ['female', 'male', undefined, 'male', 'female'], 'the roster is left as it was');
});

test('§4 the game\'s randomness is its seed; an imported game without one cannot shuffle anew', () => {
  const seeded = randomSourceOf({ header: { ...written().header, seed: SEED } });
  assert.equal(seeded.deal(5), seededSource(SEED).deal(5));
  const imported = randomSourceOf({ header: written().header });
  assert.throws(() => imported.deal(5), /^g1 has no seed \(it was imported\): its shuffles must be recorded in the log$/);
  assert.throws(() => imported.shuffle(1, []), /has no seed/);
  const ru = randomSourceOf({ header: { ...written().header, lang: 'ru' } });
  try {
    ru.deal(5);
    assert.unreachable('an imported game cannot deal');
  } catch (e) {
    assert.equal([(e as { said?: unknown }).said, (e as { lang?: string }).lang], [{ code: 'no-seed', params: { game: 'g1' } }, 'ru']);
  }
});

test.run();
