// `chancery execute <game> <target>`: the President executes a player (if it is Hitler, the Liberals win).
import { decide, resolveGamePath } from '../game/session.js';
import { resolvePlayer } from '../game/players.js';
import { outcomeOf } from '../game/outcome.js';
import { presidentOf, decisionResult, type DecisionResult } from '../game/act.js';
import type { Context } from '../cli/context.js';

export interface ExecuteInput { game: string; target: string }

export async function execute(input: ExecuteInput, ctx: Context): Promise<DecisionResult> {
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  const outcome = await decide(path, ctx.now(), (game) => ({
    decide: [{ type: 'player-executed', president: presidentOf(game.state), target: resolvePlayer(input.target, game.state.players) }],
    result: null,
  }));
  return decisionResult(outcomeOf(path, outcome), [], ctx);
}
