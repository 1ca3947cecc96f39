// `chancery nominate <game> <chancellor>`: the Presidential candidate names a Chancellor.
import { pending } from '../engine/index.js';
import { decide, resolveGamePath } from '../game/session.js';
import { resolvePlayer } from '../game/players.js';
import type { Context } from '../cli/context.js';
import { deadlineSet } from '../house/deadlines.js';
import { outcomeOf } from '../game/outcome.js';
import { decisionResult, type DecisionResult } from '../game/act.js';

export interface NominateInput {
  game: string;
  chancellor: string;
  president?: string;
  /** The vote's deadline: a duration (24h) or an ISO time with its zone. */
  deadline?: string;
}

export async function nominate(input: NominateInput, ctx: Context): Promise<DecisionResult> {
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  const outcome = await decide(path, ctx.now(), (game) => {
    const p = pending(game.state);
    const players = game.state.players;
    const chancellor = resolvePlayer(input.chancellor, players);
    // The President is the candidate; naming one is a check the moderator may ask for. Outside a
    // nomination the engine refuses the event and says what the game waits for instead.
    const president = input.president ? resolvePlayer(input.president, players) : p.kind === 'nomination' ? p.president : 0;
    // The nomination opens the vote: its deadline names the nomination's seq, and is written
    // before the vote requests so that they show it.
    const record = input.deadline ? [deadlineSet(input.deadline, ctx.now(), game.log.events.length + 1)] : [];
    return { decide: [{ type: 'chancellor-nominated', president, chancellor }], record, result: null };
  });
  return decisionResult(outcomeOf(path, outcome), [], ctx);
}
