// `chancery discard <game> <policy>`: the President discards one of the three drawn policies.
import { decide, resolveGamePath } from '../game/session.js';
import { speechOf } from '../game/speech.js';
import { outcomeOf } from '../game/outcome.js';
import { handNote, handAt, pickCard, presidentOf, decisionResult, type DecisionResult } from '../game/act.js';
import type { Context } from '../cli/context.js';

export interface DiscardInput { game: string; policy: string }

export async function discard(input: DiscardInput, ctx: Context): Promise<DecisionResult> {
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  const outcome = await decide(path, ctx.now(), (game) => {
    const s = game.state;
    const policy = pickCard(input.policy, handAt(s, 'president-discard'), `President ${s.players[presidentOf(s)]}`);
    return { decide: [{ type: 'president-discarded', policy }], result: null };
  });
  return decisionResult(outcomeOf(path, outcome), handNote(outcome.state, speechOf(outcome.before.log.header.lang, outcome.before.log.header.theme)), ctx);
}
