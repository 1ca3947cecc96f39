// A reminder exactly once per player per deadline (docs/house-rules.md, "Reminders": "nobody is
// reminded twice of one deadline (a new deadline allows one more)"), also when a reminder waited in
// the queue while mail was down and the deadline moved meanwhile: it goes out stating the deadline
// in force when it is sent ("Deadlines": a message that waited states a deadline set or moved
// meanwhile), so it is the reminder of that deadline, and `remind` sends no second one of it.
// Played as a moderator would, on the real servers: the game's mail.yaml points at a port where
// nothing listens, then at the real server.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { openGame } from '../../src/game/open.js';
import type { MessageQueued } from '../../src/log/records.js';
import { cleanupMailboxes, clockedMailGame, newMailboxes, type ClockedMailGame, type Mailbox } from '../support/mail.js';
import { inbox, received } from '../support/inbox.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const GAMES = 2;
const ACCOUNTS = newMailboxes(Array.from({ length: GAMES }, (_, g) => ['mod', 'p1', 'p2', 'p3', 'p4', 'p5'].map((l) => `${l}ro${g}`)).flat());
let used = 0;

interface Game extends ClockedMailGame { eve: Mailbox }

/**
 * A five-player game `g` made at 10:00 UTC on 1 December 2026 (vote due 12:00), Bob nominated and
 * every vote in but Eve's; at 10:30, with mail down, the moderator reminds Eve (the reminder waits),
 * and at 11:00 moves the deadline to 14:00.
 */
function reminderWaitingAcrossAMove(): Game {
  const [moderator, ...players] = ACCOUNTS.slice(used * 6, used * 6 + 6);
  used++;
  const g: Game = { ...clockedMailGame('chancery-reminder-once-', moderator, players, NAMES), eve: players[4] };
  g.up();
  assert.is(g.at('10:00', ['new', 'g', '--players', 'roster.yaml', '--deadline', '2h']).code, 0);
  assert.is(g.at('10:00', ['nominate', 'g', 'Bob']).code, 0);
  assert.is(g.at('10:10', ['vote', 'g', 'Alice=ja', 'Bob=ja', 'Carol=ja', 'Dmitri=ja']).code, 0);
  g.down();
  const first = g.at('10:30', ['remind', 'g']);
  assert.is(first.code, 1, 'the reminder cannot be sent');
  assert.match(first.stdout, /Reminded: Eve/);
  assert.is(g.at('11:00', ['deadline', 'g', '2026-12-01T14:00Z']).code, 1);
  return g;
}

/** The reminders written for Eve (seat 5), and which of them the log says went out. */
function remindersToEve(g: Game): { queued: number; sent: number } {
  const events = openGame(join(g.cwd, 'games', 'g.yaml')).log.events;
  const reminders = events.filter((e) => e.type === 'message-queued' && (e as MessageQueued).kind === 'reminder' && (e as MessageQueued).to === 4) as MessageQueued[];
  const sent = new Set(events.flatMap((e) => (e.type === 'message-sent' ? [e.messageId] : [])));
  return { queued: reminders.length, sent: reminders.filter((m) => sent.has(m.messageId)).length };
}

test('given a reminder that waited in the queue while the deadline moved to 14:00, when the moderator reminds again once mail works and sends, then Eve receives one reminder, of 14:00', async () => {
  const g = reminderWaitingAcrossAMove();
  g.up();
  const again = g.at('11:05', ['remind', 'g']);
  assert.is(again.code, 0, again.stderr);
  assert.not.match(again.stdout, /Reminded: Eve/, 'the reminder waiting in the queue will state 14:00');
  const sent = g.at('11:06', ['send', 'g']);
  assert.is(sent.code, 0, sent.stderr);
  assert.equal(remindersToEve(g), { queued: 1, sent: 1 });
  // received() fails if two reminders match.
  const reminder = await received(g.eve, /\] Reminder:/);
  assert.match(reminder.text, /^Deadline: Tuesday, 1 December 2026 at 14:00 \(UTC\)$/m);
  await new Promise((r) => setTimeout(r, 500));
  assert.is((await inbox(g.eve)).filter((m) => /\] Reminder:/.test(m.subject)).length, 1);
});

test('given a reminder that waited in the queue and went out after the deadline moved to 14:00, when the moderator reminds, then Eve is not reminded a second time of 14:00', async () => {
  const g = reminderWaitingAcrossAMove();
  g.up();
  assert.is(g.at('11:05', ['send', 'g']).code, 0);
  const reminder = await received(g.eve, /\] Reminder:/);
  assert.match(reminder.text, /^Deadline: Tuesday, 1 December 2026 at 14:00 \(UTC\)$/m);
  const again = g.at('12:00', ['remind', 'g']);
  assert.is(again.code, 0, again.stderr);
  assert.match(again.stdout, /Already reminded of this deadline: Eve/);
  assert.equal(remindersToEve(g), { queued: 1, sent: 1 });
  await new Promise((r) => setTimeout(r, 500));
  assert.is((await inbox(g.eve)).filter((m) => /\] Reminder:/.test(m.subject)).length, 1);
});

test.after(() => cleanupMailboxes());

test.run();
