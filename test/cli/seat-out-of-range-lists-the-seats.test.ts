// A seat number that no player holds (`chancery nominate g 6` at a five-player table) said only
// "there is no seat 6: seats run from 1 to 5", leaving the moderator to look up who sits where; a
// name that no player has lists the players by seat. Both now end with that list, in the game's
// language, so the error says what to type instead. Written here by hand.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, readGame, runCli, runOk, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T12:00:00Z' };

test('given a five-player English game, a seat 6 is refused with the players by seat, and nothing is written', () => {
  const cwd = scratch();
  runOk(['new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED], { cwd, env });
  const before = readGame(cwd, 'g');
  const r = runCli(['nominate', 'g', '6'], { cwd, env });
  assert.is(r.code, 2);
  assert.is(r.stderr, 'error: there is no seat 6: seats run from 1 to 5\nplayers: 1. Alice, 2. Bob, 3. Carol, 4. Dmitri, 5. Eve\n');
  assert.is(readGame(cwd, 'g'), before);
});

test('given a Russian game, a seat out of range is refused in Russian with the players by seat', () => {
  const cwd = scratch();
  runOk(['new', 'r', '--lang', 'ru', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', 'Даша', '--seed', FIXED_SEED], { cwd, env });
  runOk(['nominate', 'r', 'Борис'], { cwd, env });
  const r = runCli(['vote', 'r', '7=ja'], { cwd, env });
  assert.is(r.code, 2);
  assert.is(r.stderr, 'ошибка: места 7 нет: места от 1 до 5\nигроки: 1. Анна, 2. Борис, 3. Вера, 4. Глеб, 5. Даша\n');
});

test.run();
