// A veto refused cannot be asked again in that session (RULES §2.7): the refusal of a second request
// names the card the Chancellor must now enact in the theme's word, as every other refusal of an
// English game of another theme does (a Secret Russian Director enacts a decree, a Service Rat
// Ratcatcher a law). Before, it said "must enact a policy" in every theme.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';

const PLAYERS = ['Ann', 'Igor', 'Vera', 'Dmitri', 'Maria'];

/**
 * A game whose veto is open from the start (five Fascist policies down), at its second veto request:
 * Ann refused Igor's first. The fixed seed deals Hitler to the fourth seat (test/support/hitler-elected.ts),
 * so electing Igor does not end the game.
 */
function secondRequest(theme: string): string {
  const cwd = scratch();
  const run = (...args: string[]) => runOk(args, { cwd });
  run('new', 'g', '--players', ...PLAYERS, '--theme', theme, '--option', 'startingFascistPolicies=5', '--seed', FIXED_SEED);
  run('nominate', 'g', 'Igor');
  run('vote', 'g', ...PLAYERS.map((_, i) => `${i + 1}=ja`));
  run('discard', 'g', '1');
  run('veto', 'g', 'request');
  run('veto', 'g', 'refuse');
  const again = runCli(['veto', 'g', 'request'], { cwd });
  assert.is(again.code, 1, again.stderr);
  return again.stderr.split('\n')[0];
}

test('given English Secret Russian and Service Rat games whose veto was refused, a second request says the Director must enact a decree, the Ratcatcher a law', () => {
  for (const [theme, card] of [['secret-russian', 'decree'], ['service-rat', 'law']]) {
    const line = secondRequest(theme);
    assert.match(line, /^error: Ann already refused a veto in this session: Igor must enact a /);
    assert.match(line, new RegExp(`must enact a ${card} \\(`), line);
    assert.not.match(line, /[Pp]olicy/, line);
  }
});

test('given an English Secret Hitler game whose veto was refused, a second request keeps its policy', () => {
  assert.match(secondRequest('secret-hitler'), /^error: Ann already refused a veto in this session: Igor must enact a policy \(RULES §2\.7 Veto\)$/);
});

test.run();
