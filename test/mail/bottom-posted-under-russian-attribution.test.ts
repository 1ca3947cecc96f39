// Thunderbird starts a reply below the quote by default, and in Russian it writes its attribution
// as "07.12.2026 10:00, Ведущий пишет:"; Gmail in Russian writes "пн, 7 дек. 2026 г. в 10:00,
// Ведущий <адрес>:". Such a line was taken for the start of an original quoted without ">" (as
// Yandex and Mail.ru quote it), and everything after it was dropped: the player's answer below the
// quote too, and the player was told the mail held no words of their own. An attribution followed
// by ">" lines is only the heading of that quote: the answer under it is read, as an English
// "On … wrote:" one is. Played on the real servers.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readMail } from '../../src/mail/read.js';
import { sendRaw, cleanupMailboxes } from '../support/mail.js';
import { accountsFor, closeGame, engineVotes, syncUntil, votingGame, waitForMail } from '../support/mail-game.js';

const plain = (body: string) => Buffer.from(`From: a@example.net\r\nMessage-ID: <x@example.net>\r\nContent-Type: text/plain; charset=UTF-8\r\n\r\n${body.replace(/\n/g, '\r\n')}`);
const REQUEST = '> Ваш голос за правительство: Ja или Nein?\n> Ответьте одним словом: Ja (за) или Nein (против).';

test('given a reply written under the quote of a Russian attribution (Thunderbird\'s "пишет:", "написал:", Gmail\'s address and colon), the answer below is the reply', async () => {
  const attributions = [
    '07.12.2026 10:00, Ведущий пишет:', // Thunderbird
    '07.12.2026 10:00, Ведущий написал:',
    'пн, 7 дек. 2026 г. в 10:00, Ведущий <moderator@example.org>:', // Gmail
  ];
  for (const line of attributions) {
    assert.is((await readMail(plain(`${line}\n${REQUEST}\n\nпротив\n`))).reply, 'против', line);
    assert.is((await readMail(plain(`${line}\n\n${REQUEST}\n\nпротив\n`))).reply, 'против', `${line}, a blank line before the quote`);
  }
});

test('given a Yandex or Mail.ru attribution whose original follows without ">", the original is still no part of the reply', async () => {
  const mail = await readMail(plain('за\n\n6 декабря 2026 г., 12:00, Ведущий пишет:\nОтветьте одним словом: Ja (за) или Nein (против).\n'));
  assert.is(mail.reply, 'за');
});

test('given a player who bottom-posts "против" under Thunderbird\'s Russian attribution, the Nein is applied', async () => {
  const [accounts] = accountsFor(1);
  const game = await votingGame(accounts);
  try {
    const carol = game.players[2];
    const request = await waitForMail(carol, /\] Vote:/);
    const quoted = request.text.split('\n').map((l) => (l ? `> ${l}` : '>')).join('\r\n');
    await sendRaw(carol.box, game.moderator.address, [`From: Carol <${carol.box.address}>`, `To: ${game.moderator.address}`, `Subject: Re: ${request.subject}`,
      'Message-ID: <bottom-posted@carol.test>', `In-Reply-To: ${request.messageId}`, `References: ${request.messageId}`,
      'MIME-Version: 1.0', 'Content-Type: text/plain; charset=UTF-8', 'Content-Transfer-Encoding: 8bit', '',
      '07.12.2026 10:00, Moderator пишет:', quoted, '', 'против', ''].join('\r\n'));
    const items = (await syncUntil(game, 1)).flatMap((p) => p.items);
    assert.equal(items.map((i) => [i.player, i.outcome]), [['Carol', 'applied']]);
    assert.equal(engineVotes(game), [{ seat: 2, vote: 'nein' }]);
  } finally {
    await closeGame(game);
  }
});

test.after(() => cleanupMailboxes());

test.run();
