// Which private messages the game requires after a write: pure, from the states before and after
// and the engine events the write appends. Sending is someone else's job (deliver.ts).
import { pending, type GameEvent, type Seat, type State } from '../engine/index.js';
import type { MessageKind } from '../render/messages.js';

/** The decision a message asks for: named after the pending kind it answers. */
export type PromptKind = 'votes' | 'president-discard' | 'chancellor-enact' | 'veto-answer';

export interface PlannedMessage {
  to: Seat; kind: MessageKind; prompt?: PromptKind;
  /** Where it goes when not to the seat's player now: a reply's answer to the seat's former player, at their own address. */
  address?: string;
}

/**
 * `toldVote`: whether the seat's player has been told by mail of the vote the seat gives in the vote
 * open before the write (a receipt, or the vote stated to a newcomer): see votesToldByMail.
 */
export function planMessages(before: State | null, after: State, appended: GameEvent[], records: readonly { type: string }[] = [], toldVote: (seat: Seat) => boolean = () => false): PlannedMessage[] {
  const out: PlannedMessage[] = [];
  // A vote the moderator entered over one its player was told of by mail (their receipt names it):
  // they are told it changed, or the tally would show a vote they never gave. A vote changed by the
  // player's own reply in this write is theirs (its receipt says what it replaces).
  for (const seat of overriddenVotes(before, appended, records)) if (toldVote(seat)) out.push({ to: seat, kind: 'vote-overridden' });
  // Seed 001's workflow: a player whose vote the house rule cast at the deadline is told so.
  for (const r of records) if (r.type === 'default-applied') for (const seat of (r as { seats?: Seat[] }).seats ?? []) out.push({ to: seat, kind: 'vote-defaulted' });
  const living = (s: State) => s.alive.map((a, seat) => (a ? seat : -1)).filter((seat) => seat >= 0);
  for (const event of appended) {
    switch (event.type) {
      case 'roles-dealt':
        event.roles.forEach((_, seat) => out.push({ to: seat, kind: 'role-card' }));
        break;
      // 'player-replaced': `chancery replace` queues the dossier and the seat's open question
      // itself, in the same write as the contact change, so they go to the NEW address.
      case 'chancellor-nominated':
        for (const seat of living(after)) out.push({ to: seat, kind: 'vote-request', prompt: 'votes' });
        break;
      case 'policies-drawn':
        if (after.phase.name === 'legislative') out.push({ to: after.phase.president, kind: 'president-hand', prompt: 'president-discard' });
        break;
      case 'president-discarded':
        if (after.phase.name === 'legislative') out.push({ to: after.phase.chancellor, kind: 'chancellor-hand', prompt: 'chancellor-enact' });
        break;
      case 'veto-requested':
        if (after.phase.name === 'legislative') out.push({ to: after.phase.president, kind: 'veto-question', prompt: 'veto-answer' });
        break;
      case 'veto-answered':
        // A refused veto sends the Chancellor back to their two cards, now without the veto.
        if (!event.agree && after.phase.name === 'legislative') out.push({ to: after.phase.chancellor, kind: 'chancellor-hand', prompt: 'chancellor-enact' });
        break;
      case 'loyalty-investigated':
        out.push({ to: event.president, kind: 'investigation-result' });
        break;
      case 'policies-peeked':
        out.push({ to: event.president, kind: 'peek-result' });
        break;
      default:
        break;
    }
  }
  // A prompt the same write already closed (the game ended, say) is not worth sending.
  return out.filter((m) => !m.prompt || promptOpenFor(after, m.prompt, m.to));
}

/**
 * Seats whose vote, recorded before the write, a vote-cast of the write changed, where no reply of
 * the seat's player was applied in it: the moderator's entries over a vote (`vote --override`).
 */
export function overriddenVotes(before: State | null, appended: readonly GameEvent[], records: readonly { type: string }[]): Seat[] {
  if (before?.phase.name !== 'election') return [];
  const given = before.phase.votes;
  const replied = new Set(records.flatMap((r) => {
    const reply = r as { type: string; outcome?: string; seat?: Seat | null };
    return reply.type === 'reply-received' && reply.outcome === 'applied' && reply.seat != null ? [reply.seat] : [];
  }));
  const entered = new Map<Seat, string>();
  for (const e of appended) if (e.type === 'vote-cast') entered.set(e.seat, e.vote);
  return [...entered].filter(([seat, vote]) => given[seat] !== undefined && given[seat] !== vote && !replied.has(seat)).map(([seat]) => seat);
}

/** Whether the game waits for this seat's answer of this kind now. */
export function promptOpenFor(state: State, prompt: PromptKind, seat: Seat): boolean {
  const p = state.phase;
  if (!state.alive[seat]) return false;
  switch (prompt) {
    case 'votes': return p.name === 'election' && Object.keys(p.votes).length < state.alive.filter(Boolean).length;
    case 'president-discard': return p.name === 'legislative' && p.step.name === 'president-discard' && p.president === seat;
    case 'chancellor-enact': return p.name === 'legislative' && p.step.name === 'chancellor-enact' && p.chancellor === seat;
    case 'veto-answer': return p.name === 'legislative' && p.step.name === 'veto-answer' && p.president === seat;
  }
}

/** A seat's open prompt: the newest question to it that is still open (for a reply to a message that asks nothing). */
export function openPromptFor<Q extends { to: Seat; prompt?: string; at_seq: number }>(queued: readonly Q[], state: State, seat: Seat, epoch: number): Q | undefined {
  return queued.filter((q) => q.to === seat && q.prompt && q.at_seq >= epoch && promptOpenFor(state, q.prompt as PromptKind, seat)).pop();
}

/**
 * Whether the game waits for this seat's answer by mail now (`awaited`), has it while the question
 * stays open for others (`given`: a vote in before the tally), or asks this seat nothing by mail (null).
 */
export function answerAwaitedFrom(state: State, seat: Seat): 'awaited' | 'given' | null {
  const p = pending(state);
  switch (p.kind) {
    case 'votes': return p.waitingFor.includes(seat) ? 'awaited' : p.voted.includes(seat) ? 'given' : null;
    case 'president-discard': case 'veto-answer': return p.president === seat ? 'awaited' : null;
    case 'chancellor-enact': return p.chancellor === seat ? 'awaited' : null;
    default: return null;
  }
}
