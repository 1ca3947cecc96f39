// A game's decisions outside a command's own module (demo, tests): decided and settled through the
// engine, written through `commit` (./commit.ts), the one path for every decision; and the game's
// randomness (the seeded generator). Opening a game to read it is ./open.ts.
import { decide as decideIntents, intentOf, type GameEvent, type RandomSource, type State } from '../engine/index.js';
import type { Replayed } from '../log/replay.js';
import type { AnyEvent, LogRecord } from '../log/records.js';
import { RuleRefusal } from '../errors.js';
import type { DeliveryReport } from '../mail/deliver.js';
import { commit } from './commit.js';

export { gamesDir, resolveGamePath, gameIdOk } from './paths.js';

export { randomSourceOf } from '../log/replay.js';

/** The engine's `decide` for decisions given as events; throws RuleRefusal on the first refusal. */
export function decideAndSettle(state: State, decisions: GameEvent[], random: RandomSource): { state: State; events: GameEvent[] } {
  const decided = decideIntents(decisions.map(intentOf), state, random);
  if (!decided.ok) throw new RuleRefusal(decided.error);
  return { state: decided.state, events: decided.events };
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
 * `commit` for callers that build engine events rather than intents (tests, benchmarks). It is
 * the same path: the events are read back as intents and decided by the engine.
 */
export async function decide<T>(path: string, now: Date, choose: (game: Replayed) => Decision<T> | Promise<Decision<T>>, env: NodeJS.ProcessEnv = process.env): Promise<DecisionOutcome<T>> {
  const done = await commit<T>({ now: () => now, env, cwd: process.cwd(), interactive: false }, path, async (game) => {
    const { decide: events, record, result } = await choose(game);
    return { intents: events.map(intentOf), record, result, post: false };
  });
  return { before: done.before, state: done.after, appended: done.appended, result: done.result, delivery: done.delivery };
}
