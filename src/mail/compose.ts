// A message as RFC 5322 bytes. SMTP sending hands mailOptions to nodemailer, which composes its
// own; the local Maildir (the default transport, used on every decision) and `chancery reply`
// compose here instead: one plain-text part is all chancery ever writes, and nodemailer's composer
// loads its whole MIME tree and Node's network modules for it (half of a decision's start-up).
// test/mail/compose.test.ts reads what this writes with mailparser, as a player's client would.
import type { OutgoingMail } from './transport.js';
import { CHECK_HEADER } from './ids.js';
import { mailDate } from '../log/times.js';

export function mailOptions(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    messageId: mail.messageId,
    ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo, references: referencesOf(mail) } : {}),
    ...(mail.autoReplied ? { headers: { 'Auto-Submitted': 'auto-replied' } } : {}),
    ...(mail.check ? { headers: { [CHECK_HEADER]: mail.check, 'Auto-Submitted': 'auto-generated' } } : {}),
  };
}

/** Plain text, UTF-8, quoted-printable: the headers (encoded words where not ASCII) and the body. */
export async function composeRaw(mail: OutgoingMail, date: Date = new Date()): Promise<Buffer> {
  const headers = [
    `From: ${address(mail.from, 'From: '.length)}`,
    `To: ${address(mail.to, 'To: '.length)}`,
    folded('Subject', mail.subject),
    `Message-ID: ${mail.messageId}`,
    ...(mail.inReplyTo ? [`In-Reply-To: ${mail.inReplyTo}`, `References: ${referencesOf(mail).join('\r\n ')}`] : []),
    ...(mail.autoReplied ? ['Auto-Submitted: auto-replied'] : []),
    ...(mail.check ? [`${CHECK_HEADER}: ${mail.check}`, 'Auto-Submitted: auto-generated'] : []),
    `Date: ${mailDate(date)}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
  ];
  return Buffer.from(`${headers.join('\r\n')}\r\n\r\n${quotedPrintable(mail.text)}`, 'utf8');
}

/** The References of an answer: the thread it continues, ending with the mail it answers. */
function referencesOf(mail: OutgoingMail): string[] {
  const ids = (mail.references ?? []).filter((id) => id !== mail.inReplyTo);
  return mail.inReplyTo ? [...ids, mail.inReplyTo] : ids;
}

// eslint-disable-next-line no-control-regex
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * `Name <addr>` or a bare address. A display name that is not plain ASCII is written as encoded
 * words; one with characters that mean something in an address header is quoted.
 */
function address(value: string, start: number): string {
  const m = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(value);
  if (!m) return value.trim();
  const [, name, addr] = m;
  if (!name) return `<${addr}>`;
  const unquoted = name.replace(/^"(.*)"$/, '$1').replace(/\\(.)/g, '$1');
  if (!PRINTABLE_ASCII.test(unquoted)) {
    // The address goes on a line of its own where it would take the last encoded-word's line over 76.
    const name = encodedWords(unquoted, start);
    const last = name.slice(name.lastIndexOf('\n') + 1);
    const lastLength = name.includes('\n') ? last.length : start + last.length;
    return lastLength + 2 + addr.length + 1 > 76 ? `${name}\r\n <${addr}>` : `${name} <${addr}>`;
  }
  return /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~ ]+$/.test(unquoted) ? `${unquoted} <${addr}>` : `"${unquoted.replace(/["\\]/g, '\\$&')}" <${addr}>`;
}

/** A header line folded at spaces to stay under 78 characters (encoded words when not ASCII). */
function folded(name: string, value: string): string {
  const clean = value.replace(/[\r\n]+/g, ' ');
  if (!PRINTABLE_ASCII.test(clean) || /=\?/.test(clean)) return `${name}: ${encodedWords(clean, name.length + 2)}`;
  const words = clean.split(' ');
  const lines: string[] = [];
  let line = `${name}:`;
  for (const word of words) {
    if (line.length + 1 + word.length > 78 && line.trim().length > name.length + 1) {
      lines.push(line);
      line = '';
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines.join('\r\n');
}

/**
 * RFC 2047 encoded words (base64 of UTF-8), never splitting a character, folded one to a line so
 * that no line holding one is over 76 characters (§2): the first after `start` characters of its
 * header line ("Subject: "), the others after the space that folds them.
 */
function encodedWords(text: string, start: number): string {
  const words: string[] = [];
  let chunk = '';
  // The chunk's length in UTF-8, counted as it grows (not measured anew at each character).
  let bytes = 0;
  // Of a line's 76 characters, 12 are =?UTF-8?B?…?=; base64 writes 3 bytes as 4 characters.
  const bytesAfter = (used: number) => Math.max(3, Math.floor((76 - used - 12) / 4) * 3);
  for (const ch of text) {
    const size = utf8Length(ch.codePointAt(0)!);
    if (chunk && bytes + size > bytesAfter(words.length ? 1 : start)) {
      words.push(chunk);
      chunk = '';
      bytes = 0;
    }
    chunk += ch;
    bytes += size;
  }
  if (chunk || !words.length) words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w, 'utf8').toString('base64')}?=`).join('\r\n ');
}

/** The bytes of one code point in UTF-8 (a lone surrogate: the 3 of the replacement character it is written as). */
function utf8Length(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/** `=XX` for each byte. */
const QP_ESCAPES = Array.from({ length: 256 }, (_, b) => `=${b.toString(16).toUpperCase().padStart(2, '0')}`);
/**
 * A line whose characters all stay as they are: printable ASCII, no `=`, not ending in a space or
 * tab. Up to 75 of them it is written whole; a longer one is cut every 75 with a soft break.
 */
const QP_PLAIN_LINE = /^(?:[\x21-\x3c\x3e-\x7e \t]*[\x21-\x3c\x3e-\x7e])?$/;

/**
 * RFC 2045 quoted-printable of the UTF-8 text: line breaks become CRLF, a byte that is not
 * printable ASCII (and `=`, and a space or tab ending a line) becomes =XX, and a line longer than
 * 76 characters is broken with a soft break that never splits an =XX. Most lines of a message are
 * plain English and are written as they are (a long one cut in pieces of 75), without going
 * through their bytes one by one.
 */
export function quotedPrintable(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let out = '';
  for (let l = 0; l < lines.length; l++) {
    if (l) out += '\r\n';
    const line = lines[l];
    if (QP_PLAIN_LINE.test(line)) {
      if (line.length <= 75) out += line;
      else for (let i = 0; i < line.length; i += 75) out += `${i ? '=\r\n' : ''}${line.slice(i, i + 75)}`;
      continue;
    }
    const bytes = Buffer.from(line, 'utf8');
    let current = '';
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i];
      const plain = (b >= 33 && b <= 126 && b !== 61) || ((b === 32 || b === 9) && i !== bytes.length - 1);
      const token = plain ? String.fromCharCode(b) : QP_ESCAPES[b];
      if (current.length + token.length > 75) {
        out += `${current}=\r\n`;
        current = '';
      }
      current += token;
    }
    out += current;
  }
  return out;
}
