// `play` reads the players' mailed answers before each question (README: "reads mailed answers
// first"; "Check again (mail, other commands)"). A game's local inbox is made by the first reply:
// a session started before any player had replied must still read the replies that come during it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readGame, runCli } from '../support/cli.js';
import { KEYS } from '../support/pty.js';
import { playAtFirstVote } from '../support/play-session.js';

test('given a session started before any reply, when a player replies by mail during it, then "check again" applies the reply and asks only for the others', async () => {
  const { cwd, t } = await playAtFirstVote();
  try {
    // From another shell, Alice answers her vote request.
    const reply = runCli(['reply', 'friday', 'Alice', 'ja'], { cwd });
    assert.is(reply.code, 0, reply.stderr);
    // Stop entering votes, then "Check again".
    t.type(KEYS.down + KEYS.down + KEYS.down + KEYS.enter);
    await t.waitFor(/No votes entered[\s\S]*⏎ select/);
    t.type(KEYS.enter);
    const seen = await t.waitFor(/'s vote on Alice > Bob[\s\S]*⏎ select/);
    assert.match(seen, /Next: the game waits for votes from Bob, Carol, Dmitri, Eve/);
    assert.match(seen, /\? Bob's vote on Alice > Bob/);
    t.type(KEYS.ctrlC);
    assert.is(await t.exited, 0);
  } finally {
    t.kill();
  }
  assert.match(readGame(cwd, 'friday'), /type: vote-cast\n\s+seat: 0\n\s+vote: ja/);
});

test.run();
