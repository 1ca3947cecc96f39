// The application layer between commands and the log: open a game, make a decision through the
// engine, settle the automatic steps with the game's seeded generator, and append it all at once.
import {
  apply, nextAutomaticEvent, seededSource, type GameEvent, type RandomSource, type State,
} from '../engine/index.js';
import { appendLocked, readLog, type LogFile } from '../log/file.js';
import { replayLog, type Replayed } from '../log/replay.js';
import type { AnyEvent, LogRecord } from '../log/records.js';
import { RuleRefusal, UsageError } from '../errors.js';
import { messagesRequiredBy, sendAfterWrite } from '../mail/hook.js';
import type { DeliveryReport } from '../mail/deliver.js';

export { gamesDir, resolveGamePath, gameIdOk } from './paths.js';

export function openGame(path: string, opts: { upTo?: number; keepStates?: boolean } = {}): Replayed {
  return replayLog(readLog(path), opts);
}

/** The game's randomness: the seeded generator; an imported game without a seed cannot shuffle anew. */
export function randomSourceOf(log: LogFile): RandomSource {
  if (log.header.seed) return seededSource(log.header.seed);
  const fail = (): never => {
    throw new UsageError(`${log.header.game} has no seed (it was imported): its shuffles must be recorded in the log`);
  };
  return { deal: fail, shuffle: fail };
}

/** Applies events and then every automatic step; throws RuleRefusal on the first refusal. */
export function decideAndSettle(state: State, decisions: GameEvent[], random: RandomSource): { state: State; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const step = (event: GameEvent) => {
    const result = apply(state, event);
    if (!result.ok) throw new RuleRefusal(result.error);
    state = result.state;
    events.push(event);
  };
  const settle = () => {
    for (let e = nextAutomaticEvent(state, random); e; e = nextAutomaticEvent(state, random)) step(e);
  };
  settle();
  for (const d of decisions) {
    step(d);
    settle();
  }
  return { state, events };
}

export interface Decision<T> {
  /** Engine events the command decides (automatic steps follow by themselves). */
  decide: GameEvent[];
  /** Log-only events to record after them (claims, mail records, …). */
  record?: AnyEvent[];
  result: T;
}

export interface DecisionOutcome<T> {
  before: Replayed;
  state: State;
  appended: LogRecord[];
  result: T;
  /** The private messages sent after the write (null when it queued none and none were waiting). */
  delivery: DeliveryReport | null;
}

/**
 * The one write path for game commands: lock the log, replay it, let `choose` build the decision
 * from the current game, apply it through the engine, append everything. A refusal writes nothing.
 */
export async function decide<T>(path: string, now: Date, choose: (game: Replayed) => Decision<T> | Promise<Decision<T>>): Promise<DecisionOutcome<T>> {
  let outcome: DecisionOutcome<T> | undefined;
  const { after, appended } = await appendLocked(path, async (log) => {
    const before = replayLog(log);
    const { decide: decisions, record = [], result } = await choose(before);
    const { state, events } = decideAndSettle(before.state, decisions, randomSourceOf(log));
    // The private messages this write requires are queued in the same atomic write.
    const mail = await messagesRequiredBy(log, before.state, state, events, log.events.length + events.length);
    const append: AnyEvent[] = [...(events as AnyEvent[]), ...record, ...mail];
    const at = now.toISOString();
    outcome = { before, state, appended: [], result, delivery: null };
    return { append, at, result: undefined };
  });
  outcome!.appended = appended;
  outcome!.delivery = await sendAfterWrite(after, now);
  return outcome!;
}
