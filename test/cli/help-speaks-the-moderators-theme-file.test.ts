// A moderator's own theme file (the game's --templates folder, or $CHANCERY_HOME/templates: see
// docs/render.md) renames an office: the game's posts say its word. Help about that game said the
// built-in one (Premier), so the moderator read of an office the game has no more. Given a game
// whose theme file names the Premier "First Minister", help about it says "First Minister"; so
// does help for a Secret Hitler game whose file names the President "Chairman".
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runOk, scratch } from '../support/cli.js';

const PLAYERS = ['Ann', 'Igor', 'Vera', 'Dmitri', 'Maria'];
const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

/** A folder of own templates holding one theme file. */
function themeFile(dir: string, theme: string, text: string): void {
  mkdirSync(join(dir, 'themes'), { recursive: true });
  writeFileSync(join(dir, 'themes', `${theme}.yaml`), text);
}

test('given a Secret Russian game whose --templates folder names the Premier "First Minister", help about the game says First Minister', () => {
  const cwd = scratch('chancery-help-own-theme-');
  themeFile(join(cwd, 'mine'), 'secret-russian', 'en:\n  president: First Minister\n');
  runOk(['new', 'sr', '--players', ...PLAYERS, '--theme', 'secret-russian', '--templates', 'mine', '--seed', FIXED_SEED], { cwd, env });
  // The game's post says the file's word: help about it says the same.
  assert.match(runOk(['nominate', 'sr', 'Igor'], { cwd, env }), /First Minister \*\*Ann\*\* nominates/);
  runOk(['undo', 'sr', '--yes'], { cwd, env });
  const help = runOk(['nominate', 'sr', '--help'], { cwd, env });
  assert.match(help, /the candidate for First Minister nominates a Director/);
  assert.not.match(help, /Premier|President/);
});

test('given a Secret Hitler game and $CHANCERY_HOME/templates naming the President "Chairman", help about the game says Chairman', () => {
  const cwd = scratch('chancery-help-home-theme-');
  const home = join(cwd, 'home');
  themeFile(join(home, 'templates'), 'secret-hitler', 'en:\n  president: Chairman\n');
  const withHome = { ...env, CHANCERY_HOME: home };
  runOk(['new', 'sh', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd, env: withHome });
  const help = runOk(['nominate', 'sh', '--help'], { cwd, env: withHome });
  assert.match(help, /the candidate for Chairman nominates a Chancellor/);
  assert.not.match(help, /President/);
});

test.run();
