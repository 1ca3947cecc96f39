// The house rule casts only the votes that did not come (docs/house-rules.md). `play` offers it as
// `deadline --apply` decides it, previews it, and writes it through that command. When a vote is
// entered from another shell after the question was drawn and before the preview, the preview
// still cast the rule's vote over it ("Bob: Nein (house rule)", not elected), while the command
// then cast only the votes still missing (Bob's Ja stood: elected): the preview showed the
// opposite outcome of the write. The preview decides on the game it finds, as the command does.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli } from '../support/cli.js';
import { KEYS, Terminal } from '../support/pty.js';
import { AFTER, houseRuleDue } from '../support/play-session.js';


test('given the house rule offered for Bob, Dmitri and Eve, when Bob votes Ja from another shell before the moderator picks it, then the preview casts the rule for Dmitri and Eve only and shows the result the write makes', async () => {
  const cwd = houseRuleDue('chancery-play-house-rule-another-vote-');
  const t = Terminal.chancery(['play', 'friday'], { cwd, env: AFTER });
  try {
    const question = await t.waitFor(/Apply the house rule to the missing votes\?[\s\S]*⏎ select/);
    assert.match(question, /Apply the house rule: Nein for Bob, Dmitri, Eve/);
    assert.is(runCli(['vote', 'friday', 'Bob=ja'], { cwd, env: AFTER }).code, 0);
    t.type(KEYS.enter);
    const preview = await t.waitFor(/\(Y\/n\)/);
    assert.match(preview, /\*\*Bob\*\*: Ja\n/);
    assert.match(preview, /Ja: 3, Nein: 2\. \*\*Elected\.\*\*/);
    t.type(KEYS.enter);
    const written = await t.waitFor(/Post to paste in the thread[\s\S]*?Ja: \d, Nein: \d[^\n]*/);
    assert.match(written, /\*\*Bob\*\*: Ja\n/);
    assert.match(written, /Ja: 3, Nein: 2\. \*\*Elected\.\*\*/);
    t.type(KEYS.ctrlC);
    await t.exited;
  } finally {
    t.kill();
  }
});

test.run();
