// The two ways mail travels: `local` (files in the game's folder; the embedded default) and
// `smtp+imap` (a real account). Commands see only this interface.
import type { MailConfig } from './config.js';
import type { Lang } from '../settings.js';
import type { FileProblem } from '../input/files.js';

export interface OutgoingMail {
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  /** The Message-ID this mail answers, for threading. */
  inReplyTo?: string;
  /**
   * The thread it continues (RFC 5322 §3.6.4): the ids the answered mail referred to, then its own
   * Message-ID (`inReplyTo`). Left out, References names `inReplyTo` alone.
   */
  references?: string[];
  /**
   * chancery's answer to a player's mail (a receipt, a question back): marked Auto-Submitted:
   * auto-replied (RFC 3834), so that the player's vacation responder does not answer it.
   */
  autoReplied?: true;
  /**
   * `chancery mail check`'s round trip: the token its check message carries (CHECK_HEADER), which
   * finds it in the folder read and sets it aside as no reply; marked Auto-Submitted: auto-generated.
   */
  check?: string;
}

/**
 * A message waiting in the inbox: a handle to mark it processed, and its raw bytes. A mail over
 * the size limit comes with its first bytes only and `tooLarge` (it is answered, never read); an
 * inbox entry that is no mail at all (a folder, a FIFO) comes with `notMail` saying what it is.
 */
export interface IncomingMail { key: string; raw: Buffer; tooLarge?: boolean; notMail?: FileProblem }

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Messages not yet marked processed, oldest first. `each` is shown every message as it arrives,
   * so that reading it can overlap fetching the rest (src/mail/incoming.ts).
   */
  fetchNew(each?: (mail: IncomingMail) => void): Promise<IncomingMail[]>;
  /**
   * Marks mail the game has recorded: never fetched again. `unrelated` (mail that is nobody's in
   * this game: a newsletter in a shared INBOX) is marked for chancery only, not as read by the
   * moderator.
   */
  markProcessed(keys: string[], unrelated?: ReadonlySet<string>): Promise<void>;
  /** Mail for another game sharing the account: left for that game's sync, not fetched again by this process. */
  leave?(keys: string[]): void;
  close(): Promise<void>;
}

/** The transport for a game: `mailDir` is the game's own folder (games/<id>/). */
export async function openTransport(config: MailConfig, mailDir: string, env: NodeJS.ProcessEnv): Promise<MailTransport> {
  if (config.transport === 'local') {
    const { LocalTransport } = await import('./local.js');
    return new LocalTransport(mailDir);
  }
  const { SmtpImapTransport } = await import('./smtp-imap.js');
  return new SmtpImapTransport(config, env);
}

/** Who the local mailbox's messages come from when its config names no one: in the game's language. */
const LOCAL_SENDER: Record<Lang, string> = { en: 'Moderator', ru: 'Ведущий' };

/** The From of our messages (an SMTP config always names it; the local mailbox's may not). */
export function senderOf(config: MailConfig, lang: Lang): string {
  return config.from ?? `${LOCAL_SENDER[lang] ?? LOCAL_SENDER.en} <moderator@chancery.invalid>`;
}
