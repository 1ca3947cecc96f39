// The moderator confirms a held reply (a valid reference to a player's question, sent from another
// address): it is applied as what it was read as, if that question is still open, and the player
// is answered at their registered address. The same Message-ID is still applied at most once.
import { decide, decideAndSettle, randomSourceOf } from '../game/session.js';
import type { LogRecord, ReplyReceived } from '../log/records.js';
import { UsageError } from '../errors.js';
import { readAnswer } from './answers.js';
import { messageIdDomain, queueRecords } from './outbox.js';
import type { PromptKind } from './planner.js';
import { answerContext, openPromptFor, promptEpoch, readingFields, wordingOf, type Queued } from './sync.js';
import type { DeliveryReport } from './deliver.js';

export interface ConfirmResult { messageId: string; player: string; readAs: string; delivery: DeliveryReport | null }

export async function confirmHeld(path: string, messageId: string, now: Date): Promise<ConfirmResult> {
  const outcome = await decide(path, now, (game) => {
    const log = game.log;
    const about = log.events.filter((e): e is LogRecord & ReplyReceived => e.type === 'reply-received' && e.messageId === messageId);
    const held = about.find((r) => r.outcome === 'held');
    if (!held) {
      throw new UsageError(about.length
        ? `the reply ${messageId} was not held: it was ${about[about.length - 1].outcome}`
        : `no reply ${messageId} in ${log.header.game}: the held replies are listed by chancery sync`);
    }
    if (about.some((r) => r.outcome === 'applied')) throw new UsageError(`the reply ${messageId} is already applied`);
    if (held.seat === null || !held.readAs) throw new UsageError(`the reply ${messageId} holds no answer that could be read: there is nothing to confirm`);
    const seat = held.seat;
    const queued = log.events.filter((e): e is LogRecord & Queued => e.type === 'message-queued');
    const prompt = openPromptFor(queued, game.state, seat, promptEpoch(game.effective));
    if (!prompt) throw new UsageError(`too late: the game no longer waits for ${game.state.players[seat]}'s answer`);
    // The same words read again, for the question open now (older records kept only what they were read as).
    const words = held.quote ?? held.readAs;
    const reading = readAnswer(words, answerContext(log.header, game.state, prompt.prompt as PromptKind, seat));
    const fields = readingFields(reading, prompt.prompt as PromptKind, wordingOf(log.header, log.path));
    if (!reading.ok) throw new UsageError(`"${words}" is not an answer to ${game.state.players[seat]}'s open question: ${fields.detail}`);
    const { state, events } = decideAndSettle(game.state, [reading.event], randomSourceOf(log));
    const confirmed: ReplyReceived = { ...stripRecord(held), outcome: 'applied', ...fields, prompt: prompt.prompt, receivedAt: now.toISOString(), detail: 'confirmed by the moderator' };
    const answer = queueRecords(log, state, [{ to: seat, kind: 'ack' }], log.events.length + events.length, messageIdDomain(path, process.env), confirmed);
    return { decide: [reading.event], record: [confirmed, ...answer], result: { player: game.state.players[seat], readAs: fields.readAs ?? '' } };
  });
  return { messageId, ...outcome.result, delivery: outcome.delivery };
}

function stripRecord(r: LogRecord & ReplyReceived): ReplyReceived {
  const { seq: _s, at: _a, hash: _h, reason: _r, ...reply } = r;
  return reply;
}
