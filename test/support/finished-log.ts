// A finished random game written as a log file, the way `new` and the decision commands write one:
// for the tests and benches that need a whole game.
import { playRandomGame } from '../../src/sim/random-play.js';
import { createLogFile, readLog } from '../../src/log/file.js';
import type { GameCreated, RulesetName } from '../../src/engine/index.js';
import { FORMAT_VERSION, type AnyEvent, type LogHeader, type LogRecord } from '../../src/log/records.js';

/** Writes the game at `path` with a header of format `chancery`, created at `created`. */
function writeGame(path: string, game: ReturnType<typeof playRandomGame>, chancery: number, created: string, verified = false, lang: 'en' | 'ru' = 'en'): void {
  const first = game.events[0] as GameCreated;
  createLogFile(path, {
    chancery,
    game: first.gameId,
    created,
    ruleset: first.ruleset,
    options: first.options,
    players: first.players.map((name) => ({ name })),
    firstPresident: first.firstPresident,
    commitment: first.commitment,
    seed: game.seedHex,
    theme: 'secret-hitler',
    lang,
    house: { onMissingVote: 'wait' },
  }, game.events.slice(1) as AnyEvent[], created, { verified });
}

/** Writes the game at `path` (a format-1 header, created at the epoch); `verified`: with the verified copy the game's last write leaves beside it. */
export function writeFinishedLog(path: string, opts: { players: number; seed: string; gameId: string; verified?: boolean; lang?: 'en' | 'ru' }): void {
  writeGame(path, playRandomGame({ players: opts.players, seed: opts.seed, gameId: opts.gameId }), 1, new Date(0).toISOString(), opts.verified === true, opts.lang);
}

/** Writes the game at `path` in the current format (created 2026-11-30) and reads it back: for the tests that edit a log as a forger would. */
export function finishedLogAt(path: string, opts: { players: number; seed: string; ruleset?: RulesetName }): { path: string; header: LogHeader; events: LogRecord[] } {
  writeGame(path, playRandomGame(opts), FORMAT_VERSION, '2026-11-30T12:00:00.000Z');
  const log = readLog(path);
  return { path, header: log.header, events: log.events };
}
