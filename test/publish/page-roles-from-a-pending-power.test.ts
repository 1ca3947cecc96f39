// RULES §5: a seat may change hands while its government's power waits to be used; the newcomer
// uses it (or is its target), though that government's offices and votes were the leaver's. The
// replay page's roles table says from when each newcomer held the seat: for one who took it at a
// pending power, that is the power of that government, not the next government (which, after a
// power that ends the game, is never played at all).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runOk, scratch } from '../support/cli.js';
import { PLAYERS } from '../support/hitler-elected.js';

/** The fixed seed's game to Hitler's election (see support/hitler-elected), Carol's seat handed to Zed while her peek waited; published. */
function rolesRow(lang: 'en' | 'ru'): string {
  const cwd = scratch();
  const run = (...args: string[]) => { runOk(args, { cwd }); };
  const all = (vote: string) => run('vote', 'g', ...[1, 2, 3, 4, 5].map((s) => `${s}=${vote}`));
  run('new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--lang', lang);
  for (const [chancellor, discard] of [['Bob', 'fascist'], ['Carol', 'liberal'], ['Alice', 'liberal']]) {
    run('nominate', 'g', chancellor);
    all('ja');
    run('discard', 'g', discard);
    run('enact', 'g', 'fascist');
  }
  run('replace', 'g', 'Carol', 'Zed');
  run('peek', 'g');
  run('nominate', 'g', 'Eve');
  all('nein');
  run('nominate', 'g', 'Dave');
  all('ja');
  run('publish', 'g', '--out', 'public');
  const html = readFileSync(join(cwd, 'public', 'g.html'), 'utf8');
  const roles = html.slice(html.indexOf('<table id="roles">'));
  return /<tr data-seat="2">(.*?)<\/tr>/.exec(roles)![1];
}

test('given Carol\'s seat handed to Zed while her government\'s peek waited, the page\'s roles say Zed held it from that power, not from the next government', () => {
  const row = rolesRow('en');
  assert.match(row, /Carol → Zed <small>\(from the power of government 3\)<\/small>/);
  assert.not.match(row, /from government 4/);
});

test('given the same in a Russian game, the roles say «с полномочия правительства 3»', () => {
  const row = rolesRow('ru');
  assert.match(row, /Carol → Zed <small>\(с полномочия правительства 3\)<\/small>/);
});

test.run();
