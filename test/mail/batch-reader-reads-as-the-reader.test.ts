// A sync batch reads each reply through batchReader, which reads the same words for the same
// question once: it must give exactly what readBothParts gives for every words and question, never
// a reading made for another question (another seat, hand, prompt, government or game), and each
// call a reading of its own.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { batchReader, readBothParts, type AnswerContext } from '../../src/mail/answers.js';

const names = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const vote = (seat: number, government = [0, 1]): AnswerContext => ({ prompt: 'votes', seat, theme: 'secret-hitler', lang: 'en', hand: [], vetoAllowed: false, names, government });
const discard = (hand: AnswerContext['hand']): AnswerContext => ({ prompt: 'president-discard', seat: 0, theme: 'secret-hitler', lang: 'en', hand, vetoAllowed: false, names });
const enact = (vetoAllowed: boolean): AnswerContext => ({ prompt: 'chancellor-enact', seat: 1, theme: 'secret-hitler', lang: 'en', hand: ['liberal', 'fascist'], vetoAllowed, names });

// Words whose reading turns on each field of the question (hand-made: what each must read as is
// said beside it in the reader's own tests; here only that the batch reads as the reader does).
const CASES: [string, string | undefined, AnswerContext][] = [
  ['Ja!', undefined, vote(2)], ['Ja!', undefined, vote(3)], ['nein', undefined, vote(2)], ['Ja!', 'Ja!', vote(2)], ['Ja!', 'Nein', vote(2)],
  ['Ja for Alice and Carol', undefined, vote(3)], ['Ja for Alice and Carol', undefined, vote(3, [0, 2])],
  ['Ja for Alice and Carol', undefined, { ...vote(3), names: ['Alice', 'Bob', 'Zoe', 'Dmitri', 'Eve'] }],
  ['discard 1', undefined, discard(['liberal', 'fascist', 'fascist'])], ['discard 1', undefined, discard(['fascist', 'liberal', 'liberal'])],
  ['discard the liberal', undefined, discard(['liberal', 'fascist', 'fascist'])], ['discard the liberal', undefined, discard(['fascist', 'fascist', 'fascist'])],
  ['veto', undefined, enact(true)], ['veto', undefined, enact(false)], ['Ja!', undefined, { ...enact(true), prompt: 'veto-answer', seat: 0 }],
  ['Да', undefined, { ...vote(2), lang: 'ru' }], ['discard R', undefined, { ...discard(['liberal', 'fascist', 'fascist']), theme: 'service-rat' }],
];

test('given the same words for many questions, in any order and again, the batch reads each as readBothParts does', () => {
  const read = batchReader();
  for (const round of [CASES, [...CASES].reverse(), CASES]) {
    for (const [text, other, ctx] of round) assert.equal(read(text, other, ctx), readBothParts(text, other, ctx), `${text} / ${other} for ${JSON.stringify(ctx)}`);
  }
});

test('given a reading changed by its caller, the next reading of the same words is not', () => {
  const read = batchReader();
  const first = read('Ja!', undefined, vote(2));
  assert.ok(first.ok);
  if (first.ok) {
    (first.event as { vote: string }).vote = 'nein';
    (first.answer as { vote: string }).vote = 'nein';
    first.quote = 'changed';
  }
  assert.equal(read('Ja!', undefined, vote(2)), readBothParts('Ja!', undefined, vote(2)));
  const asked = read('maybe ja?', undefined, vote(2));
  assert.is(asked.ok, false);
  asked.quote = 'changed';
  assert.equal(read('maybe ja?', undefined, vote(2)), readBothParts('maybe ja?', undefined, vote(2)));
});

test.run();
