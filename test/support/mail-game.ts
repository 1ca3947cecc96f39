// A game on the real servers for mail tests: a moderator account, five players with their own
// accounts reading by IMAP, a nomination made so that everyone has a vote request in their inbox.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { decide } from '../../src/game/session.js';
import { openGame } from '../../src/game/open.js';
import { newGame } from '../../src/commands/new.js';
import { syncOnce, type SyncReport } from '../../src/game/sync.js';
import { openTransport, type MailTransport } from '../../src/mail/transport.js';
import { gameMailDir, loadMailConfig } from '../../src/mail/config.js';
import { DEFAULT_NAMES, seededChooser } from '../../src/sim/random-play.js';
import type { Context } from '../../src/cli/context.js';
import type { LogRecord, ReplyReceived } from '../../src/log/records.js';
import * as assert from 'uvu/assert';
import { runCli, scratch, FIXED_SEED } from './cli.js';
import { imapAs, messageCount, newMailboxes, postfixDelivered, waitFor, writeMailConfig, type Mailbox } from './mail.js';
import { SimPlayer, type Received } from './mail-players.js';

export interface MailGame {
  cwd: string;
  id: string;
  path: string;
  moderator: Mailbox;
  players: SimPlayer[];
  inbox: MailTransport;
  ctx: Context;
}

/** Accounts for `games` games of five, created in one go (Dovecot needs a moment to see new users). */
export function accountsFor(games: number): Mailbox[][] {
  const labels = Array.from({ length: games }, (_, g) => [`mod${g}`, ...DEFAULT_NAMES.slice(0, 5).map((n) => `${n}${g}`)]);
  const boxes = newMailboxes(labels.flat());
  return labels.map((_, g) => boxes.slice(g * 6, g * 6 + 6));
}

/** A five-player game where Alice (the first candidate) has nominated Bob and the vote requests are delivered. */
export async function votingGame(accounts: Mailbox[], id = 'sec', seed = FIXED_SEED): Promise<MailGame> {
  const [moderator, ...boxes] = accounts;
  const cwd = scratch('chancery-mail-sec-');
  writeMailConfig(join(cwd, 'games'), id, moderator);
  writeFileSync(join(cwd, 'roster.yaml'), stringify(boxes.map((box, i) => ({ name: DEFAULT_NAMES[i], email: box.address }))));
  const ctx: Context = { now: () => new Date(), env: process.env, cwd, interactive: false };
  const { path } = await newGame({ id, players: ['roster.yaml'], seed }, ctx);
  await decide(path, new Date(), () => ({ decide: [{ type: 'chancellor-nominated', president: 0, chancellor: 1 }], result: null }));
  const players = await Promise.all(boxes.map((box, i) => new SimPlayer(DEFAULT_NAMES[i], box, moderator.address, seededChooser(`p${i}`)).open()));
  const inbox = await openTransport(loadMailConfig(path, process.env), gameMailDir(path), process.env);
  const game = { cwd, id, path, moderator, players, inbox, ctx };
  for (const p of players) await waitForMail(p, /\] Vote:/);
  return game;
}

/** Waits until the player has received a message whose subject matches; returns the latest such. */
export async function waitForMail(player: SimPlayer, subject: RegExp): Promise<Received> {
  let found: Received | undefined;
  await waitFor(`${player.name} to receive ${subject}`, async () => {
    await player.fetchNew();
    found = [...player.received].reverse().find((m) => subject.test(m.subject));
    return !!found;
  });
  return found!;
}

/** Syncs until `count` messages have been fetched in total (delivery takes a moment). */
export async function syncUntil(game: MailGame, count: number): Promise<SyncReport[]> {
  const passes: SyncReport[] = [];
  let fetched = 0;
  await waitFor(`${count} message(s) to arrive for the moderator`, async () => {
    const pass = await syncOnce({ now: () => new Date(), env: process.env, cwd: process.cwd(), interactive: false }, game.path, game.inbox);
    if (pass.fetched) passes.push(pass);
    fetched += pass.fetched;
    return fetched >= count;
  });
  return passes;
}

export function records(game: MailGame): LogRecord[] {
  return openGame(game.path).log.events;
}

export function replies(game: MailGame): (LogRecord & ReplyReceived)[] {
  return records(game).filter((e): e is LogRecord & ReplyReceived => e.type === 'reply-received');
}

export function engineVotes(game: MailGame): { seat: number; vote: string }[] {
  return records(game).filter((e) => e.type === 'vote-cast').map((e) => ({ seat: (e as { seat: number }).seat, vote: (e as { vote: string }).vote }));
}

export async function closeGame(game: MailGame): Promise<void> {
  await game.inbox.close();
  await Promise.all(game.players.map((p) => p.close()));
}

/** The moderator's password, as the CLI reads it from the environment. */
export const moderatorEnv = (game: MailGame) => ({ [game.moderator.passwordEnv]: game.moderator.password });

/** Carol votes Ja and Dmitri Nein, and both replies have reached the moderator's mailbox. */
export async function twoReplies(game: MailGame): Promise<void> {
  const [, , carol, dmitri] = game.players;
  await carol.replyTo(await waitForMail(carol, /\] Vote:/), 'Ja');
  await dmitri.replyTo(await waitForMail(dmitri, /\] Vote:/), 'Nein');
  const mailbox = await imapAs(game.moderator);
  try {
    await waitFor('both replies in the moderator\'s mailbox', async () => (await messageCount(mailbox)) >= 2);
  } finally {
    await mailbox.logout();
  }
}

/**
 * What the log holds once twoReplies settled: each reply once, each vote once, each player answered
 * once, audit clean. `killedAnywhere`: a sync was killed at random moments, so one may have died
 * after the server took a receipt and before the server's answer reached it (docs/email.md: the
 * moment no SMTP client can close, RFC 1047); that receipt went out again later under the same
 * Message-ID. Each player is then still answered by one message: one Message-ID, whatever its
 * copies. Every other run (no kill, or kills at set steps) must deliver exactly one copy.
 */
export async function twoRepliesAppliedOnce(game: MailGame, o: { killedAnywhere?: boolean } = {}): Promise<void> {
  const ids = replies(game).map((r) => r.messageId);
  assert.is(ids.length, 2, `two replies recorded: ${ids.join(', ')}`);
  assert.is(new Set(ids).size, 2, 'each Message-ID once');
  assert.equal(replies(game).map((r) => r.outcome), ['applied', 'applied']);
  assert.equal(engineVotes(game).sort((a, b) => a.seat - b.seat), [{ seat: 2, vote: 'ja' }, { seat: 3, vote: 'nein' }]);
  const [, , carol, dmitri] = game.players;
  for (const [player, subject] of [[carol, /\] Received: Ja/], [dmitri, /\] Received: Nein/]] as const) {
    await waitForMail(player, subject);
    // Every sync has ended: a second receipt, were one sent, is in Postfix's queue or delivered.
    await postfixDelivered([player.box.address]);
    await player.fetchNew();
    const answers = player.received.filter((m) => /\] Received:|NOT applied/.test(m.subject));
    const said = `${player.name} answered once: ${answers.map((m) => `${m.subject} <${m.messageId}>`).join('; ')}`;
    if (o.killedAnywhere) assert.is(new Set(answers.map((m) => m.messageId)).size, 1, said);
    else assert.is(answers.length, 1, said);
  }
  const audit = runCli(['audit', game.id], { cwd: game.cwd });
  assert.is(audit.code, 0, audit.stdout + audit.stderr);
}
