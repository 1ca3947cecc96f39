// When `undo` takes back a player's answer, the withdrawal notice tells them their question is open
// again. A player reads that notice on its own: it must give the question again (the cards they
// hold, the words accepted), its deadline, and how to answer, as the "NOT applied" answer does
// for a question still open (docs/email.md: a reply to a message that asks nothing answers the
// question open when it was sent, so replying to the notice itself answers it). It said "the
// question you were asked before this decision is open again; answer it" and then "This message
// needs no answer", with no cards and no deadline.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { FIXED_SEED, runOk, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

const ok = (cwd: string, args: string[]) => runOk(args, { cwd, env });

/** The messages in the local outbox, oldest first: subject, recipient and text. */
async function outbox(cwd: string) {
  const dir = join(cwd, 'games', 'g', 'outbox');
  const files = readdirSync(dir).map((f) => join(dir, f)).sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
  return Promise.all(files.map(async (f) => {
    const mail = await simpleParser(readFileSync(f));
    return { subject: mail.subject ?? '', to: mail.to && !Array.isArray(mail.to) ? mail.to.text : '', text: mail.text ?? '' };
  }));
}

/** The numbered card lines of a hand ("  1. Fascist"). */
const cardLines = (text: string) => text.split('\n').filter((l) => /^ {2}\d\. \S/.test(l));

test("given the Chancellor's enactment by mail taken back with undo, the Chancellor's notice gives the two cards again, the deadline and how to reply", async () => {
  const cwd = scratch('chancery-withdrawal-question-');
  ok(cwd, ['new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED, '--deadline', '24h']);
  ok(cwd, ['nominate', 'g', 'Bob']);
  ok(cwd, ['vote', 'g', 'Alice=ja', 'Bob=ja', 'Carol=ja', 'Dmitri=ja', 'Eve=ja']);
  ok(cwd, ['discard', 'g', '1']);
  const hand = (await outbox(cwd)).filter((m) => /Your two policies as Chancellor/.test(m.subject)).pop()!;
  const cards = cardLines(hand.text);
  assert.is(cards.length, 2, hand.text);
  ok(cwd, ['reply', 'g', 'Bob', '1']);
  ok(cwd, ['sync', 'g']);
  ok(cwd, ['undo', 'g', '--yes']);
  const notice = (await outbox(cwd)).filter((m) => /Withdrawn:/.test(m.subject) && /^Hello Bob,/m.test(m.text)).pop();
  assert.ok(notice, 'Bob is told his enactment is withdrawn');
  const text = notice!.text;
  assert.match(text, /open again/);
  assert.equal(cardLines(text), cards, 'the two cards, numbered as in the hand');
  assert.match(text, /ENACT/);
  assert.match(text, /^Deadline: Wednesday, 2 December 2026 at 10:00 \(UTC\)$/m);
  assert.match(text, /How to reply: answer this email/);
  assert.not.match(text, /needs no answer/);
});

test('given a Russian game whose last vote by mail is taken back with undo, that voter is asked the vote again in the notice, with how to reply', async () => {
  const cwd = scratch('chancery-withdrawal-question-ru-');
  ok(cwd, ['new', 'g', '--players', 'Алиса', 'Борис', 'Вера', 'Григорий', 'Дарья', '--seed', FIXED_SEED, '--lang', 'ru', '--deadline', '24h']);
  ok(cwd, ['nominate', 'g', 'Борис']);
  ok(cwd, ['vote', 'g', 'Алиса=ja', 'Борис=ja', 'Вера=ja', 'Григорий=nein']);
  ok(cwd, ['reply', 'g', 'Дарья', 'за']);
  ok(cwd, ['sync', 'g']);
  ok(cwd, ['undo', 'g', '--yes']);
  const notices = (await outbox(cwd)).filter((m) => /Отменено|отменил/i.test(m.subject + m.text) && /^Здравствуйте, Дарья!/m.test(m.text));
  const notice = notices.pop();
  assert.ok(notice, 'Дарья is told her vote is withdrawn');
  assert.match(notice!.text, /снова открыт/);
  assert.match(notice!.text, /Ja[^\n]*Nein/, notice!.text);
  assert.match(notice!.text, /^Срок: /m);
  assert.match(notice!.text, /Как ответить: ответьте на это письмо/);
  assert.not.match(notice!.text, /отвечать не нужно/);
});

test.run();
