// `chancery enact <game> <policy>`: the Chancellor enacts one of the two policies they hold.
import { decide, resolveGamePath } from '../game/session.js';
import { outcomeOf } from '../game/outcome.js';
import { handAt, pickCard, decisionResult, type DecisionResult } from '../game/act.js';
import type { Context } from '../cli/context.js';

export interface EnactInput { game: string; policy: string }

export async function enact(input: EnactInput, ctx: Context): Promise<DecisionResult> {
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  const outcome = await decide(path, ctx.now(), (game) => {
    const s = game.state;
    const holder = s.phase.name === 'legislative' ? `Chancellor ${s.players[s.phase.chancellor]}` : 'the Chancellor';
    const policy = pickCard(input.policy, handAt(s, 'chancellor-enact'), holder);
    return { decide: [{ type: 'policy-enacted', policy }], result: null };
  });
  return decisionResult(outcomeOf(path, outcome), [], ctx);
}
