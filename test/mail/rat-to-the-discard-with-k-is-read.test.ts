// «Крысу к сбросу» ("the Rat to the discard") from a Russian Service Rat President holding Cat,
// Rat, Cat was asked back: «к», "to", was taken for the claim letter К (the Cat) standing before
// a word, as in «к чертям». Before «сбросу», the word it governs, «к» is the preposition: the reply
// discards the Rat. A negation anywhere is still asked back (through the local mailbox and `sync`,
// as a mailed reply is read).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { atThePresidentsDiscard, presidentReplies, SEED_LFL, sentMessages } from '../support/president-discard.js';

/** A message's quoted-printable bytes (its soft line breaks already joined) as text. */
const unquoted = (m: string) => m.replace(/(?:=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replace(/=/g, ''), 'hex').toString('utf8'));

test('given Cat, Rat, Cat in a Russian Service Rat game, «крысу к сбросу» discards the Rat', () => {
  const { outcome, log } = presidentReplies(atThePresidentsDiscard(SEED_LFL, 'ru', undefined, 'service-rat'), 'крысу к сбросу');
  assert.is(outcome, 'applied');
  assert.match(log, /type: president-discarded\n\s+policy: fascist/);
});

test('given Cat, Rat, Cat in a Russian Service Rat game, «крысу не к сбросу» and «не крысу к сбросу» are asked back with their words', () => {
  const cwd = atThePresidentsDiscard(SEED_LFL, 'ru', undefined, 'service-rat');
  for (const reply of ['крысу не к сбросу', 'не крысу к сбросу']) {
    const { outcome, log } = presidentReplies(cwd, reply);
    assert.is(outcome, 'ambiguous', reply);
    assert.not.match(log, /type: president-discarded/, reply);
    assert.ok(sentMessages(cwd).map(unquoted).some((m) => /НЕ принят/.test(m) && m.includes(`Вы написали: «${reply}»`)), `Анна is shown «${reply}»`);
  }
});

test.run();
