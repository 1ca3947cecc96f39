// `new` in a folder whose games are Russian Secret Russian games refused in English ("a game called
// g already exists", "players must be 5 to 10", "--players: "Анна" and "Анна" are the same name…")
// and, unless told --lang ru, made an English game there. A moderator running such a folder expects
// the next game to speak as the others do, and to be told why a command line is refused in the
// folder's language. So: no --lang, the folder's language (the one most of its games use, as list
// and help speak), said on the "created" line. The theme stays the one asked for (--theme, else the
// ruleset's): it changes the game itself, not only its words.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, runOk, scratch } from '../support/cli.js';

const PLAYERS = ['Анна', 'Борис', 'Вера', 'Глеб', 'Дарья'];

function russianFolder(theme = 'secret-russian'): string {
  const cwd = scratch('chancery-new-ru-folder-');
  runOk(['new', 'first', '--players', ...PLAYERS, '--lang', 'ru', '--theme', theme], { cwd });
  return cwd;
}

/** Latin words left once what the moderator types (options, their values, ids, paths) is taken out. */
function english(text: string, cwd: string): string[] {
  const rest = text.split(cwd).join(' ').replace(/\S*\/\S*/g, ' ')
    .replace(/--[a-z][\w-]*/g, ' ')
    .replace(/`[^`]*`/g, ' ').replace(/«[^»]*»/g, ' ').replace(/"[^"]*"/g, ' ')
    .replace(/\bchancery new\b[^\n()]*/g, ' ')
    .replace(/\b(?:first|second|bad\/id|first\.yaml|firstPresident|termLimitRelaxation|trackerReset|deck|startingFascistPolicies|first-listed|random|alive|table|on-enactment|on-election|secret-hitler|secret-russian|service-rat|chancery|en|ru|[0-9]+[mhdy])\b/g, ' ');
  return [...rest.matchAll(/[A-Za-z]{2,}/g)].map((m) => m[0]);
}

const REFUSED: [string, string[]][] = [
  ['an existing game id', ['new', 'first', '--players', ...PLAYERS]],
  ['four players', ['new', 'second', '--players', ...PLAYERS.slice(0, 4)]],
  ['a name twice', ['new', 'second', '--players', 'Анна', 'анна', 'Вера', 'Глеб', 'Дарья']],
  ['a name of digits', ['new', 'second', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', '123']],
  ['names with commas', ['new', 'second', '--players', 'Анна,', 'Борис', 'Вера', 'Глеб', 'Дарья']],
  ['an unknown --option', ['new', 'second', '--players', ...PLAYERS, '--option', 'x=y']],
  ['a bad --deadline', ['new', 'second', '--players', ...PLAYERS, '--deadline', '5y']],
  ['a bad game id', ['new', 'bad/id', '--players', ...PLAYERS]],
  ['a file name for an id', ['new', 'first.yaml', '--players', ...PLAYERS]],
  ['an unknown --theme', ['new', 'second', '--players', ...PLAYERS, '--theme', 'foo']],
  ['a bad --seed', ['new', 'second', '--players', ...PLAYERS, '--seed', 'zz']],
  ['an unknown first President', ['new', 'second', '--players', ...PLAYERS, '--first-president', 'Ольга']],
  ['an unknown --lang', ['new', 'second', '--players', ...PLAYERS, '--lang', 'xx']],
];

for (const [what, args] of REFUSED) {
  test(`in a folder of Russian games, new with ${what} is refused in Russian`, () => {
    const cwd = russianFolder();
    const r = runCli(args, { cwd });
    assert.ok(r.code !== 0, `${what}: exit ${r.code}`);
    assert.match(r.stderr, /^ошибка: /, r.stderr);
    assert.equal(english(r.stderr, cwd), [], r.stderr);
    assert.is(r.stdout, '');
  });
}

test('in a folder of Russian games, new without --lang makes a Russian game, and says so', () => {
  const cwd = russianFolder();
  const out = runOk(['new', 'second', '--players', ...PLAYERS, '--theme', 'secret-russian'], { cwd });
  assert.match(out, /^Игра создана: second \(«Тайный Русский», по-русски;/);
  const log = readFileSync(join(cwd, 'games', 'second.yaml'), 'utf8');
  assert.match(log, /^lang: ru$/m);
  assert.match(log, /^theme: secret-russian$/m);
  // No theme asked for: Secret Hitler's, in the folder's language.
  assert.match(runOk(['new', 'third', '--players', ...PLAYERS], { cwd }), /^Игра создана: third \(«Тайный Гитлер», по-русски;/);
});

test('in a folder of Russian games, --lang en still makes an English game', () => {
  const cwd = russianFolder();
  runOk(['new', 'second', '--players', ...PLAYERS, '--lang', 'en'], { cwd });
  const log = readFileSync(join(cwd, 'games', 'second.yaml'), 'utf8');
  assert.match(log, /^lang: en$/m);
  assert.match(log, /^theme: secret-hitler$/m);
});

test('in a folder with no game, new makes an English Secret Hitler game', () => {
  const cwd = scratch('chancery-new-empty-');
  assert.match(runOk(['new', 'g', '--players', ...PLAYERS], { cwd }), /^Created g \(rules: secret-hitler, theme: secret-hitler, en/);
});

test.run();
