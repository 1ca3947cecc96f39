// `chancery stats` over a league whose games are in different languages: `--lang en|ru` always
// wins; without it the league is worded in the language most of its finished games use, on a tie
// the language of the game written last (README, `stats --help`). Its words are its games' theme words in that language.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { utimesSync } from 'node:fs';
import { stats } from '../../src/commands/stats.js';
import { newGame } from '../../src/commands/new.js';
import { openGame } from '../../src/game/open.js';
import { runCli } from '../support/cli.js';
import { hitlerElected, leagueContext, logPath, seed } from './support.js';
import type { Lang, ThemeName } from '../../src/log/records.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

/** A folder of finished games (Hitler elected at once), one per [language, theme]. */
async function leagueOf(games: [Lang, ThemeName][]) {
  const ctx = leagueContext();
  let i = 0;
  for (const [lang, theme] of games) {
    const id = `g${++i}`;
    await newGame({ id, players: NAMES, seed: seed(i), option: ['startingFascistPolicies=3'], theme, lang }, ctx);
    await hitlerElected(ctx, id, NAMES, openGame(logPath(ctx, id)).state.roles!);
  }
  return ctx;
}

const SH = 'secret-hitler' as const;

test('given a league of Russian games only, stats is in Russian', async () => {
  const r = await stats({}, await leagueOf([['ru', SH], ['ru', SH]]));
  assert.is(r.lang, 'ru');
  assert.ok(r.post.startsWith('### Лига: 2 завершённые игры'), r.post);
});

test('given two Russian games and one English, stats is in Russian (the language most games use)', async () => {
  const r = await stats({}, await leagueOf([['ru', SH], ['en', SH], ['ru', SH]]));
  assert.is(r.lang, 'ru');
  assert.ok(r.post.startsWith('### Лига: 3 завершённые игры'), r.post);
  assert.not.match(r.post, /League|Player|Wins/);
});

test('given two English games and one Russian, stats is in English; on a tie, the language of the game written last', async () => {
  assert.is((await stats({}, await leagueOf([['en', SH], ['ru', SH], ['en', SH]]))).lang, 'en');
  const ctx = await leagueOf([['ru', SH], ['en', SH]]);
  const at = (id: string, seconds: number) => { const t = new Date(Date.parse('2026-12-01T00:00:00Z') + seconds * 1000); utimesSync(logPath(ctx, id), t, t); };
  at('g1', 2000);
  at('g2', 1000);
  const tie = await stats({}, ctx);
  assert.is(tie.lang, 'ru');
  assert.ok(tie.post.startsWith('### Лига: 2 завершённые игры'), tie.post);
  at('g2', 3000);
  const other = await stats({}, ctx);
  assert.is(other.lang, 'en');
  assert.ok(other.post.startsWith('### League: 2 finished games'), other.post);
});

test('given --lang, it wins over the games\' languages either way, and an unknown language exits 2', async () => {
  const russian = await leagueOf([['ru', SH], ['ru', SH]]);
  const en = runCli(['stats', '--lang', 'en'], { cwd: russian.cwd, env: { CHANCERY_HOME: russian.cwd } });
  assert.is(en.code, 0, en.stderr);
  assert.match(en.stdout, /### League: 2 finished games/);
  assert.not.match(en.stdout, /[А-Яа-яЁё]/, 'no Russian word in an English league');
  const english = await leagueOf([['en', SH], ['en', SH]]);
  const ru = runCli(['stats', '--lang', 'ru', '--json'], { cwd: english.cwd, env: { CHANCERY_HOME: english.cwd } });
  assert.is(ru.code, 0, ru.stderr);
  const json = JSON.parse(ru.stdout) as { lang: string; post: string };
  assert.is(json.lang, 'ru');
  assert.ok(json.post.startsWith('### Лига: 2 завершённые игры'), json.post);
  const bad = runCli(['stats', '--lang', 'de'], { cwd: english.cwd, env: { CHANCERY_HOME: english.cwd } });
  assert.is(bad.code, 2, bad.stderr);
  assert.match(bad.stderr, /de/);
  assert.match(bad.stderr, /en, ru/);
});

test('given no finished game yet, the language most of the running games use words the (empty) league', async () => {
  const ctx = leagueContext();
  for (const [id, lang] of [['a', 'ru'], ['b', 'en'], ['c', 'ru']] as const) await newGame({ id, players: NAMES, seed: seed(9), lang }, ctx);
  const r = await stats({}, ctx);
  assert.equal([r.games, r.unfinished, r.lang], [[], ['a', 'b', 'c'], 'ru']);
});

test('stats --help states the language rule', () => {
  const r = runCli(['stats', '--help'], { cwd: leagueContext().cwd });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /--lang <lang>/);
  assert.match(r.stdout, /most/);
  assert.match(r.stdout, /tie/);
});

test('given a Secret Russian league in both languages, stats says the theme\'s words in the league\'s language, and names its theme', async () => {
  const r = await stats({}, await leagueOf([['en', 'secret-russian'], ['ru', 'secret-russian'], ['en', 'secret-russian']]));
  assert.is(r.lang, 'en');
  assert.is(r.theme, 'secret-russian', 'one theme: the league is that theme\'s, whatever the languages');
  const header = r.post.split('\n').find((l) => l.startsWith('| Player'));
  assert.is(header, '| Player | Games | Wins | Win rate | as Loyalist | as Subversive | as Secret Russian | Premier | Director | Enacted L/S |');
  // Forced into Russian, the same league says its Russian words.
  const ru = await stats({ lang: 'ru' }, await leagueOf([['en', 'secret-russian'], ['en', 'secret-russian']]));
  const ruHeader = ru.post.split('\n').find((l) => l.startsWith('| Игрок'));
  assert.is(ruHeader, '| Игрок | Игры | Победы | Доля побед | Лоялист | Подрывник | Тайный Русский | Премьер | Директор | Принято Л/П |');
});

test.run();
