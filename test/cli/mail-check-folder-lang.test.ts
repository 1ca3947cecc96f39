// `chancery mail check` with no game checks the moderator's own mail account (or the local
// mailbox), for every game of the folder: it speaks the language most of the folder's games use, as
// `list` does (on a tie, the language of the game written last; English with no games). It spoke English in a folder of Russian games.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';

const RU = ['Аня', 'Боря', 'Вася', 'Галя', 'Дима'];
const EN = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'];

function folder(games: { id: string; lang: 'en' | 'ru' }[], env: Record<string, string> = {}): string {
  const cwd = scratch('chancery-mail-check-lang-');
  for (const g of games) {
    const r = runCli(['new', g.id, '--lang', g.lang, '--players', ...(g.lang === 'ru' ? RU : EN), '--seed', FIXED_SEED], { cwd, env });
    assert.is(r.code, 0, r.stderr);
  }
  return cwd;
}

test('given a folder of two Russian games and an English one, mail check with no game speaks Russian', () => {
  const cwd = folder([{ id: 'a', lang: 'ru' }, { id: 'b', lang: 'ru' }, { id: 'c', lang: 'en' }]);
  const r = runCli(['mail', 'check'], { cwd });
  assert.is(r.code, 0, r.stderr);
  assert.equal(r.stdout.trim().split('\n').map((l) => l.split(':')[0]), ['ок   настройки', 'ок   запись в папку', 'почта работает']);
});

test('given a folder of Russian games, mail check of a game not created yet (its mail set up before new) speaks Russian', () => {
  const cwd = folder([{ id: 'a', lang: 'ru' }, { id: 'b', lang: 'ru' }]);
  // Its mail set up before new: its folder holds its mail.yaml (a game neither there nor set up is refused).
  mkdirSync(join(cwd, 'games', 'friday'), { recursive: true });
  writeFileSync(join(cwd, 'games', 'friday', 'mail.yaml'), 'transport: local\n');
  const r = runCli(['mail', 'check', 'friday'], { cwd });
  assert.is(r.code, 0, r.stderr);
  assert.equal(r.stdout.trim().split('\n').map((l) => l.split(':')[0]), ['ок   настройки', 'ок   запись в папку', 'почта работает']);
});

test('given a folder of English games, or as many English as Russian with the English one written last, mail check with no game speaks English', () => {
  for (const games of [[{ id: 'a', lang: 'en' as const }], [{ id: 'b', lang: 'ru' as const }, { id: 'a', lang: 'en' as const }]]) {
    const r = runCli(['mail', 'check'], { cwd: folder(games) });
    assert.is(r.code, 0, r.stderr);
    assert.match(r.stdout, /^ok {3}config: no mail\.yaml/m);
    assert.match(r.stdout, /^mail works$/m);
  }
});

test('given a moderator whose own mail.yaml is broken and whose games are Russian, the failed step is said in Russian', () => {
  const home = scratch('chancery-mail-check-home-');
  mkdirSync(join(home, 'games'), { recursive: true });
  const env = { CHANCERY_HOME: home };
  const cwd = folder([{ id: 'a', lang: 'ru' }], env);
  writeFileSync(join(home, 'mail.yaml'), 'transport: [unclosed\n');
  const r = runCli(['mail', 'check'], { cwd, env });
  assert.is(r.code, 1);
  const lines = r.stdout.trim().split('\n');
  assert.match(lines[0], /^СБОЙ настройки: /);
  assert.is(lines[lines.length - 1], 'почта не работает: см. шаг со сбоем выше');
});

test.run();
