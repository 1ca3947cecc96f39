// `sync`: fetch new mail, decide what each message is (an answer to an open prompt, a bounce, a
// forgery, a reply too late, a duplicate), and record it all, with the answers applied through
// the engine, in ONE write: a crash before the write changes nothing and the mail is fetched
// again; after it, every Message-ID is in the log and is never applied twice.
import { decide, intentOf, pending, type GameEvent, type Intent, type Seat, type State } from '../engine/index.js';
import { seatHolder } from '../engine/views.js';
import type { ThreadPost } from '../render/posts.js';
import { randomSourceOf, replayLog, type Replayed } from '../log/replay.js';
import type { LogFile } from '../log/file.js';
import { isEngineEvent, questionEpoch, type AnyEvent, type LogHeader, type LogRecord, type MessageQueued, type ReplyReceived } from '../log/records.js';
import { gameOfSubject } from '../render/messages.js';
import type { FileProblem } from '../input/files.js';
import { batchReader, type Answer, type AnswerContext, type Reading } from './answers.js';
import { answerWords, doubtWords, handledWords, type Wording } from './wording.js';
import { overrideDirs } from '../render/overrides.js';
import { ruleWording } from '../render/rule-errors.js';
import { gameGenders } from '../render/names.js';
import { CODE_PATTERN } from './ids.js';
import { addressOf, outboxOf, queueRecords, seatsByAddress } from './outbox.js';
import { openPromptFor, promptOpenFor, type PromptKind } from './planner.js';
import type { ReadMail } from './read.js';
import type { DeliveryReport } from './deliver.js';
import { formerAddresses, holderOfAddress } from '../mail/contacts.js';
import { SIZE_LIMITS } from '../input/files.js';
import { isoTime } from '../log/times.js';
import { formatDate } from '../log/dates.js';
import { commandLine } from '../input/text.js';

export interface SyncItem {
  messageId: string;
  from: string;
  player: string | null;
  outcome: ReplyReceived['outcome'];
  readAs?: string;
  /** `readAs` names a card the thread must not learn (secretReading): the printer marks it PRIVATE. */
  secret?: true;
  detail?: string;
  /** `applied`, a changed vote: the seat's other vote, which it replaces (as `mail confirm --json` says it). */
  replaces?: 'ja' | 'nein';
  /** `applied` over the vote a seat's former player cast: that player (as `mail confirm --json` says it). */
  replacesVoteOf?: string;
  /** An inbox entry that is no mail at all (a folder, a named pipe), set aside unread: what it is, for its words in the game's language. */
  notMail?: FileProblem;
  /**
   * A reply not applied: the player's own words (above any quote), which may be meant for the
   * moderator ("Quick question: …") and would otherwise go unseen. Absent when applied, beside a
   * reading (`readAs`, a held reply's), for an automatic reply, or when the reading names a card
   * the thread must not learn (`secret`: the detail says it).
   */
  wrote?: string;
}

/** The outcomes whose reply is shown to the moderator in the player's words (see SyncItem.wrote). */
const WORDS_SHOWN = new Set<ReplyReceived['outcome']>(['refused', 'ambiguous', 'too-late', 'ignored', 'held']);

/**
 * Whether a reading names a card hidden from the thread: the President's discard always; the
 * Chancellor's card until it is enacted (then the thread is told it; said again, it is still told). The moderator's terminal marks
 * such a reading PRIVATE, as it marks the hands it prints, so the line is never pasted as it is.
 */
export function secretReading(prompt: string | undefined, outcome: ReplyReceived['outcome']): boolean {
  return prompt === 'president-discard' || (prompt === 'chancellor-enact' && outcome !== 'applied' && outcome !== 'already-recorded');
}

/** What a sync pass read and judged; the decision it made is game/sync's (SyncReport). */
export interface MailSyncReport {
  fetched: number;
  /** Messages already in the log (fetched again after a crash, or sent twice): skipped. */
  duplicates: number;
  items: SyncItem[];
  /** True when the batch completed a phase the thread hears about (a tally, an enactment…): a post is due. */
  phaseCompleted: boolean;
  /** That post, rendered like every route's (the game's format, the seed and end hash at game over). */
  post: ThreadPost | null;
  postError?: string;
  delivery: DeliveryReport | null;
  /** Mail for another game sharing the account (its subject names it): left unrecorded and unmarked for that game's sync. */
  left?: { messageId: string; from: string; game: string }[];
  /** Mail recorded as nobody's in this game (not from a player, not a bounce): marked for chancery, not as read. */
  unrelated?: string[];
}

/**
 * How far into a mail (its subject, then its text) a code is looked for: a quoted subject or a
 * retyped code is near the top. Searching all of it would let one forged mail of megabytes try a
 * million codes, and a forged From guess its way to another player's question.
 */
export const CODE_SEARCH_CHARS = 4096;


export type Queued = MessageQueued & { seq: number };


/** What an answer to `prompt` may name: the hand the seat holds, whether the veto is open. */
export function answerContext(header: LogHeader, state: State, prompt: PromptKind, seat: Seat): AnswerContext {
  const p = pending(state);
  return {
    prompt,
    seat,
    theme: header.theme,
    lang: header.lang,
    hand: state.phase.name === 'legislative' && state.phase.step.name !== 'draw' ? state.phase.step.hand : [],
    vetoAllowed: p.kind === 'chancellor-enact' && p.vetoAllowed,
    names: state.players,
    ...(prompt === 'votes' && p.kind === 'votes' ? { government: [p.president, p.chancellor] } : {}),
  };
}

/** The engine events that answer each kind of question. */
const ANSWERED_BY: Record<PromptKind, readonly string[]> = {
  'votes': ['vote-cast'],
  'president-discard': ['president-discarded'],
  'chancellor-enact': ['policy-enacted', 'veto-requested'],
  'veto-answer': ['veto-answered'],
};

/**
 * The engine event that stands as `seat`'s answer to `question`, whoever entered it (their reply,
 * the moderator's command, the house rule), with its seq; undefined while none does. `events`: the
 * engine events in effect, in order. A vote stands from the nomination until the tally (a later one
 * of the seat replaces it), whenever its request was sent: one sent again, or to a player who took
 * the seat over mid-vote, asks the vote the seat may already give. Any other answer is the decision
 * that followed the question.
 */
export function recordedAnswer(events: readonly (GameEvent & { seq: number })[], question: { prompt?: string; at_seq: number }, seat: Seat): (GameEvent & { seq: number }) | undefined {
  const answers = ANSWERED_BY[question.prompt as PromptKind];
  if (!answers) return undefined;
  if (question.prompt === 'votes') {
    // The vote asked is the one the last nomination before the question opened.
    const opened = events.filter((e) => e.seq <= question.at_seq && e.type === 'chancellor-nominated').pop();
    if (!opened) return undefined;
    let standing: (GameEvent & { seq: number }) | undefined;
    for (const e of events) {
      if (e.seq <= opened.seq || e.type === 'player-replaced') continue;
      if (e.type !== 'vote-cast') return standing;
      if (e.seat === seat) standing = e;
    }
    return standing;
  }
  for (const e of events) {
    if (e.seq <= question.at_seq || e.type === 'player-replaced') continue;
    return answers.includes(e.type) ? e : undefined;
  }
  return undefined;
}

/**
 * The question open for `seat` just after record `seq` was written, as the game stood then (a
 * retraction written later does not count): what a message that asks nothing of its own asked
 * (the NOT applied email that asks the question back, a receipt of a vote that may still be
 * changed), or what a held reply answered. Undo may have withdrawn it since.
 */
export function questionOpenAfter(log: LogFile, seq: number, seat: Seat): Queued | undefined {
  const upTo = log.events.findIndex((e) => e.seq === seq) + 1;
  const before = log.events.slice(0, upTo);
  const then = replayLog({ ...log, events: before, lines: log.lines.slice(0, upTo) }).state;
  const queued = before.filter((e): e is LogRecord & Queued => e.type === 'message-queued');
  return openPromptFor(queued, then, seat, questionEpoch(before));
}

/** The answer an engine event records, as a reading names it ("discarded: Fascist"); undefined for an event that answers no question. */
export function answerOfEvent(e: GameEvent): Answer | undefined {
  switch (e.type) {
    case 'vote-cast': return { kind: 'vote', vote: e.vote };
    case 'president-discarded': return { kind: 'discard', policy: e.policy };
    case 'policy-enacted': return { kind: 'enact', policy: e.policy };
    case 'veto-requested': return { kind: 'veto' };
    case 'veto-answered': return { kind: 'veto-answer', agree: e.agree };
    default: return undefined;
  }
}

/** Whether two engine events are the same decision (a vote, a card, a veto's answer). */
export function sameDecision(a: GameEvent, b: GameEvent): boolean {
  return JSON.stringify(intentOf(a)) === JSON.stringify(intentOf(b));
}

/**
 * An answer applied over another vote of its seat: the vote it replaces, which its record keeps
 * (the receipt says it), and the report's words for the change; or the seat's vote said again by
 * its new player when the seat's former player cast it before the seat changed hands: applied, the
 * vote is now the new player's (engine: a vote is whoever cast it last), and its record names whose
 * it was (`replacesVoteOf` without `replaces`); null for any other answer. One reading for every
 * route that applies a reply (sync, mail confirm), so that each reports it alike.
 */
export function changedVote(state: State, seat: Seat, event: GameEvent, wording: Wording, entry?: HandEntry): { replaces?: 'ja' | 'nein'; replacesVoteOf?: string; replacesEntered?: true; detail: string } | null {
  if (event.type !== 'vote-cast' || state.phase.name !== 'election') return null;
  const previous = state.phase.votes[seat];
  if (previous === undefined) return null;
  // Cast before the seat changed hands, the vote is its former player's (engine seatHolder: a vote
  // is whoever cast it last), and the new player's receipt names it so.
  const voter = seatHolder(state.players, state.replacements, seat, state.governments.length, 'vote');
  const formerPlayer = voter !== state.players[seat] ? voter : undefined;
  if (previous === event.vote) {
    return formerPlayer === undefined ? null : { replacesVoteOf: formerPlayer, detail: handledWords({ why: 'vote-taken-over', vote: previous, player: formerPlayer }, wording) };
  }
  if (entry) {
    // The moderator's own entry: the report says so, from what to what, and when the email is dated
    // before the entry (written before the word the moderator entered), the command that puts it back.
    // A Date has whole seconds, and a player's clock may be off by some: a minute earlier at least.
    const before = entry.mailDate && entry.mailDate.getTime() < Date.parse(entry.at) - DATED_BEFORE_MARGIN_MS ? formatDate(entry.mailDate.toISOString(), wording.lang) : undefined;
    const command = commandLine(['vote', entry.game, `${seat + 1}=${previous}`, '--override']);
    return { replaces: previous, ...(formerPlayer !== undefined ? { replacesVoteOf: formerPlayer } : {}), replacesEntered: true,
      detail: handledWords({ why: 'vote-changed', previous, entered: { now: event.vote, ...(before ? { dated: before, command } : {}) } }, wording) };
  }
  return { replaces: previous, ...(formerPlayer !== undefined ? { replacesVoteOf: formerPlayer } : {}), detail: handledWords({ why: 'vote-changed', previous }, wording) };
}

/** How much earlier than the moderator's entry an email must be dated for the report to say it was written before it. */
const DATED_BEFORE_MARGIN_MS = 60_000;

/** A vote the moderator entered (`vote`, `play`) that a reply replaces: when, and the reply's Date, for the report. */
export interface HandEntry { at: string; game: string; mailDate?: Date | null }

/**
 * The moderator's entry of the vote `seat` gives in the vote open now, when it was entered by hand
 * (`vote`, `play`): the vote-cast that stands has no applied reply of the seat's after it (a reply
 * applied writes its vote-cast first, then its record, in one write). Undefined when the vote came
 * by mail (a reply applied or confirmed) or the seat has none.
 */
export function handEntryOf(log: Pick<LogFile, 'events'>, retracted: ReadonlySet<number>, seat: Seat): { at: string; seq: number } | undefined {
  const events = log.events;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (retracted.has(e.seq)) continue;
    if (e.type === 'chancellor-nominated') return undefined;
    if (e.type !== 'vote-cast' || e.seat !== seat) continue;
    const mailed = events.slice(i + 1).some((r) => r.type === 'reply-received' && r.seat === seat && r.outcome === 'applied' && (r.prompt === 'votes' || r.prompt === undefined));
    return mailed ? undefined : { at: e.at, seq: e.seq };
  }
  return undefined;
}

/** The game's words for readings: its theme and language, with the moderator's template folders (one wording per batch: each reading's words render once). */
export function wordingOf(log: Pick<LogFile, 'header' | 'path'>, env: NodeJS.ProcessEnv): Wording {
  return { theme: log.header.theme, lang: log.header.lang, overrides: overrideDirs(log, env), rendered: new Map() };
}

/** What a reply-received record says of a reading: the words read, and what they were read as or why not. */
export function readingFields(reading: Reading, prompt: PromptKind, wording: Wording): Pick<ReplyReceived, 'readAs' | 'quote' | 'detail'> {
  return reading.ok
    ? { readAs: answerWords(reading.answer, wording), quote: reading.quote }
    : { quote: reading.quote, detail: doubtWords(reading.why, prompt, wording, reading.lean, reading.word) };
}

/** What made a mail unreadable, as the sentences of message/_handled name it. */
function unreadableFacts(why: NonNullable<ReadMail['unreadable']>) {
  return { unreadable: why, ...(why === 'too-large' ? { megabytes: SIZE_LIMITS.mail / 1024 / 1024 } : {}) };
}

/** The kinds of message that never ask their reader a question (an ack asks while its vote is open). */
const ASKS_NOTHING = new Set(['role-card', 'investigation-result', 'peek-result', 'dossier', 'vote-defaulted', 'vote-overridden', 'ack']);

/** Judges a batch of fetched mail against the game (pure but for the codes and ids it makes): the plan of one write. */
export function judgeBatch(game: Replayed, mails: ReadMail[], now: Date, report: MailSyncReport, env: NodeJS.ProcessEnv) {
  const log = game.log;
  // Each reply's words are read for each question they may answer; the same words for the same question once.
  const readBothParts = batchReader();
  const random = randomSourceOf(log);
  const queued = log.events.filter((e): e is LogRecord & Queued => e.type === 'message-queued');
  const byId = new Map(queued.map((q) => [q.messageId, q]));
  const byCode = new Map(queued.map((q) => [q.code, q]));
  /** The first of our messages whose code the text names, within its first CODE_SEARCH_CHARS. */
  const questionCoded = (text: string) => [...text.slice(0, CODE_SEARCH_CHARS).toUpperCase().matchAll(CODE_PATTERN)].map((m) => byCode.get(m[1])).find(Boolean);
  const seen = new Set(log.events.filter((e) => e.type === 'reply-received').map((e) => (e as ReplyReceived).messageId));
  const earlierReplies = new Set(seen);
  let state: State = game.state;
  let epoch = questionEpoch(game.log.events);
  const intents: Intent[] = [];
  let engineEvents = 0;
  const records: AnyEvent[] = [];
  /**
   * What each player of this batch is answered: a receipt for their last applied reply, and a NOT
   * applied answer for their last reply after it that was not (a President's "1" applied, then
   * "no, 2" too late: told both, what stands and what did not count). A reply applied later makes
   * an earlier unapplied one moot. One that says again the answer already recorded is answered
   * with a receipt that says so (its `about`: the seq of that answer's event).
   */
  const answerTo = new Map<Seat, { applied?: ReplyReceived; notApplied?: ReplyReceived; /** the event an answer already recorded is about */ about?: number }>();
  const answer = (seat: Seat, reply: ReplyReceived, about?: number) => {
    const before = answerTo.get(seat);
    if (reply.outcome === 'applied') answerTo.set(seat, { applied: reply });
    // The same answer again: what it says stands, and makes an earlier unapplied reply moot; the
    // receipt of the one applied in this batch already says so.
    else if (reply.outcome === 'already-recorded') answerTo.set(seat, before?.applied && before.about === undefined ? { applied: before.applied } : { applied: reply, about });
    else answerTo.set(seat, { ...(before?.applied ? { applied: before.applied, about: before.about } : {}), notApplied: reply });
  };
  /** Replies of players who left their seat, each answered at the address it came from. */
  const toLeavers: { seat: Seat; address: string; reply: ReplyReceived }[] = [];
  /** Replies of players to another player's message, each answered at the sender's own address (never settled by another reply of theirs). */
  const toOthers: { seat: Seat; reply: ReplyReceived }[] = [];
  /** This batch's engine events as it applies them, with the seqs the write gives them (it puts them first, in this order). */
  const appliedNow: (GameEvent & { seq: number })[] = [];
  let inEffect: (GameEvent & { seq: number })[] | undefined;
  /**
   * The engine events in effect, this batch's too: what stands as each answer (walked only for a
   * reply that may say one again). One list, which this batch's events join as they are applied,
   * not the game's and the batch's copied into a new one each time a reply asks.
   */
  const answered = () => {
    inEffect ??= game.effective.filter((e) => isEngineEvent(e)) as unknown as (GameEvent & { seq: number })[];
    // (A list of its own: `filter` made it.)
    while (answeredNow < appliedNow.length) inEffect.push(appliedNow[answeredNow++]);
    return inEffect as readonly (GameEvent & { seq: number })[];
  };
  let answeredNow = 0;
  /** The game as each question asked it (the hand a card's number names): replayed when a late reply asks. */
  const askedAt = new Map<number, State>();
  const stateAsked = (question: Queued) => {
    let at = askedAt.get(question.at_seq);
    if (!at) askedAt.set(question.at_seq, at = replayLog(log, { upTo: question.at_seq }).state);
    return at;
  };
  /** The seq of the answer that stands as `seat`'s to `question`, when the reading names exactly it. */
  const standingAs = (reading: Reading, question: Queued, seat: Seat): number | undefined => {
    const standing = reading.ok ? recordedAnswer(answered(), question, seat) : undefined;
    return reading.ok && standing && sameDecision(standing, reading.event) ? standing.seq : undefined;
  };
  /** The count that closed the vote `question` asked (the first tally after it), if it was counted. */
  const tallyAfter = (question: Queued) =>
    answered().find((e): e is Extract<GameEvent, { type: 'votes-tallied' }> & { seq: number } => e.type === 'votes-tallied' && e.seq > question.at_seq);
  /** A reply that says the answer already recorded: received, answered with its receipt, applied no second time. */
  const alreadyRecorded = (record: ReplyReceived, reading: Reading, prompt: PromptKind, repeats: number) => {
    Object.assign(record, readingFields(reading, prompt, wording()));
    record.outcome = 'already-recorded';
    record.prompt = prompt;
    record.repeats = repeats;
    record.detail = handledWords({ why: 'already-recorded' }, wording());
  };
  const name = (seat: Seat | null) => (seat === null ? null : state.players[seat]);
  /** A reply not applied is quoted back to its sender as the reader quotes it for `prompt` (a vote by default). */
  const quoteFor = (reply: ReplyReceived, text: string, prompt: string | undefined, seat: Seat) => {
    const quote = readBothParts(text, undefined, answerContext(log.header, state, (prompt as PromptKind | undefined) ?? 'votes', seat)).quote;
    if (quote) reply.quote = quote;
  };
  const seatOf = seatsByAddress(log);
  /**
   * The seat whose former player (one who left it: `replace`) had `address`, the latest such
   * replacement's when more than one; null for an address no leaver played with.
   */
  const leftSeatOf = (address: string): Seat | null => {
    let found: Seat | null = null;
    for (let seat = 0; seat < log.header.players.length; seat++) {
      if (!formerAddresses(log, seat).has(address)) continue;
      const holder = holderOfAddress(log, seat, address);
      if (holder !== null && holder !== state.players[seat]) found = seat;
    }
    return found;
  };
  /**
   * A reply from the address a player who left `seat` played with (`prompt`: the question it
   * answered, if any): refused, and that player told once, at that address, in this write as every
   * answer, that it changed nothing and whose the seat is now (the replacement post named them).
   * Returns who wrote it, for the moderator's line: the holder whose address it was, not the seat's new player.
   */
  const refuseFromLeaver = (record: ReplyReceived, mail: ReadMail, seat: Seat, prompt: string | undefined): string | undefined => {
    const from = mail.from!.toLowerCase();
    record.outcome = 'refused';
    record.seat = seat;
    record.detail = handledWords({ why: 'former-address', from: mail.from!, seat: seat + 1, player: name(seat)! }, wording());
    quoteFor(record, mail.reply, prompt, seat);
    toLeavers.push({ seat, address: from, reply: record });
    return holderOfAddress(log, seat, from) ?? undefined;
  };
  // Made at the first reading (it looks up the moderator's template folders): one for the batch.
  let wordingOfBatch: Wording | undefined;
  const wording = () => (wordingOfBatch ??= wordingOf(log, env));

  const openPromptOf = (seat: Seat): Queued | undefined => openPromptFor(queued, state, seat, epoch);
  /**
   * The question a reply to `message` answers: the message's own, or for one that asks nothing (a
   * receipt, a notice, the role card) the question open when it was sent. A reply to a notice of
   * an earlier question must never land on a later one (the player wrote it about another hand).
   */
  const questionAnsweredBy = (message: Queued, seat: Seat): Queued | undefined => {
    if (message.prompt) return message.at_seq >= epoch && promptOpenFor(state, message.prompt as PromptKind, seat) ? message : undefined;
    const open = openPromptOf(seat);
    return open && message.at_seq >= open.at_seq ? open : undefined;
  };

  /**
   * The question a message asked when it was sent: its own, or for one that asks nothing of its
   * own (the NOT applied email that asks the question back, a receipt of a vote that may still be
   * changed) the question open for its reader then, as the game stood when it was written (a
   * retraction written later does not count). A reply to it answers that question, which undo may
   * have withdrawn since.
   */
  const askedThen = new Map<number, Queued | undefined>();
  const questionAskedBy = (message: LogRecord & Queued, seat: Seat): Queued | undefined => {
    if (message.prompt) return message;
    if (!askedThen.has(message.seq)) askedThen.set(message.seq, questionOpenAfter(log, message.seq, seat));
    return askedThen.get(message.seq);
  };

  const repliesById = new Map(log.events.filter((e) => e.type === 'reply-received').map((e) => [(e as ReplyReceived).messageId, e as ReplyReceived]));
  /**
   * The question a message that asks nothing is about: the one whose answer a receipt records (the
   * vote its reply cast), the vote the house rule cast for its reader. The President's receipt of
   * the deciding vote goes out with the question of their discard, which a reply to it answers; but
   * one that says a vote speaks of the vote the receipt is about, never of the discard.
   */
  const questionReceiptOf = (message: Queued, seat: Seat): Queued | undefined => {
    // A NOT applied email about a vote that came after the count is about that vote too.
    const prompt = message.kind === 'vote-defaulted' || message.kind === 'vote-overridden' ? 'votes'
      : (message.kind === 'ack' || message.kind === 'error-reply') && message.replyTo ? repliesById.get(message.replyTo)?.prompt : undefined;
    return prompt ? queued.filter((q) => q.to === seat && q.prompt === prompt && q.at_seq <= message.at_seq).pop() : undefined;
  };

  /**
   * A message that asks its reader nothing: the role card, a result, the notice of a vote the
   * house rule cast, a receipt (but for a vote's while the vote is open: it may be changed), or any
   * other sent when no question was open for its reader (a NOT applied email that asks nothing back).
   */
  const asksNothing = (message: LogRecord & Queued, open: Queued | undefined, seat: Seat) =>
    !message.prompt && (ASKS_NOTHING.has(message.kind) || !questionAskedBy(message, seat)) && !(message.kind === 'ack' && open?.prompt === 'votes');
  /**
   * The reply has no words that answer any question at all: "thanks", "ok", nothing of its own. Read
   * for `prompt` (a vote when none) as it stands, and for every other kind with no hand and no veto:
   * a card or a veto named ("enact 1" to a vote's receipt, before the cards came) is an answer, to a
   * question not asked, and is told so, not that it needed none.
   */
  const answersNothing = (mail: ReadMail, prompt: string | undefined, seat: Seat) => {
    const asked = (prompt as PromptKind | undefined) ?? 'votes';
    return (['votes', 'president-discard', 'chancellor-enact', 'veto-answer'] as const).every((kind) => {
      const context = answerContext(log.header, state, kind, seat);
      const reading = readBothParts(mail.reply, mail.otherPart, kind === asked ? context : { ...context, hand: [], vetoAllowed: false });
      return !reading.ok && (reading.why === 'no-answer' || reading.why === 'empty');
    });
  };

  /**
   * The question a reply to `message` answers, read alike on every route (the seat's own address,
   * a reply held for confirmation): the one questionAnsweredBy names; but a reply to a receipt that
   * reads as an answer to the question the receipt is about (the vote again, or another) speaks of
   * that question (`receiptOf`), now closed, not of the one sent with the receipt (the deciding
   * vote's receipt and the discard): `prompt` is then none, or, when it reads as the open question's
   * answer too (`bothQuestions`), which one it gives is not certain. Once a later question is open
   * (the next government's vote), it is left to that rule: "Ja" would pass for an answer to it.
   */
  const questionOfReply = (message: Queued, seat: Seat, mail: ReadMail) => {
    const open = questionAnsweredBy(message, seat);
    const receiptOf = message.prompt ? undefined : questionReceiptOf(message, seat);
    const sentWith = open ? open.prompt !== receiptOf?.prompt : !openPromptOf(seat);
    const receiptReading = receiptOf && sentWith && !game.retracted.has(receiptOf.at_seq)
      ? readBothParts(mail.reply, mail.otherPart, answerContext(log.header, stateAsked(receiptOf), receiptOf.prompt as PromptKind, seat)) : undefined;
    const aboutReceipt = !!receiptReading?.ok;
    const openReading = aboutReceipt && open ? readBothParts(mail.reply, mail.otherPart, answerContext(log.header, state, open.prompt as PromptKind, seat)) : undefined;
    const bothQuestions = !!openReading?.ok;
    return { prompt: aboutReceipt && !bothQuestions ? undefined : open, receiptOf, receiptReading, aboutReceipt, openReading, bothQuestions };
  };

  for (const mail of mails) {
    if (seen.has(mail.messageId)) { report.duplicates++; continue; }
    seen.add(mail.messageId);
    // The check message of `mail check` that arrived after it gave up waiting: no player's reply.
    // Not recorded, marked for chancery (never fetched again) and left unread for the moderator to delete.
    if (mail.check && (mail.from === null || seatOf(mail.from) === null)) { (report.unrelated ??= []).push(mail.messageId); continue; }
    const record: ReplyReceived = { type: 'reply-received', messageId: mail.messageId, from: mail.from ?? '', seat: null, receivedAt: isoTime(now), outcome: 'ignored' };
    /** Who wrote it, where that is not the seat's player now (the report names them; the log keeps the seat). */
    let sender: string | undefined;
    /** The question the reply was read as answering, when it was read. */
    let readFor: string | undefined;
    /** The detail names a President's discard (the answer recorded for a closed question): PRIVATE on the terminal. */
    let secretDetail = false;
    if (mail.inReplyTo) record.inReplyTo = mail.inReplyTo;
    const fromSeat = mail.from ? seatOf(mail.from) : null;

    if (mail.bounce) {
      const original = (mail.bounce.raw.match(/<[^<>\s]+>/g) ?? []).map((id) => byId.get(id)).find(Boolean);
      record.outcome = 'bounced';
      record.seat = original?.to ?? (mail.bounce.recipient ? seatOf(mail.bounce.recipient) : null);
      const address = original?.address ?? mail.bounce.recipient;
      // The address that failed: status says the seat's mail bounces while it is the seat's address.
      if (address) record.address = address.toLowerCase();
      // Sent to the seat's former player (before `replace`, or the answer to their reply): it failed
      // at their address, and the moderator's line names them, not the seat's player now.
      if (record.seat !== null && address && address.toLowerCase() !== addressOf(log, record.seat)) sender = holderOfAddress(log, record.seat, address.toLowerCase()) ?? undefined;
      record.detail = handledWords({ why: 'bounced', ...(address ? { address } : {}), ...(original ? { subject: original.subject } : {}), ...(mail.bounce.diagnostic ? { diagnostic: mail.bounce.diagnostic } : {}) }, wording());
    } else if (byId.has(mail.messageId)) {
      // One of ours (a player's address is the account's own, or a copy came back): answering it
      // would send another message of ours to the same inbox, read again at the next sync.
      record.seat = fromSeat;
      record.detail = handledWords({ why: 'own' }, wording());
    } else if (mail.automatic && !mail.bounce) {
      record.seat = fromSeat;
      record.detail = handledWords({ why: 'automatic' }, wording());
    } else {
      // A reply to someone else's message (the moderator's own mail quoting a vote request) may
      // quote a code without answering its question: there, only a code in the player's own words
      // names the question; else the player is asked back. A reply to one of this game's replies
      // (the player correcting themselves) counts as a reply to the game.
      const foreignReply = mail.inReplyTo !== undefined && !byId.has(mail.inReplyTo) && !earlierReplies.has(mail.inReplyTo);
      const codeText = foreignReply ? mail.reply : mail.searchable;
      const referenced = mail.references.map((id) => byId.get(id)).find(Boolean)
        ?? questionCoded(codeText);
      const otherGame = referenced ? null : gameOfSubject(mail.subject);
      if (otherGame !== null && otherGame !== log.header.game) {
        // Another game's, in an account games share: that game's sync reads it (recorded here, it
        // would be marked processed and lost to it).
        (report.left ??= []).push({ messageId: mail.messageId, from: mail.from ?? '', game: otherGame });
        continue;
      }
      const quotedCode = foreignReply && !referenced
        ? questionCoded(mail.searchable)
        : undefined;
      // A fresh email (no reference) from an address no seat has now, that a player who left a seat played with.
      const leaverSeat = !quotedCode && !referenced && fromSeat === null && mail.from ? leftSeatOf(mail.from.toLowerCase()) : null;
      if (quotedCode) {
        // It answers someone else's message that quotes one of ours: what it says may be about that
        // message, not our question. Not applied; the player is asked back with their open questions.
        record.outcome = fromSeat === null ? 'ignored' : 'refused';
        record.seat = fromSeat;
        record.detail = handledWords({ why: 'foreign-reply', code: quotedCode.code }, wording());
        if (fromSeat !== null) {
          record.reason = 'foreign-reply';
          quoteFor(record, mail.reply, quotedCode.prompt, fromSeat);
          answer(fromSeat, record);
        }
      } else if (leaverSeat !== null) {
        // A fresh email of a player who left a seat, from the address they played with: their mail
        // no longer counts, as a reply of theirs to an old message does not (not left unanswered as
        // a stranger's mail).
        sender = refuseFromLeaver(record, mail, leaverSeat, undefined);
      } else if (!referenced) {
        record.outcome = fromSeat === null ? 'ignored' : 'forged';
        record.seat = fromSeat;
        record.detail = handledWords({ why: 'no-reference', ...(mail.unreadable ? unreadableFacts(mail.unreadable) : {}) }, wording());
        // A From address can be forged: the player is answered at their registered address, with their open questions.
        if (fromSeat !== null) {
          record.reason = 'no-reference';
          answer(fromSeat, record);
        }
      } else if (fromSeat !== referenced.to && mail.from && formerAddresses(log, referenced.to).has(mail.from.toLowerCase())) {
        // The player who left the seat: their answers no longer count, and there is nothing to confirm.
        sender = refuseFromLeaver(record, mail, referenced.to, referenced.prompt);
      } else if (fromSeat !== null && fromSeat !== referenced.to && mail.from) {
        // Another player's own address: they hold someone else's message (forwarded, or shown).
        // Their words are no answer of the addressee's, whatever the moderator would confirm.
        record.outcome = 'refused';
        record.seat = referenced.to;
        record.reason = 'other-player';
        record.detail = handledWords({ why: 'other-player', player: name(referenced.to)!, code: referenced.code, from: mail.from, sender: name(fromSeat)! }, wording());
        // Its sender is told, once, at their own address, that it answered an email sent to another
        // player and changed nothing, with their own open question: else they believe they answered.
        // Their words are quoted as they read with no hand (the other player's cards are not theirs).
        const quote = readBothParts(mail.reply, undefined, { ...answerContext(log.header, state, (referenced.prompt as PromptKind | undefined) ?? 'votes', fromSeat), hand: [] }).quote;
        if (quote) record.quote = quote;
        toOthers.push({ seat: fromSeat, reply: record });
      } else if (fromSeat !== referenced.to) {
        record.outcome = 'held';
        record.seat = referenced.to;
        record.detail = handledWords({ why: 'held', player: name(referenced.to)!, code: referenced.code, ...(mail.from ? { from: mail.from } : {}), address: addressOf(log, referenced.to) }, wording());
        // What it would count as, for the moderator to confirm (chancery mail confirm), read as the
        // seat's own would be: a reply about a receipt's closed question, or one that reads as two
        // answers, holds nothing to confirm.
        const question = questionOfReply(referenced, referenced.to, mail);
        const open = question.aboutReceipt ? undefined : question.prompt;
        const context = open ? answerContext(log.header, state, open.prompt as PromptKind, referenced.to) : null;
        // Read as sync would read the player's own: both versions of the mail must agree.
        const reading = context ? readBothParts(mail.reply, mail.otherPart, context) : null;
        if (reading?.ok) {
          Object.assign(record, readingFields(reading, open!.prompt as PromptKind, wording()));
          // A held discard names the card as an applied one does: marked PRIVATE on the moderator's terminal.
          readFor = open!.prompt;
        } else {
          quoteFor(record, mail.reply, referenced.prompt, referenced.to);
        }
        // The seat's player is told at their own address, with their open question, that it waits for
        // the moderator: else they believe they answered (and answering from that address counts at once).
        answer(referenced.to, record);
      } else if (mail.unreadable) {
        // Its sender is known and it answers our message: tell them it could not be read.
        record.outcome = 'refused';
        record.seat = referenced.to;
        record.reason = 'unreadable';
        record.detail = handledWords({ why: 'unreadable', ...unreadableFacts(mail.unreadable) }, wording());
        answer(referenced.to, record);
      } else {
        const seat = referenced.to;
        record.seat = seat;
        const { prompt, receiptOf, receiptReading, aboutReceipt, openReading, bothQuestions } = questionOfReply(referenced, seat, mail);
        /** The seq of the answer that stands, when this reply says it again. */
        let already: number | undefined;
        // "thanks", "ok" to a message that asked nothing: no answer to any question, and none needed.
        const needsNoAnswer = !aboutReceipt && asksNothing(referenced, prompt, seat)
          && answersNothing(mail, (prompt ?? questionAskedBy(referenced, seat))?.prompt, seat);
        if (needsNoAnswer) {
          record.outcome = 'ignored';
          // Not quoted: nothing in it was read as an answer. `ignored` (not `too-late`, as for a
          // message sent before the question open now): the NOT applied email says it needs no answer.
          record.reason = 'asked-nothing';
          record.detail = handledWords({ why: 'asked-nothing', needsNoAnswer: true }, wording());
        } else if (bothQuestions) {
          // Quoted from the first of the two answers to the end of the second ("Ja, discard 1").
          const quotes = [receiptReading!.quote, openReading!.quote];
          const at = quotes.map((q) => mail.reply.indexOf(q));
          const quote = at.every((i) => i >= 0)
            ? mail.reply.slice(Math.min(...at), Math.max(...at.map((i, k) => i + quotes[k].length)))
            : quotes.reduce((a, b) => (b.length > a.length ? b : a));
          const reading: Reading = { ok: false, reason: 'ambiguous', why: 'two-answers', quote };
          Object.assign(record, readingFields(reading, prompt!.prompt as PromptKind, wording()));
          record.outcome = 'ambiguous';
          record.reason = 'ambiguous';
        } else if (!prompt) {
          // The question the message asked (the one a NOT applied email asked back), withdrawn
          // when undo took back the event that opened it; or the one the receipt is about, which
          // the reply answers.
          const question = aboutReceipt ? receiptOf : questionAskedBy(referenced, seat);
          const withdrawn = !!question && game.retracted.has(question.at_seq);
          // The question this seat's answer closed: the same answer again (a second mail, or the
          // moderator entered it first) is recorded as received, not called too late. Read with
          // the hand the question showed.
          const reading = question && !withdrawn
            ? readBothParts(mail.reply, mail.otherPart, answerContext(log.header, stateAsked(question), question.prompt as PromptKind, seat))
            : undefined;
          already = reading ? standingAs(reading, question!, seat) : undefined;
          if (already !== undefined) {
            alreadyRecorded(record, reading!, question!.prompt as PromptKind, already);
            readFor = question!.prompt;
          } else {
            record.outcome = 'too-late';
            // A message that asked nothing, older than the question now open, answers none: the
            // player is told so, not that a question closed.
            record.reason = !question ? (openPromptOf(seat) ? 'asked-nothing' : 'not-your-turn') : withdrawn ? 'withdrawn' : 'too-late';
            // A vote that came after the count is told the count and the result; its record names
            // the vote, so that a reply to the NOT applied email is read against that vote too.
            // (Only for words that read as a vote: "enact 1" is none, and was not counted late.)
            const aVote = !!reading && (reading.ok || (reading.why !== 'no-answer' && reading.why !== 'empty'));
            const tally = record.reason === 'too-late' && question!.prompt === 'votes' && aVote ? tallyAfter(question!) : undefined;
            if (tally) record.prompt = 'votes';
            // A card's or a veto's question closed with the seat's answer recorded (its own earlier
            // reply, or the moderator's entry): the player is told which answer stands (a choice of
            // policies cannot be changed), and a reply to that notice is read against that question.
            const standing = record.reason === 'too-late' && question!.prompt !== 'votes' ? recordedAnswer(answered(), question!, seat) : undefined;
            const recorded = standing ? answerOfEvent(standing) : undefined;
            if (recorded) {
              record.prompt = question!.prompt;
              // A President's discard is known to her and the moderator alone: marked PRIVATE on the terminal.
              if (question!.prompt === 'president-discard') secretDetail = true;
            }
            record.detail = handledWords(tally
              ? { why: 'too-late', counted: { ja: tally.ja.length, nein: tally.nein.length, elected: tally.elected,
                // The vote the seat counted (the result post made it public): its player may not have cast it (the moderator's entry).
                ...(tally.ja.includes(seat) ? { seat: 'ja' as const } : tally.nein.includes(seat) ? { seat: 'nein' as const } : {}) } }
              : recorded ? { why: 'too-late', recorded: answerWords(recorded, wording()) }
              : { why: record.reason as 'not-your-turn' | 'withdrawn' | 'too-late' | 'asked-nothing' }, wording());
            quoteFor(record, mail.reply, question?.prompt, seat);
          }
        } else {
          const context = answerContext(log.header, state, prompt.prompt as PromptKind, seat);
          const reading = readBothParts(mail.reply, mail.otherPart, context);
          Object.assign(record, readingFields(reading, prompt.prompt as PromptKind, wording()));
          readFor = prompt.prompt;
          // A vote over one already recorded (the player's earlier reply, or the moderator's
          // entry), or the vote the seat's former player cast, said again by its new player.
          // One the moderator entered by hand (never one a reply of this batch applied) is reported as theirs.
          const entered = reading.ok && reading.event.type === 'vote-cast' && answerTo.get(seat)?.applied?.outcome !== 'applied' ? handEntryOf(log, game.retracted, seat) : undefined;
          const changed = reading.ok ? changedVote(state, seat, reading.event, wording(), entered ? { at: entered.at, game: log.header.game, mailDate: mail.date } : undefined) : null;
          // An open question has an answer already only when it is a vote, and the seat's vote
          // says the same, cast by this player (the former player's is theirs to make their own).
          const sameVote = reading.ok && !changed && reading.event.type === 'vote-cast' && state.phase.name === 'election' && state.phase.votes[seat] === reading.event.vote;
          already = sameVote ? standingAs(reading, prompt, seat) : undefined;
          if (!reading.ok) {
            record.outcome = reading.reason === 'ambiguous' ? 'ambiguous' : 'refused';
            record.reason = reading.reason;
          } else if (already !== undefined) {
            // The vote this seat already gives: nothing to apply (as `chancery vote` says "Already voted so").
            alreadyRecorded(record, reading, prompt.prompt as PromptKind, already);
          } else {
            const intent = intentOf(reading.event);
            // A changed vote is applied, as the vote request promises, and the report says what it replaced.
            const applied = decide(intent, state, random);
            if (applied.ok) {
              if (changed) {
                if (changed.replaces) record.replaces = changed.replaces;
                if (changed.replacesVoteOf) record.replacesVoteOf = changed.replacesVoteOf;
                if (changed.replacesEntered) record.replacesEntered = true;
                record.detail = changed.detail;
              }
              state = applied.state;
              intents.push(intent);
              applied.events.forEach((e, i) => appliedNow.push({ ...e, seq: log.events.length + engineEvents + i + 1 }));
              engineEvents += applied.events.length;
              if (applied.events.some((e) => e.type !== 'vote-cast')) epoch = Number.MAX_SAFE_INTEGER;
              record.outcome = 'applied';
              record.prompt = prompt.prompt;
            } else {
              record.outcome = 'refused';
              record.reason = 'illegal';
              // The player is told in the game's language.
              record.detail = ruleWording(applied.error, log.header.lang, overrideDirs(log, env), log.header.theme, gameGenders(state, log));
            }
          }
        }
        answer(seat, record, already);
      }
    }
    records.push(record);
    if (record.outcome === 'ignored' && record.seat === null) (report.unrelated ??= []).push(record.messageId);
    const secret = Boolean(record.readAs && secretReading(readFor, record.outcome)) || secretDetail;
    // Not beside a reading (held: "Ja" says it), nor for an automatic reply (an away notice's text).
    const wrote = !secret && !record.readAs && !mail.automatic && WORDS_SHOWN.has(record.outcome) && record.seat !== null ? mail.reply.trim() : '';
    report.items.push({ messageId: record.messageId, from: record.from, player: sender ?? name(record.seat), outcome: record.outcome, ...(record.readAs ? { readAs: record.readAs } : {}),
      ...(secret ? { secret: true as const } : {}), ...(record.detail ? { detail: record.detail } : {}), ...(wrote ? { wrote } : {}),
      ...(record.replaces ? { replaces: record.replaces } : {}), ...(record.replacesVoteOf ? { replacesVoteOf: record.replacesVoteOf } : {}) });
  }

  // The answers render from the state after this write, at the seq of its last engine event.
  const atSeq = log.events.length + engineEvents;
  const outbox = outboxOf(log, env);
  for (const [seat, { applied, notApplied, about }] of answerTo) {
    // The receipt of an answer already recorded is about the event that recorded it: an undo of
    // that event tells the player this receipt no longer holds either.
    if (applied) records.push(...queueRecords(log, state, [{ to: seat, kind: 'ack' }], about ?? atSeq, outbox, applied));
    if (notApplied) records.push(...queueRecords(log, state, [{ to: seat, kind: 'error-reply' }], atSeq, outbox, notApplied));
  }
  for (const { seat, address, reply } of toLeavers) records.push(...queueRecords(log, state, [{ to: seat, kind: 'error-reply', address }], atSeq, outbox, reply));
  for (const { seat, reply } of toOthers) records.push(...queueRecords(log, state, [{ to: seat, kind: 'error-reply' }], atSeq, outbox, reply));
  return { intents, record: records };
}
