// Simulated players on the real servers: each reads their mailbox over IMAP and answers the
// messages that ask something by SMTP, as a person with a mail client would (a reply threaded
// with In-Reply-To/References, the original quoted below the answer).
import type { ImapFlow } from 'imapflow';
import type { Transporter } from 'nodemailer';
import { simpleParser } from 'mailparser';
import { imapAs, smtpAs, type Mailbox } from './mail.js';
import type { Chooser } from '../../src/sim/random-play.js';

export interface Received { uid: number; subject: string; messageId: string; text: string }

const VOTE_WORDS = { ja: ['Ja!', 'ja', 'YES', 'да', 'за', 'Yes!'], nein: ['Nein', 'no', 'НЕТ', 'против!', 'nein!'] };

export class SimPlayer {
  readonly received: Received[] = [];
  private client!: ImapFlow;
  private smtp!: Transporter;
  private read = 0;

  constructor(readonly name: string, readonly box: Mailbox, private readonly moderator: string, private readonly choose: Chooser) {}

  async open(): Promise<this> {
    this.client = await imapAs(this.box);
    this.smtp = smtpAs(this.box);
    return this;
  }

  /** Reads new mail; answers each new question. Returns how many answers were sent. */
  async act(): Promise<number> {
    const fresh = await this.fetchNew();
    let sent = 0;
    for (const m of fresh) {
      const answer = this.answerFor(m);
      if (answer === null) continue;
      await this.replyTo(m, answer);
      sent++;
    }
    return sent;
  }

  async fetchNew(): Promise<Received[]> {
    await this.client.noop();
    // Players never delete mail, so sequence numbers only grow: fetch those past the last one read.
    const exists = typeof this.client.mailbox === 'object' ? this.client.mailbox.exists : 0;
    if (exists <= this.read) return [];
    const out: Received[] = [];
    for await (const msg of this.client.fetch(`${this.read + 1}:${exists}`, { uid: true, source: true })) {
      this.read = Math.max(this.read, msg.seq);
      if (!msg.source) continue;
      const parsed = await simpleParser(msg.source);
      out.push({ uid: msg.uid, subject: parsed.subject ?? '', messageId: parsed.messageId ?? '', text: parsed.text ?? '' });
    }
    this.received.push(...out);
    return out;
  }

  /** What a player answers: a vote, the first card, or a veto answer; null for messages that ask nothing. */
  answerFor(m: Received): string | null {
    const pick = <T>(xs: T[]): T => xs[this.choose.below(xs.length)];
    if (/\] Vote:/.test(m.subject)) return pick(this.choose.below(10) < 6 ? VOTE_WORDS.ja : VOTE_WORDS.nein);
    if (/three .* discard one/.test(m.subject)) return pick(['1', '2', '3']);
    if (/two .* enact one/.test(m.subject)) return pick(['1', '2']);
    if (/asks for a veto/.test(m.subject)) return pick(['agree', 'refuse']);
    return null;
  }

  async replyTo(m: Received, answer: string, extra: { from?: string; inReplyTo?: string | null } = {}): Promise<void> {
    const quoted = m.text.split('\n').map((l) => `> ${l}`).join('\n');
    await this.smtp.sendMail({
      from: extra.from ?? `${this.name} <${this.box.address}>`,
      envelope: { from: this.box.address, to: [this.moderator] },
      to: this.moderator,
      subject: `Re: ${m.subject}`,
      ...(extra.inReplyTo === null ? {} : { inReplyTo: extra.inReplyTo ?? m.messageId, references: [extra.inReplyTo ?? m.messageId] }),
      text: `${answer}\n\nOn ${new Date().toUTCString()}, Moderator <${this.moderator}> wrote:\n${quoted}\n`,
    });
  }

  async close(): Promise<void> {
    this.smtp.close();
    await this.client.logout().catch(() => undefined);
  }
}
