// RULES §2.5-2.6: the President draws three policies, discards one in secret and passes the other
// two to the Chancellor, who enacts one. RULES §5: a seat may change hands meanwhile, its role and
// what it learned passing to the newcomer. So when the President's seat changes hands after the
// discard, while the Chancellor has still to enact, the discard and the two cards passed are the
// leaver's: `holderAt(…, 'discard')` names the leaver as that session's President, though the
// offices from then on ('office') are the newcomer's. A hand-over before the discard leaves the
// discard to the newcomer.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { holderAt, publicView } from '../../src/engine/index.js';
import type { GameEvent } from '../../src/engine/types.js';
import { given, elect, discard, enact, vetoRequest, vetoAnswer } from './support.js';

const replaced = (seat: number, name: string): GameEvent => ({ type: 'player-replaced', seat, name });

/** Five players: Alice (seat 1) President, Carol elected Chancellor, the hand Fascist, Fascist, Liberal. */
const inSession = () => given({ deck: 'FFL LLL FFFFFF LL FFF' }).when(elect(2));

test('given the President\'s seat changed hands after the discard, before the Chancellor enacted, the leaver is named as the session\'s President (the discard), the newcomer as the office\'s holder', () => {
  const t = inSession().when(discard('fascist'), replaced(0, 'Zed'), enact('liberal'));
  const view = publicView(t.state);
  assert.is(holderAt(view, 0, 1, 'discard'), 'Alice', 'Alice discarded and passed the two cards');
  assert.is(holderAt(view, 0, 1, 'vote'), 'Alice');
  assert.is(holderAt(view, 0, 1), 'Zed', 'the office was handed over with the session');
  assert.is(holderAt(view, 2, 1, 'discard'), 'Carol', 'a seat that was not the President\'s: as its office');
});

test('given the President\'s seat changed hands before the discard (before the draw, or with the three cards in hand), the newcomer is named as the one who discarded', () => {
  const before = inSession().when(replaced(0, 'Zed'), discard('fascist'), enact('liberal'));
  assert.is(holderAt(publicView(before.state), 0, 1, 'discard'), 'Zed');
});

test('given the seat changed hands again later, the session\'s President stays the one who discarded, and a later government\'s is its own', () => {
  const t = inSession().when(discard('fascist'), replaced(0, 'Zed'), enact('liberal'), replaced(0, 'Yan'));
  const view = publicView(t.state);
  assert.equal([holderAt(view, 0, 1, 'discard'), holderAt(view, 0, 2, 'discard'), holderAt(view, 0)], ['Alice', 'Yan', 'Yan']);
});

test('given the seat changed hands while the President was asked about the veto, the discard stays the leaver\'s', () => {
  // Five Fascist policies from the start unlock the veto (RULES §2.8).
  const t = given({ ruleset: 'custom', options: { startingFascistPolicies: 5 }, roles: 'LLFHL', deck: 'FFL LLL LL FFFF' })
    .when(elect(1), discard('fascist'), vetoRequest, replaced(0, 'Zed'), vetoAnswer(false), enact('liberal'));
  assert.equal([holderAt(publicView(t.state), 0, 1, 'discard'), holderAt(publicView(t.state), 0, 1)], ['Alice', 'Zed']);
});

test('given the replacements of a game, each records whether it came after its government\'s President discarded (derived at apply: the log event carries no such field)', () => {
  const t = inSession().when(discard('fascist'), replaced(2, 'Xena'), replaced(0, 'Zed'), enact('liberal'), replaced(3, 'Wanda'));
  assert.equal(t.state.replacements.map((r) => [r.name, r.after, r.discardedBefore]), [['Xena', 0, false], ['Zed', 0, true], ['Wanda', 1, false]]);
  assert.equal(t.log.filter((e) => e.type === 'player-replaced'), [replaced(2, 'Xena'), replaced(0, 'Zed'), replaced(3, 'Wanda')]);
});

test.run();
