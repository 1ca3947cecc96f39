// Exactly once over the real servers when `sync` is killed (SIGKILL) at each step where its work
// changes hands, not at a random moment: after it fetched the replies and before its append (the
// mail stays unflagged, nothing recorded), after its append and before it flagged the mail on the
// server (the next sync fetches the same replies again), and after the server took the receipts,
// before the log records them as sent. Each time the next sync starts at once (the killed one's locks went with it), tells
// the write the moderator never saw when there was one, records each reply once, casts each vote
// once and answers each player once; the log audits clean.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { accountsFor, closeGame, replies, engineVotes, votingGame, waitForMail, type MailGame } from '../support/mail-game.js';
import { imapAs, messageCount, waitFor } from '../support/mail.js';
import { BIN, ROOT, runCli } from '../support/cli.js';

const STEPS = [
  { name: 'before its append', step: 'open .*unshown\\.', nth: 1, written: false },
  { name: 'after its append, before flagging the mail', step: 'fsync .*\\.yaml$', nth: 1, written: true },
  { name: 'after the receipts went out, before their sending is recorded', step: 'fsync .*\\.yaml$', nth: 2, written: true },
];
const accounts = accountsFor(STEPS.length);

/** Carol votes Ja and Dmitri Nein, and both replies have reached the moderator's mailbox. */
async function twoReplies(game: MailGame): Promise<void> {
  const [, , carol, dmitri] = game.players;
  await carol.replyTo(await waitForMail(carol, /\] Vote:/), 'Ja');
  await dmitri.replyTo(await waitForMail(dmitri, /\] Vote:/), 'Nein');
  const mailbox = await imapAs(game.moderator);
  try {
    await waitFor('both replies in the moderator\'s mailbox', async () => (await messageCount(mailbox)) >= 2);
  } finally {
    await mailbox.logout();
  }
}

const env = (game: MailGame) => ({ [game.moderator.passwordEnv]: game.moderator.password });

STEPS.forEach(({ name, step, nth, written }, i) => {
  test(`given sync over IMAP killed ${name}, the next sync starts at once and applies and answers each reply once`, async () => {
    const game = await votingGame(accounts[i], `killed${i}`);
    try {
      await twoReplies(game);
      const killed = spawnSync(process.execPath, ['--import', join(ROOT, 'dist', 'test', 'support', 'kill-at-step.js'), BIN, 'sync', game.id], {
        cwd: game.cwd, env: { ...process.env, NO_COLOR: '1', CI: 'true', ...env(game), CHANCERY_KILL_STEP: step, CHANCERY_KILL_NTH: String(nth) }, encoding: 'utf8', timeout: 60_000,
      });
      assert.is(killed.signal, 'SIGKILL', killed.stderr);
      assert.is(replies(game).length, written ? 2 : 0, 'the append as the step left it');
      const began = Date.now();
      const next = runCli(['sync', game.id], { cwd: game.cwd, env: env(game) });
      assert.is(next.code, 0, next.stderr);
      assert.ok(Date.now() - began < 15_000, `the next sync waited ${Date.now() - began} ms`);
      if (written) assert.match(next.stderr, /never shown/, 'the write the moderator never saw is told');
      else assert.not.match(next.stderr, /never shown/, 'nothing was written unseen');
      const ids = replies(game).map((r) => r.messageId);
      assert.is(ids.length, 2, `two replies recorded: ${ids.join(', ')}`);
      assert.is(new Set(ids).size, 2, 'each Message-ID once');
      assert.equal(replies(game).map((r) => r.outcome), ['applied', 'applied']);
      assert.equal(engineVotes(game).sort((a, b) => a.seat - b.seat), [{ seat: 2, vote: 'ja' }, { seat: 3, vote: 'nein' }]);
      const [, , carol, dmitri] = game.players;
      for (const [player, subject] of [[carol, /\] Received: Ja/], [dmitri, /\] Received: Nein/]] as const) {
        await waitForMail(player, subject);
        // A moment for a second receipt, were one sent.
        await new Promise((r) => setTimeout(r, 500));
        await player.fetchNew();
        assert.is(player.received.filter((m) => /\] Received:|NOT applied/.test(m.subject)).length, 1, `${player.name} answered once`);
      }
      const audit = runCli(['audit', game.id], { cwd: game.cwd });
      assert.is(audit.code, 0, audit.stdout + audit.stderr);
    } finally {
      await closeGame(game);
    }
  });
});

test.run();
