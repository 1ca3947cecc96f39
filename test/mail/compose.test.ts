// The local outbox's composer: what it writes is read back by mailparser (the parser a player's
// client stands in for in every mail test) exactly as it was given, in English and Russian, with
// long lines, trailing spaces, equals signs and names that need encoding. The expectations are
// the inputs themselves: a message must read as what was sent.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { simpleParser } from 'mailparser';
import fc from 'fast-check';
import { composeRaw, quotedPrintable } from '../../src/mail/compose.js';

const id = '<abc123@chancery.invalid>';

async function roundTrip(mail: Parameters<typeof composeRaw>[0]) {
  const raw = await composeRaw(mail, new Date('2026-12-01T10:00:00Z'));
  return { raw: raw.toString('utf8'), parsed: await simpleParser(raw) };
}

test('given an English vote request, the reader gets back its subject, addresses, Message-ID and text', async () => {
  const text = 'Hello Gina,\n\nPresident Alice nominated Bob as Chancellor. Vote on this government.\n\nReply with exactly one word: Ja (yes) or Nein (no). Do not reply with a name, a policy or anything else.\n';
  const { raw, parsed } = await roundTrip({ messageId: id, from: 'Moderator <moderator@chancery.invalid>', to: 'gina@example.org', subject: '[Secret Hitler: g7] Vote: President Alice, Chancellor Bob [C3ZA37]', text });
  assert.is(parsed.subject, '[Secret Hitler: g7] Vote: President Alice, Chancellor Bob [C3ZA37]');
  assert.is(parsed.text, text);
  assert.is(parsed.messageId, id);
  assert.equal(parsed.from?.value, [{ address: 'moderator@chancery.invalid', name: 'Moderator' }]);
  assert.equal((parsed.to as { value: unknown }).value, [{ address: 'gina@example.org', name: '' }]);
  assert.is(parsed.date?.toISOString(), '2026-12-01T10:00:00.000Z');
  for (const line of raw.split('\r\n')) assert.ok(line.length <= 78, `line over 78 characters: ${line}`);
  assert.not.match(raw, /[^\r]\n/, 'every line ends in CRLF');
});

test('given Russian text, a Russian name and subject, and a reply, the reader gets them back and the file is ASCII', async () => {
  const text = 'Привет, Гена!\n\nПрезидент Алиса выдвинула Бориса канцлером. Голосуйте за это правительство: ответьте одним словом «Ja» или «Nein», и ничего больше — ни имени, ни закона.\n';
  const subject = '[Секретный Гитлер: g7] Голосование: президент Алиса, канцлер Борис [C3ZA37], очень длинная тема письма';
  const { raw, parsed } = await roundTrip({ messageId: id, from: 'Ведущий Игры <moderator@example.org>', to: 'Гена <gena@example.org>', subject, text, inReplyTo: '<prev@example.org>' });
  assert.is(parsed.subject, subject);
  assert.is(parsed.text, text);
  assert.equal(parsed.from?.value, [{ address: 'moderator@example.org', name: 'Ведущий Игры' }]);
  assert.equal((parsed.to as { value: unknown }).value, [{ address: 'gena@example.org', name: 'Гена' }]);
  assert.is(parsed.inReplyTo, '<prev@example.org>');
  assert.is(parsed.references, '<prev@example.org>');
  assert.match(raw, /^[\x00-\x7f]*$/, 'the bytes are 7-bit');
  for (const line of raw.split('\r\n')) assert.ok(line.length <= 78, `line over 78 characters: ${line}`);
});

test('given a Russian subject and long Cyrillic display names, every header line that holds an encoded-word is at most 76 characters (RFC 2047 §2), and all read back', async () => {
  const subject = '[Служебная Крыса: g] Голосование: Мэр Алиса, Крысолов Борис — Правительство № 1 [E54GEB]';
  const from = 'Ведущий игры «Служебная Крыса» на форуме Мафия-клуба <moderator.of.the.game@example.org>';
  const to = 'Александра Константиновна Преображенская <alexandra.preobrazhenskaya@example.org>';
  const { raw, parsed } = await roundTrip({ messageId: id, from, to, subject, text: 'Здравствуйте!\n' });
  assert.is(parsed.subject, subject);
  assert.equal(parsed.from?.value, [{ address: 'moderator.of.the.game@example.org', name: 'Ведущий игры «Служебная Крыса» на форуме Мафия-клуба' }]);
  assert.equal((parsed.to as { value: unknown }).value, [{ address: 'alexandra.preobrazhenskaya@example.org', name: 'Александра Константиновна Преображенская' }]);
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).split('\r\n');
  for (const line of head) if (/=\?UTF-8\?/.test(line)) assert.ok(line.length <= 76, `${line.length} characters: ${line}`);
});


test('given a subject of one-, two-, three- and four-byte characters at every offset, each encoded-word line is at most 76 characters, none splits a character, and it reads back', async () => {
  // The encoder counts each chunk's UTF-8 bytes as it grows: a character of each width must fall
  // on a chunk's end somewhere in these.
  for (let lead = 0; lead < 12; lead++) {
    const subject = `${'a'.repeat(lead)}Vote — ж€😀 ${'ж€😀—a'.repeat(9)} [E54GEB]`;
    const { raw, parsed } = await roundTrip({ messageId: id, from: 'Moderator <moderator@chancery.invalid>', to: 'gina@example.org', subject, text: 'x\n' });
    assert.is(parsed.subject, subject);
    const head = raw.slice(0, raw.indexOf('\r\n\r\n')).split('\r\n');
    for (const line of head) {
      if (!/=\?UTF-8\?/.test(line)) continue;
      assert.ok(line.length <= 76, `${line.length} characters: ${line}`);
      // Each encoded-word decodes to whole characters on its own (RFC 2047 §5: no character split across words).
      for (const [, b64] of line.matchAll(/=\?UTF-8\?B\?([^?]*)\?=/g)) {
        const bytes = Buffer.from(b64, 'base64');
        assert.ok(Buffer.from(bytes.toString('utf8'), 'utf8').equals(bytes), `a character split in ${line}`);
      }
    }
  }
});
test('given equals signs, trailing spaces and tabs, a 300-character word and blank lines, the text reads back unchanged', async () => {
  const text = `a=b =?UTF-8?B?x?= 100%  \nend with tab\t\n\n${'x'.repeat(300)}\n${'Ж'.repeat(100)}\n  leading spaces\n.\nFrom here\n`;
  const { raw, parsed } = await roundTrip({ messageId: id, from: 'moderator@example.org', to: 'p@example.org', subject: 'a =?UTF-8?B?x?= subject', text });
  assert.is(parsed.text, text);
  assert.is(parsed.subject, 'a =?UTF-8?B?x?= subject');
  for (const line of raw.split('\r\n')) assert.ok(line.length <= 78, `line over 78 characters: ${line}`);
});

test('given a display name with an address special character, it is quoted and reads back whole', async () => {
  const { parsed } = await roundTrip({ messageId: id, from: 'Mod, the "Chief" <m@example.org>', to: 'p@example.org', subject: 's', text: 't' });
  assert.equal(parsed.from?.value, [{ address: 'm@example.org', name: 'Mod, the "Chief"' }]);
});

test('given a long ASCII subject, it is folded and reads back with its spaces', async () => {
  const subject = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ');
  const { raw, parsed } = await roundTrip({ messageId: id, from: 'm@example.org', to: 'p@example.org', subject, text: '' });
  assert.is(parsed.subject, subject);
  assert.ok(raw.split('\r\n\r\n')[0].split('\r\n').length > 8, 'the subject spans several header lines');
});

test('given short plain lines, lines of 75 and 76 characters, an equals sign, a trailing space and a Cyrillic letter, the body is the quoted-printable written out by hand', () => {
  const text = `Vote Ja or Nein.\n${'a'.repeat(75)}\n${'b'.repeat(76)}\nx=1 \nend\t\n\nЖ`;
  const expected = `Vote Ja or Nein.\r\n${'a'.repeat(75)}\r\n${'b'.repeat(75)}=\r\nb\r\nx=3D1=20\r\nend=09\r\n\r\n=D0=96`;
  assert.is(quotedPrintable(text), expected);
  assert.is(quotedPrintable('a\r\nb\rc'), 'a\r\nb\r\nc', 'CRLF and CR are line breaks too');
  assert.is(quotedPrintable(`${'y'.repeat(74)}Ж`), `${'y'.repeat(74)}=\r\n=D0=96`, 'an =XX is never split');
  // A long plain line: cut after every 75 characters, the spaces inside it as they are.
  const long = `${'w '.repeat(40)}end`;
  assert.is(quotedPrintable(long), `${long.slice(0, 75)}=\r\n${long.slice(75)}`);
  assert.is(quotedPrintable('z'.repeat(150)), `${'z'.repeat(75)}=\r\n${'z'.repeat(75)}`, 'two whole pieces, no empty third');
  // The same line with a space at its end, an equals sign or a Cyrillic letter goes byte by byte.
  assert.is(quotedPrintable(`${long} `), `${long.slice(0, 75)}=\r\n${long.slice(75)}=20`);
  assert.is(quotedPrintable(`${long}=`), `${long.slice(0, 75)}=\r\n${long.slice(75)}=3D`);
});

/** RFC 2045 §6.7, read back: soft breaks dropped, =XX made its byte, CRLF a line break. */
function decodeQuotedPrintable(qp: string): string {
  const bytes: number[] = [];
  const body = qp.replace(/=\r\n/g, '');
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '=') { bytes.push(parseInt(body.slice(i + 1, i + 3), 16)); i += 2; } else bytes.push(body.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8').replace(/\r\n/g, '\n');
}

test('property: any text reads back unchanged, no encoded line is over 76 characters or ends in a space or tab, and every byte is 7-bit', () => {
  const char = fc.constantFrom('a', 'Z', ' ', '\t', '=', '.', '~', 'Ж', 'é', '!', '0');
  const line = fc.array(char, { maxLength: 200 }).map((cs) => cs.join(''));
  fc.assert(fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), (lines) => {
    const text = lines.join('\n');
    const qp = quotedPrintable(text);
    assert.is(decodeQuotedPrintable(qp), text);
    for (const encoded of qp.split('\r\n')) {
      assert.ok(encoded.length <= 76, `over 76: ${encoded}`);
      assert.ok(!/[ \t]$/.test(encoded), `ends in whitespace: ${JSON.stringify(encoded)}`);
      assert.match(encoded, /^[\x20-\x7e\t]*$/);
    }
  }));
});

test.run();
