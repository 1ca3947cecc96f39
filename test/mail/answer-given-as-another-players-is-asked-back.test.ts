// An answer given as someone else's ("Ja, said Bob"), spoken of ("Ja is a trap"), signed by another
// player ("Ja - Alice" from Carol's address), or beside an emoji that may take it back ("Ja 🤔") is
// no certain decision of the player's: asked back, the player told why, and no vote cast. The
// reader's side of each, with the plain answers beside them that stay applied, is in
// test/mail/fixtures/human-readings.txt. Over the real servers: a five-player game where Alice
// nominated Bob (test/support/mail-game.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { accountsFor, closeGame, engineVotes, syncUntil, votingGame, waitForMail } from '../support/mail-game.js';

const [accounts] = accountsFor(1);

test('given "Ja, said Bob", "Ja is a trap", "Ja - Alice" from Carol and "Ja 🤔", each is asked back with the reason, no vote is cast, and "Nein is my answer" is cast', async () => {
  const g = await votingGame(accounts);
  try {
    const texts = ['Ja, said Bob', 'Ja is a trap', 'Ja - Alice', 'Ja 🤔', 'Nein is my answer'];
    for (const [i, text] of texts.entries()) {
      const player = g.players[i];
      await player.replyTo(await waitForMail(player, /\] Vote:/), text);
    }
    const items = (await syncUntil(g, texts.length)).flatMap((p) => p.items);
    assert.equal(items.map((i) => [i.player, i.outcome]).sort(), [['Alice', 'ambiguous'], ['Bob', 'ambiguous'], ['Carol', 'ambiguous'], ['Dmitri', 'ambiguous'], ['Eve', 'applied']]);
    assert.equal(engineVotes(g), [{ seat: 4, vote: 'nein' }], 'only Eve\'s vote is cast');
    const alice = await waitForMail(g.players[0], /not applied/i);
    assert.match(alice.text, /gives the answer as someone else's \(said, chosen or signed by another\) or speaks of it rather than giving it \(see "said"\)/);
    const carol = await waitForMail(g.players[2], /not applied/i);
    assert.match(carol.text, /signed by another\) or speaks of it rather than giving it \(see "Alice"\)/);
    const dmitri = await waitForMail(g.players[3], /not applied/i);
    assert.match(dmitri.text, /a word next to the answer \("🤔"\) is not one that can be read for certain/);
  } finally {
    await closeGame(g);
  }
});

test.run();
