// audit catches every hand edit and names it: without re-hashing the chain breaks; with the hashes
// recomputed (src/log/hash.ts) the rules, the retraction contract or the seed still catch it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLogFile, readLog, serializeLog } from '../../src/log/file.js';
import { eventHash, headerHash } from '../../src/log/hash.js';
import { isEngineEvent, type LogHeader, type LogRecord } from '../../src/log/records.js';
import { auditFile, auditText, type AuditResult } from '../../src/log/audit.js';
import { RULESET_NAMES, type RulesetName } from '../../src/engine/index.js';
import { checkSeed } from '../../src/log/verify.js';
import { scratch } from '../support/scratch.js';
import { finishedLogAt } from '../support/finished-log.js';
import { runCli } from '../support/cli.js';

/** A finished random game written as a log, the way `new` and the decision commands write one. */
const finishedLog = (players = 7, seed = 'audit', ruleset: RulesetName = 'secret-hitler') => finishedLogAt(join(scratch('chancery-audit-'), 'g.yaml'), { players, seed, ruleset });

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
const ALL_CHECKS = ['format', 'sequence numbers', 'hash chain', 'retractions', 'every event legal', 'shuffles hold exactly the deck and discards', 'log-only records match the game', 'deal and shuffles follow from the seed', 'commitment'];

test('§6 given a clean finished log, audit passes every check in order and names the game, the counts, the winner and the game-ended record', () => {
  const { path, header, events } = finishedLog();
  const r = auditFile(path);
  const end = events.find((e) => e.type === 'game-ended')!;
  assert.equal({ ...r, winner: undefined }, {
    log: path, ok: true, checks: ALL_CHECKS, retracted: 0, game: header.game, events: events.length, seeded: true, commitment: header.commitment,
    winner: undefined, ended: { seq: end.seq, hash: end.hash }, last: { seq: events.at(-1)!.seq, hash: events.at(-1)!.hash }, lang: header.lang, theme: header.theme,
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
  assert.equal([imported.ok, imported.checks, imported.seeded, imported.commitment], [true, ALL_CHECKS.slice(0, 7), false, null]);
});

test('§6 given a problem at each step, audit stops there: the checks passed before it, the kind, the rule named', () => {
  const { path, header, events } = finishedLog();
  const text = serializeLog(header, events);
  const at = (t: string) => auditText(t, path);
  let r = at(text.replace(/^game: .*$/m, 'game: other'));
  assert.equal([r.ok, r.checks, r.problem!.kind, r.problem!.rule, r.problem!.seq, r.problem!.line, r.game, r.events], [false, ['format', 'sequence numbers'], 'header-changed', 'hash chain (docs/log-format.md: each hash covers the event and the hash before it)', null, 1, 'other', events.length]);
  // (The game id is in the commitment: the seed no longer gives it, which the problem says too.)
  assert.is(r.problem!.message, 'the header was changed after it was written (its hash does not match); and its seed does not give its commitment either: the seed, the commitment, the game id or the seat list was changed');
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
    assert.equal([r.checks, r.problem.rule, r.problem.seq], [ALL_CHECKS.slice(0, 7), 'the seeded generator (docs/log-format.md)', shuffled + 1]);
  } else {
    assert.is(r.problem?.kind, 'illegal-event', 'the swapped cards change a later draw: the rules catch it first');
  }
  const missing = auditFile(join(scratch('chancery-audit-'), 'none.yaml'));
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
  // The events that follow each other are said as a run (src/input/text.ts listedNumbers).
  assert.is(r.problem!.message, `retracted must take back the last decision and everything after it (events ${vote + 1}–${tally + 1}), not ${vote + 1}`);
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

test('§5 given a forged retraction that takes back two decisions of a finished game, every command that reads it refuses it as audit does (status, a vote), and nothing is written', () => {
  const { path, header, events } = finishedLog();
  const nominated = events.findIndex((e) => e.type === 'chancellor-nominated');
  const last = events.length;
  // "Undo" the whole game from its first nomination: the game would be running again.
  const forged = { seq: last + 1, at: events[0].at, type: 'retracted', seqs: events.slice(nominated).filter(isEngineEvent).map((e) => e.seq), reason: 'forged', hash: '' } as unknown as LogRecord;
  const f = rehash(header, [...events, forged]);
  write(path, f.header, f.events);
  const text = readFileSync(path, 'utf8');
  const expected = new RegExp(`retracted takes back two decisions \\(events ${nominated + 1} and ${nominated + 2}\\): undo takes back one at a time`);
  assert.match(auditFile(path).problem!.message, expected);
  const cwd = join(path, '..');
  for (const args of [['status', path], ['history', path], ['vote', path, '1=ja']]) {
    const r = runCli(args, { cwd });
    assert.is(r.code, 1, `${args[0]}: ${r.stdout}`);
    assert.match(r.stderr, expected, args[0]);
  }
  assert.is(readFileSync(path, 'utf8'), text);
});

const CHAIN = 'hash chain (docs/log-format.md: each hash covers the event and the hash before it)';
const lineOfSeq = (text: string, seq: number) => text.split('\n').indexOf(`  - seq: ${seq}`) + 1;

test('given sequence numbers edited by hand, audit names the edit with its numbers: one or several deleted, one twice, two out of order', () => {
  const { path, header, events } = finishedLog();
  const check = (edited: LogRecord[], at: number, expected: { kind: string; facts: object; message: string }, tail = '') => {
    const text = serializeLog(header, edited) + tail;
    const r = auditText(text, path);
    assert.equal(r.problem, { seq: at, line: lineOfSeq(text, at), rule: CHAIN, ...expected }, expected.message);
    assert.equal([r.ok, r.checks, r.lang, r.theme], [false, [], 'en', 'secret-hitler']);
  };
  check(events.filter((e) => e.seq !== 3), 4, { kind: 'event-deleted', facts: { missing: [3] }, message: 'event 3 was deleted' });
  check(events.filter((e) => e.seq !== 3 && e.seq !== 4), 5, { kind: 'event-deleted', facts: { missing: [3, 4] }, message: 'events 3, 4 were deleted' });
  // A damaged record further on (no number, not a record at all) does not hide the deletion before it.
  check(events.filter((e) => e.seq !== 3), 4, { kind: 'event-deleted', facts: { missing: [3] }, message: 'event 3 was deleted' }, '  - ~\n  - seq: later\n    type: vote-cast\n');
  const twice = [...events.slice(0, 3), events[2], ...events.slice(3)];
  const text = serializeLog(header, twice);
  const r = auditText(text, path);
  assert.equal(r.problem, { seq: 3, line: text.split('\n').lastIndexOf('  - seq: 3') + 1, rule: CHAIN, kind: 'event-inserted', facts: { twice: 3 }, message: 'an event was inserted: sequence number 3 appears twice' });
  check([...events.slice(0, 3), events[4], events[3], ...events.slice(5)], 5, { kind: 'events-reordered', facts: { stands: 5, belongs: 4 }, message: 'events were reordered: event 5 stands where event 4 belongs' });
  check([events[1], events[0], ...events.slice(2)], 2, { kind: 'events-reordered', facts: { stands: 2, belongs: 1 }, message: 'events were reordered: event 2 stands where event 1 belongs' });
});

test('given events edited by hand with the numbers made to run on, audit names the likeliest edit and the numbers it concerns', () => {
  const { path, header, events } = finishedLog();
  const v = firstOf(events, 'vote-cast');
  const problem = (edited: LogRecord[]) => {
    const text = serializeLog(header, edited);
    const r = auditText(text, path);
    assert.equal([r.ok, r.checks], [false, ['format', 'sequence numbers']]);
    const { line, rule, ...rest } = r.problem!;
    assert.equal([line, rule], [lineOfSeq(text, rest.seq!), CHAIN]);
    return rest;
  };
  const flipped = events.map((e, i) => (i === v ? { ...e, vote: (e as { vote: string }).vote === 'ja' ? 'nein' : 'ja' } as LogRecord : e));
  assert.equal(problem(flipped), { seq: v + 1, kind: 'event-changed', facts: { seq: v + 1 }, message: `event ${v + 1} (vote-cast) was changed after it was written: its hash does not follow from the event before it` });
  // Two neighbours swapped: the one now first was written second.
  const swapped = renumber([...events.slice(0, 2), events[3], events[2], ...events.slice(4)]);
  assert.equal(problem(swapped), { seq: 3, kind: 'events-reordered', facts: { seq: 3, swapped: 4 }, message: `events 3 and 4 were swapped: event 4 (${events[2].type}) was written before event 3 (${events[3].type})` });
  const inserted = renumber([...events.slice(0, v + 1), events[v], ...events.slice(v + 1)]);
  assert.equal(problem(inserted), { seq: v + 2, kind: 'event-inserted', facts: { seq: v + 2 }, message: `event ${v + 2} (vote-cast) was inserted: the event after it follows directly from the one before it` });
  const deleted = renumber(events.filter((_, i) => i !== v));
  assert.equal(problem(deleted), { seq: v + 1, kind: 'event-deleted', facts: { before: v + 1 }, message: `an event before event ${v + 1} was deleted (and the events after it renumbered)` });
  // The last event changed: nothing after it to compare.
  const last = events.length - 1;
  const ended = events.map((e, i) => (i === last ? { ...e, at: '2027-01-01T00:00:00.000Z' } as LogRecord : e));
  assert.equal(problem(ended), { seq: last + 1, kind: 'event-changed', facts: { seq: last + 1 }, message: `event ${last + 1} (${events[last].type}) was changed after it was written: its hash does not follow from the event before it` });
});

test('given a log that cannot be read past its header, audit still says its verdict in the header\'s language and theme', () => {
  const { path, header, events } = finishedLog();
  const cut = events.filter((e) => e.seq !== 3);
  let r = auditText(serializeLog({ ...header, lang: 'ru', theme: 'service-rat' } as LogHeader, cut), path);
  assert.equal([r.problem!.kind, r.lang, r.theme], ['event-deleted', 'ru', 'service-rat']);
  r = auditText(serializeLog({ ...header, lang: 'ru', theme: 'no-such-theme' } as never, cut), path);
  assert.equal([r.lang, 'theme' in r], ['ru', false]);
  r = auditText(serializeLog({ ...header, lang: 'xx' } as never, cut), path);
  assert.equal(['lang' in r, 'theme' in r], [false, false]);
  // Nothing to read a language from: an empty file, text that is not YAML.
  for (const text of ['', 'events: [unclosed\n']) {
    r = auditText(text, path);
    assert.equal([r.ok, 'lang' in r, 'theme' in r], [false, false, false], JSON.stringify(text));
  }
  assert.is(auditText('', path).problem!.kind, 'shape');
});

test('given a problem the parse or the rules name by code, audit keeps the code and the rule error for its wording', () => {
  const { path, header, events } = finishedLog();
  const text = serializeLog(header, events);
  let r = auditText(text.replace(/^ {4}vote: ja$/m, '    vote: maybe'), path);
  assert.is(r.problem!.said?.code, 'log-event-shape');
  r = auditText(text.replace(/^chancery: 2$/m, 'chancery: 9'), path);
  assert.equal(r.problem!.said, { code: 'log-version', params: { version: '9', supported: '1, 2', variant: 'newer' } });
  // A vote changed and the chain recomputed: the engine's refusal travels with the problem.
  const tally = firstOf(events, 'votes-tallied');
  const i = events.slice(0, tally).map((e, k) => (e.type === 'vote-cast' ? k : -1)).filter((k) => k >= 0).pop()!;
  const forged = rehash(header, events.map((e, k) => (k === i ? { ...e, vote: (e as { vote: string }).vote === 'ja' ? 'nein' : 'ja' } as LogRecord : e)));
  r = auditText(serializeLog(forged.header, forged.events), path);
  assert.is(r.problem!.refusal?.code, 'bad-tally');
  assert.is(r.problem!.refusal?.rule, r.problem!.rule);
  // A header the rules refuse (a first President past the table) names no event and no rule code of its own.
  const bad = rehash({ ...header, firstPresident: 12 } as LogHeader, events);
  r = auditText(serializeLog(bad.header, bad.events), path);
  assert.equal([r.problem!.kind, r.problem!.seq, r.problem!.line, r.problem!.rule], ['illegal-event', null, 1, 'the rules (RULES.md)']);
  assert.match(r.problem!.message, /^header: /);
  assert.ok(r.problem!.refusal);
});

test('given a seed check that fails, the problem names the seeded generator as the rule', () => {
  const { path, header, events } = finishedLog();
  const forged = rehash({ ...header, players: header.players.map((p, i) => (i === 0 ? { name: 'Mallory' } : p)) }, events);
  const r = auditText(serializeLog(forged.header, forged.events), path);
  assert.equal([r.problem!.kind, r.problem!.rule, r.problem!.seedMismatch], ['seed', 'the seeded generator (docs/log-format.md)', 'commitment']);
});

test('§5 given a retraction of several events that are not the last decision and what follows, the message names both lists', () => {
  const { path, header, events } = finishedLog();
  const vote = firstOf(events, 'vote-cast');
  const tally = firstOf(events, 'votes-tallied');
  const kept = events.slice(0, tally + 1);
  const bad = { seq: kept.length + 1, at: kept[0].at, type: 'retracted', seqs: [vote + 1, vote + 2], reason: 'forged', hash: '' } as LogRecord;
  const f = rehash(header, [...kept, bad]);
  const r = auditText(serializeLog(f.header, f.events), path);
  // The tail's events follow each other (a run of three or more): said as a range.
  assert.ok(tally - vote >= 2, 'the vote and the tally are three events or more apart');
  assert.is(r.problem!.message, `retracted must take back the last decision and everything after it (events ${vote + 1}–${tally + 1}), not ${vote + 1}, ${vote + 2}`);
});

test('given the moderator\'s log whose game folder lost its private file, audit checks the public record alone and finds it clean', () => {
  const { path, header, events } = finishedLog();
  const dir = scratch('chancery-audit-');
  const own = join(dir, 'g.yaml');
  const { seq: _s, at: _a, hash: _h, ...rest } = header as LogHeader & { seq?: number; at?: string };
  void path;
  createLogFile(own, { ...rest, private: undefined, players: header.players.map((p, i) => (i === 0 ? { ...p, email: 'a@example.org' } : p)) } as never,
    events.map(({ seq: _q, at: _t, hash: _x, ...e }) => e) as never, '2026-11-30T12:00:00.000Z');
  rmSync(join(dir, 'g', 'private.jsonl'));
  const r = auditFile(own);
  assert.ok(r.ok, JSON.stringify(r.problem));
});

test('given a file that is not YAML, audit reports the line', () => {
  const { path } = finishedLog();
  writeFileSync(path, `${readFileSync(path, 'utf8')}\n  - : [unclosed\n`);
  const r = auditFile(path);
  assert.is(r.problem?.kind, 'yaml');
  assert.ok(r.problem!.line > 0);
});

test.run();
