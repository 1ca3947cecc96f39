// Players' names must be "visible, unambiguous" (src/input/names.ts, README: names are typed back
// and shown in every post): two names that differ only by a Latin letter and its Cyrillic or Greek
// look-alike ("Alice" with a Latin A, "Аlice" with a Cyrillic А) read the same in the thread, so
// nobody can tell who was nominated. `new` refuses them, naming both and why, and writes nothing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';

const CYR_A = '\u0410lice'; // Cyrillic capital A, then Latin "lice"
const GREEK_O = 'B\u03bfb'; // Greek small omicron between Latin Bs

for (const [what, players] of [
  ['a Cyrillic А', [CYR_A, 'Alice', 'Carol', 'Dmitri', 'Eve']],
  ['a Greek ο', ['Alice', 'Bob', 'Carol', GREEK_O, 'Eve']],
  ['Cyrillic letters in another case', ['Alice', 'Bob', 'Carol', 'Dmitri', 'E\u0432e'.replace('\u0432', 'v'), '\u0415VE']],
] as const) {
  test(`new refuses two names that differ only by ${what}`, () => {
    const dir = scratch('lookalike-');
    const r = runCli(['new', 'g', '--players', ...players, '--seed', FIXED_SEED], { cwd: dir });
    assert.is(r.code, 2, r.stdout + r.stderr);
    assert.match(r.stderr, /--players/);
    assert.match(r.stderr, /look/i);
    assert.not.ok(existsSync(join(dir, 'games')), 'nothing written, not even games/');
  });
}

test('in a Russian game the refusal is in Russian', () => {
  const dir = scratch('lookalike-');
  const r = runCli(['new', 'g', '--lang', 'ru', '--players', CYR_A, 'Alice', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED], { cwd: dir });
  assert.is(r.code, 2);
  assert.match(r.stderr, /выгляд/);
});

test('names that only share a script are not look-alikes: Анна and Anna play at one table', () => {
  const dir = scratch('lookalike-');
  runOk(['new', 'g', '--players', 'Анна', 'Anna', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED], { cwd: dir });
});

test('replace refuses a newcomer whose name looks like another seat’s', () => {
  const dir = scratch('lookalike-');
  runOk(['new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED], { cwd: dir });
  const r = runCli(['replace', 'g', 'Eve', CYR_A], { cwd: dir });
  assert.is(r.code, 2, r.stdout + r.stderr);
  assert.match(r.stderr, /look/i);
});

test('in a Russian game replace refuses a look-alike newcomer in Russian, without an English word', () => {
  const dir = scratch('lookalike-');
  runOk(['new', 'g', '--lang', 'ru', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED], { cwd: dir });
  const r = runCli(['replace', 'g', 'Eve', CYR_A], { cwd: dir });
  assert.is(r.code, 2, r.stdout + r.stderr);
  assert.match(r.stderr, /выгляд/);
  assert.not.match(r.stderr, /seat/);
});

test.run();
