// `chancery investigate <game> <target>`: the President investigates a player's loyalty. The party
// is a secret for the President alone: the result carries it as a PRIVATE note to forward.
import { resolvePlayer } from '../game/players.js';
import { runDecision, type DecisionResult } from '../game/act.js';
import type { Context } from '../game/context.js';

export interface InvestigateInput { game: string; target: string; format?: string }

export async function investigate(input: InvestigateInput, ctx: Context): Promise<DecisionResult> {
  return runDecision(ctx, input.game, (game) => ({ intents: [{ type: 'investigate', target: resolvePlayer(input.target, game.state.players) }] }), {
    format: input.format,
    notes: (after, say) => {
      const { president, target, party } = after.investigations[after.investigations.length - 1];
      const names = after.players;
      return [{ to: names[president], seat: president + 1, text: say.investigated(names[target], party), party }];
    },
  });
}
