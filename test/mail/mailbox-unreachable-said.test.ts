// A mailbox that cannot be read (here: nothing listens on the IMAP port) is the mail's failure,
// said in the game's language with the step that failed, exit 1, as a message that cannot be sent
// is (README: bad input gets "a clear message naming the problem"). Before, sync, deadline --apply
// and play ended with "internal error: Error: connect ECONNREFUSED …", a stack trace and exit 70,
// in a Russian game too.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { runCli, scratch } from '../support/cli.js';
import { cleanupMailboxes, newMailboxes, writeMailConfig } from '../support/mail.js';

const [moderator, ...players] = newMailboxes(['unread-mod', 'unread-a', 'unread-b', 'unread-c', 'unread-d', 'unread-e']);
test.after(cleanupMailboxes);

/** A port on this machine where nothing listens (taken, then let go). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A game `g` whose SMTP works (the role cards go out) and whose IMAP port is closed, at its first vote. */
async function unreadableGame(lang: 'en' | 'ru', names: string[]): Promise<(args: string[], now?: string) => ReturnType<typeof runCli>> {
  const cwd = scratch('chancery-unread-');
  const env = { [moderator.passwordEnv]: moderator.password, CHANCERY_NOW: '2026-12-01T10:00:00Z' };
  const run = (args: string[], now = '2026-12-01T10:00:00Z') => runCli(args, { cwd, env: { ...env, CHANCERY_NOW: now } });
  writeMailConfig(join(cwd, 'games'), 'g', moderator, { imapPort: await closedPort() });
  writeFileSync(join(cwd, 'roster.yaml'), names.map((name, i) => `- { name: ${name}, email: ${players[i].address} }\n`).join(''));
  for (const args of [['new', 'g', '--players', 'roster.yaml', '--lang', lang, '--deadline', '1h', '--on-missing-vote', 'nein'], ['nominate', 'g', names[1]]]) {
    const r = run(args);
    assert.is(r.code, 0, `${args.join(' ')}: ${r.stdout}${r.stderr}`);
  }
  return run;
}

test('given a Russian game whose IMAP server refuses connections, sync and deadline --apply say in Russian that the mailbox could not be read, exit 1, no stack trace', async () => {
  const run = await unreadableGame('ru', ['Анна', 'Борис', 'Вера', 'Глеб', 'Дарья']);
  const sync = run(['sync', 'g']);
  assert.is(sync.code, 1, sync.stderr);
  assert.match(sync.stderr, /^ошибка: не удалось прочитать почтовый ящик \(не удаётся соединиться с сервером IMAP: /);
  assert.match(sync.stderr, /chancery mail check g/);
  assert.not.match(sync.stderr, /internal error|    at /);
  const apply = run(['deadline', 'g', '--apply'], '2026-12-01T12:00:00Z');
  assert.is(apply.code, 1, apply.stderr);
  assert.match(apply.stderr, /^ошибка: ответы игроков, ждущие в почте, прочитать не удалось \(не удалось прочитать почтовый ящик \(не удаётся соединиться с сервером IMAP: /);
  assert.not.match(apply.stderr, /internal error|    at /);
});

test('given an English game whose IMAP server refuses connections, sync says the mailbox could not be read and why, exit 1', async () => {
  const run = await unreadableGame('en', ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve']);
  const sync = run(['sync', 'g']);
  assert.is(sync.code, 1, sync.stderr);
  assert.match(sync.stderr, /^error: could not read the mailbox \(cannot connect to the IMAP server: /);
  assert.not.match(sync.stderr, /internal error|    at /);
});

test.run();
