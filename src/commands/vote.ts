// `chancery vote <game> Alice=ja Bob=nein …`: records the votes still missing; the last living
// voter's vote tallies. A vote a player already gave (by mail, or entered before) is not replaced
// unless --override says so: the command names each one it kept.
import { resolvePlayer } from '../game/players.js';
import { parseVoteWord } from '../game/words.js';
import { UsageError } from '../errors.js';
import type { Intent, Seat, Vote } from '../engine/index.js';
import { seatHolder } from '../engine/views.js';
import type { Replayed } from '../log/replay.js';
import type { Context } from '../game/context.js';
import { runDecision, type DecisionResult } from '../game/act.js';

export interface VoteInput { game: string; votes: string[]; override?: boolean; format?: string }

/** A vote already given that this command's entry differs from. */
export interface KeptVote { player: string; seat: number; given: Vote; entered: Vote; byMail: boolean }

export interface VoteResult extends DecisionResult {
  /** Votes the command would have replaced: kept (without --override) or replaced (with it). */
  kept: KeptVote[];
  replaced: KeptVote[];
  /** Entries equal to the vote already given: nothing to do. */
  unchanged: string[];
}

export async function vote(input: VoteInput, ctx: Context): Promise<VoteResult> {
  if (!input.votes.length) throw new UsageError('name at least one vote, like Alice=ja Bob=nein (or seat numbers: 3=nein)').saying('vote-none');
  const kept: KeptVote[] = [];
  const replaced: KeptVote[] = [];
  const unchanged: string[] = [];
  const decided = await runDecision(ctx, input.game, (game) => {
    const entries = input.votes.map((pair) => {
      const m = /^(.+?)\s*[=:]\s*(\S+)$/u.exec(pair);
      if (!m) throw new UsageError(`"${pair}" is not a vote: write player=ja or player=nein`).saying('vote-pair', { value: pair });
      const seat = resolvePlayer(m[1], game.state.players);
      const v = parseVoteWord(m[2]);
      if (!v) throw new UsageError(`"${m[2]}" is not a vote: use ja or nein (yes/no, да/нет also work)`).saying('vote-word', { value: m[2] });
      return { seat, vote: v };
    });
    const seats = entries.map((e) => e.seat);
    const twice = seats.find((s, i) => seats.indexOf(s) !== i);
    if (twice !== undefined) throw new UsageError(`${game.state.players[twice]} is given two votes in one command`).saying('vote-twice', { player: game.state.players[twice] });
    const planned = votePlan(game, entries, !!input.override);
    kept.push(...planned.kept);
    replaced.push(...planned.replaced);
    unchanged.push(...planned.unchanged);
    return { intents: planned.intents };
  }, { format: input.format });
  return { ...decided, kept, replaced, unchanged };
}

/**
 * The votes entered, against those already given: only the missing ones are cast, unless
 * `override`. Also the preview of `play`, whose entries this command writes: one reading for both.
 */
export function votePlan(game: Replayed, entries: { seat: Seat; vote: Vote }[], override: boolean): { intents: Intent[]; kept: KeptVote[]; replaced: KeptVote[]; unchanged: string[] } {
  const given = game.state.phase.name === 'election' ? game.state.phase.votes : {};
  const mailed = mailedVoters(game);
  const planned = { intents: [] as Intent[], kept: [] as KeptVote[], replaced: [] as KeptVote[], unchanged: [] as string[] };
  // The votes still missing go last: the last of them closes the vote (the tally), and a change of
  // a vote already given, entered beside it, is meant before the count (RULES §2.2).
  const missing: Intent[] = [];
  for (const { seat, vote: entered } of entries) {
    const already = given[seat];
    // Who cast the vote already given: the seat's player before it changed hands, if it did since.
    const player = seatHolder(game.state.players, game.state.replacements, seat, game.state.governments.length, 'vote');
    if (already === undefined) { missing.push({ type: 'vote', seat, vote: entered }); continue; }
    // The same vote cast by the seat's former player before it changed hands: entered now, it is
    // its new player's (as their mail saying it would make it), and the history credits them.
    if (already === entered && player !== game.state.players[seat]) { planned.intents.push({ type: 'vote', seat, vote: entered }); continue; }
    if (already === entered) { planned.unchanged.push(player); continue; }
    const k = { player, seat: seat + 1, given: already, entered, byMail: mailed.has(seat) };
    if (override) { planned.replaced.push(k); planned.intents.push({ type: 'vote', seat, vote: entered }); } else planned.kept.push(k);
  }
  planned.intents.push(...missing);
  return planned;
}

/** Seats whose vote in the current election came by mail (an applied reply since the nomination). */
function mailedVoters(game: Replayed): Set<Seat> {
  const nominated = [...game.effective].reverse().find((r) => r.type === 'chancellor-nominated')?.seq ?? 0;
  const seats = new Set<Seat>();
  for (let i = 0; i < game.log.events.length; i++) {
    const r = game.log.events[i];
    if (r.type === 'reply-received' && r.seq > nominated && r.outcome === 'applied' && r.seat !== null && (r.prompt === 'votes' || r.prompt === undefined)) seats.add(r.seat);
  }
  return seats;
}
