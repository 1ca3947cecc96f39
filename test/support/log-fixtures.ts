// A small hand-made game log for the in-process log tests: a five-player header (format 2, names
// only) and the opening events of a game (the deal, the deck, a nomination, one vote).
import { DEFAULT_OPTIONS } from '../../src/engine/index.js';
import type { AnyEvent, LogHeader } from '../../src/log/records.js';

export const AT = '2026-11-30T12:00:00.000Z';

export function headerOf(over: Partial<LogHeader> = {}): Omit<LogHeader, 'hash'> {
  return {
    chancery: 2, game: 'g1', created: AT, ruleset: 'secret-hitler', options: DEFAULT_OPTIONS,
    players: ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'].map((name) => ({ name })), firstPresident: 0, commitment: null,
    theme: 'secret-hitler', lang: 'en', house: { onMissingVote: 'wait' }, ...over,
  };
}

export const opening: AnyEvent[] = [
  { type: 'roles-dealt', roles: ['hitler', 'fascist', 'liberal', 'liberal', 'liberal'] },
  { type: 'deck-shuffled', deck: [...Array(6).fill('liberal'), ...Array(11).fill('fascist')] },
  { type: 'chancellor-nominated', president: 0, chancellor: 2 },
  { type: 'vote-cast', seat: 1, vote: 'ja' },
];
