// `chancery list` over a folder whose games are in different languages, by the rule `stats` has
// (README, `list --help`): `--lang en|ru` always wins; without it the list speaks the language most
// of its games use; on a tie, the language of the game written last. It speaks it whole: its header, every game's line (in that
// game's theme words) and why a log cannot be read.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { list } from '../../src/commands/list.js';
import { formatList } from '../../src/cli/print/league.js';
import { makeStyle } from '../../src/cli/print/style.js';
import { newGame } from '../../src/commands/new.js';
import { nominate } from '../../src/commands/nominate.js';
import { openGame } from '../../src/game/open.js';
import { runCli } from '../support/cli.js';
import { hitlerElected, leagueContext, logPath, seed } from './support.js';
import type { Context } from '../../src/cli/context.js';
import type { Lang, ThemeName } from '../../src/log/records.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const plain = makeStyle({ isTTY: false }, { NO_COLOR: '1' });

/** A folder of new games (each waits for Alice's nomination), one per [language, theme]: g1, g2... */
async function folderOf(games: [Lang, ThemeName?][]): Promise<Context> {
  const ctx = leagueContext();
  let i = 0;
  for (const [lang, theme] of games) await newGame({ id: `g${++i}`, players: NAMES, seed: seed(i), lang, theme: theme ?? 'secret-hitler' }, ctx);
  return ctx;
}

/** Sets when game `id`'s log was last written (its modification time), `seconds` after 2026-12-01. */
function writtenAt(ctx: Context, id: string, seconds: number): void {
  const t = new Date(Date.parse('2026-12-01T00:00:00Z') + seconds * 1000);
  utimesSync(logPath(ctx, id), t, t);
}

const cli = (ctx: Context, ...args: string[]) => runCli(['list', ...args], { cwd: ctx.cwd, env: { CHANCERY_HOME: ctx.cwd } });

/** The Latin words of a list once the players' names, the game ids and the folder are taken out. */
function latin(text: string, ctx: Context): string[] {
  let rest = text.split(join(ctx.cwd, 'games')).join(' ');
  for (const n of NAMES) rest = rest.split(n).join(' ');
  rest = rest.replace(/\b(g\d|broken)\b/g, ' ').replace(/\S*\.yaml(:\d+)?/g, ' ');
  return [...rest.matchAll(/[A-Za-z]{2,}/g)].map((m) => m[0]);
}

test('given two Russian games and one English, list speaks Russian: its header and every game\'s line, the English game\'s too', async () => {
  const ctx = await folderOf([['ru'], ['en'], ['ru']]);
  const r = await list({}, ctx);
  assert.is(r.lang, 'ru');
  const english = r.games.find((g) => g.id === 'g2')!;
  assert.is(english.lang, 'en', 'the game itself is still English');
  assert.is(english.waitingFor, 'ждём, когда Alice выдвинет кандидата в канцлеры');
  const text = formatList(r, plain);
  assert.ok(text.startsWith('Игр: 3, папка '), text);
  assert.equal(latin(text, ctx), [], text);
});

test('given two English games and one Russian, list speaks English', async () => {
  const ctx = await folderOf([['en'], ['ru'], ['en']]);
  const r = await list({}, ctx);
  assert.is(r.lang, 'en');
  assert.is(r.games.find((g) => g.id === 'g2')!.waitingFor, 'the game waits for Alice to nominate a Chancellor');
  const text = formatList(r, plain);
  assert.ok(text.startsWith('3 games in '), text);
  assert.not.match(text, /[А-Яа-яЁё]/);
});

// A Russian moderator's `list` in a folder of one Russian and one English game spoke English. On a
// tie the list speaks the language of the game written last: the one the moderator is running now.
test('given as many Russian games as English, list speaks the language of the game written last', async () => {
  const ctx = await folderOf([['ru'], ['en']]);
  writtenAt(ctx, 'g1', 2000);
  writtenAt(ctx, 'g2', 1000);
  const tie = await list({}, ctx);
  assert.is(tie.lang, 'ru');
  assert.ok(formatList(tie, plain).startsWith('Игр: 2, папка '));
  writtenAt(ctx, 'g2', 3000);
  assert.is((await list({}, ctx)).lang, 'en');
  // The same rule where a command names no game: help in that folder.
  assert.match(runCli(['--help'], { cwd: ctx.cwd, env: { CHANCERY_HOME: ctx.cwd } }).stdout, /^Usage: chancery/m);
  writtenAt(ctx, 'g1', 4000);
  assert.match(runCli(['--help'], { cwd: ctx.cwd, env: { CHANCERY_HOME: ctx.cwd } }).stdout, /[А-Яа-яЁё]/);
});

test('given --lang, it wins over the games\' languages either way, in each game\'s theme words; an unknown language exits 2', async () => {
  const russian = await folderOf([['ru', 'secret-russian'], ['ru']]);
  const en = cli(russian, '--lang', 'en');
  assert.is(en.code, 0, en.stderr);
  assert.match(en.stdout, /^2 games in /);
  assert.match(en.stdout, /^ {4}the game waits for Alice to nominate a Director$/m);
  assert.match(en.stdout, /^ {4}the game waits for Alice to nominate a Chancellor$/m);
  assert.not.match(en.stdout, /[А-Яа-яЁё]/, 'no Russian word in an English list');
  const english = await folderOf([['en', 'service-rat'], ['en']]);
  const ru = cli(english, '--lang', 'ru', '--json');
  assert.is(ru.code, 0, ru.stderr);
  const json = JSON.parse(ru.stdout) as { lang: string; games: { id: string; lang: string; waitingFor: string }[] };
  assert.is(json.lang, 'ru');
  assert.equal(json.games.map((g) => [g.id, g.lang, g.waitingFor]), [
    ['g1', 'en', 'ждём, когда Alice выдвинет кандидата в крысоловы'],
    ['g2', 'en', 'ждём, когда Alice выдвинет кандидата в канцлеры'],
  ]);
  const text = cli(english, '--lang', 'ru');
  assert.ok(text.stdout.startsWith('Игр: 2, папка '), text.stdout);
  const bad = cli(english, '--lang', 'de');
  assert.is(bad.code, 2, bad.stderr);
  assert.match(bad.stderr, /de/);
  assert.match(bad.stderr, /en, ru/);
});

test('given a Russian folder with a finished English game and a tampered English log, list says both in Russian', async () => {
  const ctx = await folderOf([['ru'], ['ru']]);
  await newGame({ id: 'g3', players: NAMES, seed: seed(7), option: ['startingFascistPolicies=3'] }, ctx);
  await hitlerElected(ctx, 'g3', NAMES, openGame(logPath(ctx, 'g3')).state.roles!);
  await newGame({ id: 'broken', players: NAMES, seed: seed(8) }, ctx);
  await nominate({ game: 'broken', chancellor: 'Bob' }, ctx);
  const path = logPath(ctx, 'broken');
  writeFileSync(path, readFileSync(path, 'utf8').replace('chancellor: 1', 'chancellor: 2'));
  const r = await list({}, ctx);
  assert.is(r.lang, 'ru');
  const text = formatList(r, plain);
  assert.match(text, /^ {4}игра окончена: победили Фашисты \(Гитлер избран Канцлером\)$/m, text);
  assert.match(text, /^broken {2}не читается: \S*broken\.yaml:\d+: .*событие изменено/m);
  assert.equal(latin(text, ctx), [], text);
});

test('list --help states the language rule', () => {
  const r = runCli(['list', '--help'], { cwd: leagueContext().cwd });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /--lang <lang>/);
  assert.match(r.stdout, /most/);
  assert.match(r.stdout, /tie/);
});

test.run();
