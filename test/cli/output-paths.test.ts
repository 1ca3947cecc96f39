// Where commands write: a folder named for output must be a folder (publish --out).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, scratch } from '../support/cli.js';
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

test.run();
