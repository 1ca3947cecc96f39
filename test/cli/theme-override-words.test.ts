// A moderator's own theme file re-words what it gives and keeps the built-in words for the rest:
// a file written for an older version, before a template came to use a word (`title`, `letters`),
// still renders. Given $CHANCERY_HOME/templates/themes/secret-russian.yaml that names only the
// Premier, when the moderator starts and plays a Secret Russian game, then every post and message
// renders, with the file's word for the Premier and the built-in ones (Director, Cabinet, decrees)
// for everything else.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, scratch } from '../support/cli.js';

const PLAYERS = ['Ann', 'Igor', 'Vera', 'Dmitri', 'Maria'];

function home(themeFile: string, wordsFile?: string): { cwd: string; env: Record<string, string> } {
  const cwd = scratch();
  const templates = join(cwd, 'home', 'templates');
  mkdirSync(join(templates, 'themes'), { recursive: true });
  writeFileSync(join(templates, 'themes', 'secret-russian.yaml'), themeFile);
  if (wordsFile !== undefined) {
    mkdirSync(join(templates, 'en'), { recursive: true });
    writeFileSync(join(templates, 'en', 'words.yaml'), wordsFile);
  }
  return { cwd, env: { CHANCERY_HOME: join(cwd, 'home'), CHANCERY_NOW: '2026-12-01T10:00:00Z' } };
}

test('given a theme file that names only the Premier, the game is created and its nomination post names the Premier so, the rest as built in', () => {
  const { cwd, env } = home('en:\n  president: First Minister\n');
  const created = runCli(['new', 'sr', '--players', ...PLAYERS, '--theme', 'secret-russian'], { cwd, env });
  assert.is(created.code, 0, created.stderr);
  const outbox = join(cwd, 'home', 'games', 'sr', 'outbox');
  const roleCards = readdirSync(outbox).map((f) => readFileSync(join(outbox, f), 'utf8'));
  assert.is(roleCards.length, 5);
  // The built-in title of the theme (the file gives none).
  for (const card of roleCards) assert.match(card, /Secret Russian/);

  const nominated = runCli(['nominate', 'sr', 'Igor'], { cwd, env });
  assert.is(nominated.code, 0, nominated.stderr);
  assert.match(nominated.stdout, /### Cabinet 1: nomination/);
  assert.match(nominated.stdout, /First Minister \*\*Ann\*\* nominates \*\*Igor\*\* as Director\./);
  assert.match(nominated.stdout, /Loyalist Decrees/);
  assert.not.match(nominated.stdout, /Premier|President|Chancellor/);
});

test('given a theme file without the game\'s language, and an own words.yaml with one word, the built-in words fill the rest', () => {
  const { cwd, env } = home('ru:\n  president: Первый министр\n', 'noClaims: Nothing claimed so far.\n');
  const created = runCli(['new', 'sr', '--players', ...PLAYERS, '--theme', 'secret-russian'], { cwd, env });
  assert.is(created.code, 0, created.stderr);
  const nominated = runCli(['nominate', 'sr', 'Igor'], { cwd, env });
  assert.is(nominated.code, 0, nominated.stderr);
  assert.match(nominated.stdout, /Premier \*\*Ann\*\* nominates \*\*Igor\*\* as Director\./);
  const claims = runCli(['post', 'sr', 'claims'], { cwd, env });
  assert.is(claims.code, 0, claims.stderr);
  // The file's word, and the built-in ones beside it (the heading's "claims", the letters' note).
  assert.match(claims.stdout, /Nothing claimed so far\./);
  assert.match(claims.stdout, /Secret Russian: sr: claims/);
});

test.run();
