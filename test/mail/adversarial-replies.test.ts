// Replies written to make chancery apply the opposite of what they say, end to end: each is asked
// back, its player told why in the game's language, and no vote is cast. The reader's side of
// each (and the plain answers that stay applied) is in test/mail/fixtures/phrasings.txt.
// Over the real servers: a five-player game where Alice nominated Bob (test/support/mail-game.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { doubtWords } from '../../src/mail/wording.js';
import { accountsFor, closeGame, engineVotes, syncUntil, votingGame, waitForMail, type MailGame } from '../support/mail-game.js';

const accounts = accountsFor(2);
let next = 0;
async function withGame(fn: (g: MailGame) => Promise<void>): Promise<void> {
  const game = await votingGame(accounts[next++]);
  try { await fn(game); } finally { await closeGame(game); }
}

test('given "nоt ja" with a Cyrillic о, "Ja 👎", "Ja is wrong", "ja /s" and "Je ne vote pas ja", each is asked back and no vote is cast', () => withGame(async (g) => {
  const texts = ['n\u043et ja', 'Ja 👎', 'Ja is wrong', 'ja /s', 'Je ne vote pas ja'];
  for (const [i, text] of texts.entries()) {
    const player = g.players[i];
    await player.replyTo(await waitForMail(player, /\] Vote:/), text);
  }
  const items = (await syncUntil(g, texts.length)).flatMap((p) => p.items);
  assert.equal(items.map((i) => i.outcome), texts.map(() => 'ambiguous'));
  assert.equal(engineVotes(g), [], 'no vote is cast');
  const alice = await waitForMail(g.players[0], /not applied/i);
  assert.match(alice.text, /mixes Latin and Cyrillic letters/);
}));

test('given a vote for another government ("Ja for Alice and Carol" while Alice nominated Bob) or of the veto, it is asked back and no vote is cast; "Ja for Alice and Bob" is cast', () => withGame(async (g) => {
  const texts = ['Ja for Alice and Carol', 'Nein to the veto', 'Ja for Alice and Bob'];
  for (const [i, text] of texts.entries()) {
    const player = g.players[i + 2];
    await player.replyTo(await waitForMail(player, /\] Vote:/), text);
  }
  const items = (await syncUntil(g, texts.length)).flatMap((p) => p.items);
  assert.equal(items.map((i) => [i.player, i.outcome]).sort(), [['Carol', 'ambiguous'], ['Dmitri', 'ambiguous'], ['Eve', 'applied']]);
  assert.equal(engineVotes(g), [{ seat: 4, vote: 'ja' }], 'only Eve\'s vote is cast');
  const carol = await waitForMail(g.players[2], /not applied/i);
  assert.match(carol.text, /names a player who is not in the government put to the vote/);
}));

test('given a vote for another government or a yes to the veto with a card to enact, the player is told so in English and in Russian, in every theme', () => {
  assert.match(doubtWords('other-government', 'votes', { lang: 'en', theme: 'secret-hitler' }), /^it names a player who is not in the government put to the vote, or the veto/);
  assert.match(doubtWords('other-government', 'votes', { lang: 'ru', theme: 'secret-hitler' }), /^в нём назван игрок не из правительства, поставленного на голосование, или вето/);
  assert.match(doubtWords('other-government', 'votes', { lang: 'ru', theme: 'secret-russian' }), /^в нём назван игрок не из Кабинета, поставленного на голосование/);
  assert.match(doubtWords('veto-and-enact', 'veto-answer', { lang: 'en', theme: 'secret-hitler' }), /^it agrees to the veto and names a policy or its enactment too\.$/);
  assert.match(doubtWords('veto-and-enact', 'veto-answer', { lang: 'ru', theme: 'secret-hitler' }), /^в нём и согласие на вето, и карта или её принятие\.$/);
});

test('given a word of two alphabets, the player is told so in English and in Russian', () => {
  assert.match(doubtWords('mixed-letters', 'votes', { lang: 'en', theme: 'secret-hitler' }), /^a word in it mixes Latin and Cyrillic letters/);
  assert.match(doubtWords('mixed-letters', 'votes', { lang: 'ru', theme: 'secret-hitler' }), /^в нём есть слово, где смешаны похожие латинские и русские буквы/);
});

test('given a word in letters other than Latin or Cyrillic, the player is told so in English and in Russian', () => {
  assert.match(doubtWords('foreign-letters', 'votes', { lang: 'en', theme: 'secret-hitler' }), /^a word in it is written in letters other than Latin or Cyrillic/);
  assert.match(doubtWords('foreign-letters', 'votes', { lang: 'ru', theme: 'secret-hitler' }), /^в нём есть слово не латинскими и не русскими буквами/);
});

test('given a word the reader does not know by the answer (before it, or alone after it: "Ja, keinesfalls"), the player is told so in English and in Russian, wherever it stands', () => {
  assert.match(doubtWords('unknown-word', 'votes', { lang: 'en', theme: 'secret-hitler' }), /^a word next to the answer is not one that can be read for certain/);
  assert.match(doubtWords('unknown-word', 'votes', { lang: 'ru', theme: 'secret-hitler' }), /^рядом с ответом стоит слово, которое нельзя прочесть наверняка/);
});

test.run();
