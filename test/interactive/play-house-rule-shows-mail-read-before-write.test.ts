// `deadline --apply` reads the players' mail before it casts the house rule (docs/house-rules.md: "a
// Ja sent before the deadline is applied, not overruled"). In `play`, a reply that comes between the
// house rule's preview and the moderator's "Yes" is so read and recorded by that write; the write
// of the house rule itself is then refused (the game changed since the preview). The moderator must
// be told what the mail did, as every read of the session's mail is reported, not only "nothing
// written" over a vote that was in fact recorded and answered.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readGame, runCli } from '../support/cli.js';
import { KEYS, Terminal } from '../support/pty.js';
import { AFTER, houseRuleDue } from '../support/play-session.js';


test('given the house rule previewed in play, when a player\'s mailed Ja comes before the moderator confirms, then the session reports the Ja it read and recorded, and casts no house rule over it', async () => {
  const cwd = houseRuleDue('chancery-play-house-rule-mail-');

  const t = Terminal.chancery(['play', 'friday'], { cwd, env: AFTER });
  try {
    const question = await t.waitFor(/Apply the house rule to the missing votes\?[\s\S]*⏎ select/);
    assert.match(question, /Apply the house rule: Nein for Bob, Dmitri, Eve/);
    t.type(KEYS.enter);
    await t.waitFor(/\(Y\/n\)/);
    // From the player's mail client, meanwhile: Bob votes Ja.
    const reply = runCli(['reply', 'friday', 'Bob', 'ja'], { cwd, env: AFTER });
    assert.is(reply.code, 0, reply.stderr);
    t.type(KEYS.enter);
    const seen = await t.waitFor(/Apply the house rule to the missing votes\?[\s\S]*⏎ select/);
    // What the confirmation led to, up to the next question: Bob's Ja, read and recorded, is said.
    assert.match(seen, /Bob[^\n]*Ja/);
    assert.match(seen, /Apply the house rule: Nein for Dmitri, Eve/);
    t.type(KEYS.ctrlC);
    const summary = await t.waitFor(/friday: [^\n]*\n/);
    // The session's summary counts the answer it applied by mail.
    assert.match(summary, /1 answer by mail applied/);
    await t.exited;
  } finally {
    t.kill();
  }
  const log = readGame(cwd, 'friday');
  assert.match(log, /type: vote-cast\n\s+seat: 1\n\s+vote: ja/);
  assert.not.match(log, /type: default-applied/);
});

test.run();
