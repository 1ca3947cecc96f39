// RULES §2.9 Reshuffle: with fewer than three cards left after an enactment, an accepted veto or a
// chaos enactment, the deck and the discards are shuffled into a new deck.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cards, discard, enact, elect, given, govern, peek, reject, vetoAnswer, vetoRequest } from './support.js';

// Twelve policies, the least a deck may hold (5 Liberal, 7 Fascist), one Fascist on the board from
// the start: eleven cards to draw (5 Liberal, 6 Fascist), and three governments leave two.
const small = (reshuffles: string[]) => given({ ruleset: 'custom', options: { deck: { liberal: 5, fascist: 7 }, startingFascistPolicies: 1 }, deck: 'LLF LLF LFF FF', reshuffles });

test('no reshuffle while three or more cards remain', () => {
  const t = small([]).when(govern(2, 'liberal'), govern(3, 'liberal'));
  assert.is(t.state.deck.length, 5);
  assert.is(t.state.shuffles, 1);
});

test('after an enactment leaves fewer than three cards, the deck and discards become a new deck', () => {
  const t = small(['FLFFFLFL']).when(govern(2, 'liberal'), govern(3, 'liberal'));
  t.when(elect(4));
  t.step(discard('liberal')).step(enact('fascist'));
  assert.equal(t.pending, { kind: 'shuffle', cards: [...cards('FF'), ...t.state.discard] });
  t.refuses({ type: 'deck-shuffled', deck: cards('FLFFFLF') }, 'bad-deck', /draw pile and discards \(3 liberal, 5 fascist\), not 2 liberal, 5 fascist/);
  t.settle();
  assert.equal(t.state.deck, cards('FLFFFLFL'));
  assert.equal(t.state.discard, []);
  assert.is(t.state.shuffles, 2);
  assert.is(t.president, 3);
});

test('after an accepted veto leaves fewer than three cards, the deck is reshuffled', () => {
  // Five Fascist policies on the track: seven cards (5 Liberal, 2 Fascist) remain to play with.
  const t = given({ ruleset: 'custom', options: { deck: { liberal: 5, fascist: 7 }, startingFascistPolicies: 5 }, deck: 'LLL LLF F', reshuffles: ['LFLLLLF'] })
    .when(elect(2), discard('liberal'), vetoRequest, vetoAnswer(true));
  assert.is(t.state.shuffles, 1, 'four cards remain: no reshuffle yet');
  t.when(elect(3), discard('liberal'), vetoRequest, vetoAnswer(true));
  assert.is(t.state.shuffles, 2);
  assert.equal(t.state.deck, cards('LFLLLLF'));
  assert.is(t.state.electionTracker, 2);
});

test('after a chaos enactment leaves fewer than three cards, the deck is reshuffled', () => {
  // Nine cards (three Fascist policies on the board); two governments leave three; chaos takes one and leaves two.
  const t = given({ ruleset: 'custom', options: { deck: { liberal: 5, fascist: 7 }, startingFascistPolicies: 3 }, deck: 'LLF LLF FLF', reshuffles: ['LFFLLF'] })
    .when(govern(2, 'liberal'), govern(3, 'liberal'));
  assert.is(t.state.deck.length, 3);
  t.when(reject(4), reject(4), reject(0));
  assert.is(t.state.fascistPolicies, 4);
  assert.is(t.state.shuffles, 2);
  assert.equal(t.state.deck, cards('LFFLLF'));
});

test('a Policy Peek after a reshuffle sees three cards of the new deck', () => {
  // Ten cards: three governments leave one, shuffled with the six discards into a deck of seven.
  const t = given({ ruleset: 'custom', options: { deck: { liberal: 5, fascist: 7 }, startingFascistPolicies: 2 }, deck: 'LLF LLF LFF F', reshuffles: ['FLLLFFF'] })
    .when(govern(2, 'liberal'), govern(3, 'liberal'), govern(4, 'fascist'));
  assert.equal(t.pending, { kind: 'power', president: 2, power: 'peek', eligible: [] });
  assert.is(t.state.deck.length, 7);
  t.refuses(peek(2, 'LFF'), 'bad-draw', /top three policies \(fascist, liberal, liberal\)/);
  t.when(peek(2, 'FLL'));
  assert.equal(t.state.peeks, [{ president: 2, cards: cards('FLL') }]);
});

test.run();
