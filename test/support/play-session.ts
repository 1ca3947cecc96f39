// A `play` session at a terminal on a fresh five-player game (friday, the fixed seed), Bob
// nominated: shown when it asks for Alice's vote, the first question of the session.
import * as assert from 'uvu/assert';
import { FIXED_SEED, runCli, scratch } from './cli.js';
import { Terminal } from './pty.js';

export const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

/** The game's folder and the session, waiting at Alice's vote (the session is killed if it never asks). */
export async function playAtFirstVote(): Promise<{ cwd: string; t: Terminal }> {
  const cwd = scratch();
  assert.is(runCli(['new', 'friday', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd }).code, 0);
  assert.is(runCli(['nominate', 'friday', 'Bob'], { cwd }).code, 0);
  const t = Terminal.chancery(['play', 'friday'], { cwd });
  try {
    await t.waitFor(/Alice's vote on Alice > Bob[\s\S]*⏎ select/);
  } catch (e) {
    t.kill();
    throw e;
  }
  return { cwd, t };
}
