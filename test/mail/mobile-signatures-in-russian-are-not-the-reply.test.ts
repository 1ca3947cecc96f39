// The line a phone's mail app adds under what the player typed is no part of their reply: the
// asked-back email quotes what was read, and a player who reads "Отправлено с iPhone" there was
// shown a line they never wrote. English ones ("Sent from my iPhone") were cut; Russian ones were
// not (the word boundary after "с" is never there for a Cyrillic letter).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readMail } from '../../src/mail/read.js';

const plain = (body: string) => Buffer.from(`From: a@example.net\r\nMessage-ID: <x@example.net>\r\nContent-Type: text/plain; charset=UTF-8\r\n\r\n${body.replace(/\n/g, '\r\n')}`);

const SIGNATURES = [
  'Отправлено с iPhone',
  'Отправлено с моего iPhone',
  'Отправлено из мобильной Почты Mail.ru',
  'Отправлено из приложения Яндекс Почта',
  'Отправлено с мобильного устройства',
  'Sent from my iPhone',
];

for (const signature of SIGNATURES) {
  test(`given "${signature}" under the answer, the reply read is the answer alone`, async () => {
    assert.is((await readMail(plain(`За, но Борис подозрителен\n\n${signature}\n`))).reply, 'За, но Борис подозрителен');
  });
}

test('given a reply whose own words begin "Отправлено", they are read', async () => {
  assert.is((await readMail(plain('Против\nОтправлено сгоряча, но так и есть\n'))).reply, 'Против\nОтправлено сгоряча, но так и есть');
});

test.run();
