// Outlook writes each line a player types as a paragraph of its own (<p class="MsoNormal">, with no
// margin: on screen, one line under the other). Read as paragraphs with a blank line between them,
// "I will not vote" / "ja" were two sentences, and the negation no longer reached the answer: the
// reply was applied as Ja. A paragraph is read as a line, as a line break in plain text is
// (docs/email.md: a line break within a paragraph ends no clause). Played on the real servers.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMail } from '../../src/mail/read.js';
import { readBothParts, type AnswerContext } from '../../src/mail/answers.js';
import { ROOT } from '../support/cli.js';
import { sendRaw, cleanupMailboxes } from '../support/mail.js';
import { accountsFor, closeGame, engineVotes, syncUntil, votingGame, waitForMail } from '../support/mail-game.js';

const FIXTURE = join(ROOT, 'test', 'mail', 'fixtures', 'clients', 'outlook_paragraphs.eml');
const vote = (lang: AnswerContext['lang']): AnswerContext => ({ prompt: 'votes', seat: 0, theme: 'secret-hitler', lang, hand: [], vetoAllowed: false });

/** An HTML-only reply of Outlook's markup, one paragraph per line typed. */
function outlookHtml(lines: string[]): Buffer {
  const paragraphs = lines.map((l) => `<p class="MsoNormal">${l}<o:p></o:p></p>`).join('\r\n');
  return Buffer.from(`From: a@example.net\r\nMessage-ID: <p@example.net>\r\nMIME-Version: 1.0\r\nContent-Type: text/html; charset=utf-8\r\n\r\n<html><head><style>p.MsoNormal {margin:0cm;}</style></head><body><div class="WordSection1">${paragraphs}</div></body></html>`);
}

test('given Outlook paragraphs "I will not vote" / "ja", the negation reaches the Ja: asked back, in English and in Russian', async () => {
  const english = await readMail(outlookHtml(['I will not vote', 'ja']));
  assert.equal(readBothParts(english.reply, english.otherPart, vote('en')), { ok: false, reason: 'ambiguous', why: 'negated', quote: 'I will not vote ja' });
  const russian = await readMail(outlookHtml(['Я не стану голосовать', 'за']));
  assert.equal(readBothParts(russian.reply, russian.otherPart, vote('ru')), { ok: false, reason: 'ambiguous', why: 'negated', quote: 'Я не стану голосовать за' });
});

test('given an empty Outlook paragraph between two lines, it is still a blank line: "Nein" then a new paragraph "Not this time" stays a Nein', async () => {
  const mail = await readMail(outlookHtml(['Nein', '&nbsp;', 'Not this time, sorry']));
  assert.equal(readBothParts(mail.reply, mail.otherPart, vote('en')).ok, true);
});

test('given an Outlook reply of HTML alone whose lines say "I will not vote" / "ja", no vote is cast and the player is asked back with the words read', async () => {
  const [accounts] = accountsFor(1);
  const game = await votingGame(accounts);
  try {
    const eve = game.players[4];
    const request = await waitForMail(eve, /\] Vote:/);
    const fixture = readFileSync(FIXTURE, 'utf8').replace(/\r?\n/g, '\r\n');
    const body = fixture.slice(fixture.indexOf('\r\n\r\n'));
    const headers = fixture.slice(0, fixture.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ').split('\r\n')
      .filter((h) => !/^(from|to|subject|message-id|in-reply-to|references):/i.test(h));
    await sendRaw(eve.box, game.moderator.address, [`From: Eve <${eve.box.address}>`, `To: ${game.moderator.address}`, `Subject: RE: ${request.subject}`,
      'Message-ID: <outlook-paragraphs@eve.test>', `In-Reply-To: ${request.messageId}`, `References: ${request.messageId}`, ...headers].join('\r\n') + body);
    const items = (await syncUntil(game, 1)).flatMap((p) => p.items);
    assert.equal(items.map((i) => [i.player, i.outcome]), [['Eve', 'ambiguous']]);
    assert.equal(engineVotes(game), [], 'no vote is cast');
    const answer = await waitForMail(eve, /not applied/i);
    assert.match(answer.text, /You wrote: "I will not vote ja"/);
  } finally {
    await closeGame(game);
  }
});

test.after(() => cleanupMailboxes());

test.run();
