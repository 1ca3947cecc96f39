// What the decision commands (discard, enact, veto, the powers) share: reading the card a person
// names, finding the President from the state, and the PRIVATE notes the moderator forwards.
import type { Party, Policy, Seat, State } from '../engine/index.js';
import { UsageError } from '../errors.js';
import type { GameOutcome } from './outcome.js';
import { parsePolicyWord } from './words.js';

/** A secret for one player's eyes: the moderator forwards it by private message, never in the thread. */
export interface PrivateNote {
  to: string;
  seat: number; // 1-based, as people count seats
  /** What the note tells, in a sentence. */
  text: string;
  cards?: Policy[];
  party?: Party;
}

export interface DecisionResult extends GameOutcome {
  private: PrivateNote[];
}

/**
 * The card a person names: a policy word of any theme, or its position (1, 2, 3) in the hand.
 * Without a hand (the game is not at this step) a position cannot be read, so any policy stands in:
 * the engine refuses the event by its phase before it looks at the card, and names what it waits for.
 */
export function pickCard(ref: string, hand: Policy[] | null, holder: string): Policy {
  const text = ref.trim();
  if (/^\d+$/.test(text)) {
    if (!hand) return 'liberal';
    const n = Number(text);
    if (n < 1 || n > hand.length) throw new UsageError(`${holder} holds ${hand.length} cards: name one by position 1 to ${hand.length}, or by its policy`);
    return hand[n - 1];
  }
  const policy = parsePolicyWord(text);
  if (!policy) throw new UsageError(`"${ref}" is not a policy: write liberal or fascist (or the card's position in the hand)`);
  return policy;
}

/** The President now: the one holding a power, or the one in the legislative session. */
export function presidentOf(state: State): Seat {
  const ph = state.phase;
  return ph.name === 'executive' || ph.name === 'legislative' || ph.name === 'election' ? ph.president : ph.name === 'nomination' ? ph.candidate : 0;
}

/** The hand at a legislative step, or null when the game is elsewhere. */
export function handAt(state: State, step: 'president-discard' | 'chancellor-enact'): Policy[] | null {
  const ph = state.phase;
  return ph.name === 'legislative' && ph.step.name === step ? ph.step.hand : null;
}

/** The Chancellor's two cards after the President's discard, for the moderator to forward. */
export function chancellorHandNote(state: State): PrivateNote[] {
  const hand = handAt(state, 'chancellor-enact');
  if (!hand || state.phase.name !== 'legislative') return [];
  const seat = state.phase.chancellor;
  return [{ to: state.players[seat], seat: seat + 1, text: `Chancellor ${state.players[seat]} receives: ${hand.join(', ')}`, cards: hand.slice() }];
}

export function withNotes(outcome: GameOutcome, notes: PrivateNote[]): DecisionResult {
  return { ...outcome, private: notes };
}
