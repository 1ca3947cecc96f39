// `chancery nominate <game> <chancellor>`: the Presidential candidate names a Chancellor.
import { pending } from '../engine/index.js';
import { decide, resolveGamePath } from '../game/session.js';
import { resolvePlayer } from '../game/players.js';
import type { Context } from '../cli/context.js';
import { outcomeOf } from '../game/outcome.js';
import { decisionResult, type DecisionResult } from '../game/act.js';

export interface NominateInput { game: string; chancellor: string; president?: string }

export async function nominate(input: NominateInput, ctx: Context): Promise<DecisionResult> {
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  const outcome = await decide(path, ctx.now(), (game) => {
    const p = pending(game.state);
    const players = game.state.players;
    const chancellor = resolvePlayer(input.chancellor, players);
    // The President is the candidate; naming one is a check the moderator may ask for. Outside a
    // nomination the engine refuses the event and says what the game waits for instead.
    const president = input.president ? resolvePlayer(input.president, players) : p.kind === 'nomination' ? p.president : 0;
    return { decide: [{ type: 'chancellor-nominated', president, chancellor }], result: null };
  });
  return decisionResult(outcomeOf(path, outcome), [], ctx);
}
