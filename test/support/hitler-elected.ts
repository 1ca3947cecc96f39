// The five-player game of the fixed seed played to Hitler's election, through the real binary: the
// deck starts F F F F F L F L … and Dave is Hitler, so three Fascist policies (the third grants the
// peek), a failed vote, then Dave elected Chancellor. 122 events, the last the game-ended record;
// one shuffle in all (the opening deck).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * Game `g` of the same seed to the Fascists' win by way of an execution, published to `public/`:
 * `players[1]`, `players[2]`, `players[0]` Chancellors of three Fascist policies (the peek),
 * `players[4]` of a fourth, its President executing `players[2]`; then `players[3]` (Hitler)
 * elected Chancellor. `beforeFirstNomination` runs once the game is made. Returns the page.
 */
export function publishedExecutionThenHitlerElected(cwd: string, players: string[], lang: 'en' | 'ru' = 'en', beforeFirstNomination: (run: (...args: string[]) => void) => void = () => {}): string {
  const run = (...args: string[]) => { runOk(args, { cwd }); };
  const all = () => run('vote', 'g', ...players.map((_, i) => `${i + 1}=ja`));
  run('new', 'g', '--lang', lang, '--players', ...players, '--seed', FIXED_SEED);
  beforeFirstNomination(run);
  for (const [chancellor, discard] of [[players[1], 'fascist'], [players[2], 'liberal'], [players[0], 'liberal']]) {
    run('nominate', 'g', chancellor);
    all();
    run('discard', 'g', discard);
    run('enact', 'g', 'fascist');
  }
  run('peek', 'g');
  run('nominate', 'g', players[4]);
  all();
  run('discard', 'g', '1');
  run('enact', 'g', '1');
  run('execute', 'g', players[2]);
  run('nominate', 'g', players[3]);
  run('vote', 'g', '1=ja', '2=ja', '4=ja', '5=ja');
  run('publish', 'g', '--out', 'public');
  return readFileSync(join(cwd, 'public', 'g.html'), 'utf8');
}
