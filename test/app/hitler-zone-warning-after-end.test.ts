// The "Hitler zone" warning ("Fascist track 3/6. If Hitler is elected Chancellor, the Fascists win at
// once", RULES §3) warns of what may still happen. Once the game is over nothing may: found running a
// game to six Fascist policies, where `post <game> legislative` (the post of the decision that ended
// it, README "Thread posts") read "Fascist track 6/6. If Hitler is elected Chancellor, the Fascists win
// at once." under the winning enactment.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { post } from '../../src/commands/post.js';
import { status } from '../../src/commands/status.js';
import { createGame, play, scratchContext, strategy, NAMES } from '../cli/drive.js';

test('given a game the Fascists won with six Fascist policies, the legislative post that ended it warns of no Hitler election', async () => {
  const ctx = scratchContext();
  await createGame(ctx, 'g', NAMES.slice(0, 7));
  await play(ctx, 'g', strategy('fascist', 'zone'));
  const view = (await status({ game: 'g' }, ctx)).view;
  assert.equal(view.winner, { winner: 'fascist', reason: 'six-fascist' });
  for (const lang of ['markdown', 'bbcode'] as const) {
    const text = (await post({ game: 'g', kind: 'legislative', format: lang }, ctx)).text;
    assert.ok(/enacted a .{0,8}Fascist/.test(text), text);
    assert.not.ok(/If Hitler is elected Chancellor/.test(text), text);
  }
  assert.not.ok(/If Hitler is elected Chancellor/.test((await post({ game: 'g', kind: 'game-over' }, ctx)).text));
});

test('given a Russian game the Fascists won with six Fascist policies, the Russian post has no such warning either', async () => {
  const ctx = scratchContext();
  await createGame(ctx, 'g', NAMES.slice(0, 7), { lang: 'ru' });
  await play(ctx, 'g', strategy('fascist', 'zone'));
  const text = (await post({ game: 'g', kind: 'legislative' }, ctx)).text;
  assert.not.ok(/Внимание/.test(text), text);
});

test('given a game going on with three Fascist policies, the legislative post still warns', async () => {
  const ctx = scratchContext();
  await createGame(ctx, 'g', NAMES.slice(0, 7));
  await play(ctx, 'g', strategy('fascist', 'zone'), (v) => v.fascistPolicies >= 3);
  const view = (await status({ game: 'g' }, ctx)).view;
  assert.is(view.winner, undefined);
  const text = (await post({ game: 'g', kind: 'legislative' }, ctx)).text;
  assert.ok(text.includes('**Warning:** Fascist track 3/6. If Hitler is elected Chancellor, the Fascists win at once.'), text);
});

test.run();
