// `chancery board g --png --svg`: --png takes a file, and commander gave it the next word, "--svg".
// The board was written to a file called "--svg" and the command said so, as if it had been asked
// for. A flag of the command where a value belongs is the value left out: refused as commander
// refuses a missing value (exit 2, in the game's language), nothing written.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync } from 'node:fs';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

test('given an English game, board --png --svg is refused as --png without its file, and writes no file', () => {
  const cwd = scratch('chancery-flag-as-value-');
  runOk(['new', 'g', '--players', 'Ann', 'Igor', 'Vera', 'Dmitri', 'Maria', '--seed', FIXED_SEED], { cwd, env });
  const before = readdirSync(cwd).sort();
  const r = runCli(['board', 'g', '--png', '--svg'], { cwd, env });
  assert.is(r.code, 2, r.stdout);
  assert.match(r.stderr, /--png/);
  assert.match(r.stderr, /argument missing/);
  assert.equal(readdirSync(cwd).sort(), before);
});

test('given a Russian game, a flag given as another flag\'s value is refused in Russian', () => {
  const cwd = scratch('chancery-flag-as-value-ru-');
  runOk(['new', 'r', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', 'Дарья', '--lang', 'ru', '--seed', FIXED_SEED], { cwd, env });
  const before = readdirSync(cwd).sort();
  const r = runCli(['board', 'r', '--svg', '--json'], { cwd, env });
  assert.is(r.code, 2, r.stdout);
  assert.match(r.stderr, /^ошибка: у ключа --svg нет значения/m);
  assert.equal(readdirSync(cwd).sort(), before);
});

test.run();
