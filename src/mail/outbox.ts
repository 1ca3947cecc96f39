// The outbox is the log itself: a message is queued by a `message-queued` record written in the
// same atomic write as the game events that require it, and counts as sent once a `message-sent`
// record follows. Whatever is queued and not sent is what `chancery send` (or the next command) sends.
import { playerView, type Seat, type State } from '../engine/index.js';
import type { LogFile } from '../log/file.js';
import type { AnyEvent, LogHeader, LogRecord, MessageQueued, ReplyReceived } from '../log/records.js';
import { gendersOf, lastEngineEvent, retractedSeqs, rosterAddress, seatHolders, withdrawnContacts } from '../log/records.js';
import { renderMessage, renderSubject, type MessageContext, type RenderedMessage } from '../render/messages.js';
import { messageDeadlines, phaseDeadline } from '../log/deadlines.js';
import { bareAddress, loadMailConfig } from './config.js';
import { overrideDirs } from '../render/overrides.js';
import { freshIdentities, type MessageIdentities } from './ids.js';
import type { PlannedMessage } from './planner.js';
import { isAnswerSince, leaverFor, type QueuedRecord } from './queue.js';

export { NO_ADDRESS_DOMAIN } from './queue.js';

type LogLike = Pick<LogFile, 'path' | 'header' | 'events'>;

/** A seat's current address: the roster's, or the latest contact change. */
export function addressOf(log: Pick<LogFile, 'header' | 'events'>, seat: Seat): string {
  return addressesOf(log)(seat);
}

/** Every seat's current address, from one pass over the log (a decision's messages, a batch of replies). */
export function addressesOf(log: Pick<LogFile, 'header' | 'events'>): (seat: Seat) => string {
  const emails = log.header.players.map((p) => p.email);
  const withdrawn = withdrawnContacts(log.events);
  for (let i = 0; i < log.events.length; i++) {
    const e = log.events[i];
    if (e.type === 'contact-changed' && e.email && !withdrawn.has(e.seq)) emails[e.seat] = e.email;
  }
  return (seat) => emails[seat]?.toLowerCase() ?? rosterAddress(log.header, seat);
}

/** Each seat's current address, to look up many senders (a batch of replies) in one pass over the log. */
export function seatsByAddress(log: Pick<LogFile, 'header' | 'events'>): (address: string) => Seat | null {
  const seats = new Map<string, Seat>();
  const addressOfSeat = addressesOf(log);
  for (let seat = 0; seat < log.header.players.length; seat++) {
    const address = addressOfSeat(seat);
    if (!seats.has(address)) seats.set(address, seat);
  }
  return (address) => seats.get(address.toLowerCase()) ?? null;
}

/** The right-hand side of our Message-IDs: the moderator's domain when configured. */
export function messageIdDomain(logPath: string, env: NodeJS.ProcessEnv): string {
  const config = loadMailConfig(logPath, env);
  return config.from ? bareAddress(config.from).split('@')[1] ?? 'chancery.invalid' : 'chancery.invalid';
}

/**
 * What every message of a game is written with: the right-hand side of its Message-IDs and the
 * moderator's template folders (the log's own, then $CHANCERY_HOME/templates), so the mail that is
 * sent reads like the posts and the preview.
 */
export interface Outbox { domain: string; overrides: string[] }

export function outboxOf(log: Pick<LogFile, 'path' | 'header'>, env: NodeJS.ProcessEnv): Outbox {
  return { domain: messageIdDomain(log.path, env), overrides: overrideDirs(log, env) };
}

/** What an answer to a player's reply says: from the `reply-received` record it answers. */
export function replyContext(reply: ReplyReceived | undefined, closed?: boolean): Pick<MessageContext, 'ack' | 'error'> {
  if (!reply) return {};
  if (reply.outcome === 'applied' || reply.outcome === 'already-recorded') {
    return { ack: { ...(closed ? { closed: true as const } : {}), readAs: reply.readAs ?? '', ...(reply.quote ? { quote: reply.quote } : {}), ...(reply.prompt ? { prompt: reply.prompt } : {}), ...(reply.outcome === 'already-recorded' ? { already: true } : {}), ...(reply.replaces ? { replaces: reply.replaces } : {}), ...(reply.replaces && reply.replacesEntered ? { replacesEntered: true as const } : {}), ...(reply.outcome === 'applied' && reply.replacesVoteOf ? { replacesVoteOf: reply.replacesVoteOf } : {}) } };
  }
  // A reply to a message that asked nothing is `ignored` when it answers nothing ("thanks") and the
  // message needed no answer; `too-late` when the message was sent before the question open now.
  const needsNoAnswer = reply.reason === 'asked-nothing' && reply.outcome === 'ignored';
  // A held reply (from another address than the seat's) is told to the seat's player, naming that address.
  const held = reply.outcome === 'held';
  return { error: { reason: held ? 'held' : reply.reason ?? 'unreadable', detail: reply.detail ?? '', ...(held ? { from: reply.from } : {}), ...(reply.quote ? { quote: reply.quote } : {}), ...(reply.prompt ? { prompt: reply.prompt } : {}), ...(needsNoAnswer ? { needsNoAnswer: true as const } : {}) } };
}

/** The context a queued message is rendered in, besides its reader's view. */
function messageContext(header: LogHeader, overrides: string[], view: MessageContext['view'], code: string, inputs: Partial<SendingInputs> = {}): MessageContext {
  const { reply, deadline, genders, withdrawn, leaver, tookOverAfterDeadline, closed } = inputs;
  return {
    view,
    theme: header.theme,
    lang: header.lang,
    code,
    overrides,
    missingVote: header.house.onMissingVote,
    ...replyContext(reply, closed),
    ...(deadline ? { deadline } : {}),
    ...(genders ? { genders } : {}),
    ...(withdrawn ? { withdrawn } : {}),
    ...(leaver ? { leaver } : {}),
    ...(tookOverAfterDeadline ? { tookOverAfterDeadline } : {}),
  };
}

/** Renders a message from the state it was queued at: the same bytes whenever it is (re)sent with the same inputs (see SendingInputs). */
export function renderQueued(header: LogHeader, overrides: string[], state: State, m: Pick<MessageQueued, 'kind' | 'to' | 'code'>, inputs: Partial<SendingInputs> = {}): RenderedMessage {
  return renderMessage(m.kind as PlannedMessage['kind'], messageContext(header, overrides, playerView(state, m.to), m.code, inputs));
}

/**
 * For a 'vote-defaulted' notice: whether its reader took the seat over after the deadline of the
 * vote the house rule closed had passed (RULES §5: the seat passes on, but the deadline passed
 * before it was theirs). From the log's order and times: the replacement that gave the reader the
 * seat came during that vote (after its nomination), at or after its deadline as it was applied.
 */
export function tookOverAfterDeadlineFor(header: Pick<LogHeader, 'house'>, events: readonly LogRecord[], m: Pick<MessageQueued, 'kind' | 'to'> & { seq: number }): boolean {
  if (m.kind !== 'vote-defaulted') return false;
  const holding = seatHolders(events)(m.to, m.seq);
  if (!holding) return false;
  const applied = events.filter((e) => e.type === 'default-applied' && e.seq < m.seq).pop();
  if (!applied) return false;
  // The vote's phase as the replacement found it, with the deadline as the moderator applied it.
  const vote = phaseDeadline(header, events as LogRecord[], holding.seq, applied.seq);
  const replaced = events.find((e) => e.seq === holding.seq);
  const opener = events.find((e) => e.seq === vote?.phaseSeq);
  if (!vote || !replaced || opener?.type !== 'chancellor-nominated') return false;
  // The vote is the one the rule closed: no other nomination between the replacement and the rule.
  if (events.some((e) => e.type === 'chancellor-nominated' && e.seq > holding.seq && e.seq < applied.seq)) return false;
  return Date.parse(vote.deadline) <= Date.parse(replaced.at);
}

/**
 * For a 'withdrawn' notice (queued at the seq of the `retracted` record `undo` wrote): the messages
 * its reader had been sent about the events that undo took back (at its address: an answer to the
 * seat's former player went to theirs). Undefined for any other kind.
 */
export function withdrawnFor(events: readonly LogRecord[], m: Pick<MessageQueued, 'kind' | 'to' | 'at_seq' | 'address'>): MessageContext['withdrawn'] {
  if (m.kind !== 'withdrawn') return undefined;
  const undo = events.find((e) => e.seq === m.at_seq);
  if (undo?.type !== 'retracted') return [];
  const taken = new Set(undo.seqs);
  const last = Math.max(...undo.seqs);
  const sent = new Set(events.flatMap((e) => (e.type === 'message-sent' ? [e.messageId] : [])));
  // (And the answers to the reader's replies written since, from the game as it then stood: see answersSince.)
  const since = (e: MessageQueued & { seq: number }) => isAnswerSince(e, last) && e.seq < undo.seq;
  return events.flatMap((e) => (e.type === 'message-queued' && e.to === m.to && e.address === m.address && e.kind !== 'withdrawn' && (taken.has(e.at_seq) || since(e)) && sent.has(e.messageId)
    ? [{ subject: e.subject, code: e.code }] : []));
}

/**
 * What a queued message's text is rendered from besides the state it was queued at, read from the
 * log as it stands when the message is sent: the reply it answers, the deadline it shows (and
 * whether it has passed by then), the players' genders, and for a 'withdrawn' notice the messages
 * it takes back (and for a receipt, whether the question it acknowledges closed since).
 */
export interface SendingInputs { reply?: ReplyReceived; deadline?: MessageContext['deadline']; genders: MessageContext['genders']; withdrawn?: MessageContext['withdrawn']; leaver?: string; tookOverAfterDeadline?: boolean; closed?: boolean }

/**
 * For a receipt: whether the question it acknowledges closed, and a later one of its kind may be open,
 * after the record it is about (its `at_seq`: the batch's last event, or for an answer said again, the
 * event it repeats): a vote's votes were counted since; a card's or a veto's session was followed by
 * a new draw. A question open then is another government's, which the receipt must not take for its own.
 */
export function questionClosedSince(events: readonly LogRecord[], m: Pick<MessageQueued, 'kind' | 'at_seq'>, reply: ReplyReceived | undefined): boolean {
  if (m.kind !== 'ack' || !reply?.prompt) return false;
  const closing = reply.prompt === 'votes' ? 'votes-tallied' : 'policies-drawn';
  const taken = retractedSeqs(events);
  return events.some((e) => e.type === closing && e.seq > m.at_seq && !taken.has(e.seq));
}

/** The inputs as one string: two renderings of one message from equal keys are the same bytes. */
function inputsKey(i: SendingInputs): string {
  return JSON.stringify([replyContext(i.reply, i.closed), i.deadline ?? null, i.genders ?? null, i.withdrawn ?? null, i.leaver ?? null, i.tookOverAfterDeadline ?? false]);
}

/**
 * The deadline a message states when sent at `now`: one already over is said to be (a message that
 * waited in the queue must not give it as still ahead).
 */
function deadlineAt(deadline: { iso: string; timeZone?: string } | undefined, now: Date): MessageContext['deadline'] {
  return deadline && Date.parse(deadline.iso) <= now.getTime() ? { ...deadline, passed: true } : deadline;
}

/** A message rendered when it was queued, with the key of the inputs it was rendered from. */
export interface Prerendered extends RenderedMessage { inputs: string }

/** Messages this command rendered when it queued them, by Message-ID (see `queueRecords`). */
export type PrerenderedMail = Map<string, Prerendered>;

/**
 * For `queueRecords` to render each message once, exactly as delivery will: the records the same
 * write appends before its messages, the write's time, and where the rendered messages go.
 */
export interface Prerender {
  written: readonly AnyEvent[]; at: string; into: PrerenderedMail;
  /** Where the messages' codes and Message-IDs come from (fresh ones when absent). */
  identities?: MessageIdentities;
}

/**
 * Renders the queued messages of `log` as they are sent at `now`: each from the state it was queued at
 * (`stateOf`, asked only when the message is rendered here), with the inputs the log gives now. A
 * message this command rendered when it queued it, from equal inputs, is not rendered again: the
 * state it was queued at is the one the write decided, unless a later `retracted` record changed
 * what a replay up to it gives (then it is rendered anew). An answer to a player's reply (a receipt,
 * a NOT applied) is rendered from the game as it is when sent (`stateNow`) once the game has moved
 * since it was queued: the question it shows is the one a reply to it answers (the question open
 * when it was sent, see mail/sync.ts), never one closed meanwhile.
 */
export function queuedRenderer(log: Pick<LogFile, 'header' | 'events'>, overrides: string[], now: Date, prerendered?: PrerenderedMail): (m: QueuedRecord, stateOf: () => State, stateNow: () => State) => RenderedMessage {
  const replies = new Map<string, ReplyReceived>();
  let lastRetraction = 0;
  for (let i = 0; i < log.events.length; i++) {
    const e = log.events[i];
    if (e.type === 'reply-received') replies.set(e.messageId, e);
    else if (e.type === 'retracted') lastRetraction = e.seq;
  }
  const genders = gendersOf(log);
  const deadlineOf = messageDeadlines(log.header, log.events as LogRecord[]);
  let lastMove: number | undefined;
  const movedSince = (seq: number) => (lastMove ??= lastEngineEvent(log.events)) > seq;
  return (m, stateOf, stateNow) => {
    const reply = m.replyTo ? replies.get(m.replyTo) : undefined;
    const inputs: SendingInputs = { reply, deadline: deadlineAt(deadlineOf(m), now), genders, withdrawn: withdrawnFor(log.events, m), leaver: leaverFor(log, m), tookOverAfterDeadline: tookOverAfterDeadlineFor(log.header, log.events, m), closed: questionClosedSince(log.events, m, reply) };
    const asSent = ANSWERS_TO_REPLIES.has(m.kind) && movedSince(m.at_seq);
    const early = prerendered?.get(m.messageId);
    if (early && !asSent && lastRetraction < m.at_seq && early.inputs === inputsKey(inputs)) return { subject: early.subject, text: early.text };
    return renderQueued(log.header, overrides, asSent ? stateNow() : stateOf(), m, inputs);
  };
}

/** The messages that answer a player's reply: what they say of the open question is read as of their sending. */
const ANSWERS_TO_REPLIES = new Set(['ack', 'error-reply']);

/**
 * `message-queued` records for planned messages at `state` (the state after the engine event at
 * `atSeq`). Each record keeps the subject rendered with no deadline and the genders the log had
 * before this write, as it always has. With `prerender`, each message is also rendered in full
 * with the inputs delivery will read from the log as written (see queuedRenderer), once: the
 * subject is taken from that rendering when the inputs agree.
 */
export function queueRecords(log: LogLike, state: State, plans: PlannedMessage[], atSeq: number, outbox: Outbox, reply?: ReplyReceived, prerender?: Prerender): MessageQueued[] {
  const genders = gendersOf(log);
  // The log as the write will leave it, up to its messages (which change none of the inputs).
  const upcoming = prerender ? [...log.events, ...prerender.written.map((e, i) => ({ seq: log.events.length + i + 1, at: prerender.at, ...e }) as LogRecord)] : [];
  const gendersAfter = prerender ? gendersOf({ header: log.header, events: upcoming }) : genders;
  const deadlineOf = messageDeadlines(log.header, upcoming);
  const addressOfSeat = addressesOf(log);
  return plans.map((plan, i) => {
    const { code, messageId } = (prerender?.identities ?? freshIdentities).next(plan.to, plan.kind, outbox.domain);
    const view = playerView(state, plan.to);
    // The subject as queued says what its text says (a newcomer after the deadline: the seat's vote).
    const late = () => tookOverAfterDeadlineFor(log.header, prerender ? upcoming : log.events as LogRecord[], { kind: plan.kind, to: plan.to, seq: (prerender ? upcoming.length : log.events.length) + i + 1 });
    const subjectAsQueued = () => renderSubject(plan.kind, messageContext(log.header, outbox.overrides, view, code, { reply, genders, tookOverAfterDeadline: late() }));
    let subject: string;
    if (prerender) {
      const queued = { seq: upcoming.length + i + 1, to: plan.to, kind: plan.kind, at_seq: atSeq, address: plan.address ?? addressOfSeat(plan.to) };
      const inputs: SendingInputs = { reply, deadline: deadlineAt(deadlineOf(queued), new Date(prerender.at)), genders: gendersAfter, withdrawn: withdrawnFor(upcoming, queued), leaver: leaverFor({ header: log.header, events: upcoming }, queued), tookOverAfterDeadline: tookOverAfterDeadlineFor(log.header, upcoming, queued), closed: questionClosedSince(upcoming, queued, reply) };
      const rendered = renderMessage(plan.kind, messageContext(log.header, outbox.overrides, view, code, inputs));
      prerender.into.set(messageId, { ...rendered, inputs: inputsKey(inputs) });
      const asQueued = !inputs.deadline && !inputs.withdrawn && JSON.stringify(gendersAfter) === JSON.stringify(genders);
      subject = asQueued ? rendered.subject : subjectAsQueued();
    } else {
      subject = subjectAsQueued();
    }
    const record: MessageQueued = {
      type: 'message-queued',
      messageId,
      code,
      to: plan.to,
      address: plan.address ?? addressOfSeat(plan.to),
      kind: plan.kind,
      subject,
      at_seq: atSeq,
    };
    if (plan.prompt) record.prompt = plan.prompt;
    if (reply) record.replyTo = reply.messageId;
    return record;
  });
}
