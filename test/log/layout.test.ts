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
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load, CORE_SCHEMA } from 'js-yaml';
import { readLayout } from '../../src/log/layout.js';
import { appendedText, chain, hashHeader, locate, parseText, serializeLog, type LogFile } from '../../src/log/file.js';
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

test('given YAML beyond the layout, the reader declines rather than guess', () => {
  for (const text of [
    'a: 1 # comment', '# comment\na: 1', 'a: &x 1\nb: *x', 'a: !!str 1', 'a: |\n  text', 'a: >\n  text', 'a: "two\n  lines"', 'a: b: c', '---\na: 1', 'a: 1\na: 2',
    'a:\n\t- 1', 'a: "\\x41"', '"a": 1', 'true: 1', '1: x', 'a: [ [1] ]', 'a: { b: { c: 1 } }', 'a: [ 1, ]', 'a:\n  - 1\n   - 2', 'a: plain\n  continued', '', '- 1\n- 2', 'just text',
    '__proto__: 1', 'a: @x', 'a: `x`', 'a: %x', 'a: - x', "a: 'open", 'a: "open', 'a: "x" y', 'a: [ 1, 2 ] x',
  ]) isDeclined(text);
});

test.run();
