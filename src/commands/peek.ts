// `chancery peek <game>`: the President looks at the top three policies; the cards are a secret
// for the President alone, carried as a PRIVATE note to forward.
import { runDecision, type DecisionResult } from '../game/act.js';
import type { Context } from '../game/context.js';

export interface PeekInput { game: string; format?: string }

export async function peek(input: PeekInput, ctx: Context): Promise<DecisionResult> {
  return runDecision(ctx, input.game, () => ({ intents: [{ type: 'peek' }] }), {
    format: input.format,
  });
}
