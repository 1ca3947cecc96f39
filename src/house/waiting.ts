// Who the game waits for, and what the house rules do about those who do not answer: pure
// functions of the engine state and the moderator's settings.
import { pending, type GameEvent, type PendingKind, type Seat, type State } from '../engine/index.js';
import { queuedNotSent, seatHolders, type HouseRules, type LogHeader, type LogRecord } from '../log/records.js';
import { deadlineAt, phaseDeadline, type DeadlineAt } from '../log/deadlines.js';
import type { PromptKind } from '../mail/planner.js';
import type { MessageKind } from '../render/messages.js';

export interface Awaited {
  /** What the game waits for (a pending kind). */
  kind: PendingKind;
  /** The seats whose answer is missing, in seat order. */
  seats: Seat[];
}

/** The people the game waits for now; null when it waits for nobody (over, or an automatic step). */
export function awaited(state: State): Awaited | null {
  const p = pending(state);
  switch (p.kind) {
    case 'votes': return { kind: p.kind, seats: [...p.waitingFor].sort((a, b) => a - b) };
    case 'nomination': case 'president-discard': case 'veto-answer': case 'power':
      return { kind: p.kind, seats: [p.president] };
    case 'chancellor-enact': return { kind: p.kind, seats: [p.chancellor] };
    default: return null;
  }
}

/** The emailed question a seat has open now, if any (nominations and powers are answered in the thread). */
export function openPromptOf(state: State, seat: Seat): { kind: MessageKind; prompt: PromptKind } | null {
  const p = pending(state);
  if (p.kind === 'votes' && p.waitingFor.includes(seat)) return { kind: 'vote-request', prompt: 'votes' };
  if (p.kind === 'president-discard' && p.president === seat) return { kind: 'president-hand', prompt: 'president-discard' };
  if (p.kind === 'chancellor-enact' && p.chancellor === seat) return { kind: 'chancellor-hand', prompt: 'chancellor-enact' };
  if (p.kind === 'veto-answer' && p.president === seat) return { kind: 'veto-question', prompt: 'veto-answer' };
  return null;
}

/**
 * Seats already reminded of this deadline in the phase opened by event `phaseSeq` (by any earlier
 * `remind`): a reminder of another question with the same deadline, or one sent to whoever held the
 * seat before a replacement (or to a newcomer whose replacement was then taken back), does not count.
 * A reminder of this phase states the deadline in force when it goes out, not the one it was queued
 * for: one still waiting in the queue (mail down) will state this deadline, and one that went out
 * after this deadline was set stated it; either reminds its seat's player of this deadline.
 */
export function remindedFor(events: LogRecord[], deadline: string, phaseSeq: number): Set<Seat> {
  const seats = new Set<Seat>();
  const replaced = new Map<number, Seat>();
  // The record that made `deadline` this phase's (the phase's opening for the game's default).
  let setAt = phaseSeq;
  const sentAt = new Map<string, number>();
  const waiting = new Set(queuedNotSent(events).map((m) => m.messageId));
  const everSent = new Set(events.flatMap((e) => (e.type === 'message-sent' ? [e.messageId] : [])));
  // A reminder the write of `reminder-sent` (at index `at`) queued for `seat` that never went out
  // and never will: written for a state an undo took back since (README: a message for a state
  // taken back is never sent), or dropped. That player was not reminded: `remind` may do it once.
  // A seat the write queued nothing for (no mail) counts as the record says.
  const withheld = (at: number, seat: Seat): boolean => {
    for (let k = at + 1; k < events.length; k++) {
      const m = events[k];
      if (m.type !== 'message-queued' || m.kind !== 'reminder') return false;
      if (m.to === seat) return !everSent.has(m.messageId) && !waiting.has(m.messageId);
    }
    return false;
  };
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    if (e.type === 'player-replaced') replaced.set(e.seq, (e as LogRecord & { seat: Seat }).seat);
    if (e.type === 'message-sent') sentAt.set(e.messageId, e.seq);
    if (e.seq <= phaseSeq) continue;
    if (e.type === 'deadline-set' && e.phaseSeq === phaseSeq) setAt = e.seq;
    if (e.type === 'reminder-sent' && e.deadline === deadline) e.seats.forEach((s) => { if (!withheld(i, s)) seats.add(s); });
    else if (e.type === 'player-replaced') seats.delete((e as LogRecord & { seat: Seat }).seat);
    // The seat is its earlier player's again: what its newcomer was reminded of was not said to them.
    else if (e.type === 'retracted') for (const seq of e.seqs) if (replaced.has(seq)) seats.delete(replaced.get(seq)!);
  }
  const holderOf = seatHolders(events);
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    if (e.type !== 'message-queued' || e.kind !== 'reminder' || e.at_seq <= phaseSeq) continue;
    // Written to whoever held the seat then: the seat's player now only if it has not changed hands.
    if (holderOf(e.to, e.seq)?.seq !== holderOf(e.to)?.seq) continue;
    const sent = sentAt.get(e.messageId);
    if (waiting.has(e.messageId) || (sent !== undefined && sent > setAt)) seats.add(e.to);
  }
  return seats;
}

export interface DefaultDecision {
  /** The votes the house rule casts (empty when the rule is to wait or nothing is missing). */
  votes: GameEvent[];
  /** Why nothing is applied, when nothing is (worded by speech.ts: house.votesOnly, …). */
  reason?: 'votesOnly' | 'waitRule' | 'allVoted';
}

/** What `house.onMissingVote` does to the missing votes once the deadline has passed. */
export function missingVoteDefaults(state: State, house: HouseRules): DefaultDecision {
  const p = pending(state);
  if (p.kind !== 'votes') return { votes: [], reason: 'votesOnly' };
  if (house.onMissingVote === 'wait') return { votes: [], reason: 'waitRule' };
  if (!p.waitingFor.length) return { votes: [], reason: 'allVoted' };
  const vote = house.onMissingVote;
  return { votes: p.waitingFor.map((seat) => ({ type: 'vote-cast', seat, vote })) };
}

/**
 * The open phase's deadline as the moderator is shown it at `now`, and whether `deadline --apply`
 * would act now (passed, and the house rule casts missing votes): what `play` shows beside the board.
 */
export function deadlineDue(header: Pick<LogHeader, 'house' | 'lang'>, events: LogRecord[], state: State, now: Date): { deadline: DeadlineAt | null; houseRuleDue: boolean } {
  const d = phaseDeadline(header, events);
  if (!d) return { deadline: null, houseRuleDue: false };
  const shown = deadlineAt(d, now, header.lang);
  return { deadline: shown, houseRuleDue: shown.passed && missingVoteDefaults(state, header.house).votes.length > 0 };
}
