// The real mail servers for tests: starts Dovecot and Postfix through scripts/mail-servers.sh
// when they are not running (so `npm test` works by itself on a fresh machine), creates a fresh
// mailbox per test user, and writes a game's mail.yaml pointing at them.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { ImapFlow } from 'imapflow';
import { ROOT, runCli, scratch, type CliRun } from './cli.js';

export const MAIL_DIR = process.env.CHANCERY_MAIL_DIR ?? '/tmp/chancery-mail';
export const IMAP_PORT = Number(process.env.CHANCERY_IMAP_PORT ?? 10143);
export const SMTP_PORT = Number(process.env.CHANCERY_SMTP_PORT ?? 10587);
export const MAIL_DOMAIN = 'chancery.test';
const SCRIPT = join(ROOT, 'scripts', 'mail-servers.sh');

let started = false;

/** Starts the servers unless they run already (the script's `start` is a no-op then). */
export function ensureMailServers(): void {
  if (started) return;
  const r = spawnSync(SCRIPT, ['start'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 300_000 });
  if (r.status !== 0) throw new Error(`the mail servers did not start (${SCRIPT} start): ${r.stderr || r.stdout}`);
  started = true;
}

export interface Mailbox { address: string; password: string; passwordEnv: string }

const created: Mailbox[] = [];

/**
 * New users with empty mailboxes, created in one go (the script waits about half a second for
 * Dovecot to see them); each password is also put in the environment under `passwordEnv`.
 */
export function newMailboxes(labels: string[]): Mailbox[] {
  ensureMailServers();
  const boxes = labels.map((label) => {
    const local = `${label.toLowerCase().replace(/[^a-z0-9]/g, '')}-${randomBytes(5).toString('hex')}`;
    return { address: `${local}@${MAIL_DOMAIN}`, password: randomBytes(9).toString('base64url'), passwordEnv: `CHANCERY_TEST_PW_${local.replace(/-/g, '_').toUpperCase()}` };
  });
  const r = spawnSync(SCRIPT, ['add-user', ...boxes.flatMap((b) => [b.address, b.password])], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`add-user failed: ${r.stderr}`);
  for (const box of boxes) process.env[box.passwordEnv] = box.password;
  created.push(...boxes);
  return boxes;
}

export function newMailbox(label: string): Mailbox {
  return newMailboxes([label])[0];
}

/** Removes the mailboxes this process created (their mail on disk; the users file keeps the lines). */
export function cleanupMailboxes(): void {
  for (const box of created.splice(0)) {
    const [local, domain] = box.address.split('@');
    rmSync(join(MAIL_DIR, 'mail', domain, local), { recursive: true, force: true });
  }
}

/** The game's mail.yaml: the moderator's account on the test servers. */
export function writeMailConfig(gamesDir: string, gameId: string, moderator: Mailbox, extra: { smtpPort?: number; imapPort?: number; host?: string; folder?: string; from?: string } = {}): void {
  const dir = join(gamesDir, gameId);
  mkdirSync(dir, { recursive: true });
  const server = (port: number) => ({ host: extra.host ?? '127.0.0.1', port, secure: false, user: moderator.address, passwordEnv: moderator.passwordEnv });
  const config = {
    transport: 'smtp+imap',
    from: extra.from ?? `Moderator <${moderator.address}>`,
    smtp: server(extra.smtpPort ?? SMTP_PORT),
    imap: { ...server(extra.imapPort ?? IMAP_PORT), folder: extra.folder ?? 'INBOX' },
  };
  writeFileSync(join(dir, 'mail.yaml'), JSON.stringify(config, null, 2));
}

/** A game `g` in a scratch folder, run as the moderator would on 1 December 2026 (UTC), its mail down or up at will. */
export interface ClockedMailGame {
  cwd: string;
  /** `chancery <args>` at `time` ("10:30", UTC), with the moderator's password in its variable. */
  at: (time: string, args: string[]) => CliRun;
  /** The game's mail.yaml points at a port where nothing listens. */
  down: () => void;
  /** The game's mail.yaml points at the real servers. */
  up: () => void;
}

/**
 * A scratch folder (`prefix`) with roster.yaml (names[i] at players[i]'s address) for a game `g`
 * whose mail is the moderator's account; neither mail.yaml nor the game is written yet.
 */
export function clockedMailGame(prefix: string, moderator: Mailbox, players: Mailbox[], names: string[]): ClockedMailGame {
  const cwd = scratch(prefix);
  writeFileSync(join(cwd, 'roster.yaml'), players.map((p, i) => `- { name: ${names[i]}, email: ${p.address} }\n`).join(''));
  const games = join(cwd, 'games');
  return {
    cwd,
    at: (time, args) => runCli(args, { cwd, env: { CHANCERY_NOW: `2026-12-01T${time}:00Z`, [moderator.passwordEnv]: moderator.password } }),
    down: () => writeMailConfig(games, 'g', moderator, { smtpPort: 1 }),
    up: () => writeMailConfig(games, 'g', moderator),
  };
}

export function smtpAs(box: Mailbox): Transporter {
  return nodemailer.createTransport({ pool: true, maxConnections: 1, host: '127.0.0.1', port: SMTP_PORT, secure: false, auth: { user: box.address, pass: box.password } });
}

export async function imapAs(box: Mailbox): Promise<ImapFlow> {
  const client = new ImapFlow({ host: '127.0.0.1', port: IMAP_PORT, secure: false, auth: { user: box.address, pass: box.password }, logger: false });
  await client.connect();
  await client.mailboxOpen('INBOX');
  return client;
}

/** Sends raw RFC 5322 bytes as `box` (the envelope is the box; the headers may say anything). */
export async function sendRaw(box: Mailbox, to: string, raw: string | Buffer): Promise<void> {
  const t = nodemailer.createTransport({ host: '127.0.0.1', port: SMTP_PORT, secure: false, auth: { user: box.address, pass: box.password } });
  try {
    await t.sendMail({ envelope: { from: box.address, to: [to] }, raw });
  } finally {
    t.close();
  }
}

/** Waits until `check` is true, polling; fails with `what` after `ms`. */
export async function waitFor(what: string, check: () => Promise<boolean> | boolean, ms = 15_000, every = 25): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, every));
  }
}

/** How many messages a mailbox holds now (NOOP polling: the server tells what arrived). */
export async function messageCount(client: ImapFlow): Promise<number> {
  await client.noop();
  return typeof client.mailbox === 'object' ? client.mailbox.exists : 0;
}

/**
 * Waits until Postfix holds nothing for these addresses (`postqueue -p` names none of them): every
 * message it accepted for them is then in Dovecot, so a count of their mail is the whole count.
 */
export async function postfixDelivered(addresses: string[], ms = 30_000): Promise<void> {
  const lower = addresses.map((a) => a.toLowerCase());
  await waitFor(`Postfix to deliver what it holds for ${addresses.length} address(es)`, () => {
    const r = spawnSync('postqueue', ['-c', join(MAIL_DIR, 'postfix'), '-p'], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`postqueue -p failed: ${r.stderr || r.error?.message}`);
    const queue = r.stdout.toLowerCase();
    return !lower.some((a) => queue.includes(a));
  }, ms);
}

/** How many copies of each Message-ID a mailbox holds (a mail client shows duplicates as two). */
export async function copiesIn(box: Mailbox): Promise<Map<string, number>> {
  const client = await imapAs(box);
  const copies = new Map<string, number>();
  try {
    const exists = typeof client.mailbox === 'object' ? client.mailbox.exists : 0;
    if (exists) {
      for await (const msg of client.fetch('1:*', { envelope: true })) {
        const id = msg.envelope?.messageId ?? '';
        copies.set(id, (copies.get(id) ?? 0) + 1);
      }
    }
  } finally {
    await client.logout().catch(() => undefined);
  }
  return copies;
}
