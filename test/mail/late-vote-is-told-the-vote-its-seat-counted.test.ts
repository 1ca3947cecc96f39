// Eve's vote was entered by the moderator (she said "nein" in the thread, or never said): nobody
// mailed her about it. Her "Ja" by mail comes after the count: she is told that, with the count
// and the result, and which vote her seat counted (Nein), which the result post made public: else
// she may believe her Ja was lost, or counted. The moderator's report says it alike. Played on the
// real servers.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanupMailboxes, clockedMailGame, newMailboxes, postfixDelivered } from '../support/mail.js';
import { inbox, received, repliedTo } from '../support/inbox.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

test("given Eve=nein entered by the moderator and counted, her late Ja is told that her seat's vote counted was Nein", async () => {
  const [moderator, ...players] = newMailboxes(['modl', 'p1l', 'p2l', 'p3l', 'p4l', 'p5l']);
  const g = clockedMailGame('chancery-late-seat-vote-', moderator, players, NAMES);
  g.up();
  const eve = players[4];
  assert.is(g.at('10:00', ['new', 'g', '--players', 'roster.yaml']).code, 0);
  assert.is(g.at('10:05', ['nominate', 'g', 'Carol']).code, 0);
  const request = await received(eve, /\] Vote:/);
  assert.is(g.at('10:10', ['vote', 'g', 'Alice=ja', 'Bob=ja', 'Carol=ja', 'Dmitri=ja', 'Eve=nein']).code, 0);
  const had = new Set((await inbox(eve)).map((m) => m.messageId));
  await repliedTo(eve, moderator, request, 'Ja');
  const report = g.at('10:15', ['sync', 'g']);
  assert.is(report.code, 0, report.stderr);
  assert.match(report.stdout, /^too-late Eve — it came after the votes were counted \(Ja 4, Nein 1: the government was elected; this seat's vote counted: Nein\)/m);
  await postfixDelivered([eve.address]);
  const told = (await inbox(eve)).filter((m) => !had.has(m.messageId));
  assert.is(told.length, 1);
  assert.match(told[0].text, /this seat's vote counted: Nein/);
});

test.after(() => cleanupMailboxes());
test.run();
