// A message as RFC 5322 bytes, built by nodemailer's composer (headers, encodings, line lengths).
import type { OutgoingMail } from './transport.js';

export function mailOptions(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    messageId: mail.messageId,
    ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo, references: [mail.inReplyTo] } : {}),
  };
}

export async function composeRaw(mail: OutgoingMail): Promise<Buffer> {
  // Loaded when a message is written: SMTP sending needs only mailOptions.
  const { default: MailComposer } = await import('nodemailer/lib/mail-composer');
  return new MailComposer(mailOptions(mail)).compile().build();
}
