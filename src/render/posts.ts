// Thread posts: rendered from publicView only. The model below copies named public fields one by
// one (never the view itself), so even a PlayerView passed by mistake cannot reach a template.
import { fascistSlotSources, holderAt, type PublicView, type PublicGovernment } from '../engine/views.js';
import { publishedLogName, type Lang, type ThemeName } from '../log/records.js';
import { FASCISTS_BY_TABLE, hitlerKnowsFascists } from '../engine/rules.js';
import { renderTemplate } from './templates.js';
import type { HolderGenders } from './names.js';
import { loadVocabulary, lookup } from './vocab.js';

import type { PostFormat, PostKind } from '../settings.js';
export { POST_FORMATS, POST_KINDS, type PostFormat, type PostKind } from '../settings.js';

/** A thread post ready to paste: its kind, its format, its text. */
export interface ThreadPost { kind: PostKind; format: PostFormat; text: string }

export interface PostExtra {
  /** The secret seed, from the log header: accepted only once the game is over. */
  seed?: string;
  /** The log file name, for the `chancery verify` line of the game-over post. */
  logName?: string;
  /** `remaining`: the time left in words ("3 h left"), computed by the caller from its clock. */
  deadline?: { iso: string; timeZone?: string; remaining?: string };
  /** The game-ended event of the log, published at the end so that a copy cut short or changed is caught. */
  ended?: { seq: number; hash: string };
  /** The government a post is about (1-based); default: the latest one that fits the kind. */
  government?: number;
  /** Public facts the log records beside the view (src/game/thread.ts reads them): each reshuffle
   * of the deck (after which government, how many cards the new deck holds) and the votes a house
   * rule cast at a deadline (seats, 0-based). */
  reshuffles?: Reshuffle[];
  defaulted?: { government: number; seats: number[] }[];
  /** The decision the moderator took back, for the `withdrawal` post (src/game/thread.ts reads it from the log). */
  withdrawal?: Withdrawal;
  /** The house rule for a vote not in by its deadline (the game's `onMissingVote`), when it casts one: the posts tell the players. */
  houseVote?: 'ja' | 'nein';
}

/** What the game waits for, as the "waiting for" line words it (templates/<lang>/post/waiting.hbs; house/posts.ts makes it). */
export interface WaitingLine {
  kind: string;
  seats: number[];
  president: number | null;
  chancellor: number | null;
  power: string | null;
  /** The Chancellor may ask for a veto instead of enacting (RULES §2.7: five Fascist policies down, not refused this session). */
  vetoAllowed: boolean;
  deadline: { iso: string } | null;
  remaining: string | null;
}

/** A decision taken back by `undo` after the thread had heard of it. */
export type WithdrawnDecision = 'nomination' | 'votes' | 'enactment' | 'veto-request' | 'veto-answer' | 'power' | 'replacement';

/**
 * The withdrawal post's facts: which decision, and the seats it named. No card, role or party: the
 * card of a withdrawn enactment is back in the Chancellor's hand, a secret again. Its President and
 * Chancellor are the ones the game waits on again (the view's pending), so they are not repeated here.
 */
export interface Withdrawal {
  decision: WithdrawnDecision;
  /** The Chancellor nominated, or the power's target. */
  target?: number;
  /** Whose votes were taken back with the result: the last voter, or those a house rule voted for. */
  voters?: number[];
  /** A veto's answer: whether the President had agreed. */
  agreed?: boolean;
  /** A replacement: the seat, and who was to take it over (no longer a player, so named here). */
  seat?: number;
  newcomer?: string;
  /** A policy enacted by chaos went with it. */
  chaos: boolean;
  /** The decision had ended the game: it goes on again. */
  reopened: boolean;
  /** What the game waits for now; null when it waits for nobody. */
  waiting: WaitingLine | null;
}

/** Seed 001: "fewer than three tiles remaining ... shuffled together with the discards". */
export interface Reshuffle { government: number; cards: number }

export interface PostContext {
  view: PublicView;
  theme: ThemeName;
  lang: Lang;
  format: PostFormat;
  extra?: PostExtra;
  overrides?: string[];
  /** Each seat's holders' genders (roster, `replace`); see src/render/names.ts. */
  genders?: HolderGenders;
}

/** The post for the latest thing that happened: what the thread needs to hear now. */
export function latestPostKind(view: PublicView): PostKind {
  if (view.winner) return 'game-over';
  const last = view.governments[view.governments.length - 1];
  if (!last) return 'opening';
  switch (view.pending.kind) {
    case 'votes': return 'nomination';
    // Seed 001: the veto is public; its request and a refusal are said in the thread.
    case 'legislative':
      if (view.pending.step === 'veto-answer' || last.veto?.accepted === false) return 'veto';
      return 'vote-result';
    case 'power': return last.enacted ? 'legislative' : 'vote-result';
    case 'nomination':
      if (last.power && (last.target !== undefined || last.power === 'peek')) return 'executive';
      // A failed vote, also the third one whose chaos enacted the top policy: the thread hears the
      // votes and the chaos line (there was no government, so no legislative session).
      if (last.elected === false) return 'vote-result';
      if (last.enacted || last.chaos || last.veto) return 'legislative';
      return 'status';
    default: return 'status';
  }
}

/**
 * The post the write that ended the game called for beside the game-over post: the vote that
 * elected Hitler or whose chaos enacted the last policy, the enactment (an agreed veto's chaos too),
 * the execution. Null while the game goes on.
 */
export function endingPostKind(view: PublicView): PostKind | null {
  const last = view.governments[view.governments.length - 1];
  if (!view.winner || !last) return null;
  if (last.power && last.target !== undefined) return 'executive';
  if (last.elected === false || !(last.enacted || last.chaos || last.veto)) return 'vote-result';
  return 'legislative';
}

function pickGovernment(view: PublicView, extra: PostExtra | undefined, fits: (g: PublicGovernment) => boolean): PublicGovernment | null {
  if (extra?.government !== undefined) return view.governments[extra.government - 1] ?? null;
  for (let i = view.governments.length - 1; i >= 0; i--) if (fits(view.governments[i])) return view.governments[i];
  return null;
}

function seatsVoting(g: PublicGovernment, vote: 'ja' | 'nein'): number[] {
  return Object.entries(g.votes ?? {}).filter(([, v]) => v === vote).map(([s]) => Number(s)).sort((a, b) => a - b);
}

export function postModel(kind: PostKind, ctx: PostContext) {
  const v = ctx.view;
  const t = loadVocabulary(ctx.theme, ctx.lang, ctx.overrides);
  const word = (path: string) => lookup(t, path);
  const players = v.players.map((p) => ({
    // Everyone who held the seat, first to last: the game-over post names them all with its role.
    seat: p.seat, holders: [...p.holders], alive: p.alive, termLimited: p.termLimited, investigated: p.investigated,
    confirmedNotHitler: p.confirmedNotHitler, ...(p.role ? { role: p.role } : {}),
  }));
  const over = Boolean(v.winner);
  if (ctx.extra?.seed && !over) throw new Error('the seed is revealed only in the game-over post, once the game has ended');
  // A slot's power is granted (✓) only when a government filled it; chaos, or the track's start, fills it without.
  const sources = fascistSlotSources(v);
  const slots = v.powerSlots.map((power, i) => ({
    slot: i + 1, power, filled: i < v.fascistPolicies,
    granted: sources[i] === 'government', chaos: sources[i] === 'chaos', start: sources[i] === 'start',
  }));
  const board = {
    liberal: v.liberalPolicies, fascist: v.fascistPolicies, liberalTrack: v.liberalTrack, fascistTrack: v.fascistTrack,
    liberalBar: '■'.repeat(v.liberalPolicies) + '□'.repeat(Math.max(0, v.liberalTrack - v.liberalPolicies)),
    fascistBar: '■'.repeat(v.fascistPolicies) + '□'.repeat(Math.max(0, v.fascistTrack - v.fascistPolicies)),
    trackerBar: '●'.repeat(v.electionTracker) + '○'.repeat(Math.max(0, 3 - v.electionTracker)),
    tracker: v.electionTracker, deck: v.deckCount, discards: v.discardCount,
    // The warning that electing Hitler Chancellor wins (RULES §3) is of what may still happen: not once the game is over.
    vetoUnlocked: v.vetoUnlocked, hitlerZone: v.hitlerZone && !over,
    powers: slots.filter((s) => s.power),
  };
  const voted = pickGovernment(v, ctx.extra, (g) => g.elected !== undefined);
  const legislated = pickGovernment(v, ctx.extra, (g) => Boolean(g.enacted || g.chaos || g.veto));
  const current = v.governments[v.governments.length - 1] ?? null;
  // A government's power is recorded when its policy is enacted; it has been used once it has a
  // target, or (a peek, which has none) once the game no longer waits for it.
  const powerWaiting = v.pending.kind === 'power';
  const acted = pickGovernment(v, ctx.extra, (g) => Boolean(g.power && g.target !== undefined) || (g.power === 'peek' && !(powerWaiting && g === current)));
  const vetoed = pickGovernment(v, ctx.extra, (g) => Boolean(g.veto));
  const pending = v.pending;
  const nominated = pending.kind === 'votes' ? { president: pending.president, chancellor: pending.chancellor } : current;
  const reshuffles = ctx.extra?.reshuffles ?? [];
  const reshuffleAfter = (g: PublicGovernment | null) => (g && reshuffles.find((r) => r.government === g.index)) || null;
  // The votes a house rule cast at the deadline are marked as such in the result (seed 001 workflow)
  // and in the history's table.
  const ruleCast = (government: number) => (ctx.extra?.defaulted ?? []).filter((d) => d.government === government).flatMap((d) => d.seats);
  const byRule = voted ? ruleCast(voted.index) : [];
  const voteResult = voted ? {
    ...voted,
    ja: seatsVoting(voted, 'ja'), nein: seatsVoting(voted, 'nein'),
    rows: Object.entries(voted.votes ?? {}).map(([s, vote]) => ({ seat: Number(s), government: voted.index, ja: vote === 'ja', byRule: byRule.includes(Number(s)) })).sort((a, b) => a.seat - b.seat),
    byRule: [...byRule].sort((a, b) => a - b),
    // For "A, B and C": all but the last, and the last.
    byRuleHead: [...byRule].sort((a, b) => a - b).slice(0, -1),
    byRuleLast: byRule.length ? Math.max(...byRule) : null,
    // "X is not Hitler" is public once X is elected Chancellor with 3+ Fascist policies on the board.
    notHitler: voted.elected && v.players[voted.chancellor]?.confirmedNotHitler ? voted.chancellor : null,
    /** The Election Tracker as the vote left it: the third failure in a row took it to 3, which chaos
     * then reset (RULES §2.4, seed 001), so the result line says 3/3 where the board says 0/3. */
    tracker: voted.elected === false && voted.chaos ? 3 : v.electionTracker,
  } : null;
  const ja = word('ja'), nein = word('nein');
  // Each government's acts are credited to whoever held the seat then; a seat that changed hands
  // is headed by everyone who held it, in order.
  const holders = v.players.map((p) => p.holders.join(' → '));
  const matrix = {
    /** A special election is starred in the table: the post explains the star under it. */
    special: v.governments.some((g) => g.special),
    /** Votes the house rule cast are marked in their cells: the post explains the mark under the table. */
    byRule: v.governments.some((g) => ruleCast(g.index).some((seat) => g.votes?.[seat] !== undefined)),
    header: ['#', word('president'), word('chancellor'), ...holders, word('words.result')],
    rows: v.governments.map((g) => [
      String(g.index) + (g.special ? '*' : ''),
      // The President of its session: who discarded (the seat may have changed hands before the Chancellor enacted).
      holderAt(v, g.president, g.index, 'discard'),
      holderAt(v, g.chancellor, g.index),
      ...v.players.map((p) => {
        const cell = g.votes?.[p.seat] === 'ja' ? ja : g.votes?.[p.seat] === 'nein' ? nein : '';
        // A vote the house rule cast at the deadline is marked as the vote-result post marks it.
        return cell && ruleCast(g.index).includes(p.seat) ? `${cell} (${word('words.byRule')})` : cell;
      }),
      governmentOutcome(g, word, v.players.map((p) => holderAt(v, p.seat, g.index, 'power')), v.winner?.reason === 'hitler-elected' && g.index === v.governments.length),
    ]),
  };
  const model = {
    kind,
    game: v.gameId,
    ruleset: v.ruleset,
    tableSize: v.tableSize,
    options: v.options,
    commitment: v.commitment,
    players,
    living: players.filter((p) => p.alive).map((p) => p.seat),
    dead: players.filter((p) => !p.alive).map((p) => p.seat),
    termLimited: players.filter((p) => p.termLimited).map((p) => p.seat),
    notHitler: players.filter((p) => p.confirmedNotHitler).map((p) => p.seat),
    roles: rolesAtTable(v.tableSize),
    /** The cards the opening shuffle put in the deck: the Fascist policies on the track from the start are not among them (RULES §4). */
    openingDeck: { liberal: v.options.deck.liberal, fascist: v.options.deck.fascist - v.options.startingFascistPolicies },
    // The opening post names the first candidate: the first government's President once there is
    // one (the opening re-rendered later), else the candidate the game waits for.
    firstCandidate: v.governments.length ? v.governments[0].president : pending.kind === 'nomination' ? pending.president : null,
    /** Seed 001: the vote-result, legislative and executive posts name the next Presidential candidate. */
    nextCandidate: pending.kind === 'nomination' && v.governments.length > 0 ? pending.president : null,
    pending,
    board,
    nominated,
    vote: voteResult,
    legislation: legislated,
    vetoed,
    /** The reshuffle this post announces: the one after the government it is about (for the
     * `reshuffle` kind, the latest one). */
    reshuffle: kind === 'reshuffle' ? reshuffles[reshuffles.length - 1] ?? null
      : reshuffleAfter(kind === 'vote-result' ? voted : kind === 'veto' ? vetoed : kind === 'legislative' ? legislated : null),
    action: acted,
    governments: v.governments,
    matrix,
    replacements: v.replacements,
    winner: v.winner ?? null,
    /** The last policy was enacted by chaos (RULES §2.4, §2.7): after the third failed vote (`vote` is it) or an agreed veto. */
    endedByChaos: Boolean(v.winner && current?.chaos && (v.winner.reason === 'five-liberal' || v.winner.reason === 'six-fascist')),
    seed: over ? ctx.extra?.seed ?? null : null,
    ended: over ? ctx.extra?.ended ?? null : null,
    logName: ctx.extra?.logName ?? publishedLogName(v.gameId),
    deadline: ctx.extra?.deadline ?? null,
    houseVote: ctx.extra?.houseVote ?? null,
    withdrawal: kind === 'withdrawal' ? withdrawalModel(ctx.extra?.withdrawal) : null,
  };
  return model;
}

/** The facts copied field by field (a record passed by mistake carries no card into the template). */
function withdrawalModel(w: Withdrawal | undefined) {
  if (!w) return null;
  return {
    decision: w.decision, target: w.target ?? null, voters: w.voters ?? [], agreed: w.agreed ?? null,
    seat: w.seat ?? null, newcomer: w.newcomer ?? null, chaos: w.chaos, reopened: w.reopened, waiting: w.waiting,
  };
}

/** RULES §1: how many of each role sit at this table, and whether Hitler knows the Fascists. */
function rolesAtTable(tableSize: number) {
  const fascists = FASCISTS_BY_TABLE[tableSize] ?? 0;
  return { liberal: tableSize - fascists - 1, fascist: fascists, hitlerKnows: hitlerKnowsFascists(tableSize) };
}

/**
 * A government elected or not in the theme's grammar: a Russian theme says it of its own word
 * (Кабинет избран, правительство избрано); a theme without such words takes the language's.
 */
export function governmentIs(word: (p: string) => string, outcome: 'elected' | 'failed'): string {
  try {
    return word(`governmentIs.${outcome}`);
  } catch {
    return word(`words.${outcome}`);
  }
}

/** Hitler elected Chancellor in the theme's grammar: a Russian theme agrees the word with its Hitler (Служебная Крыса избрана). */
function hitlerIsElected(word: (p: string) => string): string {
  try {
    return word('hitlerIs.elected');
  } catch {
    return word('words.elected');
  }
}

/** A government's Result cell; `names`: who held each seat at its power (its target's name); `wonByHitler`: it elected Hitler Chancellor and so ended the game (RULES §3). */
function governmentOutcome(g: PublicGovernment, word: (p: string) => string, names: string[], wonByHitler = false): string {
  const parts: string[] = [];
  if (g.elected === undefined) parts.push(word('words.voting'));
  else if (!g.elected) parts.push(governmentIs(word, 'failed'));
  else if (wonByHitler) parts.push(governmentIs(word, 'elected'), `${word('role.hitler')} ${hitlerIsElected(word)}: ${word('words.gameOver')}`);
  if (g.enacted) parts.push(word(`card.${g.enacted}`));
  if (g.veto) parts.push(`${word('veto')}${g.veto.accepted === true ? ' ✓' : g.veto.accepted === false ? ' ✗' : ''}`);
  if (g.chaos) parts.push(`${word('words.chaos')}: ${word(`card.${g.chaos}`)}`);
  if (g.power) parts.push(`${word(`power.${g.power}`)}${g.target !== undefined ? ` → ${names[g.target]}` : ''}`);
  return parts.join('; ');
}

/** The text of a thread post, ready to paste. */
export function renderPost(kind: PostKind, ctx: PostContext): string {
  const env = { format: ctx.format, lang: ctx.lang, theme: ctx.theme, names: ctx.view.players.map((p) => p.name), genders: ctx.genders, replacements: ctx.view.replacements, overrides: ctx.overrides ?? [] };
  return renderTemplate(`post/${kind}`, postModel(kind, ctx), env);
}
