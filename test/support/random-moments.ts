// Moments of random legal games for the tests of what a post or message says of a player: each
// event a test picks, with the events up to it and after it, replayed through the real engine.
import { apply, type GameEvent, type State } from '../../src/engine/index.js';
import { playRandomGame } from '../../src/sim/random-play.js';

/** The state after `events`; a refused event fails the test. */
export function replayed(events: readonly GameEvent[]): State {
  let state: State | null = null;
  for (const e of events) {
    const r = apply(state, e);
    if (!r.ok) throw new Error(`replay refused ${e.type}: ${r.error.message}`);
    state = r.state;
  }
  return state!;
}

export interface Moment { before: GameEvent[]; event: GameEvent; later: GameEvent[] }

/**
 * Each event picked by `which` in 40 random 7-player games (seeds `${seed}1` to `${seed}40`), with
 * the events up to it and the game's events after it; `names`, when given, seated in seat order.
 */
export function momentsOf(seed: string, which: (e: GameEvent) => boolean, names?: readonly string[]): Moment[] {
  const out: Moment[] = [];
  for (let i = 1; i <= 40; i++) {
    const game = playRandomGame({ players: 7, seed: `${seed}${i}` }).events;
    const events = names ? game.map((e) => (e.type === 'game-created' ? { ...e, players: [...names] } : e)) : game;
    events.forEach((e, k) => { if (which(e)) out.push({ before: events.slice(0, k + 1), event: e, later: events.slice(k + 1) }); });
  }
  return out;
}

/** The Russian executive post's verb for each power, as a woman and as a man used it (written by hand). */
export const POWER_VERB: Record<string, { female: string; male: string }> = {
  'loyalty-investigated': { female: 'проверила', male: 'проверил' },
  'policies-peeked': { female: 'посмотрела', male: 'посмотрел' },
  'special-election-called': { female: 'объявила', male: 'объявил' },
  'player-executed': { female: 'казнила', male: 'казнил' },
};

/** A markdown post without its bold marks. */
export const plain = (text: string) => text.replace(/\*\*/g, '');
