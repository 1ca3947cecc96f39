// Reading one incoming email: headers that matter (Message-ID, From, In-Reply-To, References,
// Subject), whether it is a bounce, and the player's own words with quotes, "On … wrote:" lines,
// signatures and HTML removed (postal-mime for MIME, email-reply-parser for the trimming,
// html-to-text for HTML).
import { sha256Hex } from '../engine/digest.js';
import PostalMime, { type Email } from 'postal-mime';
import EmailReplyParser from 'email-reply-parser';
import { convert, type HtmlToTextOptions, type SelectorDefinition } from 'html-to-text';
import { CHECK_HEADER, referencedIds } from './ids.js';
import { struckThrough } from './answers.js';

export interface ReadMail {
  /** The message's own Message-ID; for a message without one, a stable id from its bytes. */
  messageId: string;
  from: string | null;
  inReplyTo?: string;
  references: string[];
  subject: string;
  date: Date | null;
  /** The player's own text: what the answer is read from. */
  reply: string;
  /** Every text the code may be quoted in: the subject and the whole body. */
  searchable: string;
  bounce: { recipient: string | null; diagnostic: string | null; raw: string } | null;
  /** Why the mail could not be read at all (too large, broken MIME): its sender is told so. */
  unreadable?: 'too-large' | 'broken';
  /** Sent by a program (RFC 3834 Auto-Submitted, a vacation reply): never an answer, never answered. */
  automatic?: true;
  /** The check message of `chancery mail check` (its CHECK_HEADER): never a reply, set aside unrecorded. */
  check?: true;
  /** The reply's own words in the mail's other version (its HTML beside the plain text read): the two must agree. */
  otherPart?: string;
}

/** A reply's own words come first: the reader looks at no more of a body than this (a 10 MB line would take seconds). */
const REPLY_TEXT_LIMIT = 64 * 1024;
/** Of a mail that cannot be read, the headers are looked for in its first bytes only. */
const HEADER_LIMIT = 64 * 1024;

/**
 * "Wrote" in the attributions of Russian, Ukrainian and Polish clients, either gender: Apple Mail
 * writes both at once, "написал(а):", as Polish clients write "napisał(a):".
 */
const WROTE_SLAVIC = '(?:написал\\(а\\)|написала|написал|написав\\(ла\\)|написав|napisał\\(a\\)|napisała|napisał)';

/** Lines that begin a quoted original in clients email-reply-parser does not know. */
const ORIGINAL_MESSAGE = [
  // Samsung Email's and Outlook's separator, in the languages of the players (Ukrainian and Polish
  // players of a Russian game write from clients in their own language).
  /^-{2,}\s*(original message|forwarded message|исходное сообщение|пересылаемое сообщение|оригінальне повідомлення|переслане повідомлення|ursprüngliche nachricht|weitergeleitete nachricht|message d['’]origine|mensaje original|messaggio originale|wiadomość oryginalna|oorspronkelijk bericht|mensagem original)\s*-{2,}/iu,
  /^_{10,}\s*$/,
  /^(from|von|de|от|від|od|da|van)\s*:\s.+/iu, // Outlook's From:/Sent:/To: block
  /^on .{0,200}(wrote|a écrit|schrieb)\s*:?\s*$/i,
  new RegExp(`^.{0,200}${WROTE_SLAVIC}\\s*:?\\s*$`, 'iu'),
  // Yandex ("6 декабря 2026 г., 12:00, Ведущий пишет:", in Ukrainian "… пише:") and any attribution that ends in the
  // sender's address and a colon: Mail.ru ("Воскресенье, 6 декабря 2026, 12:00 +03:00 от Ведущий
  // <mod@example.org>:"), Yandex with the address ("06.12.2026, 12:00, "Ведущий" <mod@…>:").
  /^.{0,200}\s(пишет|пишут|пише|пишуть)\s*:\s*$/iu,
  /^.{0,200}<[^<>\s]+@[^<>\s]+>\s*:\s*$/,
];
/**
 * Mobile and webmail signatures that email-reply-parser leaves in place. (No `\b` after a Russian
 * word: a word boundary is made of \w, which holds no Cyrillic letter.)
 */
const SIGNATURE = /^(?:(?:sent from|sent with|get outlook for)\b|отправлено (?:с|со|из)\s)/i;

/**
 * Reads one mail. `tooLarge`: the transport kept only the first bytes of a mail over the size
 * limit; its headers are read so that its sender can be told it was set aside.
 */
export async function readMail(raw: Buffer, opts: { tooLarge?: boolean } = {}): Promise<ReadMail> {
  // A message cannot begin with an empty line; some saved copies do, and would read as all body.
  const bytes = raw.subarray(leadingBlankLines(raw));
  if (opts.tooLarge) return headersOnly(raw, bytes, 'too-large');
  let parsed: Email;
  try {
    parsed = await parseMime(bytes);
  } catch {
    // Unparseable MIME (nested past the parser's limit, headers over 2 MB): keep what identifies
    // the message and its sender, and read no answer from it.
    return headersOnly(raw, bytes, 'broken');
  }
  const from = senderOf(parsed);
  const versions = versionsOf(parsed);
  const body = bodyText(versions, bytes);
  const inReplyTo = firstId(parsed.inReplyTo);
  const mail: ReadMail = {
    messageId: firstId(parsed.messageId) ?? stableId(raw),
    from,
    references: referencedIds(parsed.inReplyTo, parsed.references),
    subject: subjectOf(parsed),
    date: dateOf(parsed),
    reply: replyText(body.length > REPLY_TEXT_LIMIT ? body.slice(0, REPLY_TEXT_LIMIT) : body),
    searchable: `${subjectOf(parsed)}\n${body}${quotedInHtml(parsed)}`,
    bounce: bounceOf(parsed, bytes, from),
  };
  if (inReplyTo) mail.inReplyTo = inReplyTo;
  const other = otherPartText(versions, body);
  if (other !== undefined) mail.otherPart = replyText(other.length > REPLY_TEXT_LIMIT ? other.slice(0, REPLY_TEXT_LIMIT) : other);
  // A delivery report that is no failure (a delay warning) is automatic mail, never an answer.
  if (isAutomatic(parsed) || (!mail.bounce && isDeliveryReport(parsed, from))) mail.automatic = true;
  if (headerOf(parsed, CHECK_HEADER.toLowerCase()).trim()) mail.check = true;
  return mail;
}

/** One RFC 2047 encoded-word: its charset (a language tag after "*" dropped), B or Q, and its text. */
const ENCODED_WORD = /=\?([^?*\s]+)(?:\*[^?\s]*)?\?([BbQq])\?([^?\s]*)\?=/g;

/**
 * The subject as the player's client wrote it. RFC 2047 asks each encoded-word to hold whole
 * characters, but some clients cut a subject's bytes where a word is full, in the middle of a
 * Cyrillic letter; decoded word by word, the letter reads as "��". Where the parser's subject has
 * such a character, adjacent encoded-words of one charset (only white space between them, which
 * RFC 2047 §6.2 says to drop) are joined as bytes before they are decoded.
 */
function subjectOf(parsed: Email): string {
  const subject = parsed.subject ?? '';
  if (!subject.includes('\uFFFD')) return subject;
  const raw = parsed.headers.find((h) => h.key === 'subject')?.value;
  if (!raw) return subject;
  try {
    let out = '';
    let group: { charset: string; bytes: Buffer[] } | null = null;
    let last = 0;
    const flush = () => {
      if (group) out += new TextDecoder(group.charset).decode(Buffer.concat(group.bytes));
      group = null;
    };
    for (const m of raw.matchAll(ENCODED_WORD)) {
      const between = raw.slice(last, m.index);
      const charset = m[1].toLowerCase();
      if (!group || /\S/.test(between) || group.charset !== charset) {
        flush();
        out += between;
        group = { charset, bytes: [] };
      }
      const text = m[3];
      group!.bytes.push(m[2].toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1'));
      last = m.index! + m[0].length;
    }
    flush();
    out += raw.slice(last);
    return out.includes('\uFFFD') ? subject : out.replace(/\s+/g, ' ').trim();
  } catch {
    // A charset the runtime does not know: the parser's reading stands.
    return subject;
  }
}

function parseMime(bytes: Buffer): Promise<Email> {
  // Attachments are never read: left as bytes, not encoded to strings.
  return PostalMime.parse(bytes, { attachmentEncoding: 'arraybuffer' });
}

/** The first mailbox of From (of a group too), lower-cased. */
function senderOf(parsed: Email): string | null {
  const from = parsed.from;
  const address = from?.address ?? from?.group?.[0]?.address;
  return address ? address.toLowerCase() : null;
}

function dateOf(parsed: Email): Date | null {
  const date = parsed.date ? new Date(parsed.date) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** A top-level header's value as written (unfolded), or '' when the message has none. */
function headerOf(parsed: Email, name: string): string {
  return parsed.headers.find((h) => h.key === name)?.value ?? '';
}

/** An automatic reply: answering it would start a loop with the sender's vacation responder. */
function isAutomatic(parsed: Email): boolean {
  const header = (name: string) => headerOf(parsed, name).trim().toLowerCase();
  const auto = header('auto-submitted');
  const has = (name: string) => parsed.headers.some((h) => h.key === name);
  return (auto !== '' && auto !== 'no') || ['bulk', 'junk', 'auto_reply', 'list'].includes(header('precedence'))
    || has('x-autoreply') || has('x-autorespond')
    // A read receipt (RFC 8098): answering it would be answered by the next receipt.
    || /^\s*multipart\/report\s*;(?:.*;)?\s*report-type\s*=\s*"?disposition-notification"?\s*(;|$)/i.test(header('content-type'))
    // Responders that mark their mail only by its subject (Outlook's "Automatic reply:", Mail.ru's "Автоответ:").
    || AUTOMATIC_SUBJECT.test(parsed.subject ?? '');
}

/** The subjects vacation responders give their replies, in the languages of the players. */
const AUTOMATIC_SUBJECT = /^\s*(?:(?:auto(?:matic)?[ -]?(?:reply|response|answer)|autoreply|autoresponse|out of (?:the )?office|away from (?:the )?office|vacation(?: reply)?|on vacation|abwesenheitsnotiz|abwesend|automatische antwort|réponse automatique|absence|автоответ(?:чик)?|автоматический ответ|нет на месте|в отпуске)(?!\p{L})|\[auto(?:matic)?[ -]?(?:reply|response)\])/iu;

/** A mail that cannot be read whole: who sent it and what it answers, from its header block alone. */
async function headersOnly(raw: Buffer, bytes: Buffer, why: 'too-large' | 'broken'): Promise<ReadMail> {
  const mail: ReadMail = { messageId: stableId(raw), from: null, references: [], subject: '', date: null, reply: '', searchable: '', bounce: null, unreadable: why };
  const head = bytes.subarray(0, HEADER_LIMIT).toString('latin1');
  const end = head.search(/\r?\n\r?\n/);
  // Whole header lines only; a header cut in the middle (a 10 MB one) is left out.
  const block = end >= 0 ? head.slice(0, end) : head.slice(0, Math.max(0, head.lastIndexOf('\n')));
  try {
    const parsed = await parseMime(Buffer.from(`${block}\r\n\r\n`, 'latin1'));
    mail.from = senderOf(parsed);
    mail.messageId = firstId(parsed.messageId) ?? mail.messageId;
    mail.references = referencedIds(parsed.inReplyTo, parsed.references);
    mail.subject = subjectOf(parsed);
    mail.searchable = mail.subject;
    mail.date = dateOf(parsed);
    const inReplyTo = firstId(parsed.inReplyTo);
    if (inReplyTo) mail.inReplyTo = inReplyTo;
  } catch { /* not even the headers: nothing identifies its sender */ }
  return mail;
}

function leadingBlankLines(raw: Buffer): number {
  let i = 0;
  while (i < raw.length && (raw[i] === 0x0a || raw[i] === 0x0d || raw[i] === 0x20 || raw[i] === 0x09)) i++;
  return i;
}

function stableId(raw: Buffer): string {
  return `<sha256-${sha256Hex(raw).slice(0, 32)}@no-message-id>`;
}

function firstId(value: string | undefined): string | undefined {
  return value?.match(/<[^<>\s]+>/)?.[0] ?? undefined;
}

/**
 * The plain text of a message: its text part, else its HTML as text (postal-mime gives `text`
 * only when a text part exists: HTML alone is converted here, with the selectors below), else a
 * body with no MIME parts. The HTML wins when it marks what a text part cannot show: Outlook's and Spark's sections
 * (the reply, the signature, the quoted original) and Gmail's signature, whose "--" line the
 * sender may have turned off, so that the text part gives it as words of the reply.
 */
function bodyText({ html, text }: Versions, raw: Buffer): string {
  if (html && MARKED_HTML.test(html)) return htmlToPlain(html);
  if (text) return text;
  if (html) return htmlToPlain(html);
  // Declared multipart but holding no parts (a trimmed capture): the body after the headers.
  const whole = raw.toString('utf8');
  const split = whole.search(/\r?\n\r?\n/);
  const rest = split >= 0 ? whole.slice(split).trim() : '';
  return /^--/m.test(rest.split('\n')[0] ?? '') ? '' : rest;
}

/** The mail's other version of the body bodyText read: its HTML as text beside a text part read, or the text part beside marked HTML. */
function otherPartText({ html, text }: Versions, body: string): string | undefined {
  if (!html || !text) return undefined;
  return body === text ? htmlToPlain(html) : text;
}

/** The mail's HTML, and its text part without the signature the HTML marks (each null when absent or blank). */
interface Versions { html: string | null; text: string | null }
function versionsOf(parsed: Email): Versions {
  const html = typeof parsed.html === 'string' && parsed.html.trim() ? parsed.html : null;
  const text = parsed.text?.trim() ? parsed.text : null;
  return { html, text: text && html ? withoutHtmlSignature(text, html) : text };
}

/**
 * The text part without the signature its HTML part marks: a client that marks one in its HTML
 * (Gmail's `div.gmail_signature` with the "--" line turned off, Outlook on the web's
 * `div#Signature`) writes it in its text part as plain lines after the reply, where it would read
 * as words of the reply ("No rest for the wicked"). The lines whose words are the signature's,
 * in order (a long line wrapped or not, a link's address or not), are taken out; a signature the
 * text part does not hold word for word is left, and the two versions then read differently.
 */
function withoutHtmlSignature(text: string, html: string): string {
  let out = text;
  for (const selector of signatureSelectors(html)) {
    // Converting the whole HTML once per client's mark: only for a mark the markup names.
    if (!html.includes(selector.replace(/^[.#]|^div\[name="|"\]$/g, ''))) continue;
    const signature = wordsOf(convert(html, { wordwrap: false, baseElements: { selectors: [selector], returnDomByDefault: false }, selectors: LINKS }));
    if (signature.length) out = withoutLinesWorded(out, signature);
  }
  return out;
}

/** The words of a line as both versions write them: a link's address left out (Gmail's "text <url>", Proton's "[text](url)"). */
function wordsOf(text: string): string[] {
  return text.replace(/<(?:https?|mailto):[^>\s]*>|\]\((?:https?|mailto):[^)\s]*\)/gi, ' ').normalize('NFKC').toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The text without the first run of unquoted lines whose words are exactly `words`. */
function withoutLinesWorded(text: string, words: string[]): string {
  const lines = text.split('\n');
  const target = words.join(' ');
  for (let i = 0; i < lines.length; i++) {
    const first = wordsOf(lines[i]);
    if (lines[i].startsWith('>') || !first.length || first[0] !== words[0]) continue;
    const seen: string[] = [];
    for (let j = i; j < lines.length && seen.length < words.length && !lines[j].startsWith('>'); j++) {
      seen.push(...wordsOf(lines[j]));
      if (seen.join(' ') === target) return [...lines.slice(0, i), ...lines.slice(j + 1)].join('\n');
    }
  }
  return text;
}

/**
 * A mail with HTML and no text part: its quoted original and signature, which the reply's text
 * leaves out, still count when looking for a code (the whole markup, tags as spaces).
 */
function quotedInHtml(parsed: Email): string {
  return parsed.html && !parsed.text?.trim() ? `\n${parsed.html.replace(/<[^>]*>/g, ' ')}` : '';
}

/** HTML whose structure says which part is the reply (see bodyText). */
const MARKED_HTML = /\bname\s*=\s*["']?message(Body|Reply|Signature)Section\b|\bclass\s*=\s*["'][^"']*\bgmail_signature\b/i;
const BODY_SECTION = /\bname\s*=\s*["']?messageBodySection\b/i;

const skip = (selector: string): SelectorDefinition => ({ selector, format: 'skip' });
/** Links as their words: the address is no word of the reply. */
const LINKS: SelectorDefinition[] = [{ selector: 'a', options: { ignoreHref: true } }];
/**
 * The signatures clients mark in their HTML: Gmail's (with its "-- " prefix), Outlook on the web's
 * and the new Outlook's `#Signature`, Thunderbird's `.moz-signature`, iOS Mail's
 * `#AppleMailSignature`, Proton's block. Outlook mobile's and Spark's section is one only when a
 * body section holds the reply (see htmlToPlain).
 */
const SIGNATURES = ['.gmail_signature', '.gmail_signature_prefix', '#Signature', '.moz-signature', '#AppleMailSignature', '.protonmail_signature_block'];
const SECTION_SIGNATURE = 'div[name="messageSignatureSection"]';
const signatureSelectors = (html: string): string[] => (BODY_SECTION.test(html) ? [...SIGNATURES, SECTION_SIGNATURE] : SIGNATURES);
const ALWAYS_SKIPPED: SelectorDefinition[] = [
  // A quote is written as a plain-text client writes it, each line after "> ": read alike, it is
  // dropped whether the reply stands above it or below it (Thunderbird's default), and the
  // attribution heading it ("On … wrote:", Thunderbird's div.moz-cite-prefix) goes with it.
  { selector: 'blockquote', format: 'blockquote', options: { leadingLineBreaks: 2, trailingLineBreaks: 2, trimEmptyLines: true } },
  skip('style'), skip('script'), skip('head'), skip('img'),
  // Gmail: the quoted original with its "On … wrote:" line.
  skip('div.gmail_quote'), skip('div.gmail_extra'),
  ...SIGNATURES.map(skip),
  ...LINKS,
  // The player's words as written, not upper-cased as html-to-text does headings by default.
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
  // A paragraph is a line, as a <div> is: Outlook writes each line typed as a <p> with no margin
  // ("I will not vote" / "ja"), and a blank line between them would end the clause and cut the
  // negation off its answer. A line left empty is its own empty paragraph, still a blank line.
  { selector: 'p', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
  // A word crossed out in a rich-text editor is taken back, not said: written struck through
  // ("J̶a̶"), as a plain-text reply strikes it, so that the reader asks back rather than read it.
  ...['s', 'strike', 'del', '[style*="line-through"]'].map((selector) => ({ selector, format: 'struck' })),
];
/** The formatters of the selectors above: a struck word's every letter followed by a combining long stroke. */
const FORMATTERS: HtmlToTextOptions['formatters'] = {
  struck: (elem, walk, builder) => {
    builder.pushWordTransform(struckThrough);
    walk(elem.children, builder);
    builder.popWordTransform();
  },
};
/** Outlook (mobile, Exchange) and Spark: the reply, then a signature, then the original. */
const SECTIONS_SKIPPED: SelectorDefinition[] = [skip('div[name="messageReplySection"]'), skip(SECTION_SIGNATURE)];

/**
 * HTML to text without the quoted original or the signature. The reply section is dropped only
 * when a body section holds the reply: alone, it is the reply (exchange_html_reply in the corpus).
 */
function htmlToPlain(html: string): string {
  const selectors = BODY_SECTION.test(html) ? [...ALWAYS_SKIPPED, ...SECTIONS_SKIPPED] : ALWAYS_SKIPPED;
  return convert(html, { wordwrap: false, selectors, formatters: FORMATTERS });
}

/** The reply's own words: quoted text, attributions and signatures removed. */
export function replyText(body: string): string {
  const visible = new EmailReplyParser().read(withoutQuoteHeadings(withoutTrailingQuote(body.replace(/\r\n/g, '\n')))).getVisibleText();
  const lines = visible.split('\n');
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (beginsOriginal(lines, i)) break;
    if (line.startsWith('>')) continue;
    if (SIGNATURE.test(line) || line === '--' || line === '-- ') break;
    kept.push(lines[i]);
  }
  return kept.join('\n').trim();
}

/** "wrote:" alone on a line (an attribution broken before it), and a line ending in it. */
const WROTE_LINE = new RegExp(`^(?:wrote|${WROTE_SLAVIC})\\s*:\\s*$`, 'iu');
const ENDS_WROTE = new RegExp(`(?:wrote|${WROTE_SLAVIC}):\\s*$`, 'iu');

/** Line `i` begins a quoted original: an attribution ("On … wrote:", in one line or two), an Outlook heading. */
function beginsOriginal(lines: string[], i: number): boolean {
  const line = lines[i].trim();
  return (WROTE_LINE.test(lines[i + 1]?.trim() ?? '') && /^(on|в|\d)/i.test(line))
    || ORIGINAL_MESSAGE.some((re) => re.test(line));
}

/**
 * The text without the attributions that head a ">" quote. Such a line is only the heading of the
 * quote under it, and the player may write below that quote (Thunderbird's default; in Russian its
 * line is "07.12.2026 10:00, Ведущий пишет:", which email-reply-parser does not know): left in,
 * it would end the reply before the player's words. An attribution whose original follows without
 * ">" (Yandex, Mail.ru) stays, and ends the reply there.
 */
function withoutQuoteHeadings(text: string): string {
  const lines = text.split('\n');
  const quoteFollows = (from: number) => {
    let j = from;
    while (j < lines.length && !lines[j].trim()) j++;
    return j < lines.length && lines[j].trimStart().startsWith('>');
  };
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trimStart().startsWith('>') || !beginsOriginal(lines, i)) { kept.push(lines[i]); continue; }
    // The two lines of an attribution broken before "wrote:" head the quote together.
    const end = ORIGINAL_MESSAGE.some((re) => re.test(lines[i].trim())) ? i : i + 1;
    if (quoteFollows(end + 1)) i = end;
    else kept.push(lines[i]);
  }
  return kept.join('\n');
}

/**
 * A top-posted reply without the quoted original below it (and its "On … wrote:" line). The
 * parser would drop them too, but it is slow on long quotes; a bottom-posted reply ends with the
 * player's own words and is left whole.
 */
function withoutTrailingQuote(text: string): string {
  const lines = text.split('\n');
  let end = lines.length;
  while (end > 0 && !lines[end - 1].trim()) end--;
  let start = end;
  while (start > 0 && (lines[start - 1].startsWith('>') || !lines[start - 1].trim())) start--;
  if (start === end) return text;
  while (start > 0 && ENDS_WROTE.test(lines[start - 1])) start--;
  return lines.slice(0, start).join('\n');
}

/** A delivery status report (RFC 3464), or a mail from a mailer-daemon: whatever it says, no player wrote it. */
function isDeliveryReport(parsed: Email, from: string | null): boolean {
  return /^\s*multipart\/report\s*;(?:.*;)?\s*report-type\s*=\s*"?delivery-status"?\s*(;|$)/i.test(headerOf(parsed, 'content-type'))
    || (!!from && /^(mailer-daemon|postmaster)@/i.test(from));
}

/** A delivery failure report (RFC 3464), or a mailer-daemon's message in its own words. */
function bounceOf(parsed: Email, raw: Buffer, from: string | null): ReadMail['bounce'] {
  if (!isDeliveryReport(parsed, from)) return null;
  const text = raw.toString('utf8');
  // A report whose every recipient was delayed, delivered or relayed (RFC 3464 Action) is no failure:
  // "THIS IS A WARNING ONLY" means the mail is still on its way.
  const actions = [...text.matchAll(/^Action:\s*([a-z]+)/gim)].map((m) => m[1].toLowerCase());
  if (actions.length && actions.every((a) => a !== 'failed')) return null;
  return {
    recipient: /^Final-Recipient:\s*rfc822;\s*(\S+)/im.exec(text)?.[1]?.toLowerCase() ?? null,
    // A long reason is folded over lines ending in CRLF: every continuation line belongs to it.
    diagnostic: /^Diagnostic-Code:\s*([^\r\n]+(?:\r?\n[ \t][^\r\n]+)*)/im.exec(text)?.[1]?.replace(/\s+/g, ' ').trim() ?? null,
    raw: text,
  };
}
