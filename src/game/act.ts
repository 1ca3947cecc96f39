// What the decision commands (discard, enact, veto, the powers) share: reading the card a person
// names, finding the President from the state, and the PRIVATE notes the moderator forwards.
import type { Party, Policy, State } from '../engine/index.js';
import { gendersByName, speechOf, type Speech } from './speech.js';
import { gendersOf, type LogRecord } from '../log/records.js';
import { UsageError } from '../errors.js';
import type { Replayed } from '../log/replay.js';
import type { DeliveryReport } from '../mail/deliver.js';
import { summarize, type GameOutcome } from './outcome.js';
import { parsePolicyWord } from './words.js';
import { commit, type CommitResult, type Plan } from './commit.js';
import type { ThreadPost } from './thread.js';
import { resolveGamePath } from './paths.js';
import { overrideDirs } from '../render/overrides.js';
import type { Context } from './context.js';

export { presidentOf } from '../engine/index.js';

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
  post?: ThreadPost;
  /** Why the post could not be rendered (the decision itself is written): e.g. a broken template override. */
  postError?: string;
  /** The private messages sent after the write; failures are listed (and make the command exit 1). */
  delivery: DeliveryReport | null;
}

/**
 * The card a person names: a policy word of any theme, or its position (1, 2, 3) in the hand.
 * Without a hand (the game is not at this step) a position cannot be read, so any policy stands in:
 * the engine refuses the event by its phase before it looks at the card, and names what it waits for.
 */
export function pickCard(ref: string, hand: Policy[] | null, holder: { as: 'president' | 'chancellor'; name: string }): Policy {
  const text = ref.trim();
  if (/^\d+$/.test(text)) {
    if (!hand) return 'liberal';
    const n = Number(text);
    // The office is the error's variant: each language names it in the game's theme (errors.yaml).
    if (n < 1 || n > hand.length) throw new UsageError(`${holder.as === 'president' ? 'President' : 'Chancellor'} ${holder.name} holds ${hand.length} cards: name one by position 1 to ${hand.length}, or by its policy`)
      .saying('card-position', { variant: holder.as, player: holder.name, count: hand.length });
    return hand[n - 1];
  }
  const policy = parsePolicyWord(text);
  if (!policy) throw new UsageError(`"${ref}" is not a policy: write liberal or fascist (or the card's position in the hand)`).saying('card-word', { value: ref });
  return policy;
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
 * The hand a write put in someone's hands, to forward: after a draw (the President's three), a
 * discard (the Chancellor's two) or the veto refused (the Chancellor's two again) among `appended`;
 * none otherwise. For the routes that decide
 * without a decision command (a mailed reply, a deadline's house rule), so that their report
 * carries the same PRIVATE note the command's does.
 */
export function dealtHandNote(appended: readonly { type: string }[], after: State, say: Speech): PrivateNote[] {
  if (appended.some((e) => e.type === 'policies-drawn' || e.type === 'president-discarded')) return handNote(after, say);
  // The veto refused (RULES §2.7): the Chancellor must enact one of the two, asked again with them.
  const ph = after.phase;
  if (appended.some((e) => e.type === 'veto-answered' && !(e as { agree?: boolean }).agree) && ph.name === 'legislative' && ph.step.name === 'chancellor-enact') {
    const name = after.players[ph.chancellor];
    return [{ to: name, seat: ph.chancellor + 1, text: say.vetoRefusedEnact(name, ph.step.hand), cards: ph.step.hand.slice() }];
  }
  return [];
}

/**
 * The PRIVATE notes a write's records call for, whichever route made it (a command, a reply, the
 * house rule, and the notice of a write its command never showed, src/cli/unshown.ts): the
 * investigation's party and the peeked cards for the President, and the hand dealt (dealtHandNote).
 */
export function privateNotes(appended: readonly { type: string }[], after: State, say: Speech): PrivateNote[] {
  const names = after.players;
  const notes: PrivateNote[] = [];
  if (appended.some((e) => e.type === 'loyalty-investigated')) {
    const { president, target, party } = after.investigations[after.investigations.length - 1];
    notes.push({ to: names[president], seat: president + 1, text: say.investigated(names[target], party), party });
  }
  if (appended.some((e) => e.type === 'policies-peeked')) {
    const { president, cards } = after.peeks[after.peeks.length - 1];
    notes.push({ to: names[president], seat: president + 1, text: say.peeked(cards), cards: cards.slice() });
  }
  return [...notes, ...dealtHandNote(appended, after, say)];
}

/**
 * What a write that applied players' replies (a sync's batch, a held reply the moderator confirms)
 * decided, as the command that makes the same decision reports it: its events, but the replies and
 * the answers to them; what the game waits for; the hand it dealt, to forward. Null when it only
 * recorded replies.
 */
export function repliesDecision(done: CommitResult<unknown>, env: NodeJS.ProcessEnv): DecisionResult | null {
  const moved = done.appended.filter((r) => r.type !== 'reply-received'
    && !(r.type === 'message-queued' && ['ack', 'error-reply'].includes((r as { kind?: string }).kind ?? '')));
  if (!moved.some((r) => r.type !== 'message-queued')) return null;
  return decisionResult(done, overrideDirs(done.log, env), moved);
}

/**
 * A decision command's whole run: resolve the game, commit the plan (the one path every route
 * takes), and say what happened: the outcome, the post, the PRIVATE notes, the delivery report.
 */
export async function runDecision(
  ctx: Context,
  game: string,
  plan: (game: Replayed, now: Date) => Plan<unknown> | Promise<Plan<unknown>>,
  opts: { format?: string } = {},
): Promise<DecisionResult> {
  const path = resolveGamePath(game, ctx.env, ctx.cwd);
  const done = await commit(ctx, path, plan, { format: opts.format });
  return decisionResult(done, overrideDirs(done.log, ctx.env));
}

/**
 * A decision as every route reports it, the one object of its report and its --json (a command's
 * result, a sync pass's and `deadline --apply`'s `decision`, `mail confirm`'s result): `appended`
 * are the decision's own records (default: all the write appended; a route leaves out what is its
 * own, like the replies it read); `notes` the PRIVATE notes, worded in the game's language, theme
 * (a moderator's theme file too) and the players' genders.
 */
export function decisionResult(
  done: CommitResult<unknown>,
  folders: readonly string[] = [],
  appended: LogRecord[] = done.appended,
): DecisionResult {
  const { lang, theme } = done.log.header;
  const genders = gendersOf(done.log);
  return {
    ...summarize(done.path, done.after, appended, lang, theme, folders, genders),
    private: privateNotes(appended, done.after, speechOf(lang, theme, folders, gendersByName(done.after, genders))),
    ...(done.post ? { post: done.post } : {}),
    ...(done.postError ? { postError: done.postError } : {}),
    delivery: done.delivery,
  };
}
