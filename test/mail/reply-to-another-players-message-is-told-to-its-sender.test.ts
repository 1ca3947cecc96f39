// A player who replies from their own address to a message the game sent to ANOTHER player (Bob
// answers Alice's vote request she showed or forwarded him, or her President's hand) is refused:
// a player cannot answer for another (docs/email.md), and it is not held for the moderator either.
// Bob must not believe he did anything: he is told, once, at his own address, in the game's
// language, that his reply answered an email the game sent to another player, not to him, and was
// NOT applied; with his own open question asked again when he has one. The notice tells him
// nothing of the other player's message beyond what he held: not whose it was, not the hand (his
// own words quoted back are his). The addressee hears nothing. The moderator's sync report says
// the reply was refused and that Bob is told so. Exactly once across a sync killed after its
// write and the syncs after it, as every answer to a reply. Played on the real servers.
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
import { SEED_LFL } from '../support/president-discard.js';

const LABELS = ['mod', 'p1', 'p2', 'p3', 'p4', 'p5'];
const ACCOUNTS = newMailboxes([0, 1].flatMap((g) => LABELS.map((l) => `${l}other${g}`)));

interface Game { cwd: string; moderator: Mailbox; players: Mailbox[]; run: (args: string[]) => CliRun; env: Record<string, string> }

function game(g: number, names: string[], options: string[]): Game {
  const [moderator, ...players] = ACCOUNTS.slice(g * LABELS.length, (g + 1) * LABELS.length);
  const cwd = scratch('chancery-other-');
  writeFileSync(join(cwd, 'roster.yaml'), players.map((p, i) => `- { name: ${names[i]}, email: ${p.address} }\n`).join(''));
  writeMailConfig(join(cwd, 'games'), 'g', moderator);
  const env = { [moderator.passwordEnv]: moderator.password };
  const run = (args: string[]) => runCli(args, { cwd, env });
  const made = run(['new', 'g', '--players', 'roster.yaml', '--seed', SEED_LFL, ...options]);
  assert.is(made.code, 0, made.stdout + made.stderr);
  return { cwd, moderator, players, run, env };
}

const replies = (g: Game) => openGame(join(g.cwd, 'games', 'g.yaml')).log.events.filter((e): e is LogRecord & ReplyReceived => e.type === 'reply-received');
const engine = (g: Game, type: string) => openGame(join(g.cwd, 'games', 'g.yaml')).log.events.filter((e) => e.type === type);

/** Syncs the way a moderator's machine may: one killed just after its write, then two more. */
function syncKilledThenTwice(g: Game): void {
  const killed = killedAtStep(['sync', 'g'], { cwd: g.cwd, env: g.env, step: 'fsync .*\\.yaml$', nth: 1 });
  assert.is(killed.signal, 'SIGKILL', killed.stderr);
  for (let i = 0; i < 2; i++) {
    const again = g.run(['sync', 'g']);
    assert.is(again.code, 0, again.stderr);
  }
}

/** What `box` received besides the messages whose ids are in `before`. */
async function newIn(box: Mailbox, before: Set<string>) {
  return (await inbox(box)).filter((m) => !before.has(m.messageId));
}
const ids = async (box: Mailbox) => new Set((await inbox(box)).map((m) => m.messageId));

test("given Bob replies Nein from his own address to Alice's vote request, he is told once that it answered another player's email and was not applied, and asked his own vote", async () => {
  const g = game(0, ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], []);
  const [alice, bob] = g.players;
  assert.is(g.run(['nominate', 'g', '2']).code, 0);
  const request = await received(alice, /\] Vote:/);
  await received(bob, /\] Vote:/);
  const bobHad = await ids(bob);
  const aliceHad = await ids(alice);
  await repliedTo(bob, g.moderator, request, 'Nein');
  syncKilledThenTwice(g);
  assert.is(replies(g).length, 1);
  assert.is(replies(g)[0].outcome, 'refused');
  assert.equal(engine(g, 'vote-cast'), [], 'nobody voted');
  await postfixDelivered([alice.address, bob.address]);
  const told = await newIn(bob, bobHad);
  assert.is(told.length, 1, `one notice: ${told.map((m) => m.subject).join('; ')}`);
  const [notice] = told;
  assert.match(notice.subject, /not applied/i);
  assert.match(notice.text, /Hello Bob/);
  assert.match(notice.text, /NOT applied/);
  assert.match(notice.text, /You wrote: "Nein"/);
  assert.match(notice.text, /sent to another player/);
  // His own vote is asked again: answering his own request counts.
  assert.match(notice.text, /Ja/);
  assert.match(notice.text, /How to reply/);
  // Nothing of Alice's: not even whose email it was (she is named only as the President, in the thread's words).
  assert.not.match(notice.text.replace(/President Alice/g, ''), /Alice/);
  assert.equal(await newIn(alice, aliceHad), [], 'Alice hears nothing of it');

  // Again, with the moderator watching: the report names Bob as told.
  const again = await received(alice, /\] Vote:/);
  const bobBefore = await ids(bob);
  await repliedTo(bob, g.moderator, again, 'Ja');
  const report = g.run(['sync', 'g']);
  assert.is(report.code, 0, report.stderr);
  assert.match(report.stdout, /refused Alice — .*comes from Bob's address.*not applied and not held; Bob is told so by mail/);
  await postfixDelivered([bob.address]);
  assert.is((await newIn(bob, bobBefore)).length, 1, 'the second reply told once too');
});

test("given Борис replies to Анна's President's hand from his own address in a Russian game, he is told in Russian and nothing of her hand", async () => {
  const names = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'];
  const g = game(1, names, ['--lang', 'ru', '--theme', 'secret-russian']);
  const [anna, boris] = g.players;
  assert.is(g.run(['nominate', 'g', '2']).code, 0);
  assert.is(g.run(['vote', 'g', ...names.map((_, i) => `${i + 1}=ja`)]).code, 0);
  const hand = await received(anna, /три карты/);
  const borisHad = await ids(boris);
  const annaHad = await ids(anna);
  await repliedTo(boris, g.moderator, hand, 'сбрасываю вторую');
  syncKilledThenTwice(g);
  assert.is(replies(g).length, 1);
  assert.is(replies(g)[0].outcome, 'refused');
  assert.equal(engine(g, 'president-discarded'), [], 'no card discarded');
  await postfixDelivered([anna.address, boris.address]);
  const told = await newIn(boris, borisHad);
  assert.is(told.length, 1, `one notice: ${told.map((m) => m.subject).join('; ')}`);
  const [notice] = told;
  assert.match(notice.text, /Здравствуйте, Борис/);
  assert.match(notice.text, /НЕ принят/);
  assert.match(notice.text, /другому игроку/);
  assert.not.match(notice.text, /Анн/);
  assert.not.match(notice.text, /Лоялист|Подрывн|Либерал|Фашист|Гитлер/i);
  const words = `${notice.subject}\n${notice.text}`.replace(/\[[A-Z0-9]{4,}\]/g, '').replace(/\S+@\S+/g, '');
  assert.not.match(words, /[A-Za-z]{2,}/);
  assert.equal(await newIn(anna, annaHad), [], 'Анна hears nothing of it');
});

test.run();
