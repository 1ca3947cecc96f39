// `new` says what it made: in English "Created g (rules: rebalanced, theme: secret-russian, en,
// posts in bbcode)"; in Russian it said only the theme and the language («Игра создана: g («Тайный
// Русский», по-русски)»), so a Russian moderator who asked for BBCode posts or another ruleset had
// no word that they were taken. It now names both, in Russian (a ruleset named after a theme by that
// theme's title; a format by what its bold looks like, since a Russian line has no Latin word).
// Written here by hand.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { FIXED_SEED, runOk, scratch } from '../support/cli.js';

const PLAYERS = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'];

test('given a Russian game with another ruleset and BBCode posts, new says both', () => {
  const cwd = scratch();
  const out = runOk(['new', 'g', '--lang', 'ru', '--theme', 'secret-russian', '--ruleset', 'rebalanced', '--format', 'bbcode', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  assert.is(out.split('\n')[0], `Игра создана: g («Тайный Русский», по-русски; правила: с перебалансировкой; посты: разметка в квадратных скобках, [b]…[/b]), файл ${join(cwd, 'games', 'g.yaml')}`);
});

test('given a Russian game of the Secret Russian ruleset in Markdown, new names the ruleset by its title', () => {
  const cwd = scratch();
  const out = runOk(['new', 'g', '--lang', 'ru', '--ruleset', 'secret-russian', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  assert.is(out.split('\n')[0], `Игра создана: g («Тайный Русский», по-русски; правила: «Тайный Русский»; посты: разметка звёздочками, **…**), файл ${join(cwd, 'games', 'g.yaml')}`);
  const rat = scratch();
  const other = runOk(['new', 'g', '--lang', 'ru', '--ruleset', 'service-rat', '--theme', 'secret-hitler', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd: rat });
  assert.is(other.split('\n')[0], `Игра создана: g («Тайный Гитлер», по-русски; правила: «Служебная Крыса»; посты: разметка звёздочками, **…**), файл ${join(rat, 'games', 'g.yaml')}`);
});

test.run();
