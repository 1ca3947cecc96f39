// The words a person may use for a vote, on the command line and in email replies.
import type { Policy, Vote } from '../engine/index.js';

const JA = new Set(['ja', 'yes', 'y', 'да', 'за', 'ja!', 'aye', 'yea', 'si', 'oui']);
const NEIN = new Set(['nein', 'no', 'n', 'нет', 'против', 'nay']);

/** A single vote word (any case, with or without "!"), or null when it is not one. */
export function parseVoteWord(word: string): Vote | null {
  const w = word.normalize('NFKC').trim().toLocaleLowerCase().replace(/[!.]+$/u, '');
  if (JA.has(w)) return 'ja';
  if (NEIN.has(w)) return 'nein';
  return null;
}

// Every theme's words for the two policies (RULES: Liberal = Loyalist, Cat; Fascist = Subversive, Rat),
// in English and Russian; a theme changes the words only, so each is accepted in every game.
const LIBERAL_WORDS = ['liberal', 'lib', 'l', 'loyalist', 'cat', 'blue', 'либерал', 'либеральный', 'либеральная', 'лоялист', 'кот'];
const FASCIST_WORDS = ['fascist', 'fas', 'fash', 'f', 'subversive', 'rat', 'red', 'фашист', 'фашистский', 'фашистская', 'крыса'];

/** A policy word of any theme (any case), or null when it is not one. */
export function parsePolicyWord(word: string): Policy | null {
  const w = word.normalize('NFKC').trim().toLocaleLowerCase().replace(/[!.]+$/u, '');
  if (LIBERAL_WORDS.includes(w)) return 'liberal';
  if (FASCIST_WORDS.includes(w)) return 'fascist';
  return null;
}
