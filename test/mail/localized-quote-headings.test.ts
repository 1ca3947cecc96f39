// The quoted original under a reply, in the clients' own languages: a Ukrainian or Polish player
// of a Russian game writes "Nein" above what their client quotes without ">" (Outlook's "Від:" /
// "Od:" block, Samsung Email's "-------- Оригінальне повідомлення --------", Gmail's "… пише:" /
// "… napisał(a):"). The original holds both answers (the request's "Ja (за) или Nein (против)"):
// read as the reply, every such answer was asked back as two answers. Only the reply is read.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readMail } from '../../src/mail/read.js';

const plain = (body: string) => Buffer.from(`From: a@example.net\r\nMessage-ID: <x@example.net>\r\nContent-Type: text/plain; charset=UTF-8\r\n\r\n${body.replace(/\n/g, '\r\n')}`);
const ORIGINAL = 'Ответьте одним словом: Ja (за) или Nein (против).\n';

const HEADINGS: Record<string, string> = {
  'Samsung Email, Ukrainian': '-------- Оригінальне повідомлення --------\nВід: Ведучий <moderator@example.org>\nДата: 07.12.26 10:00 (GMT+02:00)\n',
  'Samsung Email, Polish': '-------- Wiadomość oryginalna --------\nOd: Moderator <moderator@example.org>\n',
  'Samsung Email, Italian': '-------- Messaggio originale --------\nDa: Moderator <moderator@example.org>\n',
  'Outlook, Ukrainian': 'Від: Ведучий <moderator@example.org>\nНадіслано: 7 грудня 2026 р. 10:00\nКому: Богдан\n',
  'Outlook, Polish': 'Od: Moderator <moderator@example.org>\nWysłane: poniedziałek, 7 grudnia 2026 10:00\n',
  'Gmail, Ukrainian': 'пн, 7 груд. 2026 р. о 10:00 Ведучий <moderator@example.org> пише:\n\n',
  'Gmail, Polish': 'pon., 7 gru 2026 o 10:00 Moderator <moderator@example.org> napisał(a):\n\n',
  'Thunderbird, Ukrainian': '07.12.2026 10:00, Ведучий написав:\n',
};

for (const [client, heading] of Object.entries(HEADINGS)) {
  test(`given a reply above ${client}'s quote of the original without ">", only the reply is read`, async () => {
    assert.is((await readMail(plain(`Nein\n\n${heading}${ORIGINAL}`))).reply, 'Nein');
  });
}

test.run();
