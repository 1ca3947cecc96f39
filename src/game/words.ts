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
const VOCABULARY_GROUPS = ['card', 'role', 'party', 'teams', 'letters'];

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
