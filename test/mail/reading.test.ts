// Reading replies: the reply's own words from every real client email in the shared corpus, and
// the answer a player's words give for each kind of prompt.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMail } from '../../src/mail/read.js';
import { readAnswer, readBothParts, type AnswerContext } from '../../src/mail/answers.js';
import { ROOT, SHARED } from '../support/cli.js';

const CORPUS = join(SHARED, 'email-corpus');

/** The reply each client email carries (from the corpus README and the messages themselves). */
const EXPECTED_REPLY: Record<string, RegExp | ''> = {
  'gmail_web.eml': /^### This is a reply from standard GMail in Google Chrome\./,
  'android_gmail.eml': /^### this is a reply from Android 5 gmail/,
  'ios_default.eml': /^### this is a reply from iOS default mail/,
  'iphone_signature.eml': /^This is not the signature you're looking for\.$/,
  'exchange_html_reply.eml': /^This is the body !! of the email\.$/,
  'html_reply.eml': /^This is a HTML reply ;\)$/,
  'html_only.eml': /^The EC2 instance - I've seen that there tends to be odd/,
  'base64_encoded_body.eml': '', // nothing but the client's signature
  'bottom_reply.eml': /^This has been voted on;[\s\S]*Removed from the agenda\./,
  'inline_reply.eml': /^The quick brown fox jumps over the lazy dog\./,
  'multiline_wrote.eml': /^Thanks!$/,
  'hebrew_reply.eml': /^שלום! מה שלומך היום\?$/,
};

test('the expectations cover every email in the corpus', () => {
  assert.equal(readdirSync(CORPUS).filter((f) => f.endsWith('.eml')).sort(), Object.keys(EXPECTED_REPLY).sort());
});

for (const [file, expected] of Object.entries(EXPECTED_REPLY)) {
  test(`given ${file}, only the reply's own words remain: no quote, attribution or signature`, async () => {
    const mail = await readMail(readFileSync(join(CORPUS, file)));
    assert.ok(mail.from, 'the sender is read');
    if (expected === '') assert.is(mail.reply, '');
    else assert.match(mail.reply, expected);
    assert.not.match(mail.reply, /^>/m, 'no quoted line');
    assert.not.match(mail.reply, /wrote:\s*$/im, 'no attribution line');
    assert.not.match(mail.reply, /^(sent from|-- ?$)/im, 'no signature');
    assert.not.match(mail.reply, /techAPJ|Arpit Jalan|walter via Discourse/, 'nothing of the quoted original');
    // Both versions of the mail read alike: the stricter rule asks back none of these.
    const vote: AnswerContext = { prompt: 'votes', seat: 0, theme: 'secret-hitler', lang: 'en', hand: [], vetoAllowed: false };
    assert.equal(readBothParts(mail.reply, mail.otherPart, vote), readAnswer(mail.reply, vote));
  });
}

/** Client structures written from real markup (test/mail/fixtures/clients/README.md). */
const CLIENTS = join(ROOT, 'test', 'mail', 'fixtures', 'clients');
const CLIENT_REPLY: Record<string, { reply: string; reads: { prompt: AnswerContext['prompt']; hand?: AnswerContext['hand']; lang: AnswerContext['lang'] }; as: unknown }> = {
  'sections_reply.eml': { reply: 'Ja', reads: { prompt: 'votes', lang: 'en' }, as: { type: 'vote-cast', seat: 0, vote: 'ja' } },
  'sections_multipart.eml': { reply: 'keep both liberals', reads: { prompt: 'president-discard', hand: ['liberal', 'fascist', 'liberal'], lang: 'en' }, as: { type: 'president-discarded', policy: 'fascist' } },
  'gmail_signature_nodash.eml': { reply: 'Ja', reads: { prompt: 'votes', lang: 'en' }, as: { type: 'vote-cast', seat: 0, vote: 'ja' } },
  'gmail_signature_dash.eml': { reply: 'За', reads: { prompt: 'votes', lang: 'ru' }, as: { type: 'vote-cast', seat: 0, vote: 'ja' } },
  // Thunderbird's default: the answer below the quote, in both versions.
  'thunderbird_below_quote.eml': { reply: 'Nein', reads: { prompt: 'votes', lang: 'en' }, as: { type: 'vote-cast', seat: 0, vote: 'nein' } },
  'outlook_web_signature.eml': { reply: 'Nein', reads: { prompt: 'votes', lang: 'en' }, as: { type: 'vote-cast', seat: 0, vote: 'nein' } },
  // A line per paragraph, the "not" reaching the "ja" below it: no answer is certain.
  'outlook_paragraphs.eml': { reply: 'I will not vote\nja\n\nEve', reads: { prompt: 'votes', lang: 'en' }, as: false },
};

test('the client structures cover every fixture written for them', () => {
  assert.equal(readdirSync(CLIENTS).filter((f) => f.endsWith('.eml')).sort(), Object.keys(CLIENT_REPLY).sort());
});

for (const [file, expected] of Object.entries(CLIENT_REPLY)) {
  test(`given ${file}, the reply is the player's words alone (no signature, no original), and reads as meant`, async () => {
    const mail = await readMail(readFileSync(join(CLIENTS, file)));
    assert.is(mail.reply, expected.reply);
    const context: AnswerContext = { seat: 0, theme: 'secret-hitler', hand: [], vetoAllowed: false, ...expected.reads };
    // Read as sync reads it: the mail's plain-text and HTML versions, each without its signature, agree.
    const reading = readBothParts(mail.reply, mail.otherPart, context);
    assert.equal(reading.ok && reading.event, expected.as);
  });
}

/** Mails whose two versions disagree (test/mail/fixtures/parts/README.md): what each says, never applied. */
const PARTS = join(ROOT, 'test', 'mail', 'fixtures', 'parts');
const PARTS_SAY: Record<string, string> = {
  'gmail_not.eml': 'Ja / I will not vote Ja',
  'gmail_signature_not.eml': 'Ja / I will not vote ja',
  'ios_kidding.eml': 'Ja / Ja Just kidding: nein',
  'outlook_web_other.eml': 'Nein / Ja',
};

test('the disagreeing versions cover every fixture written for them', () => {
  assert.equal(readdirSync(PARTS).filter((f) => f.endsWith('.eml')).sort(), Object.keys(PARTS_SAY).sort());
});

for (const [file, quote] of Object.entries(PARTS_SAY)) {
  test(`given ${file}, whose plain text and HTML say different things (or one of them is in doubt), it is asked back and shows both`, async () => {
    const mail = await readMail(readFileSync(join(PARTS, file)));
    const vote: AnswerContext = { prompt: 'votes', seat: 0, theme: 'secret-hitler', lang: 'en', hand: [], vetoAllowed: false };
    const reading = readBothParts(mail.reply, mail.otherPart, vote);
    assert.equal(reading, { ok: false, reason: 'ambiguous', why: 'parts-disagree', quote });
  });
}

test('given a reply section with no body section, it is the reply itself (the corpus\'s Exchange fixture)', async () => {
  const html = (body: string) => Buffer.from(`From: a@example.net\r\nMessage-ID: <x@example.net>\r\nContent-Type: text/html; charset=UTF-8\r\n\r\n${body}`);
  assert.is((await readMail(html('<div name="messageReplySection"><p>Nein</p></div>'))).reply, 'Nein');
  assert.is((await readMail(html('<div name="messageBodySection"><p>Nein</p></div><div name="messageReplySection"><p>Ja</p></div>'))).reply, 'Nein');
});

test('given Russian webmail replies that quote the original without ">" under their own attribution line, only the reply is read', async () => {
  const plain = (body: string) => Buffer.from(`From: a@example.net\r\nMessage-ID: <x@example.net>\r\nContent-Type: text/plain; charset=UTF-8\r\n\r\n${body}`);
  // The quoted vote request names both answers: read, it would be two answers.
  const original = 'Здравствуйте, Вера!\nОтветьте одним словом: Ja (за) или Nein (против).';
  const attributions = [
    'Воскресенье, 6 декабря 2026, 12:00 +03:00 от Ведущий <moderator@example.org>:', // Mail.ru
    '6 декабря 2026 г., 12:00, Ведущий пишет:', // Yandex
    '06.12.2026, 12:00, "Ведущий" <moderator@example.org>:', // Yandex, with the address
  ];
  for (const line of attributions) {
    const mail = await readMail(plain(`за\n\n${line}\n${original}`));
    assert.is(mail.reply, 'за', line);
  }
});

test('given a message that is not MIME at all, it reads as no answer rather than failing', async () => {
  const mail = await readMail(Buffer.from('\u0000\u0001 garbage with no headers'));
  assert.is(mail.reply.includes('ja'), false);
  assert.ok(mail.messageId.startsWith('<sha256-'), 'a stable id from its bytes, so a second copy is a duplicate');
});

/** A delivery status report (RFC 3464) from the mail system, with its per-recipient fields. */
function report(action: string, diagnostic: string[]): Buffer {
  return Buffer.from([
    'From: MAILER-DAEMON@mail.example (Mail Delivery System)', 'To: moderator@example.org', 'Subject: Delivery Status Notification',
    'Message-ID: <dsn-1@mail.example>', 'MIME-Version: 1.0', 'Content-Type: multipart/report; report-type=delivery-status; boundary="r"', '',
    '--r', 'Content-Type: text/plain', '', 'This is the mail system at host mail.example.', '',
    '--r', 'Content-Type: message/delivery-status', '', 'Reporting-MTA: dns; mail.example', '',
    'Final-Recipient: rfc822; bob@example.org', `Action: ${action}`, 'Status: 5.1.1', ...diagnostic, '', '--r--', ''].join('\r\n'));
}

test('given a delay warning (Action: delayed), it is no bounce and no answer: automatic mail; given a failure with a reason folded over CRLF lines, the whole reason is read', async () => {
  const delayed = await readMail(report('delayed', ['Diagnostic-Code: smtp; 451 4.4.1 host not reachable']));
  assert.is(delayed.bounce, null);
  assert.is(delayed.automatic, true);
  const failed = await readMail(report('failed', ['Diagnostic-Code: smtp; 550 5.1.1 <bob@example.org>: Recipient address rejected:', "    User doesn't exist in virtual mailbox table"]));
  assert.is(failed.bounce?.recipient, 'bob@example.org');
  assert.is(failed.bounce?.diagnostic, "smtp; 550 5.1.1 <bob@example.org>: Recipient address rejected: User doesn't exist in virtual mailbox table");
});

const vote = (text: string) => readAnswer(text, { prompt: 'votes', seat: 3, theme: 'secret-hitler', lang: 'en', hand: [], vetoAllowed: false });
const eventOf = (r: ReturnType<typeof readAnswer>) => (r.ok ? r.event : null);
const whyOf = (r: ReturnType<typeof readAnswer>) => (r.ok ? null : r.why);

test('given every vote word in both languages, with or without "!", in any case, the vote is read', () => {
  const ja = ['ja', 'Ja!', 'JA', 'yes', 'Yes!', 'да', 'ДА!', 'за', 'За'];
  const nein = ['nein', 'Nein!', 'NEIN', 'no', 'No!', 'нет', 'Нет!', 'против', 'ПРОТИВ!'];
  for (const w of ja) assert.equal(vote(w), { ok: true, event: { type: 'vote-cast', seat: 3, vote: 'ja' }, answer: { kind: 'vote', vote: 'ja' }, quote: w }, w);
  for (const w of nein) assert.equal(vote(w), { ok: true, event: { type: 'vote-cast', seat: 3, vote: 'nein' }, answer: { kind: 'vote', vote: 'nein' }, quote: w }, w);
});

test('given both a yes and a no, or neither, the vote is asked back with the words read', () => {
  assert.equal(vote('ja... but nein'), { ok: false, reason: 'ambiguous', why: 'two-answers', quote: 'ja... but nein' });
  assert.is(whyOf(vote('ja... actually nein?')), 'question');
  assert.is((vote('I am not sure yet') as { reason: string }).reason, 'ambiguous');
  assert.is(whyOf(vote('')), 'empty');
});

const card = (text: string, over: Partial<AnswerContext> = {}) =>
  readAnswer(text, { prompt: 'president-discard', seat: 0, theme: 'secret-hitler', lang: 'en', hand: ['fascist', 'liberal', 'fascist'], vetoAllowed: false, ...over });

test('given a policy by number or by name, in the theme and language of the game, the card is read', () => {
  assert.equal(card('2'), { ok: true, event: { type: 'president-discarded', policy: 'liberal' }, answer: { kind: 'discard', policy: 'liberal' }, quote: '2' });
  assert.equal(eventOf(card('discard a Fascist one')), { type: 'president-discarded', policy: 'fascist' });
  assert.equal(eventOf(card('сбрасываю фашистский', { lang: 'ru' })), { type: 'president-discarded', policy: 'fascist' });
  assert.equal(eventOf(card('the Rat law', { theme: 'service-rat' })), { type: 'president-discarded', policy: 'fascist' });
  assert.equal(eventOf(card('кошачий', { theme: 'service-rat', lang: 'ru' })), { type: 'president-discarded', policy: 'liberal' });
  assert.equal(eventOf(card('1 (the fascist)')), { type: 'president-discarded', policy: 'fascist' }, 'number and name agree');
});

test('given two different policies, a card not in the hand, or a veto where none is allowed, nothing is read', () => {
  assert.is(whyOf(card('1 or 2')), 'two-answers');
  assert.is((card('liberal, no wait, fascist') as { reason: string }).reason, 'ambiguous');
  assert.is((card('fascist', { hand: ['liberal', 'liberal', 'liberal'] }) as { reason: string }).reason, 'illegal');
  assert.is((card('veto', { prompt: 'chancellor-enact', hand: ['fascist', 'fascist'] }) as { reason: string }).reason, 'illegal');
  assert.is(whyOf(card('veto 1', { prompt: 'chancellor-enact', hand: ['fascist', 'fascist'], vetoAllowed: true })), 'veto-and-card');
});

test('given "veto" when it is unlocked, and agree/refuse to a veto, the answer is read', () => {
  assert.equal(eventOf(card('VETO', { prompt: 'chancellor-enact', hand: ['fascist', 'fascist'], vetoAllowed: true })), { type: 'veto-requested' });
  const veto = (text: string) => readAnswer(text, { prompt: 'veto-answer', seat: 0, theme: 'secret-hitler', lang: 'en', hand: [], vetoAllowed: false });
  assert.equal(eventOf(veto('I agree')), { type: 'veto-answered', agree: true });
  assert.equal(eventOf(veto('Refuse!')), { type: 'veto-answered', agree: false });
  assert.equal(eventOf(veto('нет')), { type: 'veto-answered', agree: false });
  assert.is((veto('agree... no, refuse') as { reason: string }).reason, 'ambiguous');
});

test.run();
