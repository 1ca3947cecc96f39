// Errors other than rule refusals (a log that cannot be read, a wrong setup, an unknown player)
// carry a code and their facts; a Russian game says them in Russian (templates/ru/errors.yaml),
// where the game's language is known: the log's header could be read, or `new --lang ru` was given.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { FIXED_SEED, ROOT, runCli, scratch } from '../support/cli.js';

const PLAYERS = ['Аня', 'Борис', 'Вера', 'Глеб', 'Даша'];

/** What is left of a Russian message once the file paths, `fields`, --flags, «quoted values» and the program's name are taken out. */
const latinLeft = (text: string) => text
  .replace(/--option [\w.]+/g, '').replace(/\/[^\s:]+/g, '').replace(/`[^`]*`/g, '').replace(/--[a-z-]+/g, '').replace(/«[^»]*»/g, '').replace(/\bchancery\b/g, '')
  .match(/[A-Za-z]{2,}/g) ?? [];

function russianGame(): { cwd: string; log: string } {
  const cwd = scratch();
  const made = runCli(['new', 'g', '--lang', 'ru', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  assert.is(made.code, 0, made.stderr);
  return { cwd, log: join(cwd, 'games', 'g.yaml') };
}

test('given new --lang ru, a wrong setup is refused in Russian, each with its code in --json; in English it reads as before', () => {
  const cwd = scratch();
  const cases: [string[], RegExp, string][] = [
    [['--players', 'Аня', 'Борис', 'Вера'], /^ошибка: в игре от 5 до 10 игроков, а не 3 \(правила, §1 Подготовка\)$/m, 'bad-setup'],
    [['--players', 'Аня', 'Борис', 'аня', 'Глеб', 'Даша'], /^ошибка: --players: «аня» и «Аня» для chancery одно и то же имя/, 'name-twice'],
    [['--players', ...PLAYERS, '--first-president', '9'], /^ошибка: места 9 нет: места от 1 до 5/, 'seat-range'],
    [['--players', ...PLAYERS, '--deadline', 'soon'], /^ошибка: --deadline — это срок/, 'new-deadline'],
    [['--players', ...PLAYERS, '--option', 'startingFascistPolicies=9'], /^ошибка: --option startingFascistPolicies: нужно целое число от 0 до 5, а не «9»/, 'whole-number'],
    [['--players', ...PLAYERS, '--seed', 'abc'], /^ошибка: --seed: зерно — это 64 шестнадцатеричные цифры/, 'new-seed'],
    [['--players', 'Аня,', 'Борис,', 'Вера,', 'Глеб,', 'Даша'], /^ошибка: --players: «Аня,» кончается на «,»: перечислите имена через пробел, без запятых/, 'roster-comma'],
  ];
  for (const [args, ru, code] of cases) {
    const r = runCli(['new', 'g', '--lang', 'ru', ...args, '--json'], { cwd });
    assert.ok(r.code > 0, `${args.join(' ')} is refused`);
    assert.match(r.stderr, ru);
    assert.equal(latinLeft(r.stderr), [], `no English in: ${r.stderr}`);
    const json = JSON.parse(r.stdout).error;
    assert.is(json.said?.code ?? json.code, code, r.stdout);
    assert.is(json.message, r.stderr.split('\n')[0].replace(/^ошибка: /, ''));
  }
  // The same setups in an English game: English, as the message has always said it.
  assert.match(runCli(['new', 'g', '--players', 'A1', 'B1', 'C1'], { cwd }).stderr, /^error: players must be 5 to 10, not 3/);
  assert.match(runCli(['new', 'g', '--players', ...PLAYERS, '--seed', 'abc'], { cwd }).stderr, /^error: --seed: /);
  assert.match(runCli(['new', 'g', '--players', 'Ann,', 'Bob,', 'Cid,', 'Dan,', 'Eve'], { cwd }).stderr, /^error: --players: "Ann," ends with ",": give the names as separate words, without commas/);
  assert.match(runCli(['new', 'g', '--players', 'Ann', ';', 'Bob', 'Cid', 'Dan', 'Eve'], { cwd }).stderr, /^error: --players: ";" ends with ";"/);
  assert.equal(readdirSync(cwd).filter((f) => f !== 'games'), [], 'nothing written');
});

test('given a Russian game whose log was changed, status says what is wrong in Russian, at the same file:line, with its code', () => {
  const { cwd, log } = russianGame();
  const original = readFileSync(log, 'utf8');
  const broken: [string, string, RegExp, string][] = [
    ['an event out of sequence', original.replace(/seq: 2\n/, 'seq: 7\n'), /^ошибка: .*g\.yaml:\d+: событие 7: номера событий идут подряд 1, 2, 3…: здесь должен быть 2$/m, 'log-sequence'],
    ['a header changed', original.replace(/^created: "?([^"\n]+)"?$/m, 'created: "2020-01-01T00:00:00.000Z"'), /^ошибка: .*g\.yaml:\d+: заголовок изменён после записи/m, 'log-header-changed'],
    ['an event changed', original.replace(/roles: \[ (\w+), (\w+),/, 'roles: [ $2, $1,'), /событие 1: событие изменено, вставлено или удалено после записи/, 'log-event-changed'],
    ['an unknown field in the header', original.replace(/^lang: ru$/m, 'lang: ru\ncolour: red'), /заголовок: лишнее поле `colour`/, 'log-header-shape'],
    ['broken YAML', `${original}events: [\n`, /^ошибка: .*g\.yaml:\d+: файл не читается: ошибка разметки/m, 'log-not-yaml'],
  ];
  for (const [what, text, ru, code] of broken) {
    assert.is.not(text, original, `${what}: the file was changed`);
    writeFileSync(log, text);
    const r = runCli(['status', 'g', '--json'], { cwd });
    assert.is(r.code, 1, what);
    assert.match(r.stderr, ru, `${what}: ${r.stderr}`);
    assert.equal(latinLeft(r.stderr), [], `${what}: no English in ${r.stderr}`);
    const json = JSON.parse(r.stdout).error;
    assert.is(json.said.code, code, what);
    assert.is(json.lang, 'ru');
  }
  // An English game's log says the same problem in English.
  const en = scratch();
  assert.is(runCli(['new', 'g', '--players', 'Ann', 'Bob', 'Cid', 'Dan', 'Eve', '--seed', FIXED_SEED], { cwd: en }).code, 0);
  const enLog = join(en, 'games', 'g.yaml');
  writeFileSync(enLog, readFileSync(enLog, 'utf8').replace(/seq: 2\n/, 'seq: 7\n'));
  assert.match(runCli(['status', 'g'], { cwd: en }).stderr, /^error: .*g\.yaml:\d+: event 7: sequence numbers must run 1, 2, 3…: expected 2$/m);
});

test('given a Russian game, a player the moderator names wrongly is refused in Russian, the hint too', () => {
  const { cwd } = russianGame();
  const r = runCli(['nominate', 'g', 'Бори'], { cwd });
  assert.is(r.code, 2);
  assert.is(r.stderr, 'ошибка: игрока «Бори» нет: может быть, Борис?\nигроки: 1. Аня, 2. Борис, 3. Вера, 4. Глеб, 5. Даша\n');
  assert.match(runCli(['vote', 'g', '7=ja'], { cwd }).stderr, /^ошибка: места 7 нет: места от 1 до 5/);
  assert.match(runCli(['vote', 'g', 'Аня=может'], { cwd }).stderr, /^ошибка: «может» — не голос/);
  // A rule refusal names the rule in the game's language too, and what the game takes instead.
  assert.is(runCli(['vote', 'g', '1=ja'], { cwd }).stderr, 'ошибка: сейчас нельзя голосовать: игра ждёт, когда Аня выдвинет кандидата в канцлеры (правила, §2.2 Выдвижение)\nвыполните: chancery nominate g <Борис|Вера|Глеб|Даша>\n');
  // Commands that fail before they read the log learn its language from the header the command names.
  assert.match(runCli(['status', 'g', '--as', 'Xyz'], { cwd }).stderr, /^ошибка: игрока «Xyz» нет\nигроки: /);
  assert.match(runCli(['claim', 'g', '1', 'FFL'], { cwd }).stderr, /^ошибка: ещё никого не выдвигали/);
  assert.match(runCli(['post', 'g', 'nope'], { cwd }).stderr, /^ошибка: «nope» — нет такого поста/);
  assert.match(runCli(['nominate', 'g', 'Борис', '--deadline', 'soon'], { cwd }).stderr, /^ошибка: «soon» — не срок/);
});

/** Every `.saying('code'` in src/, with the file it is in. */
function saidCodes(): Map<string, string> {
  const codes = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts')) {
        // The first argument: a code, or a choice of codes (`cond ? 'a' : 'b'`).
        for (const m of readFileSync(path, 'utf8').matchAll(/\.saying\(([^{)]*)/g)) {
          for (const q of m[1].matchAll(/(?:^|[?:]\s*)'([\w-]+)'/g)) codes.set(q[1], path);
        }
      }
    }
  };
  walk(join(ROOT, 'src'));
  return codes;
}

test('every error code the sources say has its Russian wording in templates/ru/errors.yaml', () => {
  const words = load(readFileSync(join(ROOT, 'templates', 'ru', 'errors.yaml'), 'utf8')) as Record<string, unknown>;
  const codes = saidCodes();
  assert.ok(codes.size >= 30, `found ${codes.size} codes`);
  for (const [code, file] of codes) assert.ok(code in words, `${code} (${file}) has no Russian wording`);
});

test.run();
