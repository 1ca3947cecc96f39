// `history` before the first nomination says there is nothing yet in the game's own word for a
// government: a Secret Russian game has Cabinets (templates/themes/secret-russian.yaml), as its
// `post history` ("No Cabinet yet.") and the claim refusal say. Before, the terminal line said
// "no government has been nominated yet" in every theme.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runOk, scratch } from '../support/cli.js';

const PLAYERS = ['Ann', 'Igor', 'Vera', 'Dmitri', 'Maria'];

test('given an English Secret Russian game before its first nomination, history says no Cabinet has been nominated yet', () => {
  const cwd = scratch();
  runOk(['new', 'sr', '--players', ...PLAYERS, '--theme', 'secret-russian'], { cwd });
  const printed = runOk(['history', 'sr'], { cwd });
  assert.match(printed, /^sr: no Cabinet has been nominated yet$/m);
  assert.not.match(printed, /government/i);
});

test('given an English Secret Hitler game before its first nomination, history keeps its own word: no government', () => {
  const cwd = scratch();
  runOk(['new', 'sh', '--players', ...PLAYERS], { cwd });
  assert.match(runOk(['history', 'sh'], { cwd }), /^sh: no government has been nominated yet$/m);
});

test.run();
