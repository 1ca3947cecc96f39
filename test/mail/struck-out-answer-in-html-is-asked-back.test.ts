// An answer the player struck out in their HTML mail (<s>, <strike>, <del>, a line-through style:
// the way a rich-text editor crosses a word out) is a word taken back, not the answer: the reply
// is asked back, as a plain-text "J̶a̶" is. A word in bold or italics is read as written.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readMail } from '../../src/mail/read.js';
import { readBothParts, type AnswerContext } from '../../src/mail/answers.js';

const VOTE: AnswerContext = { prompt: 'votes', seat: 2, theme: 'secret-hitler', lang: 'en', hand: [], vetoAllowed: false, names: ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], government: [0, 1] };

/** An HTML-only reply (as a rich-text client sends one), or one with its plain-text part too. */
function mail(html: string, text?: string): Buffer {
  const head = ['From: Carol <carol@example.org>', 'To: moderator@example.org', 'Subject: Re: Vote', 'Message-ID: <struck@example.org>', 'MIME-Version: 1.0'];
  if (text === undefined) return Buffer.from([...head, 'Content-Type: text/html; charset=utf-8', '', html, ''].join('\r\n'));
  return Buffer.from([...head, 'Content-Type: multipart/alternative; boundary="b"', '', '--b', 'Content-Type: text/plain; charset=utf-8', '', text,
    '--b', 'Content-Type: text/html; charset=utf-8', '', html, '--b--', ''].join('\r\n'));
}

async function reading(raw: Buffer) {
  const m = await readMail(raw);
  return readBothParts(m.reply, m.otherPart, VOTE);
}

test('given an HTML reply whose only answer is struck out, it is asked back, never applied', async () => {
  for (const html of ['<div><s>Ja</s></div>', '<div><strike>Nein</strike></div>', '<div><del>Ja</del></div>', '<div><span style="text-decoration: line-through">Ja</span></div>',
    '<div><s>Nein</s> Ja</div>', '<div>I will <s>not</s> vote ja</div>']) {
    const r = await reading(mail(html));
    assert.is(r.ok, false, `${html} is asked back`);
  }
});

test('given a struck-out answer in the HTML and the plain text that shows it unmarked, it is asked back', async () => {
  const r = await reading(mail('<div><s>Ja</s></div>', 'Ja'));
  assert.is(r.ok, false);
});

test('given an answer in bold, italics or a colour, it is read as written', async () => {
  for (const html of ['<div><b>Ja</b></div>', '<div><i>Nein</i></div>', '<div><span style="color: red; text-decoration: underline">Ja</span></div>']) {
    const r = await reading(mail(html));
    assert.ok(r.ok, `${html} is read`);
  }
});

test.run();
