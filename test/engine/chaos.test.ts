// RULES §2.4 Failed vote and §2.8 Tracker reset: the tracker, chaos on the third failure in a row,
// no power from chaos, term limits forgotten.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { discard, elect, given, govern, nominate, reject, vetoAnswer, vetoRequest } from './support.js';

test('a failed vote advances the tracker and moves the Presidency on', () => {
  const t = given().when(reject(1));
  assert.is(t.state.electionTracker, 1);
  assert.is(t.president, 1);
  assert.is(t.state.liberalPolicies + t.state.fascistPolicies, 0);
});

test('the third failure in a row enacts the top policy, resets the tracker and forgets the term limits', () => {
  const t = given({ roles: 'HFFLLLL', deck: 'LLL F LLL FFFFFFFFFF' }).when(govern(3, 'liberal'));
  assert.equal(t.state.lastElected, { president: 0, chancellor: 3 });
  t.when(reject(2), reject(4), reject(5));
  assert.is(t.state.fascistPolicies, 1, 'the top card (F) was enacted by chaos');
  assert.is(t.state.electionTracker, 0);
  assert.is(t.state.lastElected, null);
  assert.equal(t.state.governments[3].chaos, 'fascist');
  assert.is(t.state.deck.length, 13);
  // Alice and Dmitri were term-limited; after chaos anyone may be nominated.
  assert.equal(t.pending, { kind: 'nomination', president: 4, eligible: [0, 1, 2, 3, 5, 6] });
});

test('chaos ignores the power the policy would grant', () => {
  // Five players, two Fascist policies on the track: the third would grant the Policy Peek.
  const t = given({ ruleset: 'custom', options: { startingFascistPolicies: 2 }, deck: 'FLLLLLL FFFFFFFF' });
  t.when(reject(1), reject(2), reject(3));
  assert.is(t.state.fascistPolicies, 3);
  assert.equal(t.pending, { kind: 'nomination', president: 3, eligible: [0, 1, 2, 4] });
  assert.is(t.state.governments[2].power, undefined);
});

test('chaos enacts only the top policy', () => {
  const t = given({ deck: 'FLLLLLL FFFFFFFFFF' }).when(reject(1), reject(2), nominate(2, 3));
  for (const s of [0, 1, 2, 3, 4]) t.step({ type: 'vote-cast', seat: s, vote: 'nein' });
  t.step({ type: 'votes-tallied', ja: [], nein: [0, 1, 2, 3, 4], elected: false });
  assert.equal(t.pending, { kind: 'chaos' });
  t.refuses({ type: 'chaos-enacted', policy: 'liberal' }, 'bad-chaos', /top policy of the deck \(fascist\), not liberal/);
  t.refuses(nominate(3, 1), 'wrong-phase', /chaos enacts the top policy/);
});

test('an enactment by a government resets the tracker', () => {
  const t = given().when(reject(1), reject(2));
  assert.is(t.state.electionTracker, 2);
  t.when(govern(4, 'liberal'));
  assert.is(t.state.electionTracker, 0);
});

test('failures that are not in a row do not cause chaos', () => {
  const t = given().when(reject(1), reject(2), govern(4, 'liberal'), reject(0), reject(0));
  assert.is(t.state.electionTracker, 2);
  assert.is(t.state.liberalPolicies, 1);
});

test('with trackerReset: on-election, a successful election resets the tracker before any enactment', () => {
  const t = given({ options: { trackerReset: 'on-election' }, ruleset: 'custom' }).when(reject(1), reject(2), nominate(2, 4));
  assert.is(t.state.electionTracker, 2);
  t.when(...[0, 1, 2, 3, 4].map((s) => ({ type: 'vote-cast' as const, seat: s, vote: 'ja' as const })));
  assert.is(t.state.phase.name, 'legislative');
  assert.is(t.state.electionTracker, 0);
});

test('with trackerReset: on-enactment (the default), the tracker stays until the policy is enacted', () => {
  const t = given().when(reject(1), reject(2), nominate(2, 4));
  t.when(...[0, 1, 2, 3, 4].map((s) => ({ type: 'vote-cast' as const, seat: s, vote: 'ja' as const })));
  assert.is(t.state.electionTracker, 2);
});

test('RULES §2.8 trackerReset: on-election: two failures, an election, then an accepted veto leave the tracker at 1, no chaos', () => {
  // The veto (five Fascist policies) is the one way an elected government enacts nothing, so only the
  // reset at the election keeps this third step of the tracker from being chaos.
  const t = given({ ruleset: 'custom', options: { startingFascistPolicies: 5, trackerReset: 'on-election' } }).when(reject(2), reject(3));
  assert.is(t.state.electionTracker, 2);
  t.when(elect(3));
  assert.is(t.state.electionTracker, 0, 'reset by the election');
  t.when(discard('liberal'), vetoRequest, vetoAnswer(true));
  assert.is(t.state.electionTracker, 1);
  assert.is(t.state.liberalPolicies, 0, 'nothing enacted by chaos');
  assert.is(t.state.governments.at(-1)!.chaos, undefined);
});

test('RULES §2.8 trackerReset: on-enactment: the same two failures, election and accepted veto are the third step: chaos', () => {
  const t = given({ ruleset: 'custom', options: { startingFascistPolicies: 5 } }).when(reject(2), reject(3), elect(3));
  assert.is(t.state.electionTracker, 2, 'an election alone does not reset it');
  t.when(discard('liberal'), vetoRequest, vetoAnswer(true));
  assert.is(t.state.liberalPolicies, 1, 'chaos enacted the top policy (Liberal)');
  assert.is(t.state.electionTracker, 0);
});

test('RULES §2.8 trackerReset: on-election: a failure after an election counts from zero; three failures after it are chaos', () => {
  const t = given({ ruleset: 'custom', options: { trackerReset: 'on-election' } }).when(reject(1), reject(2), govern(4, 'liberal'));
  assert.is(t.state.electionTracker, 0);
  t.when(reject(0), reject(0));
  assert.is(t.state.electionTracker, 2);
  assert.is(t.state.liberalPolicies, 1);
  t.when(reject(1));
  assert.is(t.state.liberalPolicies + t.state.fascistPolicies, 2, 'the third failure in a row enacted by chaos');
  assert.is(t.state.electionTracker, 0);
});

test.run();
