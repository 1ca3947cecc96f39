// audit catches every hand edit and names it: without re-hashing the chain breaks; with the hashes
// recomputed (src/log/hash.ts) the rules, the retraction contract or the seed still catch it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { playRandomGame } from '../../src/sim/random-play.js';
import { createLogFile, readLog, serializeLog } from '../../src/log/file.js';
import { eventHash, headerHash } from '../../src/log/hash.js';
import { FORMAT_VERSION, type LogHeader, type LogRecord } from '../../src/log/records.js';
import { auditFile, type AuditResult } from '../../src/log/audit.js';
import { RULESET_NAMES, type GameCreated, type RulesetName } from '../../src/engine/index.js';
import { checkSeed } from '../../src/log/verify.js';

/** A finished random game written as a log, the way `new` and the decision commands write one. */
function finishedLog(players = 7, seed = 'audit', ruleset: RulesetName = 'secret-hitler'): { path: string; header: LogHeader; events: LogRecord[] } {
  const game = playRandomGame({ players, seed, ruleset });
  const created = game.events[0] as GameCreated;
  const path = join(mkdtempSync(join(tmpdir(), 'chancery-audit-')), 'g.yaml');
  createLogFile(path, {
    chancery: FORMAT_VERSION, game: created.gameId, created: '2026-11-30T12:00:00.000Z', ruleset: created.ruleset,
    options: created.options, players: created.players.map((name) => ({ name })), firstPresident: created.firstPresident,
    commitment: created.commitment, seed: game.seedHex, theme: 'secret-hitler', lang: 'en', house: { onMissingVote: 'wait' },
  }, game.events.slice(1) as never, '2026-11-30T12:00:00.000Z');
  const log = readLog(path);
  return { path, header: log.header, events: log.events };
}

function write(path: string, header: LogHeader, events: LogRecord[]): void {
  writeFileSync(path, serializeLog(header, events));
}

/** Recomputes every hash, as a forger with src/log/hash.ts would. */
function rehash(header: LogHeader, events: LogRecord[]): { header: LogHeader; events: LogRecord[] } {
  const h = { ...header, hash: '' };
  h.hash = headerHash(h as never);
  let previous = h.hash;
  const out = events.map((e) => {
    const hash = eventHash(previous, { ...e, hash: '' } as never);
    previous = hash;
    return { ...e, hash } as LogRecord;
  });
  return { header: h, events: out };
}

const renumber = (events: LogRecord[]) => events.map((e, i) => ({ ...e, seq: i + 1 }) as LogRecord);

function failsAt(r: AuditResult, kind: string, seq: number | null, path: string) {
  assert.is(r.ok, false);
  assert.is(r.problem!.kind, kind, r.problem!.message);
  assert.is(r.problem!.seq, seq, r.problem!.message);
  if (seq !== null) {
    const line = readFileSync(path, 'utf8').split('\n')[r.problem!.line - 1];
    assert.match(line, new RegExp(`seq: ${seq}$`), `line ${r.problem!.line} is the event's first line`);
  }
}

const firstOf = (events: LogRecord[], type: string) => events.findIndex((e) => e.type === type);

test('given a log as written, audit finds it clean, with the seed checked and the winner named', () => {
  const { path } = finishedLog();
  const r = auditFile(path);
  assert.ok(r.ok, JSON.stringify(r.problem));
  assert.ok(r.checks.includes('deal and shuffles follow from the seed'));
  assert.ok(r.winner);
});

test('given random legal games at every table size and ruleset, each audits clean and its randomness follows from its seed', () => {
  for (const ruleset of RULESET_NAMES) {
    for (let players = 5; players <= 10; players++) {
      const { path, header } = finishedLog(players, `matrix-${ruleset}-${players}`, ruleset);
      const r = auditFile(path);
      assert.ok(r.ok, `${ruleset} ${players}: ${JSON.stringify(r.problem)}`);
      assert.ok(r.winner);
      assert.equal(checkSeed(readLog(path), header.seed!).mismatches, []);
    }
  }
});

test('when a vote is changed by hand, audit names that event as changed', () => {
  const { path, header, events } = finishedLog();
  const i = firstOf(events, 'vote-cast');
  const v = events[i] as LogRecord & { vote: string };
  events[i] = { ...v, vote: v.vote === 'ja' ? 'nein' : 'ja' } as LogRecord;
  write(path, header, events);
  failsAt(auditFile(path), 'event-changed', i + 1, path);
});

test('when two cards of a drawn hand are swapped by hand, audit names that event as changed', () => {
  const { path, header, events } = finishedLog();
  const i = events.findIndex((e) => e.type === 'policies-drawn' && new Set(e.cards).size > 1);
  const d = events[i] as LogRecord & { cards: string[] };
  const cards = d.cards[0] === d.cards[1] ? [d.cards[2], d.cards[1], d.cards[0]] : [d.cards[1], d.cards[0], d.cards[2]];
  events[i] = { ...d, cards } as LogRecord;
  write(path, header, events);
  failsAt(auditFile(path), 'event-changed', i + 1, path);
});

test('when an event is deleted by hand, audit names the missing sequence number', () => {
  const { path, header, events } = finishedLog();
  const i = firstOf(events, 'chancellor-nominated');
  write(path, header, events.filter((_, k) => k !== i));
  const r = auditFile(path);
  assert.is(r.problem?.kind, 'event-deleted');
  assert.match(r.problem!.message, new RegExp(`event ${i + 1} was deleted`));
});

test('when an event is deleted and the rest renumbered, audit says an event before it was deleted', () => {
  const { path, header, events } = finishedLog();
  const i = firstOf(events, 'chancellor-nominated');
  write(path, header, renumber(events.filter((_, k) => k !== i)));
  failsAt(auditFile(path), 'event-deleted', i + 1, path);
});

test('when an event is inserted by hand, audit names the insertion', () => {
  const { path, header, events } = finishedLog();
  const i = firstOf(events, 'vote-cast');
  const copy = { ...events[i] } as LogRecord;
  write(path, header, [...events.slice(0, i + 1), copy, ...events.slice(i + 1)]);
  assert.is(auditFile(path).problem?.kind, 'event-inserted');
  write(path, header, renumber([...events.slice(0, i + 1), copy, ...events.slice(i + 1)]));
  failsAt(auditFile(path), 'event-inserted', i + 2, path);
});

test('when two events are reordered by hand, audit names the reordering (with or without renumbering)', () => {
  const { path, header, events } = finishedLog();
  const i = firstOf(events, 'vote-cast');
  const swapped = [...events.slice(0, i), events[i + 1], events[i], ...events.slice(i + 2)];
  write(path, header, swapped);
  assert.is(auditFile(path).problem?.kind, 'events-reordered');
  write(path, header, renumber(swapped));
  failsAt(auditFile(path), 'events-reordered', i + 1, path);
});

test('when the header is changed by hand, audit says the header was changed', () => {
  const { path, header, events } = finishedLog();
  write(path, { ...header, players: header.players.map((p, i) => (i === 2 ? { name: 'Mallory' } : p)) }, events);
  failsAt(auditFile(path), 'header-changed', null, path);
});

test('when a vote is changed and every hash recomputed, audit names the tally rule it breaks', () => {
  const { path, header, events } = finishedLog();
  const tally = firstOf(events, 'votes-tallied');
  const i = events.slice(0, tally).map((e, k) => (e.type === 'vote-cast' ? k : -1)).filter((k) => k >= 0).pop()!;
  const v = events[i] as LogRecord & { vote: string };
  events[i] = { ...v, vote: v.vote === 'ja' ? 'nein' : 'ja' } as LogRecord;
  const forged = rehash(header, events);
  write(path, forged.header, forged.events);
  const r = auditFile(path);
  failsAt(r, 'illegal-event', tally + 1, path);
  assert.match(r.problem!.rule, /vote/i);
  assert.match(r.problem!.message, /bad-tally/);
});

test('when a drawn card is swapped and every hash recomputed, audit names the draw rule', () => {
  const { path, header, events } = finishedLog();
  const i = events.findIndex((e) => e.type === 'policies-drawn' && new Set(e.cards).size > 1);
  const d = events[i] as LogRecord & { cards: string[] };
  events[i] = { ...d, cards: d.cards.map((c) => (c === 'liberal' ? 'fascist' : 'liberal')) } as LogRecord;
  const forged = rehash(header, events);
  write(path, forged.header, forged.events);
  const r = auditFile(path);
  failsAt(r, 'illegal-event', i + 1, path);
  assert.match(r.problem!.message, /bad-draw/);
});

test('when undrawn cards of the opening deck are reordered and every hash recomputed, the rules accept it but the seed does not', () => {
  const { path, header, events } = finishedLog();
  const i = firstOf(events, 'deck-shuffled');
  const reshuffle = events.findIndex((e, k) => k > i && e.type === 'deck-shuffled');
  const before = reshuffle < 0 ? events : events.slice(0, reshuffle);
  const used = 3 * before.filter((e) => e.type === 'policies-drawn').length + before.filter((e) => e.type === 'chaos-enacted').length;
  const d = events[i] as LogRecord & { deck: string[] };
  const deck = d.deck.slice();
  const a = deck.findIndex((_, n) => n >= used);
  const b = deck.findIndex((c, n) => n > a && c !== deck[a]);
  assert.ok(a >= 0 && b > a, 'two different cards stay undrawn');
  [deck[a], deck[b]] = [deck[b], deck[a]];
  events[i] = { ...d, deck } as LogRecord;
  const forged = rehash(header, events);
  write(path, forged.header, forged.events);
  const r = auditFile(path);
  failsAt(r, 'seed', i + 1, path);
  assert.match(r.problem!.message, /shuffle #0/);
});

test('when a player is renamed in the header and every hash recomputed, the commitment no longer matches the seed', () => {
  const { path, header, events } = finishedLog();
  const forged = rehash({ ...header, players: header.players.map((p, i) => (i === 0 ? { name: 'Mallory' } : p)) }, events);
  write(path, forged.header, forged.events);
  const r = auditFile(path);
  failsAt(r, 'seed', null, path);
  assert.match(r.problem!.message, /commitment/);
});

test('when an event is deleted and the chain recomputed, the rules catch the gap', () => {
  const { path, header, events } = finishedLog();
  const i = firstOf(events, 'president-discarded');
  const forged = rehash(header, renumber(events.filter((_, k) => k !== i)));
  write(path, forged.header, forged.events);
  const r = auditFile(path);
  failsAt(r, 'illegal-event', i + 1, path);
});

test('when a retraction takes back something other than the last decision, audit names the retraction rule', () => {
  const { path, header, events } = finishedLog();
  const cut = firstOf(events, 'president-discarded');
  const kept = events.slice(0, cut + 1);
  const nominated = kept.filter((e) => e.type === 'chancellor-nominated').pop()!;
  const bad = { seq: kept.length + 1, at: kept[0].at, type: 'retracted', seqs: [nominated.seq], reason: 'forged', hash: '' } as LogRecord;
  const forged = rehash(header, [...kept, bad]);
  write(path, forged.header, forged.events);
  const r = auditFile(path);
  failsAt(r, 'retraction', kept.length + 1, path);
  assert.match(r.problem!.message, /last decision/);
});

test('when a retraction takes back the deal, audit refuses it', () => {
  const { path, header, events } = finishedLog();
  const kept = events.slice(0, 2);
  const bad = { seq: 3, at: kept[0].at, type: 'retracted', seqs: [1, 2], reason: 'forged', hash: '' } as LogRecord;
  const forged = rehash(header, [...kept, bad]);
  write(path, forged.header, forged.events);
  failsAt(auditFile(path), 'retraction', 3, path);
});

test('given a file that is not YAML, audit reports the line', () => {
  const { path } = finishedLog();
  writeFileSync(path, `${readFileSync(path, 'utf8')}\n  - : [unclosed\n`);
  const r = auditFile(path);
  assert.is(r.problem?.kind, 'yaml');
  assert.ok(r.problem!.line > 0);
});

test.run();
