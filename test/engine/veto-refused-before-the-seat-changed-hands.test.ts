// RULES §2.7: after the fifth Fascist policy the Chancellor may ask for a veto; if the President
// refuses, the Chancellor must enact one of the two policies. RULES §5: a seat may change hands
// meanwhile, its role and what it learned passing to the newcomer. So when the President's seat
// changes hands after the refusal, while the Chancellor has still to enact, the refusal is the
// leaver's: `holderAt(…, 'veto')` names the leaver as the President who refused, though the offices
// from then on ('office') are the newcomer's; a hand-over before the answer leaves the refusal to
// the newcomer. The engine's own refusal of a second veto request names the one who refused.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { holderAt, publicView } from '../../src/engine/index.js';
import type { GameEvent } from '../../src/engine/types.js';
import { given, elect, discard, enact, vetoRequest, vetoAnswer } from './support.js';

const replaced = (seat: number, name: string): GameEvent => ({ type: 'player-replaced', seat, name });

/** Five players, five Fascist policies down (the veto unlocked): Alice (seat 1) President, Bob Chancellor, Alice discarded. */
const atTheVeto = () => given({ ruleset: 'custom', options: { startingFascistPolicies: 5 }, roles: 'LLFHL', deck: 'FFL LLL LL FFFF' })
  .when(elect(1), discard('fascist'), vetoRequest);

test('given the President refused the veto and then her seat changed hands before the Chancellor enacted, the leaver is named as the President who refused, the newcomer as the office\'s holder', () => {
  const t = atTheVeto().when(vetoAnswer(false), replaced(0, 'Zed'));
  let view = publicView(t.state);
  assert.is(holderAt(view, 0, 1, 'veto'), 'Alice', 'Alice refused the veto');
  assert.is(holderAt(view, 0, 1), 'Zed', 'the office was handed over with the session');
  t.when(enact('liberal'));
  view = publicView(t.state);
  assert.is(holderAt(view, 0, 1, 'veto'), 'Alice', 'after the enactment as well');
  assert.is(holderAt(view, 1, 1, 'veto'), 'Bob', 'a seat that was not the President\'s: as its office');
});

test('given the President\'s seat changed hands while the veto question was open, the newcomer who answered it is named as the one who refused', () => {
  const t = atTheVeto().when(replaced(0, 'Zed'), vetoAnswer(false), enact('liberal'));
  const view = publicView(t.state);
  assert.equal([holderAt(view, 0, 1, 'veto'), holderAt(view, 0, 1, 'discard')], ['Zed', 'Alice']);
});

test('given the seat changed hands twice, once after the refusal and once in a later government, the refusal stays the one who refused', () => {
  const t = atTheVeto().when(vetoAnswer(false), replaced(0, 'Zed'), enact('liberal'), replaced(0, 'Yan'));
  const view = publicView(t.state);
  assert.equal([holderAt(view, 0, 1, 'veto'), holderAt(view, 0, 2, 'veto'), holderAt(view, 0)], ['Alice', 'Yan', 'Yan']);
});

test('given the replacements of a game, each records whether it came after its government\'s President refused the veto (derived at apply: the log event carries no such field)', () => {
  const t = atTheVeto().when(replaced(2, 'Xena'), vetoAnswer(false), replaced(1, 'Wanda'), replaced(0, 'Zed'));
  assert.equal(t.state.replacements.map((r) => [r.name, r.vetoRefusedBefore]), [['Xena', false], ['Wanda', false], ['Zed', true]]);
  assert.equal(t.log.filter((e) => e.type === 'player-replaced'), [replaced(2, 'Xena'), replaced(1, 'Wanda'), replaced(0, 'Zed')]);
});

test('given Alice refused the veto and left her seat to Zed, when the Chancellor asks for a veto again, the refusal names Alice, who refused it', () => {
  const t = atTheVeto().when(vetoAnswer(false), replaced(0, 'Zed'));
  const error = t.refuses(vetoRequest, 'veto-already-refused', /^Alice already refused a veto in this session: Bob must enact/);
  assert.is(error.params.president, 'Alice');
});

test.run();
