// A moderator's own templates (docs/render.md, "Overrides") in a Russian game: when one is broken
// or missing, every line the CLI prints is Russian (the rule "no English word in a Russian game"),
// naming the file and line and what is wrong; the only Latin left is paths, the players' names, the
// game's id and the template code the moderator wrote, quoted in `backticks`. --json stays JSON,
// with the error's code and Handlebars' own words as a fact. Given a game made with
// `new --lang ru --templates my`, each broken file is written by hand here.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';
import { latinWords } from './latin.js';

const NAMES = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'];

function english(text: string, cwd: string): string[] {
  // (and whole paths, Cyrillic file names among them: .../post/нет.md.hbs)
  return latinWords(text.replace(/`[^`\n]*`/g, ' ').replace(/\S*\/\S*/g, ' '), { game: 'g', dir: cwd, names: NAMES });
}

function russianGame(): string {
  const cwd = scratch();
  for (const dir of ['my/ru/post', 'my/themes']) mkdirSync(join(cwd, dir), { recursive: true });
  runOk(['new', 'g', '--lang', 'ru', '--players', ...NAMES, '--seed', FIXED_SEED, '--templates', 'my'], { cwd });
  return cwd;
}

test('given a broken nomination post of the moderator\'s own, nominate records the decision and says in Russian why there is no post', () => {
  const cwd = russianGame();
  writeFileSync(join(cwd, 'my', 'ru', 'post', 'nomination.hbs'), 'Выдвижение\n{{#if board}}не закрыт\n');
  const run = runCli(['nominate', 'g', 'Борис'], { cwd });
  assert.is(run.code, 0, run.stderr);
  const all = run.stdout + run.stderr;
  assert.ok(all.includes(`${join(cwd, 'my', 'ru', 'post', 'nomination.hbs')}:3`), all);
  assert.match(all, /пост собрать не удалось: шаблон .*nomination\.hbs:3: блок не закрыт/);
  assert.equal(english(all, cwd), [], all);
});

test('given a broken or missing template or words file of the moderator\'s own, post refuses in Russian, and --json stays JSON', () => {
  const cwd = russianGame();
  const post = join(cwd, 'my', 'ru', 'post', 'opening.hbs');
  const theme = join(cwd, 'my', 'themes', 'secret-hitler.yaml');
  const words = join(cwd, 'my', 'ru', 'words.yaml');
  // [file, its text, what the Russian sentence says]
  const cases: [string, string, RegExp][] = [
    [post, 'Начало\n{{#if board}}не закрыт\n', /opening\.hbs:3: блок не закрыт/],
    [post, 'Начало\n{{#if board}}\nx{{/each}}\n', /opening\.hbs:2: блок `\{\{#if\}\}` закрыт концом другого блока/],
    [post, 'Начало {{#if}\n', /opening\.hbs:1: запись в этой строке не разобрать/],
    [post, 'Начало {{подсказка board}}\n', /opening\.hbs: нет помощника `подсказка`/],
    [post, 'Начало {{> вставка}}\n', /opening\.hbs: нет вставки `вставка`/],
    [post, 'Начало {{include "post/нет"}}\n', /opening\.hbs: нет шаблона post\/нет; искали: /],
    [post, 'Начало {{t "нет.слова"}}\n', /opening\.hbs: в словах темы нет слова `нет\.слова`/],
    [theme, 'ru:\n  president: [Президент\n', /secret-hitler\.yaml:3: файл слов не читается/],
    [theme, 'ru: 5\n', /secret-hitler\.yaml: нет раздела `ru:`/],
    [words, '5\n', /words\.yaml: это не словарь/],
  ];
  for (const [file, text, says] of cases) {
    writeFileSync(file, text);
    const run = runCli(['post', 'g', 'opening'], { cwd });
    assert.is(run.code, 1, `${text}: ${run.stderr}`);
    assert.match(run.stderr, /^ошибка: /);
    assert.match(run.stderr, says);
    assert.equal(english(run.stdout + run.stderr, cwd), [], run.stderr);
    const json = runCli(['post', 'g', 'opening', '--json'], { cwd });
    assert.is(json.code, 1);
    const error = JSON.parse(json.stdout).error;
    assert.is(error.kind, 'template');
    assert.is(error.lang, 'ru');
    assert.match(error.message, says);
    assert.ok(['template', 'theme-file'].includes(error.said.code), JSON.stringify(error));
    rmSync(file);
  }
});

test.run();
