// Sending through the log's outbox on the real servers: a failure leaves messages queued and
// `send` retries them; a crash between sending and recording resends under the same Message-ID.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { copyFileSync, writeFileSync } from 'node:fs';
import { serializeLog } from '../../src/log/file.js';
import { join } from 'node:path';
import { openGame } from '../../src/game/open.js';
import { deliverQueued } from '../../src/mail/deliver.js';
import { unsent } from '../../src/mail/queue.js';
import { runCli } from '../support/cli.js';
import { cleanupMailboxes, waitFor, writeMailConfig } from '../support/mail.js';
import { accountsFor, closeGame, votingGame, type MailGame } from '../support/mail-game.js';

const accounts = accountsFor(3);

const queuedIds = (g: MailGame) => openGame(g.path).log.events.filter((e) => e.type === 'message-queued').map((e) => (e as { messageId: string }).messageId);
const sentIds = (g: MailGame) => openGame(g.path).log.events.filter((e) => e.type === 'message-sent').map((e) => (e as { messageId: string }).messageId);

test('given the SMTP server is unreachable, messages stay queued with a clear error, and `chancery send` later sends them under the same Message-IDs', async () => {
  const g = await votingGame(accounts[0]);
  try {
    writeMailConfig(join(g.cwd, 'games'), g.id, g.moderator, { smtpPort: 1 });
    const run = (args: string[]) => runCli(args, { cwd: g.cwd, env: { [g.moderator.passwordEnv]: g.moderator.password } });
    const voted = run(['vote', g.id, 'Alice=ja', 'Bob=ja', 'Carol=ja', 'Dmitri=ja', 'Eve=ja']);
    // The votes are written; the message not sent is reported and the command exits 1.
    assert.is(voted.code, 1, voted.stderr);
    assert.match(voted.stdout, /not sent the President's hand to \w+ .*cannot connect to the SMTP server/);
    assert.match(voted.stderr, /1 private message not sent/);
    const waiting = unsent(openGame(g.path).log.events);
    assert.is(waiting.length, 1, "the President's three policies are queued");
    assert.ok(openGame(g.path).log.events.some((e) => e.type === 'message-failed' && /cannot connect/.test((e as { error: string }).error)));
    const failed = run(['send', g.id]);
    assert.is(failed.code, 1);
    assert.match(failed.stderr, /not sent, still queued.*cannot connect to the SMTP server/);
    writeMailConfig(join(g.cwd, 'games'), g.id, g.moderator);
    const sent = run(['send', g.id, '--json']);
    assert.is(sent.code, 0, sent.stderr);
    assert.is(JSON.parse(sent.stdout).sent, 1);
    assert.equal(unsent(openGame(g.path).log.events), []);
    const alice = g.players[0];
    await waitFor('the policies to reach Alice', async () => (await alice.fetchNew(), alice.received.some((m) => m.messageId === waiting[0].messageId)));
  } finally {
    await closeGame(g);
  }
});

test('given a crash after sending but before recording it, the resend carries the same Message-ID and the log records it once', async () => {
  const g = await votingGame(accounts[1]);
  try {
    const [alice] = g.players;
    const roleCard = alice.received.find((m) => /secret role/i.test(m.subject))!;
    assert.ok(roleCard, 'Alice got her role card');
    // The log as it was between the sends and the `message-sent` records: those records are lost.
    const beforeRecording = `${g.path}.crash`;
    const firstSend = openGame(g.path).log.events.findIndex((e) => e.type === 'message-sent');
    const log = openGame(g.path).log;
    writeFileSync(beforeRecording, serializeLog(log.header, log.events.slice(0, firstSend)));
    copyFileSync(beforeRecording, g.path);
    const report = await deliverQueued(g.path, process.env, new Date());
    assert.is(report.sent, queuedIds(g).length);
    assert.equal(sentIds(g).sort(), queuedIds(g).sort(), 'one message-sent for each queued message');
    await waitFor('the resent role card', async () => (await alice.fetchNew(), alice.received.filter((m) => /secret role/i.test(m.subject)).length === 2));
    const copies = alice.received.filter((m) => /secret role/i.test(m.subject));
    assert.is(copies[1].messageId, copies[0].messageId);
    assert.is(copies[1].text, copies[0].text, 'the same message, rendered again from the same view');
  } finally {
    await closeGame(g);
  }
});

test('given a wrong password, sending fails with the login named and nothing is lost', async () => {
  const g = await votingGame(accounts[2]);
  try {
    const r = runCli(['vote', g.id, 'Alice=ja', 'Bob=ja', 'Carol=ja', 'Dmitri=ja', 'Eve=ja'], { cwd: g.cwd, env: { [g.moderator.passwordEnv]: 'wrong' } });
    assert.is(r.code, 1, r.stderr);
    assert.match(r.stdout, /not sent the President's hand .*refused the login/);
    const failures = openGame(g.path).log.events.filter((e) => e.type === 'message-failed');
    assert.is(failures.length, 1);
    assert.match((failures[0] as { error: string }).error, /refused the login/);
    assert.is(unsent(openGame(g.path).log.events).length, 1);
  } finally {
    await closeGame(g);
  }
});

test.after(() => cleanupMailboxes());
test.run();
