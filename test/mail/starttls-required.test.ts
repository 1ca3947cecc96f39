// The moderator's mail password never crosses an unencrypted connection to another machine. With
// `secure: false` (ports 587 and 143), chancery took STARTTLS only "when the server offers it": a
// server that does not offer it (or anyone on the path who strips the offer, which arrives in clear)
// got the password in clear, and `mail check` said "ok". Now STARTTLS is required before logging in
// to any host but this machine. The real Postfix and Dovecot of the tests offer no STARTTLS; here
// they are reached through a relay on this machine's network address, as another machine would be,
// and the relay keeps every byte the client sent.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { createServer, connect, type Server } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { BIN, scratch } from '../support/cli.js';
import { onThisMachine } from '../../src/mail/smtp-imap.js';
import { IMAP_PORT, newMailbox, SMTP_PORT, writeMailConfig } from '../support/mail.js';

const moderator = newMailbox('tls-checker');

/** This machine's first IPv4 address on a network (not loopback): how another machine is reached. */
function networkAddress(): string {
  const found = Object.values(networkInterfaces()).flat().find((a) => a && a.family === 'IPv4' && !a.internal);
  if (!found) throw new Error('this test needs an IPv4 address other than loopback (a network interface)');
  return found.address;
}

/** A relay on `host` to 127.0.0.1:`port`, keeping what clients sent. */
async function relay(host: string, port: number): Promise<{ server: Server; port: number; sent: () => string; connections: () => number }> {
  const chunks: Buffer[] = [];
  let connections = 0;
  const server = createServer((client) => {
    connections++;
    const upstream = connect({ host: '127.0.0.1', port });
    client.on('data', (d: Buffer) => chunks.push(d));
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, port: (server.address() as { port: number }).port, sent: () => Buffer.concat(chunks).toString('latin1'), connections: () => connections };
}

function cli(args: string[], cwd: string, env: Record<string, string>): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd, env: { ...process.env, NO_COLOR: '1', ...env } }, (error, stdout) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout });
    });
  });
}

/** The password as it would cross the wire in a login: itself, and in base64 (AUTH LOGIN, AUTH PLAIN). */
function passwordForms(user: string, password: string): string[] {
  return [password, Buffer.from(password).toString('base64'), Buffer.from(`\0${user}\0${password}`).toString('base64')];
}

test('given a mail account on another machine whose servers offer no STARTTLS, mail check fails at the TLS step of both and the password never crosses the wire', async () => {
  const host = networkAddress();
  const smtp = await relay(host, SMTP_PORT);
  const imap = await relay(host, IMAP_PORT);
  try {
    const cwd = scratch('chancery-starttls-');
    writeMailConfig(join(cwd, 'games'), 'g', moderator, { host, smtpPort: smtp.port, imapPort: imap.port });
    const r = await cli(['mail', 'check', 'g', '--json'], cwd, { [moderator.passwordEnv]: moderator.password });
    assert.is(r.code, 1);
    const steps = (JSON.parse(r.stdout) as { steps: { server: string; step: string; ok: boolean; detail: string }[] }).steps;
    const failed = steps.filter((s) => !s.ok);
    assert.equal(failed.map((s) => `${s.server} ${s.step}`), ['smtp tls', 'imap tls']);
    for (const f of failed) assert.match(f.detail, /does not send the password unencrypted/);
    assert.not.ok(steps.some((s) => s.step === 'login'), 'no login was tried');
    // Both servers were reached (Dovecot's greeting lists its capabilities: nothing need be asked), and no form of the password went.
    assert.match(smtp.sent(), /^EHLO /m);
    assert.ok(imap.connections() > 0, 'the IMAP server was reached');
    for (const form of passwordForms(moderator.address, moderator.password)) {
      assert.not.ok(smtp.sent().includes(form), `SMTP carried the password (${form})`);
      assert.not.ok(imap.sent().includes(form), `IMAP carried the password (${form})`);
    }
  } finally {
    smtp.server.close();
    imap.server.close();
  }
});

test('given the same servers on this machine (127.0.0.1), mail check logs in as before', async () => {
  const cwd = scratch('chancery-starttls-');
  writeMailConfig(join(cwd, 'games'), 'g', moderator);
  const r = await cli(['mail', 'check', 'g', '--json'], cwd, { [moderator.passwordEnv]: moderator.password });
  assert.is(r.code, 0, r.stdout);
  const steps = (JSON.parse(r.stdout) as { steps: { server: string; step: string; ok: boolean }[] }).steps;
  assert.ok(steps.every((s) => s.ok));
});

test('this machine is its loopback names and addresses, and nothing else', () => {
  for (const host of ['localhost', 'LOCALHOST', 'mail.localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]', '0:0:0:0:0:0:0:1', 'localhost.']) assert.ok(onThisMachine(host), host);
  for (const host of ['mail.example.org', 'smtp.gmail.com', '192.0.2.2', '10.0.0.1', '127.0.0.1.example.org', 'localhost.example.org', 'my-localhost', '::2', '1127.0.0.1']) assert.not.ok(onThisMachine(host), host);
});

test.run();
