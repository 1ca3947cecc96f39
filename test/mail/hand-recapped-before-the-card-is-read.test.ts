// A President who recaps the hand received before naming the card ("I got L F L, discarding F")
// was asked back: the recap's cards were read as cards of the answer, among words that say
// nothing of what to do with them. The recap that is the hand exactly (words that say it was
// received, then its every card), followed by one instruction, is now read; a recap that is not
// the hand, a negation, or a keep that names one of the two cards passed on is still asked back
// and shown (through the local mailbox and `sync`, as a mailed reply is read).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { atThePresidentsDiscard, presidentReplies, SEED_LFL, sentMessages } from '../support/president-discard.js';

const DISCARDED_FASCIST = /type: president-discarded\n\s+policy: fascist/;

test('given Liberal, Fascist, Liberal, "I got L F L, discarding F" discards the Fascist', () => {
  const { outcome, log } = presidentReplies(atThePresidentsDiscard(SEED_LFL), 'I got L F L, discarding F');
  assert.is(outcome, 'applied');
  assert.match(log, DISCARDED_FASCIST);
});

test('given Cat, Rat, Cat in a Russian Service Rat game, «У меня К Р К, крысу к сбросу» discards the Rat', () => {
  const { outcome, log } = presidentReplies(atThePresidentsDiscard(SEED_LFL, 'ru', undefined, 'service-rat'), 'У меня К Р К, крысу к сбросу');
  assert.is(outcome, 'applied');
  assert.match(log, DISCARDED_FASCIST);
});

test('given Liberal, Fascist, Liberal, a recap that is not the hand, a negated discard and a keep of one card are asked back with their words', () => {
  const cwd = atThePresidentsDiscard(SEED_LFL);
  for (const reply of ['I got L F F, discarding F', 'I got L F L, not discarding F', 'I got L F L, keep F']) {
    const { outcome, log } = presidentReplies(cwd, reply);
    assert.is.not(outcome, 'applied', reply);
    assert.not.match(log, /type: president-discarded/, reply);
    assert.ok(sentMessages(cwd).some((m) => /NOT applied/.test(m) && m.includes(`You wrote: "${reply}"`)), `Ann is shown "${reply}"`);
  }
});

test('given Cat, Rat, Cat in a Russian Service Rat game, «У меня К Р Р, крысу к сбросу» is asked back', () => {
  const { outcome, log } = presidentReplies(atThePresidentsDiscard(SEED_LFL, 'ru', undefined, 'service-rat'), 'У меня К Р Р, крысу к сбросу');
  assert.is.not(outcome, 'applied');
  assert.not.match(log, /type: president-discarded/);
});

test.run();
