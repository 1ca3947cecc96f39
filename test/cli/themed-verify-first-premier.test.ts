// `verify` lists what it recomputed from the seed; with the option firstPresident=random that
// includes the first candidate, whom a Secret Russian game calls its Premier and a Service Rat game
// its Mayor (templates/themes/*.yaml). Before, the line said "the random first President" in every
// theme, on success and in the list of what a failed check covered.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli, runOk, scratch } from '../support/cli.js';

const PLAYERS = ['Ann', 'Igor', 'Vera', 'Dmitri', 'Maria'];
const OTHER_SEED = 'cd'.repeat(32);

function randomFirst(cwd: string, id: string, theme: string): void {
  runOk(['new', id, '--players', ...PLAYERS, '--theme', theme, '--option', 'firstPresident=random'], { cwd });
}

test('given English Secret Russian and Service Rat games with a random first candidate, verify names the Premier and the Mayor, clean or not', () => {
  const cwd = scratch();
  for (const [id, theme, office] of [['sr', 'secret-russian', 'Premier'], ['rat', 'service-rat', 'Mayor']]) {
    randomFirst(cwd, id, theme);
    const clean = runOk(['verify', id], { cwd });
    assert.match(clean, new RegExp(`^verified: ${id}: commitment, 1 deal, 1 shuffle, the random first ${office} follow from the seed`, 'm'));
    const wrong = runCli(['verify', id, '--seed', OTHER_SEED], { cwd });
    assert.is(wrong.code, 1, wrong.stderr);
    assert.match(wrong.stdout, new RegExp(`\\(checked: commitment, 1 deal, 1 shuffle, the random first ${office}\\)`));
    assert.not.match(clean + wrong.stdout.split('\n')[0], /President/);
  }
});

test('given an English Secret Hitler game with a random first candidate, verify keeps the President', () => {
  const cwd = scratch();
  randomFirst(cwd, 'sh', 'secret-hitler');
  assert.match(runOk(['verify', 'sh'], { cwd }), /, the random first President follow from the seed/);
});

test.run();
