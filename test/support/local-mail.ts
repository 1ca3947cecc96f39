// A game's local mailbox (games/<id>/inbox and outbox, the `local` transport), read and written as
// a player's mail client would: a reply dropped into the inbox, the newest message sent a seat.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { openGame } from '../../src/game/open.js';
import { composeRaw } from '../../src/mail/compose.js';
import { deliverToMaildir, emlName, inboxDir } from '../../src/mail/local.js';
import { sync } from '../../src/commands/sync.js';
import { newGame } from '../../src/commands/new.js';
import { FIXED_SEED } from './cli.js';
import type { Context } from '../../src/cli/context.js';
import type { MessageQueued, ReplyReceived } from '../../src/log/records.js';

/** The newest message of `kind` the game (`g` unless named) sent `seat` (0-based), as its log records it. */
export function newestOf(cwd: string, seat: number, kind: string, game = 'g'): MessageQueued | undefined {
  return (openGame(join(cwd, 'games', `${game}.yaml`)).log.events as unknown as MessageQueued[])
    .filter((e) => e.type === 'message-queued' && e.to === seat && e.kind === kind).pop();
}

/**
 * The mail the game `g` writes to its outbox from now on: each call of the function returned gives
 * what was written since the call before (the first: since this was made), parsed.
 */
export function outboxFromNow(cwd: string): () => Promise<ParsedMail[]> {
  const dir = join(cwd, 'games', 'g', 'outbox');
  const seen = new Set(readdirSync(dir));
  return async () => {
    const files = readdirSync(dir).filter((f) => !seen.has(f));
    files.forEach((f) => seen.add(f));
    return Promise.all(files.map((f) => simpleParser(readFileSync(join(dir, f)))));
  };
}

/** The mail of `message` as the game (`g` unless named) wrote it to its outbox, parsed as a mail client would. */
export async function sentMail(cwd: string, message: MessageQueued, game = 'g'): Promise<ParsedMail> {
  return simpleParser(readFileSync(join(cwd, 'games', game, 'outbox', emlName(message.messageId))));
}

/** `text` from `from`, threaded under `message` alone (Message-ID `id`), delivered to the inbox of game `g`. */
export async function mailedReply(cwd: string, message: MessageQueued, o: { text: string; id: string; from: string }): Promise<void> {
  const raw = await composeRaw({ messageId: o.id, from: o.from, to: 'moderator@chancery.invalid', subject: `Re: ${message.subject}`, text: o.text, inReplyTo: message.messageId });
  deliverToMaildir(inboxDir(join(cwd, 'games', 'g')), raw);
}

/**
 * `text` from `from` (Message-ID `id`) replied to `message` and read by sync of game `g`: the last
 * reply's record, the game after, the text of the mail sent in answer to it (`answer`), and of all
 * mail sent meanwhile (`all`).
 */
export async function repliedAndSynced(cwd: string, ctx: Context, message: MessageQueued, o: { text: string; id: string; from: string }) {
  const sent = outboxFromNow(cwd);
  await mailedReply(cwd, message, o);
  await sync({ game: 'g' }, ctx);
  const { log, state } = openGame(join(cwd, 'games', 'g.yaml'));
  const record = log.events.filter((e) => e.type === 'reply-received').pop() as unknown as ReplyReceived;
  const mail = await sent();
  const text = (of: typeof mail) => of.map((m) => m.text ?? '').join('\n');
  return { record, state, answer: text(mail.filter((m) => m.inReplyTo === o.id)), all: text(mail) };
}

/**
 * A five-player English game `g` in which Carol (seat 3) answered her role card "Ja" before any
 * vote was open, and sync sent her the NOT applied email about it: the game's context and that email.
 */
export async function earlyVoteNoticeToCarol(cwd: string): Promise<{ ctx: Context; notice: MessageQueued }> {
  const ctx: Context = { now: () => new Date(), env: { ...process.env, CHANCERY_HOME: '' }, cwd, interactive: false };
  await newGame({ id: 'g', players: ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], seed: FIXED_SEED, lang: 'en' }, ctx);
  await mailedReply(cwd, newestOf(cwd, 2, 'role-card')!, { text: 'Ja', id: '<early@players.invalid>', from: 'seat3@players.invalid' });
  await sync({ game: 'g' }, ctx);
  const notice = newestOf(cwd, 2, 'error-reply');
  if (!notice) throw new Error('Carol was not told her early "Ja" was not applied');
  return { ctx, notice };
}

/**
 * `text` from `from`, an address not in the roster, replying to the newest message of `kind` the
 * game `g` sent `seat` (0-based), written into its inbox: sync holds it for the moderator.
 * Returns its Message-ID, `<id@example.net>`.
 */
export function heldReply(cwd: string, o: { seat: number; kind?: string; text: string; id: string; from: string; subject?: string; date?: string }): string {
  const kind = o.kind ?? 'vote-request';
  const asked = newestOf(cwd, o.seat, kind)?.messageId;
  if (!asked) throw new Error(`seat ${o.seat + 1} was sent no ${kind}`);
  const inbox = join(cwd, 'games', 'g', 'inbox');
  for (const d of ['tmp', 'new', 'cur']) mkdirSync(join(inbox, d), { recursive: true });
  const messageId = `<${o.id}@example.net>`;
  writeFileSync(join(inbox, 'new', '1700000000.1.held'), [
    `From: ${o.from}`, 'To: moderator@chancery.invalid', `Subject: ${o.subject ?? 'Re: vote'}`,
    `Message-ID: ${messageId}`, `In-Reply-To: ${asked}`, `References: ${asked}`, `Date: ${o.date ?? 'Tue, 01 Dec 2026 10:00:00 +0000'}`,
    'Content-Type: text/plain; charset=utf-8', '', o.text, '',
  ].join('\r\n'));
  return messageId;
}

/** `text` with every six-letter code a message carries (its subject's [K7QX2M]) shown as [code]: drawn fresh per message. */
export const codesMasked = (text: string) => text.replace(/\b[2-9A-HJKMNP-TV-Z]{6}\b/g, '[code]');

/** The subject and text of the newest message the game `g` sent `seat` (0-based), from its outbox. */
export async function newestTo(cwd: string, seat: number): Promise<string> {
  const e = openGame(join(cwd, 'games', 'g.yaml')).log.events.filter((r) => r.type === 'message-queued' && r.to === seat).pop();
  if (e?.type !== 'message-queued') throw new Error(`seat ${seat + 1} was sent no message`);
  const mail = await sentMail(cwd, e);
  return `${mail.subject}\n${mail.text}`;
}
