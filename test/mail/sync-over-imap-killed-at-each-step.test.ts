// Exactly once over the real servers when `sync` is killed (SIGKILL) at each step where its work
// changes hands, not at a random moment: after it fetched the replies and before its append (the
// mail stays unflagged, nothing recorded), after its append and before it flagged the mail on the
// server (the next sync fetches the same replies again), and after the server took the receipts,
// before the log records them as sent. Each time the next sync starts at once (the killed one's locks went with it), tells
// the write the moderator never saw when there was one, records each reply once, casts each vote
// once and answers each player once; the log audits clean.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { accountsFor, closeGame, moderatorEnv as env, replies, twoReplies, twoRepliesAppliedOnce, votingGame } from '../support/mail-game.js';
import { runCli } from '../support/cli.js';
import { killedAtStep } from '../support/processes.js';

const STEPS = [
  { name: 'before its append', step: 'open .*unshown\\.', nth: 1, written: false },
  { name: 'after its append, before flagging the mail', step: 'fsync .*\\.yaml$', nth: 1, written: true },
  { name: 'after the receipts went out, before their sending is recorded', step: 'fsync .*\\.yaml$', nth: 2, written: true },
];
const accounts = accountsFor(STEPS.length);

STEPS.forEach(({ name, step, nth, written }, i) => {
  test(`given sync over IMAP killed ${name}, the next sync starts at once and applies and answers each reply once`, async () => {
    const game = await votingGame(accounts[i], `killed${i}`);
    try {
      await twoReplies(game);
      const killed = killedAtStep(['sync', game.id], { cwd: game.cwd, env: env(game), step, nth });
      assert.is(killed.signal, 'SIGKILL', killed.stderr);
      assert.is(replies(game).length, written ? 2 : 0, 'the append as the step left it');
      const began = Date.now();
      const next = runCli(['sync', game.id], { cwd: game.cwd, env: env(game) });
      assert.is(next.code, 0, next.stderr);
      assert.ok(Date.now() - began < 15_000, `the next sync waited ${Date.now() - began} ms`);
      if (written) assert.match(next.stderr, /never shown/, 'the write the moderator never saw is told');
      else assert.not.match(next.stderr, /never shown/, 'nothing was written unseen');
      await twoRepliesAppliedOnce(game);
    } finally {
      await closeGame(game);
    }
  });
});

test.run();
