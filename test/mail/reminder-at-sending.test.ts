// A reminder tells its reader the game waits for them (docs/house-rules.md "Reminders"): one that
// waited in the queue while mail was down goes out only if that is still true when it is sent. A
// player who answered meanwhile, or whose question closed (the vote tallied), is not told "we are
// waiting for you"; the log says why (`message-dropped`, reason `answered` or `closed`), and the
// reminders still owed go out. Played as a moderator would, on the real servers: the game's
// mail.yaml points at a port where nothing listens, then at the real server.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openGame } from '../../src/game/open.js';
import type { MessageQueued } from '../../src/log/records.js';
import { runCli, scratch, type CliRun } from '../support/cli.js';
import { cleanupMailboxes, newMailboxes, writeMailConfig, type Mailbox } from '../support/mail.js';
import { inbox, received } from '../support/inbox.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const RU_NAMES = ['Алиса', 'Борис', 'Вера', 'Григорий', 'Дарья'];

const GAMES = 3;
const LABELS = ['mod', 'p1', 'p2', 'p3', 'p4', 'p5'];
const ACCOUNTS = newMailboxes(Array.from({ length: GAMES }, (_, g) => LABELS.map((l) => `${l}rm${g}`)).flat());
let used = 0;

interface Game { cwd: string; players: Mailbox[]; at: (time: string, args: string[]) => CliRun; down: () => void; up: () => void }

/**
 * A five-player game `g` made at 10:00 UTC on 1 December 2026 with a 2 h deadline, Carol nominated at
 * 10:05 (the vote requests sent: deadline 12:05), then mail down and every voter reminded at 11:30.
 */
function remindedWhileMailDown(lang?: 'ru'): Game {
  const [moderator, ...players] = ACCOUNTS.slice(used * LABELS.length, (used + 1) * LABELS.length);
  used++;
  const cwd = scratch('chancery-reminder-at-sending-');
  const names = lang === 'ru' ? RU_NAMES : NAMES;
  writeFileSync(join(cwd, 'roster.yaml'), players.map((p, i) => `- { name: ${names[i]}, email: ${p.address} }\n`).join(''));
  const games = join(cwd, 'games');
  const g: Game = {
    cwd, players,
    at: (time, args) => runCli(args, { cwd, env: { CHANCERY_NOW: `2026-12-01T${time}:00Z`, [moderator.passwordEnv]: moderator.password } }),
    down: () => writeMailConfig(games, 'g', moderator, { smtpPort: 1 }),
    up: () => writeMailConfig(games, 'g', moderator),
  };
  g.up();
  assert.is(g.at('10:00', ['new', 'g', '--players', 'roster.yaml', '--deadline', '2h', ...(lang ? ['--lang', lang] : [])]).code, 0);
  assert.is(g.at('10:05', ['nominate', 'g', names[2]]).code, 0);
  g.down();
  const reminded = g.at('11:30', ['remind', 'g']);
  assert.is(reminded.code, 1, 'the reminders could not be sent');
  assert.is(queued(g).filter((m) => m.kind === 'reminder').length, 5);
  return g;
}

type Queued = MessageQueued & { seq: number };
const events = (g: Game) => openGame(join(g.cwd, 'games', 'g.yaml')).log.events;
const queued = (g: Game) => events(g).filter((e) => e.type === 'message-queued') as Queued[];
/** Each reminder's fate by its reader's seat (1-based): sent, or dropped and why. */
function reminderFates(g: Game): Record<number, string> {
  const fate = new Map(events(g).flatMap((e) => (e.type === 'message-sent' ? [[e.messageId, 'sent']] : e.type === 'message-dropped' ? [[e.messageId, `dropped: ${e.reason}`]] : [])));
  return Object.fromEntries(queued(g).filter((m) => m.kind === 'reminder').map((m) => [m.to + 1, fate.get(m.messageId) ?? 'queued']));
}

const reminders = async (box: Mailbox) => (await inbox(box)).filter((m) => /Reminder|Напоминание/.test(m.subject));

test('given reminders queued while mail was down, when a player votes before mail works again, that player is not reminded and the others are', async () => {
  const g = remindedWhileMailDown();
  // Bob's vote reaches the moderator another way (typed in from the thread).
  const voted = g.at('11:40', ['vote', 'g', 'Bob=ja']);
  assert.is(voted.code, 1, 'mail is still down');
  // The command's own attempt at the queue settles Bob's reminder, and says so.
  assert.match(voted.stdout, /^not sent reminder to Bob: their answer came in while it waited to go out \(dropped\)$/m);
  g.up();
  const sent = g.at('11:50', ['send', 'g']);
  assert.is(sent.code, 0, sent.stdout + sent.stderr);
  assert.match(sent.stdout, /^sent 4 messages \(smtp\+imap\)$/m);

  const carol = await received(g.players[2], /\] Reminder: we are waiting for you/);
  assert.match(carol.text, /^Hello Carol,$/m);
  assert.match(carol.text, /your vote on President Alice and Chancellor Carol/);
  await received(g.players[4], /\] Reminder:/);
  assert.equal(await reminders(g.players[1]), [], 'nobody waits for Bob');
  assert.equal(reminderFates(g), { 1: 'sent', 2: 'dropped: answered', 3: 'sent', 4: 'sent', 5: 'sent' });
  const audit = g.at('11:51', ['audit', 'games/g.yaml']);
  assert.is(audit.code, 0, audit.stdout + audit.stderr);
});

test('given reminders queued while mail was down, when the vote is complete before mail works again, no reminder goes out; the President gets the hand', async () => {
  const g = remindedWhileMailDown();
  const voted = g.at('11:40', ['vote', 'g', '1=ja', '2=ja', '3=nein', '4=ja', '5=ja']);
  assert.is(voted.code, 1, 'mail is still down: the hand stays queued');
  assert.match(voted.stdout, /^not sent reminder to Carol: its question closed while it waited to go out \(dropped\)$/m);
  g.up();
  const sent = g.at('11:50', ['send', 'g']);
  assert.is(sent.code, 0, sent.stdout + sent.stderr);
  assert.match(sent.stdout, /^sent 1 message \(smtp\+imap\)$/m);

  await received(g.players[0], /Your three policies as President/);
  for (const box of g.players) assert.equal(await reminders(box), [], `${box.address} is not told the game waits for them`);
  assert.equal(reminderFates(g), { 1: 'dropped: closed', 2: 'dropped: closed', 3: 'dropped: closed', 4: 'dropped: closed', 5: 'dropped: closed' });
});

test('given a Russian game, a reminder not sent because its player answered is said so in Russian', async () => {
  const g = remindedWhileMailDown('ru');
  const voted = g.at('11:40', ['vote', 'g', 'Борис=да']);
  assert.is(voted.code, 1);
  const line = voted.stdout.split('\n').find((l) => l.startsWith('не отправлено') && l.includes('Борис'));
  assert.is(line, 'не отправлено (напоминание) → Борис: ответ пришёл, пока письмо ждало отправки (снято)');
  g.up();
  assert.is(g.at('11:50', ['send', 'g']).code, 0);
  await received(g.players[2], /\] Напоминание: игра ждёт вас/);
  assert.equal(await reminders(g.players[1]), []);
});

test.after(() => cleanupMailboxes());

test.run();
