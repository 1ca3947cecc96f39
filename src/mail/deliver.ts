// Sending what is queued: render each message from the state it was queued at, send it under its
// recorded Message-ID, then record `message-sent`. A crash after sending and before recording
// resends it under the same Message-ID (receivers drop the duplicate; its text differs only if its
// deadline was moved or passed meanwhile: outbox's SendingInputs); a failure
// records `message-failed` and leaves the message queued for `chancery send`.
import { NoAddress, problemInEnglish, sendProblem, type MailProblem } from './problems.js';
import { join } from 'node:path';
import { acquireLock, LockBusy, type HeldLock } from '../log/lock.js';
import type { State } from '../engine/index.js';
import { readLog, withLockedLog, type LogFile } from '../log/file.js';
import { replayLog } from '../log/replay.js';
import { isoTime } from '../log/times.js';
import type { AnyEvent, DropReason } from '../log/records.js';
import { gameMailDir, loadMailConfig, type MailConfig } from './config.js';
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
 * Sends every queued, unsent message of a game (`prerendered`: the messages this command rendered
 * when it queued them, used when the log still gives them the same inputs). Never throws for a failed send, nor for a busy
 * sender: it reports them, and the messages stay queued (a command that has written its decision
 * must not then fail).
 */
export async function deliverQueued(path: string, env: NodeJS.ProcessEnv, now: Date, opts: { transport?: MailTransport; log?: LogFile; prerendered?: PrerenderedMail } = {}): Promise<DeliveryReport> {
  const config = loadMailConfig(path, env);
  const report: DeliveryReport = { sent: 0, failed: [], transport: config.transport, destination: destinationOf(config, path), addresses: [] };
  if (!unsent((opts.log ?? readLog(path)).events).length) return report;
  // One sender at a time per game, without holding the log's own lock during the network work
  // (the lock file's folder is the game's mail folder, made 0700 with it).
  let lock: HeldLock;
  try {
    lock = await acquireLock(sendLockPath(path), SEND_LOCK_WAIT_MS);
  } catch (e) {
    if (!(e instanceof LockBusy)) throw e;
    const log = readLog(path);
    const judge = sendingJudge(log, () => replayLog(log, { known: true }).state);
    for (const m of unsent(log.events)) report.failed.push(failureOf(judge.reader(m), m, { kind: 'busy', ...(e.owner ? { owner: e.owner } : {}) }));
    return report;
  }
  const results: AnyEvent[] = [];
  let transport: MailTransport | undefined;
  try {
    const sender = transport = opts.transport ?? await openTransport(config, gameMailDir(path), env);
    // What is unsent is decided from the log as it is NOW, read under the send lock, never from
    // the caller's copy: a sender that waited for another one must see the messages that one
    // recorded as sent, or it would send them a second time.
    const log = readLog(path);
    const states = new Map<number, State>();
    const render = queuedRenderer(log, overrideDirs(log, env), now, opts.prerendered);
    // A message whose reader left the seat, or whose question closed (the vote tallied while mail
    // was down, a reminder's player answered), would reach the wrong person or ask what nobody
    // waits for: it is recorded as dropped, never sent.
    let current: State | undefined;
    const judge = sendingJudge(log, () => (current ??= replayLog(log, { known: true }).state));
    // Rendered first, then sent together: the pooled transport spreads them over its connections.
    const outcomes = await Promise.all(unsent(log.events).map(async (m): Promise<AnyEvent> => {
      const drop = judge.notToSend(m);
      if (drop) {
        (report.dropped ??= []).push({ to: judge.reader(m), kind: m.kind, reason: drop.reason, ...(drop.holder !== undefined ? { holder: drop.holder, seat: m.to + 1 } : {}) });
        return { type: 'message-dropped', messageId: m.messageId, reason: drop.reason };
      }
      try {
        if (config.transport !== 'local' && m.address.endsWith(`@${NO_ADDRESS_DOMAIN}`)) {
          throw new NoAddress(judge.reader(m));
        }
        const { text } = render(m, () => stateAt(log, m.at_seq, states));
        await sender.send({ messageId: m.messageId, from: senderOf(config, log.header.lang), to: m.address, subject: m.subject, text, ...(m.replyTo ? { inReplyTo: m.replyTo, autoReplied: true as const } : {}) });
        report.sent++;
        report.addresses.push(m.address);
        return { type: 'message-sent', messageId: m.messageId };
      } catch (e) {
        const failure = failureOf(judge.reader(m), m, sendProblem(e));
        report.failed.push(failure);
        return { type: 'message-failed', messageId: m.messageId, error: failure.error };
      }
    }));
    results.push(...outcomes);
  } finally {
    if (results.length) await withLockedLog(path, () => ({ append: results, at: isoTime(now), result: undefined }));
    try {
      if (!opts.transport) await transport?.close();
    } finally {
      lock.release();
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

