// The moderator confirms a held reply (a valid reference to a player's question, sent from another
// address): it is applied as what it was read as, if that question is still open, and the player
// is answered at their registered address. The same Message-ID is still applied at most once.
import { overrideDirs } from '../render/overrides.js';
import { intentOf, type GameEvent } from '../engine/index.js';
import { commit } from './commit.js';
import { decisionResult, repliesDecision, type DecisionResult } from './act.js';
import type { Context } from './context.js';
import { isEngineEvent, questionEpoch, type LogRecord, type ReplyReceived } from '../log/records.js';
import { StateRefusal, UsageError } from '../errors.js';
import { readAnswer } from '../mail/answers.js';
import { outboxOf, queueRecords } from '../mail/outbox.js';
import { answerContext, changedVote, handEntryOf, questionOpenAfter, readingFields, recordedAnswer, sameDecision, secretReading, wordingOf, type Queued } from '../mail/sync.js';
import { handledWords } from '../mail/wording.js';
import { openPromptFor, type PromptKind } from '../mail/planner.js';
import { isoTime } from '../log/times.js';
import { gameForCommands } from './paths.js';
import { commandLine } from '../input/text.js';

/**
 * What the answer did to the game, as the command that makes the same decision gives it, in
 * --json too (the one object: its events, what the game waits for, the public view, the hand to
 * forward, the post, the delivery), with what is the confirmation's own beside it.
 */
export interface ConfirmResult extends DecisionResult {
  messageId: string;
  player: string;
  readAs: string;
  /** `readAs` names a card the thread must not learn (the President's discard): printed PRIVATE. */
  secret?: true;
  /** `already-recorded`: the answer already stood (the moderator entered it): nothing was applied. */
  outcome: 'applied' | 'already-recorded';
  /**
   * In the game's language, as sync's report line says it: why nothing was applied, or, for a vote
   * applied over the seat's other vote, the vote it changed.
   */
  detail?: string;
  /** A vote applied over the seat's other vote: that vote (its receipt says it replaces it). */
  replaces?: 'ja' | 'nein';
  /** A vote applied over the vote the seat's former player cast: that player. */
  replacesVoteOf?: string;
}

/** `opts.game`: the game as the command line typed it, for the command a refusal names (game/paths.ts gameForCommands). */
export async function confirmHeld(ctx: Context, path: string, messageId: string, opts: { format?: string; game?: string } = {}): Promise<ConfirmResult> {
  const now = ctx.now();
  const outcome = await commit(ctx, path, (game) => {
    const log = game.log;
    const about = log.events.filter((e): e is LogRecord & ReplyReceived => e.type === 'reply-received' && e.messageId === messageId);
    const held = about.find((r) => r.outcome === 'held');
    if (!held) {
      const outcome = about[about.length - 1]?.outcome;
      // sync lists the held replies: named as every hint names the game (the id where it finds this log from here, else as typed).
      const command = commandLine(['sync', gameForCommands(opts.game ?? log.header.game, log.header.game, path, ctx.env, ctx.cwd)]);
      // A reply that was not held is refused by the game's record; an id that names no reply is a wrong argument.
      throw new (outcome ? StateRefusal : UsageError)(outcome
        ? `the reply ${messageId} was not held: it was ${outcome}`
        : `no reply ${messageId} in ${log.header.game}: the held replies are listed by ${command}`)
        .saying(outcome ? 'confirm-not-held' : 'confirm-unknown', { id: messageId, game: log.header.game, command, ...(outcome ? { variant: outcome } : {}) });
    }
    // Confirmed once already (applied, or recorded as the answer that stood): never twice.
    if (about.some((r) => r.outcome === 'applied' || r.outcome === 'already-recorded')) throw new StateRefusal(`the reply ${messageId} is already applied`).saying('confirm-applied', { id: messageId });
    if (held.seat === null || !held.readAs) throw new StateRefusal(`the reply ${messageId} holds no answer that could be read: there is nothing to confirm`).saying('confirm-unread', { id: messageId });
    const seat = held.seat;
    const queued = log.events.filter((e): e is LogRecord & Queued => e.type === 'message-queued');
    const prompt = openPromptFor(queued, game.state, seat, questionEpoch(game.log.events));
    // The held reply answers the question open when it came: one asked since (a later vote, a
    // later hand) is not the one its sender wrote about.
    // The seat changed hands since the reply was held: it was its former player's answer, which no
    // longer answers for the seat (as sync says of a reply from the leaver's address).
    const handedOver = log.events.filter((e) => e.seq > held.seq && e.type === 'player-replaced' && (e as { seat: number }).seat === seat && !game.retracted.has(e.seq)).length;
    if (handedOver) {
      const ofSeat = game.state.replacements.filter((r) => r.seat === seat);
      const sender = ofSeat[ofSeat.length - handedOver]?.previous ?? held.from;
      const newcomer = game.state.players[seat];
      throw new StateRefusal(`seat ${seat + 1} changed hands after ${sender}'s reply was held: ${newcomer} plays it now, and ${sender}'s reply no longer answers for it: it is not applied`)
        .saying('confirm-replaced', { seat: seat + 1, player: sender, newcomer });
    }
    if (!prompt || prompt.seq > held.seq) {
      // The question it answered, withdrawn by undo since (and perhaps asked again): said so.
      const answered = questionOpenAfter(log, held.seq, seat);
      if (answered && game.retracted.has(answered.at_seq)) {
        throw new StateRefusal(`the moderator withdrew the question ${game.state.players[seat]}'s held reply answered (undo): it is not applied`).saying('confirm-withdrawn', { player: game.state.players[seat] });
      }
      throw new StateRefusal(`too late: the game no longer waits for ${game.state.players[seat]}'s answer`).saying('confirm-too-late', { player: game.state.players[seat] });
    }
    // The player answered again since, from their own address (or the moderator entered it): that later answer stands.
    // (Saying again the answer that stands settles it too: that answer is the player's latest word.)
    const settled = (r: ReplyReceived) => r.seat === seat && (r.outcome === 'applied' || r.outcome === 'already-recorded');
    const since = log.events.find((e) => e.seq > held.seq && ((e.type === 'reply-received' && settled(e as ReplyReceived)) || (e.type === 'vote-cast' && (e as LogRecord & { seat: number }).seat === seat)));
    if (since) throw new StateRefusal(`${game.state.players[seat]} answered again after this reply (event ${since.seq}): that later answer stands, and this one is not applied`).saying('confirm-superseded', { player: game.state.players[seat], seq: since.seq });
    // A later reply for the seat held too is its latest word (and the one its player was told of):
    // this earlier one is not confirmed over it.
    const confirmedIds = new Set(log.events.flatMap((e) => (e.type === 'reply-received' && settled(e as ReplyReceived) ? [(e as ReplyReceived).messageId] : [])));
    const later = log.events.find((e): e is LogRecord & ReplyReceived => e.seq > held.seq && e.type === 'reply-received' && e.seat === seat && e.outcome === 'held' && !confirmedIds.has(e.messageId));
    if (later) {
      const command = commandLine(['mail', 'confirm', gameForCommands(opts.game ?? log.header.game, log.header.game, path, ctx.env, ctx.cwd), later.messageId]);
      throw new StateRefusal(`a later reply for ${game.state.players[seat]} is held too (${later.messageId}${later.readAs ? `, read as "${later.readAs}"` : ''}): it is the later word, and this one is not applied; to apply that one: ${command}`)
        .saying('confirm-later-held', { player: game.state.players[seat], id: later.messageId, command });
    }
    // The same words read again, for the question open now (older records kept only what they were read as).
    const words = held.quote ?? held.readAs;
    const reading = readAnswer(words, answerContext(log.header, game.state, prompt.prompt as PromptKind, seat));
    const fields = readingFields(reading, prompt.prompt as PromptKind, wordingOf(log, ctx.env));
    if (!reading.ok) throw new UsageError(`"${words}" is not an answer to ${game.state.players[seat]}'s open question: ${fields.detail}`).saying('confirm-not-answer', { value: words, player: game.state.players[seat], detail: fields.detail ?? '' });
    // What is applied is what sync read and the moderator was shown, or nothing. The words the log
    // keeps are a quote of the reply, cut at 240 characters: read again, a long reply may have lost
    // what decided it ("The liberal. … Keep it." without its "Keep it" names the card to discard).
    if (fields.readAs !== held.readAs) {
      throw new StateRefusal(`the reply ${messageId} was held as "${held.readAs}", but the words the log keeps of it read now as "${fields.readAs}": it is not applied; if "${held.readAs}" is ${game.state.players[seat]}'s answer, enter it with its command`)
        .saying('confirm-reads-otherwise', { id: messageId, held: held.readAs, now: fields.readAs ?? '', player: game.state.players[seat] });
    }
    // The answer that already stands (the moderator entered the same vote): recorded as received,
    // with its receipt about that answer's event, and applied no second time, as sync does.
    const standing = recordedAnswer(game.effective.filter((e) => isEngineEvent(e)) as unknown as (GameEvent & { seq: number })[], prompt, seat);
    // A changed vote's receipt says the vote it replaces, and the report the vote it changed, as
    // for one sync applied; the former player's vote said again by the seat's new player is applied
    // as theirs, not recorded as the answer that stood.
    // Over the moderator's own entry, the receipt says the moderator had entered the vote it replaces.
    const entered = reading.event.type === 'vote-cast' ? handEntryOf(log, game.retracted, seat) : undefined;
    const changed = changedVote(game.state, seat, reading.event, wordingOf(log, ctx.env), entered ? { at: entered.at, game: log.header.game } : undefined);
    const already = !changed && standing && sameDecision(standing, reading.event) ? standing.seq : undefined;
    // Decided, and refused in the game's language and theme, by commit: the path every decision takes.
    const intent = intentOf(reading.event);
    // Its detail in the game's language, as sync words every record's: the answer that stood, else the confirmation.
    const detail = handledWords({ why: already === undefined ? 'confirmed' : 'already-recorded' }, wordingOf(log, ctx.env));
    const replacing = { ...(changed?.replaces ? { replaces: changed.replaces } : {}), ...(changed?.replacesVoteOf ? { replacesVoteOf: changed.replacesVoteOf } : {}), ...(changed?.replacesEntered ? { replacesEntered: true as const } : {}) };
    const confirmed: ReplyReceived = { ...stripRecord(held), outcome: already === undefined ? 'applied' : 'already-recorded', ...fields, prompt: prompt.prompt, ...(already === undefined ? {} : { repeats: already }), ...replacing, receivedAt: isoTime(now), detail };
    return {
      intents: already === undefined ? [intent] : [],
      record: ({ state, atSeq }) => [confirmed, ...queueRecords(log, state, [{ to: seat, kind: 'ack' }], already ?? atSeq, outboxOf(log, ctx.env), confirmed)],
      result: {
        player: game.state.players[seat], readAs: fields.readAs ?? '', outcome: confirmed.outcome as ConfirmResult['outcome'],
        ...(secretReading(prompt.prompt, confirmed.outcome) ? { secret: true as const } : {}),
        ...(already === undefined ? {} : { detail }),
        ...(changed ? { detail: changed.detail, ...replacing } : {}),
      },
    };
  }, { format: opts.format });
  // An answer applied through the engine moved the game; one already recorded moved nothing.
  const decided = repliesDecision(outcome, ctx.env) ?? decisionResult(outcome, overrideDirs(outcome.log, ctx.env), []);
  return { ...decided, messageId, ...outcome.result };
}

function stripRecord(r: LogRecord & ReplyReceived): ReplyReceived {
  const { seq: _s, at: _a, hash: _h, reason: _r, ...reply } = r;
  return reply;
}
