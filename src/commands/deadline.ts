// `chancery deadline <game> [when] [--apply]`: shows the current phase's deadline and who is late;
// `when` (24h, or an ISO time) sets it; `--apply` applies the house rule for missing votes once the
// deadline has passed, recorded as `default-applied` beside the votes it casts.
import { decisionResult, type DecisionResult } from '../game/act.js';
import { gameGenders, withThemeFolders } from '../game/speech.js';
import { overrideDirs } from '../render/overrides.js';
import { gameForCommands, resolveGamePath } from '../game/paths.js';
import { commandLine, shellWord } from '../input/text.js';
import { commit } from '../game/commit.js';
import type { ThreadPost } from '../game/thread.js';
import { ChanceryError, OperationError, StateRefusal, UsageError } from '../errors.js';
import { mailEnabled } from '../mail/enabled.js';
import { unsent } from '../mail/queue.js';
import type { SyncResult } from './sync.js';
import type { Context } from '../game/context.js';
import { seatHolders, type AnyEvent, type DefaultApplied, type HouseRules, type Lang, type LogRecord, type MessageQueued, type ReplyReceived, type ThemeName } from '../log/records.js';
import type { Replayed } from '../log/replay.js';
import { speechOf } from '../game/speech.js';
import type { Intent, Vote } from '../engine/index.js';
import type { DeliveryReport } from '../mail/deliver.js';
import { deadlineSet, describeRemaining, phaseDeadline, phaseOpener } from '../log/deadlines.js';
import { awaited, missingVoteDefaults, openPromptOf } from '../house/waiting.js';
import { checkLogFile } from '../log/file.js';

export interface DeadlineInput { game: string; when?: string; apply?: boolean; format?: string }

export interface DeadlineResult {
  game: string;
  path: string;
  /** ISO UTC, or null when the phase has none. */
  deadline: string | null;
  source: 'set' | 'house' | null;
  remaining: string | null;
  passed: boolean;
  /** True when this command set the deadline. */
  set: boolean;
  /**
   * `byMail`: the question is asked of them by mail (a vote, a hand, a veto), not in the thread;
   * `asked`: some of them were sent it before this command (its message gives the deadline it had then;
   * one still queued goes out with the deadline in force when it is sent).
   */
  waiting: { kind: string; players: { seat: number; name: string }[]; byMail: boolean; asked: boolean } | null;
  rule: HouseRules['onMissingVote'];
  /** The votes the house rule cast (with --apply, after the deadline). */
  applied: { seat: number; name: string; vote: Vote }[];
  /** Why --apply changed nothing. */
  note?: string;
  /** The game waits for nobody: it is over, or an automatic step is due (no phase to give a deadline). */
  waitsForNobody?: 'over' | 'automatic';
  /**
   * With votes applied: the decision as `vote` reports it, in --json the object `vote --json`
   * prints (its events with the house rule's record, what the game waits for, the hand the tally
   * dealt to forward, the post, the delivery).
   */
  decision?: DecisionResult;
  /** The thread post the applied votes call for (the vote result, when they completed the tally): the decision's. */
  post?: ThreadPost;
  postError?: string;
  /** What this command's write sent (the messages the applied votes required: the President's cards, say). */
  delivery: DeliveryReport | null;
  /** With --apply on a game played by mail: what reading the players' answers first did (the sync command's result). */
  synced?: SyncResult;
  /** The game's language and theme: the note above is in them, and the printer speaks them. */
  lang: Lang;
  theme: ThemeName;
}

export async function deadline(input: DeadlineInput, ctx: Context): Promise<DeadlineResult> {
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  checkLogFile(path);
  if (input.when && input.apply) throw new UsageError('set a deadline or apply the one that passed, not both in one command').saying('deadline-both');
  /** The write's time (taken under the log's lock): the deadline is set, applied and reported against it. */
  let now!: Date;
  // The house rule casts only the votes that did not come: answers waiting in the mailbox are read
  // first, by sync itself (a Ja sent before the deadline was else overruled, then turned away).
  let synced: SyncResult | undefined;
  // The phase whose deadline the moderator applies: the one open before the answers are read.
  let meant: PhaseMeant | undefined;
  if (input.apply && mailEnabled(path, ctx.env)) {
    const { sync } = await import('./sync.js');
    const { openGame } = await import('../game/open.js');
    meant = phaseMeant(openGame(path));
    try {
      synced = await sync({ game: path, ...(input.format ? { format: input.format } : {}) }, ctx);
    } catch (e) {
      // A wrong command line (--format html) is no mail failure: refused as such, not blamed on the mail.
      if (!(e instanceof ChanceryError) || e instanceof UsageError) throw e;
      const { readLog } = await import('../log/file.js');
      const lang = readLog(path).header.lang;
      throw new OperationError('mail', `the players' answers waiting by mail could not be read (${e.message}): the house rule is not applied over them; run chancery deadline ${input.game} --apply again once mail works`)
        .saying('deadline-mail-unread', { error: e.message, command: `chancery deadline ${input.game} --apply` }).inLang(lang);
    }
  }
  let set = false;
  let note: string | undefined;
  let applied: DeadlineResult['applied'] = [];
  const outcome = await commit(ctx, path, (game, at) => {
    now = at;
    const { header, events } = game.log;
    const waiting = awaited(game.state);
    // Nobody to wait for (the game is over): no deadline to set, none to apply.
    if ((input.when || input.apply) && !waiting) {
      throw new StateRefusal(`${header.game} waits for nobody (${game.state.phase.name === 'over' ? 'it is over' : 'an automatic step is due'}): there is no phase to give a deadline`)
        .saying('deadline-nobody', { game: header.game, variant: game.state.phase.name === 'over' ? 'over' : 'automatic' }).inLang(header.lang);
    }
    if (input.when) {
      set = true;
      // Ahead of the write's time: one that passed while this waited for another write is past.
      return { record: [deadlineSet(input.when, now, phaseOpener(events)!.seq)], post: false };
    }
    if (!input.apply) return { post: false };
    const decided = houseRuleDecision(game, gameForCommands(input.game, header.game, path, ctx.env, ctx.cwd), now, ctx.env, meant);
    if ('note' in decided) { note = decided.note; return { post: false }; }
    applied = decided.applied;
    return decided.plan;
  }, { format: input.format });
  const state = outcome.after;
  const { header, events } = { header: outcome.before.log.header, events: [...outcome.before.log.events, ...outcome.appended] };
  // After --apply the game is in a new phase: report the deadline of the phase it applied to.
  const current = applied.length ? phaseDeadline(header, outcome.before.log.events) : phaseDeadline(header, events);
  const waitedAt = applied.length ? outcome.before.state : state;
  const waiting = awaited(waitedAt);
  const folders = overrideDirs(outcome.log, ctx.env);
  const genders = gameGenders(state, outcome.log);
  return withThemeFolders({
    game: header.game,
    path,
    deadline: current?.deadline ?? null,
    source: current?.source ?? null,
    remaining: current ? describeRemaining(current.deadline, now, header.lang) : null,
    passed: current ? Date.parse(current.deadline) <= now.getTime() : false,
    set,
    waiting: waiting ? {
      kind: waiting.kind,
      players: waiting.seats.map((s) => ({ seat: s + 1, name: outcome.before.state.players[s] })),
      byMail: waiting.seats.some((s) => openPromptOf(waitedAt, s) !== null),
      asked: current ? sentQuestion(outcome.before.log.events, waiting.seats, current.phaseSeq) : false,
    } : null,
    rule: header.house.onMissingVote,
    applied,
    ...(note ? { note } : {}),
    ...(!awaited(state) ? { waitsForNobody: state.phase.name === 'over' ? 'over' as const : 'automatic' as const } : {}),
    // The votes cast are one more route to the decision `vote` makes: reported as it does, the hand the tally dealt too.
    ...(applied.length ? { decision: decisionResult(outcome, folders) } : {}),
    ...(outcome.post ? { post: outcome.post } : {}),
    ...(outcome.postError ? { postError: outcome.postError } : {}),
    delivery: outcome.delivery,
    ...(synced ? { synced } : {}),
    lang: header.lang,
    theme: header.theme,
  }, folders, genders);
}

/**
 * Whether the seat's vote request for the phase opened at `phaseSeq` went out to the player who
 * holds the seat now: one of those queued for them is not among the messages a failure left queued
 * (mail/queue's unsent). One queued for whoever held the seat before a replacement, sent or dropped,
 * asked someone else: the newcomer is asked by the request `replace` queued. A seat asked in no
 * message (before mail) was asked in the thread.
 */
function askedByMail(events: LogRecord[], seat: number, phaseSeq: number): boolean {
  const holderOf = seatHolders(events);
  const holder = holderOf(seat)?.seq;
  const requests = events.filter((e): e is LogRecord & MessageQueued => e.type === 'message-queued' && (e as MessageQueued).to === seat
    && (e as MessageQueued).kind === 'vote-request' && (e as MessageQueued).at_seq >= phaseSeq && holderOf(seat, e.seq)?.seq === holder);
  const waiting = new Set(unsent(events).map((m) => m.messageId));
  return !requests.length || requests.some((r) => !waiting.has(r.messageId));
}

/**
 * The replies held for the moderator's confirmation (`mail confirm`: they came from another
 * address) from these seats since the phase opened at `phaseSeq`, read as an answer to the
 * question open when they came (the vote: one about an older question, or not readable, is
 * nothing `mail confirm` would apply). A confirmed one is that seat's vote, so its seat is no
 * longer among those the rule votes for.
 */
function heldAnswers(events: LogRecord[], seats: number[], phaseSeq: number): { seat: number; messageId: string }[] {
  return events.flatMap((e) => {
    if (e.type !== 'reply-received' || e.seq <= phaseSeq) return [];
    const r = e as ReplyReceived;
    return r.outcome === 'held' && r.readAs !== undefined && r.seat !== null && seats.includes(r.seat) ? [{ seat: r.seat, messageId: r.messageId }] : [];
  });
}

/** Whether any of these seats was already sent a question of the phase opened at `phaseSeq`. */
function sentQuestion(events: LogRecord[], seats: number[], phaseSeq: number): boolean {
  const sent = new Set(events.flatMap((e) => (e.type === 'message-sent' ? [e.messageId] : [])));
  return events.some((e) => e.type === 'message-queued' && (e as MessageQueued).prompt !== undefined && seats.includes((e as MessageQueued).to)
    && (e as MessageQueued).at_seq >= phaseSeq && sent.has((e as MessageQueued).messageId));
}

/** The phase a deadline was applied to, as it was before the players' answers were read: its opening record and whether it was a vote. */
export interface PhaseMeant { phaseSeq: number; vote: boolean }

export function phaseMeant(game: Replayed): PhaseMeant | undefined {
  const opener = phaseOpener(game.log.events);
  return opener ? { phaseSeq: opener.seq, vote: awaited(game.state)?.kind === 'votes' } : undefined;
}

/** The votes the house rule casts once a vote's deadline has passed (see houseRuleDecision). */
export interface HouseRuleVotes {
  plan: { intents: Intent[]; record: AnyEvent[] };
  applied: DeadlineResult['applied'];
}

/**
 * What `deadline --apply` decides in `game` at `now`: the votes the house rule casts for the
 * living players who have not voted, with the `default-applied` record that explains them; or,
 * when it casts none (the deadline has not passed, the rule is to wait, everyone voted), why, in
 * the game's language. A phase without a deadline, and a player whose vote request never went out,
 * are refused. `play` offers the same decision (src/interactive), through the same preview and write.
 * `meant`: the phase open before the answers waiting by mail were read; when they closed it (the
 * last vote came in), the deadline of the phase after it is not the one the moderator applied.
 */
export function houseRuleDecision(game: Replayed, gameArg: string, now: Date, env: NodeJS.ProcessEnv, meant?: PhaseMeant): HouseRuleVotes | { note: string } {
  const { header, events } = game.log;
  if (meant && phaseOpener(events)?.seq !== meant.phaseSeq) {
    const house = speechOf(header.lang, header.theme, overrideDirs(game.log, env)).house;
    return { note: meant.vote ? house.votesCameIn : house.answeredByMail };
  }
  const current = phaseDeadline(header, events);
  if (!current) throw new StateRefusal(`${header.game} has no deadline for this phase: set one with ${commandLine(['deadline', gameArg, '24h'])}`)
    .saying('deadline-none', { game: header.game, command: commandLine(['deadline', gameArg, '24h']), gameArg: shellWord(gameArg) }).inLang(header.lang);
  if (Date.parse(current.deadline) > now.getTime()) {
    return { note: speechOf(header.lang, header.theme, overrideDirs(game.log, env)).house.notPassed(describeRemaining(current.deadline, now, header.lang)) };
  }
  const defaults = missingVoteDefaults(game.state, header.house);
  if (!defaults.votes.length) return { note: speechOf(header.lang, header.theme, overrideDirs(game.log, env)).house[defaults.reason!] };
  // A player whose vote request never went out (mail failed) was not asked: nothing is cast for them.
  const unasked = defaults.votes.map((v) => (v as { seat: number }).seat).filter((seat) => !askedByMail(game.log.events, seat, phaseOpener(events)!.seq));
  if (unasked.length) {
    const names = unasked.map((seat) => game.state.players[seat]).join(', ');
    throw new OperationError('mail', `the vote request to ${names} was never sent (mail failed): the house rule casts only the votes of players who were asked; run chancery send ${gameArg} first`)
      .saying('deadline-unasked', { players: names, command: `chancery send ${gameArg}` }).inLang(header.lang);
  }
  // A player whose answer came from another address and waits for the moderator (held) did vote:
  // casting the rule's vote over it could count the opposite of what they wrote.
  const held = heldAnswers(game.log.events, defaults.votes.map((v) => (v as { seat: number }).seat), phaseOpener(events)!.seq);
  if (held.length) {
    const names = [...new Set(held.map((h) => game.state.players[h.seat]))].join(', ');
    // A Message-ID (<…@…>) is quoted for the shell, as sync prints the same command.
    const commands = held.map((h) => `chancery mail confirm ${gameArg} "${h.messageId}"`).join(', ');
    throw new StateRefusal(`an answer of ${names} came from another address and is held for you to confirm: the house rule casts only the votes that did not come; confirm it with ${commands}, or enter the vote with chancery vote ${gameArg}`)
      .saying('deadline-held', { players: names, commands, command: `chancery vote ${gameArg}` }).inLang(header.lang);
  }
  const applied = defaults.votes.map((v) => {
    const { seat, vote } = v as { seat: number; vote: Vote };
    return { seat: seat + 1, name: game.state.players[seat], vote };
  });
  const record: DefaultApplied = {
    type: 'default-applied',
    rule: `onMissingVote: ${header.house.onMissingVote}`,
    detail: `the vote deadline ${current.deadline} passed without a vote from ${applied.map((a) => a.name).join(', ')}: counted as ${header.house.onMissingVote}`,
    seats: applied.map((a) => a.seat - 1),
    vote: header.house.onMissingVote as Vote,
  };
  // The house rule is one more route to the same decision: votes, decided like any other.
  const intents: Intent[] = defaults.votes.map((v) => {
    const { seat, vote } = v as { seat: number; vote: Vote };
    return { type: 'vote', seat, vote };
  });
  return { plan: { intents, record: [record] }, applied };
}
