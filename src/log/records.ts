// The records a game log holds: the header (the game-created event plus the moderator's settings)
// and the events. Engine events fold through the rules engine; log events (mail, claims, undo,
// deadlines) belong to the game's record but not to its rules.
import type { GameEvent, Options, RulesetName, Seat } from '../engine/index.js';

/** The format version chancery writes (docs/log-format.md §0 says how versions evolve). */
export const FORMAT_VERSION = 2;
/** Every version this chancery reads; version 1 logs keep working and `migrate` rewrites them as 2. */
export const SUPPORTED_FORMAT_VERSIONS: readonly number[] = [1, 2];

export interface PlayerEntry {
  name: string;
  email?: string;
  /** IANA time zone, for deadlines in that player's messages. */
  timezone?: string;
  /** For Russian grammar (verbs agree with the player); absent: guessed from the name, or unknown. */
  gender?: 'female' | 'male';
}

export type { ThemeName, Lang, PostFormat } from '../settings.js';
import type { Lang, MissingVoteRule, PostFormat, ThemeName } from '../settings.js';

/** What the moderator chose for slow players (RULES §5). */
export interface HouseRules {
  /** Default deadline for each phase, like "24h" or "90m"; absent means none. */
  deadline?: string;
  /** At a vote deadline: keep waiting, or count a missing vote as this. */
  onMissingVote: MissingVoteRule;
}

export interface LogHeader {
  chancery: number; // format version
  game: string;
  created: string; // ISO-8601 UTC
  ruleset: RulesetName;
  options: Options;
  players: PlayerEntry[];
  firstPresident: Seat;
  commitment: string | null;
  /** The secret seed (64 hex digits); absent for imported games. Revealed at the game's end. */
  seed?: string;
  theme: ThemeName;
  lang: Lang;
  house: HouseRules;
  /** Where an imported game came from. */
  source?: string;
  /** A folder of template overrides (relative to the log file), if the moderator has one. */
  templates?: string;
  /** Format 2: the salted commitment to the players' contacts (kept in the game's private file). */
  private?: string;
  /** Set by `migrate`: the format and last hash of the log this one was rewritten from. */
  migrated?: { fromVersion: number; hash: string; at: string; ended?: { seq: number; hash: string } };
  /** The game's thread post format (`new --format`); Markdown when absent. */
  format?: PostFormat;
  hash: string;
}

/** Takes back the effective events with these sequence numbers (undo); they stay in the file. */
export interface Retracted { type: 'retracted'; seqs: number[]; reason: string }
/** A private message the game requires, recorded before it is sent (see src/mail). */
export interface MessageQueued {
  type: 'message-queued';
  messageId: string;
  code: string;
  to: Seat;
  address: string;
  /** What the message is: 'role-card', 'vote-request', 'president-hand', ... */
  kind: string;
  /** The decision it asks for, if any: the pending kind it answers. */
  prompt?: string;
  subject: string;
  /** The engine sequence number the message was rendered at (its view). */
  at_seq: number;
  /** For an answer to a player's email: that email's Message-ID (the answer threads under it). */
  replyTo?: string;
}
export interface MessageSent { type: 'message-sent'; messageId: string }
export interface MessageFailed { type: 'message-failed'; messageId: string; error: string }
/**
 * A queued message never sent, found when its turn came (after an outage): its question had closed
 * (`closed`), its reader had answered and was awaited no more (`answered`: a reminder), or its reader
 * no longer held the seat (`replaced`).
 */
export interface MessageDropped { type: 'message-dropped'; messageId: string; reason: DropReason }
export type DropReason = 'closed' | 'answered' | 'replaced';
export const DROP_REASONS: readonly DropReason[] = ['closed', 'answered', 'replaced'];
export interface ReplyReceived {
  type: 'reply-received';
  messageId: string; // the reply's own Message-ID
  from: string;
  seat: Seat | null;
  inReplyTo?: string;
  receivedAt: string;
  /** What the answer was read as, in the game's language ("discarded: Fascist"). */
  readAs?: string;
  /** The player's own words the answer was read from (or that could not be read), on one line. */
  quote?: string;
  /** `already-recorded`: it says again the answer that stands (a second mail, or the moderator entered it): received, not applied twice. */
  outcome: 'applied' | 'already-recorded' | 'refused' | 'ambiguous' | 'too-late' | 'forged' | 'held' | 'ignored' | 'bounced';
  detail?: string;
  /** Why an answer was not applied, as the player is told: the answer's error kind. */
  reason?: 'ambiguous' | 'illegal' | 'too-late' | 'withdrawn' | 'not-your-turn' | 'asked-nothing' | 'unreadable' | 'no-reference' | 'foreign-reply' | 'other-player';
  /** The question the reply answered (an acknowledgement says whether it can still be changed). */
  prompt?: string;
  /** `already-recorded`: the seq of the engine event that records the answer it says again (public: audit checks it stands). */
  repeats?: number;
  /** `applied`, a vote: the other vote the seat gave before it, which it replaces (its receipt says so). */
  replaces?: 'ja' | 'nein';
  /**
   * With `replaces`: the seat's former player, when they cast the vote it replaces before the seat
   * changed hands (the vote is theirs: the receipt names it so, not as the new player's own).
   * Without `replaces`: the new player said that same vote again, `applied`, and it is now theirs.
   */
  replacesVoteOf?: string;
  /** With `replaces`: the vote it replaces was the moderator's entry (`vote`, `play`), no reply of the seat's: the receipt says the moderator had entered it (absent in logs written before 2026-12-08). */
  replacesEntered?: true;
  /** `bounced`: the address the server's report says failed (lower case; absent when it names none, and in logs written before 2026-12-08). */
  address?: string;
}
export interface ClaimRecorded { type: 'claim-recorded'; seat: Seat; government: number; claim: string; as: 'president' | 'chancellor' | 'investigator' | 'peeker' }
export interface DeadlineSet { type: 'deadline-set'; phaseSeq: number; deadline: string }
export interface ReminderSent { type: 'reminder-sent'; deadline: string; seats: Seat[] }
/** The seat's contact; `gender` is given by `replace` for a new player (a replacement forgets the old one's). */
export interface ContactChanged { type: 'contact-changed'; seat: Seat; email?: string; timezone?: string; gender?: 'female' | 'male' }
/** The house rule cast these votes at a deadline: `seats` (0-based) and `vote`, since 2026-12 (older logs: `detail` only). */
export interface DefaultApplied { type: 'default-applied'; rule: string; detail: string; seats?: number[]; vote?: 'ja' | 'nein' }

export type LogOnlyEvent =
  | Retracted | MessageQueued | MessageSent | MessageFailed | MessageDropped | ReplyReceived
  | ClaimRecorded | DeadlineSet | ReminderSent | ContactChanged | DefaultApplied;

export type AnyEvent = Exclude<GameEvent, { type: 'game-created' }> | LogOnlyEvent;

/** An event as it stands in the log: a sequence number, a UTC time, the event, and its hash. */
export type LogRecord = AnyEvent & { seq: number; at: string; hash: string; private?: string };

export const ENGINE_EVENT_TYPES = new Set<string>([
  'roles-dealt', 'deck-shuffled', 'chancellor-nominated', 'vote-cast', 'votes-tallied', 'chaos-enacted',
  'policies-drawn', 'president-discarded', 'policy-enacted', 'veto-requested', 'veto-answered',
  'loyalty-investigated', 'special-election-called', 'policies-peeked', 'player-executed', 'game-ended',
  'player-replaced',
]);

export function isEngineEvent(e: AnyEvent): e is Exclude<GameEvent, { type: 'game-created' }> {
  return ENGINE_EVENT_TYPES.has(e.type);
}

/** Engine events no person decides: they follow from the state (and the seed) by themselves. */
export const AUTOMATIC_EVENT_TYPES = new Set<string>([
  'roles-dealt', 'deck-shuffled', 'votes-tallied', 'chaos-enacted', 'policies-drawn', 'game-ended',
]);

/**
 * The whole log's answer for a list of records, while it has as many (a command asks it of one list
 * many times), and the latest seq of a `retracted` record in it (0: none).
 */
const retractedIn = new WeakMap<readonly LogRecord[], { length: number; taken: ReadonlySet<number>; last: number }>();

/** The sequence numbers that `retracted` records (up to `upTo`) have taken back. */
export function retractedSeqs(events: readonly LogRecord[], upTo = Infinity): ReadonlySet<number> {
  const known = retractedIn.get(events);
  // An `upTo` at or after the list's last retraction asks the whole log's question (phaseOpener's
  // default, a message's phase after the last undo): the answer known for the list is it.
  if (known?.length === events.length && upTo >= known.last) return known.taken;
  if (upTo < Number.MAX_SAFE_INTEGER) return retractedWalk(events, upTo).taken;
  const walked = retractedWalk(events, Infinity);
  retractedIn.set(events, { length: events.length, ...walked });
  return walked.taken;
}

function retractedWalk(events: readonly LogRecord[], upTo: number): { taken: Set<number>; last: number } {
  const taken = new Set<number>();
  let last = 0;
  // Walks of a whole log index their records: a command runs this code once, unoptimised, where
  // for-of makes an iterator result per record (a thousand-record walk about four times slower,
  // and garbage that a decision on a long game then collects).
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    if (e.seq <= upTo && e.type === 'retracted') {
      for (const s of e.seqs) taken.add(s);
      if (e.seq > last) last = e.seq;
    }
  }
  return { taken, last };
}

/**
 * Queued messages not yet delivered (no `message-sent`, nor `message-dropped` for a question closed
 * before it could go out), oldest first, leaving out those written for a state `undo` took back and
 * those dropped because their seat changed hands (unless that change was taken back). A question
 * dropped as closed or answered waits again once an `undo` after the drop has opened it again: the
 * sender judges it anew.
 * `untried`: only those no sender has tried either (no `message-failed`): what a command killed
 * between its write and its delivery left behind, which nobody was told is waiting.
 */
export function queuedNotSent(events: readonly LogRecord[], untried = false): (LogRecord & MessageQueued)[] {
  const { waiting, failed } = waitingToBeSent(events);
  return untried ? waiting.filter((m) => !failed.has(m.messageId)) : waiting.slice();
}

/** How many queued messages are not sent (`unsent`) and, of those, tried by no sender (`untried`): queuedNotSent's two answers from one walk of the log. */
export function queueCounts(events: readonly LogRecord[]): { unsent: number; untried: number } {
  const { waiting, failed } = waitingToBeSent(events);
  let untried = 0;
  for (const m of waiting) if (!failed.has(m.messageId)) untried++;
  return { unsent: waiting.length, untried };
}

/** `reopened`: those of `waiting` a sender dropped before (closed or answered) that an undo opened again. */
type Waiting = { waiting: (LogRecord & MessageQueued)[]; failed: Set<string>; reopened: Set<string> };
/** The last answer for a list of records, while it has as many (a write appends to a new list, or to this one). */
const waitingIn = new WeakMap<readonly LogRecord[], { length: number; answer: Waiting }>();

/** The one rule of what waits to be sent (see queuedNotSent), and the Message-IDs a sender tried and failed. */
function waitingToBeSent(events: readonly LogRecord[]): Waiting {
  const known = waitingIn.get(events);
  if (known?.length === events.length) return known.answer;
  const answer = walkForWaiting(events);
  waitingIn.set(events, { length: events.length, answer });
  return answer;
}

function walkForWaiting(events: readonly LogRecord[]): Waiting {
  const sent = new Set<string>();
  const failed = new Set<string>();
  const leftSeat = new Set<string>();
  /** Messages dropped as closed or answered: the seq of their latest drop. */
  const droppedQuestion = new Map<string, number>();
  const queued: (LogRecord & MessageQueued)[] = [];
  const retracted = new Set<number>();
  let lastUndo = 0;
  // One walk of the log (a decision asks this up to three times); the queued records are judged after it.
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    if (e.type === 'message-queued') queued.push(e);
    else if (e.type === 'message-sent') sent.add(e.messageId);
    else if (e.type === 'message-dropped') {
      if (e.reason === 'replaced') leftSeat.add(e.messageId);
      else droppedQuestion.set(e.messageId, e.seq);
    } else if (e.type === 'message-failed') failed.add(e.messageId);
    else if (e.type === 'retracted') {
      lastUndo = e.seq;
      for (const s of e.seqs) retracted.add(s);
    }
  }
  // One dropped because its seat changed hands is queued again once that change is taken back
  // (`undo` of the replacement): its reader holds the seat again, and still needs it.
  const holderOf = leftSeat.size ? seatHolders(events) : undefined;
  const dropped = (m: LogRecord & MessageQueued) => leftSeat.has(m.messageId) && holderOf!(m.to, m.seq)?.seq !== holderOf!(m.to)?.seq;
  const epoch = droppedQuestion.size && lastUndo ? questionEpoch(events, retracted) : 0;
  // A question dropped (closed, or its reader had answered) that an undo after the drop opened again.
  const closedNow = (m: LogRecord & MessageQueued) => {
    const at = droppedQuestion.get(m.messageId);
    return at !== undefined && !(m.prompt !== undefined && at < lastUndo && m.at_seq >= epoch);
  };
  const waiting = queued.filter((e) => !sent.has(e.messageId) && !closedNow(e) && !retracted.has(e.at_seq) && !dropped(e));
  return { waiting, failed, reopened: new Set(waiting.flatMap((m) => (droppedQuestion.has(m.messageId) ? [m.messageId] : []))) };
}

/** Queued questions that wait again after a sender dropped them: the sender asks only a reader the game still waits for. */
export function reopenedQuestions(events: readonly LogRecord[]): ReadonlySet<string> {
  return waitingToBeSent(events).reopened;
}

/** Whether an engine event moves the game on: every one but a vote and a replacement (a question stays open through them). */
function movesGameOn(type: string): boolean {
  return type !== 'vote-cast' && type !== 'player-replaced';
}

/**
 * The seq of the last engine event in effect that moved the game on: a question queued before it
 * is closed (the vote was tallied, the hand played). `retracted`: the log's retracted seqs, when known.
 */
export function questionEpoch(events: readonly LogRecord[], retracted = retractedSeqs(events)): number {
  return lastEngineEvent(events, movesGameOn, retracted);
}

/** The seq of the last engine event in effect (of the types `counts` keeps), 0 when none. */
export function lastEngineEvent(events: readonly LogRecord[], counts: (type: string) => boolean = () => true, retracted = retractedSeqs(events)): number {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (isEngineEvent(e) && !retracted.has(e.seq) && counts(e.type)) return e.seq;
  }
  return 0;
}

/**
 * Who held each seat: the `player-replaced` record that gave the seat its player (undefined for
 * the roster's), as the log stood just before record `seq` (only the retractions written by then
 * count: a replacement later taken back still held when the message was queued), or now.
 */
export function seatHolders(events: readonly LogRecord[]) {
  const replacements: { seq: number; seat: Seat; name: string }[] = [];
  const takenBackAt = new Map<number, number>();
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    if (e.type === 'player-replaced') replacements.push({ seq: e.seq, seat: e.seat, name: e.name });
    else if (e.type === 'retracted') for (const s of e.seqs) if (!takenBackAt.has(s)) takenBackAt.set(s, e.seq);
  }
  return (seat: Seat, before = Number.POSITIVE_INFINITY) => {
    let holder: { seq: number; name: string } | undefined;
    for (const r of replacements) if (r.seat === seat && r.seq < before && !((takenBackAt.get(r.seq) ?? Number.POSITIVE_INFINITY) < before)) holder = r;
    return holder;
  };
}

/**
 * The `game-ended` record in effect (an undone end is not the end): its number and hash are what
 * the game-over post publishes and `audit` prints, so a copy cut short is caught.
 */
export function gameEndedRecord(events: readonly LogRecord[]): { seq: number; hash: string } | undefined {
  const taken = retractedSeqs(events);
  const end = events.find((e) => e.type === 'game-ended' && !taken.has(e.seq));
  return end ? { seq: end.seq, hash: end.hash } : undefined;
}

/** A player's gender, where the roster or `replace` gave it (for Russian grammar). */
export type PlayerGender = NonNullable<PlayerEntry['gender']>;

/**
 * The seats whose votes a house rule cast in the write that holds `vote` (its `default-applied`
 * record follows its votes, with only automatic steps and the log's own records after them), when
 * `vote` is one of them; null when a person cast it. Such votes are one decision: `undo` takes
 * them back together, and audit accepts that.
 */
export function houseRuleSeats(records: readonly LogRecord[], vote: LogRecord): number[] | null {
  if (vote.type !== 'vote-cast') return null;
  const seats = [vote.seat];
  for (let k = records.findIndex((r) => r.seq === vote.seq) + 1; k > 0 && k < records.length; k++) {
    const r = records[k];
    if (r.type === 'default-applied') return seats.every((s) => r.seats?.includes(s)) ? r.seats! : null;
    if (r.type === 'vote-cast') seats.push(r.seat);
    else if (r.type === 'retracted' || (isEngineEvent(r) && !AUTOMATIC_EVENT_TYPES.has(r.type))) return null;
  }
  return null;
}

/**
 * The contact changes that no longer hold: each one a replacement wrote (right after its
 * `player-replaced`) when `undo` took that replacement back. The seat is its earlier player's
 * again, with their address, zone and gender.
 */
export function withdrawnContacts(events: readonly LogRecord[], taken: ReadonlySet<number> = retractedSeqs(events)): Set<number> {
  const withdrawn = new Set<number>();
  if (!taken.size) return withdrawn;
  for (let i = 1; i < events.length; i++) {
    const e = events[i];
    const before = events[i - 1];
    if (e.type === 'contact-changed' && before.type === 'player-replaced' && before.seat === e.seat && taken.has(before.seq)) withdrawn.add(e.seq);
  }
  return withdrawn;
}

/** Where a player without an address is written to: only the local transport can deliver there. */
export const NO_ADDRESS_DOMAIN = 'players.invalid';

/** A seat's address as the roster gives it (lower case): its player's email, else the placeholder only the local transport delivers to. */
export function rosterAddress(header: Pick<LogHeader, 'players'>, seat: Seat): string {
  return (header.players[seat]?.email ?? `seat${seat + 1}@${NO_ADDRESS_DOMAIN}`).toLowerCase();
}

/** A seat whose address now is one a bounce was recorded for (status says so): how many reports, and the last one's time. */
export interface Bounce { seat: Seat; address: string; count: number; last: string }

/**
 * The seats whose current address bounced: a `reply-received` record `bounced` at that address
 * (`address`; a record of an older log without one counts for its seat while the seat's address has
 * not changed since). The records need their private fields (addresses, Message-IDs). A seat is
 * cleared when its player has answered since, from that address, a message sent after the last
 * report: that message reached them.
 */
export function bouncingAddresses(log: { header: LogHeader; events: readonly LogRecord[] }): Bounce[] {
  // Most games never see a bounce: a decision's snapshot then reads the log once, not four times.
  if (!log.events.some((e) => e.type === 'reply-received' && e.outcome === 'bounced')) return [];
  const taken = retractedSeqs(log.events);
  const withdrawn = withdrawnContacts(log.events, taken);
  const address = log.header.players.map((_, seat) => rosterAddress(log.header, seat));
  const found = new Map<Seat, Bounce & { seq: number }>();
  const sentAt = new Map<string, number>();
  for (const e of log.events) {
    if (e.type === 'contact-changed' && e.email && !withdrawn.has(e.seq)) {
      address[e.seat] = e.email.toLowerCase();
      found.delete(e.seat);
    } else if (e.type === 'message-sent' && e.messageId) {
      sentAt.set(e.messageId, e.seq);
    } else if (e.type === 'reply-received' && e.seat !== null) {
      const at = address[e.seat];
      if (e.outcome === 'bounced') {
        if (e.address !== undefined && e.address !== at) continue;
        const before = found.get(e.seat);
        found.set(e.seat, { seat: e.seat, address: at, count: (before?.count ?? 0) + 1, last: e.receivedAt, seq: e.seq });
      } else {
        const bounce = found.get(e.seat);
        const answered = e.inReplyTo ? sentAt.get(e.inReplyTo) : undefined;
        if (bounce && e.from?.toLowerCase() === at && answered !== undefined && answered > bounce.seq) found.delete(e.seat);
      }
    }
  }
  return [...found.values()].sort((a, b) => a.seat - b.seat).map(({ seq: _seq, ...b }) => b);
}

/**
 * Each seat's holders' genders for Russian grammar (render/names' HolderGenders): the roster's
 * player's, then each newcomer's as `replace` (its `contact-changed`) gave it, in the order they
 * took the seat. A player who left keeps hers: the lines about her time still name her.
 * Undefined where nobody said.
 */
export function gendersOf(log: { header: LogHeader; events: readonly LogRecord[] }): (PlayerGender | undefined)[][] {
  const genders: (PlayerGender | undefined)[][] = log.header.players.map((p) => [p.gender]);
  const taken = retractedSeqs(log.events);
  const withdrawn = withdrawnContacts(log.events, taken);
  for (let i = 0; i < log.events.length; i++) {
    const e = log.events[i];
    if (taken.has(e.seq) || withdrawn.has(e.seq)) continue;
    if (e.type === 'player-replaced') genders[e.seat]?.push(undefined);
    if (e.type === 'contact-changed' && e.gender && genders[e.seat]) genders[e.seat][genders[e.seat].length - 1] = e.gender;
  }
  return genders;
}

/**
 * The file name of game `game`'s published log (`chancery publish`): the file players and auditors
 * get, which the game-over post's commands name.
 */
export function publishedLogName(game: string): string {
  return `${game}.public.yaml`;
}
