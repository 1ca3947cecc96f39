// To the President's veto question («Канцлер предлагает вето: согласны?»), «за вето» says the
// player is for the veto: an agreement, as «против вето» is a refusal. Before «вето», «за» is no
// preposition of place or cause («за городом», «за помощью»): it is what the player votes.
// To a vote (the veto is not the question), «за вето» stays asked back.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readAnswer, type AnswerContext } from '../../src/mail/answers.js';

const read = (text: string, prompt: AnswerContext['prompt']) => readAnswer(text, { prompt, seat: 0, theme: 'secret-hitler', lang: 'ru', hand: [], vetoAllowed: true });
const eventOf = (r: ReturnType<typeof readAnswer>) => (r.ok ? r.event : null);

test('given the veto question, «за вето» agrees to the veto and «против вето» refuses it', () => {
  for (const text of ['за вето', 'За вето', 'я за вето', 'За вето.'])
    assert.equal(eventOf(read(text, 'veto-answer')), { type: 'veto-answered', agree: true }, text);
  for (const text of ['против вето', 'Против вето.'])
    assert.equal(eventOf(read(text, 'veto-answer')), { type: 'veto-answered', agree: false }, text);
});

test('given the veto question, «не за вето» and «за вето?» are asked back', () => {
  for (const text of ['не за вето', 'за вето?']) assert.is(read(text, 'veto-answer').ok, false, text);
});

test('given a vote, «за вето» is not read as a vote', () => {
  assert.is(read('за вето', 'votes').ok, false);
});

test.run();
