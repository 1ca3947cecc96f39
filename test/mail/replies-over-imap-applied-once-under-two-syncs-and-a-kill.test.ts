// Exactly once over the real servers (IMAP, SMTP): the same replies fetched by two `sync`
// processes at once are recorded once each, their votes cast once, each player answered once; a
// `sync` killed (SIGKILL) at any moment between fetching and recording leaves the replies for the
// next `sync`, which applies them once (each player answered by one message; a kill in the moment
// between the server's acceptance and the sender learning of it sends that message again under
// its Message-ID, docs/email.md). Every log left audits clean.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { accountsFor, closeGame, moderatorEnv as env, twoReplies, twoRepliesAppliedOnce as appliedOnce, votingGame } from '../support/mail-game.js';
import { startCli } from '../support/processes.js';
import { runCli } from '../support/cli.js';

const accounts = accountsFor(2);

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
    // (A kill may land after the server took a receipt, before its answer came back: that receipt
    // goes again under the same Message-ID, as docs/email.md says; no second answer is written.)
    await appliedOnce(game, { killedAnywhere: true });
  } finally {
    await closeGame(game);
  }
});

test.run();
