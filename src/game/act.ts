// What the decision commands (discard, enact, veto, the powers) share: reading the card a person
// names, finding the President from the state, and the PRIVATE notes the moderator forwards.
import type { Party, Policy, Seat, State } from '../engine/index.js';
import { speechOf, type Speech } from './speech.js';
import { ChanceryError, UsageError } from '../errors.js';
import type { GameOutcome } from './outcome.js';
import { parsePolicyWord } from './words.js';
import { threadPostDue } from './thread.js';
import type { Context } from '../cli/context.js';

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
  /** The thread post this decision calls for (public: rendered from publicView), when it calls for one. */
  post?: { kind: string; format: string; text: string };
  /** Why the post could not be rendered (the decision itself is written): e.g. a broken template override. */
  postError?: string;
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

/** The cards someone holds now (the President's three after the draw, the Chancellor's two after the discard), to forward. */
export function handNote(state: State, say: Speech = speechOf()): PrivateNote[] {
  const ph = state.phase;
  if (ph.name !== 'legislative' || (ph.step.name !== 'president-discard' && ph.step.name !== 'chancellor-enact')) return [];
  const president = ph.step.name === 'president-discard';
  const seat = president ? ph.president : ph.chancellor;
  const name = state.players[seat];
  const text = president ? say.presidentDraws(name, ph.step.hand) : say.chancellorReceives(name, ph.step.hand);
  return [{ to: name, seat: seat + 1, text, cards: ph.step.hand.slice() }];
}

/**
 * The decision's result: the outcome, the PRIVATE notes, and the post for the thread when the
 * decision produced something the thread must hear (a refused veto, a lone vote or a discard do not).
 */
export async function decisionResult(outcome: GameOutcome, notes: PrivateNote[], ctx: Context): Promise<DecisionResult> {
  if (!threadPostDue(outcome.appended, outcome.view)) return { ...outcome, private: notes };
  const { post } = await import('../commands/post.js');
  try {
    const { kind, format, text } = await post({ game: outcome.path }, ctx);
    return { ...outcome, private: notes, post: { kind, format, text } };
  } catch (e) {
    // The decision is already in the log: a template problem must not make it look refused.
    if (!(e instanceof ChanceryError)) throw e;
    return { ...outcome, private: notes, postError: e.message };
  }
}
