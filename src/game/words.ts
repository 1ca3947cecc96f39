// The words a person may use for a vote, on the command line and in email replies.
import type { Vote } from '../engine/index.js';

const JA = new Set(['ja', 'yes', 'y', 'да', 'за', 'ja!', 'aye', 'yea', 'si', 'oui']);
const NEIN = new Set(['nein', 'no', 'n', 'нет', 'против', 'nay']);

/** A single vote word (any case, with or without "!"), or null when it is not one. */
export function parseVoteWord(word: string): Vote | null {
  const w = word.normalize('NFKC').trim().toLocaleLowerCase().replace(/[!.]+$/u, '');
  if (JA.has(w)) return 'ja';
  if (NEIN.has(w)) return 'nein';
  return null;
}
