// `chancery discard <game> <policy>`: the President discards one of the three drawn policies.
import { handAt, pickCard, presidentOf, runDecision, type DecisionResult } from '../game/act.js';
import type { Context } from '../game/context.js';

export interface DiscardInput { game: string; policy: string; format?: string }

export async function discard(input: DiscardInput, ctx: Context): Promise<DecisionResult> {
  return runDecision(ctx, input.game, (game) => {
    const s = game.state;
    const policy = pickCard(input.policy, handAt(s, 'president-discard'), { as: 'president', name: s.players[presidentOf(s)] });
    return { intents: [{ type: 'discard', policy }] };
  }, { format: input.format });
}
