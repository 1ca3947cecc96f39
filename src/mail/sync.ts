// `sync`: fetch new mail, decide what each message is (an answer to an open prompt, a bounce, a
// forgery, a reply too late, a duplicate), and record it all, with the answers applied through
// the engine, in ONE write: a crash before the write changes nothing and the mail is fetched
// again; after it, every Message-ID is in the log and is never applied twice.
import { decide, intentOf, pending, type Intent, type Seat, type State } from '../engine/index.js';
import type { ThreadPost } from '../render/posts.js';
import { randomSourceOf, type Replayed } from '../log/replay.js';
import type { LogFile } from '../log/file.js';
import { gendersOf, questionEpoch, type AnyEvent, type LogHeader, type LogRecord, type MessageQueued, type ReplyReceived } from '../log/records.js';
import { gameOfSubject } from '../render/messages.js';
import type { FileProblem } from '../input/files.js';
import { readAnswer, readBothParts, type AnswerContext, type Reading } from './answers.js';
import { answerWords, doubtWords, handledWords, type Wording } from './wording.js';
import { overrideDirs } from '../render/overrides.js';
import { ruleWording } from '../render/rule-errors.js';
import { gendersByName } from '../render/names.js';
import { CODE_PATTERN } from './ids.js';
import { addressOf, outboxOf, queueRecords, seatsByAddress } from './outbox.js';
import { openPromptFor, promptOpenFor, type PromptKind } from './planner.js';
import type { ReadMail } from './read.js';
import type { DeliveryReport } from './deliver.js';
import { formerAddresses } from '../mail/contacts.js';
import { SIZE_LIMITS } from '../input/files.js';
import { isoTime } from '../log/times.js';

export interface SyncItem {
  messageId: string;
  from: string;
  player: string | null;
  outcome: ReplyReceived['outcome'];
  readAs?: string;
  /** `readAs` names a card the thread must not learn (secretReading): the printer marks it PRIVATE. */
  secret?: true;
  detail?: string;
  /** An inbox entry that is no mail at all (a folder, a named pipe), set aside unread: what it is, for its words in the game's language. */
  notMail?: FileProblem;
}

/**
 * Whether a reading names a card hidden from the thread: the President's discard always; the
 * Chancellor's card until it is enacted (then the thread is told it). The moderator's terminal marks
 * such a reading PRIVATE, as it marks the hands it prints, so the line is never pasted as it is.
 */
export function secretReading(prompt: string | undefined, outcome: ReplyReceived['outcome']): boolean {
  return prompt === 'president-discard' || (prompt === 'chancellor-enact' && outcome !== 'applied');
}

export interface SyncReport {
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
  /**
   * When the batch moved the game: its events and what the game waits for next, as a decision
   * command reports them (the replies themselves and their answers are the items above).
   */
  outcome?: { appended: { seq: number; type: string; text: string }[]; waitingFor: string };
  /** The hand the batch put in someone's hands (PRIVATE, to forward), as the command gives it. */
  private?: { to: string; seat: number; text: string }[];
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
  };
}

/** The game's words for readings: its theme and language, with the moderator's template folders (one wording per batch: each reading's words render once). */
export function wordingOf(log: Pick<LogFile, 'header' | 'path'>, env: NodeJS.ProcessEnv): Wording {
  return { theme: log.header.theme, lang: log.header.lang, overrides: overrideDirs(log, env), rendered: new Map() };
}

/** What a reply-received record says of a reading: the words read, and what they were read as or why not. */
export function readingFields(reading: Reading, prompt: PromptKind, wording: Wording): Pick<ReplyReceived, 'readAs' | 'quote' | 'detail'> {
  return reading.ok
    ? { readAs: answerWords(reading.answer, wording), quote: reading.quote }
    : { quote: reading.quote, detail: doubtWords(reading.why, prompt, wording, reading.lean) };
}

/** What made a mail unreadable, as the sentences of message/_handled name it. */
function unreadableFacts(why: NonNullable<ReadMail['unreadable']>) {
  return { unreadable: why, ...(why === 'too-large' ? { megabytes: SIZE_LIMITS.mail / 1024 / 1024 } : {}) };
}

/** Judges a batch of fetched mail against the game (pure but for the codes and ids it makes): the plan of one write. */
export function judgeBatch(game: Replayed, mails: ReadMail[], now: Date, report: SyncReport, env: NodeJS.ProcessEnv) {
  const log = game.log;
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
   * an earlier unapplied one moot.
   */
  const answerTo = new Map<Seat, { applied?: ReplyReceived; notApplied?: ReplyReceived }>();
  const answer = (seat: Seat, reply: ReplyReceived) => {
    const before = answerTo.get(seat);
    answerTo.set(seat, reply.outcome === 'applied' ? { applied: reply } : { ...(before?.applied ? { applied: before.applied } : {}), notApplied: reply });
  };
  const name = (seat: Seat | null) => (seat === null ? null : state.players[seat]);
  const seatOf = seatsByAddress(log);
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

  for (const mail of mails) {
    if (seen.has(mail.messageId)) { report.duplicates++; continue; }
    seen.add(mail.messageId);
    const record: ReplyReceived = { type: 'reply-received', messageId: mail.messageId, from: mail.from ?? '', seat: null, receivedAt: isoTime(now), outcome: 'ignored' };
    /** The question the reply was read as answering, when it was read. */
    let readFor: string | undefined;
    if (mail.inReplyTo) record.inReplyTo = mail.inReplyTo;
    const fromSeat = mail.from ? seatOf(mail.from) : null;

    if (mail.bounce) {
      const original = (mail.bounce.raw.match(/<[^<>\s]+>/g) ?? []).map((id) => byId.get(id)).find(Boolean);
      record.outcome = 'bounced';
      record.seat = original?.to ?? (mail.bounce.recipient ? seatOf(mail.bounce.recipient) : null);
      const address = original?.address ?? mail.bounce.recipient;
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
      if (quotedCode) {
        // It answers someone else's message that quotes one of ours: what it says may be about that
        // message, not our question. Not applied; the player is asked back with their open questions.
        record.outcome = fromSeat === null ? 'ignored' : 'refused';
        record.seat = fromSeat;
        record.detail = handledWords({ why: 'foreign-reply', code: quotedCode.code }, wording());
        if (fromSeat !== null) {
          record.reason = 'foreign-reply';
          const quote = readAnswer(mail.reply, answerContext(log.header, state, (quotedCode.prompt as PromptKind | undefined) ?? 'votes', fromSeat)).quote;
          if (quote) record.quote = quote;
          answer(fromSeat, record);
        }
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
        record.outcome = 'refused';
        record.seat = referenced.to;
        record.detail = handledWords({ why: 'former-address', from: mail.from, seat: referenced.to + 1, player: name(referenced.to)! }, wording());
      } else if (fromSeat !== null && fromSeat !== referenced.to && mail.from) {
        // Another player's own address: they hold someone else's message (forwarded, or shown).
        // Their words are no answer of the addressee's, whatever the moderator would confirm.
        record.outcome = 'refused';
        record.seat = referenced.to;
        record.detail = handledWords({ why: 'other-player', player: name(referenced.to)!, code: referenced.code, from: mail.from, sender: name(fromSeat)! }, wording());
      } else if (fromSeat !== referenced.to) {
        record.outcome = 'held';
        record.seat = referenced.to;
        record.detail = handledWords({ why: 'held', player: name(referenced.to)!, code: referenced.code, ...(mail.from ? { from: mail.from } : {}), address: addressOf(log, referenced.to) }, wording());
        // What it would count as, for the moderator to confirm (chancery mail confirm).
        const open = questionAnsweredBy(referenced, referenced.to);
        const context = open ? answerContext(log.header, state, open.prompt as PromptKind, referenced.to) : null;
        // Read as sync would read the player's own: both versions of the mail must agree.
        const reading = context ? readBothParts(mail.reply, mail.otherPart, context) : null;
        if (reading?.ok) Object.assign(record, readingFields(reading, open!.prompt as PromptKind, wording()));
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
        const prompt = questionAnsweredBy(referenced, seat);
        if (!prompt) {
          const withdrawn = !!referenced.prompt && game.retracted.has(referenced.at_seq);
          record.outcome = 'too-late';
          // A notice older than the question now open answers a closed one.
          record.reason = !referenced.prompt ? (openPromptOf(seat) ? 'too-late' : 'not-your-turn') : withdrawn ? 'withdrawn' : 'too-late';
          record.detail = handledWords({ why: record.reason as 'not-your-turn' | 'withdrawn' | 'too-late' }, wording());
          const quote = readAnswer(mail.reply, answerContext(log.header, state, referenced.prompt as PromptKind ?? 'votes', seat)).quote;
          if (quote) record.quote = quote;
        } else {
          const context = answerContext(log.header, state, prompt.prompt as PromptKind, seat);
          const reading = readBothParts(mail.reply, mail.otherPart, context);
          Object.assign(record, readingFields(reading, prompt.prompt as PromptKind, wording()));
          readFor = prompt.prompt;
          if (!reading.ok) {
            record.outcome = reading.reason === 'ambiguous' ? 'ambiguous' : 'refused';
            record.reason = reading.reason;
          } else {
            const intent = intentOf(reading.event);
            // A vote over one already recorded (the player's earlier reply, or the moderator's
            // entry): applied, as the vote request promises, and the report says what it replaced.
            const previous = state.phase.name === 'election' && reading.event.type === 'vote-cast' ? state.phase.votes[seat] : undefined;
            const applied = decide(intent, state, random);
            if (applied.ok) {
              if (previous !== undefined && reading.event.type === 'vote-cast' && previous !== reading.event.vote) {
                record.detail = handledWords({ why: 'vote-changed', previous }, wording());
              }
              state = applied.state;
              intents.push(intent);
              engineEvents += applied.events.length;
              if (applied.events.some((e) => e.type !== 'vote-cast')) epoch = Number.MAX_SAFE_INTEGER;
              record.outcome = 'applied';
              record.prompt = prompt.prompt;
            } else {
              record.outcome = 'refused';
              record.reason = 'illegal';
              // The player is told in the game's language.
              record.detail = ruleWording(applied.error, log.header.lang, overrideDirs(log, env), log.header.theme, gendersByName(state.players, gendersOf(log)));
            }
          }
        }
        answer(seat, record);
      }
    }
    records.push(record);
    if (record.outcome === 'ignored' && record.seat === null) (report.unrelated ??= []).push(record.messageId);
    report.items.push({ messageId: record.messageId, from: record.from, player: name(record.seat), outcome: record.outcome, ...(record.readAs ? { readAs: record.readAs } : {}),
      ...(record.readAs && secretReading(readFor, record.outcome) ? { secret: true as const } : {}), ...(record.detail ? { detail: record.detail } : {}) });
  }

  // The answers render from the state after this write, at the seq of its last engine event.
  const atSeq = log.events.length + engineEvents;
  const outbox = outboxOf(log, env);
  for (const [seat, { applied, notApplied }] of answerTo) {
    if (applied) records.push(...queueRecords(log, state, [{ to: seat, kind: 'ack' }], atSeq, outbox, applied));
    if (notApplied) records.push(...queueRecords(log, state, [{ to: seat, kind: 'error-reply' }], atSeq, outbox, notApplied));
  }
  return { intents, record: records };
}
