// «Борису — либеральный» ("to Boris: the Liberal") from a President holding Liberal, Fascist,
// Liberal, Boris being the Chancellor, sends the Liberal on. With no verb, the bare card was read as
// the card the question asks for and applied as the Liberal discarded: the opposite. The
// President's card named with no verb beside another player's name is now asked back; in English
// too ("Fascist - Bob" from Fascist, Fascist, Liberal). The President's own name signs the reply.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { atThePresidentsDiscard, presidentReplies, SEED_FFL, SEED_LFL } from '../support/president-discard.js';

test('given Liberal, Fascist, Liberal, «Борису — либеральный» is asked back, not applied as the Liberal discarded', () => {
  const { outcome, log } = presidentReplies(atThePresidentsDiscard(SEED_LFL, 'ru'), 'Борису — либеральный');
  assert.is(outcome, 'ambiguous');
  assert.not.match(log, /type: president-discarded/);
});

test('given Fascist, Fascist, Liberal, "Fascist - Bob" is asked back; "Fascist" signed "Ann" discards the Fascist', () => {
  assert.is(presidentReplies(atThePresidentsDiscard(SEED_FFL), 'Fascist - Bob').outcome, 'ambiguous');
  const signed = presidentReplies(atThePresidentsDiscard(SEED_FFL), 'Fascist\n\nAnn');
  assert.is(signed.outcome, 'applied');
  assert.match(signed.log, /type: president-discarded\n\s+policy: fascist/);
});

test.run();
