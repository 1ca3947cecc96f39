// The queue of messages a write requires: the write path's two mail steps, kept light (the renderer and the transports load only when a
// write actually queues or sends something): queue what a write requires in that same write, and
// send what is queued once it is written.
import type { GameEvent, State } from '../engine/index.js';
import { readLog, type LogFile } from '../log/file.js';
import { headerWords, type Words } from '../log/snapshot.js';
import { isEngineEvent, queuedNotSent, retractedSeqs, type AnyEvent, type LogRecord, type MessageQueued } from '../log/records.js';
import { planMessages } from './planner.js';
import type { DeliveryReport } from './deliver.js';
import type { PrerenderedMail } from './outbox.js';

export type QueuedRecord = MessageQueued & { seq: number; at: string; hash: string };

/** Whether an engine event moves the game on: every one but a vote and a replacement (a question stays open through them). */
function movesGameOn(type: string): boolean {
  return type !== 'vote-cast' && type !== 'player-replaced';
}

/**
 * The seq of the last engine event in effect that moved the game on: a question queued before it
 * is closed (the vote was tallied, the hand played).
 */
export function questionEpoch(events: readonly LogRecord[]): number {
  const retracted = retractedSeqs(events);
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (isEngineEvent(e) && !retracted.has(e.seq) && movesGameOn(e.type)) return e.seq;
  }
  return 0;
}

/**
 * Queued messages with no `message-sent` yet, oldest first. A message written for a game state
 * that `undo` took back is never sent: it would tell what no longer happened.
 */
export function unsent(events: LogRecord[]): QueuedRecord[] {
  return queuedNotSent(events) as QueuedRecord[];
}

/** Messages already sent about events that are now taken back: their readers know what was undone. */
export function sentAbout(events: LogRecord[], seqs: number[]): QueuedRecord[] {
  const taken = new Set(seqs);
  const sent = new Set(events.flatMap((e) => (e.type === 'message-sent' ? [e.messageId] : [])));
  return events.filter((e): e is QueuedRecord => e.type === 'message-queued' && taken.has(e.at_seq) && sent.has(e.messageId));
}

/**
 * `message-queued` records for the private messages these events (and the write's log-only records,
 * which follow them in the write) require (atSeq: the last event's seq). With `rendered`, each
 * message is rendered once, as it will be sent, into `rendered.into` (see queueRecords), for the
 * delivery and the preview that follow the write made `at`.
 */
export async function messagesRequiredBy(log: Pick<LogFile, 'path' | 'header' | 'events'>, before: State | null, after: State, events: GameEvent[], atSeq: number, env: NodeJS.ProcessEnv, records: readonly { type: string }[] = [], rendered?: { at: string; into: PrerenderedMail }): Promise<MessageQueued[]> {
  const plans = planMessages(before, after, events, records);
  if (!plans.length) return [];
  const { queueRecords, outboxOf } = await import('./outbox.js');
  const prerender = rendered ? { ...rendered, written: [...events, ...records] as AnyEvent[] } : undefined;
  return queueRecords(log, after, plans, atSeq, outboxOf(log, env), undefined, prerender);
}

/** After a write: sends what is queued (this write's messages and any left from before). */
export async function sendAfterWrite(log: LogFile, now: Date, env: NodeJS.ProcessEnv, prerendered?: PrerenderedMail): Promise<DeliveryReport | null> {
  if (!unsent(log.events).length) return null;
  const { deliverQueued } = await import('./deliver.js');
  return deliverQueued(log.path, env, now, { log, ...(prerendered ? { prerendered } : {}) });
}

/**
 * Sends what a command killed between its write and its delivery left queued and untried: `sync`
 * calls this on a pass that brought no mail (one that did sends with its write), so a game does not
 * sit waiting for vote requests nobody sent. Messages a sender tried and failed wait for `send`
 * (their failure was said), so a watch does not retry a mail server that is down at every poll.
 * The log is read only when its snapshot does not vouch that nothing is waiting.
 */
export async function sendUntried(path: string, now: Date, env: NodeJS.ProcessEnv, known?: Words | null): Promise<DeliveryReport | null> {
  // (`known`: the snapshot's words as the caller just read them, with nothing written since.)
  const words = known === undefined ? headerWords(path) : known;
  if (words?.queue && !words.queue.untried) return null;
  const log = readLog(path);
  if (!queuedNotSent(log.events, true).length) return null;
  return sendAfterWrite(log, now, env);
}
