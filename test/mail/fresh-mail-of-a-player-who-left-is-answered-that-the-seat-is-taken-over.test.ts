// A player who left the game (their seat handed over with `chancery replace`) and then writes to
// the moderator's address a fresh email, threaded under nothing and with no code ("Ja", "what
// happened to my seat?"): it was recorded as nobody's and left for the moderator, unanswered, as a
// newsletter is. It is the leaver's, from the address they played with: like their reply to an old
// message (reply-of-a-player-who-left-is-answered-that-the-seat-is-taken-over), it never counts,
// and they are told so once, at that address, in the game's language and theme: the seat is now
// the newcomer's and nothing was applied; nothing else of the seat's. The moderator's report names
// the leaver and the newcomer. Exactly once across a sync killed after its write and the syncs
// after it. The newcomer hears nothing of it. Played on the real servers.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openGame } from '../../src/game/open.js';
import type { LogRecord, ReplyReceived } from '../../src/log/records.js';
import { runCli, scratch, type CliRun } from '../support/cli.js';
import { inbox, received } from '../support/inbox.js';
import { imapAs, messageCount, newMailboxes, postfixDelivered, smtpAs, waitFor, writeMailConfig, type Mailbox } from '../support/mail.js';
import { killedAtStep } from '../support/processes.js';

const LABELS = ['mod', 'p1', 'p2', 'p3', 'p4', 'p5', 'new'];
const ACCOUNTS = newMailboxes([0, 1].flatMap((g) => LABELS.map((l) => `${l}fresh${g}`)));

interface Game { cwd: string; moderator: Mailbox; players: Mailbox[]; newcomer: Mailbox; run: (args: string[]) => CliRun; env: Record<string, string> }

function game(g: number, names: string[], options: string[]): Game {
  const [moderator, ...rest] = ACCOUNTS.slice(g * LABELS.length, (g + 1) * LABELS.length);
  const players = rest.slice(0, 5);
  const cwd = scratch('chancery-left-fresh-');
  writeFileSync(join(cwd, 'roster.yaml'), players.map((p, i) => `- { name: ${names[i]}, email: ${p.address} }\n`).join(''));
  writeMailConfig(join(cwd, 'games'), 'g', moderator);
  const env = { [moderator.passwordEnv]: moderator.password };
  const run = (args: string[]) => runCli(args, { cwd, env });
  const made = run(['new', 'g', '--players', 'roster.yaml', ...options]);
  assert.is(made.code, 0, made.stdout + made.stderr);
  return { cwd, moderator, players, newcomer: rest[5], run, env };
}

const replies = (g: Game) => openGame(join(g.cwd, 'games', 'g.yaml')).log.events.filter((e): e is LogRecord & ReplyReceived => e.type === 'reply-received');

/** `player` writes `moderator` a fresh email (no In-Reply-To, no References, no code), and it has arrived. */
async function wroteFresh(player: Mailbox, moderator: Mailbox, subject: string, text: string): Promise<void> {
  const mailbox = await imapAs(moderator);
  try {
    const before = await messageCount(mailbox);
    const smtp = smtpAs(player);
    try {
      await smtp.sendMail({ from: player.address, to: moderator.address, subject, text });
    } finally {
      smtp.close();
    }
    await waitFor(`${player.address}'s mail in the moderator's mailbox`, async () => (await messageCount(mailbox)) > before);
  } finally {
    await mailbox.logout();
  }
}

/** The third seat's player, handed over to `newcomer`, writes a fresh email `text`; syncs, one killed after its write. */
async function leaverWrites(g: Game, leaver: string, newcomer: string, subject: string, text: string): Promise<Set<string>> {
  assert.is(g.run(['nominate', 'g', '2']).code, 0);
  await received(g.players[2], /\] (?:Vote|Голосование):/);
  const replaced = g.run(['replace', 'g', leaver, newcomer, '--email', g.newcomer.address]);
  assert.is(replaced.code, 0, replaced.stdout + replaced.stderr);
  const had = new Set((await inbox(g.players[2])).map((m) => m.messageId));
  await wroteFresh(g.players[2], g.moderator, subject, text);
  const killed = killedAtStep(['sync', 'g'], { cwd: g.cwd, env: g.env, step: 'fsync .*\\.yaml$', nth: 1 });
  assert.is(killed.signal, 'SIGKILL', killed.stderr);
  const first = g.run(['sync', 'g']);
  assert.is(first.code, 0, first.stderr);
  const again = g.run(['sync', 'g']);
  assert.is(again.code, 0, again.stderr);
  assert.is(replies(g).length, 1);
  assert.is(replies(g)[0].outcome, 'refused');
  assert.is(replies(g)[0].seat, 2);
  assert.equal(openGame(join(g.cwd, 'games', 'g.yaml')).log.events.filter((e) => e.type === 'vote-cast'), [], 'nothing applied');
  await postfixDelivered([g.players[2].address, g.newcomer.address]);
  return had;
}

/** What the leaver received since `had`: exactly one message, the answer. */
async function answerTo(g: Game, had: Set<string>) {
  const after = (await inbox(g.players[2])).filter((m) => !had.has(m.messageId));
  assert.is(after.length, 1, `one answer: ${after.map((m) => m.subject).join('; ')}`);
  return after[0];
}

test('given Carol replaced by Zoe, when Carol writes a fresh email "Ja" from her address, she is told once that Zoe plays her seat now and nothing was applied', async () => {
  const g = game(0, ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], []);
  const had = await leaverWrites(g, 'Carol', 'Zoe', 'my vote', 'Ja');
  const answer = await answerTo(g, had);
  assert.match(answer.subject, /not applied/i);
  assert.match(answer.text, /Hello Carol/);
  assert.match(answer.text, /Zoe/);
  assert.match(answer.text, /NOT applied/);
  assert.not.match(answer.text, /Fascist|Liberal|Hitler|polic/i);
  assert.not.match(answer.text, /How to reply/);
  const zoe = await inbox(g.newcomer);
  assert.ok(zoe.every((m) => !/not applied/i.test(m.subject)), zoe.map((m) => m.subject).join('; '));
  // The moderator's report names the leaver and the newcomer, and says no more is left for them.
  const before = new Set((await inbox(g.players[2])).map((m) => m.messageId));
  await wroteFresh(g.players[2], g.moderator, 'hello?', 'Why no answer?');
  const report = g.run(['sync', 'g']);
  assert.is(report.code, 0, report.stderr);
  assert.match(report.stdout, /refused Carol — .*no longer answers for seat 3: Zoe has taken it over/);
  await postfixDelivered([g.players[2].address]);
  assert.is((await inbox(g.players[2])).filter((m) => !before.has(m.messageId)).length, 1, 'told once again');
});

test('given Вера replaced by Зоя in a Russian Secret Russian game, when Вера writes a fresh email «за», she is told once in Russian that Зоя plays her seat now', async () => {
  const g = game(1, ['Алиса', 'Борис', 'Вера', 'Григорий', 'Дарья'], ['--lang', 'ru', '--theme', 'secret-russian']);
  const had = await leaverWrites(g, 'Вера', 'Зоя', 'голос', 'За');
  const answer = await answerTo(g, had);
  assert.match(answer.text, /Вер/);
  assert.match(answer.text, /Зо[яеюи]/);
  assert.match(answer.text, /НЕ (?:был[ао]? )?(?:учтен|учтён|принят|применен|применён)/i);
  const words = `${answer.subject}\n${answer.text}`.replace(/\[[A-Z0-9]{4,}\]/g, '').replace(/\S+@\S+/g, '');
  assert.not.match(words, /[A-Za-z]{2,}/);
  assert.not.match(answer.text, /Фашист|Либерал|Гитлер|Лоялист|Подрывн/i);
});

test.run();
