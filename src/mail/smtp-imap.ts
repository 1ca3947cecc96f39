// A real account: nodemailer with a pooled SMTP connection sends; imapflow reads the folder.
// Processed messages get the keyword $ChanceryDone, so the moderator may still read (and mark
// read) their mail in any client without hiding it from chancery.
import nodemailer, { type Transporter } from 'nodemailer';
import { ImapFlow } from 'imapflow';
import { passwordOf, type MailConfig, type ServerConfig } from './config.js';
import { mailOptions } from './compose.js';
import type { IncomingMail, MailTransport, OutgoingMail } from './transport.js';

export const DONE_KEYWORD = '$ChanceryDone';

type RealConfig = Extract<MailConfig, { transport: 'smtp+imap' }>;

export function smtpTransport(s: ServerConfig, env: NodeJS.ProcessEnv, pool: boolean): Transporter {
  return nodemailer.createTransport({
    pool,
    maxConnections: 2,
    host: s.host,
    port: s.port,
    secure: s.secure,
    auth: { user: s.user, pass: passwordOf(s, env) },
    tls: { rejectUnauthorized: !s.allowSelfSigned },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
  });
}

export function imapClient(s: ServerConfig, env: NodeJS.ProcessEnv): ImapFlow {
  return new ImapFlow({
    host: s.host,
    port: s.port,
    secure: s.secure,
    auth: { user: s.user, pass: passwordOf(s, env) },
    tls: { rejectUnauthorized: !s.allowSelfSigned },
    logger: false,
    connectionTimeout: 10_000,
  });
}

export class SmtpImapTransport implements MailTransport {
  private smtp: Transporter | null = null;
  private imap: ImapFlow | null = null;

  constructor(private readonly config: RealConfig, private readonly env: NodeJS.ProcessEnv) {}

  async send(mail: OutgoingMail): Promise<void> {
    this.smtp ??= smtpTransport(this.config.smtp, this.env, true);
    await this.smtp.sendMail(mailOptions(mail));
  }

  private async folder(): Promise<ImapFlow> {
    if (!this.imap || !this.imap.usable) {
      this.imap = imapClient(this.config.imap, this.env);
      await this.imap.connect();
      await this.imap.mailboxOpen(this.config.imap.folder);
    } else {
      // Polling: NOOP makes the server report what arrived since the last look.
      await this.imap.noop();
    }
    return this.imap;
  }

  async fetchNew(): Promise<IncomingMail[]> {
    const client = await this.folder();
    const uids = await client.search({ unKeyword: DONE_KEYWORD }, { uid: true });
    if (!uids || !uids.length) return [];
    const out: IncomingMail[] = [];
    for await (const msg of client.fetch(uids, { uid: true, source: true }, { uid: true })) {
      if (msg.source) out.push({ key: String(msg.uid), raw: msg.source });
    }
    return out.sort((a, b) => Number(a.key) - Number(b.key));
  }

  async markProcessed(keys: string[]): Promise<void> {
    if (!keys.length) return;
    const client = await this.folder();
    await client.messageFlagsAdd(keys.join(','), [DONE_KEYWORD, '\\Seen'], { uid: true });
  }

  async close(): Promise<void> {
    this.smtp?.close();
    this.smtp = null;
    if (this.imap?.usable) await this.imap.logout().catch(() => undefined);
    this.imap = null;
  }
}
