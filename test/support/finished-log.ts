// A finished random game written as a log file, the way `new` and the decision commands write one
// (a format-1 header, created at the epoch): for the tests and benches that need a whole game.
import { playRandomGame } from '../../src/sim/random-play.js';
import { createLogFile } from '../../src/log/file.js';
import type { GameCreated } from '../../src/engine/index.js';
import type { AnyEvent } from '../../src/log/records.js';

/** Writes the game at `path`; `verified`: with the verified copy the game's last write leaves beside it. */
export function writeFinishedLog(path: string, opts: { players: number; seed: string; gameId: string; verified?: boolean }): void {
  const game = playRandomGame({ players: opts.players, seed: opts.seed, gameId: opts.gameId });
  const created = game.events[0] as GameCreated;
  createLogFile(path, {
    chancery: 1,
    game: created.gameId,
    created: new Date(0).toISOString(),
    ruleset: created.ruleset,
    options: created.options,
    players: created.players.map((name) => ({ name })),
    firstPresident: created.firstPresident,
    commitment: created.commitment,
    seed: game.seedHex,
    theme: 'secret-hitler',
    lang: 'en',
    house: { onMissingVote: 'wait' },
  }, game.events.slice(1) as AnyEvent[], new Date(0).toISOString(), { verified: opts.verified === true });
}
