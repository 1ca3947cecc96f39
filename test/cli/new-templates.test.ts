// `new --templates`: a moderator's own templates, named in the hashed header at creation.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, scratch, readGame, FIXED_SEED } from '../support/cli.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

test('given new --templates, the opening post comes from the moderator\'s own template', () => {
  const cwd = scratch();
  mkdirSync(join(cwd, 'house', 'en', 'post'), { recursive: true });
  writeFileSync(join(cwd, 'house', 'en', 'post', 'opening.hbs'), 'Welcome to our table, {{b "friends"}}!\n');
  const created = runCli(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--templates', 'house'], { cwd });
  assert.is(created.code, 0, created.stderr);
  assert.match(readGame(cwd, 'g'), /^templates: \.\.\/house$/m);
  const post = runCli(['post', 'g', 'opening'], { cwd });
  assert.is(post.code, 0, post.stderr);
  assert.match(post.stdout, 'Welcome to our table, **friends**!');
});

test('when the override is broken, post names the file and line and what was expected', () => {
  const cwd = scratch();
  mkdirSync(join(cwd, 'house', 'en', 'post'), { recursive: true });
  runCli(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--templates', 'house'], { cwd });
  writeFileSync(join(cwd, 'house', 'en', 'post', 'opening.hbs'), 'Hello\n{{#if open}} never closed\n');
  const post = runCli(['post', 'g', 'opening'], { cwd });
  assert.is(post.code, 1);
  // The block is never closed, so Handlebars reports it where the file ends (line 3).
  assert.match(post.stderr, /house\/en\/post\/opening\.hbs:3: Expecting .*OPEN_ENDBLOCK.*got 'EOF'/);
});

test('when the templates folder does not exist, new refuses and writes nothing', () => {
  const cwd = scratch();
  const r = runCli(['new', 'g', '--players', ...PLAYERS, '--templates', 'nowhere'], { cwd });
  assert.is(r.code, 2);
  assert.match(r.stderr, /--templates: there is no folder .*nowhere/);
  assert.not.ok(runCli(['status', 'g'], { cwd }).code === 0);
});

test.run();
