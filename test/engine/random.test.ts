// RULES §1 (roles dealt at random; option `firstPresident: random`) and the seeded generator as
// docs/log-format.md §4 specifies it for auditors. The expectations come from a reference written
// here from that text, not from src/engine/random.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { SeededStream, commitment, dealRoles, drawFirstPresident, parseSeed, shuffleDeck, type Policy, type Role } from '../../src/engine/index.js';
import { ReferenceStream } from '../support/reference-random.js';

/** RULES §1 table: fascists besides Hitler per table size. */
const FASCISTS: Record<number, number> = { 5: 1, 6: 1, 7: 2, 8: 2, 9: 3, 10: 3 };

/** Seeds 0…count-1 as 64 hex digits (SHA-256 of the number, so they look like real seeds). */
function seeds(count: number): string[] {
  return Array.from({ length: count }, (_, i) => createHash('sha256').update(`seed ${i}`).digest('hex'));
}

test('given firstPresident: random, when a game is created, the first President is below(players) of the "first-president" stream of the seed (RULES §1, log-format §4)', () => {
  for (const n of [5, 6, 7, 8, 9, 10])
    for (const hex of seeds(30)) assert.is(drawFirstPresident(parseSeed(hex), n), new ReferenceStream(parseSeed(hex), 'first-president').below(n), `${n} players, seed ${hex}`);
});

test('given firstPresident: random, over many seeds every seat of the table is drawn as first President, not always the first listed', () => {
  for (const n of [5, 6, 7, 8, 9, 10]) {
    const drawn = new Set(seeds(200).map((hex) => drawFirstPresident(parseSeed(hex), n)));
    assert.equal([...drawn].sort((a, b) => a - b), Array.from({ length: n }, (_, s) => s), `${n} players`);
  }
});

test('given the same seed, the first President drawn is the same every time (an auditor can re-draw it)', () => {
  const seed = parseSeed(seeds(1)[0]);
  const first = drawFirstPresident(seed, 10);
  for (let i = 0; i < 5; i++) assert.is(drawFirstPresident(seed, 10), first);
});

test('given a seed, the deal is the RULES §1 roles shuffled by the "roles" stream (Hitler, then the fascists, then the liberals)', () => {
  for (const n of [5, 6, 7, 8, 9, 10])
    for (const hex of seeds(10)) {
      const cards: Role[] = ['hitler', ...Array<Role>(FASCISTS[n]).fill('fascist'), ...Array<Role>(n - 1 - FASCISTS[n]).fill('liberal')];
      assert.equal(dealRoles(parseSeed(hex), n), new ReferenceStream(parseSeed(hex), 'roles').shuffle(cards), `${n} players`);
    }
});

test('given a seed, the k-th shuffle sorts the cards (fascist first) and shuffles them with the "shuffle:k" stream', () => {
  const gathered: Policy[] = ['liberal', 'fascist', 'liberal', 'fascist', 'fascist', 'liberal', 'fascist', 'fascist', 'fascist'];
  const sorted: Policy[] = ['fascist', 'fascist', 'fascist', 'fascist', 'fascist', 'fascist', 'liberal', 'liberal', 'liberal'];
  for (const hex of seeds(10))
    for (const k of [0, 1, 2, 7]) {
      const expected = new ReferenceStream(parseSeed(hex), `shuffle:${k}`).shuffle(sorted);
      assert.equal(shuffleDeck(parseSeed(hex), k, gathered), expected, `k=${k}`);
      assert.equal(shuffleDeck(parseSeed(hex), k, gathered.slice().reverse()), expected, 'the gathering order does not matter');
    }
});

test('given the seventeen cards, the opening shuffles of different seeds differ, and shuffles k=0 and k=1 of one seed differ', () => {
  const deck: Policy[] = [...Array<Policy>(11).fill('fascist'), ...Array<Policy>(6).fill('liberal')];
  const orders = new Set(seeds(20).map((hex) => shuffleDeck(parseSeed(hex), 0, deck).join()));
  assert.is(orders.size, 20);
  const seed = parseSeed(seeds(1)[0]);
  assert.is.not(shuffleDeck(seed, 0, deck).join(), shuffleDeck(seed, 1, deck).join());
});

test('given a stream whose first words fall above the limit, below(n) skips them (no modulo bias)', () => {
  // below(3) with limit floor(2^32/3)*3 = 4294967295: only the word 0xFFFFFFFF is rejected. Find a
  // seed whose first-president stream starts with a word ≥ limit for a large n to see the rejection:
  // for n = 2^31 + 1 the limit is n itself, so about half the words are rejected.
  const n = 2 ** 31 + 1;
  let rejected = 0;
  for (const hex of seeds(40)) {
    const ref = new ReferenceStream(parseSeed(hex), 'first-president');
    const firstWord = new ReferenceStream(parseSeed(hex), 'first-president').word();
    if (firstWord >= n) rejected++;
    assert.is(drawFirstPresident(parseSeed(hex), n), ref.below(n));
  }
  assert.ok(rejected > 5, `${rejected} seeds start with a rejected word`);
});

test('given a seed, game id and seat list, the commitment is SHA-256 of the documented text (log-format §4)', () => {
  const hex = seeds(1)[0].toUpperCase();
  const players = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
  const text = `chancery-commitment/1\n{"game":"friday","players":["Alice","Bob","Carol","Dmitri","Eve"],"seed":"${hex.toLowerCase()}"}`;
  assert.is(commitment(hex, 'friday', players), createHash('sha256').update(text).digest('hex'));
  assert.is.not(commitment(hex, 'friday', players.slice().reverse()), commitment(hex, 'friday', players), 'the seat order is bound');
});

test('given a seed that is not 64 hexadecimal digits, it is refused', () => {
  for (const bad of ['', 'abc', 'g'.repeat(64), '0'.repeat(63), '0'.repeat(65)]) assert.throws(() => parseSeed(bad), /64 hexadecimal digits/);
  assert.is(parseSeed('A'.repeat(64)).length, 32);
});

test('given a list, the seeded shuffle returns a new order and leaves the list it was given as it was', () => {
  const items = [1, 2, 3, 4, 5, 6, 7, 8];
  const out = new SeededStream(parseSeed(seeds(1)[0]), 'any').shuffle(items);
  assert.equal(items, [1, 2, 3, 4, 5, 6, 7, 8]);
  assert.equal(out.slice().sort(), items);
});

test('given the gathered cards, a shuffle leaves the caller\'s list as it was', () => {
  const gathered: Policy[] = ['liberal', 'fascist', 'liberal', 'fascist'];
  shuffleDeck(parseSeed(seeds(1)[0]), 3, gathered);
  assert.equal(gathered, ['liberal', 'fascist', 'liberal', 'fascist']);
});

test.run();
