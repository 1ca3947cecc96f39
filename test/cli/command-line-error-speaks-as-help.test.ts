// A mistake in the command line itself (an unknown command or option), found before any game is
// read, is said in the language the command's help speaks: the named game's, else the folder's.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, folderWithGame, runCli, runOk } from '../support/cli.js';

let russian = '';

test.before(() => {
  russian = folderWithGame('ru');
});

test('in a folder of Russian games, a command line that names no game is refused in Russian, as its help speaks', () => {
  for (const args of [['bogus'], ['nominate', '--bogus'], ['--bogus']]) {
    const r = runCli(args, { cwd: russian });
    assert.is(r.code, 2, `chancery ${args.join(' ')}`);
    assert.match(r.stderr, /^ошибка: неизвестн(ая команда|ый ключ)/m, `chancery ${args.join(' ')}: ${r.stderr}`);
    assert.not.match(r.stderr, /unknown|error/, `chancery ${args.join(' ')}: ${r.stderr}`);
  }
});

test('a command line naming an English game in a folder of Russian games is refused in English', () => {
  runOk(['new', 'friday', '--lang', 'en', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED], { cwd: russian });
  runOk(['new', 'h', '--lang', 'ru', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', 'Даша', '--seed', FIXED_SEED], { cwd: russian });
  const r = runCli(['nominate', 'friday', '--bogus'], { cwd: russian });
  assert.is(r.code, 2);
  assert.match(r.stderr, /error: unknown option '--bogus'/);
});

test.run();
