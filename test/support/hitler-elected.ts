// The five-player game of the fixed seed played to Hitler's election, through the real binary: the
// deck starts F F F F F L F L … and Dave is Hitler, so three Fascist policies (the third grants the
// peek), a failed vote, then Dave elected Chancellor. 122 events, the last the game-ended record;
// one shuffle in all (the opening deck).
import { FIXED_SEED, runOk } from './cli.js';

export const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dave', 'Eve'];

/** Plays game `id` in `cwd` (games/<id>.yaml) to its end. */
export function playHitlerElected(cwd: string, lang: 'en' | 'ru' = 'en', id = 'g1'): void {
  const run = (...args: string[]) => runOk(args, { cwd });
  run('new', id, '--players', ...PLAYERS, '--seed', FIXED_SEED, '--lang', lang);
  const all = (vote: string) => run('vote', id, ...[1, 2, 3, 4, 5].map((s) => `${s}=${vote}`));
  for (const [chancellor, discard] of [['Bob', 'fascist'], ['Carol', 'liberal'], ['Alice', 'liberal']]) {
    run('nominate', id, chancellor);
    all('ja');
    run('discard', id, discard);
    run('enact', id, 'fascist');
  }
  run('peek', id);
  run('nominate', id, 'Eve');
  all('nein');
  run('nominate', id, 'Dave');
  all('ja');
}
