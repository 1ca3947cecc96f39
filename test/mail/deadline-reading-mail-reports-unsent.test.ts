// `deadline --apply` on a game played by mail first reads the answers waiting in the mailbox, as
// sync does (docs/house-rules.md). When what it reads completes the vote, the tally deals the
// President's hand; with the SMTP server away, that hand is not sent. `sync` says so and exits 1
// (README: "failures are listed (and make the command exit 1)"); `deadline --apply` printed the
// same "not sent" lines and exited 0, as if all had gone out: a script would never learn that the
// President has no cards. Played on the real servers: the game's mail.yaml points at a port where
// nothing listens once the reply is in.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { openGame } from '../../src/game/open.js';
import { cleanupMailboxes, clockedMailGame, newMailboxes, type ClockedMailGame } from '../support/mail.js';
import { received, repliedTo } from '../support/inbox.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const ACCOUNTS = newMailboxes(['mod', 'p1', 'p2', 'p3', 'p4', 'p5'].map((l) => `${l}du`));

/** Eve's Ja, the last vote, waits in the moderator's mailbox; then the SMTP server goes away. */
async function lastVoteWaitingWithMailDown(): Promise<ClockedMailGame> {
  const [moderator, ...players] = ACCOUNTS;
  const g = clockedMailGame('chancery-deadline-unsent-', moderator, players, NAMES);
  g.up();
  assert.is(g.at('10:00', ['new', 'g', '--players', 'roster.yaml', '--deadline', '1h', '--on-missing-vote', 'nein']).code, 0);
  assert.is(g.at('10:00', ['nominate', 'g', 'Bob']).code, 0);
  assert.is(g.at('10:05', ['vote', 'g', 'Alice=ja', 'Bob=ja', 'Carol=ja', 'Dmitri=ja']).code, 0);
  const eve = players[4];
  const request = await received(eve, /\] Vote:/);
  await repliedTo(eve, moderator, request, 'Ja');
  g.down();
  return g;
}

test('given the last vote waiting by mail and the SMTP server away, deadline --apply that reads it and tallies says the President\'s hand was not sent and exits 1', async () => {
  const g = await lastVoteWaitingWithMailDown();
  const r = g.at('12:00', ['deadline', 'g', '--apply']);
  const events = openGame(join(g.cwd, 'games', 'g.yaml')).log.events;
  assert.ok(events.some((e) => e.type === 'votes-tallied'), `Eve's Ja was read and the votes tallied\n${r.stdout}${r.stderr}`);
  assert.not.ok(events.some((e) => e.type === 'default-applied'), 'no vote was left for the house rule');
  assert.match(r.stdout, /not sent/);
  assert.is(r.code, 1, `the hand is not sent: the command says so by its exit status\n${r.stdout}${r.stderr}`);
  assert.match(r.stderr, /chancery send g/);
});

test.after(() => cleanupMailboxes());

test.run();
