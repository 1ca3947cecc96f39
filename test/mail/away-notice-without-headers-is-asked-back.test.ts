// A vacation responder that keeps "Re:" and sets none of the headers that mark automatic mail
// (Auto-Submitted, X-Autoreply, Precedence): its "Yes, I will respond when I return" is about the
// mail, not the vote. Applying it cast a Ja nobody gave (found by the session of 7 December, 19:40).
// Over the real servers: a five-player game where Alice nominated Bob (test/support/mail-game.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { accountsFor, closeGame, engineVotes, syncUntil, votingGame, waitForMail, type MailGame } from '../support/mail-game.js';

const accounts = accountsFor(1);

test('given away notices with no automatic headers in reply to the vote request, each is asked back, told why, and no vote is cast; a plain Ja beside them is cast', async () => {
  const g: MailGame = await votingGame(accounts[0]);
  try {
    const texts = [
      'I am currently out of the office. Yes, I will respond when I return.',
      'Здравствуйте! Я в отпуске до 14 декабря. Да, ваше письмо получено.',
      'Thank you for your message. I am on vacation with limited access to email.\nYes, it has been received.',
      'Ja',
    ];
    for (const [i, text] of texts.entries()) {
      const player = g.players[i];
      await player.replyTo(await waitForMail(player, /\] Vote:/), text);
    }
    const items = (await syncUntil(g, texts.length)).flatMap((p) => p.items);
    assert.equal(items.map((i) => [i.player, i.outcome]).sort(), [['Alice', 'ambiguous'], ['Bob', 'ambiguous'], ['Carol', 'ambiguous'], ['Dmitri', 'applied']]);
    assert.equal(engineVotes(g), [{ seat: 3, vote: 'ja' }], 'only Dmitri\'s vote is cast');
    const alice = await waitForMail(g.players[0], /not applied/i);
    assert.match(alice.text, /automatic away notice/);
    assert.match(alice.text, /out of the office/, 'the words read are shown');
  } finally {
    await closeGame(g);
  }
});

test.run();
