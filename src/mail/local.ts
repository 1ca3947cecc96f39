// The embedded transport: sending writes `outbox/<id>.eml`; the inbox is a Maildir (`inbox/new`,
// `inbox/cur`) that `chancery reply` writes into. Nothing leaves the machine.
import { mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from '../input/entropy.js';
import { composeRaw } from './compose.js';
import type { IncomingMail, MailTransport, OutgoingMail } from './transport.js';
import { FileRefused, readRegular, removeDeadTemporaries, SIZE_LIMITS, writeInFolder } from '../input/files.js';

export function outboxDir(mailDir: string): string { return join(mailDir, 'outbox'); }
export function inboxDir(mailDir: string): string { return join(mailDir, 'inbox'); }

/** A file name for a Message-ID (sending twice under one id overwrites the same file). */
export function emlName(messageId: string): string {
  return `${messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9._@-]/g, '_')}.eml`;
}

let delivered = 0;
/** A mail deliverToMaildir writes in tmp/: its writer's pid after the time and the counter. */
const MAILDIR_TEMPORARY = /^\d+\.\d+\.(\d+)_[0-9a-f]+\.chancery$/;

/**
 * Delivers raw bytes into a Maildir the standard way: write to tmp/, then rename into new/. The
 * name starts with the time in microseconds and a counter, both fixed-width, so that sorting the
 * names gives the order of arrival even for replies written in the same millisecond.
 */
export function deliverToMaildir(maildir: string, raw: Buffer): string {
  for (const sub of ['tmp', 'new', 'cur']) mkdirSync(join(maildir, sub), { recursive: true, mode: 0o700 });
  // A delivery killed before its move to new/ left its mail in tmp/, which no reader looks at.
  removeDeadTemporaries(join(maildir, 'tmp'), MAILDIR_TEMPORARY);
  const micros = Math.round((performance.timeOrigin + performance.now()) * 1000);
  const name = `${String(micros).padStart(17, '0')}.${String(++delivered).padStart(6, '0')}.${process.pid}_${randomBytes(6).toString('hex')}.chancery`;
  writeFileSync(join(maildir, 'tmp', name), raw, { mode: 0o600 });
  renameSync(join(maildir, 'tmp', name), join(maildir, 'new', name));
  return name;
}

/** One entry of new/: a mail, the head of one too large to read, or something that is no mail. */
function readEntry(dir: string, key: string): IncomingMail {
  try {
    const { bytes, truncated } = readRegular(join(dir, key), SIZE_LIMITS.mail, { truncate: true });
    return truncated ? { key, raw: bytes.subarray(0, 64 * 1024), tooLarge: true } : { key, raw: bytes };
  } catch (e) {
    if (!(e instanceof FileRefused)) throw e;
    return { key, raw: Buffer.alloc(0), notMail: e.problem };
  }
}

export class LocalTransport implements MailTransport {
  constructor(private readonly mailDir: string) {}

  async send(mail: OutgoingMail): Promise<void> {
    // The outbox (0700: the messages hold secrets) is made with the game's first message, not
    // looked for before each one: a decision sends several.
    // Its temporary file in the game's folder (which the log's writers clean), not in the outbox, which grows with the game.
    writeInFolder(join(outboxDir(this.mailDir), emlName(mail.messageId)), await composeRaw(mail), 0o600, this.mailDir);
  }

  async fetchNew(each?: (mail: IncomingMail) => void): Promise<IncomingMail[]> {
    const dir = join(inboxDir(this.mailDir), 'new');
    let names: string[];
    try { names = readdirSync(dir); } catch { return []; }
    // Maildir names start with the delivery time: sorting them is arrival order.
    return names.sort().map((key) => {
      const mail = readEntry(dir, key);
      each?.(mail);
      return mail;
    });
  }

  // (Each game has its own local inbox: nothing in it is another's, nor mail the moderator reads.)
  async markProcessed(keys: string[]): Promise<void> {
    const box = inboxDir(this.mailDir);
    // A Maildir may come with new/ alone: cur/ is made when first needed.
    mkdirSync(join(box, 'cur'), { recursive: true, mode: 0o700 });
    for (const key of keys) {
      try {
        renameSync(join(box, 'new', key), join(box, 'cur', `${key}:2,S`));
      } catch (e) {
        // Another sync that fetched the same mail moved it first: its log holds it, and so does ours.
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      }
    }
  }

  async close(): Promise<void> { /* nothing held open */ }
}
