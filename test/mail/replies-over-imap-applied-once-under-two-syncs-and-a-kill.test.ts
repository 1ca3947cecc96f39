// Exactly once over the real servers (IMAP, SMTP): the same replies fetched by two `sync`
// processes at once are recorded once each, their votes cast once, each player answered once; a
// `sync` killed (SIGKILL) at any moment between fetching and recording leaves the replies for the
// next `sync`, which applies them once. Every log left audits clean.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { accountsFor, closeGame, replies, engineVotes, votingGame, waitForMail, type MailGame } from '../support/mail-game.js';
import { imapAs, messageCount, waitFor } from '../support/mail.js';
import { startCli } from '../support/processes.js';
import { runCli } from '../support/cli.js';

const accounts = accountsFor(2);

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

/** What the log holds once everything has settled: each reply once, each vote once, audit clean. */
async function appliedOnce(game: MailGame): Promise<void> {
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
}

test('given two replies in the moderator\'s mailbox, two syncs started at once record each once, cast each vote once and answer each player once', async () => {
  const game = await votingGame(accounts[0], 'twosyncs');
  try {
    await twoReplies(game);
    const [a, b] = [startCli(['sync', game.id], game.cwd, env(game)), startCli(['sync', game.id], game.cwd, env(game))];
    const [ra, rb] = await Promise.all([a.done, b.done]);
    assert.is(ra.code, 0, ra.stderr);
    assert.is(rb.code, 0, rb.stderr);
    await appliedOnce(game);
  } finally {
    await closeGame(game);
  }
});

test('given a sync killed with SIGKILL at moments while it fetches and records, the next sync applies each reply once', async () => {
  const game = await votingGame(accounts[1], 'killedsync');
  try {
    await twoReplies(game);
    // Killed ever later, until one run ends by itself: each kill lands somewhere between connecting and recording.
    for (let ms = 150; ms < 5000; ms += 150) {
      const run = startCli(['sync', game.id], game.cwd, env(game));
      const timer = setTimeout(() => run.kill('SIGKILL'), ms);
      const r = await run.done;
      clearTimeout(timer);
      if (r.signal === null) break;
    }
    const after = runCli(['sync', game.id], { cwd: game.cwd, env: env(game) });
    assert.is(after.code, 0, after.stderr);
    await appliedOnce(game);
  } finally {
    await closeGame(game);
  }
});

test.run();
