// `play` shows the post and the private messages a decision will produce, then asks before it
// writes (README). When another command changes the game between the preview and the answer, the
// decision would produce something else than what was shown: it is not written, the moderator is
// told why, and the session asks again from the game as it now stands (as `undo` refuses to take
// back a decision other than the one it named).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readGame, runCli } from '../support/cli.js';
import { KEYS } from '../support/pty.js';
import { playAtFirstVote } from '../support/play-session.js';

test('given a lone vote previewed with no post, when the other votes are entered from another shell before the answer, then confirming writes nothing and the session asks again', async () => {
  const { cwd, t } = await playAtFirstVote();
  try {
    // Alice: Nein; then stop entering votes.
    t.type(KEYS.down + KEYS.enter);
    await t.waitFor(/Bob's vote on Alice > Bob[\s\S]*⏎ select/);
    t.type(KEYS.down + KEYS.down + KEYS.down + KEYS.enter);
    const preview = await t.waitFor(/\(Y\/n\)/);
    assert.match(preview, /This will run: chancery vote friday Alice=nein/);
    assert.match(preview, /No new thread post/);
    // Meanwhile, from another shell: the other four votes.
    assert.is(runCli(['vote', 'friday', 'Bob=ja', 'Carol=ja', 'Dmitri=ja', 'Eve=ja'], { cwd }).code, 0);
    const before = readGame(cwd, 'friday');
    t.type(KEYS.enter);
    const seen = await t.waitFor(/Alice's vote on Alice > Bob[\s\S]*⏎ select/);
    assert.match(seen, /changed since the preview/);
    assert.not.match(seen, /vote result/);
    assert.is(readGame(cwd, 'friday'), before, 'nothing written');
    t.type(KEYS.ctrlC);
    assert.is(await t.exited, 0);
  } finally {
    t.kill();
  }
});

test.run();
