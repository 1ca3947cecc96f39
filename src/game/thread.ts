// The thread post: when a write calls for one, and the one renderer every route uses (decision
// commands, sync, mail confirm, the play preview, deadline --apply, the demo, `undo`, `post`), so that each
// post carries everything it needs: the deadline, the seed and end-of-log hash at game over, the
// game's format and the moderator's templates.
import { isAutomatic, pending, publicView, type State } from '../engine/index.js';
import type { LogFile } from '../log/file.js';
import { gameEndedRecord, gendersOf, publishedLogName, isEngineEvent, retractedSeqs, type LogHeader, type LogRecord, type Retracted } from '../log/records.js';
import type { PostExtra, Reshuffle, Withdrawal } from '../render/posts.js';
import { ChanceryError, UsageError } from '../errors.js';
import { canonical, POST_FORMATS, type PostFormat, type PostKind } from '../settings.js';
import type { Context } from './context.js';
import type { Replayed } from '../log/replay.js';
import { gameWording } from './error-words.js';
import { templateFoldersOf } from './paths.js';

/** Events the thread hears about. A lone vote or a discard do not: they are secret. */
const THREAD_EVENTS = new Set([
  // Seed 001: the veto is public ("I wish to veto this agenda", and the President's answer).
  'veto-requested', 'veto-answered',
  'chancellor-nominated', 'votes-tallied', 'chaos-enacted', 'policy-enacted', 'loyalty-investigated',
  'special-election-called', 'policies-peeked', 'player-executed', 'game-ended',
]);

/**
 * True when these newly written records give the thread something to hear (so, a post to paste):
 * a public event, or the withdrawal (undo) of a decision the thread had heard of, looked up in
 * `events`, the log they were written to.
 */
export function threadPostDue(appended: readonly { type: string }[], events: readonly LogRecord[] = []): boolean {
  return appended.some((e) => THREAD_EVENTS.has(e.type) || (e.type === 'retracted' && withdrewHeard(e as Retracted, events)));
}

/** Decisions the thread heard of: its events, and a replacement (announced by `replace` itself). */
const heardOf = (type: string) => THREAD_EVENTS.has(type) || type === 'player-replaced';

/** The record of `seq`: a log's records are numbered from 1 in order, so found by index. */
function recordOf(events: readonly LogRecord[], seq: number): LogRecord | undefined {
  const at = events[seq - 1];
  return at?.seq === seq ? at : events.find((e) => e.seq === seq);
}

/** Whether an undo took back a decision the thread had heard of (not a discard or a lone vote). */
function withdrewHeard(r: Pick<Retracted, 'seqs'>, events: readonly LogRecord[]): boolean {
  return r.seqs.some((seq) => {
    const e = recordOf(events, seq);
    return e !== undefined && heardOf(e.type);
  });
}

/**
 * The undo the thread must hear of last, when nothing it heard of came after: then the latest post
 * is the withdrawal. An undo of what the thread never heard of (a discard) is passed over, with what
 * it took back, and so is a replacement, whose post is `replace`'s own.
 */
export function standingWithdrawal(events: readonly LogRecord[]): (LogRecord & Retracted) | null {
  const undone = new Set<number>();
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e.type === 'retracted') {
      if (withdrewHeard(e, events)) return e;
      for (const seq of e.seqs) undone.add(seq);
    } else if (THREAD_EVENTS.has(e.type) && !undone.has(e.seq)) return null;
  }
  return null;
}

/** The last undo of a decision the thread had heard of, whatever came after it. */
function lastWithdrawal(events: readonly LogRecord[]): (LogRecord & Retracted) | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e.type === 'retracted' && withdrewHeard(e, events)) return e;
  }
  return null;
}

/**
 * What the thread heard of the decision `undo` took back: which decision and the seats it named,
 * read from its records field by field, so that no card (an enactment's, a peek's) nor party (an
 * investigation's) leaves them. Null for a decision the thread never heard of.
 */
export function withdrawnDecision(events: readonly LogRecord[], undo: Pick<Retracted, 'seqs'>): Omit<Withdrawal, 'waiting'> | null {
  const taken = undo.seqs.map((seq) => recordOf(events, seq)).filter((e): e is LogRecord => e !== undefined);
  const decision = taken[0];
  if (!decision || !taken.some((e) => heardOf(e.type))) return null;
  const along = { chaos: taken.some((e) => e.type === 'chaos-enacted'), reopened: taken.some((e) => e.type === 'game-ended') };
  switch (decision.type) {
    case 'chancellor-nominated': return { decision: 'nomination', target: decision.chancellor, ...along };
    case 'vote-cast': {
      const voters = taken.flatMap((e) => (e.type === 'vote-cast' ? [e.seat] : [])).sort((a, b) => a - b);
      return { decision: 'votes', voters, ...along };
    }
    case 'policy-enacted': return { decision: 'enactment', ...along };
    case 'veto-requested': return { decision: 'veto-request', ...along };
    case 'veto-answered': return { decision: 'veto-answer', agreed: decision.agree, ...along };
    case 'loyalty-investigated': case 'special-election-called': case 'player-executed':
      return { decision: 'power', target: decision.target, ...along };
    case 'policies-peeked': return { decision: 'power', ...along };
    case 'player-replaced': return { decision: 'replacement', seat: decision.seat, newcomer: decision.name, ...along };
    default: return null;
  }
}

/**
 * What the thread learned beside the public view, from the log's records (undone ones left out):
 * each reshuffle of the deck after the opening one (after which government, the new deck's size)
 * and the votes a house rule cast at a deadline. Counts and seats only: no card leaves here.
 */
export function threadFacts(events: readonly LogRecord[]): Pick<PostExtra, 'reshuffles' | 'defaulted'> {
  const undone = retractedSeqs(events);
  const reshuffles: Reshuffle[] = [];
  const defaulted: { government: number; seats: number[] }[] = [];
  let government = 0;
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    if (undone.has(e.seq)) continue;
    if (e.type === 'chancellor-nominated') government++;
    else if (e.type === 'deck-shuffled' && government > 0) reshuffles.push({ government, cards: e.deck.length });
    // A house rule whose votes were taken back (undo) no longer marks them.
    else if (e.type === 'default-applied' && e.seats?.length && e.seats.every((seat) => castStands(events, i, seat, undone))) defaulted.push({ government, seats: e.seats });
  }
  return { reshuffles, defaulted };
}

/** Whether the vote `seat` last cast before record `at` (the house rule's) is still in effect. */
function castStands(events: readonly LogRecord[], at: number, seat: number, undone: ReadonlySet<number>): boolean {
  for (let k = at - 1; k >= 0; k--) {
    const e = events[k];
    if (e.type === 'vote-cast' && (e as unknown as { seat: number }).seat === seat) return !undone.has(e.seq);
  }
  return false;
}

export type { ThreadPost } from '../render/posts.js';
import type { ThreadPost } from '../render/posts.js';

/** The post format for a command: the one asked for (--format), else the game's own, else Markdown. */
export function postFormatOf(header: Pick<LogHeader, 'format'>, requested?: string): PostFormat {
  const format = canonical(POST_FORMATS, requested) ?? header.format ?? 'markdown';
  if (!POST_FORMATS.includes(format as PostFormat)) throw new UsageError(`--format must be ${POST_FORMATS.join(' or ')}, not "${requested}"`).saying('post-format', { value: String(requested), allowed: POST_FORMATS.join(', ') });
  return format as PostFormat;
}

type GameLog = Pick<LogFile, 'path' | 'header' | 'events'>;

/** A post of the game as `log` holds it (its state `state`): the one place a thread post is rendered. */
export async function renderThreadPost(log: GameLog, state: State, kind: PostKind | undefined, format: PostFormat, ctx: Pick<Context, 'env' | 'now'>, preview = false): Promise<ThreadPost> {
  const [{ latestPostKind, renderPost }, { overrideDirs }, { describeRemaining, phaseDeadline }] = await Promise.all([
    import('../render/posts.js'), import('../render/overrides.js'), import('../log/deadlines.js'),
  ]);
  const { header } = log;
  const view = publicView(state);
  const standing = kind ? null : standingWithdrawal(log.events as LogRecord[]);
  const chosen = kind ?? (standing ? 'withdrawal' : latestPostKind(view));
  const over = chosen === 'game-over' && Boolean(view.winner);
  // A preview's log is a dry run: its last hash is not the one the write will make (the write's
  // records carry the later moment it runs at), so the post names none rather than a hash no log holds.
  const ended = over && !preview ? gameEndedRecord(log.events as LogFile['events']) : undefined;
  const d = phaseDeadline(header, log.events as LogFile['events']);
  const now = ctx.now();
  const undo = chosen === 'withdrawal' ? standing ?? lastWithdrawal(log.events as LogRecord[]) : null;
  const withdrawal = undo ? await withdrawalAt(log, state, undo, d?.deadline ?? null, now) : null;
  const text = renderPost(chosen, {
    view,
    theme: header.theme,
    lang: header.lang,
    format,
    overrides: overrideDirs(log, ctx.env),
    genders: gendersOf(log as LogFile),
    extra: {
      // The seed is read only here, and only once the game is over.
      ...(over && header.seed ? { seed: header.seed } : {}),
      ...(ended ? { ended } : {}),
      // Players verify the published log, not the moderator's own file.
      logName: publishedLogName(header.game),
      ...(header.house.onMissingVote !== 'wait' ? { houseVote: header.house.onMissingVote } : {}),
      ...threadFacts(log.events as LogFile['events']),
      ...(withdrawal ? { withdrawal } : {}),
      ...(d && Date.parse(d.deadline) > now.getTime() ? { deadline: { iso: d.deadline, remaining: describeRemaining(d.deadline, now, header.lang) } } : {}),
    },
  });
  return { kind: chosen, format, text };
}

/** The withdrawal post's facts, with the "waiting for" line that `post <game> waiting` would print. */
async function withdrawalAt(log: GameLog, state: State, undo: Retracted, deadline: string | null, now: Date): Promise<Withdrawal | null> {
  const facts = withdrawnDecision(log.events as LogRecord[], undo);
  if (!facts) return null;
  const [{ awaited }, { waitingLine }] = await Promise.all([import('../house/waiting.js'), import('../house/posts.js')]);
  const waiting = awaited(state);
  return { ...facts, waiting: waiting ? waitingLine(state, waiting, deadline, now, log.header.lang) : null };
}

/**
 * An earlier post as it stood: the game's state and log then, and the time of the write that
 * printed it, the clock its deadline's time left is told by (README: the post as printed then).
 */
export interface PostMoment { state: State; log: GameLog; at: string }

/**
 * The moment a post of `kind` was the game's latest: the state right after the write that called
 * for it (the decision and the automatic steps after it), and the log up to that write's end. So a
 * post asked for later (`chancery post friday nomination` once the votes are in) shows the board,
 * the tracker and the deadline as the decision printed them, not today's. `game` is replayed with
 * its states kept; null when the game never had such a moment.
 */
export async function postMoment(game: Pick<Replayed, 'log' | 'states'>, kind: PostKind): Promise<PostMoment | null> {
  if (kind === 'withdrawal') return withdrawalMoment(game.log);
  const { endingPostKind, latestPostKind } = await import('../render/posts.js');
  const states = game.states;
  if (!states) throw new Error('postMoment needs the replay\'s states (keepStates)');
  const seqs = [...states.keys()].sort((a, b) => a - b);
  let first = -1;
  if (kind === 'veto') {
    // The veto's post tells the last veto whole, request and answer: it stood right after the
    // write of the answer (or of the request, not answered yet). An agreed veto's own write calls
    // for the legislative post, so the run of "veto" states would miss it.
    const last = [...game.log.events].reverse().find((e) => e.type === 'veto-answered' || e.type === 'veto-requested');
    if (!last) return null;
    first = seqs.findIndex((seq) => seq >= last.seq && !isAutomatic(pending(states.get(seq)!)));
  } else if (kind === 'reshuffle') {
    // The last reshuffle after the opening one (as threadFacts counts them; an undone one has no
    // state): its post stood once the write that made it ended, its new deck whole on the board.
    let government = 0;
    let last: { seq: number } | undefined;
    for (const e of game.log.events) {
      if (!states.has(e.seq)) continue;
      if (e.type === 'chancellor-nominated') government++;
      else if (e.type === 'deck-shuffled' && government > 0) last = e;
    }
    if (!last) return null;
    const at = last.seq;
    first = seqs.findIndex((seq) => seq >= at && !isAutomatic(pending(states.get(seq)!)));
  } else {
    // The last run of states whose latest post is of this kind, and its first state: a run is broken
    // only by a state of another kind, not by the automatic steps (the tally, the draw) inside a write.
    // The game's end is also of the kind its write called for beside the game-over post (the vote
    // whose chaos enacted the last policy), so that kind asked for later is that write's.
    for (let i = seqs.length - 1; i >= 0; i--) {
      const state = states.get(seqs[i])!;
      if (isAutomatic(pending(state))) continue;
      const view = publicView(state);
      if (latestPostKind(view) === kind || endingPostKind(view) === kind) first = i;
      else if (first >= 0) break;
    }
  }
  if (first < 0) return null;
  // The write's own records (its messages, a deadline) come before the next engine event.
  const next = seqs[first + 1];
  const events = next === undefined ? game.log.events : game.log.events.filter((e) => e.seq < next);
  return { state: states.get(seqs[first])!, log: { ...game.log, events }, at: events.find((e) => e.seq === seqs[first])!.at };
}

/**
 * The last withdrawal as it stood: the log up to the next decision or undo (its own notices
 * included), replayed. Not from the replay's states: a later undo may take back a decision that
 * stood at that moment.
 */
async function withdrawalMoment(log: Replayed['log']): Promise<PostMoment | null> {
  const undo = lastWithdrawal(log.events);
  if (!undo) return null;
  let end = log.events.indexOf(undo) + 1;
  while (end < log.events.length && !isEngineEvent(log.events[end]) && log.events[end].type !== 'retracted') end++;
  const { replayLog } = await import('../log/replay.js');
  const then = { ...log, events: log.events.slice(0, end) };
  return { state: replayLog(then).state, log: then, at: undo.at };
}

/** What a write gives the thread: its post when it calls for one, or why the post could not be rendered. */
export interface PostOfWrite { post: ThreadPost | null; postError?: string }

/**
 * The post a write calls for (null when the standing post still holds). A template problem does
 * not make a written decision look refused: it is reported beside it.
 */
export async function threadPost(
  write: { log: GameLog; after: State; appended: readonly { type: string }[] },
  ctx: Pick<Context, 'env' | 'now'>,
  format?: string,
  preview = false,
): Promise<PostOfWrite> {
  if (!threadPostDue(write.appended, write.log.events as LogRecord[])) return { post: null };
  try {
    return { post: await renderThreadPost(write.log, write.after, undefined, postFormatOf(write.log.header, format), ctx, preview) };
  } catch (e) {
    if (!(e instanceof ChanceryError)) throw e;
    // Said in the game's language (a moderator's broken template in a Russian game: in Russian).
    const { header } = write.log;
    e.inLang(header.lang).inTheme(header.theme).inFolders(await templateFoldersOf(write.log.path, header.lang, header.templates, ctx.env));
    return { post: null, postError: (await gameWording(e)).message };
  }
}
