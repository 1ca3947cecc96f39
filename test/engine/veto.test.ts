// RULES §2.7 Veto: unlocked by the fifth Fascist policy; agreed, it discards both and advances the
// tracker; refused, the Chancellor must enact and cannot ask again in that session.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { discard, elect, enact, given, reject, vetoAnswer, vetoRequest } from './support.js';

const vetoTable = () => given({ ruleset: 'custom', options: { startingFascistPolicies: 5 }, deck: 'FFL FFL LLLL FF' });

test('before the fifth Fascist policy, a veto cannot be asked', () => {
  const t = given({ ruleset: 'custom', options: { startingFascistPolicies: 4 } }).when(elect(2), discard('liberal'));
  assert.equal(t.pending, { kind: 'chancellor-enact', president: 0, chancellor: 2, vetoAllowed: false });
  t.refuses(vetoRequest, 'veto-locked', /unlocked by the fifth Fascist policy; 4 are enacted/);
});

test('after the fifth Fascist policy, the Chancellor may ask; if the President agrees both are discarded and the tracker advances', () => {
  const t = vetoTable().when(elect(2), discard('liberal'));
  assert.equal(t.pending, { kind: 'chancellor-enact', president: 0, chancellor: 2, vetoAllowed: true });
  t.when(vetoRequest);
  assert.equal(t.pending, { kind: 'veto-answer', president: 0, chancellor: 2 });
  t.refuses(enact('fascist'), 'wrong-phase', /answer the veto request/);
  t.when(vetoAnswer(true));
  assert.is(t.state.fascistPolicies, 5);
  assert.is(t.state.liberalPolicies, 0);
  assert.is(t.state.electionTracker, 1);
  assert.is(t.state.discard.length, 3);
  assert.equal(t.state.governments[0].veto, { requested: true, accepted: true });
  assert.is(t.president, 1);
  // The vetoed government was still elected: its pair is term-limited.
  assert.equal(t.state.lastElected, { president: 0, chancellor: 2 });
});

test('if the President refuses, the Chancellor must enact and cannot ask for a veto again in that session', () => {
  const t = vetoTable().when(elect(2), discard('liberal'), vetoRequest, vetoAnswer(false));
  assert.equal(t.pending, { kind: 'chancellor-enact', president: 0, chancellor: 2, vetoAllowed: false });
  t.refuses(vetoRequest, 'veto-already-refused', /Alice already refused a veto in this session: Carol must enact a policy/);
  t.when(enact('fascist'));
  assert.equal(t.state.phase, { name: 'over', winner: 'fascist', reason: 'six-fascist' });
});

test('the next session may ask for a veto again', () => {
  const t = vetoTable().when(elect(2), discard('liberal'), vetoRequest, vetoAnswer(true), elect(3), discard('liberal'));
  assert.equal(t.pending, { kind: 'chancellor-enact', president: 1, chancellor: 3, vetoAllowed: true });
});

test('an accepted veto that is the third failure in a row causes chaos', () => {
  const t = vetoTable().when(reject(2), reject(3), elect(4), discard('liberal'), vetoRequest, vetoAnswer(true));
  // The draw took F F L; the top card now is F: chaos enacts it, the sixth Fascist policy.
  assert.equal(t.state.phase, { name: 'over', winner: 'fascist', reason: 'six-fascist' });
  assert.equal(t.state.governments[2].chaos, 'fascist');
});

test('a veto is asked only by a Chancellor holding two policies, and answered only when asked', () => {
  const t = vetoTable().when(elect(2));
  t.refuses(vetoRequest, 'wrong-phase', /waits for Alice to discard/);
  t.refuses(vetoAnswer(true), 'wrong-phase');
});

test.run();
