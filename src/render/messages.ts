// Private messages (email bodies, plain text): rendered from the reader's playerView only, so a
// message can hold nothing its reader may not know.
import { holderAt, investigatedPlayer, investigationGovernment, type PlayerView } from '../engine/views.js';
import type { Lang, ThemeName } from '../log/records.js';
import { renderTemplate } from './templates.js';
import type { HolderGenders } from './names.js';
import { lookup, loadVocabulary } from './vocab.js';

export type MessageKind = 'role-card' | 'vote-request' | 'president-hand' | 'chancellor-hand' | 'veto-question'
  | 'investigation-result' | 'peek-result' | 'ack' | 'error-reply' | 'reminder' | 'dossier' | 'withdrawn' | 'vote-defaulted' | 'vote-overridden';

export const MESSAGE_KINDS: MessageKind[] = ['role-card', 'vote-request', 'president-hand', 'chancellor-hand', 'veto-question',
  'investigation-result', 'peek-result', 'ack', 'error-reply', 'reminder', 'dossier', 'withdrawn', 'vote-defaulted', 'vote-overridden'];

export interface MessageContext {
  view: PlayerView;            // the ONLY game data a message may use
  theme: ThemeName; lang: Lang;
  code: string;                // the short per-message code the player quotes in a reply (e.g. "K7QX")
  /** The deadline of the reader's question as it stands when the message is sent; `passed` when it was already over then. */
  deadline?: { iso: string; timeZone?: string; passed?: boolean };
  /** The game's house rule for a vote missing at the deadline (`new --on-missing-vote`): a vote
   * request or reminder with a deadline says what it casts. */
  missingVote?: 'wait' | 'ja' | 'nein';
  /** For 'ack': what the reply was read as ("Nein", "discarded: Fascist"), the words it was read from, and the question it answered. */
  ack?: { readAs: string; quote?: string; prompt?: string; /** the answer had already been recorded: nothing changed */ already?: boolean;
    /** a changed vote: the seat's earlier vote, which it replaces */ replaces?: 'ja' | 'nein';
    /** that earlier vote was the moderator's entry, not a reply of the seat's */ replacesEntered?: true;
    /** the seat's former player, who cast that vote before the seat changed hands (without `replaces`: the same vote, said again, now the reader's) */ replacesVoteOf?: string;
    /** the question it acknowledges closed after it (a vote's votes counted, a card's session followed by a new draw): a question open now is another government's */ closed?: true };
  /** For 'error-reply': why the reply was not applied, in the game's words, and the words read. */
  /** prompt: the question a too-late reply answered, when its record names it (a vote that came after the count). */
  /** needsNoAnswer: `asked-nothing` for a reply that answers nothing to a message that asks nothing (its record `ignored`), which needed none. */
  /** from: for `held`, the address the reply came from (not the seat's). */
  error?: { reason: ErrorReason; detail: string; quote?: string; prompt?: string; needsNoAnswer?: true; from?: string };
  /** For 'withdrawn': the messages the reader was sent about a decision `undo` took back. */
  withdrawn?: { subject: string; code: string }[];
  /**
   * The reader, by name, when they no longer play the seat (`me` is its player now): for 'withdrawn', a newcomer
   * whose taking over `undo` took back; for 'error-reply', a player who left the seat and replied from their address.
   */
  leaver?: string;
  /** For 'vote-defaulted': the reader took the seat over after the vote's deadline had passed (it did not pass without their vote). */
  tookOverAfterDeadline?: boolean;
  /** Folders of moderator template overrides, searched before the built-in templates. */
  overrides?: string[];
  /** Each seat's holders' genders (roster, `replace`); see src/render/names.ts. */
  genders?: HolderGenders;
}
export interface RenderedMessage { subject: string; text: string }
/** Why a reply was not applied: read but not certain, against the rules, a closed or withdrawn question, no question for this player, or a fresh email that refers to none. */
export type ErrorReason = 'ambiguous' | 'illegal' | 'too-late' | 'withdrawn' | 'not-your-turn' | 'asked-nothing' | 'unreadable' | 'no-reference' | 'foreign-reply' | 'other-player' | 'held';

/** The question this seat may answer now (a vote may be changed until the tally), or null. */
function openQuestion(v: PlayerView): 'votes' | 'president-discard' | 'chancellor-enact' | 'veto-answer' | null {
  const p = v.pending;
  if (v.players[v.seat] && !v.players[v.seat].alive) return null;
  if (p.kind === 'votes') return 'votes';
  if (p.kind !== 'legislative') return null;
  if (p.step === 'chancellor-enact') return p.chancellor === v.seat ? 'chancellor-enact' : null;
  return p.president === v.seat ? p.step : null;
}

function defaultedVote(v: PlayerView) {
  for (let i = v.governments.length - 1; i >= 0; i--) {
    const g = v.governments[i];
    const vote = g.votes?.[v.seat];
    if (vote) return { index: g.index, president: g.president, chancellor: g.chancellor, vote, elected: g.elected === true };
  }
  return null;
}

/**
 * For 'vote-overridden': the vote the moderator recorded for this seat over the one it had (a vote
 * is Ja or Nein, so the one replaced is the other), in the vote still open or, when the entry was
 * the last vote, the one just counted; and whether the reader took the seat over during that vote
 * (RULES §5: the vote replaced may have been their predecessor's, said to them as the seat's).
 */
function overriddenVote(v: PlayerView) {
  const p = v.pending;
  const current = v.governments[v.governments.length - 1];
  const now = p.kind === 'votes' && v.standingVote && current
    ? { index: current.index, president: p.president, chancellor: p.chancellor, vote: v.standingVote, counted: false, elected: false }
    : (() => { const d = defaultedVote(v); return d ? { ...d, counted: true } : null; })();
  if (!now) return null;
  return {
    ...now, to: now.vote, from: now.vote === 'ja' ? 'nein' : 'ja',
    seatChangedHands: v.replacements.some((r) => r.seat === v.seat && r.name === v.name && r.after === now.index - 1),
  };
}

/** The facts a message template is given: derived from the reader's view, nothing else. */
function messageModel(kind: MessageKind, ctx: MessageContext) {
  const v = ctx.view;
  const pending = v.pending;
  // An investigation names the player investigated (its government's), and the seat's holder now
  // when the seat changed hands since (RULES §4: a player's party is learned; §5: the seat passes on).
  const investigations = v.investigations.map((i) => {
    const government = investigationGovernment(v, i.target);
    return { ...i, ...(government !== undefined ? { government } : {}), changedHands: government !== undefined && investigatedPlayer(v, i.target) !== v.players[i.target]?.name };
  });
  const lastInvestigation = investigations[investigations.length - 1];
  const lastPeek = v.peeks[v.peeks.length - 1];
  const waitingOnMe =
    (pending.kind === 'votes' && pending.waitingFor.includes(v.seat)) ||
    (pending.kind === 'nomination' && pending.president === v.seat) ||
    (pending.kind === 'legislative' && (pending.step === 'chancellor-enact' ? pending.chancellor === v.seat : pending.president === v.seat)) ||
    (pending.kind === 'power' && pending.president === v.seat);
  const current = v.governments[v.governments.length - 1];
  const open = openQuestion(v);
  /** The reader's open question is asked by mail (a vote, a hand, a veto); a nomination or a power is made in the thread. */
  const waitingByMail = waitingOnMe && open !== null;
  const asksAnswer = ['vote-request', 'president-hand', 'chancellor-hand', 'veto-question', 'reminder'].includes(kind)
    // (An answer to a player who left the seat asks them nothing: the seat's question is another's.)
    || (kind === 'error-reply' && !ctx.leaver && open !== null)
    // A withdrawal notice that opens the reader's question again asks it again (a reply to it
    // answers that question); one to a leaver, or to a player the game does not wait for, asks nothing.
    || (kind === 'withdrawn' && !ctx.leaver && waitingByMail)
    // An acknowledgement asks for an answer only while the question it acknowledges is still open
    // (a vote before the tally): a decision that follows it (the President's discard after the
    // tally) is asked in its own message, and a nomination or a power is not answered by mail.
    // (An acknowledgement that names no question asks for an answer to whatever is open.)
    // (One whose question closed since acknowledges another government's: the question open now is asked in its own message.)
    || (kind === 'ack' && open !== null && (ctx.ack?.prompt ?? open) === open && !ctx.ack?.closed);
  return {
    kind,
    asksAnswer,
    /** The government being voted on or in office: the pending one, else the latest. */
    government: pending.kind === 'votes' || pending.kind === 'legislative'
      ? { president: pending.president, chancellor: pending.chancellor }
      : current ? { president: current.president, chancellor: current.chancellor } : null,
    /** The number of the government the reader's question is about (a vote, a hand, a veto), as
     * the thread's headings give it: a subject names it, so that a player finds the message about
     * this government among those about the earlier ones (the same two names may be nominated again). */
    governmentNumber: (pending.kind === 'votes' || pending.kind === 'legislative') && current ? current.index : null,
    game: v.gameId,
    code: ctx.code,
    me: { seat: v.seat, name: v.name, role: v.role, party: v.party, alive: v.players[v.seat]?.alive ?? true },
    known: v.knownRoles,
    knowsNobody: v.knownRoles.length === 0,
    pending,
    waitingOnMe,
    /** The reader's seat has voted in the vote now open (public: who voted, never how, before the tally). */
    seatVoted: pending.kind === 'votes' && pending.voted.includes(v.seat),
    /** How the reader's seat votes in the vote now open (its own vote, or its former player's), while it stands. */
    seatVote: pending.kind === 'votes' ? v.standingVote ?? null : null,
    /** The seat's former player, when they cast that vote before the seat changed hands (null: the reader's own). */
    seatVoteOf: pending.kind === 'votes' && v.standingVote && current && holderAt(v, v.seat, current.index, 'vote') !== v.name ? holderAt(v, v.seat, current.index, 'vote') : null,
    waitingByMail,
    /** The reader took the seat over from someone (a replacement), or holds it from the start (a dossier sent again). */
    tookOver: [...v.replacements].reverse().find((r) => r.seat === v.seat && r.name === v.name) ?? null,
    /** The reader took the seat over during the government now voted on or in session (RULES §5):
     * what its player did in it before (drew the three cards, was passed the two) may not be theirs. */
    tookOverThisGovernment: (pending.kind === 'votes' || pending.kind === 'legislative') && current !== undefined
      && v.replacements.some((r) => r.seat === v.seat && r.name === v.name && r.after === current.index - 1),
    /** A seat of the government put to the vote changed hands since its nomination may have been made
     * (RULES §5): who nominated whom is not who holds the seats now, so the request names the seats' holders alone. */
    nomineesChangedHands: pending.kind === 'votes' && current !== undefined
      && v.replacements.some((r) => r.after === current.index - 1 && (r.seat === pending.president || r.seat === pending.chancellor)),
    /** The Chancellor's hand sent again: the President refused the veto the Chancellor asked for. */
    vetoRefused: kind === 'chancellor-hand' && current?.veto?.accepted === false,
    /** The veto of the government now in session was asked for by a player who has since left the
     * Chancellor's seat (RULES §5): the seat's holder now asked for nothing (`{{name … "veto"}}` names who did). */
    vetoAskedBefore: pending.kind === 'legislative' && current?.veto?.requested === true
      && holderAt(v, pending.chancellor, current.index, 'veto') !== holderAt(v, pending.chancellor),
    /** After an acknowledgement: the reader's next question by mail, asked in a message of its own. */
    nextQuestion: kind === 'ack' && open !== null && ctx.ack?.prompt !== undefined && (ctx.ack.prompt !== open || ctx.ack.closed === true) ? open : null,
    hand: v.hand ? v.hand.cards.map((card, i) => ({ number: i + 1, card })) : [],
    vetoAllowed: v.hand?.vetoAllowed ?? false,
    investigation: lastInvestigation ?? null,
    peek: lastPeek ?? null,
    handled: v.handled,
    investigations,
    peeks: v.peeks,
    /** The governments so far, each with whether its veto was asked for by a former player of the
     * Chancellor's seat, or answered by another than the President who discarded (RULES §5: the
     * offices are named by who holds them from a hand-over on; the veto's parts by who did them). */
    governments: v.governments.map((g) => (g.veto ? {
      ...g,
      vetoAskedByOther: holderAt(v, g.chancellor, g.index, 'veto') !== holderAt(v, g.chancellor, g.index),
      vetoAnsweredByOther: g.veto.accepted !== undefined && holderAt(v, g.president, g.index, 'veto') !== holderAt(v, g.president, g.index, 'discard'),
    } : g)),
    board: { liberal: v.liberalPolicies, fascist: v.fascistPolicies, liberalTrack: v.liberalTrack, fascistTrack: v.fascistTrack, tracker: v.electionTracker, hitlerZone: v.hitlerZone },
    players: v.players,
    deadline: ctx.deadline ?? null,
    /** The vote the house rule casts for this seat if its vote has not come by the deadline: stated
     * beside the deadline while the seat has a vote to give (null when the rule is to wait). */
    missingVote: open === 'votes' && pending.kind === 'votes' && !pending.voted.includes(v.seat)
      && (ctx.missingVote === 'ja' || ctx.missingVote === 'nein') ? ctx.missingVote : null,
    readAs: ctx.ack?.readAs ?? null,
    ack: ctx.ack ?? null,
    error: ctx.error ?? null,
    /** The question open for this seat now: an error reply repeats its options. */
    open,
    withdrawn: ctx.withdrawn ?? [],
    leaver: ctx.leaver ?? null,
    /** For 'vote-defaulted': the vote the house rule cast for this seat (the latest tallied one). */
    defaulted: defaultedVote(v),
    tookOverAfterDeadline: kind === 'vote-defaulted' && ctx.tookOverAfterDeadline === true,
    overridden: kind === 'vote-overridden' ? overriddenVote(v) : null,
  };
}

function messageEnv(ctx: MessageContext) {
  return { format: 'text' as const, lang: ctx.lang, theme: ctx.theme, names: ctx.view.players.map((p) => p.name), genders: ctx.genders, replacements: ctx.view.replacements, overrides: ctx.overrides ?? [] };
}

/** The game a subject subjectOf wrote names ("[Secret Hitler: friday] Vote: …" → "friday"), or null: what a reply's "Re:" keeps. */
export function gameOfSubject(subject: string): string | null {
  return /\[[^\[\]:]+: ([^\[\]\s]+)\]/.exec(subject)?.[1] ?? null;
}

function subjectOf(model: ReturnType<typeof messageModel>, env: ReturnType<typeof messageEnv>, ctx: MessageContext): string {
  const subjectLine = renderTemplate('message/subject', model, env).trim();
  const title = lookup(loadVocabulary(ctx.theme, ctx.lang, env.overrides), 'title');
  return `[${title}: ${ctx.view.gameId}] ${subjectLine} [${ctx.code}]`;
}

export function renderMessage(kind: MessageKind, ctx: MessageContext): RenderedMessage {
  const env = messageEnv(ctx);
  const model = messageModel(kind, ctx);
  const text = renderTemplate(`message/${kind}`, model, env);
  return { subject: subjectOf(model, env, ctx), text };
}

/** The subject line alone, as renderMessage gives it: what a queued message's record keeps. */
export function renderSubject(kind: MessageKind, ctx: MessageContext): string {
  const env = messageEnv(ctx);
  return subjectOf(messageModel(kind, ctx), env, ctx);
}
