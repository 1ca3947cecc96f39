// A President's discard answered by mail (the local mailbox), through the real binary: a game
// whose first President holds a known hand, a reply entered as if mailed, read by `sync`.
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readGame, runCli, runOk, scratch } from './cli.js';

/** Seeds whose first President (seat 1) draws Liberal, Fascist, Liberal and Fascist, Fascist, Liberal. */
export const SEED_LFL = '02'.repeat(32);
export const SEED_FFL = '12'.repeat(32);

export const ENGLISH_PLAYERS = ['Ann', 'Bob', 'Cid', 'Dan', 'Eve'];
export const RUSSIAN_PLAYERS = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'];

/** Game `g` in a new folder (in `theme`, else the ruleset's): seat 2 elected Chancellor, seat 1's President to discard from the seed's hand. */
export function atThePresidentsDiscard(seed: string, lang: 'en' | 'ru' = 'en', players = lang === 'ru' ? RUSSIAN_PLAYERS : ENGLISH_PLAYERS, theme?: 'secret-hitler' | 'secret-russian' | 'service-rat'): string {
  const cwd = scratch('chancery-president-discard-');
  runOk(['new', 'g', '--players', ...players, '--seed', seed, '--lang', lang, ...(theme ? ['--theme', theme] : [])], { cwd });
  runOk(['nominate', 'g', '2'], { cwd });
  runOk(['vote', 'g', ...players.map((_, i) => `${i + 1}=ja`)], { cwd });
  return cwd;
}

/** The President's `reply` read by `sync`: what became of it, and the log after. */
export function presidentReplies(cwd: string, reply: string): { outcome: string; log: string } {
  runOk(['reply', 'g', '1', reply], { cwd });
  const synced = runCli(['sync', 'g', '--json'], { cwd });
  assert.is(synced.code, 0, synced.stderr);
  return { outcome: JSON.parse(synced.stdout).passes[0].items[0].outcome as string, log: readGame(cwd, 'g') };
}

/** The President holding Liberal, Fascist, Liberal replies `reply` in a game in `lang`: it is asked back, no card discarded. */
export function askedBackGivenLFL(lang: 'en' | 'ru', reply: string): void {
  const { outcome, log } = presidentReplies(atThePresidentsDiscard(SEED_LFL, lang), reply);
  assert.is(outcome, 'ambiguous');
  assert.not.match(log, /type: president-discarded/, 'no card discarded');
}

/** Every message the local outbox holds, its quoted-printable lines joined. */
export function sentMessages(cwd: string): string[] {
  const outbox = join(cwd, 'games', 'g', 'outbox');
  return readdirSync(outbox).map((f) => readFileSync(join(outbox, f), 'utf8').replace(/=\r?\n/g, ''));
}
