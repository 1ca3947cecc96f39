// `chancery enact <game> <policy>`: the Chancellor enacts one of the two policies they hold.
import { handAt, pickCard, runDecision, type DecisionResult } from '../game/act.js';
import type { Context } from '../game/context.js';

export interface EnactInput { game: string; policy: string; format?: string }

export async function enact(input: EnactInput, ctx: Context): Promise<DecisionResult> {
  return runDecision(ctx, input.game, (game) => {
    const s = game.state;
    // Without a hand no position is read, so the name is never said.
    const holder = { as: 'chancellor' as const, name: s.phase.name === 'legislative' ? s.players[s.phase.chancellor] : '' };
    const policy = pickCard(input.policy, handAt(s, 'chancellor-enact'), holder);
    return { intents: [{ type: 'enact', policy }] };
  }, { format: input.format });
}
