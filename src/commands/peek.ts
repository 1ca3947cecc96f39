// `chancery peek <game>`: the President looks at the top three policies; the cards are a secret
// for the President alone, carried as a PRIVATE note to forward.
import { decide, resolveGamePath } from '../game/session.js';
import { outcomeOf } from '../game/outcome.js';
import { presidentOf, decisionResult, type DecisionResult } from '../game/act.js';
import type { Context } from '../cli/context.js';
import { speechOf } from '../game/speech.js';

export interface PeekInput { game: string }

export async function peek(input: PeekInput, ctx: Context): Promise<DecisionResult> {
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  const outcome = await decide(path, ctx.now(), (game) => ({
    decide: [{ type: 'policies-peeked', president: presidentOf(game.state), cards: game.state.deck.slice(0, 3) }],
    result: null,
  }));
  const { president, cards } = outcome.state.peeks[outcome.state.peeks.length - 1];
  const name = outcome.state.players[president];
  return decisionResult(outcomeOf(path, outcome), [
    { to: name, seat: president + 1, text: speechOf(outcome.before.log.header.lang, outcome.before.log.header.theme).peeked(cards), cards: cards.slice() },
  ], ctx);
}
