// Apple Mail (iPhone, iPad, Mac) in Russian heads its quote with "7 дек. 2026 г., в 10:00,
// Ведущий <адрес> написал(а):", the verb in both genders. The line was not known as an
// attribution: it stayed in the reply, its date read as card numbers ("7", "2026"), and a plain
// «Сбрасываю фашистский» was asked back. It heads the quote as "написал:" does.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readMail } from '../../src/mail/read.js';
import { readBothParts, type AnswerContext } from '../../src/mail/answers.js';

const plain = (body: string) => Buffer.from(`From: a@example.net\r\nMessage-ID: <x@example.net>\r\nContent-Type: text/plain; charset=UTF-8\r\n\r\n${body.replace(/\n/g, '\r\n')}`);
const ATTRIBUTIONS = [
  '7 дек. 2026 г., в 10:00, Ведущий <moderator@example.org> написал(а):',
  '7 дек. 2026 г., в 10:00, Ведущий написал(а):',
];
const QUOTE = '> Ваши законы: 1. Либеральный 2. Фашистский 3. Либеральный\n> Ответьте, какой закон сбросить.';
const discard: AnswerContext = { prompt: 'president-discard', seat: 0, theme: 'secret-hitler', lang: 'ru', hand: ['liberal', 'fascist', 'liberal'], vetoAllowed: false };

test('given a reply above Apple Mail\'s Russian attribution "написал(а):", only the reply is read, and read as the card it names', async () => {
  for (const line of ATTRIBUTIONS) {
    const mail = await readMail(plain(`Сбрасываю фашистский\n\n${line}\n\n${QUOTE}\n`));
    assert.is(mail.reply, 'Сбрасываю фашистский', line);
    const reading = readBothParts(mail.reply, mail.otherPart, discard);
    assert.equal(reading.ok && reading.event, { type: 'president-discarded', policy: 'fascist' }, line);
  }
});

test('given a reply written under Apple Mail\'s Russian attribution and its quote, the answer below is the reply', async () => {
  for (const line of ATTRIBUTIONS) assert.is((await readMail(plain(`${line}\n${QUOTE}\n\nСбрасываю фашистский\n`))).reply, 'Сбрасываю фашистский', line);
});

test('given the attribution with its original below it without ">", the original is no part of the reply', async () => {
  for (const line of ATTRIBUTIONS) assert.is((await readMail(plain(`за\n\n${line}\nОтветьте одним словом: Ja (за) или Nein (против).\n`))).reply, 'за', line);
});

test.run();
