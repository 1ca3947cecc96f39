// `chancery special-election <game> <target>`: the President chooses the next Presidential candidate.
import { decide, resolveGamePath } from '../game/session.js';
import { resolvePlayer } from '../game/players.js';
import { outcomeOf } from '../game/outcome.js';
import { presidentOf, decisionResult, type DecisionResult } from '../game/act.js';
import type { Context } from '../cli/context.js';

export interface SpecialElectionInput { game: string; target: string }

export async function specialElection(input: SpecialElectionInput, ctx: Context): Promise<DecisionResult> {
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  const outcome = await decide(path, ctx.now(), (game) => ({
    decide: [{ type: 'special-election-called', president: presidentOf(game.state), target: resolvePlayer(input.target, game.state.players) }],
    result: null,
  }));
  return decisionResult(outcomeOf(path, outcome), [], ctx);
}
