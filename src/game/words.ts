// The words a person may use for a vote, on the command line and in email replies.
import type { Policy, Vote } from '../engine/index.js';
import { loadVocabulary, LANGS, THEMES } from '../render/vocab.js';

const JA = new Set(['ja', 'yes', 'y', 'да', 'за', 'ja!', 'aye', 'yea', 'si', 'oui']);
const NEIN = new Set(['nein', 'no', 'n', 'нет', 'против', 'nay']);

/** A single vote word (any case, with or without "!"), or null when it is not one. */
export function parseVoteWord(word: string): Vote | null {
  const w = word.normalize('NFKC').trim().toLocaleLowerCase().replace(/[!.]+$/u, '');
  if (JA.has(w)) return 'ja';
  if (NEIN.has(w)) return 'nein';
  return null;
}

// A policy by its short form, or by any theme's word or claim letter for it in any language
// (Loyalist, Rat, Кошачий, П, …): themes change the words, never the rules, so every game accepts
// every theme's words. (No two themes give one letter to different policies.)
const LIBERAL_WORDS = ['liberal', 'lib', 'l'];
const FASCIST_WORDS = ['fascist', 'fas', 'fash', 'f'];
const VOCABULARY_GROUPS = ['card', 'role', 'roleWoman', 'party', 'teams', 'letters'];

/** A policy word (any case), or null when it is not one. */
export function parsePolicyWord(word: string): Policy | null {
  const w = normalizeWord(word);
  if (LIBERAL_WORDS.includes(w)) return 'liberal';
  if (FASCIST_WORDS.includes(w)) return 'fascist';
  for (const theme of THEMES) {
    for (const lang of LANGS) {
      const t = loadVocabulary(theme, lang);
      for (const group of VOCABULARY_GROUPS) {
        const names = t[group];
        if (typeof names !== 'object') continue;
        for (const policy of ['liberal', 'fascist'] as const) {
          const name = names[policy];
          if (typeof name === 'string' && normalizeWord(name) === w) return policy;
        }
      }
    }
  }
  return null;
}

function normalizeWord(word: string): string {
  return word.normalize('NFKC').trim().toLocaleLowerCase().replace(/[!.]+$/u, '');
}

/** A veto step: the Chancellor's request, the President's agreement or refusal. */
export type VetoStep = 'request' | 'agree' | 'refuse';

// The words for a veto step in any game. Each of these names one step wherever it is written.
const VETO_WORDS: Readonly<Record<string, VetoStep>> = {
  request: 'request', 'запросить': 'request', 'запрашиваю': 'request', 'просить': 'request', 'прошу': 'request',
  agree: 'agree', 'согласен': 'agree', 'согласна': 'agree', 'согласиться': 'agree', 'соглашаюсь': 'agree',
  refuse: 'refuse', 'отказ': 'refuse', 'отказать': 'refuse', 'отказываю': 'refuse', 'отказываюсь': 'refuse',
};
// Words that name a step only at one turn: «вето» asks at the Chancellor's (from the President it
// could agree to the veto); «да» and «нет» answer at the President's (from the Chancellor «да» could
// ask and «нет» decline to ask).
const CHANCELLOR_ONLY: Readonly<Record<string, VetoStep>> = { 'вето': 'request' };
const PRESIDENT_ONLY: Readonly<Record<string, VetoStep>> = { 'да': 'agree', 'нет': 'refuse' };

/** The words completion offers for the steps, in a game of each language: each step's first word above (both genders of «согласен»). */
export const VETO_STEPS_OFFERED: Readonly<Record<'en' | 'ru', readonly string[]>> = {
  en: ['request', 'agree', 'refuse'],
  ru: ['запросить', 'согласен', 'согласна', 'отказ'],
};

/**
 * The veto step `word` names (any case) at `turn`: the step; 'unclear' for a word that names a step
 * only at the other turn (or, with no turn known, at one turn only); null for no veto word.
 */
export function parseVetoStep(word: string, turn: 'chancellor' | 'president' | null): VetoStep | 'unclear' | null {
  const w = normalizeWord(word);
  if (w in VETO_WORDS) return VETO_WORDS[w];
  if (w in CHANCELLOR_ONLY) return turn === 'chancellor' ? CHANCELLOR_ONLY[w] : 'unclear';
  if (w in PRESIDENT_ONLY) return turn === 'president' ? PRESIDENT_ONLY[w] : 'unclear';
  return null;
}
