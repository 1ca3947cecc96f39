// When the thread needs a new post: after a decision, a batch of mailed answers, or a preview of
// either, the same rule decides, so a game run by commands, by mail or at the prompt posts alike.
import type { PublicView } from '../engine/index.js';

/** Events the thread hears about. A lone vote, a discard, a veto request or a refused veto do not:
 * the players said those in the thread themselves, or they are secret. */
const THREAD_EVENTS = new Set([
  'chancellor-nominated', 'votes-tallied', 'chaos-enacted', 'policy-enacted', 'loyalty-investigated',
  'special-election-called', 'policies-peeked', 'player-executed', 'game-ended',
]);

/** True when these newly applied events give the thread something to hear (so, a post to paste). */
export function threadPostDue(appended: readonly { type: string }[], view: PublicView): boolean {
  if (appended.some((e) => THREAD_EVENTS.has(e.type))) return true;
  // An accepted veto ends the session with no policy: the thread hears of it and of the tracker.
  const last = view.governments[view.governments.length - 1];
  return appended.some((e) => e.type === 'veto-answered') && last?.veto?.accepted === true;
}
