// `mail check <game>` for a game that is not there (a typo) is refused as status refuses it: "<path>:
// no such game log" with the games the folder holds, in the folder's language, exit 1, and nothing
// made on disk. Before, it made an empty games/<typo>/ folder and said "mail works". A game whose
// mail is set up before `new` (its folder holds mail.yaml) is still checked.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';

for (const [lang, players, expected] of [
  ['en', ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], (path: string) => `error: ${path}: no such game log\ngames in ${path.replace(/\/g8\.yaml$/, '')}: r\n`],
  ['ru', ['Анна', 'Борис', 'Вера', 'Глеб', 'Дарья'], (path: string) => `ошибка: ${path}: такого журнала игры нет\nигры в папке: r\n`],
] as const) {
  test(`${lang}: mail check of a game that is not there is refused and makes nothing`, () => {
    const cwd = scratch();
    runOk(['new', 'r', '--lang', lang, '--players', ...players, '--seed', FIXED_SEED], { cwd });
    const before = readdirSync(join(cwd, 'games')).sort();
    const r = runCli(['mail', 'check', 'g8'], { cwd, env: { NO_COLOR: '1' } });
    assert.is(r.code, 1, r.stdout + r.stderr);
    assert.is(r.stderr, expected(join(cwd, 'games', 'g8.yaml')));
    assert.is(r.stderr, runCli(['status', 'g8'], { cwd, env: { NO_COLOR: '1' } }).stderr, 'as status says it');
    assert.equal(readdirSync(join(cwd, 'games')).sort(), before, 'no games/g8/ folder');
  });
}

test('a game whose mail is set up before new (games/<id>/mail.yaml) is checked', () => {
  const cwd = scratch();
  mkdirSync(join(cwd, 'games', 'friday'), { recursive: true });
  writeFileSync(join(cwd, 'games', 'friday', 'mail.yaml'), 'transport: local\n');
  const r = runCli(['mail', 'check', 'friday'], { cwd, env: { NO_COLOR: '1' } });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /mail works/);
});

test.run();
