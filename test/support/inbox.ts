// A player's mailbox on the real test servers, read as their mail client would (MIME decoded by
// mailparser): what arrived, and the one message of a kind once it has.
import * as assert from 'uvu/assert';
import { simpleParser } from 'mailparser';
import { imapAs, messageCount, smtpAs, waitFor, type Mailbox } from './mail.js';

export interface Received { subject: string; text: string; messageId: string }

/** Every message in the mailbox now. */
export async function inbox(box: Mailbox): Promise<Received[]> {
  const client = await imapAs(box);
  try {
    const out: Received[] = [];
    for await (const msg of client.fetch('1:*', { source: true })) {
      const parsed = await simpleParser(msg.source!);
      out.push({ subject: parsed.subject ?? '', text: parsed.text ?? '', messageId: parsed.messageId ?? '' });
    }
    return out;
  } catch (e) {
    if (/Invalid messageset|Nothing to fetch/i.test(String(e))) return [];
    throw e;
  } finally {
    await client.logout();
  }
}

/** The one message whose subject matches, once it has arrived (more than one fails). */
export async function received(box: Mailbox, subject: RegExp): Promise<Received> {
  let found: Received | undefined;
  await waitFor(`${box.address} to receive ${subject}`, async () => {
    const matching = (await inbox(box)).filter((m) => subject.test(m.subject));
    assert.ok(matching.length <= 1, `one message matches ${subject}, not ${matching.length}`);
    found = matching[0];
    return !!found;
  });
  return found!;
}

/** `player` answers `request` with `text` (threaded as a client threads a reply), and it has reached `moderator`'s mailbox. */
export async function repliedTo(player: Mailbox, moderator: Mailbox, request: Received, text: string): Promise<void> {
  const smtp = smtpAs(player);
  try {
    await smtp.sendMail({ from: player.address, to: moderator.address, subject: `Re: ${request.subject}`, inReplyTo: request.messageId, references: [request.messageId], text });
  } finally {
    smtp.close();
  }
  const mailbox = await imapAs(moderator);
  try {
    await waitFor(`${player.address}'s reply in the moderator's mailbox`, async () => (await messageCount(mailbox)) > 0);
  } finally {
    await mailbox.logout();
  }
}
