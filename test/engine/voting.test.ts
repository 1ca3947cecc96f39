// RULES §2.3 Vote: every living player votes, the candidates included; elected when Ja votes are
// more than half of the living players; a tie fails.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { given, govern, execute, nominate, vote, votes } from './support.js';

test('the tally waits until every living player has voted, the candidates included', () => {
  const t = given().when(nominate(0, 1), vote(2, 'ja'), vote(3, 'ja'), vote(4, 'ja'));
  assert.equal(t.pending, { kind: 'votes', president: 0, chancellor: 1, waitingFor: [0, 1], voted: [2, 3, 4] });
  t.when(vote(0, 'nein'));
  assert.is(t.pending.kind, 'votes');
  t.when(vote(1, 'nein'));
  assert.is(t.state.phase.name, 'legislative');
  const g = t.state.governments[0];
  assert.equal(g.votes, { 0: 'nein', 1: 'nein', 2: 'ja', 3: 'ja', 4: 'ja' });
  assert.is(g.elected, true);
});

test('three Ja of five living elect; two Ja of five fail', () => {
  assert.is(given().when(nominate(0, 1), votes('jjjnn')).state.phase.name, 'legislative');
  const failed = given().when(nominate(0, 1), votes('jjnnn'));
  assert.is(failed.state.phase.name, 'nomination');
  assert.is(failed.state.governments[0].elected, false);
});

test('a tie fails: three Ja of six', () => {
  const t = given({ roles: 'HFLLLL' }).when(nominate(0, 1), votes('jjjnnn'));
  assert.is(t.state.governments[0].elected, false);
  assert.is(t.state.electionTracker, 1);
});

test('the majority counts living players only: three Ja of five living at a six-player table elect', () => {
  const t = given({ roles: 'HFLLLL', ruleset: 'custom', options: { startingFascistPolicies: 3 }, deck: 'FFF LLLLLL FFFFF' })
    .when(govern(2, 'fascist'), execute(0, 5), nominate(1, 3), votes('jjjnn-'));
  assert.is(t.state.governments[1].elected, true);
});

test('a later vote of the same player replaces the earlier one until the tally', () => {
  const t = given().when(nominate(0, 1), vote(2, 'ja'), vote(2, 'nein'));
  assert.equal(t.state.phase.name === 'election' && t.state.phase.votes, { 2: 'nein' });
});

test('a dead player cannot vote', () => {
  const t = given({ roles: 'HFLLLL', ruleset: 'custom', options: { startingFascistPolicies: 3 }, deck: 'FFF LLLLLL FFFFF' })
    .when(govern(2, 'fascist'), execute(0, 5), nominate(1, 3));
  t.refuses(vote(5, 'ja'), 'dead-player', /Frank was executed and cannot vote/);
  assert.equal(t.pending.kind === 'votes' && t.pending.waitingFor, [0, 1, 2, 3, 4]);
});

test('a tally that misstates the votes is refused', () => {
  const t = given().when(nominate(0, 1));
  for (const s of [0, 1, 2]) t.step(vote(s, 'ja'));
  t.step(vote(3, 'nein')).step(vote(4, 'nein'));
  t.refuses({ type: 'votes-tallied', ja: [0, 1, 2], nein: [3, 4], elected: false }, 'bad-tally', /Ja 3, Nein 2 of 5 living: the government is elected/);
  t.refuses({ type: 'votes-tallied', ja: [0, 1], nein: [2, 3, 4], elected: false }, 'bad-tally');
});

test('votes are refused outside an election, and a vote is ja or nein', () => {
  const t = given();
  t.refuses(vote(0, 'ja'), 'wrong-phase', /cannot vote now: the game waits for Alice to nominate/);
  t.when(nominate(0, 1));
  t.refuses({ type: 'vote-cast', seat: 0, vote: 'maybe' as 'ja' }, 'wrong-phase', /ja or nein, not maybe/);
  t.refuses(vote(7, 'ja'), 'unknown-seat');
});

test('RULES §2.10 Execution: the executed player has no vote; the tally waits for the living only and counts them only', () => {
  // Seven players, four Fascist policies after this one: Alice executes Grace (a Liberal).
  const t = given({ roles: 'HFFLLLL', ruleset: 'custom', options: { startingFascistPolicies: 3 }, deck: 'F'.repeat(8) + 'LLLLLL', firstPresident: 0 })
    .when(govern(3, 'fascist'), execute(0, 6), nominate(1, 4));
  t.refuses(vote(6, 'nein'), 'dead-player', /Grace was executed and cannot vote/);
  assert.equal(t.pending.kind === 'votes' && t.pending.waitingFor, [0, 1, 2, 3, 4, 5]);
  // Three Ja of six living is a tie and fails; four of six elect.
  t.when(votes('jjjnnn-'));
  assert.is(t.state.governments[1].elected, false);
  assert.equal(t.state.governments[1].votes, { 0: 'ja', 1: 'ja', 2: 'ja', 3: 'nein', 4: 'nein', 5: 'nein' });
  t.when(nominate(2, 4));
  t.refuses(vote(6, 'ja'), 'dead-player');
  t.when(votes('jjjjnn-'));
  assert.is(t.state.governments[2].elected, true);
});

test.run();
