// `chancery investigate <game> <target>`: the President investigates a player's loyalty. The party
// is a secret for the President alone: the result carries it as a PRIVATE note to forward.
import { resolvePlayer } from '../game/players.js';
import { runDecision, type DecisionResult } from '../game/act.js';
import type { Context } from '../game/context.js';

export interface InvestigateInput { game: string; target: string; format?: string }

export async function investigate(input: InvestigateInput, ctx: Context): Promise<DecisionResult> {
  return runDecision(ctx, input.game, (game) => ({ intents: [{ type: 'investigate', target: resolvePlayer(input.target, game.state.players) }] }), {
    format: input.format,
  });
}
