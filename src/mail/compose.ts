// A message as RFC 5322 bytes, built by nodemailer's composer (headers, encodings, line lengths).
import MailComposer from 'nodemailer/lib/mail-composer';
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

export function composeRaw(mail: OutgoingMail): Promise<Buffer> {
  return new MailComposer(mailOptions(mail)).compile().build();
}
