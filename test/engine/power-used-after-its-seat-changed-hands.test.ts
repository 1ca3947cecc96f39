// RULES §2.10: a power is used by the sitting President, before the next round. RULES §5: a seat
// may change hands meanwhile, its role and what it learned passing to the newcomer. So when the
// President's seat changes hands while the power is pending, the newcomer uses it; when a target's
// seat does, the power falls on the newcomer. The government itself (its offices, its vote) stays
// the leaver's. `holderAt(…, 'power')` names the power's user and target; a seat changing hands
// after the power was used (at the next nomination) leaves both to the leaver.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { holderAt, publicView } from '../../src/engine/index.js';
import type { GameEvent } from '../../src/engine/types.js';
import { given, govern, investigate, execute, specialElection, peek } from './support.js';

const replaced = (seat: number, name: string): GameEvent => ({ type: 'player-replaced', seat, name });

/** Seven players, one Fascist policy from the start: Alice (seat 1) > Carol enact the second, Investigate Loyalty (RULES §2.10). */
const atInvestigation = () => given({ roles: 'HFFLLLL', ruleset: 'custom', options: { startingFascistPolicies: 1 }, deck: 'F'.repeat(10) + 'LLLLLL' }).when(govern(2, 'fascist'));

test('given the President\'s seat changed hands while the investigation was pending, the newcomer is named as its user, the leaver as the President, also after the seat changes hands again', () => {
  const t = atInvestigation();
  assert.is(t.pending.kind, 'power');
  t.when(replaced(0, 'Zed'), investigate(0, 3, 'liberal'), replaced(0, 'Yan'));
  const view = publicView(t.state);
  assert.is(holderAt(view, 0, 1, 'power'), 'Zed', 'Zed investigated');
  assert.is(holderAt(view, 0, 1), 'Alice', 'Alice was President of government 1');
  assert.is(holderAt(view, 0, 1, 'vote'), 'Alice');
  assert.is(holderAt(view, 0), 'Yan');
  assert.is(holderAt(view, 3, 1, 'power'), 'Dmitri', 'the target, whose seat never changed hands');
});

test('given the target\'s seat changed hands while the investigation was pending, the newcomer is named as the player investigated, also after the seat changes hands again', () => {
  const t = atInvestigation().when(replaced(3, 'Xena'), investigate(0, 3, 'liberal'), replaced(3, 'Wanda'));
  const view = publicView(t.state);
  assert.is(holderAt(view, 3, 1, 'power'), 'Xena');
  assert.is(holderAt(view, 3, 1, 'vote'), 'Dmitri', 'Dmitri voted in government 1');
  assert.is(holderAt(view, 3), 'Wanda');
  assert.is(holderAt(view, 0, 1, 'power'), 'Alice', 'the President, whose seat never changed hands');
});

test('given a seat changed hands after the power was used (at the next nomination), the power\'s user and target stay the leavers', () => {
  const t = atInvestigation().when(investigate(0, 3, 'liberal'), replaced(3, 'Xena'), replaced(0, 'Zed'));
  const view = publicView(t.state);
  assert.is(holderAt(view, 3, 1, 'power'), 'Dmitri');
  assert.is(holderAt(view, 0, 1, 'power'), 'Alice');
  assert.is(holderAt(view, 0, 2, 'power'), 'Zed', 'a later government\'s power is the newcomer\'s');
});

test('given the replacements of a game, each records whether it came while its government\'s power was pending (derived at apply: the log event carries no such field)', () => {
  const t = atInvestigation().when(replaced(3, 'Xena'), investigate(0, 3, 'liberal'), replaced(3, 'Wanda'));
  assert.equal(t.state.replacements.map((r) => [r.name, r.after, r.powerPending]), [['Xena', 1, true], ['Wanda', 1, false]]);
  assert.equal(t.log.filter((e) => e.type === 'player-replaced'), [replaced(3, 'Xena'), replaced(3, 'Wanda')]);
});

test('given the target\'s seat changed hands while the investigation was pending, investigating it again is refused as the newcomer\'s own investigation', () => {
  // Nine players: the first two Fascist policies each give an investigation (RULES §2.10).
  const nine = given({ roles: 'HFFFLLLLL', deck: 'F'.repeat(11) + 'LLLLLL' }).when(govern(2, 'fascist'), replaced(5, 'Xena'), investigate(0, 5, 'liberal'), govern(4, 'fascist'));
  assert.equal([nine.pending.kind, 'power' in nine.pending ? nine.pending.power : null], ['power', 'investigate']);
  nine.refuses(investigate(1, 5, 'liberal'), 'already-investigated', /^Xena was already investigated/);
  nine.when(replaced(5, 'Wanda'));
  nine.refuses(investigate(1, 5, 'liberal'), 'seat-already-investigated', /Wanda's seat was already investigated, when Xena held it/);
});

test('given the President\'s seat changed hands while a peek, a special election or an execution was pending, the newcomer is named as its user; a target\'s seat, the newcomer as its target', () => {
  // Five players, two Fascist policies from the start: the third is the Policy Peek, the fourth an Execution.
  const p = given({ ruleset: 'custom', options: { startingFascistPolicies: 2 }, deck: 'FFF LFL LLLL FFFFF' }).when(govern(2, 'fascist'), replaced(0, 'Wendy'), peek(0, 'LFL'));
  assert.is(holderAt(publicView(p.state), 0, 1, 'power'), 'Wendy');
  const x = given({ ruleset: 'custom', options: { startingFascistPolicies: 3 }, roles: 'LFHLL', deck: 'FFF LLL LLL FFFFF' }).when(govern(1, 'fascist'), replaced(3, 'Xena'), execute(0, 3), replaced(0, 'Zed'));
  assert.equal([holderAt(publicView(x.state), 0, 1, 'power'), holderAt(publicView(x.state), 3, 1, 'power')], ['Alice', 'Xena']);
  const s = given({ roles: 'HFFLLLL', ruleset: 'custom', options: { startingFascistPolicies: 2 }, deck: 'F'.repeat(9) + 'LLLLLL' }).when(govern(2, 'fascist'), replaced(5, 'Yves'), specialElection(0, 5));
  assert.equal([holderAt(publicView(s.state), 5, 1, 'power'), holderAt(publicView(s.state), 5, 1)], ['Yves', 'Frank']);
});

test.run();
