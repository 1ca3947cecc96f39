// The moderator enacts Carol's card by hand; Carol then mails her card and is told, correctly then,
// that the question is closed and which answer stands. The moderator takes the enactment back
// (`undo`): the game waits for Carol's card again. What Carol was told since the decision ("that
// question is closed", "the game is over") no longer holds, and she must be told so, once, with
// her cards asked again: else she believes the choice is made and the game waits for her in vain.
// (A player told nothing since the decision, the President here, is told nothing.) Played on the
// real servers.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanupMailboxes, clockedMailGame, newMailboxes, postfixDelivered } from '../support/mail.js';
import { inbox, received, repliedTo } from '../support/inbox.js';
import { SEED_LFL } from '../support/president-discard.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

test("given Carol told since the moderator's enactment that her card came after it, an undo of the enactment tells her it no longer holds and asks her cards again", async () => {
  const [moderator, ...players] = newMailboxes(['modu', 'p1u', 'p2u', 'p3u', 'p4u', 'p5u']);
  const g = clockedMailGame('chancery-undo-told-since-', moderator, players, NAMES);
  g.up();
  const [alice, , carol] = players;
  assert.is(g.at('10:00', ['new', 'g', '--players', 'roster.yaml', '--seed', SEED_LFL]).code, 0);
  assert.is(g.at('10:05', ['nominate', 'g', 'Carol']).code, 0);
  assert.is(g.at('10:10', ['vote', 'g', ...NAMES.map((n) => `${n}=ja`)]).code, 0);
  assert.is(g.at('10:15', ['discard', 'g', '1']).code, 0);
  const hand = await received(carol, /\] Your two policies/);
  assert.is(g.at('10:20', ['enact', 'g', '1']).code, 0);
  await repliedTo(carol, moderator, hand, 'enact 2');
  assert.is(g.at('10:25', ['sync', 'g']).code, 0);
  await postfixDelivered([carol.address]);
  const closed = await received(carol, /not applied/i);
  const carolHad = new Set((await inbox(carol)).map((m) => m.messageId));
  const aliceHad = new Set((await inbox(alice)).map((m) => m.messageId));
  const undone = g.at('10:30', ['undo', 'g', '--yes']);
  assert.is(undone.code, 0, undone.stderr);
  assert.match(undone.stdout, /Carol/);
  await postfixDelivered([carol.address, alice.address]);
  const told = (await inbox(carol)).filter((m) => !carolHad.has(m.messageId));
  assert.is(told.length, 1, told.map((m) => m.subject).join('; '));
  assert.match(told[0].subject, /Withdrawn/);
  assert.ok(told[0].text.includes(closed.subject), told[0].text);
  assert.match(told[0].text, /ENACT/);
  assert.equal((await inbox(alice)).filter((m) => !aliceHad.has(m.messageId)).map((m) => m.subject), []);
});

test.after(() => cleanupMailboxes());
test.run();
