// Why a reply was asked back is one sentence for the player's email and for the moderator's report
// (sync's line "refused Bob — …"): addressed to nobody, it reads right to both. "It names a policy
// you do not hold", printed at the moderator's terminal, told the moderator they held no such card.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { doubtWords } from '../../src/mail/wording.js';
import type { Doubt } from '../../src/mail/answers.js';
import { THEMES } from '../../src/render/vocab.js';

/** Every reason a reply is asked back (src/mail/answers.ts Doubt), listed by hand. */
const WHYS: Doubt[] = ['empty', 'no-answer', 'two-answers', 'negated', 'idiom', 'doubt', 'question', 'correction', 'not-certain', 'wrong-verb',
  'unclear-words', 'not-held', 'veto-and-card', 'veto-locked', 'parts-disagree', 'mixed-letters', 'foreign-letters', 'unknown-word', 'other-government', 'veto-and-enact', 'away-notice',
  'about-the-answer'];
/** A word that speaks to the reader: "you", "your"; «вы», «вас», «вам», «ваш…», «вами». */
const SECOND_PERSON = { en: /\byou(?:rs?)?\b/i, ru: /(?:^|[^а-яё])(?:вы|вас|вам|вами|ваш[а-яё]*)(?![а-яё])/i } as const;

for (const lang of ['en', 'ru'] as const) {
  test(`given every reason a reply is asked back, for the President and the Chancellor, in every theme (${lang}), the sentence addresses nobody`, () => {
    for (const why of WHYS)
      for (const prompt of ['president-discard', 'chancellor-enact', 'votes'] as const)
        for (const theme of THEMES) {
          const sentence = doubtWords(why, prompt, { lang, theme });
          assert.not.match(sentence, SECOND_PERSON[lang], `${why}/${prompt}/${theme}: ${sentence}`);
        }
  });
}

test('given a President who named a policy not in the hand, the sentence says the hand, in each language', () => {
  assert.is(doubtWords('not-held', 'president-discard', { lang: 'en', theme: 'secret-hitler' }), 'it names a policy that is not in the hand (or more of it than the hand holds).');
  assert.is(doubtWords('not-held', 'president-discard', { lang: 'ru', theme: 'secret-hitler' }), 'в нём названа карта, которой нет на руках (или таких карт больше, чем на руках).');
});

test('given a reply of one word that answers nothing ("1", «Джа»), the sentence fits one word as well as many', () => {
  assert.is(doubtWords('no-answer', 'votes', { lang: 'en', theme: 'secret-hitler' }), 'nothing in it answers the question.');
  assert.is(doubtWords('no-answer', 'votes', { lang: 'ru', theme: 'secret-hitler' }), 'в нём нет ответа на вопрос.');
});


test('given an away notice asked back, the sentence says so in each language, of the reply, not of a person', () => {
  assert.is(doubtWords('away-notice', 'votes', { lang: 'en', theme: 'secret-hitler' }), 'it reads as an automatic away notice (out of the office, on holiday…), so its yes or no may be about the mail, not the question.');
  assert.is(doubtWords('away-notice', 'votes', { lang: 'ru', theme: 'service-rat' }), 'это похоже на автоматическое уведомление об отсутствии («в отпуске», «вне офиса»…), и «да» или «нет» в нём может относиться к письму, а не к вопросу.');
});

test('given an answer said, chosen or signed by another, or spoken of, the sentence says so in each language and shows the word', () => {
  assert.is(doubtWords('about-the-answer', 'votes', { lang: 'en', theme: 'secret-hitler' }, undefined, 'said'), 'it gives the answer as someone else\'s (said, chosen or signed by another) or speaks of it rather than giving it (see "said"), so it is not certain to be the player\'s own answer.');
  assert.is(doubtWords('about-the-answer', 'votes', { lang: 'ru', theme: 'service-rat' }, undefined, 'сказал'), 'ответ в нём дан как чужой (сказан, выбран или подписан другим) или о нём рассуждают, а не дают его (см. «сказал»), и нельзя наверняка считать его собственным ответом игрока.');
});

test.run();
