// Two refusals that stayed English in Russian: `audit` of a folder with no log in a folder of
// Russian games ("error: no game logs (*.yaml) in empty nor in its subfolders"), and
// `demo --players 3 --lang ru` ("ошибка: --players takes a table size from 5 to 10, not "3"").
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { folderWithGame, runCli, scratch } from '../support/cli.js';

test('in a folder of Russian games, audit of a folder with no log is refused in Russian, naming it', () => {
  const cwd = folderWithGame('ru');
  mkdirSync(join(cwd, 'empty'));
  const r = runCli(['audit', 'empty'], { cwd });
  assert.is(r.code, 2, r.stderr);
  assert.match(r.stderr, /^ошибка: .*empty/m);
  assert.not.match(r.stderr.replace(/chancery|empty|\*\.yaml/g, ''), /[A-Za-z]{2,}/, r.stderr);
  // In a folder of English games: English, as before.
  const en = folderWithGame('en');
  mkdirSync(join(en, 'empty'));
  assert.match(runCli(['audit', 'empty'], { cwd: en }).stderr, /^error: no game logs \(\*\.yaml\) in empty nor in its subfolders$/m);
});

test('demo --lang ru with a table size out of range is refused in Russian', () => {
  const cwd = scratch();
  const r = runCli(['demo', '--players', '3', '--lang', 'ru', '--dir', join(cwd, 'd')], { cwd });
  assert.is(r.code, 2, r.stderr);
  assert.match(r.stderr, /^ошибка: --players: .*«3»/m);
  assert.not.match(r.stderr.replace(/--players/g, ''), /[A-Za-z]{2,}/, r.stderr);
  assert.match(runCli(['demo', '--players', '3', '--dir', join(cwd, 'e')], { cwd }).stderr, /^error: --players takes a table size from 5 to 10, not "3"$/m);
});

test.run();
