// `chancery vote` enters only the votes still missing: a vote a player already gave is kept and
// named, and replaced only with --override (docs/email.md). `play` writes the votes entered at its
// prompt through that command, so its preview must show what the command will do: when Alice's
// vote came meanwhile (by mail, or from another shell) and the moderator then enters hers too, the
// preview showed her entry counted (a vote result "Alice: Ja", 5 to 0) while the write kept her
// Nein (4 to 1), and the session never said it had kept it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli } from '../support/cli.js';
import { KEYS } from '../support/pty.js';
import { playAtFirstVote } from '../support/play-session.js';

test('given Alice\'s Nein recorded from another shell while play asks her vote, when the moderator enters Ja for all five, then the preview and the write both keep her Nein and the session says it kept it', async () => {
  const { cwd, t } = await playAtFirstVote();
  try {
    assert.is(runCli(['vote', 'friday', 'Alice=nein'], { cwd }).code, 0);
    // Ja for each of the five, as the prompt asks them.
    for (const name of ['Alice', 'Bob', 'Carol', 'Dmitri']) {
      t.type(KEYS.enter);
      await t.waitFor(new RegExp(`${name}'s vote on Alice > Bob Ja`));
    }
    t.type(KEYS.enter);
    const preview = await t.waitFor(/\(Y\/n\)/);
    assert.match(preview, /\*\*Alice\*\*: Nein/);
    assert.match(preview, /Ja: 4, Nein: 1/);
    t.type(KEYS.enter);
    const written = await t.waitFor(/Post to paste in the thread[\s\S]*Ja: \d, Nein: \d[\s\S]*⏎ select/);
    assert.match(written, /\*\*Alice\*\*: Nein/);
    assert.match(written, /Kept Alice's vote already recorded: Nein \(you entered Ja\)/);
    t.type(KEYS.ctrlC);
    await t.exited;
  } finally {
    t.kill();
  }
});

test.run();
