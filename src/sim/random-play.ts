// Random legal play through the real engine: for `simulate`, the demo, property and leak tests.
// Choices come from a seeded stream, so a run is reproducible from its seed.
import {
  apply, partyOf, pending, rulesetOptions, seededSource, settle, commitment, SeededStream,
  type GameEvent, type Pending, type RulesetName, type State, type Options,
} from '../engine/index.js';
import { sha256Bytes, sha256Hex } from '../engine/digest.js';

export interface Chooser { below(n: number): number }

export function seededChooser(seed: string, label = 'play'): Chooser {
  return new SeededStream(sha256Bytes(seed), label);
}

export const DEFAULT_NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', 'Frank', 'Grace', 'Heidi', 'Ivan', 'Judy'];

export function newGameEvent(opts: { gameId: string; players: string[]; ruleset?: RulesetName; options?: Partial<Options>; seedHex: string; firstPresident?: number }): GameEvent {
  const ruleset = opts.ruleset ?? 'secret-hitler';
  const options = { ...rulesetOptions(ruleset, opts.players.length), ...(opts.options ?? {}) };
  return {
    type: 'game-created',
    gameId: opts.gameId,
    players: opts.players,
    ruleset,
    options,
    firstPresident: opts.firstPresident ?? 0,
    commitment: commitment(opts.seedHex, opts.gameId, opts.players),
  };
}

function must(state: State | null, event: GameEvent): State {
  const r = apply(state, event);
  if (!r.ok) throw new Error(`engine refused ${event.type}: ${r.error.code}: ${r.error.message}`);
  return r.state;
}

function pickOne<T>(choose: Chooser, xs: T[]): T {
  return xs[choose.below(xs.length)];
}

/** One decision a random player would make now, or null when the game is over. */
export function randomDecision(state: State, choose: Chooser, jaBias = 0.6, waiting?: Pending): GameEvent | null {
  const p = waiting ?? pending(state);
  switch (p.kind) {
    case 'nomination': return { type: 'chancellor-nominated', president: p.president, chancellor: pickOne(choose, p.eligible) };
    case 'votes': return { type: 'vote-cast', seat: pickOne(choose, p.waitingFor), vote: choose.below(1000) < jaBias * 1000 ? 'ja' : 'nein' };
    case 'president-discard': {
      const hand = state.phase.name === 'legislative' && state.phase.step.name === 'president-discard' ? state.phase.step.hand : [];
      return { type: 'president-discarded', policy: pickOne(choose, hand) };
    }
    case 'chancellor-enact': {
      if (p.vetoAllowed && choose.below(4) === 0) return { type: 'veto-requested' };
      const hand = state.phase.name === 'legislative' && state.phase.step.name === 'chancellor-enact' ? state.phase.step.hand : [];
      return { type: 'policy-enacted', policy: pickOne(choose, hand) };
    }
    case 'veto-answer': return { type: 'veto-answered', agree: choose.below(2) === 0 };
    case 'power': {
      const president = p.president;
      switch (p.power) {
        case 'investigate': {
          const target = pickOne(choose, p.eligible);
          const party = partyOf(state.roles![target]);
          return { type: 'loyalty-investigated', president, target, party };
        }
        case 'special-election': return { type: 'special-election-called', president, target: pickOne(choose, p.eligible) };
        case 'peek': return { type: 'policies-peeked', president, cards: state.deck.slice(0, 3) };
        case 'execution': return { type: 'player-executed', president, target: pickOne(choose, p.eligible) };
      }
    }
    // falls through
    default: return null;
  }
}

export interface PlayedGame { events: GameEvent[]; state: State; seedHex: string }

/**
 * Plays one whole random game; returns the end state and, unless `keepEvents` is false (for
 * `simulate`, which only counts results), every event including the automatic ones.
 */
export function playRandomGame(opts: { players: number; seed: string; ruleset?: RulesetName; gameId?: string; keepEvents?: boolean }): PlayedGame {
  const seedHex = sha256Hex(`seed:${opts.seed}`);
  const choose = seededChooser(opts.seed);
  const random = seededSource(seedHex);
  const created = newGameEvent({ gameId: opts.gameId ?? `sim-${opts.seed}`, players: DEFAULT_NAMES.slice(0, opts.players), ruleset: opts.ruleset, seedHex });
  const keep = opts.keepEvents ?? true;
  const events: GameEvent[] = [created];
  let state = must(null, created);
  for (let steps = 0; steps < 10_000; steps++) {
    // The engine's one loop of automatic steps; where it stops, a random player decides.
    const settled = settle(state, random, keep ? events : undefined);
    if (!settled.ok) throw new Error(`engine refused ${settled.event.type}: ${settled.error.code}: ${settled.error.message}`);
    state = settled.state;
    const next = randomDecision(state, choose, 0.6, settled.waiting);
    if (!next) break;
    state = must(state, next);
    if (keep) events.push(next);
  }
  return { events, state, seedHex };
}
