// An executed player whose gender nobody knows is marked by a state that needs no gender, "(игрок
// казнён)" (it agrees with «игрок»), as "(казнён)" and "(казнена)" mark the others: never by the
// noun "(казнь)". The same words in the status post and in the game-over post's roles.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runOk, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

test('given a Russian game where bob, a name of no known gender, was executed, when the status and game-over posts are printed, then bob is "(игрок казнён)" in both', () => {
  const cwd = scratch('chancery-ru-executed-');
  const run = (args: string[]) => runOk(args, { cwd, env });
  run(['new', 'k', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', 'bob', '--lang', 'ru', '--option', 'startingFascistPolicies=3', '--seed', 'b5'.repeat(32)]);
  run(['nominate', 'k', '2']);
  run(['vote', 'k', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja']);
  run(['discard', 'k', '1']);
  run(['enact', 'k', 'фашистский']);
  run(['execute', 'k', 'bob']);

  const status = run(['post', 'k', 'status']);
  // Вера is Hitler in this deal: elected Chancellor after three Fascist policies, the game ends.
  run(['nominate', 'k', 'Вера']);
  run(['vote', 'k', '1=ja', '2=ja', '3=ja', '4=ja']);
  const over = run(['post', 'k', 'game-over']);

  // The execution did not end the game: the thread was told bob is not Hitler (RULES §3).
  assert.match(status, /^- bob \(игрок казнён\) \(не Гитлер\)$/m);
  assert.match(over, /^- \*\*bob\*\*: \S+ \(игрок казнён\)$/m);
  assert.not.match(`${status}${over}`, /\(казнь\)/);
});

test.run();
