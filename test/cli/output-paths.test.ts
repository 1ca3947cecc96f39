// Where commands write: a folder named for output must be a folder (publish --out, import's
// target), and a game id given to `new` is an id, never a path outside games/.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, scratch, SHARED } from '../support/cli.js';
import { playHitlerElected } from '../support/hitler-elected.js';

/** Every file under `dir`, with its bytes: what a refused command must leave as it was. */
function snapshot(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && !e.name.endsWith('.lock'))
    .map((e) => `${join(e.parentPath, e.name)} ${readFileSync(join(e.parentPath, e.name)).toString('base64')}`).sort();
}

test('given a finished game, when publish --out names an existing regular file, then it refuses (exit 2) saying it is a file, and writes nothing', () => {
  const cwd = scratch();
  playHitlerElected(cwd);
  writeFileSync(join(cwd, 'notes.txt'), 'the moderator\'s notes\n');
  const before = snapshot(cwd);
  const r = runCli(['publish', 'g1', '--out', 'notes.txt'], { cwd });
  assert.is(r.code, 2, r.stderr);
  assert.match(r.stderr, /^error: --out: .*notes\.txt is a file, not a folder/m);
  assert.not.match(r.stderr, /internal error|EEXIST/);
  assert.equal(snapshot(cwd), before);
});

test('given a finished Russian game, publish --out naming a file refuses in Russian', () => {
  const cwd = scratch();
  playHitlerElected(cwd, 'ru');
  writeFileSync(join(cwd, 'notes.txt'), 'заметки\n');
  const r = runCli(['publish', 'g1', '--out', 'notes.txt'], { cwd });
  assert.is(r.code, 2, r.stderr);
  assert.match(r.stderr, /^ошибка: --out: .*notes\.txt — это файл, а не папка/m);
});

test('given an id ending in .yaml, new refuses it (exit 2) and says the id to type; nothing is written', () => {
  const cwd = scratch();
  const r = runCli(['new', 'x.yaml', '--players', 'A', 'B', 'C', 'D', 'E'], { cwd });
  assert.is(r.code, 2, r.stderr);
  assert.match(r.stderr, /"x\.yaml" is a file name, not a game id: .*chancery new x /);
  const ru = runCli(['new', 'x.yml', '--lang', 'ru', '--players', 'A', 'B', 'C', 'D', 'E'], { cwd });
  assert.is(ru.code, 2, ru.stderr);
  assert.match(ru.stderr, /^ошибка: «x\.yml» — это имя файла, а не имя игры: .*chancery new x /m);
  assert.equal(readdirSync(cwd), []);
});

test('given import into a path that is a regular file, it says the target is a file, not a folder, and writes nothing', () => {
  const cwd = scratch();
  const games = join(cwd, 'one.jsonl');
  writeFileSync(games, `${readFileSync(join(SHARED, 'real-games', 'secrethitler-io-games.jsonl'), 'utf8').split('\n')[0]}\n`);
  writeFileSync(join(cwd, 'target'), 'a file\n');
  const before = snapshot(cwd);
  const r = runCli(['import', 'secrethitler-io', games, 'target'], { cwd });
  assert.is(r.code, 2, r.stderr);
  assert.match(r.stderr, /target is a file, not a folder/);
  assert.not.match(r.stderr, /already exists/);
  assert.equal(snapshot(cwd), before);
  assert.ok(!existsSync(join(cwd, 'target.yaml')));
});

test('given two different games of one id (two demos), publishing the second into the folder of the first is refused and leaves the first\'s files; the same game again is published over itself', () => {
  const cwd = scratch();
  for (const [dir, seed] of [['one', 'a'], ['two', 'b']]) assert.is(runCli(['demo', '--seed', seed, '--dir', dir, '--json'], { cwd }).code, 0);
  assert.is(runCli(['publish', 'one/games/demo-1.yaml', '--out', 'pub'], { cwd }).code, 0);
  const before = snapshot(join(cwd, 'pub'));
  const r = runCli(['publish', 'two/games/demo-1.yaml', '--out', 'pub'], { cwd });
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stderr, /^error: --out: .*demo-1\.public\.yaml holds another game called demo-1 .*: publish into another folder/m);
  assert.equal(snapshot(join(cwd, 'pub')), before);
  assert.is(runCli(['publish', 'one/games/demo-1.yaml', '--out', 'pub'], { cwd }).code, 0);
  assert.equal(snapshot(join(cwd, 'pub')), before);
});

test.run();
