// The log's keeping, in process: the lock two commands share (released by the OS, see lock.ts), the
// rewrite of an older format (docs/log-format.md §0) and the seed check (§4, §6.5) with its
// mismatches named. Fixtures are made here by hand; expectations come from the format document.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { LockBusy, NAME_HOLDER_AFTER_MS, acquireLock, lockNote, withLock } from '../../src/log/lock.js';
import { chain, hashHeader, parseLog, serializeLog } from '../../src/log/file.js';
import { migrateLog, migrationProblem } from '../../src/log/migrate.js';
import { checkSeed } from '../../src/log/verify.js';
import { type AnyEvent, type LogHeader } from '../../src/log/records.js';
import type { GameCreated } from '../../src/engine/index.js';
import { playRandomGame } from '../../src/sim/random-play.js';
import { DEFAULT_OPTIONS, commitment, dealRoles, drawFirstPresident, parseSeed, shuffleDeck, type Policy } from '../../src/engine/index.js';
import { scratch } from '../support/scratch.js';

const AT = '2026-11-30T12:00:00.000Z';

test('given a lock held, a second taker waits and then is told which process holds it; once released it is taken at once', async () => {
  const path = join(scratch('chancery-store-'), 'deep', 'g.yaml.lock');
  const first = await acquireLock(path, 1000);
  assert.is(first.path, path);
  // A waiter gives up after seconds; the holder names itself long before that.
  await new Promise((resolve) => setTimeout(resolve, NAME_HOLDER_AFTER_MS + 50));
  assert.is(readFileSync(path, 'utf8'), `${process.pid}\n`, 'the holder\'s pid, for the waiter\'s message');
  const started = Date.now();
  const busy = await acquireLock(path, 60).catch((e: unknown) => e);
  assert.ok(busy instanceof LockBusy);
  if (busy instanceof LockBusy) {
    assert.ok(Date.now() - started >= 60, 'it waited the time it was given');
    assert.equal([busy.path, busy.owner, busy.name], [path, process.pid, 'LockBusy']);
    assert.ok(busy.waitedMs >= 60);
    assert.is(busy.message, `${path} is held by process ${process.pid}, still running after 0 s`);
  }
  first.release();
  first.release(); // twice is harmless
  const second = await acquireLock(path, 0);
  second.release();
  assert.is(new LockBusy('x', null, 2400).message, 'x is held by another process, still running after 2 s');
});

test('given a lock taken and released at once (a command refused by the rules), the lock file is left as it was: bytes and times', async () => {
  const path = join(scratch('chancery-store-'), 'g.yaml.lock');
  writeFileSync(path, `123\n${' '.repeat(40)}\n`);
  utimesSync(path, 1_000_000, 1_000_000);
  const before = statSync(path, { bigint: true });
  const lock = await acquireLock(path, 1000);
  lock.release();
  const after = statSync(path, { bigint: true });
  assert.is(readFileSync(path, 'utf8'), `123\n${' '.repeat(40)}\n`);
  assert.equal([after.mtimeNs, after.ctimeNs, after.size], [before.mtimeNs, before.ctimeNs, before.size]);
});

test('given a lock held with a dead holder\'s note, the pid written after a moment keeps the note for the holder to settle', async () => {
  const path = join(scratch('chancery-store-'), 'g.yaml.lock');
  writeFileSync(path, `123\nappend 1 2 ${'d'.repeat(64)}\n`);
  const lock = await acquireLock(path, 1000);
  await new Promise((resolve) => setTimeout(resolve, NAME_HOLDER_AFTER_MS + 50));
  assert.is(readFileSync(path, 'utf8'), `${process.pid}\nappend 1 2 ${'d'.repeat(64)}\n`);
  lock.release();
});

test('given a lock whose file still names a holder that died (its successor has not written its pid yet), a taker that gives up names no owner', async () => {
  const path = join(scratch('chancery-store-'), 'g.yaml.lock');
  const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
  const holder = await acquireLock(path, 1000);
  writeFileSync(path, `${dead}\nappend in progress\n`);
  const busy = await acquireLock(path, 30).catch((e: unknown) => e);
  holder.release();
  assert.ok(busy instanceof LockBusy);
  assert.is((busy as LockBusy).owner, null);
  assert.match((busy as LockBusy).message, /held by another process/);
});

test('given a lock file that cannot be read when a taker gives up (replaced by a directory meanwhile), the taker names no owner', async () => {
  const path = join(scratch('chancery-store-'), 'g.yaml.lock');
  const holder = await acquireLock(path, 1000);
  const waiting = acquireLock(path, 80).catch((e: unknown) => e);
  // The taker has opened the file and found it held; the file is then replaced.
  rmSync(path);
  mkdirSync(path);
  const busy = await waiting;
  assert.ok(busy instanceof LockBusy);
  assert.is((busy as LockBusy).owner, null);
  assert.match((busy as LockBusy).message, /is held by another process/);
  holder.release();
});

/** The descriptors this process holds open on `path` (Linux: /proc/self/fd). */
const openOn = (path: string) => readdirSync('/proc/self/fd').filter((fd) => {
  try { return readlinkSync(`/proc/self/fd/${fd}`) === path; } catch { return false; }
}).length;

test('given a lock taken and released, or a taker that gave up, no descriptor stays open on the lock file', async () => {
  const path = join(scratch('chancery-store-'), 'g.yaml.lock');
  const held = await acquireLock(path, 1000);
  assert.is(openOn(path), 1);
  assert.ok(await acquireLock(path, 20).catch((e: unknown) => e) instanceof LockBusy);
  assert.is(openOn(path), 1, 'the taker that gave up closed its own');
  held.release();
  assert.is(openOn(path), 0);
});

test('given a held lock whose file no longer names a process (emptied by hand), a taker that gives up names no owner', async () => {
  const path = join(scratch('chancery-store-'), 'g.yaml.lock');
  const held = await acquireLock(path, 1000);
  writeFileSync(path, '');
  const busy = await acquireLock(path, 20).catch((e: unknown) => e);
  assert.ok(busy instanceof LockBusy);
  assert.equal([(busy as LockBusy).owner, (busy as LockBusy).message.includes('another process')], [null, true]);
  held.release();
});

test('given a lock released while a taker waits, the taker takes it at its next short poll, not at the end of the time it was given', async () => {
  const path = join(scratch('chancery-store-'), 'g.yaml.lock');
  const held = await acquireLock(path, 1000);
  const started = Date.now();
  setTimeout(() => held.release(), 50);
  const next = await acquireLock(path, 8000);
  const took = Date.now() - started;
  next.release();
  assert.ok(took < 4000, `taken after ${took} ms`);
});

test('given a long note and then a shorter one or none, a reader sees exactly the newest, and the next holder finds no note', async () => {
  const path = join(scratch('chancery-store-'), 'g.yaml.lock');
  const held = await acquireLock(path, 1000);
  const long = `append 4617 6826 ${'ab'.repeat(32)}`;
  held.note(long, { sync: true });
  assert.is(lockNote(path), long);
  held.note('append 1 2 ' + 'c'.repeat(64));
  assert.is(lockNote(path), 'append 1 2 ' + 'c'.repeat(64));
  held.note(null);
  assert.is(lockNote(path), null);
  held.release();
  const next = await acquireLock(path, 0);
  assert.is(next.leftover, null);
  assert.is(readFileSync(path, 'utf8').split('\n')[0].trim(), String(process.pid));
  next.release();
});

test('given a lock file an older chancery left longer (a pid and a note), a new holder\'s pid replaces all of it', async () => {
  const path = join(scratch('chancery-store-'), 'g.yaml.lock');
  writeFileSync(path, `123456789\nappend 1 2 ${'d'.repeat(64)}\n`);
  const held = await acquireLock(path, 0);
  assert.is(held.leftover, `append 1 2 ${'d'.repeat(64)}`, 'the dead holder\'s note, for the new holder to settle');
  held.note(null);
  assert.is(lockNote(path), null);
  assert.is(readFileSync(path, 'utf8').split('\n')[0].trim(), String(process.pid));
  held.release();
});

test('given a lock file far longer than a note (not one chancery wrote), the new holder cuts it to its own text', async () => {
  const path = join(scratch('chancery-store-'), 'g.yaml.lock');
  writeFileSync(path, `42\n${'x'.repeat(10_000)}\n`);
  const held = await acquireLock(path, 0);
  held.note('append 1 2 ' + 'e'.repeat(64), { sync: true });
  assert.is(readFileSync(path, 'utf8'), `${process.pid}\nappend 1 2 ${'e'.repeat(64)}\n`);
  held.release();
});

test('given withLock, the lock is held while the function runs and released however it ends', async () => {
  const path = join(scratch('chancery-store-'), 'g.lock');
  const inside = await withLock(path, 100, async () => {
    const other = await acquireLock(path, 20).catch((e: unknown) => e);
    return other instanceof LockBusy;
  });
  assert.ok(inside, 'held during the function');
  const failed = await withLock(path, 100, () => { throw new Error('boom'); }).catch((e: Error) => e.message);
  assert.is(failed, 'boom');
  (await acquireLock(path, 0)).release();
});

test('given an empty directory where the lock file goes (an older chancery\'s lock), it is cleared and the lock taken', async () => {
  const dir = scratch('chancery-store-');
  const path = join(dir, 'g.yaml.lock');
  mkdirSync(path);
  const lock = await acquireLock(path, 100);
  lock.note(null);
  assert.is(readFileSync(path, 'utf8'), `${process.pid}\n`);
  lock.release();
  // A directory that is not empty is not removed: the lock cannot be taken there.
  const full = join(dir, 'h.yaml.lock');
  mkdirSync(full);
  writeFileSync(join(full, 'keep'), '');
  const refused = await acquireLock(full, 10).catch((e: NodeJS.ErrnoException) => e.code);
  assert.is(refused, 'EISDIR');
});

const SEED = `${'c0ffee'.repeat(10)}beef`;

function header(over: Partial<LogHeader> = {}): Omit<LogHeader, 'hash'> {
  const players = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
  return {
    chancery: 2, game: 'g1', created: AT, ruleset: 'secret-hitler', options: DEFAULT_OPTIONS, players: players.map((name) => ({ name })),
    firstPresident: 0, commitment: commitment(SEED, 'g1', players), seed: SEED, theme: 'secret-hitler', lang: 'en', house: { onMissingVote: 'wait' }, ...over,
  };
}

const seed = parseSeed(SEED);
const CARDS: Policy[] = [...Array(6).fill('liberal'), ...Array(11).fill('fascist')];

function logOf(events: AnyEvent[], over: Partial<LogHeader> = {}) {
  const { full } = hashHeader(header(over));
  const { records } = chain([], full, events, AT);
  const text = serializeLog(full, records);
  return parseLog(text, 'g1.yaml', { private: false });
}

test('§4/§6.5 given a log made from its seed, the seed check finds the commitment, the deal and every shuffle', () => {
  const deck = shuffleDeck(seed, 0, CARDS);
  const log = logOf([{ type: 'roles-dealt', roles: dealRoles(seed, 5) }, { type: 'deck-shuffled', deck }]);
  assert.equal(checkSeed(log, SEED), { commitment: true, deals: 1, shuffles: 1, firstPresident: null, mismatches: [] });
});

test('§6.5 given a deal, a shuffle, a commitment and a random first President that do not follow from the seed, each is named at its line', () => {
  const roles = dealRoles(seed, 5);
  const other = [...roles.slice(1), roles[0]];
  const deck = shuffleDeck(seed, 0, CARDS);
  const swapped = deck.slice();
  const l = deck.indexOf('liberal'), f = deck.indexOf('fascist');
  [swapped[l], swapped[f]] = [deck[f], deck[l]];
  const drawn = drawFirstPresident(seed, 5);
  const wrongFirst = (drawn + 1) % 5;
  const log = logOf([{ type: 'roles-dealt', roles: other }, { type: 'deck-shuffled', deck: swapped }],
    { commitment: 'f'.repeat(64), options: { ...DEFAULT_OPTIONS, firstPresident: 'random' }, firstPresident: wrongFirst });
  const r = checkSeed(log, SEED);
  assert.equal([r.commitment, r.deals, r.shuffles, r.firstPresident], [false, 1, 1, false]);
  const names = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
  // A header field's finding is at that field's line (not the header's first).
  const text = serializeLog(hashHeader(header({ commitment: 'f'.repeat(64), options: { ...DEFAULT_OPTIONS, firstPresident: 'random' }, firstPresident: wrongFirst })).full, []);
  const lineOf = (key: string) => text.split('\n').findIndex((l) => l.startsWith(`${key}:`)) + 1;
  assert.ok(lineOf('commitment') > 1 && lineOf('firstPresident') > 1);
  const committed = commitment(SEED, 'g1', names);
  assert.equal(r.mismatches, [
    { seq: null, line: lineOf('commitment'), variant: 'commitment', expected: committed, found: 'f'.repeat(64), what: `the commitment ${'f'.repeat(64)} is not SHA-256 of this seed, game id and seat list (expected ${committed})` },
    { seq: null, line: lineOf('firstPresident'), variant: 'first-president', expected: drawn, found: wrongFirst, what: `the first President from the seed is seat ${drawn + 1} (${names[drawn]}), the header says seat ${wrongFirst + 1}` },
    { seq: 1, line: log.lines[0], variant: 'deal', expected: roles, found: other, what: `the deal from the seed is ${roles.join(', ')}; the log has ${other.join(', ')}` },
    { seq: 2, line: log.lines[1], variant: 'shuffle', k: 0, expected: deck, found: swapped, what: `shuffle #0 from the seed is ${deck.join(', ')}; the log has ${swapped.join(', ')}` },
  ]);
  const right = logOf([], { options: { ...DEFAULT_OPTIONS, firstPresident: 'random' }, firstPresident: drawn });
  assert.equal([checkSeed(right, SEED).firstPresident, checkSeed(right, SEED).mismatches], [true, []]);
  const imported = logOf([], { commitment: null });
  assert.match(checkSeed(imported, SEED).mismatches[0].what, /^the commitment \(none\) is not SHA-256/);
});

test('§6.5 a shuffle taken back by undo is checked too, and the shuffle that replaces it is the same k-th shuffle again', () => {
  // Shuffle #1 written, taken back, written again: both are the 1st reshuffle (k = 1).
  const gathered = CARDS.slice(0, 9);
  const k1 = shuffleDeck(seed, 1, gathered);
  const k2 = shuffleDeck(seed, 2, gathered);
  const events: AnyEvent[] = [
    { type: 'roles-dealt', roles: dealRoles(seed, 5) }, { type: 'deck-shuffled', deck: shuffleDeck(seed, 0, CARDS) },
    { type: 'deck-shuffled', deck: k1 }, { type: 'retracted', seqs: [3], reason: 'undo' }, { type: 'deck-shuffled', deck: k1 },
    { type: 'deck-shuffled', deck: k2 },
  ];
  const r = checkSeed(logOf(events), SEED);
  assert.equal([r.shuffles, r.mismatches], [4, []]);
  // Not taken back, the same order a second time is the 2nd reshuffle and does not follow from the seed.
  const plain = [...events.slice(0, 3), events[4]];
  const again = checkSeed(logOf(plain), SEED);
  assert.equal(again.mismatches.map((m) => [m.seq, m.what.startsWith(`shuffle #2 from the seed is ${k2.join(', ')}; the log has ${k1.join(', ')}`)]), [[4, true]]);
});

test('§0 migrating a version-1 log: contacts and mail details go to the private entries, every hash is new, each record keeps its time', () => {
  const players = [{ name: 'Alice', email: 'a@x' }, { name: 'Bob' }, { name: 'Carol' }, { name: 'Dmitri' }, { name: 'Eve', timezone: 'UTC' }];
  const v1Header = hashHeader(header({ chancery: 1, players })).full;
  const events: AnyEvent[] = [
    { type: 'roles-dealt', roles: dealRoles(seed, 5) }, { type: 'deck-shuffled', deck: shuffleDeck(seed, 0, CARDS) },
    { type: 'message-queued', messageId: '<m@x>', code: 'K7QX2M', to: 0, address: 'a@x', kind: 'role-card', subject: 'Your secret role', at_seq: 2 },
    { type: 'message-sent', messageId: '<m@x>' },
  ];
  const { records } = chain([], v1Header, events, (i) => `2026-11-30T12:00:0${i}.000Z`);
  const oldText = serializeLog(v1Header, records);
  const v1 = parseLog(oldText, 'g1.yaml');
  const m = migrateLog(v1, '2026-12-01T09:00:00.000Z');
  assert.equal([m.from, m.previousHash], [1, records[3].hash]);
  assert.equal(m.header.migrated, { fromVersion: 1, hash: records[3].hash, at: '2026-12-01T09:00:00.000Z' });
  assert.is(m.header.chancery, 2);
  assert.equal(m.sealed.map((e) => e.fields), [
    { players: [{ email: 'a@x' }, {}, {}, {}, { timezone: 'UTC' }] },
    { messageId: '<m@x>', code: 'K7QX2M', address: 'a@x', subject: 'Your secret role' },
    { messageId: '<m@x>' },
  ]);
  assert.not.match(m.text, /a@x|<m@x>|K7QX2M|timezone/);
  const v2 = parseLog(m.text, 'g1.yaml', { private: false });
  assert.equal(v2.events.map((e) => e.at), records.map((r) => r.at));
  assert.equal(v2.events.map((e) => e.type), records.map((r) => r.type));
  assert.ok(v2.events.every((e, i) => e.hash !== records[i].hash));
  assert.is(migrationProblem(oldText, m.text, 'g1.yaml'), null, 'both audit alike');
  // A log without events refers to its header's hash.
  const empty = migrateLog(parseLog(serializeLog(v1Header, []), 'g1.yaml'), AT);
  assert.is(empty.previousHash, v1Header.hash);
});

test('§0 a migration is refused when the old log does not audit, when the new one would not, or when it replays to another game', () => {
  const events: AnyEvent[] = [{ type: 'roles-dealt', roles: dealRoles(seed, 5) }, { type: 'deck-shuffled', deck: shuffleDeck(seed, 0, CARDS) }, { type: 'chancellor-nominated', president: 0, chancellor: 1 }];
  const good = serializeLog(hashHeader(header({ chancery: 1 })).full, chain([], hashHeader(header({ chancery: 1 })).full, events, AT).records);
  const broken = good.replace(/^game: g1$/m, 'game: g2');
  assert.match(migrationProblem(broken, good, 'g1.yaml')!, /^the log does not audit clean, so it is not rewritten: /);
  assert.match(migrationProblem(good, broken, 'g1.yaml')!, /^the rewritten log would not audit: /);
  // Cut before the nomination (a person's decision, so it audits as an unfinished game): another game.
  const shorter = serializeLog(hashHeader(header({ chancery: 1 })).full, chain([], hashHeader(header({ chancery: 1 })).full, events.slice(0, 2), AT).records);
  assert.is(migrationProblem(good, shorter, 'g1.yaml'), 'the rewritten log would not replay to the same game');
  const badEvent = good.replace(/^ {4}roles: .*$/m, '    roles: [ liberal ]');
  const problem = migrationProblem(badEvent, good, 'g1.yaml')!;
  assert.match(problem, /^the log does not audit clean, so it is not rewritten: .* \(event 1\)$/);
});

/**
 * A finished random game as a log's text (format `chancery`), with `pad` reminder records put before
 * its end and `after` ones after it: log-only records that audit clean anywhere (a deadline record
 * must name the phase open at its write, and none is open after the end).
 */
function finished(seedName: string, chancery: 1 | 2, pad = 0, after = 0): { text: string; winner: string; length: number } {
  const game = playRandomGame({ players: 5, seed: seedName });
  const created = game.events[0] as GameCreated;
  const { full } = hashHeader({
    chancery, game: created.gameId, created: AT, ruleset: created.ruleset, options: created.options, players: created.players.map((name) => ({ name })),
    firstPresident: created.firstPresident, commitment: created.commitment, seed: game.seedHex, theme: 'secret-hitler', lang: 'en', house: { onMissingVote: 'wait' },
  });
  const played = game.events.slice(1) as AnyEvent[];
  const end = played.pop()! as AnyEvent & { winner: string };
  const note = (): AnyEvent => ({ type: 'reminder-sent', deadline: '2026-12-02T12:00:00.000Z', seats: [] });
  const events = [...played, ...Array.from({ length: pad }, note), end, ...Array.from({ length: after }, note)];
  return { text: serializeLog(full, chain([], full, events, AT).records), winner: end.winner, length: played.length + 1 };
}

test('§0 a migrated finished game records the game-ended event it came from; the new log must end at the same event with the same winner', () => {
  const old = finished('migrate-a', 1);
  const log = parseLog(old.text, 'g1.yaml', { private: false });
  const end = log.events[log.events.length - 1];
  const m = migrateLog(log, '2026-12-01T09:00:00.000Z');
  assert.equal(m.header.migrated, { fromVersion: 1, hash: end.hash, at: '2026-12-01T09:00:00.000Z', ended: { seq: end.seq, hash: end.hash } });
  assert.is(migrationProblem(old.text, m.text, 'g1.yaml'), null);
  // The same records, the end one place later: the same count and winner, another game-ended event.
  const later = finished('migrate-a', 2, 1, 0);
  const earlier = finished('migrate-a', 2, 0, 1);
  assert.is(migrationProblem(earlier.text, later.text, 'g1.yaml'), 'the rewritten log would not replay to the same game');
  // Another game with the other winner, padded to end at the same event: only the winner differs.
  let other = 'migrate-b';
  for (let k = 0; finished(other, 2).winner === old.winner; k++) other = `migrate-b${k}`;
  const b = finished(other, 2);
  const [la, lb] = [old.length, b.length];
  const a2 = finished('migrate-a', 2, Math.max(0, lb - la));
  const b2 = finished(other, 2, Math.max(0, la - lb));
  assert.is(migrationProblem(a2.text, b2.text, 'g1.yaml'), 'the rewritten log would not replay to the same game');
});

test('§0 a migration is refused when only the events taken back differ, naming no event when the old log\'s problem has none', () => {
  const opening: AnyEvent[] = [
    { type: 'roles-dealt', roles: dealRoles(seed, 5) }, { type: 'deck-shuffled', deck: shuffleDeck(seed, 0, CARDS) },
    { type: 'chancellor-nominated', president: 0, chancellor: 2 },
  ];
  const text = (events: AnyEvent[]) => { const { full } = hashHeader(header()); return serializeLog(full, chain([], full, events, AT).records); };
  const note: AnyEvent = { type: 'deadline-set', phaseSeq: 3, deadline: '2026-12-02T12:00:00.000Z' };
  const undone = text([...opening, { type: 'vote-cast', seat: 1, vote: 'ja' }, { type: 'retracted', seqs: [4], reason: 'undo' }]);
  const noted = text([...opening, note, note]);
  assert.is(migrationProblem(noted, undone, 'g1.yaml'), 'the rewritten log would not replay to the same game');
  assert.is(migrationProblem(noted, noted, 'g1.yaml'), null);
  assert.is(migrationProblem(noted.replace(/^game: g1$/m, 'game: g2'), noted, 'g1.yaml'),
    // (The game id is in the commitment: the header's seed no longer gives it, which audit says too.)
    'the log does not audit clean, so it is not rewritten: the header was changed after it was written (its hash does not match); and its seed does not give its commitment either: the seed, the commitment, the game id or the seat list was changed');
});

test.run();
