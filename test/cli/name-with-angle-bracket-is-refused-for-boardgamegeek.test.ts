// BoardGameGeek's forum help (Forum Editor, "Beware the Html stripping feature with the < symbol"):
// "if you use a < symbol followed immediately by any character other than a space, then BGG will
// strip the rest of the post", the "<" and everything after it, without a warning. A name is in
// every post, so a name with such a "<" ("<3 Anna", "<b>Bob", or "Eve <", after which our own
// markup follows) would cut every BBCode thread post there. No escape is documented to survive it,
// so `new` and `replace` refuse the name, say why and what works, exit non-zero and write nothing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri'];

test('given a name with "<" before anything but a space, new refuses it naming BoardGameGeek, in the game\'s language, and writes no log', () => {
  for (const [name, lang] of [['<3 Anna', 'en'], ['<b>Bob', 'en'], ['Eve <', 'en'], ['Ann<Bo', 'ru']] as const) {
    const cwd = scratch('chancery-angle-');
    mkdirSync(join(cwd, 'games'));
    const r = runCli(['new', 'g', '--lang', lang, '--seed', FIXED_SEED, '--players', ...PLAYERS, name], { cwd });
    assert.is.not(r.code, 0, `${name}: ${r.stdout}`);
    assert.match(r.stderr, name, `${name}: ${r.stderr}`);
    assert.match(r.stderr, 'BoardGameGeek', r.stderr);
    if (lang === 'ru') assert.not.match(r.stderr, /\b(cannot|name|post|space)\b/, `English in ${r.stderr}`);
    assert.not.ok(existsSync(join(cwd, 'games', 'g.yaml')), `${name}: a log was written`);
  }
});

test('given "<" followed by a space, or no "<", new takes the name', () => {
  const cwd = scratch('chancery-angle-');
  mkdirSync(join(cwd, 'games'));
  const r = runCli(['new', 'g', '--seed', FIXED_SEED, '--players', ...PLAYERS, 'a < b', '>Eve>'], { cwd });
  assert.is(r.code, 0, r.stderr);
});

test('given a replacement named with "<" before a letter, replace refuses it and the log is unchanged', () => {
  const cwd = scratch('chancery-angle-');
  mkdirSync(join(cwd, 'games'));
  assert.is(runCli(['new', 'g', '--seed', FIXED_SEED, '--players', ...PLAYERS, 'Eve'], { cwd }).code, 0);
  const before = readFileSync(join(cwd, 'games', 'g.yaml'), 'utf8');
  const r = runCli(['replace', 'g', 'Eve', '<i>Ivy'], { cwd });
  assert.is.not(r.code, 0, r.stdout);
  assert.match(r.stderr, 'BoardGameGeek', r.stderr);
  assert.is(readFileSync(join(cwd, 'games', 'g.yaml'), 'utf8'), before);
});

test.run();
