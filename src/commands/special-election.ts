// `chancery special-election <game> <target>`: the President chooses the next Presidential candidate.
import { resolvePlayer } from '../game/players.js';
import { runDecision, type DecisionResult } from '../game/act.js';
import type { Context } from '../game/context.js';

export interface SpecialElectionInput { game: string; target: string; format?: string }

export async function specialElection(input: SpecialElectionInput, ctx: Context): Promise<DecisionResult> {
  return runDecision(ctx, input.game, (game) => ({ intents: [{ type: 'special-election', target: resolvePlayer(input.target, game.state.players) }] }), { format: input.format });
}
