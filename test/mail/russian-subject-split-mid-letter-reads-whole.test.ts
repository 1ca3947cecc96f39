// A Russian subject comes as RFC 2047 encoded-words. The RFC asks that each word hold whole
// characters, but some clients cut the UTF-8 bytes where the line is full, in the middle of a
// two-byte Cyrillic letter. Joined, the bytes are the subject the player saw: the reader must not
// turn the letter cut in two into "��" (the subject is shown in the moderator's report and log,
// and names the game a reply without references belongs to).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readMail } from '../../src/mail/read.js';

const SUBJECT = 'Re: [Служебная Крыса: g] Голосование: Мэр Алиса, Крысолов Борис — Правительство № 1 [E54GEB]';

function mailWithSubject(header: string): Buffer {
  return Buffer.from(`From: seat2@players.invalid\r\nTo: moderator@chancery.invalid\r\nSubject: ${header}\r\nMessage-ID: <x1@players.invalid>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nJa\r\n`, 'latin1');
}

test('given a Russian subject whose UTF-8 bytes are cut in the middle of a letter between two encoded-words, it reads back whole', async () => {
  const bytes = Buffer.from(SUBJECT, 'utf8');
  // Byte 31 falls inside «с» of «Крыса» (two bytes each): the cut a byte-counting client makes.
  assert.ok((bytes[31] & 0xc0) === 0x80, 'the cut is inside a letter');
  const header = `=?UTF-8?B?${bytes.subarray(0, 31).toString('base64')}?=\r\n =?UTF-8?B?${bytes.subarray(31).toString('base64')}?=`;
  assert.is((await readMail(mailWithSubject(header))).subject, SUBJECT);
});

test('given the same cut in quoted-printable encoded-words (=?utf-8?Q?), it reads back whole', async () => {
  const q = (b: Buffer) => [...b].map((c) => (c > 32 && c < 127 && c !== 61 && c !== 63 && c !== 95 ? String.fromCharCode(c) : `=${c.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
  const bytes = Buffer.from(SUBJECT, 'utf8');
  const header = `=?utf-8?Q?${q(bytes.subarray(0, 31))}?=\r\n =?utf-8?Q?${q(bytes.subarray(31, 60))}?=\r\n =?utf-8?Q?${q(bytes.subarray(60))}?=`;
  assert.is((await readMail(mailWithSubject(header))).subject, SUBJECT);
});

test('given encoded-words each whole (what chancery writes), or plain text between them, the subject reads as before', async () => {
  const whole = `=?UTF-8?B?${Buffer.from('Re: [Служебная Крыса: g] ').toString('base64')}?= =?UTF-8?B?${Buffer.from('Голосование [E54GEB]').toString('base64')}?=`;
  assert.is((await readMail(mailWithSubject(whole))).subject, 'Re: [Служебная Крыса: g] Голосование [E54GEB]');
  const mixed = `Re: =?UTF-8?B?${Buffer.from('Голосование').toString('base64')}?= [E54GEB]`;
  assert.is((await readMail(mailWithSubject(mixed))).subject, 'Re: Голосование [E54GEB]');
});

test.run();
