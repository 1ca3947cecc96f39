// Opening a game to read it: the log read (through its verified copy when there is one) and
// replayed, to its end or to an earlier point. Apart from session.ts, whose decisions bring the
// whole write path with them (commit, the mail queue and its delivery): a command that only reads
// a game (status --at, history, board, post, stats, publish) carries none of that in its bundle.
import { readLog } from '../log/file.js';
import { replayLog, type Replayed } from '../log/replay.js';

export function openGame(path: string, opts: { upTo?: number; keepStates?: boolean } = {}): Replayed {
  return replayLog(readLog(path), { ...opts, known: true });
}
