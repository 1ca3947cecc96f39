// A Chancellor-elect who answers her vote's receipt with a card ("enact 1") before her two cards
// have come: her words are an answer, to a question not asked yet. She must not be told that her
// email "needs no answer" (that is for a "thanks"), nor that it "came after the votes were
// counted" (it is no vote), and the moderator's report must not say it "gives no answer": it is
// quoted back as not applied, the question it answered closed. Played on the real servers.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanupMailboxes, clockedMailGame, newMailboxes, postfixDelivered } from '../support/mail.js';
import { inbox, received, repliedTo } from '../support/inbox.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

test("given Carol's vote receipt answered 'enact 1' after the count, before her cards came, she is told her words were not applied, not that they needed no answer", async () => {
  const [moderator, ...players] = newMailboxes(['modc', 'p1c', 'p2c', 'p3c', 'p4c', 'p5c']);
  const g = clockedMailGame('chancery-card-to-receipt-', moderator, players, NAMES);
  g.up();
  assert.is(g.at('10:00', ['new', 'g', '--players', 'roster.yaml']).code, 0);
  assert.is(g.at('10:05', ['nominate', 'g', 'Carol']).code, 0);
  const carol = players[2];
  const request = await received(carol, /\] Vote:/);
  await repliedTo(carol, moderator, request, 'Ja');
  assert.is(g.at('10:10', ['sync', 'g']).code, 0);
  const receipt = await received(carol, /\] Received: Ja/);
  // The count, by the moderator's hand: Alice draws; Carol's cards have not come yet.
  assert.is(g.at('10:15', ['vote', 'g', 'Alice=ja', 'Bob=ja', 'Dmitri=ja', 'Eve=ja']).code, 0);
  const had = new Set((await inbox(carol)).map((m) => m.messageId));
  await repliedTo(carol, moderator, receipt, 'enact 1');
  const report = g.at('10:20', ['sync', 'g']);
  assert.is(report.code, 0, report.stderr);
  const line = report.stdout.split('\n').find((l) => l.includes('Carol'))!;
  assert.ok(line, report.stdout);
  assert.not.match(line, /gives no answer|none was needed/);
  assert.not.match(line, /votes were counted/);
  assert.match(line, /^too-late Carol/);
  await postfixDelivered([carol.address]);
  const told = (await inbox(carol)).filter((m) => !had.has(m.messageId));
  assert.is(told.length, 1, told.map((m) => m.subject).join('; '));
  assert.match(told[0].text, /You wrote: "enact 1"/);
  assert.not.match(told[0].text, /it needs no answer/, told[0].text);
  assert.not.match(told[0].text, /after the votes were counted/);
});

test.after(() => cleanupMailboxes());
test.run();
