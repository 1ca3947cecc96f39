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
import { auditFile, auditText, type AuditResult } from '../../src/log/audit.js';
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

// docs/log-format.md §6: audit does 1–5 in order and stops at the first problem; its result names
// the checks that passed, the game, the counts, the seed and commitment, and (when over) the winner
// and the game-ended record's number and hash, which the game-over post published.
const ALL_CHECKS = ['format', 'sequence numbers', 'hash chain', 'retractions', 'every event legal', 'shuffles hold exactly the deck and discards', 'deal and shuffles follow from the seed', 'commitment'];

test('§6 given a clean finished log, audit passes every check in order and names the game, the counts, the winner and the game-ended record', () => {
  const { path, header, events } = finishedLog();
  const r = auditFile(path);
  const end = events.find((e) => e.type === 'game-ended')!;
  assert.equal({ ...r, winner: undefined }, {
    log: path, ok: true, checks: ALL_CHECKS, retracted: 0, game: header.game, events: events.length, seeded: true, commitment: header.commitment,
    winner: undefined, ended: { seq: end.seq, hash: end.hash }, lang: header.lang, theme: header.theme,
  });
  assert.equal(r.winner, { winner: (end as { winner: string }).winner, reason: (end as { reason: string }).reason });
  // An undone end is not the end: undo takes back the last decision and what followed (§5).
  const automatic = ['roles-dealt', 'deck-shuffled', 'votes-tallied', 'chaos-enacted', 'policies-drawn', 'game-ended'];
  const last = events.map((e) => automatic.includes(e.type)).lastIndexOf(false);
  const seqs = events.slice(last).map((e) => e.seq);
  const undo = { seq: events.length + 1, at: end.at, type: 'retracted', seqs, reason: 'undo', hash: '' } as LogRecord;
  const reopened = rehash(header, [...events, undo]);
  write(path, reopened.header, reopened.events);
  const open = auditFile(path);
  assert.equal([open.ok, open.retracted, open.winner, open.ended, open.events], [true, seqs.length, undefined, undefined, events.length + 1]);
  // Without a seed (an imported game), the seed checks are not run.
  const { seed: _seed, ...unseeded } = header;
  const plain = rehash({ ...unseeded, commitment: null } as LogHeader, events);
  write(path, plain.header, plain.events);
  const imported = auditFile(path);
  assert.equal([imported.ok, imported.checks, imported.seeded, imported.commitment], [true, ALL_CHECKS.slice(0, 6), false, null]);
});

test('§6 given a problem at each step, audit stops there: the checks passed before it, the kind, the rule named', () => {
  const { path, header, events } = finishedLog();
  const text = serializeLog(header, events);
  const at = (t: string) => auditText(t, path);
  let r = at(text.replace(/^game: .*$/m, 'game: other'));
  assert.equal([r.ok, r.checks, r.problem!.kind, r.problem!.rule, r.problem!.seq, r.problem!.line, r.game, r.events], [false, ['format', 'sequence numbers'], 'header-changed', 'hash chain (docs/log-format.md: each hash covers the event and the hash before it)', null, 1, 'other', events.length]);
  assert.is(r.problem!.message, 'the header was changed after it was written (its hash does not match)');
  r = at(text.replace(/^chancery: 2$/m, 'chancery: 9'));
  assert.equal([r.checks, r.problem!.kind, r.problem!.rule, r.events, r.seeded, r.commitment], [[], 'version', 'the log format (docs/log-format.md)', 0, false, null]);
  r = at(text.replace(/^ {4}vote: ja$/m, '    vote: maybe'));
  assert.equal([r.checks, r.problem!.kind], [[], 'shape']);
  r = at('events: [unclosed\n');
  assert.is(r.problem!.kind, 'yaml');
  const illegal = firstOf(events, 'vote-cast');
  const forged = rehash(header, events.map((e, i) => (i === illegal ? { ...e, seat: 99 } as LogRecord : e)));
  r = at(serializeLog(forged.header, forged.events));
  assert.equal([r.checks, r.problem!.kind, r.problem!.rule], [ALL_CHECKS.slice(0, 4), 'illegal-event', 'RULES §1 Setup']);
  const shuffled = firstOf(events, 'deck-shuffled');
  const deck = (events[shuffled] as { deck: string[] }).deck;
  const swapped = deck.slice();
  const l = deck.indexOf('liberal'), f = deck.lastIndexOf('fascist');
  [swapped[l], swapped[f]] = [deck[f], deck[l]];
  const reseeded = rehash(header, events.map((e, i) => (i === shuffled ? { ...e, deck: swapped } as LogRecord : e)));
  r = at(serializeLog(reseeded.header, reseeded.events));
  if (r.problem?.kind === 'seed') {
    assert.equal([r.checks, r.problem.rule, r.problem.seq], [ALL_CHECKS.slice(0, 6), 'the seeded generator (docs/log-format.md)', shuffled + 1]);
  } else {
    assert.is(r.problem?.kind, 'illegal-event', 'the swapped cards change a later draw: the rules catch it first');
  }
  const missing = auditFile(join(mkdtempSync(join(tmpdir(), 'chancery-audit-')), 'none.yaml'));
  assert.equal([missing.ok, missing.checks, missing.problem!.kind, missing.problem!.rule, missing.problem!.line], [false, [], 'io', 'the log must be a readable regular file', 0]);
  assert.match(missing.problem!.message, /^cannot read .*none\.yaml: /);
});

test('§5 given retractions that break the contract, audit names which: not in effect, not the last decision and what follows, two decisions', () => {
  const { path, header, events } = finishedLog();
  const at = (extra: Partial<LogRecord>[], cut: number) => {
    const kept = events.slice(0, cut);
    const added = extra.map((x, k) => ({ seq: kept.length + k + 1, at: kept[0].at, type: 'retracted', reason: 'forged', hash: '', ...x }) as LogRecord);
    const f = rehash(header, [...kept, ...added]);
    return auditText(serializeLog(f.header, f.events), path);
  };
  const vote = firstOf(events, 'vote-cast');
  const tally = firstOf(events, 'votes-tallied');
  // Event seqs are 1-based: record i has seq i + 1.
  let r = at([{ seqs: [tally + 2] }], tally + 1);
  assert.equal([r.problem!.kind, r.problem!.message], ['retraction', `retracted takes back event ${tally + 2}, which is not an engine event in effect before it`]);
  assert.is(r.problem!.rule, 'retractions (docs/log-format.md: undo takes back the last decision)');
  r = at([{ seqs: [vote + 1] }], tally + 1);
  assert.match(r.problem!.message, new RegExp(`^retracted must take back the last decision and everything after it \\(events ${vote + 1}, .*${tally + 1}\\), not ${vote + 1}$`));
  const nominated = events.findIndex((e, i) => i < vote && e.type === 'chancellor-nominated');
  r = at([{ seqs: Array.from({ length: vote - nominated + 1 }, (_, k) => nominated + 1 + k) }], vote + 1);
  assert.match(r.problem!.message, new RegExp(`^retracted takes back two decisions \\(events ${nominated + 1} and ${nominated + 2}\\): undo takes back one at a time$`));
  r = at([{ seqs: [1, 2] }], 2);
  assert.is(r.problem!.message, 'retracted starts at event 1 (roles-dealt), which no person decided');
  // Two undos in a row each take back the last decision still in effect.
  r = at([{ seqs: [vote + 1] }, { seqs: [vote] }], vote + 1);
  assert.ok(r.ok, JSON.stringify(r.problem));
  assert.is(r.retracted, 2);
});

test('given a file that is not YAML, audit reports the line', () => {
  const { path } = finishedLog();
  writeFileSync(path, `${readFileSync(path, 'utf8')}\n  - : [unclosed\n`);
  const r = auditFile(path);
  assert.is(r.problem?.kind, 'yaml');
  assert.ok(r.problem!.line > 0);
});

test.run();
