// docs/house-rules.md: once a vote's deadline has passed, the house rule casts the missing votes.
// `play` offers it as `deadline --apply` decides it, previews it through commit's dry run and writes
// it through that command. Each decision is made at one time: the one its caller found the deadline
// passed at (houseRuleNow, houseRuleAction), and the preview's at the time commit gives its planner
// (planOn(game, now)), as the command decides at the write's. A clock read of their own could
// decide otherwise than the time they were given (the deadline passed at one and not at the other).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { openGame } from '../../src/game/open.js';
import { houseRuleAction, houseRuleNow } from '../../src/interactive/actions.js';
import { speechOf } from '../../src/game/speech.js';
import type { Context } from '../../src/cli/context.js';
import { houseRuleGame, T0, T2 } from '../support/house-rule-game.js';

/** Game `g` (house rule Nein, 24h deadline, Dmitri and Eve yet to vote) and a context whose clock reads `clock.now`. */
function atGame() {
  const cwd = houseRuleGame();
  const clock = { now: new Date(T2.CHANCERY_NOW) };
  const ctx: Context = { now: () => new Date(clock.now), env: {}, cwd, interactive: false };
  return { path: join(cwd, 'games', 'g.yaml'), ctx, clock };
}

const before = new Date(T0.CHANCERY_NOW);
const after = new Date(T2.CHANCERY_NOW);

test('given the deadline passed at the time houseRuleNow is given, it casts the missing votes whatever the context\'s clock reads by then', async () => {
  const { path, ctx, clock } = atGame();
  clock.now = before;
  const decided = await houseRuleNow(openGame(path), ctx, after);
  assert.ok('applied' in decided, JSON.stringify(decided));
  if ('applied' in decided) assert.equal(decided.applied.map((a) => [a.name, a.vote]), [['Dmitri', 'nein'], ['Eve', 'nein']]);
});

test('given the house rule offered, its preview decides at the time commit gives it (the deadline passed), not at the context\'s clock (before it), and at a time before the deadline casts nothing', async () => {
  const { path, ctx, clock } = atGame();
  const game = openGame(path);
  const action = await houseRuleAction(game, path, ctx, speechOf('en', 'secret-hitler'), after);
  assert.ok(action && !('refused' in action), 'the rule is offered');
  const offered = action as Exclude<typeof action, null | { refused: string }>;
  clock.now = before;
  const atWrite = await offered.planOn!(openGame(path), after);
  assert.equal(atWrite.intents, [{ type: 'vote', seat: 3, vote: 'nein' }, { type: 'vote', seat: 4, vote: 'nein' }]);
  clock.now = after;
  assert.equal((await offered.planOn!(openGame(path), before)).intents, []);
});

test.run();
