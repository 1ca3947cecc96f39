// `chancery nominate <game> <chancellor>`: the Presidential candidate names a Chancellor.
import { resolvePlayer } from '../game/players.js';
import type { Context } from '../game/context.js';
import { deadlineSet } from '../log/deadlines.js';
import { runDecision, type DecisionResult } from '../game/act.js';

export interface NominateInput {
  game: string;
  chancellor: string;
  president?: string;
  /** The vote's deadline: a duration (24h) or an ISO time with its zone. */
  deadline?: string;
  format?: string;
}

export async function nominate(input: NominateInput, ctx: Context): Promise<DecisionResult> {
  return runDecision(ctx, input.game, (game, now) => {
    const players = game.state.players;
    const chancellor = resolvePlayer(input.chancellor, players);
    // Naming the President is a check the moderator may ask for: the engine refuses anyone but the candidate.
    const president = input.president ? resolvePlayer(input.president, players) : undefined;
    // The nomination opens the vote: its deadline names the nomination's seq, and is written
    // before the vote requests so that they show it.
    const record = input.deadline ? [deadlineSet(input.deadline, now, game.log.events.length + 1)] : [];
    return { intents: [{ type: 'nominate', chancellor, ...(president !== undefined ? { president } : {}) }], record };
  }, { format: input.format });
}
