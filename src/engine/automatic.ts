// The steps no person decides: the deal, shuffles, the tally, chaos, the draw and the end of the
// game. `nextAutomaticEvent` says which event comes next; randomness comes from a RandomSource so
// that this stays pure (the seeded source for new games, recorded orders for imported ones).
import type { GameEvent, Pending, Policy, Role, State } from './types.js';
import { detectWin, pending } from './pending.js';
import { dealRoles, parseSeed, shuffleDeck } from './random.js';

export interface RandomSource {
  deal(tableSize: number): Role[];
  /** The k-th shuffle of the game (0 = the opening deck) of exactly these cards. */
  shuffle(k: number, cards: readonly Policy[]): Policy[];
}

export function seededSource(seedHex: string): RandomSource {
  const seed = parseSeed(seedHex);
  return {
    deal: (n) => dealRoles(seed, n),
    shuffle: (k, cards) => shuffleDeck(seed, k, cards),
  };
}

/** `waiting` may be passed when the caller has just computed `pending(state)`. */
export function nextAutomaticEvent(state: State, random: RandomSource, waiting?: Pending): GameEvent | null {
  const p = waiting ?? pending(state);
  switch (p.kind) {
    case 'deal':
      return { type: 'roles-dealt', roles: random.deal(state.players.length) };
    case 'shuffle':
      return { type: 'deck-shuffled', deck: random.shuffle(state.shuffles, p.cards) };
    case 'tally': {
      if (state.phase.name !== 'election') return null;
      const votes = state.phase.votes;
      const ja: number[] = [];
      const nein: number[] = [];
      let living = 0;
      for (let s = 0; s < state.alive.length; s++) {
        if (state.alive[s]) living++;
        if (votes[s] === 'ja') ja.push(s);
        else if (votes[s] === 'nein') nein.push(s);
      }
      return { type: 'votes-tallied', ja, nein, elected: ja.length * 2 > living };
    }
    case 'chaos':
      return { type: 'chaos-enacted', policy: state.deck[0] };
    case 'draw':
      return { type: 'policies-drawn', cards: state.deck.slice(0, 3) };
    case 'game-over': {
      if (state.phase.name === 'over') return null;
      const win = detectWin(state)!;
      return { type: 'game-ended', winner: win.winner, reason: win.reason };
    }
    default:
      return null;
  }
}
