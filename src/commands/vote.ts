// `chancery vote <game> Alice=ja Bob=nein …`: records votes; the last living voter's vote tallies.
import { decide, resolveGamePath } from '../game/session.js';
import { resolvePlayer } from '../game/players.js';
import { parseVoteWord } from '../game/words.js';
import { UsageError } from '../errors.js';
import type { GameEvent } from '../engine/index.js';
import type { Context } from '../cli/context.js';
import { outcomeOf } from '../game/outcome.js';
import { decisionResult, handNote, type DecisionResult } from '../game/act.js';

export interface VoteInput { game: string; votes: string[] }

export async function vote(input: VoteInput, ctx: Context): Promise<DecisionResult> {
  if (!input.votes.length) throw new UsageError('name at least one vote, like Alice=ja Bob=nein (or seat numbers: 3=nein)');
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  const outcome = await decide(path, ctx.now(), (game) => {
    const events: GameEvent[] = input.votes.map((pair) => {
      const m = /^(.+?)\s*[=:]\s*(\S+)$/u.exec(pair);
      if (!m) throw new UsageError(`"${pair}" is not a vote: write player=ja or player=nein`);
      const seat = resolvePlayer(m[1], game.state.players);
      const v = parseVoteWord(m[2]);
      if (!v) throw new UsageError(`"${m[2]}" is not a vote: use ja or nein (yes/no, да/нет also work)`);
      return { type: 'vote-cast', seat, vote: v };
    });
    const seats = events.map((e) => (e as { seat: number }).seat);
    const twice = seats.find((s, i) => seats.indexOf(s) !== i);
    if (twice !== undefined) throw new UsageError(`${game.state.players[twice]} is given two votes in one command`);
    return { decide: events, result: null };
  });
  return decisionResult(outcomeOf(path, outcome), handNote(outcome.state), ctx);
}
