// RULES §2.7: after the fifth Fascist policy the Chancellor may ask for a veto; the President agrees
// or refuses, and after a refusal the Chancellor must enact one of the two policies. RULES §5: a seat
// may change hands meanwhile, its role and what it learned passing to the newcomer. So when the
// Chancellor's seat changes hands after the Chancellor asked for the veto (while the President
// answers, or after the refusal), the request is the leaver's: `holderAt(…, 'veto')` names the
// leaver as the Chancellor who asked, though the office from then on ('office') is the newcomer's;
// a hand-over before the request leaves the request to the newcomer.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { holderAt, publicView } from '../../src/engine/index.js';
import type { GameEvent } from '../../src/engine/types.js';
import { given, elect, discard, enact, vetoRequest, vetoAnswer } from './support.js';

const replaced = (seat: number, name: string): GameEvent => ({ type: 'player-replaced', seat, name });

/** Five players, five Fascist policies down (the veto unlocked): Alice (seat 1) President, Bob (seat 2) Chancellor, Alice discarded. */
const atTheEnactment = () => given({ ruleset: 'custom', options: { startingFascistPolicies: 5 }, roles: 'LLFHL', deck: 'FFL LLL LL FFFF' })
  .when(elect(1), discard('fascist'));

test('given Bob asked for the veto and left his seat to Zed while the President answered, Bob is named as the Chancellor who asked, Zed as the office\'s holder', () => {
  const t = atTheEnactment().when(vetoRequest, replaced(1, 'Zed'));
  let view = publicView(t.state);
  assert.is(holderAt(view, 1, 1, 'veto'), 'Bob', 'Bob asked for the veto');
  assert.is(holderAt(view, 1, 1), 'Zed', 'the office was handed over with the session');
  t.when(vetoAnswer(false), enact('liberal'));
  view = publicView(t.state);
  assert.is(holderAt(view, 1, 1, 'veto'), 'Bob', 'after the refusal and the enactment as well');
  assert.is(holderAt(view, 0, 1, 'veto'), 'Alice', 'the President who refused: as before');
});

test('given Bob asked for the veto, was refused and left his seat to Zed before enacting, Bob is named as the Chancellor who asked', () => {
  const t = atTheEnactment().when(vetoRequest, vetoAnswer(false), replaced(1, 'Zed'));
  const view = publicView(t.state);
  assert.equal([holderAt(view, 1, 1, 'veto'), holderAt(view, 1, 1)], ['Bob', 'Zed']);
});

test('given Bob left his seat to Zed before asking for anything, Zed, who asked for the veto, is named as the one who asked', () => {
  const t = atTheEnactment().when(replaced(1, 'Zed'), vetoRequest, vetoAnswer(false));
  const view = publicView(t.state);
  assert.is(holderAt(view, 1, 1, 'veto'), 'Zed');
});

test('given the replacements of a game, each records whether it came after its government\'s Chancellor asked for the veto (derived at apply: the log event carries no such field)', () => {
  const t = atTheEnactment().when(replaced(2, 'Xena'), replaced(0, 'Wanda'), vetoRequest, replaced(1, 'Zed'), vetoAnswer(false), replaced(1, 'Yan'), replaced(0, 'Vera'));
  assert.equal(t.state.replacements.map((r) => [r.name, r.vetoRequestedBefore]), [['Xena', false], ['Wanda', false], ['Zed', true], ['Yan', true], ['Vera', false]]);
  assert.equal(t.log.filter((e) => e.type === 'player-replaced'), [replaced(2, 'Xena'), replaced(0, 'Wanda'), replaced(1, 'Zed'), replaced(1, 'Yan'), replaced(0, 'Vera')]);
  // The seat changed hands twice after Bob's request: the request stays Bob's.
  assert.is(holderAt(publicView(t.state), 1, 1, 'veto'), 'Bob');
});

test.run();
