// `claim --as` takes the office's code (president, chancellor), which help explains in the game's
// words («мэр (`president`)»). A moderator of a Secret Russian game who typed `--as premier` was
// told only "--as must be president, chancellor, investigator, peeker": Secret Hitler's offices,
// with nothing to say that the Premier is `president`. Given English Secret Russian and Russian
// Service Rat games (RULES.md: the President is the Premier, the Mayor; the Chancellor the
// Director, the Ratcatcher), the refusal names each code with the theme's office.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

test('given an English Secret Russian game, claim --as premier is refused naming president as the Premier and chancellor as the Director', () => {
  const cwd = scratch('chancery-claim-as-sr-');
  runOk(['new', 'sr', '--players', 'Ann', 'Igor', 'Vera', 'Dmitri', 'Maria', '--theme', 'secret-russian', '--seed', FIXED_SEED], { cwd, env });
  runOk(['nominate', 'sr', 'Igor'], { cwd, env });
  const r = runCli(['claim', 'sr', 'Ann', 'SSL', '--as', 'premier'], { cwd, env });
  assert.is(r.code, 2, r.stderr);
  assert.match(r.stderr, /president \(the Premier\)/);
  assert.match(r.stderr, /chancellor \(the Director\)/);
  assert.match(r.stderr, /"premier"/);
});

test('given a Russian Service Rat game, claim --as мэр is refused naming `president` as the Mayor, in Russian', () => {
  const cwd = scratch('chancery-claim-as-rat-');
  runOk(['new', 'rat', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', 'Дарья', '--theme', 'service-rat', '--lang', 'ru', '--seed', FIXED_SEED], { cwd, env });
  runOk(['nominate', 'rat', 'Борис'], { cwd, env });
  const r = runCli(['claim', 'rat', 'Анна', 'РРК', '--as', 'мэр'], { cwd, env });
  assert.is(r.code, 2, r.stderr);
  assert.match(r.stderr, /^ошибка: /);
  assert.match(r.stderr, /`president` \(Мэр\)/);
  assert.match(r.stderr, /`chancellor` \(Крысолов\)/);
});

test.run();
