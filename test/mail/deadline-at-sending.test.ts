// A private message that waited in the queue while mail was down states, when it finally goes out,
// the deadline in force then (docs/house-rules.md "Deadlines"): one set or moved after it was
// queued, and one that has passed said to have passed. Played as a moderator would, on the real
// servers: the game's mail.yaml points at a port where nothing listens, then at the real server.
// The dates expected are written by hand in the form the docs give ("Monday 7 December 2026 at
// 05:43 (UTC)", "Europe/Berlin, GMT+1").
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openGame } from '../../src/game/open.js';
import type { MessageQueued } from '../../src/log/records.js';
import { runCli, scratch, type CliRun } from '../support/cli.js';
import { cleanupMailboxes, newMailboxes, smtpAs, waitFor, writeMailConfig, type Mailbox } from '../support/mail.js';
import { received } from '../support/inbox.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const RU_NAMES = ['Алиса', 'Борис', 'Вера', 'Григорий', 'Дарья'];

// Every account of the file in one go (Dovecot needs a moment to see new users): six games.
const GAMES = 6;
const ACCOUNTS = newMailboxes(Array.from({ length: GAMES }, (_, g) => ['mod', 'p1', 'p2', 'p3', 'p4', 'p5'].map((l) => `${l}dl${g}`)).flat());
let used = 0;

interface Game { cwd: string; moderator: Mailbox; players: Mailbox[]; at: (time: string, args: string[]) => CliRun; down: () => void; up: () => void }

/** A five-player game `g` (Carol in Tokyo), made at 10:00 UTC on 1 December 2026 with its mail server unreachable. */
function game(opts: { lang?: 'ru'; deadline?: string; mailUp?: boolean } = {}): Game {
  const [moderator, ...players] = ACCOUNTS.slice(used * 6, used * 6 + 6);
  used++;
  const cwd = scratch('chancery-deadline-at-sending-');
  const names = opts.lang === 'ru' ? RU_NAMES : NAMES;
  writeFileSync(join(cwd, 'roster.yaml'), players.map((p, i) => `- { name: ${names[i]}, email: ${p.address}${i === 2 ? ', timezone: Asia/Tokyo' : ''} }\n`).join(''));
  const games = join(cwd, 'games');
  const g: Game = {
    cwd, moderator, players,
    at: (time, args) => runCli(args, { cwd, env: { CHANCERY_NOW: `2026-12-01T${time}:00Z`, [moderator.passwordEnv]: moderator.password } }),
    down: () => writeMailConfig(games, 'g', moderator, { smtpPort: 1 }),
    up: () => writeMailConfig(games, 'g', moderator),
  };
  if (opts.mailUp) g.up(); else g.down();
  g.at('10:00', ['new', 'g', '--players', 'roster.yaml', ...(opts.lang ? ['--lang', opts.lang] : []), ...(opts.deadline ? ['--deadline', opts.deadline] : [])]);
  return g;
}

const queuedRecords = (g: Game) => openGame(join(g.cwd, 'games', 'g.yaml')).log.events.filter((e) => e.type === 'message-queued') as (MessageQueued & { seq: number })[];

test('given vote requests queued while mail was down, when the moderator sets a deadline and then sends, each player is told that deadline, in their own time zone, and the log records what went out', async () => {
  const g = game();
  assert.is(g.at('10:00', ['nominate', 'g', 'Bob']).code, 1, 'the vote requests could not be sent');
  // The moderator gives the vote a deadline while the requests still wait: 11:00 + 24 h.
  const set = g.at('11:00', ['deadline', 'g', '24h']);
  assert.is(set.code, 1, 'the queue is tried again, and fails again');
  // No request has gone out: none gives an earlier deadline, and no reminder is needed to correct it.
  assert.not.match(set.stdout, /already sent|remind/);
  g.up();
  const sent = g.at('12:00', ['send', 'g']);
  assert.is(sent.code, 0, sent.stderr);
  const bob = await received(g.players[1], /\] Vote:/);
  assert.match(bob.text, /^Deadline: Wednesday, 2 December 2026 at 11:00 \(UTC\)$/m);
  const carol = await received(g.players[2], /\] Vote:/);
  assert.match(carol.text, /^Deadline: Wednesday, 2 December 2026 at 20:00 \(Asia\/Tokyo, GMT\+9\)$/m);
  assert.not.match(carol.text, /passed/, 'the deadline is ahead');
  // What the log says went out is what went out: the subject it recorded, sent under its Message-ID.
  const records = queuedRecords(g).filter((m) => m.kind === 'vote-request');
  const carolsRecord = records.find((m) => m.to === 2)!;
  assert.is(carol.subject, carolsRecord.subject);
  assert.is(carol.messageId, carolsRecord.messageId);
  const audit = g.at('12:01', ['audit', 'games/g.yaml']);
  assert.is(audit.code, 0, audit.stdout + audit.stderr);
});

test('given vote requests queued with a 2 h deadline while mail was down, when the moderator moves it once mail works again, the deadline command itself sends them stating the new deadline, never the old one', async () => {
  const g = game({ deadline: '2h' });
  assert.is(g.at('10:00', ['nominate', 'g', 'Bob']).code, 1);
  g.up();
  const moved = g.at('11:00', ['deadline', 'g', '2026-12-01T18:00Z']);
  assert.is(moved.code, 0, moved.stderr);
  assert.not.match(moved.stdout, /already sent|remind/, 'the requests go out with this deadline');
  const bob = await received(g.players[1], /\] Vote:/);
  assert.match(bob.text, /^Deadline: Tuesday, 1 December 2026 at 18:00 \(UTC\)$/m);
  assert.not.match(bob.text, /12:00/, 'the deadline in force when the requests were queued is gone');
  const carol = await received(g.players[2], /\] Vote:/);
  assert.match(carol.text, /^Deadline: Wednesday, 2 December 2026 at 03:00 \(Asia\/Tokyo, GMT\+9\)$/m);
});

test('given vote requests queued with a 2 h deadline while mail was down, when they are sent after it passed, they say it passed rather than stating it as ahead', async () => {
  const g = game({ deadline: '2h' });
  assert.is(g.at('10:00', ['nominate', 'g', 'Bob']).code, 1);
  g.up();
  assert.is(g.at('13:00', ['send', 'g']).code, 0);
  const bob = await received(g.players[1], /\] Vote:/);
  assert.match(bob.text, /^Deadline: Tuesday, 1 December 2026 at 12:00 \(UTC\)\nIt passed before this message was sent: answer at once\.$/m);
});

test('given a Russian game whose vote requests waited while mail was down, the deadline set meanwhile is stated in Russian, and one that passed is said to have passed', async () => {
  const g = game({ lang: 'ru', deadline: '2h' });
  assert.is(g.at('10:00', ['nominate', 'g', 'Борис']).code, 1);
  assert.is(g.at('11:00', ['deadline', 'g', '24h']).code, 1);
  g.up();
  assert.is(g.at('12:00', ['send', 'g']).code, 0);
  const boris = await received(g.players[1], /\] Голосование:/);
  assert.match(boris.text, /^Срок: среда, 2 декабря 2026 г\. в 11:00 \(Всемирное координированное время\)$/m);
  assert.not.match(boris.text, /12:00|Deadline|истёк/);

  const late = game({ lang: 'ru', deadline: '2h' });
  assert.is(late.at('10:00', ['nominate', 'g', 'Борис']).code, 1);
  late.up();
  assert.is(late.at('13:00', ['send', 'g']).code, 0);
  const dasha = await received(late.players[4], /\] Голосование:/);
  assert.match(dasha.text, /^Срок: вторник, 1 декабря 2026 г\. в 12:00 \(Всемирное координированное время\)\nОн истёк ещё до отправки этого письма: ответьте сразу\.$/m);
});

test('given a vote read by sync while mail was down, the receipt that waited states the deadline the moderator set after, as the vote requests do', async () => {
  const g = game({ mailUp: true });
  assert.is(g.at('10:00', ['nominate', 'g', 'Bob']).code, 0);
  const alice = g.players[0];
  const request = await received(alice, /\] Vote:/);
  assert.not.match(request.text, /Deadline/, 'no deadline yet');
  const smtp = smtpAs(alice);
  try {
    await smtp.sendMail({ from: alice.address, to: g.moderator.address, subject: `Re: ${request.subject}`, inReplyTo: request.messageId, references: [request.messageId], text: 'Ja' });
  } finally {
    smtp.close();
  }
  g.down();
  // Sync reads by IMAP (still up) and applies the vote; its receipt cannot be sent.
  await waitFor('the vote to be read', () => {
    g.at('10:30', ['sync', 'g']);
    return openGame(join(g.cwd, 'games', 'g.yaml')).log.events.some((e) => e.type === 'vote-cast');
  });
  assert.ok(queuedRecords(g).some((m) => m.kind === 'ack'));
  assert.is(g.at('11:00', ['deadline', 'g', '24h']).code, 1);
  g.up();
  assert.is(g.at('12:00', ['send', 'g']).code, 0);
  const receipt = await received(alice, /\] Received:/);
  assert.match(receipt.text, /You may change your vote by replying again until the last vote is in \(deadline: Wednesday, 2 December 2026 at 11:00 \(UTC\)\)\./);
});

test.after(() => cleanupMailboxes());

test.run();
