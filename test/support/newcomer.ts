// The third seat's vote by mail, a seat that changed hands mid-vote, and the mail around them, as
// the tests of changed votes and of a newcomer's votes build them: the local mailbox's inbox and
// outbox, read and written as a player's client would.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { FIXED_SEED, runOk, scratch } from './cli.js';
import { openGame } from '../../src/game/open.js';

/**
 * A game `g` whose first seat nominated the second; the third voted Ja by mail, read by sync.
 * Every command runs with `env` (a fixed clock, say).
 */
export function thirdSeatVotedJaByMail(opts: { prefix?: string; lang: 'en' | 'ru'; players: readonly string[]; env?: Record<string, string> }): string {
  const cwd = scratch(opts.prefix);
  const ok = (args: string[]) => runOk(args, { cwd, env: opts.env });
  ok(['new', 'g', '--lang', opts.lang, '--players', ...opts.players, '--seed', FIXED_SEED]);
  ok(['nominate', 'g', '2']);
  ok(['reply', 'g', '3', 'Ja']);
  ok(['sync', 'g']);
  return cwd;
}

/** The game of thirdSeatVotedJaByMail, the third seat then handed over to `newcomer`. */
export function newcomerAfterTheVote(opts: { prefix: string; lang: 'en' | 'ru'; players: readonly string[]; newcomer: string; env: Record<string, string> }): string {
  const cwd = thirdSeatVotedJaByMail(opts);
  runOk(['replace', 'g', '3', opts.newcomer], { cwd, env: opts.env });
  return cwd;
}

/**
 * The third seat's answer `text` from an address not in the roster, replying to the vote request
 * the seat was sent last: sync holds it for the moderator. Returns its Message-ID.
 */
export function heldReplyOfTheThirdSeat(cwd: string, text: string, id: string): string {
  const request = openGame(join(cwd, 'games', 'g.yaml')).log.events
    .flatMap((e) => (e.type === 'message-queued' && e.to === 2 && e.kind === 'vote-request' ? [e.messageId] : [])).pop();
  const inbox = join(cwd, 'games', 'g', 'inbox');
  for (const d of ['tmp', 'new', 'cur']) mkdirSync(join(inbox, d), { recursive: true });
  const messageId = `<${id}@example.net>`;
  writeFileSync(join(inbox, 'new', '1700000000.1.held'), [
    'From: Elsewhere <third.other@example.net>', 'To: moderator@chancery.invalid', 'Subject: Re: vote',
    `Message-ID: ${messageId}`, `In-Reply-To: ${request}`, `References: ${request}`, 'Date: Tue, 01 Dec 2026 10:00:00 +0000',
    'Content-Type: text/plain; charset=utf-8', '', text, '',
  ].join('\r\n'));
  return messageId;
}

/** The subject and text of the newest message the game sent the third seat (from the local outbox). */
export async function newestToTheThirdSeat(cwd: string): Promise<string> {
  const e = openGame(join(cwd, 'games', 'g.yaml')).log.events.filter((r) => r.type === 'message-queued' && r.to === 2).pop()!;
  if (e.type !== 'message-queued') throw new Error('no message');
  const mail = await simpleParser(readFileSync(join(cwd, 'games', 'g', 'outbox', `${e.messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9._@-]/g, '_')}.eml`)));
  return `${mail.subject}\n${mail.text}`;
}
