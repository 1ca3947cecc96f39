// The mail config a moderator writes (docs/mail.md): each mistake is refused naming the file, the
// field and what was wrong, and a good config is read with its defaults filled in.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadMailConfig } from '../../src/mail/config.js';
import { scratch } from '../support/scratch.js';

const SERVER = '{ host: mail.example.org, port: 587, user: mod, passwordEnv: MAIL_PASSWORD }';

/** A game `g` whose own mail.yaml holds `text`; what loading its config gives (the config, or the error's message). */
function load(text: string): ReturnType<typeof loadMailConfig> | string {
  const dir = scratch('chancery-mail-config-');
  mkdirSync(join(dir, 'g'));
  writeFileSync(join(dir, 'g', 'mail.yaml'), text);
  try {
    return loadMailConfig(join(dir, 'g.yaml'), {});
  } catch (e) {
    return (e as Error).message.replace(`${dir}/g/`, '');
  }
}

test('given a full smtp+imap config, it is read with the defaults the format names (no TLS from the first byte, folder INBOX)', () => {
  const config = load(`transport: smtp+imap\nfrom: Moderator <mod@example.org>\nsmtp: ${SERVER}\nimap: ${SERVER}\n`);
  assert.ok(typeof config === 'object', String(config));
  if (typeof config !== 'object' || config.transport !== 'smtp+imap') return;
  assert.equal([config.smtp.secure, config.smtp.allowSelfSigned, config.imap.folder], [false, false, 'INBOX']);
  assert.is(config.from, 'Moderator <mod@example.org>');
});

test('given a config with a mistake, the message names the file, the field and the mistake', () => {
  const cases: [string, string][] = [
    ['transport: pigeon\n', 'mail.yaml: transport: "pigeon" is not a transport: write "local" or "smtp+imap"'],
    ['from: mod@example.org\n', 'mail.yaml: transport: missing: write "local" or "smtp+imap"'],
    [`transport: smtp+imap\nfrom: mod@example.org\nsmtp: { host: h, port: 70000, user: u, passwordEnv: P }\nimap: ${SERVER}\n`,
      'mail.yaml: smtp.port: Invalid value: Expected <=65535 but received 70000'],
    [`transport: smtp+imap\nfrom: mod@example.org\nsmtp: { host: h, port: "587", user: u, passwordEnv: P }\nimap: ${SERVER}\n`,
      'mail.yaml: smtp.port: must be a number (without quotes), not "587"'],
    [`transport: smtp+imap\nfrom: mod@example.org\nsmtp: ${SERVER}\nimap: { host: h, port: 993, user: u, passwordEnv: P, secure: "yes" }\n`,
      'mail.yaml: imap.secure: must be true or false, not "yes"'],
    [`transport: smtp+imap\nfrom: mod@example.org\nsmtp: ${SERVER}\nimap: { host: h, port: 993, user: u, passwordEnv: P, hots: x, tls: 1 }\n`,
      'mail.yaml: unexpected fields `imap.hots`, `imap.tls`'],
    // At the top, which fields a config has depends on its transport: the message says which there are.
    ['transport: local\nfrom: x\nsmtp: 1\n', 'mail.yaml: unexpected field `smtp` (transport is "local" or "smtp+imap")'],
    [`transport: smtp+imap\nfrom: mod@example.org\nsmtp: { host: h, port: 25, user: u, passwordEnv: my-password }\nimap: ${SERVER}\n`,
      'mail.yaml: smtp.passwordEnv: must be an environment variable name'],
  ];
  for (const [text, said] of cases) assert.is(load(text), said, text);
});

test.run();
