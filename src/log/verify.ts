// Re-deriving a game's randomness from its seed: the commitment, the deal, a random first
// President, and every shuffle. Used by `verify` and by `audit` (when the log carries its seed).
import { commitment, dealRoles, drawFirstPresident, parseSeed, shuffleDeck } from '../engine/index.js';
import type { LogFile } from './file.js';
import { headerFieldLine } from './parse.js';

export interface SeedMismatch {
  /** The event's sequence number; null for the header (commitment, first President). */
  seq: number | null;
  line: number;
  /** Which comparison failed, for its wording in the log's language. */
  variant: SeedMismatchVariant;
  what: string;
  /**
   * What the seed gives and what the log has, for a reader to compare and for the wording in the
   * log's language: the commitment (hex), the first President (a 0-based seat, as in the file), the
   * deal (one role a seat) or the shuffle (the draw pile, top first; `k`: which shuffle).
   */
  expected?: string | number | string[];
  found?: string | number | string[] | null;
  k?: number;
}

/**
 * The comparisons a seed check makes, in the order they can fail; and `chain`: the log the seed
 * was checked against is not intact (an event changed after it was written), which `verify`
 * reports with them, never saying "verified" of such a log.
 */
export const SEED_MISMATCHES = ['seed-option', 'commitment', 'first-president', 'deal', 'shuffle', 'chain'] as const;
export type SeedMismatchVariant = typeof SEED_MISMATCHES[number];

export interface SeedCheck {
  commitment: boolean;
  deals: number;
  shuffles: number;
  firstPresident: boolean | null; // null when the option is not random
  mismatches: SeedMismatch[];
}

/**
 * Recomputes everything the seed decides and compares it with the log. The k-th shuffle is the
 * number of shuffles written before it that were not already taken back when it was written, so a
 * shuffle later retracted by `undo` is checked too, and a re-done one gets the same k again.
 */
export function checkSeed(log: LogFile, seedHex: string): SeedCheck {
  const seed = parseSeed(seedHex);
  const names = log.header.players.map((p) => p.name);
  const mismatches: SeedMismatch[] = [];
  const lineOf = (key: string) => headerFieldLine(log, key) ?? log.headerLine;
  const committed = commitment(seedHex, log.header.game, names);
  const commitmentOk = committed === log.header.commitment;
  if (!commitmentOk) {
    mismatches.push({ seq: null, line: lineOf('commitment'), variant: 'commitment', expected: committed, found: log.header.commitment, what: `the commitment ${log.header.commitment ?? '(none)'} is not SHA-256 of this seed, game id and seat list (expected ${committed})` });
  }
  let firstPresident: boolean | null = null;
  if (log.header.options.firstPresident === 'random') {
    const drawn = drawFirstPresident(seed, names.length);
    firstPresident = drawn === log.header.firstPresident;
    if (!firstPresident) mismatches.push({ seq: null, line: lineOf('firstPresident'), variant: 'first-president', expected: drawn, found: log.header.firstPresident, what: `the first President from the seed is seat ${drawn + 1} (${names[drawn]}), the header says seat ${log.header.firstPresident + 1}` });
  }
  const retractedSoFar = new Set<number>();
  const shuffleSeqs: number[] = [];
  let deals = 0;
  let shuffles = 0;
  log.events.forEach((r, i) => {
    const line = log.lines[i] ?? 0;
    if (r.type === 'retracted') r.seqs.forEach((s) => retractedSoFar.add(s));
    else if (r.type === 'roles-dealt') {
      deals++;
      const expected = dealRoles(seed, names.length);
      if (expected.join() !== r.roles.join()) mismatches.push({ seq: r.seq, line, variant: 'deal', expected, found: r.roles, what: `the deal from the seed is ${expected.join(', ')}; the log has ${r.roles.join(', ')}` });
    } else if (r.type === 'deck-shuffled') {
      shuffles++;
      const k = shuffleSeqs.filter((s) => !retractedSoFar.has(s)).length;
      shuffleSeqs.push(r.seq);
      const expected = shuffleDeck(seed, k, r.deck);
      if (expected.join() !== r.deck.join()) mismatches.push({ seq: r.seq, line, variant: 'shuffle', k, expected, found: r.deck, what: `shuffle #${k} from the seed is ${expected.join(', ')}; the log has ${r.deck.join(', ')}` });
    }
  });
  return { commitment: commitmentOk, deals, shuffles, firstPresident, mismatches };
}
