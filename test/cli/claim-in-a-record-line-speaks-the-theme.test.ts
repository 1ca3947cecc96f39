// A claim is typed in any theme's letters or words (FFL, "fascist fascist liberal"): the claims
// post and the claim command show it in the game's (SSL in Secret Russian). The line that names a
// claim among the log's records (undo's note of what it leaves in place) showed it as typed: "Alice
// claims as Premier of Cabinet 1: FFL", Secret Hitler's letters in a Secret Russian game. Given
// English and Russian Secret Russian games (RULES.md: Fascist is Subversive there; its letters
// S, П in templates/themes/secret-russian.yaml), the line shows the claim in the theme's letters.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, runOk, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

/** A Secret Russian game whose first Premier has drawn, a claim about that hand, then undo. */
function claimThenUndo(names: string[], claim: string, ...flags: string[]): string {
  const cwd = scratch('chancery-claim-record-line-');
  const run = (args: string[]) => runOk(args, { cwd, env });
  run(['new', 'g', '--players', ...names, '--theme', 'secret-russian', '--seed', FIXED_SEED, ...flags]);
  run(['nominate', 'g', names[1]]);
  run(['vote', 'g', ...names.map((n) => `${n}=ja`)]);
  run(['claim', 'g', names[0], claim]);
  return run(['undo', 'g', '--yes']);
}

test('given an English Secret Russian game, undo names a claim typed FFL in the theme\'s letters, SSL', () => {
  const out = claimThenUndo(['Ann', 'Igor', 'Vera', 'Dmitri', 'Maria'], 'FFL');
  assert.match(out, /Ann claims as Premier of Cabinet 1: SSL/);
  assert.not.match(out, /FFL/);
});

test('given a Russian Secret Russian game, undo names a claim typed in words in the theme\'s letters, ППЛ', () => {
  const out = claimThenUndo(['Анна', 'Игорь', 'Вера', 'Дмитрий', 'Мария'], 'фашистский фашистский либеральный', '--lang', 'ru');
  assert.match(out, /: ППЛ/);
  assert.not.match(out, /фашистский/);
});

test.run();
