// A real account: nodemailer with a pooled SMTP connection sends; imapflow reads the folder.
// Processed messages get the keyword $ChanceryDone, so the moderator may still read (and mark
// read) their mail in any client without hiding it from chancery.
// Each library loads when first used: a sync that finds nothing never loads nodemailer, a send never imapflow.
import type { Transporter } from 'nodemailer';
import type { ImapFlow } from 'imapflow';
import { passwordOf, type MailConfig, type ServerConfig } from './config.js';
import { mailOptions } from './compose.js';
import type { IncomingMail, MailTransport, OutgoingMail } from './transport.js';

export const DONE_KEYWORD = '$ChanceryDone';

type RealConfig = Extract<MailConfig, { transport: 'smtp+imap' }>;

/**
 * Whether `host` is this machine (a loopback name or address). Only there may the password cross a
 * connection that is not encrypted: to any other host, a connection without TLS from its first
 * byte (`secure: true`) must be upgraded with STARTTLS before logging in, or it fails. Taking
 * STARTTLS only "when the server offers it" would send the password in clear to a server that
 * does not, or through anyone on the path who strips the offer (it arrives unencrypted).
 */
export function onThisMachine(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  return h === 'localhost' || h.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(h) || h === '::1' || /^(0{1,4}:){7}0{0,3}1$/.test(h) || h === '::ffff:127.0.0.1';
}

/** Whether a connection to this server must be encrypted with STARTTLS before it logs in. */
export function startTlsRequired(s: Pick<ServerConfig, 'host' | 'secure'>): boolean {
  return !s.secure && !onThisMachine(s.host);
}

export async function smtpTransport(s: ServerConfig, env: NodeJS.ProcessEnv, pool: boolean): Promise<Transporter> {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport({
    pool,
    maxConnections: 2,
    host: s.host,
    port: s.port,
    secure: s.secure,
    ...(startTlsRequired(s) ? { requireTLS: true } : {}),
    auth: { user: s.user, pass: passwordOf(s, env) },
    tls: { rejectUnauthorized: !s.allowSelfSigned },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
  });
}

export async function imapClient(s: ServerConfig, env: NodeJS.ProcessEnv): Promise<ImapFlow> {
  const { ImapFlow } = await import('imapflow');
  const client = new ImapFlow({
    host: s.host,
    port: s.port,
    secure: s.secure,
    ...(startTlsRequired(s) ? { doSTARTTLS: true } : {}),
    auth: { user: s.user, pass: passwordOf(s, env) },
    tls: { rejectUnauthorized: !s.allowSelfSigned },
    logger: false,
    connectionTimeout: 10_000,
  });
  // imapflow reports a dropped connection (a reset, a server's idle timeout) as an 'error' event,
  // which ends a Node process that has no listener for it: a `sync --watch` of hours died of one.
  // The command at work fails through its own promise; a watch opens a new connection at its next
  // poll (the client is no longer `usable`).
  client.on('error', () => undefined);
  return client;
}

export class SmtpImapTransport implements MailTransport {
  /** The pool, made on the first send (the sends of one batch start together and share it). */
  private smtp: Promise<Transporter> | null = null;
  private imap: ImapFlow | null = null;

  constructor(private readonly config: RealConfig, private readonly env: NodeJS.ProcessEnv) {}

  async send(mail: OutgoingMail): Promise<void> {
    this.smtp ??= smtpTransport(this.config.smtp, this.env, true);
    await (await this.smtp).sendMail(mailOptions(mail));
  }

  /** The folder, open (`poll`: asked what arrived since the last look, for a fetch). */
  private async folder(poll: boolean): Promise<ImapFlow> {
    if (!this.imap || !this.imap.usable) {
      this.imap = await imapClient(this.config.imap, this.env);
      await this.imap.connect();
      await this.imap.mailboxOpen(this.config.imap.folder);
    } else if (poll) {
      // Polling: NOOP makes the server report what arrived since the last look.
      await this.imap.noop();
    }
    return this.imap;
  }

  async fetchNew(each?: (mail: IncomingMail) => void): Promise<IncomingMail[]> {
    const client = await this.folder(true);
    const uids = (await client.search({ unKeyword: DONE_KEYWORD }, { uid: true }) || []).filter((uid) => !this.left.has(String(uid)));
    if (!uids.length) return [];
    const out: IncomingMail[] = [];
    for await (const msg of client.fetch(uids, { uid: true, source: true }, { uid: true })) {
      if (!msg.source) continue;
      const mail = { key: String(msg.uid), raw: msg.source };
      out.push(mail);
      each?.(mail);
    }
    return out.sort((a, b) => Number(a.key) - Number(b.key));
  }

  async markProcessed(keys: string[], unrelated: ReadonlySet<string> = new Set()): Promise<void> {
    const seen = keys.filter((k) => !unrelated.has(k));
    const others = keys.filter((k) => unrelated.has(k));
    if (!keys.length) return;
    // No NOOP first (a round trip, and on a Maildir server a look at the whole folder): marking
    // needs no news of what arrived.
    const client = await this.folder(false);
    // SILENT: the server need not send back each message's flags (500 lines for 500 replies), which
    // nothing here reads. Mail that is nobody's in the game keeps its unread mark for the moderator.
    if (seen.length) await client.messageFlagsAdd(uidSet(seen), [DONE_KEYWORD, '\\Seen'], { uid: true, silent: true });
    if (others.length) await client.messageFlagsAdd(uidSet(others), [DONE_KEYWORD], { uid: true, silent: true });
  }

  /** Mail left for another game's sync (uids, in this folder). */
  private readonly left = new Set<string>();

  leave(keys: string[]): void {
    for (const k of keys) this.left.add(k);
  }

  async close(): Promise<void> {
    (await this.smtp?.catch(() => null))?.close();
    this.smtp = null;
    if (this.imap?.usable) await this.imap.logout().catch(() => undefined);
    this.imap = null;
  }
}

/**
 * UIDs as an IMAP sequence set (RFC 3501 section 9, sequence-set), each run of consecutive UIDs as
 * one range: 1:500 rather than five hundred numbers, for a batch of replies that arrived together.
 */
export function uidSet(keys: readonly string[]): string {
  const uids = [...new Set(keys.map(Number))].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < uids.length; ) {
    let j = i;
    while (j + 1 < uids.length && uids[j + 1] === uids[j] + 1) j++;
    runs.push(j === i ? String(uids[i]) : `${uids[i]}:${uids[j]}`);
    i = j + 1;
  }
  return runs.join(',');
}
