// A player who left the game (their seat handed over with `chancery replace`) and then answers an
// old message from their own address: the reply never counts (docs/email.md), and they are told so,
// once, at that address, in the game's language and theme: their seat is now played by the
// newcomer (whom the thread's replacement post names: templates/*/post/replacement.hbs) and their
// reply was not applied. The answer carries nothing of the seat's: no question, no role, no cards.
// Exactly once, as every answer to a reply: a sync killed after its write and the syncs after it
// send it once. The newcomer hears nothing of it. Played on the real servers.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openGame } from '../../src/game/open.js';
import type { LogRecord, ReplyReceived } from '../../src/log/records.js';
import { runCli, scratch, type CliRun } from '../support/cli.js';
import { newMailboxes, postfixDelivered, writeMailConfig, type Mailbox } from '../support/mail.js';
import { inbox, received, repliedTo } from '../support/inbox.js';
import { killedAtStep } from '../support/processes.js';

const LABELS = ['mod', 'p1', 'p2', 'p3', 'p4', 'p5', 'new'];
const ACCOUNTS = newMailboxes([0, 1].flatMap((g) => LABELS.map((l) => `${l}left${g}`)));

interface Game { cwd: string; moderator: Mailbox; players: Mailbox[]; newcomer: Mailbox; run: (args: string[]) => CliRun; env: Record<string, string> }

function game(g: number, names: string[], options: string[]): Game {
  const [moderator, ...rest] = ACCOUNTS.slice(g * LABELS.length, (g + 1) * LABELS.length);
  const players = rest.slice(0, 5);
  const cwd = scratch('chancery-left-');
  writeFileSync(join(cwd, 'roster.yaml'), players.map((p, i) => `- { name: ${names[i]}, email: ${p.address} }\n`).join(''));
  writeMailConfig(join(cwd, 'games'), 'g', moderator);
  const env = { [moderator.passwordEnv]: moderator.password };
  const run = (args: string[]) => runCli(args, { cwd, env });
  const made = run(['new', 'g', '--players', 'roster.yaml', ...options]);
  assert.is(made.code, 0, made.stdout + made.stderr);
  return { cwd, moderator, players, newcomer: rest[5], run, env };
}

const replies = (g: Game) => openGame(join(g.cwd, 'games', 'g.yaml')).log.events.filter((e): e is LogRecord & ReplyReceived => e.type === 'reply-received');

/** The third seat's player, handed over to `newcomer`, answers the vote request they had with `answer`; syncs, one killed after its write. */
async function leaverAnswers(g: Game, leaver: string, newcomer: string, answer: string): Promise<string> {
  assert.is(g.run(['nominate', 'g', '2']).code, 0);
  const request = await received(g.players[2], /\] (?:Vote|Голосование):/);
  const replaced = g.run(['replace', 'g', leaver, newcomer, '--email', g.newcomer.address]);
  assert.is(replaced.code, 0, replaced.stdout + replaced.stderr);
  await repliedTo(g.players[2], g.moderator, request, answer);
  const killed = killedAtStep(['sync', 'g'], { cwd: g.cwd, env: g.env, step: 'fsync .*\\.yaml$', nth: 1 });
  assert.is(killed.signal, 'SIGKILL', killed.stderr);
  const first = g.run(['sync', 'g']);
  assert.is(first.code, 0, first.stderr);
  const again = g.run(['sync', 'g']);
  assert.is(again.code, 0, again.stderr);
  const [reply] = replies(g);
  assert.is(replies(g).length, 1);
  assert.is(reply.outcome, 'refused');
  await postfixDelivered([g.players[2].address, g.newcomer.address]);
  return request.messageId;
}

/** What the leaver received after their vote request: exactly one message, the answer. */
async function answerTo(g: Game, request: string) {
  const after = (await inbox(g.players[2])).filter((m) => m.messageId !== request && !/role|роль/i.test(m.subject));
  assert.is(after.length, 1, `one answer: ${after.map((m) => m.subject).join('; ')}`);
  return after[0];
}

test('given Carol replaced by Zoe, when Carol votes Ja from her address, she is told once that Zoe plays her seat now and that her reply was not applied', async () => {
  const g = game(0, ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], []);
  const request = await leaverAnswers(g, 'Carol', 'Zoe', 'Ja');
  const answer = await answerTo(g, request);
  assert.match(answer.subject, /not applied/i);
  assert.match(answer.text, /Carol/);
  assert.not.match(answer.text, /Hello Zoe/);
  assert.match(answer.text, /Zoe/);
  assert.match(answer.text, /NOT applied/);
  // Nothing of the seat's: no question to answer, no role, no card.
  assert.not.match(answer.text, /Nein|Fascist|Liberal|Hitler|polic/i);
  assert.not.match(answer.text, /How to reply/);
  const zoe = await inbox(g.newcomer);
  assert.ok(zoe.every((m) => !/not applied/i.test(m.subject)), zoe.map((m) => m.subject).join('; '));
});

test('given Вера replaced by Зоя in a Russian Secret Russian game, when Вера votes за, she is told once in Russian that Зоя plays her seat now', async () => {
  const g = game(1, ['Алиса', 'Борис', 'Вера', 'Григорий', 'Дарья'], ['--lang', 'ru', '--theme', 'secret-russian']);
  const request = await leaverAnswers(g, 'Вера', 'Зоя', 'За');
  const answer = await answerTo(g, request);
  assert.match(answer.text, /Вер/);
  assert.match(answer.text, /Зо[яеюи]/);
  assert.match(answer.text, /НЕ (?:был[ао]? )?(?:учтен|учтён|принят|применен|применён)/i);
  // No English word: only the code, the addresses and the game's id are Latin.
  const words = `${answer.subject}\n${answer.text}`.replace(/\[[A-Z0-9]{4,}\]/g, '').replace(/\S+@\S+/g, '');
  assert.not.match(words, /[A-Za-z]{2,}/);
  assert.not.match(answer.text, /Фашист|Либерал|Гитлер|Лоялист|Подрывн/i);
});

test.run();
