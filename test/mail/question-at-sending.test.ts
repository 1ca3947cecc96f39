// Mail that waited while the game's outgoing mail was down asks, when it goes out, the question the
// game has open then (docs/email.md "What is sent when"). A question that closed before its
// messages could go out (the moderator typed the votes in) is open again once `undo` takes back
// what closed it: the vote requests nobody received are sent then, so the game does not wait for
// votes from players who were never asked; a question still closed stays dropped. An answer to a
// player's reply (a receipt, or "NOT applied") shows the question open when it is sent, which is
// the one a reply to it answers, never the options of a question closed meanwhile. Played as a
// moderator would, on the real servers: the game's mail.yaml points at a port where nothing
// listens, then at the real server.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openGame } from '../../src/game/open.js';
import type { LogRecord, MessageQueued } from '../../src/log/records.js';
import { runCli, scratch, type CliRun } from '../support/cli.js';
import { cleanupMailboxes, newMailboxes, smtpAs, waitFor, writeMailConfig, type Mailbox } from '../support/mail.js';
import { inbox, received } from '../support/inbox.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const GAMES = 4;
const LABELS = ['mod', 'p1', 'p2', 'p3', 'p4', 'p5'];
const ACCOUNTS = newMailboxes(Array.from({ length: GAMES }, (_, g) => LABELS.map((l) => `${l}rq${g}`)).flat());
let used = 0;

interface Game { cwd: string; moderator: Mailbox; players: Mailbox[]; at: (time: string, args: string[]) => CliRun; down: () => void; up: () => void }

/** A five-player game `g` made at 10:00 UTC on 1 December 2026 with its mail up. */
function game(lang?: 'ru'): Game {
  const [moderator, ...players] = ACCOUNTS.slice(used * LABELS.length, (used + 1) * LABELS.length);
  used++;
  const cwd = scratch('chancery-question-at-sending-');
  writeFileSync(join(cwd, 'roster.yaml'), players.map((p, i) => `- { name: ${NAMES[i]}, email: ${p.address} }\n`).join(''));
  const games = join(cwd, 'games');
  const g: Game = {
    cwd, moderator, players,
    at: (time, args) => runCli(args, { cwd, env: { CHANCERY_NOW: `2026-12-01T${time}:00Z`, [moderator.passwordEnv]: moderator.password } }),
    down: () => writeMailConfig(games, 'g', moderator, { smtpPort: 1 }),
    up: () => writeMailConfig(games, 'g', moderator),
  };
  g.up();
  const made = g.at('10:00', ['new', 'g', '--players', 'roster.yaml', '--seed', 'ab'.repeat(32), ...(lang ? ['--lang', lang] : [])]);
  assert.is(made.code, 0, made.stdout + made.stderr);
  return g;
}

type Queued = MessageQueued & { seq: number };
const events = (g: Game): LogRecord[] => openGame(join(g.cwd, 'games', 'g.yaml')).log.events;
const requests = (g: Game) => events(g).filter((e): e is LogRecord & Queued => e.type === 'message-queued' && e.kind === 'vote-request');
const sentIds = (g: Game) => new Set(events(g).flatMap((e) => (e.type === 'message-sent' ? [e.messageId] : [])));
const votesIn = async (box: Mailbox) => (await inbox(box)).filter((m) => /\] Vote:|Голосование/.test(m.subject));

test('given vote requests that never went out because the moderator entered the votes, when undo takes the last vote back, the voter the game waits for again is asked once, with the request queued for them, and the others are not', async () => {
  const g = game();
  g.down();
  assert.is(g.at('10:05', ['nominate', 'g', 'Carol']).code, 1, 'the vote requests could not be sent');
  assert.is(g.at('10:10', ['vote', 'g', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja']).code, 1, 'the hand could not be sent');
  g.up();
  const sent = g.at('10:20', ['send', 'g']);
  assert.is(sent.code, 0, sent.stdout + sent.stderr);
  await received(g.players[0], /Your three policies as President/);
  for (const p of g.players) assert.equal(await votesIn(p), [], 'the vote was over before its requests could go out: none is sent');

  // Each vote the moderator typed is its own decision: undo takes back Eve's, and the tally.
  const undone = g.at('10:30', ['undo', 'g', '--yes']);
  assert.is(undone.code, 0, undone.stdout + undone.stderr);
  // The moderator was told at 10:20 that the requests were not sent; the undo does not repeat it.
  assert.not.match(undone.stdout, /not sent vote request/);
  assert.match(undone.stdout, /^sent 2 messages /m);
  const status = g.at('10:31', ['status', 'g']);
  assert.match(status.stdout, /waits for votes from Eve$/m);
  assert.not.match(status.stdout, /Not sent yet/);
  const eve = requests(g).find((m) => m.to === 4)!;
  assert.ok(sentIds(g).has(eve.messageId), "Eve's vote request is recorded as sent");
  const got = await received(g.players[4], /\] Vote: President Alice, Chancellor Carol/);
  assert.is(got.messageId.replace(/^<|>$/g, ''), eve.messageId.replace(/^<|>$/g, ''));
  assert.match(got.text, /^Hello Eve,$/m);
  assert.match(got.text, new RegExp(`\\[${eve.code}\\]`));
  // The others voted (the moderator entered their votes): they are not asked.
  for (const p of g.players.slice(0, 4)) assert.equal(await votesIn(p), []);
  const fate = (id: string) => events(g).filter((e) => e.type === 'message-dropped' && e.messageId === id).map((e) => (e as { reason: string }).reason);
  for (const m of requests(g).filter((r) => r.to !== 4)) assert.equal(fate(m.messageId), ['closed', 'answered']);

  // Sent once: later `send`s find nothing waiting and write nothing.
  const length = events(g).length;
  assert.match(g.at('10:40', ['send', 'g']).stdout, /nothing to send/i);
  assert.match(g.at('10:41', ['send', 'g']).stdout, /nothing to send/i);
  assert.is(events(g).length, length);
  assert.is((await votesIn(g.players[4])).length, 1);

  // Undo Dmitri's vote too: he is asked now, once, and Eve is not asked again.
  assert.is(g.at('10:50', ['undo', 'g', '--yes']).code, 0);
  assert.match(g.at('10:51', ['status', 'g']).stdout, /waits for votes from Dmitri, Eve$/m);
  const dmitri = await received(g.players[3], /\] Vote: President Alice, Chancellor Carol/);
  assert.match(dmitri.text, /^Hello Dmitri,$/m);
  assert.is((await votesIn(g.players[4])).length, 1);
  for (const p of g.players.slice(0, 3)) assert.equal(await votesIn(p), []);
});

test('given vote requests dropped because the vote was over, they stay dropped while it is: an undo of a later decision does not reopen the vote, and nothing is sent for it', async () => {
  const g = game();
  g.down();
  assert.is(g.at('10:05', ['nominate', 'g', 'Carol']).code, 1);
  assert.is(g.at('10:10', ['vote', 'g', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja']).code, 1);
  g.up();
  assert.is(g.at('10:20', ['send', 'g']).code, 0);
  await received(g.players[0], /Your three policies as President/);
  assert.is(g.at('10:25', ['discard', 'g', '1']).code, 0);
  assert.is(g.at('10:30', ['undo', 'g', '--yes']).code, 0);
  assert.match(g.at('10:31', ['status', 'g']).stdout, /waits for Alice/);
  assert.match(g.at('10:40', ['send', 'g']).stdout, /nothing to send/i);
  for (const p of g.players) assert.equal(await votesIn(p), []);
  const fate = new Set(events(g).flatMap((e) => (e.type === 'message-dropped' && e.reason === 'closed' ? [e.messageId] : [])));
  for (const r of requests(g)) assert.ok(fate.has(r.messageId), 'each request is still dropped as closed');
});

/** Player `from` replies `text` to the message `to` they received. */
async function reply(g: Game, from: Mailbox, to: { subject: string; messageId: string }, text: string): Promise<void> {
  const smtp = smtpAs(from);
  try {
    await smtp.sendMail({ from: from.address, to: g.moderator.address, subject: `Re: ${to.subject}`, inReplyTo: to.messageId, references: [to.messageId], text });
  } finally {
    smtp.close();
  }
}

test('given a reply that could not be read while outgoing mail was down, when the vote closes before mail works again, the NOT applied answer that goes out says no question is open and offers no vote', async () => {
  const g = game();
  assert.is(g.at('10:05', ['nominate', 'g', 'Carol']).code, 0);
  const bob = g.players[1];
  await reply(g, bob, await received(bob, /\] Vote:/), 'maybe');
  g.down();
  // Sync reads by IMAP (still up): the reply is not applied, and its answer cannot be sent.
  await waitFor('the reply to be read', () => {
    g.at('10:10', ['sync', 'g']);
    return events(g).some((e) => e.type === 'reply-received');
  });
  assert.ok(events(g).some((e) => e.type === 'message-queued' && e.kind === 'error-reply'));
  assert.is(g.at('10:15', ['vote', 'g', '1=ja', '2=nein', '3=ja', '4=ja', '5=ja']).code, 1);
  g.up();
  assert.is(g.at('10:20', ['send', 'g']).code, 0);

  const answer = await received(bob, /NOT applied|not applied/i);
  assert.match(answer.text, /^your reply was NOT applied\.$/m);
  assert.match(answer.text, /^You wrote: "maybe"$/m);
  assert.match(answer.text, /^No question is open for you now; you will get a new message when the game needs you\.$/m);
  assert.not.match(answer.text, /\bJa\b|\bNein\b/, 'no vote is offered: the vote is over');
});

test('given a vote read while outgoing mail was down, when the vote is tallied before mail works again, its receipt says the votes are in and counted, not that it may still be changed', async () => {
  const g = game();
  assert.is(g.at('10:05', ['nominate', 'g', 'Carol']).code, 0);
  const bob = g.players[1];
  await reply(g, bob, await received(bob, /\] Vote:/), 'Nein');
  g.down();
  await waitFor('the vote to be read', () => {
    g.at('10:10', ['sync', 'g']);
    return events(g).some((e) => e.type === 'vote-cast');
  });
  assert.is(g.at('10:15', ['vote', 'g', '1=ja', '3=ja', '4=ja', '5=ja']).code, 1);
  g.up();
  assert.is(g.at('10:20', ['send', 'g']).code, 0);
  const receipt = await received(bob, /\] Received:/);
  assert.match(receipt.text, /^You wrote: "Nein" → /m);
  assert.match(receipt.text, /^All votes are in and counted: a vote can be changed only until the tally\.$/m);
  assert.not.match(receipt.text, /You may change your vote/);
});

test.after(() => cleanupMailboxes());

test.run();
