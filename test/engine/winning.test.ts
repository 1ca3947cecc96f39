// RULES §3 Winning: the four ways to win, checked the moment they happen; nothing after.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { detectWin } from '../../src/engine/index.js';
import { discard, elect, enact, execute, given, govern, nominate } from './support.js';

test('the fifth Liberal policy wins for the Liberals', () => {
  const t = given({ deck: 'LFF LFF LFF LFF LFF LF' });
  for (let k = 0; k < 4; k++) t.when(govern((t.president + 1) % 5, 'liberal'));
  assert.is(t.state.liberalPolicies, 4);
  assert.is(t.state.phase.name, 'nomination');
  t.when(govern((t.president + 1) % 5, 'liberal'));
  assert.equal(t.state.phase, { name: 'over', winner: 'liberal', reason: 'five-liberal' });
});

test('the sixth Fascist policy wins for the Fascists', () => {
  const t = given({ ruleset: 'custom', options: { startingFascistPolicies: 5 }, deck: 'FFF LLLLLL FFF' }).when(govern(2, 'fascist'));
  assert.equal(t.state.phase, { name: 'over', winner: 'fascist', reason: 'six-fascist' });
});

test('Hitler elected Chancellor after three Fascist policies wins for the Fascists', () => {
  const t = given({ roles: 'LLLFH', ruleset: 'custom', options: { startingFascistPolicies: 3 } }).when(elect(4));
  assert.equal(t.state.phase, { name: 'over', winner: 'fascist', reason: 'hitler-elected' });
});

test('Hitler executed wins for the Liberals', () => {
  const t = given({ roles: 'LLLFH', ruleset: 'custom', options: { startingFascistPolicies: 3 }, deck: 'FFF LLLLLL FFFFF' })
    .when(govern(2, 'fascist'), execute(0, 4));
  assert.equal(t.state.phase, { name: 'over', winner: 'liberal', reason: 'hitler-executed' });
});

test('a win is checked the moment it happens: only the end of the game may follow', () => {
  const t = given({ ruleset: 'custom', options: { startingFascistPolicies: 5 }, deck: 'FFF LLLLLL FFF' }).when(elect(2));
  t.step(discard('fascist')).step(enact('fascist'));
  assert.equal(detectWin(t.state), { winner: 'fascist', reason: 'six-fascist' });
  t.refuses(nominate(1, 3), 'game-over', /fascists have won \(six-fascist\): only the end of the game may follow/);
  t.refuses({ type: 'game-ended', winner: 'liberal', reason: 'five-liberal' }, 'no-win', /fascist win \(six-fascist\), not liberal \(five-liberal\)/);
  t.settle();
  assert.equal(t.log[t.log.length - 1], { type: 'game-ended', winner: 'fascist', reason: 'six-fascist' });
  t.refuses(nominate(1, 3), 'game-over', /the game is over \(fascists won\): nothing more can be played/);
});

test('the game cannot be ended before a side has won', () => {
  given().refuses({ type: 'game-ended', winner: 'liberal', reason: 'five-liberal' }, 'no-win', /no side has won yet/);
});

test('a replaced player keeps the seat and its role; once a side has won, nobody takes a seat over (nothing after a win is played)', () => {
  const t = given({ ruleset: 'custom', options: { startingFascistPolicies: 5 }, deck: 'FFF LLLLLL FFF' })
    .when({ type: 'player-replaced', seat: 3, name: 'Mallory' });
  assert.is(t.state.players[3], 'Mallory');
  assert.is(t.state.roles![3], 'liberal');
  t.refuses({ type: 'player-replaced', seat: 2, name: 'alice' }, 'bad-name', /alice already plays in seat 1/);
  t.when(elect(2)).step(discard('fascist')).step(enact('fascist'));
  t.refuses({ type: 'player-replaced', seat: 4, name: 'Trent' }, 'game-over', /fascists have won \(six-fascist\): only the end of the game may follow/);
  t.settle();
  assert.equal(t.state.phase, { name: 'over', winner: 'fascist', reason: 'six-fascist' });
  const refusal = t.refuses({ type: 'player-replaced', seat: 4, name: 'Trent' }, 'game-over', /the game is over \(fascists won\): nothing more can be played/);
  assert.is(refusal.rule, 'RULES §3 Winning');
  assert.is(t.state.players[4], 'Eve');
});

test.run();
