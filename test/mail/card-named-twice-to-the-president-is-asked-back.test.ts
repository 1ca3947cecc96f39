// A President holding Fascist, Fascist, Liberal who replies "F F" has named two cards where the
// question asks for the one to discard: written as a claim writes it, it is the pair passed on (the
// Liberal discarded) as likely as the Fascist said twice. Read as the Fascist discarded, the game
// applied the opposite of passing the two. Asked back by mail, showing what was read; "F" alone is
// still the Fascist discarded.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { atThePresidentsDiscard, presidentReplies, SEED_FFL, sentMessages } from '../support/president-discard.js';
import { runOk } from '../support/cli.js';

test('given Fascist, Fascist, Liberal, the President\'s "F F" is not applied: asked back with the words read', () => {
  const cwd = atThePresidentsDiscard(SEED_FFL);
  assert.match(runOk(['status', 'g'], { cwd }), /discard/i);
  for (const reply of ['F F', 'fascist, fascist']) {
    const { outcome, log } = presidentReplies(cwd, reply);
    assert.is(outcome, 'ambiguous', reply);
    assert.not.match(log, /type: president-discarded/, `${reply}: no card discarded`);
    assert.ok(sentMessages(cwd).some((m) => /NOT applied/.test(m) && m.includes(`You wrote: "${reply}"`)), `Ann is shown ${JSON.stringify(reply)} in the NOT applied email`);
  }
  const applied = presidentReplies(cwd, 'F');
  assert.is(applied.outcome, 'applied');
  assert.match(applied.log, /type: president-discarded\n\s+policy: fascist/);
});

test.run();
