// RULES §2.5 Elected and §2.6 Legislative session: the draw, the two discards, the enactment,
// Hitler elected in the Hitler zone, and the public not-Hitler confirmation.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { publicView } from '../../src/engine/index.js';
import { cards, discard, elect, enact, given, govern, nominate, peek, reject, vote } from './support.js';

test('the elected President draws the top three policies and discards one; the Chancellor enacts one of the two', () => {
  const t = given({ deck: 'LFF LLLLL FFFFFFFFF' }).when(elect(2));
  assert.equal(t.state.phase.name === 'legislative' && t.state.phase.step, { name: 'president-discard', hand: cards('LFF') });
  assert.is(t.state.deck.length, 14);
  t.when(discard('fascist'));
  assert.equal(t.pending, { kind: 'chancellor-enact', president: 0, chancellor: 2, vetoAllowed: false });
  assert.equal(t.state.phase.name === 'legislative' && t.state.phase.step, { name: 'chancellor-enact', hand: cards('LF'), vetoRefused: false });
  t.when(enact('liberal'));
  assert.is(t.state.liberalPolicies, 1);
  assert.equal(t.state.discard, cards('FF'));
  assert.equal(t.state.governments[0].enacted, 'liberal');
  assert.is(t.president, 1);
});

test('the draw must be the top three policies in order', () => {
  const t = given({ deck: 'LFF LLLLL FFFFFFFFF' }).when(nominate(0, 2));
  for (const s of [0, 1, 2, 3, 4]) t.step(vote(s, 'ja'));
  t.step({ type: 'votes-tallied', ja: [0, 1, 2, 3, 4], nein: [], elected: true });
  t.refuses({ type: 'policies-drawn', cards: cards('FFL') }, 'bad-draw', /top three policies \(liberal, fascist, fascist\), not fascist, fascist, liberal/);
});

test('a President can only discard a card they hold; a Chancellor can only enact one they were passed', () => {
  const t = given().when(elect(2)); // the hand is three Liberal policies
  t.refuses(discard('fascist'), 'not-in-hand', /Alice holds liberal, liberal, liberal: there is no fascist to discard/);
  t.refuses(enact('liberal'), 'wrong-phase', /waits for Alice to discard a policy/);
  t.when(discard('liberal'));
  t.refuses(enact('fascist'), 'not-in-hand', /Carol holds liberal, liberal: there is no fascist to enact/);
  t.refuses(discard('liberal'), 'wrong-phase', /waits for Carol to enact a policy/);
});

test('a policy enacted by the Chancellor goes on its track and the two others to the discard pile', () => {
  const t = given({ deck: 'FFL LLLLL FFFFFFFFF' }).when(elect(2), discard('liberal'), enact('fascist'));
  assert.is(t.state.fascistPolicies, 1);
  assert.equal(t.state.discard.slice().sort(), cards('FL').sort());
  assert.is(t.state.deck.length, 14);
});

const hitlerZone = () => given({ ruleset: 'custom', options: { startingFascistPolicies: 3 }, deck: 'LLLLLL FFFFFFFF', firstPresident: 1 });

test('Hitler elected Chancellor with three Fascist policies enacted wins for the Fascists at once, before any draw', () => {
  const t = hitlerZone().when(elect(0));
  assert.equal(t.state.phase, { name: 'over', winner: 'fascist', reason: 'hitler-elected' });
  assert.is(t.state.deck.length, 14, 'nothing was drawn');
});

test('RULES §2.5: Hitler elected Chancellor in the Hitler zone wins, and is never confirmed not Hitler, not even in the game-over view', () => {
  const t = hitlerZone().when(elect(0));
  assert.is(t.state.phase.name === 'over' && t.state.phase.reason, 'hitler-elected');
  assert.equal(t.state.confirmedNotHitler, []);
  assert.is(publicView(t.state).players[0].confirmedNotHitler, false);
});

test('Hitler elected Chancellor with two Fascist policies enacted is no win', () => {
  const t = given({ ruleset: 'custom', options: { startingFascistPolicies: 2 }, firstPresident: 1 }).when(elect(0));
  assert.is(t.state.phase.name, 'legislative');
  assert.equal(t.state.confirmedNotHitler, []);
});

test('a Chancellor elected with three or more Fascist policies enacted is publicly confirmed not Hitler', () => {
  const t = hitlerZone().when(elect(3));
  assert.equal(t.state.confirmedNotHitler, [3]);
  assert.equal(t.state.phase.name, 'legislative');
});

test('a Chancellor elected twice in the Hitler zone is confirmed once', () => {
  const t = given({ ruleset: 'custom', options: { startingFascistPolicies: 3 }, deck: 'LLF LLF LFF LFF FF', firstPresident: 1 })
    .when(govern(3, 'liberal'), govern(4, 'liberal'), reject(1), govern(3, 'liberal'));
  assert.equal(t.state.governments.map((g) => g.chancellor), [3, 4, 1, 3]);
  assert.equal(t.state.confirmedNotHitler, [3, 4]);
});

test('a failed nomination of a Chancellor in the Hitler zone confirms nothing', () => {
  const t = hitlerZone().when(nominate(1, 3), ...[0, 1, 2, 3, 4].map((s) => vote(s, 'nein')));
  assert.equal(t.state.confirmedNotHitler, []);
});

test('RULES §2.5: a Chancellor who is not Hitler, elected with fewer than three Fascist policies enacted, is not confirmed not Hitler', () => {
  for (const start of [0, 1, 2]) {
    // Seat 3 (Dmitri) is a Liberal: only the Hitler zone makes his election a public fact.
    const t = given({ ruleset: 'custom', options: { startingFascistPolicies: start }, firstPresident: 1 }).when(elect(3));
    assert.is(t.state.phase.name, 'legislative', `${start} Fascist policies: elected`);
    assert.equal(t.state.confirmedNotHitler, [], `${start} Fascist policies`);
    assert.is(publicView(t.state).players[3].confirmedNotHitler, false, `${start} Fascist policies: the thread is told nothing`);
  }
});

test('RULES §2.5: the confirmation starts with the third Fascist policy: elected after the second, no; after the third, yes', () => {
  // Two Fascist policies on the track; Alice and Carol enact the third (the Peek at five players).
  const t = given({ ruleset: 'custom', options: { startingFascistPolicies: 2 }, deck: 'FFF LLL FFF LLL FFF' }).when(govern(2, 'fascist'));
  assert.equal(t.state.governments[0].elected, true);
  assert.equal(t.state.confirmedNotHitler, [], 'Carol was elected with two Fascist policies enacted');
  t.when(peek(0, 'LLL'), elect(3));
  assert.equal(t.state.confirmedNotHitler, [3], 'Dmitri was elected with three');
  assert.equal(publicView(t.state).players.map((p) => p.confirmedNotHitler), [false, false, false, true, false]);
});

test('RULES §2.5: Hitler nominated Chancellor in the Hitler zone wins only once elected: not while the votes come in, not when voted down', () => {
  const t = hitlerZone().when(nominate(1, 0), vote(0, 'ja'), vote(1, 'ja'), vote(2, 'ja'));
  assert.is(t.pending.kind, 'votes');
  t.when(vote(3, 'nein'), vote(4, 'nein'));
  assert.equal(t.state.phase, { name: 'over', winner: 'fascist', reason: 'hitler-elected' }, 'three Ja of five: elected, and the Fascists win');
  const down = hitlerZone().when(nominate(1, 0), vote(0, 'ja'), vote(1, 'ja'), vote(2, 'nein'), vote(3, 'nein'), vote(4, 'nein'));
  assert.equal(down.pending, { kind: 'nomination', president: 2, eligible: [0, 1, 3, 4] });
});

test.run();
