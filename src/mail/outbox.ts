// The outbox is the log itself: a message is queued by a `message-queued` record written in the
// same atomic write as the game events that require it, and counts as sent once a `message-sent`
// record follows. Whatever is queued and not sent is what `chancery send` (or the next command) sends.
import { playerView, type Seat, type State } from '../engine/index.js';
import type { LogFile } from '../log/file.js';
import type { LogHeader, LogRecord, MessageQueued, ReplyReceived } from '../log/records.js';
import { gendersOf } from '../log/records.js';
import { renderMessage, type MessageContext, type RenderedMessage } from '../render/messages.js';
import { bareAddress, loadMailConfig } from './config.js';
import { overrideDirs } from '../render/overrides.js';
import { newCode, newMessageId } from './ids.js';
import type { PlannedMessage } from './planner.js';

/** Where a player without an address is written to: only the local transport can deliver there. */
export const NO_ADDRESS_DOMAIN = 'players.invalid';

type LogLike = Pick<LogFile, 'path' | 'header' | 'events'>;

/** A seat's current address: the roster's, or the latest contact change. */
export function addressOf(log: Pick<LogFile, 'header' | 'events'>, seat: Seat): string {
  let email = log.header.players[seat]?.email;
  for (const e of log.events) if (e.type === 'contact-changed' && e.seat === seat && e.email) email = e.email;
  return (email ?? `seat${seat + 1}@${NO_ADDRESS_DOMAIN}`).toLowerCase();
}

/** Each seat's current address, to look up many senders (a batch of replies) in one pass over the log. */
export function seatsByAddress(log: Pick<LogFile, 'header' | 'events'>): (address: string) => Seat | null {
  const seats = new Map<string, Seat>();
  for (let seat = 0; seat < log.header.players.length; seat++) {
    const address = addressOf(log, seat);
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
export function replyContext(reply: ReplyReceived | undefined): Pick<MessageContext, 'ack' | 'error'> {
  if (!reply) return {};
  if (reply.outcome === 'applied') return { ack: { readAs: reply.readAs ?? '', ...(reply.quote ? { quote: reply.quote } : {}), ...(reply.prompt ? { prompt: reply.prompt } : {}) } };
  return { error: { reason: reply.reason ?? 'unreadable', detail: reply.detail ?? '', ...(reply.quote ? { quote: reply.quote } : {}) } };
}

/** Renders a message from the state it was queued at: the same bytes whenever it is (re)sent. */
export function renderQueued(header: LogHeader, overrides: string[], state: State, m: Pick<MessageQueued, 'kind' | 'to' | 'code'>, reply?: ReplyReceived, deadline?: MessageContext['deadline'], genders?: MessageContext['genders'], withdrawn?: MessageContext['withdrawn']): RenderedMessage {
  return renderMessage(m.kind as PlannedMessage['kind'], {
    view: playerView(state, m.to),
    theme: header.theme,
    lang: header.lang,
    code: m.code,
    overrides,
    ...replyContext(reply),
    ...(deadline ? { deadline } : {}),
    ...(genders ? { genders } : {}),
    ...(withdrawn ? { withdrawn } : {}),
  });
}

/**
 * For a 'withdrawn' notice (queued at the seq of the `retracted` record `undo` wrote): the messages
 * its reader had been sent about the events that undo took back. Undefined for any other kind.
 */
export function withdrawnFor(events: readonly LogRecord[], m: Pick<MessageQueued, 'kind' | 'to' | 'at_seq'>): MessageContext['withdrawn'] {
  if (m.kind !== 'withdrawn') return undefined;
  const undo = events.find((e) => e.seq === m.at_seq);
  if (undo?.type !== 'retracted') return [];
  const taken = new Set(undo.seqs);
  const sent = new Set(events.flatMap((e) => (e.type === 'message-sent' ? [e.messageId] : [])));
  return events.flatMap((e) => (e.type === 'message-queued' && e.to === m.to && e.kind !== 'withdrawn' && taken.has(e.at_seq) && sent.has(e.messageId)
    ? [{ subject: e.subject, code: e.code }] : []));
}

/** `message-queued` records for planned messages, rendered (for their subject) from `state` at `atSeq`. */
export function queueRecords(log: LogLike, state: State, plans: PlannedMessage[], atSeq: number, outbox: Outbox, reply?: ReplyReceived): MessageQueued[] {
  return plans.map((plan) => {
    const code = newCode();
    const { subject } = renderQueued(log.header, outbox.overrides, state, { kind: plan.kind, to: plan.to, code }, reply, undefined, gendersOf(log));
    const record: MessageQueued = {
      type: 'message-queued',
      messageId: newMessageId(outbox.domain),
      code,
      to: plan.to,
      address: addressOf(log, plan.to),
      kind: plan.kind,
      subject,
      at_seq: atSeq,
    };
    if (plan.prompt) record.prompt = plan.prompt;
    if (reply) record.replyTo = reply.messageId;
    return record;
  });
}
