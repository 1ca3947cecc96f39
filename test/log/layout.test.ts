// The reader of chancery's own log layout (src/log/layout.ts) against an independent reader:
// wherever it reads a text, the data is js-yaml's reading of the same text (core schema, as
// docs/log-format.md §1 says) and the lines it notes are the ones the general locator finds; it
// reads (the fast path is taken) every log chancery writes, whole or appended to, from real
// imported games to a Russian game full of quoting; and it declines (null) exactly what is beyond
// its layout, which the full read then gives as js-yaml does. Every expectation is js-yaml's
// reading, the locator's lines or a hand-made text, never the reader's own output.
// In process (no binary), so that the mutation run can use it; test/log/layout-commands.test.ts
// plays a game through the binary.
import { test } from 'uvu';
import fc from 'fast-check';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load, CORE_SCHEMA } from 'js-yaml';
import { readLayout } from '../../src/log/layout.js';
import { appendedText, chain, hashHeader, locate, parseLog, serializeLog, type LogFile } from '../../src/log/file.js';
import type { AnyEvent, LogHeader, LogRecord } from '../../src/log/records.js';
import { importLines } from '../../src/import/secrethitler-io.js';
import { playRandomGame } from '../../src/sim/random-play.js';
import { ROOT, SHARED } from '../support/cli.js';

const jsYaml = (text: string) => load(text, { schema: CORE_SCHEMA });
const AT = '2026-12-01T10:00:00.000Z';

/** 'read' when the reader reads the text, having checked that it reads it as js-yaml and the locator do; 'declined' when it gives null. */
function reading(text: string, label: string): 'read' | 'declined' {
  const mine = readLayout(text);
  if (mine === null) return 'declined';
  assert.equal(mine.data, jsYaml(text), label);
  const where = locate(text);
  assert.equal([...mine.where.keys], [...where.keys], `${label}: key lines`);
  assert.equal(mine.where.events, where.events, `${label}: event lines`);
  return 'read';
}

const isRead = (text: string, label = text) => assert.is(reading(text, label), 'read', `${JSON.stringify(label)} was declined`);
const isDeclined = (text: string) => assert.is(readLayout(text), null, `${JSON.stringify(text)} was read`);

/** A log's text as createLogFile writes it (header hashed, records chained), then grown by appends of `step` records as a command appends them. */
function written(header: Omit<LogHeader, 'hash'>, events: AnyEvent[], step = 0): string {
  const { full } = hashHeader(header);
  const { records } = chain([], full, events, AT);
  if (!step) return serializeLog(full, records);
  let done = Math.min(step, records.length);
  let text = serializeLog(full, records.slice(0, done));
  while (done < records.length) {
    const log = { header: full, events: records.slice(0, done) } as LogFile;
    text = appendedText(text, log, records.slice(done, done + step));
    done += step;
  }
  return text;
}

function randomGame(players: number, seed: string, names?: string[]) {
  const game = playRandomGame({ players, seed, gameId: `layout-${seed}` });
  const created = game.events[0] as { gameId: string; ruleset: string; options: unknown; players: string[]; firstPresident: number; commitment: string };
  const header = {
    chancery: 2, game: created.gameId, created: AT, ruleset: created.ruleset, options: created.options,
    players: (names ?? created.players).map((name) => ({ name })), firstPresident: created.firstPresident,
    commitment: created.commitment, seed: game.seedHex, theme: 'secret-hitler', lang: 'en', house: { onMissingVote: 'wait' },
  } as unknown as Omit<LogHeader, 'hash'>;
  return { header, events: game.events.slice(1) as AnyEvent[] };
}

test('given real games imported from secrethitler.io, written whole and appended to, every log is read as js-yaml reads it', () => {
  // Every fifth game of the shared file: short and long games, every table size.
  const lines = readFileSync(join(SHARED, 'real-games', 'secrethitler-io-games.jsonl'), 'utf8').split('\n').filter((l, i) => l.trim() && i % 5 === 0);
  const { games } = importLines(lines.join('\n'), AT);
  assert.ok(games.length >= 80, `${games.length} games`);
  games.forEach((g, i) => isRead(written(g.header, g.events, i % 4 === 0 ? 1 + (i % 7) : 0), `real game ${g.header.game}`));
});

test('given random games of every table size, written whole and appended to record by record, every log is read as js-yaml reads it', () => {
  for (let players = 5; players <= 10; players++) {
    const { header, events } = randomGame(players, `r${players}`);
    isRead(written(header, events), `${players} players, whole`);
    isRead(written(header, events, 1), `${players} players, appended`);
  }
});

test('given the example log (format 1: contacts, mail records, deadlines and house-rule defaults in the file), it is read as js-yaml reads it', () => {
  isRead(readFileSync(join(ROOT, 'games', 'examples', 'seven-players.yaml'), 'utf8'), 'games/examples/seven-players.yaml');
});

test('given a Russian game with names that need quoting, contacts, mail, claims, deadlines and an undo, its log is read as js-yaml reads it', () => {
  const names = ['Анна', 'Борис "Боря" Ёлкин', "O'Brien", 'Mary Jane', 'yes', 'null', '123', '#1 fan', 'Lee: the sequel', '- dash', '[bracket]', 'a, b'];
  const { header, events } = randomGame(names.length > 10 ? 10 : names.length, 'ru', names.slice(0, 10));
  const withContacts = {
    ...header, lang: 'ru', theme: 'secret-russian', house: { onMissingVote: 'nein', deadline: '24h' },
    players: header.players.map((p, i) => ({ ...p, email: `seat${i + 1}@example.org`, timezone: 'Europe/Moscow' })),
  } as Omit<LogHeader, 'hash'>;
  const mail: AnyEvent[] = [
    { type: 'message-queued', messageId: '<a1@chancery.invalid>', code: 'KZS2A5', to: 0, address: 'seat1@example.org', kind: 'role-card', subject: '[Тайный Гитлер: ru] Ваша роль [KZS2A5]', at_seq: 2 },
    { type: 'message-sent', messageId: '<a1@chancery.invalid>' },
    { type: 'message-queued', messageId: '<a2@chancery.invalid>', code: 'Q7', to: 1, address: 'seat2@example.org', kind: 'vote-request', prompt: 'votes', subject: 'Голосование: «да» или «нет»?', at_seq: 3 },
    { type: 'reply-received', messageId: '<r1@mail.example>', from: 'seat2@example.org', seat: 1, inReplyTo: '<a2@chancery.invalid>', receivedAt: AT, readAs: 'Ja', quote: 'да, конечно: "ja"', outcome: 'applied', prompt: 'votes' },
    { type: 'reply-received', messageId: '<r2@mail.example>', from: 'x@example.org', seat: null, receivedAt: AT, outcome: 'ignored', reason: 'no-reference', detail: "it's #3 — not: a vote" },
    { type: 'claim-recorded', seat: 0, government: 1, claim: 'FFL', as: 'president' },
    { type: 'deadline-set', phaseSeq: 3, deadline: '2026-12-02T10:00:00.000Z' },
    { type: 'reminder-sent', deadline: '2026-12-02T10:00:00.000Z', seats: [2, 4] },
    { type: 'default-applied', rule: 'onMissingVote', detail: 'срок прошёл: засчитано «нет»', seats: [4], vote: 'nein' },
    { type: 'contact-changed', seat: 2, email: 'new@example.org', gender: 'female' },
    { type: 'player-replaced', seat: 3, name: 'Фёдор (замена)' },
  ];
  const all = [...events.slice(0, 3), ...mail, ...events.slice(3)];
  all.push({ type: 'retracted', seqs: [all.length], reason: `undo: #${all.length} "the end": taken back # twice` } as AnyEvent);
  isRead(written(withContacts, all), 'Russian game, whole');
  isRead(written(withContacts, all, 1), 'Russian game, appended');
  isRead(written({ ...withContacts, chancery: 1 } as Omit<LogHeader, 'hash'>, all), 'Russian game, format 1 (contacts in the file)');
});

test('given scalars of every kind in the layout, they resolve as js-yaml resolves them', () => {
  const text = [
    'a: 1', 'b: -3', 'c: 0x1F', 'd: 1e3', 'e: .5', 'f: null', 'g: ~', 'h: true', 'i: False', 'j: 2026-12-01T10:00:00.000Z', 'k: 007', 'l: +1',
    'm: "quoted: \\"x\\" \\u00e9"', "n: 'single '' quote'", 'o: [ 1, two, "th,ree", \'fo]ur\', null ]', 'p: { x: 1, y: "a, b" }', 'q: []', 'r: {}',
    's: plain words, with a comma', 't: Ж and ü', 'u:', 'v:', '  - 1', '  - { name: Alice, email: a@example.org }', '  - seq: 1', '    type: x', 'w:', '- 5', 'x: 1_000', 'y: .inf', 'z: 1.0',
  ].join('\n');
  isRead(text, 'scalars');
});

test('given scalars at the edges of the layout, they read as js-yaml reads them', () => {
  for (const text of [
    'a: x:y', 'a: x#y', 'a: -x', "a: it's", 'a: [ -x, x y ]', 'a: {b: 1,c: 2}', 'a: [1,2]', 'a:    spaced', 'a: ""', "a: ''", 'a: "\\u00e9\\n\\t\\/\\\\ \\""',
    'a: [ "x" , \'y\' ]', 'a: { k: "v", l: \'w\' }', 'a: [ \'x\'\'y\' ]', 'a: { toString: 1, constructor: 2 }', 'toString: 1', 'yes: no',
    'a: 1.', 'a: 0o17', 'a: -0x1F', 'a: +0x1F', 'a: 0b101', 'a: 10', 'a: 1.5e3', 'a: 1e', 'a: 12:30', 'a: 1.2.3', 'a: 0x', 'a: -.inf', 'a: .NaN', 'a: NULL', 'a: nULL', 'a: TRUE', 'a: tRUE', 'a: +', 'a: ~x', 'a: .',
    'a: x-', 'a:\n  b: x-', 'a:\n  - a:b', 'a:\n  - b:\n    c: 1', 'a:\n  b:\nc: 1', 'a: [ x  , y   ]', 'a: { k: x  , l: y   }', '\na: 1', '\n\n  \na: 1\n\n', 'a:\n  - x: 1\n    b:\n  - 2',
    'a: 2026-12-01', 'a: 34c2ef8b', 'a: f3ab', 'a: [ 34c2ef8b, f3ab, 1, .5, ~, null, true ]',
    // Words and integers read without js-yaml's types: the null and boolean words in every case js-yaml
    // knows and some it does not, words that start as they do, zero, signs and the longest integers.
    'a: Null', 'a: True', 'a: FALSE', 'a: nulL', 'a: fAlse', 'a: nein', 'a: ja', 'a: no', 'a: truth', 'a: n', 'a: T', 'a: F',
    'a: 0', 'a: -0', 'a: +0', 'a: 00', 'a: -7', 'a: 123456789012345', 'a: -123456789012345', 'a: 1234567890123456', 'a: 99999999999999999999',
    'a: [ -0, 0, -1, 123456789012345, True, Null, nein ]', 'a: 1bf31b81', 'a: 9b10', 'a: 3o7', 'a: 5x5', 'a: 0b2', 'a: 0o8', 'a: 0xg', 'a: 0b1', 'a: 1b', 'a: [ 1bf3, 0b11, 2x ]', 'a: 0b303fb9', 'a: -0b1', 'a: +0o17', 'a: 0o', 'a: 0b', 'a: 0xAbC', 'a: 0xabcz', 'a: 0B1', 'a: 0X1F', 'a: 0O7', 'a: 0b1_0', 'a: 0x1_F', 'nein: 1', 'nulls: 1', 'Truex: 1', 'nULL: 1', 'tRUE: 1',
    // A no-break space is text, not white space: js-yaml keeps it at either end of a value.
    'a: \u00a0x', 'a: x\u00a0', 'a: [ x\u00a0, \u00a0y ]', 'a:\n  - \u00a0x', 'a: x\u2003',
  ]) isRead(text);
  // A key js-yaml reads as null or a boolean (then written as a string) is left to js-yaml.
  for (const text of ['Null: 1', 'null: 1', 'NULL: 1', 'True: 1', 'true: 1', 'FALSE: 1', 'false: 1']) isDeclined(text);
});

test('given the lines around the records (items at the margin, blank lines, trailing spaces, a list in another key), the key and event lines are the locator\'s', () => {
  isRead('events:\n- seq: 1\n  type: x\n\n- seq: 2\n  type: y   \n', 'items at the margin');
  isRead('old_events:\n  - 1\nevents:\n  - seq: 1\n    list:\n      - 2\n  -   seq: 2\n      type: x\nlast: 1', 'a list before events, nested lists, a wide dash');
  isRead('events: []\nother:\n  - 1', 'events in flow style');
  isRead('events:\nother:\n  - 1', 'events empty');
  isRead('a:\n  b:\n    c: 1\n  d: [ 1 ]\nat_seq: 1\nx-y: 2\n_k: 3', 'nested maps and unusual key characters');
});

test('given YAML beyond the layout, the reader declines rather than guess', () => {
  for (const text of [
    'a: 1 # comment', '# comment\na: 1', 'a: &x 1\nb: *x', 'a: !!str 1', 'a: |\n  text', 'a: >\n  text', 'a: "two\n  lines"', 'a: b: c', '---\na: 1', 'a: 1\na: 2',
    'a:\n\t- 1', 'a: "\\x41"', '"a": 1', 'true: 1', '1: x', 'a: [ [1] ]', 'a: { b: { c: 1 } }', 'a: [ 1, ]', 'a:\n  - 1\n   - 2', 'a: plain\n  continued', '', '- 1\n- 2', 'just text',
    '__proto__: 1', 'a: @x', 'a: `x`', 'a: %x', 'a: - x', "a: 'open", 'a: "open', 'a: "x" y', 'a: [ 1, 2 ] x',
    // Comments, markers and directives anywhere.
    'a: 1\n# c', 'a:\n  # c\n  b: 1', 'a:\n  - 1\n  # c\n  - 2', 'events:\n  - seq: 1\n    # c\n    type: x', 'a: [ 1 ] # c', "a: 'x' # c", 'a: # c', '- # c',
    'a: 1\n...', '%YAML 1.2\n---\na: 1', 'a: 1\n---\nb: 2', '--- a: 1',
    // Scalars and collections it cannot read.
    'a: -', 'a: b:', 'a: :', 'a: { b: }', 'a: { b: , c: 1 }', 'a: [ , ]', 'a: [ 1,, 2 ]', 'a: [ x[y ]', 'a: [ x{y ]', 'a: [ x}y ]', 'a: { k: x]y }', 'a: [ x:y ]', 'a: [ x#y ]',
    'a: [ - ]', 'a: [ ? ]', 'a: { a:1 }', 'a: { a }', 'a: { a : 1 }', 'a: { a, b: 1 }', 'a: { a: 1, a: 2 }', 'a: { 1: x }', 'a: { null: x }', 'a: [ 1 ', 'a: { b: 1 ', 'a: [ 1 2 ]x', 'a: [ "x" y ]', "a: [ 'x", 'a: { x: 1, }', 'a: { "k": 1 }',
    'a: "\\N"', 'a: "\\_"', 'a: "\\ "', 'a: "x\\"', 'a: \'\'\'', 'a: ? x', 'a: *x', 'a: &x', 'a: !x', 'a: |', 'a: >-', "a: 'x'y", 'a: ""x',
    // Keys and lines it cannot read.
    'a : 1', 'a #c: 1', '!!str a: 1', '&x a: 1', '? a', 'a b: 1', 'a:1', 'a', ':', ': 1', '-a: 1', 'a: 1\n- 2', 'a: 1\n  b: 2', ' a: 1', 'a:\n  b: 1\n c: 2',
    'a:\n  -\n    x: 1', 'a:\n-\n  x: 1', 'a:\n  - - 1', 'a:\n  -x', 'a:\n-x', 'a:\n  - x: 1\n   y: 2', 'a:\n  - x: 1\n     y: 2', 'a:\n  - 1\n    - 2', 'a:\n  - "x" y', 'a:\n  - x: 1\n    x: 2',
    'null: 1', 'yes:\n  1: x', 'a:\n  b: 1\n  b: 2', '   \n\n  ',
  ]) isDeclined(text);
});

test('given any control character other than a line feed (a tab, a carriage return, DEL, a C1 control), the reader declines', () => {
  const controls = [...Array.from({ length: 32 }, (_, i) => i).filter((c) => c !== 10), ...Array.from({ length: 33 }, (_, i) => 0x7f + i)];
  for (const code of controls) {
    const c = String.fromCharCode(code);
    for (const text of [`a: 'x${c}y'`, `a: x${c}y`, `a: 1${c}`, `a:${c}1`]) isDeclined(text);
  }
});

/** A finished log, then edited by hand: js-yaml's reading of the edited text is what a full read of it gives. */
function handEdited(edit: (text: string) => string): { text: string; log: LogFile; yaml: { events: unknown[] } } {
  const { header, events } = randomGame(5, 'edited', ['Анна', 'Борис', "O'Brien", 'Mary Jane', 'Фёдор\u00a0']);
  const text = edit(written(header, events));
  return { text, log: parseLog(text, '/nowhere/edited.yaml', { private: false }), yaml: jsYaml(text) as { events: unknown[] } };
}

test('given a log with a name ending in a no-break space, it is read on the fast path and its hashes check', () => {
  const { text, log, yaml } = handEdited((t) => t);
  isRead(text, 'no-break space');
  assert.is(log.header.players[4].name, 'Фёдор\u00a0');
  assert.equal(log.events, yaml.events);
});

test('given a log edited beyond the layout (a comment, a block scalar, a tab, a document marker), the reader declines and the full read gives js-yaml\'s records', () => {
  for (const edit of [
    (t: string) => t.replace('\nevents:\n', '\n# the game\nevents:\n'),
    (t: string) => t.replace(/(\n {4}type: roles-dealt)/, '  # dealt\n$1'.replace('  # dealt\n', '\n    # dealt')),
    (t: string) => `---\n${t}`,
    (t: string) => t.replace('lang: en', 'lang: |-\n  en'),
    (t: string) => t.replace('lang: en', 'lang:\ten'),
    (t: string) => t.replace('theme: secret-hitler', 'theme: !!str secret-hitler'),
  ]) {
    const { text, log, yaml } = handEdited(edit);
    isDeclined(text);
    assert.equal(log.events, yaml.events);
    assert.is(log.header.lang, 'en');
  }
});

test('given a log with a control character js-yaml refuses (DEL in a name), the full read names it as not YAML, as js-yaml does', () => {
  assert.throws(() => handEdited((t) => t.replace('Mary Jane', 'Mary\u007fJane')), (e: Error) => /not valid YAML/.test(e.message) && /non-printable/.test(e.message));
});

// Random texts built from the layout's own pieces and the YAML around it: wherever the reader
// reads one, js-yaml reads the same data (it may decline any of them).
const scalarArb = fc.constantFrom('b', 'seq', 'x-y', '1', '-1', '007', '0x1F', '.5', '1e3', 'null', '~', 'true', 'no', 'x:y', 'x #y', 'x#y', 'x y', '"q: \\"x\\""', '"\\x41"', "'it''s'", 'Ж', 'a\u00a0', '&a', '*a', '!t', '|', '>', '- x', '@', '%', '`', '?', ':', '#', '"', "'", '-');
const valueArb = fc.oneof(
  { weight: 3, arbitrary: scalarArb },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom('[ ', '[', '{ ', '{'), fc.array(fc.tuple(fc.constantFrom('', 'k: ', 'j:', 'k : '), scalarArb).map(([k, v]) => k + v), { maxLength: 3 }), fc.constantFrom(', ', ',', ' , '), fc.constantFrom(' ]', ']', ' }', '}', ' ] x', ''))
    .map(([open, items, comma, close]) => open + items.join(comma) + close) },
);
const keyArb = fc.constantFrom('a', 'b', 'c', 'events', 'seq', 'x-y', '_k', '1', 'null', 'a b', '"a"', '? a', '__proto__', 'toString');
const lineArb = fc.tuple(
  fc.constantFrom('', '', '', '', '', '', '  ', '  ', '    ', ' '),
  fc.oneof(
    { weight: 4, arbitrary: fc.tuple(keyArb, valueArb).map(([k, v]) => `${k}: ${v}`) },
    { weight: 3, arbitrary: keyArb.map((k) => `${k}:`) },
    { weight: 2, arbitrary: valueArb.map((v) => `- ${v}`) },
    { weight: 2, arbitrary: fc.tuple(keyArb, valueArb).map(([k, v]) => `- ${k}: ${v}`) },
    { weight: 1, arbitrary: fc.constantFrom('-', '# c', '---', '...', '', 'a:b', '- ', '-x') },
  ),
  fc.constantFrom('', '', '', '', '', '', '', ' ', ' # c'),
).map(([indent, line, tail]) => indent + line + tail);

test('given random texts of layout pieces, whatever the reader reads it reads as js-yaml does', () => {
  let read = 0;
  fc.assert(fc.property(fc.array(lineArb, { minLength: 1, maxLength: 4 }), (lines) => {
    const text = lines.join('\n');
    let expected: unknown;
    try { expected = jsYaml(text); } catch { expected = 'js-yaml refuses it'; }
    const mine = readLayout(text);
    if (mine) { read++; assert.equal(mine.data, expected, JSON.stringify(text)); }
  }), { seed: 14, numRuns: 2000 });
  assert.ok(read >= 50, `only ${read} texts read`);
});

test('given a long list of items without a colon, the reader searches the text for colons once, not again from every line', () => {
  // From each line to the next colon, however far, is the square of the text's length: minutes for
  // a few megabytes a hand edit (or a hostile file) could hold. What it searches is counted here.
  const text = `chancery: 2\nevents:\n${'- a\n'.repeat(20_000)}`;
  const search = String.prototype.indexOf;
  let scanned = 0;
  String.prototype.indexOf = function (this: string, what: string, from?: number) {
    const at = search.call(this, what, from);
    if (what === ':' && this.length === text.length) scanned += (at < 0 ? this.length : at) - (from ?? 0);
    return at;
  } as typeof String.prototype.indexOf;
  let read: ReturnType<typeof readLayout>;
  try {
    read = readLayout(text);
  } finally {
    String.prototype.indexOf = search;
  }
  assert.equal(read?.data, { chancery: 2, events: Array(20_000).fill('a') });
  assert.ok(scanned <= 2 * text.length, `the text (${text.length} characters) was searched for colons over ${scanned} characters`);
});

test.run();
