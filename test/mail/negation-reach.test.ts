// A negation must reach the answer it negates whatever the mail client did to the sentence: a line
// break a client put in to wrap a long line (Gmail's plain-text part is cut at 78 columns, as the
// corpus's gmail_web.eml shows) is no end of a clause, and "I'd never, ever" leaves its negator
// hanging as "I would never, ever" does. Never read "I'm not voting ja" as a Ja.
// Over the real servers: a five-player game where Alice nominated Bob (test/support/mail-game.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readAnswer, type AnswerContext } from '../../src/mail/answers.js';
import { sendRaw } from '../support/mail.js';
import { accountsFor, closeGame, engineVotes, replies, syncUntil, votingGame, waitForMail, type MailGame } from '../support/mail-game.js';

const accounts = accountsFor(3);
let next = 0;
async function withGame(fn: (g: MailGame) => Promise<void>): Promise<void> {
  const game = await votingGame(accounts[next++]);
  try { await fn(game); } finally { await closeGame(game); }
}

/** Lines cut at the last space before 78 columns, as Gmail writes its text/plain part. */
function gmailWrap(paragraph: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(' ')) {
    if (line && `${line} ${word}`.length > 78) { lines.push(line); line = word; } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line].join('\r\n');
}

/** A Gmail web reply: text/plain wrapped at 78 columns, the same words unwrapped in text/html, the original quoted below. */
function gmailReply(o: { from: string; to: string; subject: string; inReplyTo: string; id: string; sentence: string }): string {
  const boundary = '000000000000a1b2c3d4e5f6';
  return [
    `From: Alice <${o.from}>`, `To: ${o.to}`, `Subject: Re: ${o.subject}`, `Message-ID: ${o.id}`,
    `In-Reply-To: ${o.inReplyTo}`, `References: ${o.inReplyTo}`, 'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`, '',
    `--${boundary}`, 'Content-Type: text/plain; charset="UTF-8"', '',
    gmailWrap(o.sentence), '',
    `On Sun, Dec 6, 2026 at 12:00 PM Moderator <${o.to}> wrote:`, '', '> Reply Ja or Nein.', '',
    `--${boundary}`, 'Content-Type: text/html; charset="UTF-8"', '',
    `<div dir="ltr">${o.sentence}</div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Sun, Dec 6, 2026 at 12:00 PM Moderator &lt;${o.to}&gt; wrote:<br></div><blockquote class="gmail_quote">Reply Ja or Nein.</blockquote></div>`, '',
    `--${boundary}--`, '',
  ].join('\r\n');
}

test('given a Gmail reply whose plain-text part wraps "I will not vote / ja" over two lines, it is asked back and no Ja is cast', () => withGame(async (g) => {
  const alice = g.players[0];
  const request = await waitForMail(alice, /\] Vote:/);
  const sentence = 'After what Bob did in the last government I have decided that I will not vote ja this time.';
  const raw = gmailReply({ from: alice.box.address, to: g.moderator.address, subject: request.subject, inReplyTo: request.messageId, id: '<wrapped-1@alice.test>', sentence });
  assert.match(raw, /I will not vote\r\nja this time/, 'the fixture wraps where Gmail would: between the negator and the answer');
  await sendRaw(alice.box, g.moderator.address, raw);
  const [pass] = await syncUntil(g, 1);
  assert.is(pass.items[0].outcome, 'ambiguous', 'a negated Ja is asked back');
  assert.equal(engineVotes(g), [], 'no vote is cast');
  assert.is(replies(g)[0].outcome, 'ambiguous');
}));

/** Players (by seat) reply to their vote requests; each named is asked back, and no vote is cast. */
async function askedBack(g: MailGame, texts: [seat: number, text: string][], names: string[]): Promise<void> {
  for (const [seat, text] of texts) {
    const player = g.players[seat];
    await player.replyTo(await waitForMail(player, /\] Vote:/), text);
  }
  const items = (await syncUntil(g, texts.length)).flatMap((p) => p.items);
  assert.equal(items.map((i) => [i.player, i.outcome]).sort(), names.map((name) => [name, 'ambiguous']));
  assert.equal(engineVotes(g), [], 'no vote is cast');
}

test('given a top-posted reply "I\'d never, ever vote ja", it is asked back as "I would never, ever, vote ja" is, and no Ja is cast', () => withGame((g) =>
  askedBack(g, [[0, "I'd never, ever vote ja"], [1, "I'm not... voting ja"]], ['Alice', 'Bob'])));

test('given a negator whose clause says only when or "would" ("Not this time: ja", "Я бы не стал, за"), the reply is asked back and no vote is cast', () => withGame((g) =>
  askedBack(g, [[2, 'Not this time: ja'], [3, 'Я бы не стал, за']], ['Carol', 'Dmitri'])));

// The reader's side of the same rule, for the forms the game above does not send.
const ctx = (lang: AnswerContext['lang']): AnswerContext => ({ prompt: 'votes', seat: 0, theme: 'secret-hitler', lang, hand: [], vetoAllowed: false });
const asked = (text: string, lang: AnswerContext['lang'] = 'en') => readAnswer(text, ctx(lang)).ok === false;

test('given a negator and its answer on two lines of one wrapped sentence, the reply is asked back (English and Russian)', () => {
  for (const text of ["I'm not\nvoting ja", 'I am not going to\nvote ja', 'Carol keeps saying Bob is a liberal, but I am sure I should not\nvote ja for him',
    'My answer to this one is definitely not\nnein, Bob has been solid all game.']) assert.ok(asked(text), text);
  assert.ok(asked('Я долго думал над этим правительством и решил, что в этот раз точно не голосую\nза это правительство.', 'ru'));
});

test('given a contracted pronoun beside a hanging negator ("I\'d never", "I\'m not", "We\'d never"), the reply is asked back', () => {
  for (const text of ["I'd never, ever vote ja", "I'm not... voting ja", "I'll never... ja", "We'd never... vote ja", "I've never, ja", "You'll never, ja", 'Im not... voting ja']) {
    assert.ok(asked(text), text);
  }
});

test('given a plain answer with words of its own on other lines or after it, it is still read (the fix asks back no more than the negation)', () => {
  const vote = (text: string) => { const r = readAnswer(text, ctx('en')); return r.ok ? (r.answer as { vote: string }).vote : 'ask'; };
  assert.is(vote('ja\n\nCheers,\nBob'), 'ja');
  assert.is(vote('Nein, I\'m not trusting him'), 'nein');
  assert.is(vote("No, I'd never"), 'nein');
  assert.is(vote('Ja\nGood luck everyone'), 'ja');
});

test.run();
