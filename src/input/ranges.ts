// Numbers from the command line, each checked against the range where it means something: a
// deadline of 100000000 days or a deck of 99999 cards is refused at the door, before anything is
// written, instead of failing later (Invalid time value, a 1.8 MB log).
import { UsageError } from '../errors.js';
import { shown } from './text.js';

/** A phase deadline: from a minute to 90 days (a forum game's phase lasts hours or days). */
export const DURATION_MIN_MS = 60_000;
export const DURATION_MAX_MS = 90 * 86_400_000;
export const DURATION_RANGE = 'from 1m to 90d';
/** How far ahead an absolute deadline may be. */
export const DEADLINE_AHEAD_MAX_MS = 366 * 86_400_000;
/** Policy cards of one kind in a deck (the standard deck has 6 and 11). */
export const DECK_MAX = 30;

/** A whole number in [min, max] from a flag's text; throws a UsageError naming the flag and the range. */
export function checkedWhole(flag: string, text: string | number, min: number, max: number): number {
  const s = String(text).trim();
  const n = /^\d+$/.test(s) ? Number(s) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new UsageError(`${flag} takes a whole number from ${min} to ${max}, not "${shown(s)}"`).saying('whole-number', { flag, min, max, value: shown(s) });
  return n;
}

/** "L/F" (liberal/fascist policy counts) for --option deck. */
export function checkedDeck(text: string): { liberal: number; fascist: number } {
  const d = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!d) throw new UsageError(`--option deck takes liberal/fascist counts like 6/11, not "${shown(text)}"`).saying('option-deck', { value: shown(text) });
  return { liberal: checkedWhole('--option deck (liberal)', d[1], 0, DECK_MAX), fascist: checkedWhole('--option deck (fascist)', d[2], 0, DECK_MAX) };
}
