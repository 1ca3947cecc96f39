// Naming players on the command line: by name (any case, any script) or by seat number (1-based).
import type { Seat } from '../engine/index.js';
import { UsageError } from '../errors.js';
import { editDistance, nameKey } from '../input/names.js';
import { withoutZeroWidth } from '../input/text.js';

export function suggest(input: string, candidates: string[]): string | undefined {
  const key = nameKey(input);
  let best: { name: string; d: number } | undefined;
  for (const c of candidates) {
    const ck = nameKey(c);
    const d = ck.startsWith(key) && key.length >= 2 ? 0 : editDistance(key, ck);
    if (!best || d < best.d) best = { name: c, d };
  }
  if (best && best.d <= Math.max(2, Math.floor(best.name.length / 3))) return best.name;
  return undefined;
}

/** Resolves a player reference to a seat; a wrong one is a UsageError with a suggestion. */
export function resolvePlayer(ref: string, players: string[]): Seat {
  const text = withoutZeroWidth(ref).trim();
  // Who sits where, for the moderator to type instead (a seat or a name).
  const bySeat = players.map((p, i) => `${i + 1}. ${p}`).join(', ');
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    if (n >= 1 && n <= players.length) return n - 1;
    throw new UsageError(`there is no seat ${n}: seats run from 1 to ${players.length}`, `players: ${bySeat}`).saying('seat-range', { seat: n, count: players.length, players: bySeat });
  }
  const key = nameKey(text);
  const seat = players.findIndex((p) => nameKey(p) === key);
  if (seat >= 0) return seat;
  const guess = suggest(text, players);
  throw new UsageError(
    `no player is called "${text}"${guess ? `: did you mean ${guess}?` : ''}`,
    `players: ${bySeat}`,
  ).saying('no-player', { name: text, players: bySeat, ...(guess ? { guess, variant: 'guess' } : { variant: 'none' }) });
}

