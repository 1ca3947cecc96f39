// A private message that waited in the queue while mail was down goes to the seat's player only if
// they still hold the seat when it goes out (docs/email.md, docs/house-rules.md "Replacements and
// dossiers"). One queued for a player the moderator then replaced is never sent: not to the leaver
// (they are out of the game, and it may hold a secret), and not to the newcomer either, who was sent
// the seat's dossier and its open question by `replace` (the same secret twice, and a second
// question under another code). The log says so (`message-dropped`, reason `replaced`), and every
// `message-sent` record went to the address its `message-queued` record names. Played as a
// moderator would, on the real servers: the game's mail.yaml points at a port where nothing
// listens, then at the real server.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openGame } from '../../src/game/open.js';
import type { LogRecord, MessageQueued } from '../../src/log/records.js';
import { runCli, scratch, type CliRun } from '../support/cli.js';
import { cleanupMailboxes, newMailboxes, waitFor, writeMailConfig, type Mailbox } from '../support/mail.js';
import { inbox, received } from '../support/inbox.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const RU_NAMES = ['Алиса', 'Борис', 'Вера', 'Григорий', 'Дарья'];

// Every account of the file in one go (Dovecot needs a moment to see new users): a moderator,
// five players and a newcomer per game.
const GAMES = 6;
const LABELS = ['mod', 'p1', 'p2', 'p3', 'p4', 'p5', 'new'];
const ACCOUNTS = newMailboxes(Array.from({ length: GAMES }, (_, g) => LABELS.map((l) => `${l}rp${g}`)).flat());
let used = 0;

interface Game { cwd: string; moderator: Mailbox; players: Mailbox[]; newcomer: Mailbox; at: (time: string, args: string[]) => CliRun; down: () => void; up: () => void }

/** A five-player game `g` made at 10:00 UTC on 1 December 2026, its mail up or down. */
function game(opts: { lang?: 'ru'; deadline?: string; mailUp: boolean }): Game {
  const [moderator, ...rest] = ACCOUNTS.slice(used * LABELS.length, (used + 1) * LABELS.length);
  used++;
  const players = rest.slice(0, 5);
  const newcomer = rest[5];
  const cwd = scratch('chancery-replaced-at-sending-');
  const names = opts.lang === 'ru' ? RU_NAMES : NAMES;
  writeFileSync(join(cwd, 'roster.yaml'), players.map((p, i) => `- { name: ${names[i]}, email: ${p.address} }\n`).join(''));
  const games = join(cwd, 'games');
  const g: Game = {
    cwd, moderator, players, newcomer,
    at: (time, args) => runCli(args, { cwd, env: { CHANCERY_NOW: `2026-12-01T${time}:00Z`, [moderator.passwordEnv]: moderator.password } }),
    down: () => writeMailConfig(games, 'g', moderator, { smtpPort: 1 }),
    up: () => writeMailConfig(games, 'g', moderator),
  };
  if (opts.mailUp) g.up(); else g.down();
  const made = g.at('10:00', ['new', 'g', '--players', 'roster.yaml', ...(opts.lang ? ['--lang', opts.lang] : []), ...(opts.deadline ? ['--deadline', opts.deadline] : [])]);
  assert.is(made.code, opts.mailUp ? 0 : 1, made.stdout + made.stderr);
  return g;
}

type Queued = MessageQueued & { seq: number };
const events = (g: Game): LogRecord[] => openGame(join(g.cwd, 'games', 'g.yaml')).log.events;
const queued = (g: Game) => events(g).filter((e) => e.type === 'message-queued') as Queued[];
const fates = (g: Game) => new Map(events(g).flatMap((e) => (e.type === 'message-sent' ? [[e.messageId, 'sent']] : e.type === 'message-dropped' ? [[e.messageId, `dropped: ${e.reason}`]] : [])));

/**
 * What the log says went out is what went out: each mailbox ends up holding exactly the messages
 * whose `message-sent` follows a `message-queued` naming its address (by Message-ID), nothing else.
 */
async function mailboxesMatchTheLog(g: Game): Promise<void> {
  const fate = fates(g);
  for (const box of [...g.players, g.newcomer]) {
    const expected = queued(g).filter((m) => m.address === box.address && fate.get(m.messageId) === 'sent').map((m) => m.messageId).sort();
    let got: string[] = [];
    await waitFor(`${box.address} to hold the ${expected.length} message(s) the log says were sent to it`, async () => {
      got = (await inbox(box)).map((m) => m.messageId).sort();
      return got.length >= expected.length;
    });
    // Mail sent in one batch arrives together: a moment more for anything the log does not name.
    await new Promise((r) => setTimeout(r, 300));
    got = (await inbox(box)).map((m) => m.messageId).sort();
    assert.equal(got, expected, `${box.address} received exactly what the log says was sent to it`);
  }
}

test('given the President\'s hand queued while mail was down, when the moderator replaces the President and mail works again, the newcomer gets the dossier and the hand once, and the player who left gets nothing', async () => {
  const g = game({ mailUp: true });
  assert.is(g.at('10:05', ['nominate', 'g', 'Carol']).code, 0);
  g.down();
  assert.is(g.at('10:10', ['vote', 'g', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja']).code, 1, 'the hand could not be sent');
  const hand = queued(g).find((m) => m.kind === 'president-hand')!;
  assert.is(hand.address, g.players[0].address);

  const replaced = g.at('10:20', ['replace', 'g', 'Alice', 'Zoe', '--email', g.newcomer.address]);
  assert.is(replaced.code, 1, 'the dossier and the hand for Zoe could not be sent');
  // The moderator is told what became of each message, named for the one it was written to.
  assert.match(replaced.stdout, /^not sent the President's hand to Alice: seat 1 is now held by Zoe \(dropped\)$/m);
  assert.match(replaced.stdout, new RegExp(`^not sent dossier to Zoe <${g.newcomer.address}>: `, 'm'));
  assert.not.match(replaced.stdout, /to Alice <[^>]*zoe|to Alice <[^>]*new/i);

  g.up();
  const sent = g.at('10:30', ['send', 'g']);
  assert.is(sent.code, 0, sent.stdout + sent.stderr);
  assert.match(sent.stdout, /^sent 2 messages/m);

  const dossier = await received(g.newcomer, /\] Your seat: everything you need to know/);
  assert.match(dossier.text, /you take over seat 1 in the game g from Alice/);
  const zoesHand = await received(g.newcomer, /Your three policies as President/);
  assert.match(zoesHand.text, /^Hello Zoe,$/m);
  await mailboxesMatchTheLog(g);
  const alice = (await inbox(g.players[0])).map((m) => m.subject);
  assert.equal(alice.length, 2, `Alice has her role card and the vote request only: ${alice.join(' | ')}`);
  assert.not.ok(alice.some((s) => /policies/.test(s)), 'the hand never reached the player who left');

  assert.is(fates(g).get(hand.messageId), 'dropped: replaced');
  const audit = g.at('10:31', ['audit', 'games/g.yaml']);
  assert.is(audit.code, 0, audit.stdout + audit.stderr);
});

test('given vote requests queued while mail was down, when a voter is replaced before mail works again, the newcomer is asked once and the leaver is not asked at all', async () => {
  const g = game({ mailUp: true });
  g.down();
  assert.is(g.at('10:05', ['nominate', 'g', 'Carol']).code, 1);
  assert.is(g.at('10:10', ['replace', 'g', 'Bob', 'Zoe', '--email', g.newcomer.address]).code, 1);
  g.up();
  const sent = g.at('10:20', ['send', 'g']);
  assert.is(sent.code, 0, sent.stdout + sent.stderr);

  const request = await received(g.newcomer, /\] Vote: President Alice, Chancellor Carol/);
  assert.match(request.text, /^Hello Zoe,$/m);
  await received(g.newcomer, /\] Your seat: everything you need to know/);
  await mailboxesMatchTheLog(g);
  const bob = (await inbox(g.players[1])).map((m) => m.subject);
  assert.equal(bob.length, 1, `Bob has his role card only: ${bob.join(' | ')}`);
  // The other voters are asked as before.
  assert.match((await received(g.players[2], /\] Vote:/)).text, /^Hello Carol,$/m);
  const bobsRequest = queued(g).find((m) => m.kind === 'vote-request' && m.address === g.players[1].address)!;
  assert.is(fates(g).get(bobsRequest.messageId), 'dropped: replaced');
});

test('given role cards that never went out, when a player is replaced before mail works, the newcomer learns the role once, from the dossier, and the leaver is sent nothing', async () => {
  const g = game({ mailUp: false });
  assert.is(g.at('10:05', ['replace', 'g', 'Carol', 'Zoe', '--email', g.newcomer.address]).code, 1);
  g.up();
  assert.is(g.at('10:10', ['send', 'g']).code, 0);

  const dossier = await received(g.newcomer, /\] Your seat: everything you need to know/);
  assert.match(dossier.text, /^Your role: (Liberal|Fascist|Hitler)$/m);
  await received(g.players[0], /\] Your secret role/);
  await mailboxesMatchTheLog(g);
  assert.equal((await inbox(g.newcomer)).map((m) => m.subject).filter((s) => /secret role/.test(s)), [], 'no role card besides the dossier');
  assert.equal(await inbox(g.players[2]), [], 'Carol left before her role card could go out');
});

test('given a replacement the moderator took back while mail was down, the message queued for the seat\'s own player goes to that player after all, and the newcomer is sent nothing', async () => {
  const g = game({ mailUp: true });
  assert.is(g.at('10:05', ['nominate', 'g', 'Carol']).code, 0);
  g.down();
  assert.is(g.at('10:10', ['vote', 'g', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja']).code, 1);
  assert.is(g.at('10:15', ['replace', 'g', 'Alice', 'Zoe', '--email', g.newcomer.address]).code, 1);
  assert.is(g.at('10:20', ['undo', 'g', '--yes']).code, 1);
  g.up();
  assert.is(g.at('10:30', ['send', 'g']).code, 0);

  const hand = await received(g.players[0], /Your three policies as President/);
  assert.match(hand.text, /^Hello Alice,$/m);
  await mailboxesMatchTheLog(g);
  assert.equal(await inbox(g.newcomer), [], 'Zoe no longer plays: nothing queued for her took effect');
});

test('given a newcomer sent their dossier, a reminder queued for them while mail was down is not sent once the moderator took the replacement back: they are told it was taken back, and nothing else', async () => {
  const g = game({ mailUp: true, deadline: '2h' });
  assert.is(g.at('10:05', ['nominate', 'g', 'Carol']).code, 0);
  assert.is(g.at('10:10', ['replace', 'g', 'Bob', 'Zoe', '--email', g.newcomer.address]).code, 0);
  await received(g.newcomer, /\] Your seat/);
  g.down();
  const reminded = g.at('11:30', ['remind', 'g']);
  assert.match(reminded.stdout, /Zoe/);
  assert.is(g.at('11:35', ['undo', 'g', '--yes']).code, 1);
  g.up();
  assert.is(g.at('11:40', ['send', 'g']).code, 0);

  const notice = await received(g.newcomer, /\] Withdrawn:/);
  assert.match(notice.text, /you no longer play in it/);
  await mailboxesMatchTheLog(g);
  assert.not.ok((await inbox(g.newcomer)).some((m) => /Reminder/.test(m.subject)), 'Zoe is not told the game waits for her');
  // Bob holds the seat again and was never reminded: `remind` may remind him now.
  const again = g.at('11:45', ['remind', 'g']);
  assert.is(again.code, 0, again.stdout + again.stderr);
  assert.match(again.stdout, /^Reminded: .*Bob/m);
  assert.match((await received(g.players[1], /\] Reminder:/)).text, /^Hello Bob,$/m);
});

test('given a Russian game, the moderator is told in Russian that the hand queued for the player who left was not sent', async () => {
  const g = game({ lang: 'ru', mailUp: true });
  assert.is(g.at('10:05', ['nominate', 'g', 'Вера']).code, 0);
  g.down();
  assert.is(g.at('10:10', ['vote', 'g', '1=да', '2=да', '3=да', '4=да', '5=да']).code, 1);
  const replaced = g.at('10:20', ['replace', 'g', 'Алиса', 'Зоя', '--email', g.newcomer.address]);
  const line = replaced.stdout.split('\n').find((l) => l.startsWith('не отправлено') && l.includes('Алиса'));
  assert.ok(line, replaced.stdout);
  assert.is(line, 'не отправлено (карты Президента) → Алиса: место 1 теперь занимает Зоя (снято)');
  g.up();
  assert.is(g.at('10:30', ['send', 'g']).code, 0);
  await received(g.newcomer, /\] Ваше место/);
  await mailboxesMatchTheLog(g);
  assert.is((await inbox(g.players[0])).length, 2, 'Алиса: карта роли и голосование, ничего после ухода');
});

test.after(() => cleanupMailboxes());

test.run();
