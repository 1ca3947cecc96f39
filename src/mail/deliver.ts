// Sending what is queued: render each message from the state it was queued at, send it under its
// recorded Message-ID, then record `message-sent`. Over SMTP the moment the server accepts a
// message is written at once (a plain write, before anything else runs) into the note of the
// game's send lock (log/lock.ts), and the log records the batch after: a sender killed in between
// leaves the note, and whoever takes the send lock next (a sender, undo) records those messages as
// sent rather than send them again. Only a kill between the server's acceptance and that write
// resends one, under the same Message-ID (its text differs only if its deadline was moved or
// passed meanwhile: outbox's SendingInputs). The local mailbox notes its files alike: one written
// and not recorded would else be judged anew, and recorded as dropped once its player answered
// (a message sent again replaces its own file). A failure records `message-failed` and leaves the
// message queued for `chancery send`.
import { NoAddress, problemInEnglish, sendProblem, type MailProblem } from './problems.js';
import { join } from 'node:path';
import { acquireLock, LockBusy, type HeldLock } from '../log/lock.js';
import { FileRefused, removeDeadTemporaries } from '../input/files.js';
import { ChanceryError } from '../errors.js';
import type { State } from '../engine/index.js';
import { readLog, withLockedLog, type LogFile } from '../log/file.js';
import { replayLog } from '../log/replay.js';
import { isoTime } from '../log/times.js';
import { retractedSeqs, type AnyEvent, type DropReason } from '../log/records.js';
import { gameMailDir, loadMailConfig, type MailConfig } from './config.js';
import { existsSync } from 'node:fs';
import { NO_ADDRESS_DOMAIN, queuedRenderer, type PrerenderedMail } from './outbox.js';
import { overrideDirs } from '../render/overrides.js';
import { sendingJudge, unsent, type QueuedRecord } from './queue.js';
import { openTransport, senderOf, type MailTransport } from './transport.js';

/** A message not sent: `problem` says why (each language words it), `error` in English (as the log records it). */
export interface DeliveryFailure { messageId: string; to: string; address: string; kind: string; error: string; problem: MailProblem }
export interface DeliveryReport {
  sent: number;
  failed: DeliveryFailure[];
  /**
   * Messages never sent, found so when their turn came (after a mail outage): their question had
   * closed, their reader had answered (a reminder), or their reader no longer held the seat
   * (`holder` holds seat `seat`, 1-based, now).
   */
  dropped?: { to: string; kind: string; reason: DropReason; holder?: string; seat?: number }[];
  transport: string;
  /** Where the mail went: the local outbox folder, or the SMTP server (host:port). */
  destination: string;
  /** The addresses written to, in the order sent. */
  addresses: string[];
  /**
   * Messages sent whose `message-sent` record the log could not take (a disk that filled up after
   * the decision was written): `code` says why (ENOSPC). The log still has them queued; `send`
   * records them (over SMTP from the send lock's note; the local outbox writes the same file again).
   */
  unrecorded?: { count: number; code: string };
}

/** Where a transport puts what it sends, for people: the outbox folder, or the SMTP server. */
export function destinationOf(config: MailConfig, path: string): string {
  return config.transport === 'local' ? join(gameMailDir(path), 'outbox') : `${config.smtp.host}:${config.smtp.port}`;
}

/**
 * How long a sender waits for another one of the same game (alive: a dead one's lock is gone):
 * long enough for a batch to go out over SMTP, short enough that a decision made while another
 * command sends (or is stopped mid-send) returns soon, its messages left queued and said so
 * ("another chancery command is still sending"), for `chancery send` or the next write.
 */
export const SEND_LOCK_WAIT_MS = 15_000;

/** The game's send lock (see log/lock.ts): one sender at a time per game. */
export function sendLockPath(path: string): string { return join(gameMailDir(path), 'send.lock'); }

/**
 * Takes the game's send lock, waiting up to `waitMs` for a sender at work (a dead one's lock is
 * gone; LockBusy after that), and settles what a sender that died left in its note. For a writer
 * whose write must not pass a delivery in flight (undo: it must know what was sent, and nothing
 * may be sent for what it takes back).
 */
export async function takeSendLock(path: string, waitMs: number): Promise<HeldLock> {
  const lock = await acquireLock(sendLockPath(path), waitMs);
  try {
    // A sender killed mid-write left its message's temporary file in the game's folder.
    removeDeadTemporaries(gameMailDir(path));
    await settleNoted(path, lock);
  } catch (e) {
    lock.release();
    throw e;
  }
  return lock;
}

/**
 * The send lock's note while messages gone out wait for their record in the log: how they went,
 * the time their records are to carry (the sending command's), then their `message-queued` seqs.
 * At most NOTED_AT_MOST of them: deliverQueued sends that many at a time and has the log record
 * each batch before the next (a note is one short line, and its next holder reads the lock file's
 * first 4 KiB: 64 seqs of up to 7 digits and the prefix take under 600 bytes).
 */
const OUT_NOTE = /^(accepted|written) (\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z)((?: \d+)+)$/;
const NOTED_AT_MOST = 64;
/**
 * `accepted`: the server said so. `written`: the local mailbox, noted before each file is put in
 * the outbox (its batch writes every file before any note could follow one): those whose file is
 * there went out.
 */
const outNote = (how: 'accepted' | 'written', at: string, seqs: Iterable<number>): string | null => {
  const list = [...seqs];
  return list.length ? `${how} ${at} ${list.join(' ')}` : null;
};

/**
 * The time a delivery records (`at`: when its messages were rendered and sent), or the time of the
 * log's last record if that is later: a write made while the sender worked (it holds the send lock,
 * not the log's) comes before its records in the file, and the log's times never go back.
 */
function notBefore(at: string, log: LogFile): string {
  const last = log.events[log.events.length - 1]?.at;
  return last !== undefined && Date.parse(last) > Date.parse(at) ? last : at;
}

/**
 * A sender killed after the server accepted messages (or the local mailbox put their files in the
 * outbox) and before the log recorded them left their seqs in the lock's note: they are recorded
 * as sent now, at the time that sender would have recorded them (those the log does not already
 * say are sent), never sent again, and the note is cleared.
 */
async function settleNoted(path: string, lock: HeldLock): Promise<void> {
  const found = lock.leftover === null ? null : OUT_NOTE.exec(lock.leftover);
  if (!found) return;
  const [, how, at, listed] = found;
  const seqs = new Set(listed.trim().split(' ').map(Number));
  // Accepted by the server, it went out; written by the local mailbox, only if its file is in the
  // outbox (the mailbox's names loaded only for its note).
  const local = how === 'written' ? await import('./local.js') : null;
  const wentOut = (messageId: string) => !local || existsSync(join(local.outboxDir(gameMailDir(path)), local.emlName(messageId)));
  await withLockedLog(path, (log) => {
    const sent = new Set<string>();
    for (let i = 0; i < log.events.length; i++) {
      const e = log.events[i];
      if (e.type === 'message-sent') sent.add(e.messageId);
    }
    const append: AnyEvent[] = [];
    for (let i = 0; i < log.events.length; i++) {
      const e = log.events[i];
      if (e.type === 'message-queued' && seqs.has(e.seq) && !sent.has(e.messageId) && wentOut(e.messageId)) {
        append.push({ type: 'message-sent', messageId: e.messageId });
      }
    }
    return { append, at: notBefore(at, log), result: undefined };
  });
  lock.note(null);
}

/**
 * Sends every queued, unsent message of a game (`prerendered`: the messages this command rendered
 * when it queued them, used when the log still gives them the same inputs; `held`: the send lock,
 * taken by the caller with takeSendLock, who releases it). Never throws for a failed send, nor for
 * a busy sender: it reports them, and the messages stay queued (a command that has written its
 * decision must not then fail).
 */
export async function deliverQueued(path: string, env: NodeJS.ProcessEnv, now: Date, opts: { transport?: MailTransport; log?: LogFile; prerendered?: PrerenderedMail; held?: HeldLock } = {}): Promise<DeliveryReport> {
  const config = loadMailConfig(path, env);
  const report: DeliveryReport = { sent: 0, failed: [], transport: config.transport, destination: destinationOf(config, path), addresses: [] };
  if (!unsent((opts.log ?? readLog(path)).events).length) return report;
  // One sender at a time per game, without holding the log's own lock during the network work
  // (the lock file's folder is the game's mail folder, made 0700 with it).
  let lock: HeldLock;
  if (opts.held) lock = opts.held;
  else {
    try {
      lock = await takeSendLock(path, SEND_LOCK_WAIT_MS);
    } catch (e) {
      // A send lock that is not a regular file is reported as a busy one is: the decision is
      // written, and its messages stay queued for `send` once the file is removed.
      if (!(e instanceof LockBusy) && !(e instanceof FileRefused)) throw e;
      const problem: MailProblem = e instanceof LockBusy ? { kind: 'busy', ...(e.owner ? { owner: e.owner } : {}) } : { kind: 'lock-file', file: e.path };
      const log = readLog(path);
      const judge = sendingJudge(log, () => replayLog(log, { known: true }).state);
      for (const m of unsent(log.events)) report.failed.push(failureOf(judge.reader(m), m, problem));
      return report;
    }
  }
  const at = isoTime(now);
  // Accepted by the server (or written to the local outbox), not yet in the log: the seqs the lock's note names.
  const noted = new Set<number>();
  const local = config.transport === 'local';
  const noteOf = (seqs: Iterable<number>) => outNote(local ? 'written' : 'accepted', at, seqs);
  const note = () => {
    try {
      lock.note(noteOf(noted));
    } catch { /* the note cannot be written (a full disk): the log's record below still says it */ }
  };
  /** Names a message in the note: from here on a killed sender's successor records it as sent, never sends it again. */
  const noteOut = (seq: number) => {
    noted.add(seq);
    note();
  };
  let outcomes: AnyEvent[] = [];
  /** The `message-queued` seq of each message recorded as sent: a record clears from the note only its own. */
  const sentSeq = new Map<string, number>();
  // The writes of the records, one after the other.
  let writing: Promise<void> = Promise.resolve();
  /** Appends the records so far; `last`: no more follow, so this one leaves the log's verified copy. */
  const record = (last: boolean) => {
    writing = writing.then(async () => {
      if (!outcomes.length) return;
      const append = outcomes;
      outcomes = [];
      // Only the messages this record says are sent: the local mailbox notes a file before it is
      // put in place, so the note may name messages whose record is still to come.
      const done = new Set<number>(append.flatMap((o) => (o.type === 'message-sent' && sentSeq.has(o.messageId) ? [sentSeq.get(o.messageId)!] : [])));
      try {
        await withLockedLog(path, (log) => ({ append, at: notBefore(at, log), result: undefined, verifiedLater: !last }));
      } catch (e) {
        outcomes = [...append, ...outcomes]; // not recorded: still to be said
        throw e;
      }
      for (const seq of done) noted.delete(seq);
      try {
        if (done.size) lock.note(noteOf(noted));
      } catch { /* the log says it now: a note left naming them is settled as nothing to add */ }
    });
    return writing;
  };
  let transport: MailTransport | undefined;
  try {
    const sender = transport = opts.transport ?? await openTransport(config, gameMailDir(path), env);
    // What is unsent is decided from the log as it is NOW, read under the send lock, never from
    // the caller's copy: a sender that waited for another one must see the messages that one
    // recorded as sent, or it would send them a second time. (undo writes its retraction holding
    // this lock too, so nothing read here is taken back before it is sent and recorded.)
    const log = readLog(path);
    const states = new Map<number, State>();
    const render = queuedRenderer(log, overrideDirs(log, env), now, opts.prerendered);
    // A message whose reader left the seat, or whose question closed (the vote tallied while mail
    // was down, a reminder's player answered), would reach the wrong person or ask what nobody
    // waits for: it is recorded as dropped, never sent.
    let current: State | undefined;
    const stateNow = () => (current ??= replayLog(log, { known: true }).state);
    const judge = sendingJudge(log, stateNow);
    // An answer to a player's mail continues its thread (RFC 5322 §3.6.4): the mail that reply
    // answered (the game's question), then the reply.
    const answered = new Map<string, string>();
    // (Walks of the whole log index their records: see retractedWalk in log/records.ts.)
    for (let i = 0; i < log.events.length; i++) {
      const e = log.events[i];
      if (e.type === 'reply-received' && e.inReplyTo) answered.set(e.messageId, e.inReplyTo);
    }
    const threadOf = (replyTo: string) => ({ inReplyTo: replyTo, references: [...(answered.has(replyTo) ? [answered.get(replyTo)!] : []), replyTo], autoReplied: true as const });
    const followUp = followUpThreading(log);
    // Sent together, NOTED_AT_MOST at a time (the pooled transport spreads them over its
    // connections), and each batch recorded before the next starts: the note never names more
    // messages than its next holder reads. A log that cannot take a batch's record stops the
    // sending (the rest stay queued; the record below says why, and `send` records these).
    const send = async (m: QueuedRecord): Promise<void> => {
      const drop = judge.notToSend(m);
      if (drop) {
        // (One dropped before and judged anew after an undo was reported when first dropped.)
        if (!drop.again) (report.dropped ??= []).push({ to: judge.reader(m), kind: m.kind, reason: drop.reason, ...(drop.holder !== undefined ? { holder: drop.holder, seat: m.to + 1 } : {}) });
        outcomes.push({ type: 'message-dropped', messageId: m.messageId, reason: drop.reason });
        return;
      }
      try {
        if (!local && m.address.endsWith(`@${NO_ADDRESS_DOMAIN}`)) {
          throw new NoAddress(judge.reader(m));
        }
        const { text } = render(m, () => stateAt(log, m.at_seq, states), stateNow);
        // The local mailbox's file is noted before it is put in place (settled only if it is there).
        if (local) noteOut(m.seq);
        await sender.send({ messageId: m.messageId, from: senderOf(config, log.header.lang), to: m.address, subject: m.subject, text, ...(m.replyTo ? threadOf(m.replyTo) : followUp(m)) });
      } catch (e) {
        if (local && noted.delete(m.seq)) note();
        const failure = failureOf(judge.reader(m), m, sendProblem(e));
        report.failed.push(failure);
        outcomes.push({ type: 'message-failed', messageId: m.messageId, error: failure.error });
        return;
      }
      // The server has it: said in the note before anything else runs (a plain write, which a
      // killed process does not lose), so a kill from here on never sends it again.
      if (!local) noteOut(m.seq);
      sentSeq.set(m.messageId, m.seq);
      outcomes.push({ type: 'message-sent', messageId: m.messageId });
      report.sent++;
      report.addresses.push(m.address);
    };
    const queued = unsent(log.events);
    for (let from = 0; from < queued.length; from += NOTED_AT_MOST) {
      if (from > 0) {
        try {
          await record(false);
        } catch { break; }
      }
      await Promise.all(queued.slice(from, from + NOTED_AT_MOST).map(send));
    }
  } finally {
    try {
      await record(true);
    } catch (e) {
      // The decision is written and these messages went out: a log that cannot take their records
      // now is reported, not thrown (the command still prints its post), and `send` records them.
      if (!(e instanceof ChanceryError)) throw e;
      // (Failures and drops left unrecorded are judged again by the next sender; a failure is reported above.)
      const count = outcomes.filter((o) => o.type === 'message-sent').length;
      if (count) report.unrecorded = { count, code: String(e.said?.params.code ?? e.said?.code ?? e.kind) };
    } finally {
      try {
        if (!opts.transport) await transport?.close();
      } finally {
        if (!opts.held) lock.release();
      }
    }
  }
  return report;
}

function stateAt(log: LogFile, seq: number, cache: Map<number, State>): State {
  let state = cache.get(seq);
  if (!state) {
    state = replayLog(log, { upTo: seq, known: true }).state;
    cache.set(seq, state);
  }
  return state;
}

/** `to`: whom the message was written to (a seat's player named as they were when it was queued). */
function failureOf(to: string, m: QueuedRecord, problem: MailProblem): DeliveryFailure {
  return { messageId: m.messageId, to, address: m.address, kind: m.kind, error: problemInEnglish(problem), problem };
}


/**
 * The messages that follow up a question of their reader's without answering a reply (a reminder,
 * the email saying the house rule cast the vote or the moderator changed it) and the question each
 * follows: `votes` only for a vote cast by the rule or changed by the moderator, any question for a reminder (the one open when it was queued). A notice
 * that undo withdrew a question threads under the last message it takes back.
 */
const FOLLOWS: Readonly<Record<string, string | true>> = { reminder: true, 'vote-defaulted': 'votes', 'vote-overridden': 'votes' };

/**
 * The threading of a follow-up (RFC 5322 §3.6.4): In-Reply-To and References name the question it
 * is about, the latest asked of the same reader at the same address before it, neither retracted nor
 * dropped, so a mail client shows the reminder under its vote request. Other messages: none.
 */
function followUpThreading(log: LogFile): (m: QueuedRecord) => { inReplyTo?: string; references?: string[] } {
  const retracted = retractedSeqs(log.events);
  const dropped = new Set<string>();
  const sent = new Set<string>();
  // One indexed walk (see retractedWalk in log/records.ts): a long game's delivery runs it once, cold.
  for (let i = 0; i < log.events.length; i++) {
    const e = log.events[i];
    if (e.type === 'message-dropped') dropped.add(e.messageId);
    else if (e.type === 'message-sent') sent.add(e.messageId);
  }
  return (m) => {
    if (m.kind === 'withdrawn') {
      // Under the last message undo took back from its reader (the question it no longer asks).
      const undo = log.events.find((e) => e.seq === m.at_seq);
      if (undo?.type !== 'retracted') return {};
      const taken = new Set(undo.seqs);
      const last = log.events.filter((e): e is LogFile['events'][number] & QueuedRecord => e.type === 'message-queued' && e.seq < m.seq)
        .filter((q) => q.to === m.to && q.address === m.address && q.kind !== 'withdrawn' && taken.has(q.at_seq) && sent.has(q.messageId)).pop();
      return last ? { inReplyTo: last.messageId, references: [last.messageId] } : {};
    }
    const wanted = FOLLOWS[m.kind];
    if (!wanted) return {};
    let question: string | undefined;
    for (let i = 0; i < log.events.length; i++) {
      const e = log.events[i];
      if (e.seq >= m.seq) break;
      if (e.type !== 'message-queued' || retracted.has(e.seq)) continue;
      const q = e as unknown as QueuedRecord;
      if (q.to !== m.to || q.address !== m.address || !q.prompt || dropped.has(q.messageId) || (wanted !== true && q.prompt !== wanted)) continue;
      question = q.messageId;
    }
    return question ? { inReplyTo: question, references: [question] } : {};
  };
}
