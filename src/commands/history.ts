// `chancery history <game>`: the timeline of governments and a vote matrix, from the public view
// only (no cards, no investigation results, no roles before the end).
import { overrideDirs } from '../render/overrides.js';
import { gendersByName, withThemeFolders } from '../game/speech.js';
import { holderAt, publicView, type Power, type PublicGovernment, type PublicView, type State, type Vote, type WinReason } from '../engine/index.js';
import { gendersOf, type Lang, type LogRecord, type ThemeName } from '../log/records.js';
import type { HolderGenders } from '../render/names.js';
import { openGame } from '../game/open.js';
import { resolveGamePath } from '../game/paths.js';
import type { Context } from '../game/context.js';
import { claimsByGovernment, type GovernmentClaim } from '../game/claims.js';
import { threadFacts } from '../game/thread.js';

export interface HistoryInput { game: string }

export interface HistoryGovernment {
  index: number;
  president: string;
  chancellor: string;
  special: boolean;
  /** "elected", "failed", or "voting" while the vote is open. */
  result: 'elected' | 'failed' | 'voting';
  enacted?: string;
  chaos?: string;
  veto?: 'requested' | 'accepted' | 'refused';
  power?: Power;
  /** Who used the power, when not the President above: the seat changed hands while it was pending (RULES §5). */
  usedBy?: string;
  /** Who the power was used on: the seat's holder then, who may have taken it over while the power was pending. */
  target?: string;
  ja: string[];
  nein: string[];
  /** The votes the house rule cast at the deadline (their players sent none): seat (from 1) and who held it. */
  byRule?: { seat: number; name: string }[];
  /** What the President and Chancellor (and an investigator or peeker) said in the thread. */
  claims: Pick<GovernmentClaim, 'player' | 'as' | 'claim' | 'says' | 'shown'>[];
  /** Where those claims contradict each other or the public record. */
  conflicts: string[];
}

/** A seat changing hands, shown where it happened: after government `after`. */
export interface HistoryReplacement {
  seat: number; previous: string; name: string; after: number;
  /** The seat's vote in government `after + 1` was cast before the hand-over: it is `previous`'s. */
  votedBefore: boolean;
  /** The seat was that government's President's and `previous` discarded before the hand-over: the session's President above is `previous`. */
  discardedBefore: boolean;
}

export interface HistoryResult {
  game: string;
  /** The seats' holders now. */
  players: string[];
  /** Everyone who held each seat, in order: the dealt player first, the holder now last (the view's). */
  holders: string[][];
  /** Every replacement: each act above is credited to the player who held the seat then. */
  replacements: HistoryReplacement[];
  governments: HistoryGovernment[];
  /** A row per government, a column per player (in seat order): ja, nein, or null (did not vote). */
  matrix: (Vote | null)[][];
  winner?: { winner: 'liberal' | 'fascist'; reason: WinReason };
  /** The game's language and theme: the printer speaks them. */
  lang: Lang;
  theme: ThemeName;
}

export async function history(input: HistoryInput, ctx: Context): Promise<HistoryResult> {
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  const game = openGame(path);
  return historyOf(game.state, game.log.events, game.log.header.lang, game.log.header.theme, overrideDirs(game.log, ctx.env), gendersOf(game.log));
}

/** The history of a replayed game (the replay page shows the same); `genders` (log/records' gendersOf) decline its Russian lines' names. */
export function historyOf(state: State, events: LogRecord[], lang: Lang = 'en', theme: ThemeName = 'secret-hitler', folders: readonly string[] = [], genders: HolderGenders = []): HistoryResult {
  const view = publicView(state);
  const names = view.players.map((p) => p.name);
  const claims = claimsByGovernment(view, events, lang, theme, folders, gendersByName(state, genders));
  // The votes a house rule cast (default-applied, not taken back), as the vote-result post marks them.
  const { defaulted } = threadFacts(events);
  const governments = view.governments.map((g) => {
    const c = claims.find((x) => x.government === g.index);
    const byRule = (defaulted ?? []).filter((d) => d.government === g.index).flatMap((d) => d.seats.map((seat) => ({ seat: seat + 1, name: holderAt(view, seat, g.index, 'vote') })));
    return {
      ...governmentOf(g, view),
      ...(byRule.length ? { byRule } : {}),
      claims: (c?.claims ?? []).map(({ player, as, claim, says, shown }) => ({ player, as, claim, says, shown })),
      conflicts: c?.conflicts ?? [],
    };
  });
  const matrix = view.governments.map((g) => names.map((_, seat) => g.votes?.[seat] ?? null));
  const replacements = view.replacements.map((r) => ({ seat: r.seat + 1, previous: r.previous, name: r.name, after: r.after, votedBefore: r.votedBefore, discardedBefore: r.discardedBefore }));
  return withThemeFolders({ game: view.gameId, players: names, holders: view.players.map((p) => p.holders), replacements, governments, matrix, ...(view.winner ? { winner: view.winner } : {}), lang, theme }, folders, gendersByName(state, genders));
}

function governmentOf(g: PublicGovernment, view: PublicView): Omit<HistoryGovernment, 'claims' | 'conflicts'> {
  // Each act is the person's who held the seat in that government, not the seat's holder now.
  const name = (seat: number) => holderAt(view, seat, g.index);
  const votes = g.votes ?? {};
  // A vote is the one who cast it: the seat's player then, though the seat changed hands later in that government.
  const seats = (v: Vote) => Object.entries(votes).filter(([, x]) => x === v).map(([s]) => holderAt(view, Number(s), g.index, 'vote'));
  const out: Omit<HistoryGovernment, 'claims' | 'conflicts'> = {
    index: g.index,
    // The President of its session: who discarded, though the seat changed hands before the Chancellor enacted.
    president: holderAt(view, g.president, g.index, 'discard'),
    chancellor: name(g.chancellor),
    special: g.special,
    result: g.elected === undefined ? 'voting' : g.elected ? 'elected' : 'failed',
    ja: seats('ja'),
    nein: seats('nein'),
  };
  if (g.enacted) out.enacted = g.enacted;
  if (g.chaos) out.chaos = g.chaos;
  if (g.veto) out.veto = g.veto.accepted === undefined ? 'requested' : g.veto.accepted ? 'accepted' : 'refused';
  if (g.power) out.power = g.power;
  // The power is whoever used it and whoever it fell on: a seat may change hands while it is pending.
  // A power still pending has no user yet (a peek has no target: it is used once the game moved on).
  const used = g.target !== undefined || g.index < view.governments.length || view.pending.kind !== 'power';
  const usedBy = holderAt(view, g.president, g.index, 'power');
  if (g.power && used && usedBy !== out.president) out.usedBy = usedBy;
  if (g.target !== undefined) out.target = holderAt(view, g.target, g.index, 'power');
  return out;
}
