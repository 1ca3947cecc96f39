// RULES §2.10 Executive action: the power table by table size, and each power's rules.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { playerView, powerForSlot } from '../../src/engine/index.js';
import { cards, elect, execute, given, govern, investigate, nominate, peek, reject, specialElection, votes } from './support.js';

const TABLE: Record<number, string> = { 5: 'HFLLL', 6: 'HFLLLL', 7: 'HFFLLLL', 8: 'HFFLLLLL', 9: 'HFFFLLLLL', 10: 'HFFFLLLLLL' };
const EXPECTED: Record<number, (string | null)[]> = {
  5: [null, null, 'peek', 'execution', 'execution'],
  6: [null, null, 'peek', 'execution', 'execution'],
  7: [null, 'investigate', 'special-election', 'execution', 'execution'],
  8: [null, 'investigate', 'special-election', 'execution', 'execution'],
  9: ['investigate', 'investigate', 'special-election', 'execution', 'execution'],
  10: ['investigate', 'investigate', 'special-election', 'execution', 'execution'],
};

/** A table where the next Fascist policy enacted lands on `slot`. */
function atSlot(size: number, slot: number) {
  const start = slot - 1;
  return given({
    roles: TABLE[size], ruleset: 'custom', options: { startingFascistPolicies: start },
    deck: 'F'.repeat(11 - start) + 'LLLLLL',
  });
}

test('a Fascist policy enacted by a government grants the power of its slot for the table size', () => {
  for (const size of [5, 6, 7, 8, 9, 10]) {
    for (let slot = 1; slot <= 5; slot++) {
      const t = atSlot(size, slot).when(govern(2, 'fascist'));
      const power = t.pending.kind === 'power' ? t.pending.power : null;
      assert.is(power, EXPECTED[size][slot - 1], `${size} players, Fascist policy ${slot}`);
      assert.is(powerForSlot(size, slot), EXPECTED[size][slot - 1]);
    }
  }
});

test('a Liberal policy grants no power', () => {
  const t = given({ roles: TABLE[9] }).when(govern(2, 'liberal'));
  assert.is(t.pending.kind, 'nomination');
});

test('the power must be used before the next round', () => {
  const t = atSlot(7, 4).when(govern(2, 'fascist'));
  assert.equal(t.pending, { kind: 'power', president: 0, power: 'execution', eligible: [1, 2, 3, 4, 5, 6] });
  t.refuses(nominate(1, 3), 'wrong-phase', /waits for Alice to use the power: Execution/);
  t.refuses(investigate(0, 3, 'liberal'), 'wrong-phase');
});

test('only the sitting President uses the power, never on themselves or a dead player', () => {
  const t = atSlot(7, 4).when(govern(2, 'fascist'));
  t.refuses(execute(1, 3), 'not-your-power', /Bob is not the President holding this power: Alice is/);
  t.refuses(execute(0, 0), 'self-target', /Alice cannot use the power on themselves/);
  t.when(execute(0, 3));
  // Later, at the fifth Fascist policy: Dmitri is dead.
  t.when(govern(4, 'fascist'));
  assert.equal(t.pending.kind === 'power' && t.pending.eligible, [0, 2, 4, 5, 6]);
  t.refuses(execute(1, 3), 'dead-player', /Dmitri was executed/);
});

test('Investigate Loyalty records the party privately for the President; a false result is refused', () => {
  const t = atSlot(9, 1).when(govern(2, 'fascist'));
  t.refuses(investigate(0, 1, 'liberal'), 'wrong-result', /recorded result \(liberal\) is not Bob's party/);
  t.refuses(investigate(0, 4, 'fascist'), 'wrong-result', /Eve's party/);
  t.when(investigate(0, 4, 'liberal'));
  assert.equal(t.state.investigations, [{ president: 0, target: 4, party: 'liberal' }]);
  assert.equal(t.state.investigated, [4]);
  assert.is(t.president, 1);
});

test('Hitler investigated shows as Fascist', () => {
  const t = given({ roles: 'FHFFLLLLL', deck: 'FFFFFFFFFFFLLLLLL' }).when(govern(2, 'fascist'));
  t.refuses(investigate(0, 1, 'liberal'), 'wrong-result');
  t.when(investigate(0, 1, 'fascist'));
  assert.equal(t.state.investigations[0], { president: 0, target: 1, party: 'fascist' });
});

test('a second investigation of the same player is refused', () => {
  const t = atSlot(9, 1).when(govern(2, 'fascist'), investigate(0, 4, 'liberal'), govern(3, 'fascist'));
  assert.equal(t.pending, { kind: 'power', president: 1, power: 'investigate', eligible: [0, 2, 3, 5, 6, 7, 8] });
  t.refuses(investigate(1, 4, 'liberal'), 'already-investigated', /Eve was already investigated: no player is investigated twice/);
  t.when(investigate(1, 5, 'liberal'));
  assert.equal(t.state.investigated, [4, 5]);
});

test('RULES §2.10: only Investigate Loyalty skips players already investigated; a Special Election or an Execution may choose them', () => {
  const t = atSlot(7, 2).when(govern(2, 'fascist'), investigate(0, 3, 'liberal'), govern(4, 'fascist'));
  assert.equal(t.pending, { kind: 'power', president: 1, power: 'special-election', eligible: [0, 2, 3, 4, 5, 6] });
  const x = atSlot(9, 1).when(govern(2, 'fascist'), investigate(0, 3, 'fascist'), govern(4, 'fascist'));
  assert.equal(x.pending, { kind: 'power', president: 1, power: 'investigate', eligible: [0, 2, 4, 5, 6, 7, 8] });
  t.when(specialElection(1, 5), govern(2, 'fascist'));
  assert.equal(t.pending, { kind: 'power', president: 5, power: 'execution', eligible: [0, 1, 2, 3, 4, 6] });
});

test('Special Election: the chosen player is the next candidate, then the rotation resumes after the caller', () => {
  // Alice calls it on Bob, the next in rotation: Bob is candidate twice in a row.
  const t = atSlot(7, 3).when(govern(2, 'fascist'), specialElection(0, 1));
  assert.is(t.president, 1);
  t.when(reject(3));
  assert.is(t.state.governments[1].special, true);
  assert.is(t.president, 1);
  t.when(reject(3));
  assert.is(t.president, 2);
  assert.is(t.state.governments[2].special, undefined);
});

test('Special Election may choose a term-limited player; the rotation then skips nobody', () => {
  const t = atSlot(7, 3).when(govern(2, 'fascist'));
  assert.equal(t.pending.kind === 'power' && t.pending.eligible, [1, 2, 3, 4, 5, 6]);
  t.when(specialElection(0, 2));
  assert.is(t.president, 2);
  t.when(reject(4));
  assert.is(t.president, 1, 'back to the player after Alice');
});

test('Special Election of a player further round the table does not move the rotation', () => {
  const t = atSlot(7, 3).when(govern(2, 'fascist'), specialElection(0, 5), reject(3));
  assert.is(t.president, 1);
  t.when(reject(3));
  assert.is(t.president, 2);
});

test('Policy Peek shows the top three policies in order and leaves the deck unchanged', () => {
  const t = given({ ruleset: 'custom', options: { startingFascistPolicies: 2 }, deck: 'FFF LFL LLLL FFFFF' }).when(govern(2, 'fascist'));
  const before = t.state.deck.slice();
  t.refuses(peek(0, 'LLF'), 'bad-draw', /top three policies \(liberal, fascist, liberal\), not liberal, liberal, fascist/);
  t.refuses(peek(1, 'LFL'), 'not-your-power', /Bob is not the President holding the Policy Peek/);
  t.when(peek(0, 'LFL'));
  assert.equal(t.state.deck, before);
  assert.is(t.president, 1);
});

test('Execution removes the player: no vote, no nomination, no Presidency; the game goes on if not Hitler', () => {
  const t = atSlot(7, 4).when(govern(2, 'fascist'), execute(0, 1));
  assert.equal(t.state.alive, [true, false, true, true, true, true, true]);
  assert.is(t.state.phase.name, 'nomination');
  assert.is(t.president, 2, 'Bob is skipped');
  t.when(nominate(2, 3));
  assert.equal(t.pending.kind === 'votes' && t.pending.waitingFor, [0, 2, 3, 4, 5, 6]);
  t.when(votes('j-jjjjj'));
  assert.is(t.state.phase.name, 'legislative');
});

test('executing Hitler ends the game for the Liberals', () => {
  const h = given({ roles: 'FFHLLLL', ruleset: 'custom', options: { startingFascistPolicies: 3 }, deck: 'F'.repeat(8) + 'LLLLLL' })
    .when(govern(3, 'fascist'), execute(0, 2));
  assert.equal(h.state.phase, { name: 'over', winner: 'liberal', reason: 'hitler-executed' });
});

test('electing after an execution counts only the living', () => {
  const t = atSlot(5, 4).when(govern(2, 'fascist'), execute(0, 4), elect(3));
  assert.is(t.state.phase.name, 'legislative');
});

test('RULES §2.10 Policy Peek: the President sees the top three in deck order (a deck that reads differently backwards)', () => {
  const t = given({ ruleset: 'custom', options: { startingFascistPolicies: 2 }, deck: 'FFF LLF LLLL FFFFF' }).when(govern(2, 'fascist'));
  t.refuses(peek(0, 'FLL'), 'bad-draw', /top three policies \(liberal, liberal, fascist\), not fascist, liberal, liberal/);
  t.when(peek(0, 'LLF'));
  assert.equal(t.state.peeks, [{ president: 0, cards: cards('LLF') }]);
  assert.equal(playerView(t.state, 0).peeks, [cards('LLF')]);
  // The next President draws exactly what was peeked, in the same order.
  t.when(elect(3));
  assert.equal(playerView(t.state, 1).hand, { as: 'president', cards: cards('LLF'), vetoAllowed: false });
});

test.run();
