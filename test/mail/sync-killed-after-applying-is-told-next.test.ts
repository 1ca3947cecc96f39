// A sync killed after it applied a player's emailed reply, before it printed its report: the
// reply is marked read, so the next sync found nothing new and said only that it skipped what it had
// read before; the moderator never learnt that the vote was tallied, nor saw the result post. Given
// that, when the moderator runs sync again, then it says what the killed run recorded and shows
// the vote result post, once. Played on the real servers (Dovecot, Postfix).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { BIN, ROOT } from '../support/cli.js';
import { cleanupMailboxes, clockedMailGame, newMailboxes } from '../support/mail.js';
import { received, repliedTo } from '../support/inbox.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const ACCOUNTS = newMailboxes(['mod', 'p1', 'p2', 'p3', 'p4', 'p5'].map((l) => `${l}sk`));

test('given sync killed after it applied the last vote by mail, the next sync shows the tally and the vote result post, once', async () => {
  const [moderator, ...players] = ACCOUNTS;
  const g = clockedMailGame('chancery-sync-killed-', moderator, players, NAMES);
  g.up();
  assert.is(g.at('10:00', ['new', 'g', '--players', 'roster.yaml']).code, 0);
  assert.is(g.at('10:00', ['nominate', 'g', 'Bob']).code, 0);
  assert.is(g.at('10:05', ['vote', 'g', 'Alice=ja', 'Bob=ja', 'Carol=nein', 'Dmitri=nein']).code, 0);
  const eve = players[4];
  const request = await received(eve, /\] Vote:/);
  await repliedTo(eve, moderator, request, 'Nein');
  // Killed as it leaves its snapshot: the reply applied and marked read, the report not printed.
  const killed = spawnSync(process.execPath, ['--import', join(ROOT, 'dist', 'test', 'support', 'kill-at-rename.js'), BIN, 'sync', 'g'], {
    cwd: g.cwd, encoding: 'utf8', timeout: 60_000,
    env: { ...process.env, NO_COLOR: '1', CI: 'true', CHANCERY_NOW: '2026-12-01T10:10:00Z', [moderator.passwordEnv]: moderator.password, CHANCERY_KILL_AT_RENAME: '\\.snapshot\\.json\\.' },
  });
  assert.is(killed.signal, 'SIGKILL', killed.stderr);
  const next = g.at('10:11', ['sync', 'g']);
  assert.is(next.code, 0, next.stderr);
  assert.match(next.stderr, /Recorded but never shown/);
  assert.match(next.stderr, /Eve's vote recorded/);
  // Two Ja, three Nein: not elected (RULES §2.3).
  assert.match(next.stderr, /Ja: 2, Nein: 3/);
  assert.match(next.stderr, /`chancery post g vote-result`/);
  const again = g.at('10:12', ['sync', 'g']);
  assert.not.match(again.stdout + again.stderr, /Recorded but never shown/, 'said once');
});

test.after(() => cleanupMailboxes());

test.run();
