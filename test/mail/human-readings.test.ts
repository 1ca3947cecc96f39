// The table of replies a real player could send, with what a human moderator reads in each
// (test/mail/fixtures/human-readings.txt, written by hand before the reader was run on it). Every
// row goes the way sync reads a mail: the raw email through readMail, then readBothParts (the
// reader batchReader wraps) with the question's context. Some rows are written into real clients'
// emails from the shared corpus, the answer above or below the quoted question.
//
// The score: applied-opposite (a certain answer applied as another), applied-uncertain (applied
// where a moderator would ask back), asked-back-when-certain (safe, but a round trip). The first
// two must be none; the last must be no more than the rows marked "(asked back)" allow.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Policy } from '../../src/engine/index.js';
import { readMail } from '../../src/mail/read.js';
import { readBothParts, type AnswerContext, type Reading } from '../../src/mail/answers.js';
import type { PromptKind } from '../../src/mail/planner.js';
import type { Lang, ThemeName } from '../../src/log/records.js';
import { ROOT, SHARED } from '../support/cli.js';

interface Row { line: number; text: string; expected: string; acceptAsk: boolean; ctx: AnswerContext; client?: string }

function loadTable(): Row[] {
  const rows: Row[] = [];
  let ctx: AnswerContext | null = null;
  let client: string | undefined;
  readFileSync(join(ROOT, 'test', 'mail', 'fixtures', 'human-readings.txt'), 'utf8').split('\n').forEach((raw, i) => {
    if (raw.startsWith('## ')) {
      const [prompt, ...pairs] = raw.slice(3).trim().split(/\s+/);
      const kv: Record<string, string> = Object.fromEntries(pairs.map((p) => { const at = p.indexOf('='); return [p.slice(0, at), p.slice(at + 1)]; }));
      const names = kv.names ? kv.names.split(',') : ctx?.names;
      const governmentNames = kv.government?.split(',');
      const hand = 'hand' in kv
        ? kv.hand.split(',').filter(Boolean).map((c) => (c === 'L' ? 'liberal' : 'fascist') as Policy)
        : prompt === 'votes' || prompt === 'veto-answer' ? [] : ctx?.hand ?? [];
      const government = governmentNames ? governmentNames.map((n) => names!.indexOf(n)) : ctx?.government;
      ctx = {
        prompt: prompt as PromptKind,
        seat: 2,
        lang: (kv.lang ?? ctx?.lang ?? 'en') as Lang,
        theme: (kv.theme ?? ctx?.theme ?? 'secret-hitler') as ThemeName,
        hand,
        vetoAllowed: kv.veto === 'yes' || (kv.veto === undefined && prompt === ctx?.prompt && ctx.vetoAllowed),
        ...(names ? { names } : {}),
        ...(prompt === 'votes' && government ? { government } : {}),
      };
      client = kv.client;
      return;
    }
    if (raw.startsWith('#') || !raw.includes(' => ')) return;
    const at = raw.lastIndexOf(' => ');
    let expected = raw.slice(at + 4).trim();
    const acceptAsk = expected.endsWith('(asked back)');
    if (acceptAsk) expected = expected.slice(0, -'(asked back)'.length).trim();
    rows.push({ line: i + 1, text: raw.slice(0, at).replace(/\\n/g, '\n'), expected, acceptAsk, ctx: ctx!, ...(client ? { client } : {}) });
  });
  return rows;
}

/** A reading in the table's words. */
function outcome(r: Reading): string {
  if (!r.ok) return 'ask';
  switch (r.answer.kind) {
    case 'vote': return r.answer.vote;
    case 'discard': return `discard ${r.answer.policy}`;
    case 'enact': return `enact ${r.answer.policy}`;
    case 'veto': return 'veto';
    case 'veto-answer': return r.answer.agree ? 'agree' : 'refuse';
  }
}

/** Quoted-printable for the few bytes a row's answer holds (no line is long enough to fold). */
function qp(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((b) => (b === 0x3d || b > 0x7e ? `=${b.toString(16).toUpperCase().padStart(2, '0')}` : String.fromCharCode(b))).join('');
}
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').split('\n').join('<br>');

/** The question's own line, as the player's client quotes it. */
function questionLine(ctx: AnswerContext): string {
  if (ctx.prompt === 'votes') return ctx.lang === 'ru' ? 'Ответьте одним словом: Ja (за) или Nein (против).' : 'Reply with exactly one word: Ja (yes) or Nein (no).';
  if (ctx.prompt === 'president-discard') return ctx.lang === 'ru' ? 'Ответьте номером или названием ОДНОЙ карты, которую нужно СБРОСИТЬ.' : 'Reply with the number or the name of the ONE policy to DISCARD.';
  if (ctx.prompt === 'chancellor-enact') return ctx.lang === 'ru' ? 'Ответьте номером или названием ОДНОЙ карты, которую нужно ПРИНЯТЬ.' : 'Reply with the number or the name of the ONE policy to ENACT.';
  return 'Reply with exactly one word: agree or refuse (Ja = agree, Nein = refuse).';
}

function between(raw: string, start: string, end: string, by: string): string {
  const a = raw.indexOf(start);
  const b = raw.indexOf(end, a + start.length);
  if (a < 0 || b < 0) throw new Error(`client template: ${JSON.stringify(start)} … ${JSON.stringify(end)} not found`);
  return raw.slice(0, a) + by + raw.slice(b);
}

/** The answer written into a real client's email, where that client puts the player's words. */
function inClient(spec: string, answer: string, ctx: AnswerContext): Buffer {
  const [file, position] = spec.split(':');
  let raw = readFileSync(join(SHARED, 'email-corpus', `${file}.eml`), 'utf8');
  const q = questionLine(ctx);
  switch (file) {
    case 'gmail_web':
      assert.is(position, 'top');
      raw = between(raw, '### This is a reply from standard GMail', 'On Fri, Nov 28, 2014', `${answer}\n\n`);
      raw = raw.replace('> Test reply.', `> ${q}`);
      raw = between(raw, '<div dir=3D"ltr"><div>### This', '<div class=3D"gmail_extra">', `<div dir=3D"ltr">${qp(html(answer))}</div>`);
      raw = raw.replace('>Test reply.</p>', `>${qp(html(q))}</p>`);
      break;
    case 'android_gmail':
      raw = between(raw, '### this is a reply from Android 5 gmail', 'On Nov 28, 2014 12:36 PM', `${answer}\n`);
      raw = raw.replace('> Test reply.', `> ${q}`);
      raw = between(raw, '<p dir=3D"ltr">### this is a reply', '<div class=3D"gmail_quote">', `<p dir=3D"ltr">${qp(html(answer))}</p>\n`);
      raw = raw.replace('>Test reply.</p>', `>${qp(html(q))}</p>`);
      break;
    case 'ios_default':
      raw = between(raw, '### this is a reply from iOS default mail', '> On Nov 28, 2014', `${qp(answer)}\n\n\n`);
      raw = raw.replace('> Test reply.', `> ${qp(q)}`);
      raw = between(raw, '<div>### this is a reply from iOS', '<div><br>On Nov 28, 2014', `<div>${html(answer)}</div>`);
      raw = raw.replace('>Test reply.</p>', `>${html(q)}</p>`);
      break;
    case 'multiline_wrote':
      raw = raw.replace('\nThanks!\n', `\n${answer}\n`);
      raw = raw.replace('You look great today Walter.', q);
      break;
    case 'inline_reply':
      assert.is(position, 'bottom');
      raw = raw.replace('> Test reply.', `> ${qp(q)}`);
      raw = between(raw, '\n\nThe quick brown fox', '\n--20cf30363f8522466905092920a6--', `\n\n${qp(answer)}\n`);
      break;
    case 'bottom_reply':
      assert.is(position, 'bottom');
      raw = raw.replace('> #topic Who is here?', `> ${qp(q)}`);
      raw = between(raw, 'This has been voted on;', '> #topic #636783 constitution: super', '');
      raw = raw.replace('Also voted and just needs to be confirmed.\n\n', '');
      raw = between(raw, 'This has been closed by mutual', '--=20\nSteve', `${qp(answer)}\n\n`);
      break;
    case 'iphone_signature':
      raw = raw.replace("This is not the signature you're looking for.", answer);
      break;
    case 'html_reply':
      raw = raw.replace('This is a <b>HTML</b> reply ;)', answer);
      break;
    case 'exchange_html_reply':
      raw = raw.replace('This is the <b>body !!</b> of the email.', qp(html(answer)));
      break;
    default: throw new Error(`no client ${file}`);
  }
  return Buffer.from(raw, 'utf8');
}

/** A plain reply: text/plain, UTF-8, the row as its body (or the subject the row gives). */
function plainMail(text: string, ctx: AnswerContext): Buffer {
  let subject = ctx.prompt === 'votes' ? 'Vote: President Alice, Chancellor Bob' : 'Your question';
  let body = text;
  const m = /^Subject: (.*)\n\n([\s\S]*)$/.exec(text);
  if (m) { subject = m[1]; body = m[2]; }
  return Buffer.from([
    'From: Carol <carol@example.org>', 'To: Moderator <mod@example.org>', `Subject: Re: [g-opp] ${subject}`,
    'Message-ID: <row@example.org>', 'In-Reply-To: <question@example.org>', 'References: <question@example.org>',
    'Date: Mon, 7 Dec 2026 23:00:00 +0000', 'MIME-Version: 1.0', 'Content-Type: text/plain; charset=UTF-8', 'Content-Transfer-Encoding: 8bit',
    '', body, '',
  ].join('\r\n'), 'utf8');
}

async function readRow(row: Row): Promise<string> {
  const mail = await readMail(row.client ? inClient(row.client, row.text, row.ctx) : plainMail(row.text, row.ctx));
  return outcome(readBothParts(mail.reply, mail.otherPart, row.ctx));
}

const table = loadTable();

test('the table holds at least 150 replies over every kind of question, in English and Russian, in all three themes, and in real clients', () => {
  assert.ok(table.length >= 150, `${table.length} rows`);
  for (const prompt of ['votes', 'president-discard', 'chancellor-enact', 'veto-answer']) assert.ok(table.some((r) => r.ctx.prompt === prompt), prompt);
  for (const theme of ['secret-hitler', 'secret-russian', 'service-rat']) for (const lang of ['en', 'ru']) assert.ok(table.some((r) => r.ctx.theme === theme && r.ctx.lang === lang), `${theme} ${lang}`);
  assert.ok(table.some((r) => r.client?.endsWith(':top')) && table.some((r) => r.client?.endsWith(':bottom')), 'top- and bottom-posted');
});

test('no reply is applied as another answer than a human reads, or applied where a human would ask back', async () => {
  const opposite: string[] = [];
  const uncertain: string[] = [];
  const askedWhenCertain: string[] = [];
  const acceptedAsks: string[] = [];
  for (const row of table) {
    const got = await readRow(row);
    const where = `human-readings.txt:${row.line} ${JSON.stringify(row.text)}${row.client ? ` in ${row.client}` : ''} (${row.ctx.prompt} ${row.ctx.lang} ${row.ctx.theme} ${row.ctx.hand.join(',')})`;
    if (got === row.expected) continue;
    if (got === 'ask') (row.acceptAsk ? acceptedAsks : askedWhenCertain).push(`${where}: a human reads ${row.expected}, asked back`);
    else if (row.expected === 'ask') uncertain.push(`${where}: a human asks back, applied ${got}`);
    else opposite.push(`${where}: a human reads ${row.expected}, applied ${got}`);
  }
  if (process.env.HUMAN_READINGS_SCORE) {
    console.log(`rows ${table.length}: applied-opposite ${opposite.length}, applied-uncertain ${uncertain.length}, asked-back-when-certain ${askedWhenCertain.length + acceptedAsks.length}`);
    console.log([...opposite, ...uncertain, ...askedWhenCertain, ...acceptedAsks].join('\n'));
  }
  assert.equal(opposite, [], 'applied as the opposite');
  assert.equal(uncertain, [], 'applied where a human would ask back');
  assert.equal(askedWhenCertain, [], 'asked back where a human is certain (mark the row "(asked back)" only where reading it would not be safe)');
});

test.run();
