// The moderator entered Carol's vote by hand (`chancery vote g Carol=ja`: she said so in the
// thread, say); then her emailed "Nein" is read. A vote may be changed until the count (RULES
// §2.2), so the mail is applied; but what it replaced was the moderator's entry, not a vote she
// mailed. A demanding moderator's report says so, and from what to what ("it replaces the vote you
// entered by hand: Ja → Nein"); and when the email is dated before the entry (it was written
// before the word the moderator entered, and arrived late), it says that too, with the command that
// puts the entry back. Carol's receipt says the vote it replaces was the one the moderator entered
// for her (she may never have given it), not "your earlier vote". Played on the real servers.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanupMailboxes, clockedMailGame, newMailboxes, postfixDelivered, sendRaw, type Mailbox } from '../support/mail.js';
import { inbox, received } from '../support/inbox.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

function raw(from: Mailbox, to: Mailbox, request: { subject: string; messageId: string }, date: string, body: string, id: string): string {
  return [`From: Carol <${from.address}>`, `To: ${to.address}`, `Subject: Re: ${request.subject}`, `Date: ${date}`, `Message-ID: ${id}`,
    `In-Reply-To: ${request.messageId}`, `References: ${request.messageId}`, 'MIME-Version: 1.0', 'Content-Type: text/plain; charset=utf-8', '', body, ''].join('\r\n');
}

async function game(lang?: 'ru') {
  const [moderator, ...players] = newMailboxes(['modh', 'p1h', 'p2h', 'p3h', 'p4h', 'p5h']);
  const g = clockedMailGame('chancery-hand-entered-', moderator, players, NAMES);
  g.up();
  assert.is(g.at('10:00', ['new', 'g', '--players', 'roster.yaml', ...(lang ? ['--lang', lang] : [])]).code, 0);
  assert.is(g.at('10:05', ['nominate', 'g', 'Bob']).code, 0);
  const carol = players[2];
  const request = await received(carol, /\] (?:Vote|Голосование):/);
  const entered = g.at('10:30', ['vote', 'g', 'Carol=ja']);
  assert.is(entered.code, 0, entered.stderr);
  return { g, moderator, carol, request };
}

test("given Carol=ja entered by hand at 10:30, her Nein mailed at 10:40 is applied; the report says it replaces the vote the moderator entered, Ja → Nein, and her receipt says whose vote it replaced", async () => {
  const { g, moderator, carol, request } = await game();
  const had = new Set((await inbox(carol)).map((m) => m.messageId));
  await sendRaw(carol, moderator.address, raw(carol, moderator, request, 'Tue, 01 Dec 2026 10:40:00 +0000', 'Nein', '<late-nein-1@chancery.test>'));
  await postfixDelivered([moderator.address]);
  const report = g.at('10:45', ['sync', 'g']);
  assert.is(report.code, 0, report.stderr);
  const line = report.stdout.split('\n').find((l) => l.includes('Carol'))!;
  assert.match(line, /^applied Carol: Nein — .*entered by hand.*Ja → Nein/, report.stdout);
  assert.not.match(line, /dated/, 'written after the entry: nothing to check');
  await postfixDelivered([carol.address]);
  const receipt = (await inbox(carol)).filter((m) => !had.has(m.messageId));
  assert.is(receipt.length, 1);
  assert.match(receipt[0].text, /^It replaces the vote the moderator had entered for you: Ja\.$/m, receipt[0].text);
  assert.match(readFileSync(join(g.cwd, 'games', 'g.yaml'), 'utf8'), /vote: nein/);
});

test('given an email dated before the moderator\'s entry, the report says so and gives the command that puts the entry back', async () => {
  const { g, moderator, carol, request } = await game();
  await sendRaw(carol, moderator.address, raw(carol, moderator, request, 'Tue, 01 Dec 2026 10:20:00 +0000', 'Nein', '<early-nein-1@chancery.test>'));
  await postfixDelivered([moderator.address]);
  const report = g.at('10:45', ['sync', 'g']);
  assert.is(report.code, 0, report.stderr);
  const line = report.stdout.split('\n').find((l) => l.includes('Carol'))!;
  assert.match(line, /entered by hand.*Ja → Nein/, report.stdout);
  assert.match(line, /dated .*10:20.*before your entry/, line);
  assert.match(line, /chancery vote g 3=ja --override/, line);
});

test('given a Russian game, the report and the receipt say it in Russian', async () => {
  const { g, moderator, carol, request } = await game('ru');
  const had = new Set((await inbox(carol)).map((m) => m.messageId));
  await sendRaw(carol, moderator.address, raw(carol, moderator, request, 'Tue, 01 Dec 2026 10:20:00 +0000', 'Nein', '<early-nein-ru@chancery.test>'));
  await postfixDelivered([moderator.address]);
  const report = g.at('10:45', ['sync', 'g']);
  assert.is(report.code, 0, report.stderr);
  const line = report.stdout.split('\n').find((l) => l.includes('Carol'))!;
  assert.match(line, /ведущ|вручную/);
  assert.match(line, /Ja → Nein/);
  const words = line.replace(/chancery vote g 3=ja --override/, '').replace(/\b(?:Ja|Nein|Carol)\b/g, '');
  assert.not.match(words, /[A-Za-z]{2,}/, line);
  await postfixDelivered([carol.address]);
  const receipt = (await inbox(carol)).filter((m) => !had.has(m.messageId));
  assert.match(receipt[0].text, /ведущий/, receipt[0].text);
  assert.not.match(receipt[0].text, /ваш прежний голос/);
});

test.after(() => cleanupMailboxes());
test.run();
