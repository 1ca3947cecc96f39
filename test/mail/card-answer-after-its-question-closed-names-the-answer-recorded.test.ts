// A card answer that comes after the seat's answer to that question is recorded (the President's
// second "discard" in the same batch as her first; the Chancellor's card after the moderator
// entered the enactment by hand) is not applied: a choice of policies cannot be changed. The
// player is told which answer stands for that question ("discarded: Fascist", which only she and
// the moderator know; "enacted: Liberal"), not only that "the game has moved on": she may not know
// what the moderator recorded for her. The moderator's line marks a President's discard PRIVATE,
// as it marks every reading of one. Played on the real servers, the first President drawing
// Liberal, Fascist, Liberal (SEED_LFL).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanupMailboxes, clockedMailGame, newMailboxes, postfixDelivered } from '../support/mail.js';
import { inbox, received, repliedTo } from '../support/inbox.js';
import { SEED_LFL } from '../support/president-discard.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

async function elected() {
  const [moderator, ...players] = newMailboxes(['modr', 'p1r', 'p2r', 'p3r', 'p4r', 'p5r']);
  const g = clockedMailGame('chancery-card-recorded-', moderator, players, NAMES);
  g.up();
  assert.is(g.at('10:00', ['new', 'g', '--players', 'roster.yaml', '--seed', SEED_LFL]).code, 0);
  assert.is(g.at('10:05', ['nominate', 'g', 'Carol']).code, 0);
  assert.is(g.at('10:10', ['vote', 'g', ...NAMES.map((n) => `${n}=ja`)]).code, 0);
  return { g, moderator, alice: players[0], carol: players[2] };
}

const newSince = async (box: Parameters<typeof inbox>[0], had: Set<string>) => (await inbox(box)).filter((m) => !had.has(m.messageId));

test('given Alice discards the Fascist, then names the first card in a second reply read in the same sync, the second is told that "discarded: Fascist" stands', async () => {
  const { g, moderator, alice } = await elected();
  const hand = await received(alice, /\] Your three policies/);
  const had = new Set((await inbox(alice)).map((m) => m.messageId));
  await repliedTo(alice, moderator, hand, 'discard 2');
  await repliedTo(alice, moderator, hand, 'discard 1');
  const report = g.at('10:20', ['sync', 'g']);
  assert.is(report.code, 0, report.stderr);
  const line = report.stdout.split('\n').find((l) => l.startsWith('too-late Alice'))!;
  assert.ok(line, report.stdout);
  assert.match(line, /discarded: Fascist/);
  assert.match(line, /PRIVATE/);
  await postfixDelivered([alice.address]);
  const notice = (await newSince(alice, had)).find((m) => /not applied/i.test(m.subject))!;
  assert.ok(notice);
  assert.match(notice.text, /^You wrote: "discard 1"$/m);
  assert.match(notice.text, /discarded: Fascist/);
  assert.match(notice.text, /cannot be changed/);
});

test("given the moderator enacted Carol's Liberal by hand, her 'enact the fascist' by mail is told that 'enacted: Liberal' stands", async () => {
  const { g, moderator, alice, carol } = await elected();
  void alice;
  assert.is(g.at('10:15', ['discard', 'g', '2']).code, 0);
  const hand = await received(carol, /\] Your two policies/);
  assert.is(g.at('10:20', ['enact', 'g', '1']).code, 0);
  const had = new Set((await inbox(carol)).map((m) => m.messageId));
  await repliedTo(carol, moderator, hand, 'enact the fascist');
  const report = g.at('10:25', ['sync', 'g']);
  assert.is(report.code, 0, report.stderr);
  assert.match(report.stdout, /^too-late Carol — .*enacted: Liberal/m);
  await postfixDelivered([carol.address]);
  const told = await newSince(carol, had);
  assert.is(told.length, 1, told.map((m) => m.subject).join('; '));
  assert.match(told[0].text, /enacted: Liberal/);
});

test.after(() => cleanupMailboxes());
test.run();
