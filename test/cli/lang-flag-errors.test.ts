// A command that names its language with --lang (`new … --lang ru`, `stats --lang ru`, `list
// --lang ru`, `demo --lang ru`) has no log to read it from: its errors are said in that language
// all the same, those of the command line itself (an unknown option, a missing one, read by
// commander) and those found before any game is read (`stats --format x`). They came out in
// English (QA session 2). The expectation is the rule "errors and refusals in the game's
// language": only what the moderator typed (a flag, its value) may stay Latin.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, scratch } from '../support/cli.js';
import { latinWords } from './latin.js';

const NAMES = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'];

/** The Latin words of a Russian error once the flags and values the moderator typed are taken out. */
function english(stderr: string, cwd: string): string[] {
  const text = stderr.replace(/«[^»]*»/g, ' ').replace(/'[^']*'/g, ' ').replace(/--[a-z-]+(?:[ =](?:<[^>]*>|[\w/.]+))?/g, ' ').replace(/-[a-z],/g, ' ');
  return latinWords(text, { game: 'g', dir: cwd, names: NAMES });
}

const cases: [string, string[]][] = [
  ['new with an unknown option', ['new', 'g', '--players', ...NAMES, '--lang', 'ru', '--bogus']],
  ['new without its required --players', ['new', 'g', '--lang', 'ru']],
  ['new with --deadline and no value', ['new', 'g', '--players', ...NAMES, '--lang=ru', '--deadline']],
  ['stats with an unknown option', ['stats', '--lang', 'ru', '--bogus']],
  ['stats with --format x', ['stats', '--lang', 'ru', '--format', 'x']],
  ['list with an unknown option', ['list', '--lang', 'ru', '--bogus']],
  ['demo with an unknown option', ['demo', '--lang', 'ru', '--bogus']],
];

for (const [what, args] of cases) {
  test(`given --lang ru on the command line, when ${what} is refused, then the error is said in Russian`, () => {
    const cwd = scratch();
    const r = runCli(args, { cwd });
    assert.is.not(r.code, 0, r.stdout);
    assert.match(r.stderr, /^ошибка: /, r.stderr);
    assert.equal(english(r.stderr, cwd), [], r.stderr);
    assert.not.ok(existsSync(join(cwd, 'games', 'g.yaml')), 'no game is created');
  });
}

test('given new --lang ru with a roster file whose player has a wrong address, then the error names the player in Russian', () => {
  const cwd = scratch();
  writeFileSync(join(cwd, 'roster.yaml'), `- {name: Анна, email: bad}\n${NAMES.slice(1).map((n) => `- {name: ${n}}`).join('\n')}\n`);
  const r = runCli(['new', 'g', '--players', 'roster.yaml', '--lang', 'ru'], { cwd });
  assert.is(r.code, 2, r.stdout);
  // As the roster's other refusals say a player (templates/ru/errors.yaml, roster-timezone): «игрок 1 (Анна)».
  assert.is(r.stderr.trimEnd(), 'ошибка: roster.yaml: игрок 1 (Анна): «bad» — не адрес почты: нужно имя@домен, например carol@example.org');
  const empty = runCli(['new', 'g', '--players', 'roster.yaml', '--lang', 'ru'], { cwd: (writeFileSync(join(cwd, 'roster.yaml'), `- {name: Анна, email: ' '}\n${NAMES.slice(1).map((n) => `- {name: ${n}}`).join('\n')}\n`), cwd) });
  assert.is(empty.stderr.trimEnd(), 'ошибка: roster.yaml: игрок 1 (Анна): пустой адрес почты');
  assert.not.ok(existsSync(join(cwd, 'games', 'g.yaml')), 'no game is created');
});

test('given --lang en (or none), when new is run with an unknown option, then the error stays commander\'s English one', () => {
  const cwd = scratch();
  for (const lang of [['--lang', 'en'], []]) {
    const r = runCli(['new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', ...lang, '--bogus'], { cwd });
    assert.is(r.code, 2);
    assert.match(r.stderr, /^error: unknown option '--bogus'/);
  }
});

test.run();
