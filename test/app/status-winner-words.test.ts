// `status` of a finished English Secret Hitler game said "the game is over: the liberals won" where
// the decision that ended it (and every Russian or themed game's status) said "the Liberals won": the
// team's name, capitalised as the posts and role cards write it. Found running a game to five
// Liberal policies: `enact` printed "Next: the game is over: the Liberals won", `status` then
// "Next: the game is over: the liberals won".
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { status } from '../../src/commands/status.js';
import { createGame, play, scratchContext, strategy, NAMES } from '../cli/drive.js';

test('given an English game the Fascists won, status says the Fascists won, with the team named as the posts name it', async () => {
  const ctx = scratchContext();
  await createGame(ctx, 'g', NAMES.slice(0, 7));
  await play(ctx, 'g', strategy('fascist', 'words'));
  const s = await status({ game: 'g' }, ctx);
  assert.equal(s.view.winner?.winner, 'fascist');
  assert.is(s.waitingFor, 'the game is over: the Fascists won');
});

test.run();
