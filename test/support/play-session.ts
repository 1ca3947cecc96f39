// A `play` session at a terminal on a fresh five-player game (friday, the fixed seed), Bob
// nominated: shown when it asks for Alice's vote, the first question of the session. And the
// screen of a session on any game `g` up to its first question.
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

/** The clock before and after the one-hour vote deadline of houseRuleDue's game. */
export const BEFORE = { CHANCERY_NOW: '2026-12-01T10:00:00.000Z' };
export const AFTER = { CHANCERY_NOW: '2026-12-01T12:00:00.000Z' };

/**
 * A game (friday) whose vote on Bob's nomination had a one-hour deadline and the house rule "nein":
 * Alice and Carol voted Ja before it; at AFTER it has passed with Bob, Dmitri and Eve silent.
 */
export function houseRuleDue(prefix: string): string {
  const cwd = scratch(prefix);
  assert.is(runCli(['new', 'friday', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--deadline', '1h', '--on-missing-vote', 'nein'], { cwd, env: BEFORE }).code, 0);
  assert.is(runCli(['nominate', 'friday', 'Bob'], { cwd, env: BEFORE }).code, 0);
  assert.is(runCli(['vote', 'friday', 'Alice=ja', 'Carol=ja'], { cwd, env: BEFORE }).code, 0);
  return cwd;
}

/** `play g`'s screen up to its first question (what it reads and reports comes before it), the session then ended. */
export async function playUntilAsked(cwd: string, env: Record<string, string>): Promise<string> {
  const t = Terminal.chancery(['play', 'g'], { cwd, env });
  try {
    await t.waitFor(/⏎ /, 60_000);
  } finally {
    t.kill();
  }
  await t.exited;
  return t.screen().replace(/\r/g, '');
}
