// The queue of messages a write requires: the write path's two mail steps, kept light (the renderer and the transports load only when a
// write actually queues or sends something): queue what a write requires in that same write, and
// send what is queued once it is written.
import type { GameEvent, Seat, State } from '../engine/index.js';
import { readLog, type LogFile } from '../log/file.js';
import type { HeldLock } from '../log/lock.js';
import { headerWords, type Words } from '../log/snapshot.js';
import { queuedNotSent, questionEpoch, rosterAddress, reopenedQuestions, retractedSeqs, seatHolders, withdrawnContacts, type AnyEvent, type DropReason, type LogHeader, type LogRecord, type MessageQueued } from '../log/records.js';
import { answerAwaitedFrom, planMessages } from './planner.js';
import type { DeliveryReport } from './deliver.js';
import type { PrerenderedMail } from './outbox.js';
import type { MessageIdentities } from './ids.js';

export { NO_ADDRESS_DOMAIN } from '../log/records.js';

export type QueuedRecord = MessageQueued & { seq: number; at: string; hash: string };

/**
 * Queued messages with no `message-sent` yet, oldest first. A message written for a game state
 * that `undo` took back is never sent: it would tell what no longer happened.
 */
export function unsent(events: LogRecord[]): QueuedRecord[] {
  return queuedNotSent(events) as QueuedRecord[];
}

/**
 * The person a message goes to who no longer plays the seat it is about, greeted by their name and
 * told the seat is another's: for a 'withdrawn' notice whose undo took back a replacement of its
 * seat, the newcomer; for the answer to a reply of a player who left the seat (`replace`), sent to
 * their own address, that player.
 */
export function leaverFor(log: Pick<LogFile, 'header' | 'events'>, m: Pick<MessageQueued, 'kind' | 'to' | 'at_seq' | 'address'> & { seq: number }): string | undefined {
  if (m.kind === 'error-reply') return formerHolderAt(log, m);
  const events = log.events;
  if (m.kind !== 'withdrawn') return undefined;
  const undo = events.find((e) => e.seq === m.at_seq);
  if (undo?.type !== 'retracted') return undefined;
  const taken = new Set(undo.seqs);
  const replaced = events.find((e) => e.type === 'player-replaced' && taken.has(e.seq) && e.seat === m.to);
  return replaced?.type === 'player-replaced' ? replaced.name : undefined;
}

/**
 * Who held the seat with `m.address` when the message was queued, if that address was no longer the
 * seat's then (its player left the seat, and answered from their own address).
 */
function formerHolderAt(log: Pick<LogFile, 'header' | 'events'>, m: Pick<MessageQueued, 'to' | 'address'> & { seq: number }): string | undefined {
  const taken = retractedSeqs(log.events);
  const withdrawn = withdrawnContacts(log.events, taken);
  const player = log.header.players[m.to];
  let holder = player?.name;
  let address = rosterAddress(log.header, m.to);
  let holderOfAddress = address === m.address ? holder : undefined;
  for (const e of log.events) {
    if (e.seq >= m.seq) break;
    if (e.type === 'player-replaced' && e.seat === m.to && !taken.has(e.seq)) holder = e.name;
    else if (e.type === 'contact-changed' && e.seat === m.to && e.email && !withdrawn.has(e.seq)) {
      address = e.email.toLowerCase();
      if (address === m.address) holderOfAddress = holder;
    }
  }
  return address === m.address ? undefined : holderOfAddress;
}

/**
 * Why a queued message is not sent when its turn comes; for `replaced`, who holds the seat now;
 * `again` when it was dropped before and judged anew after an undo (the moderator was told then).
 */
export interface NotToSend { reason: DropReason; holder?: string; again?: true }

/**
 * Judges queued messages as they come up to be sent, from the log as it is then (`stateNow`: the
 * game's state now, asked only for a reminder): `reader` names whom a message was written to, and
 * `notToSend` says why one must never go out, or null. A message goes only to the person it was
 * written to while they hold the seat: one queued before its seat changed hands is not sent to the
 * leaver (out of the game, and it may hold a secret) nor to the newcomer (`replace` sent them the
 * dossier, everything the seat knows, and the open question: the same secret twice, or a second
 * question under another code). A question the game moved past is closed; so is a reminder, which
 * exists only to say the game waits for its reader, once it no longer does.
 */
export function sendingJudge(log: Pick<LogFile, 'header' | 'events'>, stateNow: () => State) {
  const holderOf = seatHolders(log.events);
  const epoch = questionEpoch(log.events);
  // Questions a sender dropped before, now open again (an undo took back what closed them): sent
  // only to a reader the game still waits for (one whose vote the moderator entered is not asked).
  const reopened = reopenedQuestions(log.events);
  const nameOf = (seat: Seat, holder: { name: string } | undefined) => holder?.name ?? playerName(log.header, seat);
  return {
    reader: (m: QueuedRecord): string => leaverFor(log, m) ?? nameOf(m.to, holderOf(m.to, m.seq)),
    notToSend: (m: QueuedRecord): NotToSend | null => {
      const then = holderOf(m.to, m.seq);
      const now = holderOf(m.to);
      if (then?.seq !== now?.seq) return { reason: 'replaced', holder: nameOf(m.to, now) };
      if (m.prompt && m.at_seq < epoch) return { reason: 'closed' };
      if (m.prompt && reopened.has(m.messageId)) {
        const answer = answerAwaitedFrom(stateNow(), m.to);
        if (answer !== 'awaited') return { reason: answer === 'given' ? 'answered' : 'closed', again: true };
      }
      if (m.kind === 'reminder') {
        if (m.at_seq < epoch) return { reason: 'closed' };
        const answer = answerAwaitedFrom(stateNow(), m.to);
        if (answer !== 'awaited') return { reason: answer === 'given' ? 'answered' : 'closed' };
      }
      return null;
    },
  };
}

function playerName(header: Pick<LogHeader, 'players'>, seat: Seat): string {
  return header.players[seat]?.name ?? `seat ${seat + 1}`;
}

/** Messages already sent about events that are now taken back: their readers know what was undone. */
export function sentAbout(events: LogRecord[], seqs: number[]): QueuedRecord[] {
  const taken = new Set(seqs);
  const sent = new Set(events.flatMap((e) => (e.type === 'message-sent' ? [e.messageId] : [])));
  return events.filter((e): e is QueuedRecord => e.type === 'message-queued' && taken.has(e.at_seq) && sent.has(e.messageId));
}

/**
 * The answers to players' replies (a NOT applied email) written after the decision at `seqs` and
 * sent, to the seat's player at their address: rendered from the game as that decision left it
 * ("that question is closed", "the game is over"), they no longer hold once it is taken back (an
 * answer to a player who has left the seat is no concern of the seat's now).
 */
export function answersSince(log: Pick<LogFile, 'header' | 'events'>, seqs: number[]): QueuedRecord[] {
  const last = Math.max(...seqs);
  const sent = new Set(log.events.flatMap((e) => (e.type === 'message-sent' ? [e.messageId] : [])));
  return log.events.filter((e): e is QueuedRecord => e.type === 'message-queued' && isAnswerSince(e, last)
    && sent.has(e.messageId) && !leaverFor(log, e as QueuedRecord));
}

/** A NOT applied email written after the engine event `last`, from a state that holds it. */
export function isAnswerSince(m: Pick<MessageQueued, 'kind' | 'at_seq'> & { seq: number }, last: number): boolean {
  return m.kind === 'error-reply' && m.seq > last && m.at_seq >= last;
}

/**
 * The messages that tell their reader the vote their seat gives in a vote still open: a receipt
 * (of the vote they mailed, or said again), the dossier and the vote request sent to a newcomer
 * (the seat has voted: that vote stands), a withdrawal notice (the vote that stands after an undo),
 * and the notice that the moderator changed it.
 */
const TELLS_THE_VOTE = new Set(['ack', 'dossier', 'vote-request', 'withdrawn', 'vote-overridden']);

/**
 * Whether the seat's player now has been told by mail of the vote their seat gives: a message that
 * tells it was queued to them after the vote that stands was cast (neither taken back). A vote the
 * moderator entered that nobody was mailed about was told to no one.
 */
export function votesToldByMail(log: Pick<LogFile, 'header' | 'events'>): (seat: Seat) => boolean {
  const events = log.events;
  return (seat) => {
    const retracted = retractedSeqs(events);
    let cast = -1;
    for (let i = events.length - 1; i >= 0 && cast < 0; i--) {
      const e = events[i];
      if (e.type === 'vote-cast' && e.seat === seat && !retracted.has(e.seq)) cast = e.seq;
    }
    if (cast < 0) return false;
    const holderOf = seatHolders(events);
    const holder = holderOf(seat)?.seq;
    return events.some((e) => e.type === 'message-queued' && e.seq > cast && e.to === seat && TELLS_THE_VOTE.has(e.kind)
      && !retracted.has(e.at_seq) && holderOf(seat, e.seq)?.seq === holder && !leaverFor(log, e));
  };
}

/**
 * `message-queued` records for the private messages these events (and the write's log-only records,
 * which follow them in the write) require (atSeq: the last event's seq). With `rendered`, each
 * message is rendered once, as it will be sent, into `rendered.into` (see queueRecords), for the
 * delivery and the preview that follow the write made `at`.
 */
export async function messagesRequiredBy(log: Pick<LogFile, 'path' | 'header' | 'events'>, before: State | null, after: State, events: GameEvent[], atSeq: number, env: NodeJS.ProcessEnv, records: readonly { type: string }[] = [], rendered?: { at: string; into: PrerenderedMail; identities?: MessageIdentities }): Promise<MessageQueued[]> {
  const plans = planMessages(before, after, events, records, votesToldByMail(log));
  if (!plans.length) return [];
  const { queueRecords, outboxOf } = await import('./outbox.js');
  const prerender = rendered ? { ...rendered, written: [...events, ...records] as AnyEvent[] } : undefined;
  return queueRecords(log, after, plans, atSeq, outboxOf(log, env), undefined, prerender);
}

/**
 * After a write: sends what is queued (this write's messages and any left from before); `held`:
 * the game's send lock, when the writer took it before writing (undo).
 */
export async function sendAfterWrite(log: LogFile, now: Date, env: NodeJS.ProcessEnv, prerendered?: PrerenderedMail, held?: HeldLock): Promise<DeliveryReport | null> {
  if (!unsent(log.events).length) return null;
  const { deliverQueued } = await import('./deliver.js');
  return deliverQueued(log.path, env, now, { log, ...(prerendered ? { prerendered } : {}), ...(held ? { held } : {}) });
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
