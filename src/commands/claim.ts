// `chancery claim <game> <player> <what> [--government N] [--as role]`: records what a player said
// in the thread they drew, passed, saw on top of the deck, or found by investigation. A claim is a
// log-only record: the game does not change, and the claim is never compared with the secret cards.
import { overrideDirs } from '../render/overrides.js';
import { gameGenders } from '../render/names.js';
import { withThemeFolders } from '../game/speech.js';
import { holderAt, publicView, type PublicGovernment, type PublicView, type SeatAct, type State } from '../engine/index.js';
import { nameKey } from '../input/names.js';
import { withoutZeroWidth } from '../input/text.js';
import { appendLocked } from '../log/file.js';
import { replayLog } from '../log/replay.js';
import { resolvePlayer } from '../game/players.js';
import { resolveGamePath } from '../game/paths.js';
import { claimAct, claimRoleOf, claimsByGovernment, claimWords, namesInGovernment, parseClaim, type ClaimRole, type ClaimWords, type GovernmentClaims } from '../game/claims.js';
import { StateRefusal, UsageError } from '../errors.js';
import type { ClaimRecorded, ThemeName } from '../log/records.js';
import type { Context } from '../game/context.js';
import { isoTime } from '../log/times.js';

export interface ClaimInput { game: string; player: string; what: string; government?: string; as?: string }

export interface ClaimResult {
  game: string;
  seq: number;
  player: string;
  as: ClaimRole;
  government: number;
  /** What the moderator typed, as the log records it. */
  claim: string;
  /** The claim in the game's theme letters and words (ФФЛ typed in a Secret Russian game is ППЛ). */
  shown: string;
  /** The government's claims after this one, with any conflicts. */
  claims: GovernmentClaims;
  /** The game's language and theme: the printer speaks them. */
  lang: 'en' | 'ru';
  theme: ThemeName;
}

const ROLES: ClaimRole[] = ['president', 'chancellor', 'investigator', 'peeker'];

export async function claim(input: ClaimInput, ctx: Context): Promise<ClaimResult> {
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  if (input.as !== undefined && !ROLES.includes(input.as as ClaimRole))
    throw new UsageError(`--as must be ${ROLES.join(', ')}, not "${input.as}"`).saying('claim-as', { value: String(input.as), allowed: ROLES.join(', ') });
  let recorded!: ClaimRecorded;
  let state!: State;
  let header!: { lang: 'en' | 'ru'; theme: ThemeName };
  let folders: string[] = [];
  const { after, appended } = await appendLocked(path, (log) => {
    // Read through the checked path: the state after it may be one already known (states.ts).
    const game = replayLog(log, { known: true });
    state = game.state; // a claim is a log record: it does not change the game
    header = log.header;
    // A moderator's theme file may give the game letters of its own: they are read too.
    folders = overrideDirs(log, ctx.env);
    const own = folders.length ? claimWords(log.header.theme, log.header.lang, folders) : undefined;
    const view = publicView(game.state);
    const { seat, who } = claimant(input.player, game.state);
    // A claim is what a player said of a government they sat in: named by name (a player who has
    // left the seat since too), only a government in which they held the seat; by seat number,
    // whoever held it then (RULES §5: a seat may change hands).
    // An investigator or peeker is who used the power (the seat may have changed hands while it was pending).
    const sat = (index: number, act: SeatAct = 'office') => who === null || nameKey(holderAt(view, seat, index, act)) === nameKey(who);
    // A player the claim names may be named as they were: a seat may have changed hands since.
    const anyTime = namesInGovernment(view, view.governments.length);
    const about = (input.as as ClaimRole | undefined) ?? (readsAsInvestigation(input.what, anyTime.names, own, anyTime.also) ? 'investigator' : undefined);
    // A claim of a power is about the latest one the player used; failing that, the latest their
    // office had (they left the seat while it was pending: refused below, naming who used it).
    const used = about ? claimAct(about) : 'office';
    // A party claim ("Bob is fascist") from a player who used no investigation in the game: said so,
    // not read as cards of an office they held.
    if (about === 'investigator' && input.as === undefined && input.government === undefined && latestWith(view, seat, about, (i) => sat(i)) === undefined) {
      const player = who ?? view.players[seat].name;
      throw new StateRefusal(`${player} used no Investigate Loyalty in this game: a claim of a player's party ("Bob is fascist") is the result of an investigation, claimed by the President who used it`)
        .saying('claim-no-investigator', { player });
    }
    const index = governmentOf(input.government, view.governments.length, () =>
      latestWith(view, seat, about, (i) => sat(i, used)) ?? (used === 'power' ? latestWith(view, seat, about, (i) => sat(i)) : undefined) ?? view.governments.length);
    const g = view.governments[index - 1];
    const name = who ?? holderAt(view, seat, index);
    // The President of its session: who discarded (the seat may have changed hands before the Chancellor enacted).
    const president = holderAt(view, g.president, index, 'discard');
    const chancellor = holderAt(view, g.chancellor, index);
    // The seat's office in that government; another of its holders is told who held it then.
    const inOffice = namesInGovernment(view, index);
    const as = (input.as as ClaimRole | undefined) ?? defaultRole(g, seat, input.what, inOffice.names, own);
    if (!as) throw new StateRefusal(`${name} was neither President nor Chancellor of government ${index} (${president} > ${chancellor})`, 'name the government with --government N').saying('claim-not-in-government', { player: name, government: index, president, chancellor });
    const act = claimAct(as);
    const then = act === 'office' ? inOffice : namesInGovernment(view, index, act);
    if ((as === 'president' || act === 'power') && (g.president !== seat || (as === 'president' && !sat(index, act))))
      throw new StateRefusal(`${name} was not the President of government ${index}: ${president} was`).saying('claim-not-president', { player: name, government: index, president });
    // The President's seat named by a player who did not use its power (one who left the seat
    // while the power was pending, or took it after): "was not the President" is false of the first.
    if (act === 'power' && !sat(index, act)) {
      const user = holderAt(view, g.president, index, act);
      throw new StateRefusal(`${who} did not use the power of government ${index}: ${user} did`).saying('claim-not-power-user', { player: who!, government: index, user });
    }
    if (as === 'chancellor' && (g.chancellor !== seat || !sat(index)))
      throw new StateRefusal(`${name} was not the Chancellor of government ${index}: ${chancellor} was`).saying('claim-not-chancellor', { player: name, government: index, chancellor });
    // A vote not yet tallied has decided nothing: the government is not (yet) a failed one.
    if ((as === 'president' || as === 'chancellor') && g.elected === undefined)
      throw new StateRefusal(`government ${index} is still being voted on: nobody has drawn or passed policies in it yet`).saying('claim-vote-open', { government: index });
    if ((as === 'president' || as === 'chancellor') && !g.elected)
      throw new StateRefusal(`government ${index} was not elected: nobody drew or passed policies in it`).saying('claim-not-elected', { government: index });
    if ((as === 'president' || as === 'chancellor') && !drewPolicies(view, g))
      throw new StateRefusal(`government ${index} ended the game at its election: nobody drew or passed policies in it`).saying('claim-no-session', { government: index });
    if (as === 'investigator' && g.power !== 'investigate') throw new StateRefusal(`government ${index} had no investigation to claim a result of`).saying('claim-no-investigation', { government: index });
    if (as === 'peeker' && g.power !== 'peek') throw new StateRefusal(`government ${index} had no policy peek to claim`).saying('claim-no-peek', { government: index });
    parseClaim(input.what, as, then.names, g.power === 'investigate' ? g.target : undefined, own, then.also);
    recorded = { type: 'claim-recorded', seat, government: index, claim: input.what.trim(), as };
    // The state stays as it was: the copy left for the next command keeps it.
    return { append: [recorded], at: isoTime(ctx.now()), result: undefined, state: game.state, reported: true };
  });
  const view = publicView(state);
  const last = appended[0];
  const claims = claimsByGovernment(view, after.events, header.lang, header.theme, folders, gameGenders(state, after)).find((c) => c.government === recorded.government)!;
  // This claim as history and the claims post read it: whose it is (who held the seat in that
  // government, or used its power), in the theme's words.
  const own = claims.claims.find((c) => c.seq === last.seq)!;
  return withThemeFolders({
    game: view.gameId, seq: last.seq, player: own.player, as: recorded.as,
    government: recorded.government, claim: recorded.claim, shown: own.shown,
    claims, lang: header.lang, theme: header.theme,
  }, folders);
}

function governmentOf(given: string | undefined, count: number, latest: () => number): number {
  if (!count) throw new StateRefusal('no government has been nominated yet: there is nothing to claim about').saying('claim-no-government');
  if (given === undefined) return latest();
  if (!/^\d+$/.test(given) || Number(given) < 1 || Number(given) > count)
    throw new UsageError(`--government takes a government number from 1 to ${count}, not "${given}"`).saying('claim-government-number', { count, value: given });
  return Number(given);
}

/**
 * An elected government drew three policies, unless its election ended the game: Hitler elected
 * Chancellor after three Fascist policies (RULES §3), where the Fascists win before any draw.
 */
function drewPolicies(view: PublicView, g: PublicGovernment): boolean {
  return Boolean(g.elected) && !(view.winner?.reason === 'hitler-elected' && g.index === view.governments.length);
}

/**
 * The latest government the player sat in (as President or Chancellor) that drew policies, else
 * undefined. A claim about one office or power (`--as`, or "Bob is fascist": an investigation) is
 * about the latest government in which the player held it: an investigator who has sat in a
 * government since, as Chancellor say, still claims the investigation's result.
 */
function latestWith(view: PublicView, seat: number, about: ClaimRole | undefined, sat: (index: number) => boolean): number | undefined {
  const held: Record<ClaimRole | 'any', (g: PublicGovernment) => boolean> = {
    any: (g) => drewPolicies(view, g) && (g.president === seat || g.chancellor === seat),
    president: (g) => drewPolicies(view, g) && g.president === seat,
    chancellor: (g) => drewPolicies(view, g) && g.chancellor === seat,
    investigator: (g) => g.president === seat && g.power === 'investigate',
    peeker: (g) => g.president === seat && g.power === 'peek',
  };
  for (let i = view.governments.length - 1; i >= 0; i--) if (sat(i + 1) && held[about ?? 'any'](view.governments[i])) return i + 1;
  return undefined;
}

/**
 * The seat a claim is about and, named by name, who made it: a player of the seat now, else one
 * who held a seat before it changed hands (their claim about a government they sat in is still
 * theirs to make). `who` is null for a seat number: whoever held the seat in the government.
 */
function claimant(ref: string, state: State): { seat: number; who: string | null } {
  try {
    const seat = resolvePlayer(ref, state.players);
    return { seat, who: /^\d+$/.test(withoutZeroWidth(ref).trim()) ? null : state.players[seat] };
  } catch (e) {
    const left = [...state.replacements].reverse().find((r) => nameKey(r.previous) === nameKey(withoutZeroWidth(ref).trim()));
    if (!left) throw e;
    return { seat: left.seat, who: left.previous };
  }
}

/** True when the claim names a player and a party ("Bob is fascist") and is no claim of cards. */
function readsAsInvestigation(what: string, players: string[], own?: ClaimWords, also: readonly string[][] = []): boolean {
  try {
    parseClaim(what, 'president', players, undefined, own);
    return false;
  } catch {
    try {
      parseClaim(what, 'investigator', players, undefined, own, also);
      return true;
    } catch {
      return false;
    }
  }
}

/** A President's claim that names a player ("Bob is fascist") is their investigation; otherwise the seat's place. */
function defaultRole(g: Parameters<typeof claimRoleOf>[0], seat: number, what: string, players: string[], own?: ClaimWords): ClaimRole | null {
  const role = claimRoleOf(g, seat);
  if (role === 'president' && g.power === 'investigate') {
    try {
      parseClaim(what, 'president', players, undefined, own);
    } catch {
      return 'investigator';
    }
  }
  return role;
}
