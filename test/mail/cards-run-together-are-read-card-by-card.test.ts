// A President holding Liberal, Fascist, Liberal who replies "discard F, pass FL" contradicts
// themselves: passing a Fascist and a Liberal drops a Liberal. The letters run together ("FL", as a
// claim writes the cards) were no word the reader knew and were passed over, so the reply was
// applied as the Fascist discarded. Each letter is now a card: the reply is asked back with the
// words read, and "pass LL" is the Fascist discarded.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { atThePresidentsDiscard, presidentReplies, SEED_LFL, sentMessages } from '../support/president-discard.js';

test('given Liberal, Fascist, Liberal, "discard F, pass FL" is asked back with its words, and "pass LL" discards the Fascist', () => {
  const cwd = atThePresidentsDiscard(SEED_LFL);
  const contradicting = presidentReplies(cwd, 'discard F, pass FL');
  assert.is.not(contradicting.outcome, 'applied');
  assert.not.match(contradicting.log, /type: president-discarded/, 'no card discarded');
  assert.ok(sentMessages(cwd).some((m) => /NOT applied/.test(m) && m.includes('You wrote: "discard F, pass FL"')), 'Ann is shown what was read');
  const applied = presidentReplies(cwd, 'pass LL');
  assert.is(applied.outcome, 'applied');
  assert.match(applied.log, /type: president-discarded\n\s+policy: fascist/);
});

test.run();
