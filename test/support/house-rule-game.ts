// A vote under the house rule Nein with a 24h deadline, for the tests of what audit says of the
// house rule's and the deadline's records (forged by re-hashing: test/support/rehashed-log.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLog } from '../../src/log/file.js';
import type { LogRecord } from '../../src/log/records.js';
import { FIXED_SEED, runCli, runOk, scratch } from './cli.js';

export const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
/** When the game is made, Bob nominated and the first votes cast. */
export const T0 = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };
/** Two days on: the game's 24h deadline has passed. */
export const T2 = { CHANCERY_NOW: '2026-12-03T10:00:00Z' };

/** Game `g` with the house rule Nein and a 24h deadline, Bob nominated and Alice, Bob, Carol voting Ja, all at T0. */
export function houseRuleGame(lang: 'en' | 'ru' = 'en'): string {
  const cwd = scratch();
  runOk(['new', 'g', '--lang', lang, '--players', ...PLAYERS, '--seed', FIXED_SEED, '--on-missing-vote', 'nein', '--deadline', '24h'], { cwd, env: T0 });
  runOk(['nominate', 'g', 'Bob'], { cwd, env: T0 });
  runOk(['vote', 'g', 'Alice=ja', 'Bob=ja', 'Carol=ja'], { cwd, env: T0 });
  return cwd;
}

export const logPath = (cwd: string) => join(cwd, 'games', 'g.yaml');
/** The log's public records. */
export const events = (cwd: string) => parseLog(readFileSync(logPath(cwd), 'utf8'), logPath(cwd), { private: false }).events;
export const audit = (cwd: string) => runCli(['audit', 'g'], { cwd });
/** Renumbers edited records as chancery numbers them. */
export const renumber = (list: LogRecord[]) => { list.forEach((e, k) => { e.seq = k + 1; }); };
