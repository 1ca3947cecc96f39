// An answer the player struck out in a plain-text reply, as chat and Markdown write it ("~~Ja~~",
// "~Ja~"): taken back, not said, as a struck-through "J̶a̶" or an HTML <s>Ja</s> is. It was read
// as the answer it crosses out.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readAnswer, type AnswerContext } from '../../src/mail/answers.js';

const vote: AnswerContext = { prompt: 'votes', seat: 0, theme: 'secret-hitler', lang: 'en', hand: [], vetoAllowed: false };
const discard: AnswerContext = { ...vote, prompt: 'president-discard', hand: ['liberal', 'fascist', 'liberal'] };

test('given an answer struck out with tildes, it is asked back, never applied', () => {
  for (const reply of ['~~Ja~~', '~Ja~', '~~ Ja ~~', '~~Nein~~', 'Ja ~~nein~~', '~~Ja~~ Nein', '~~За~~']) {
    assert.is(readAnswer(reply, vote).ok, false, reply);
  }
  assert.is(readAnswer('~~Discard the fascist~~', discard).ok, false);
});

test('given a tilde that strikes nothing out, the answer is read', () => {
  assert.is(readAnswer('Ja ~', vote).ok, true);
  assert.is(readAnswer('Ja, ~5 minutes late, sorry', vote).ok, true);
});

test.run();
