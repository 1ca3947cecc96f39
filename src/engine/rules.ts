// The tables of RULES.md and the named rulesets. Data only: the fold in apply.ts reads it.
import { CHOICE_OPTIONS, type ChoiceOption, type Options, type Party, type Power, type Role, type RulesetName } from './types.js';

export const MIN_PLAYERS = 5;
export const MAX_PLAYERS = 10;
export const LIBERAL_TRACK = 5;
export const FASCIST_TRACK = 6;
export const VETO_UNLOCKED_AT = 5;
export const HITLER_ZONE = 3;
export const CHAOS_AT = 3;

/** RULES §1: fascists (besides Hitler) per table size; the rest are liberals. */
export const FASCISTS_BY_TABLE: Record<number, number> = { 5: 1, 6: 1, 7: 2, 8: 2, 9: 3, 10: 3 };

/** RULES §1: Hitler learns the fascists only in 5- and 6-player games. */
export function hitlerKnowsFascists(tableSize: number): boolean {
  return tableSize <= 6;
}

/** RULES §1 and §2.10: a role's party, which is what an investigation shows (Hitler shows as Fascist). */
export function partyOf(role: Role): Party {
  return role === 'liberal' ? 'liberal' : 'fascist';
}

/** RULES §2.10: the power of each Fascist slot (1-based index into the track) by table size. */
export function powerForSlot(tableSize: number, slot: number): Power | null {
  const small: (Power | null)[] = [null, null, 'peek', 'execution', 'execution'];
  const medium: (Power | null)[] = [null, 'investigate', 'special-election', 'execution', 'execution'];
  const large: (Power | null)[] = ['investigate', 'investigate', 'special-election', 'execution', 'execution'];
  const table = tableSize <= 6 ? small : tableSize <= 8 ? medium : large;
  return table[slot - 1] ?? null;
}

export const DEFAULT_OPTIONS: Options = {
  firstPresident: 'first-listed',
  termLimitRelaxation: 'alive',
  trackerReset: 'on-enactment',
  deck: { liberal: 6, fascist: 11 },
  startingFascistPolicies: 0,
};


/** RULES §4: the option values a named ruleset sets for a table size. */
export function rulesetOptions(ruleset: RulesetName, tableSize: number): Options {
  const base: Options = { ...DEFAULT_OPTIONS, deck: { ...DEFAULT_OPTIONS.deck } };
  switch (ruleset) {
    case 'secret-hitler':
    case 'custom':
    // RULES §4: "service-rat (seed 003: the defaults; its words only)". Seed 003's tracker reset on
    // every election is the option trackerReset=on-election, chosen by the moderator, not the ruleset.
    case 'service-rat':
      return base;
    case 'secret-russian':
      // Seed 000: "in 5-player games, only the previous Director is ineligible".
      return { ...base, termLimitRelaxation: 'table' };
    case 'rebalanced':
      // secrethitler.io: 6 players start with a Fascist policy on the track (taken from the 17);
      // 7 players play with 10 Fascist policies, 9 players with 9.
      if (tableSize === 6) return { ...base, startingFascistPolicies: 1 };
      if (tableSize === 7) return { ...base, deck: { liberal: 6, fascist: 10 } };
      if (tableSize === 9) return { ...base, deck: { liberal: 6, fascist: 9 } };
      return base;
  }
}

/** A setup problem: the option, an English sentence, and its facts (for the wording in other languages). */
export interface OptionProblem { option: string; message: string; params: Record<string, string | number> }

/** Checks option values a moderator typed; returns the problems (empty when valid). */
export function checkOptions(options: Options, tableSize: number): OptionProblem[] {
  const problems: OptionProblem[] = [];
  for (const option of Object.keys(CHOICE_OPTIONS) as ChoiceOption[]) {
    const allowed: readonly string[] = CHOICE_OPTIONS[option];
    if (!allowed.includes(options[option])) problems.push({ option, message: `must be ${allowed.join(' or ')}, not ${options[option]}`, params: { allowed: allowed.join(' | '), value: String(options[option]) } });
  }
  const { liberal, fascist } = options.deck;
  if (!Number.isInteger(liberal) || liberal < LIBERAL_TRACK)
    problems.push({ option: 'deck.liberal', message: `must be a whole number of at least ${LIBERAL_TRACK}`, params: { min: LIBERAL_TRACK } });
  if (!Number.isInteger(fascist) || fascist < FASCIST_TRACK)
    problems.push({ option: 'deck.fascist', message: `must be a whole number of at least ${FASCIST_TRACK}`, params: { min: FASCIST_TRACK } });
  // Before the game ends the board holds at most 4 + 5 policies; three must still be left to draw
  // (RULES §2.9: the President always draws from at least three). Fewer, and the reshuffle that
  // should give three finds fewer forever.
  const least = LIBERAL_TRACK - 1 + FASCIST_TRACK - 1 + 3;
  if (Number.isInteger(liberal) && Number.isInteger(fascist) && liberal >= LIBERAL_TRACK && fascist >= FASCIST_TRACK && liberal + fascist < least)
    problems.push({ option: 'deck', message: `must hold at least ${least} policies in all, not ${liberal + fascist}: with ${least - 3} on the board before the game ends, three must be left to draw`, params: { min: least, count: liberal + fascist, board: least - 3 } });
  const start = options.startingFascistPolicies;
  if (!Number.isInteger(start) || start < 0 || start >= FASCIST_TRACK)
    problems.push({ option: 'startingFascistPolicies', message: `must be a whole number from 0 to ${FASCIST_TRACK - 1}`, params: { max: FASCIST_TRACK - 1 } });
  if (tableSize < MIN_PLAYERS || tableSize > MAX_PLAYERS)
    problems.push({ option: 'players', message: `must be ${MIN_PLAYERS} to ${MAX_PLAYERS}, not ${tableSize}`, params: { min: MIN_PLAYERS, max: MAX_PLAYERS, count: tableSize } });
  return problems;
}
