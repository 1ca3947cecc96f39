// `status --as` shows what a seat may know in the words its PRIVATE note and email used: a Russian
// investigation names the party by its member ("подрывник"), never by the card's adjective ("подрывной").
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runOk, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };
const NAMES = ['Женя', 'Любовь', 'Вера', 'Глеб', 'Дарья', 'Олег', 'Кира'];
const ALL_JA = NAMES.map((_, i) => `${i + 1}=ja`);

test('given a Secret Russian game in Russian where Любовь investigated Глеб, a Subversive, when status is asked as her, then the result says "подрывник" as her note did', () => {
  const cwd = scratch('chancery-ru-status-as-');
  const run = (args: string[]) => runOk(args, { cwd, env });
  run(['new', 'r', '--players', ...NAMES, '--lang', 'ru', '--theme', 'secret-russian', '--seed', 'd1'.repeat(32)]);
  run(['nominate', 'r', 'Любовь']);
  run(['vote', 'r', ...ALL_JA]);
  run(['discard', 'r', '1']);
  run(['enact', 'r', '1']);
  run(['nominate', 'r', 'Дарья']);
  run(['vote', 'r', ...ALL_JA]);
  run(['discard', 'r', 'лоялистский']);
  run(['enact', 'r', '1']);
  const note = run(['investigate', 'r', 'Глеб']);
  assert.match(note, /^ {2}Глеб — проверка: подрывник$/m, 'the PRIVATE note, for reference');

  const seen = run(['status', 'r', '--as', 'Любовь']);

  assert.match(seen, /^ {2}Глеб — проверка: подрывник$/m);
  assert.not.match(seen, /проверка: подрывной/);
});

test.run();
