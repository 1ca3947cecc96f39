// Exactly once over the real servers, with the moderator's command in the race: the two votes
// still missing arrive by mail (Carol's Ja, Dmitri's Nein, read from Dovecot) while the moderator
// types the same two votes; two `sync`s and `vote` start at once. Whoever writes first completes
// the count; the others find it done (the late replies are told so, the command is refused). The
// votes are tallied once, the President's hand is queued once, each reply is recorded once and
// each of its players answered once, and the log audits.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { accountsFor, closeGame, moderatorEnv as env, records, twoReplies, votingGame } from '../support/mail-game.js';
import { startCli } from '../support/processes.js';
import { runCli } from '../support/cli.js';
import { cleanupMailboxes } from '../support/mail.js';

const accounts = accountsFor(2);

for (const [round, started] of [[0, 'together'], [1, 'the command a moment later']] as const) {
  test(`given the last two votes by mail and by \`vote\`, two syncs and the command started ${started}: tallied once, each reply recorded and answered once`, async () => {
    const game = await votingGame(accounts[round], `race${round}`);
    try {
      const typed = runCli(['vote', game.id, '1=ja', '2=ja', '5=ja'], { cwd: game.cwd, env: env(game) });
      assert.is(typed.code, 0, typed.stderr);
      await twoReplies(game);
      const syncs = [startCli(['sync', game.id], game.cwd, env(game)), startCli(['sync', game.id], game.cwd, env(game))];
      if (round === 1) await new Promise((r) => setTimeout(r, 150));
      const command = startCli(['vote', game.id, '3=ja', '4=nein'], game.cwd, env(game));
      const runs = await Promise.all([...syncs, command].map((c) => c.done));
      for (const r of runs) assert.ok(r.code !== null && r.code <= 2 && !/internal error|\n\s+at .+:\d+:\d+/.test(r.stderr), `no crash: exit ${r.code}: ${r.stderr}`);
      const log = records(game);
      const count = (pred: (e: Record<string, unknown>) => boolean) => log.filter((e) => pred(e as unknown as Record<string, unknown>)).length;
      assert.is(count((e) => e.type === 'votes-tallied'), 1, 'the votes tallied once');
      assert.is(count((e) => e.type === 'message-queued' && e.kind === 'president-hand'), 1, 'the President\'s hand queued once');
      const replies = log.filter((e) => e.type === 'reply-received').map((e) => (e as { messageId: string }).messageId);
      assert.is(replies.length, 2, `each reply recorded once: ${replies.join(', ')}`);
      assert.is(new Set(replies).size, 2);
      for (const seat of [2, 3]) {
        const answers = log.filter((e) => e.type === 'message-queued' && (e as { to: number }).to === seat && ['ack', 'error-reply'].includes((e as { kind: string }).kind));
        assert.is(answers.length, 1, `seat ${seat + 1} answered once: ${answers.map((e) => (e as { kind: string }).kind).join(', ')}`);
      }
      // Seats 3 and 4 have one vote each in the tally, whoever's write it was.
      const tally = log.filter((e) => e.type === 'votes-tallied')[0] as unknown as { ja: number[]; nein: number[] };
      assert.equal([...tally.ja].sort(), [0, 1, 2, 4]);
      assert.equal(tally.nein, [3]);
      const audit = runCli(['audit', game.id], { cwd: game.cwd });
      assert.is(audit.code, 0, audit.stdout + audit.stderr);
    } finally {
      await closeGame(game);
    }
  });
}

test.after(() => cleanupMailboxes());

test.run();
