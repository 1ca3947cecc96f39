// A `play` session cut short: killed after a decision's write and before it showed the post, the
// next command tells the moderator what was recorded and shows the post; closed (the terminal gone)
// after the post was on the screen, nothing is told again.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { FIXED_SEED, ROOT, runCli, runOk, scratch } from '../support/cli.js';
import { KEYS, Terminal } from '../support/pty.js';
import { PLAYERS, playAtFirstVote } from '../support/play-session.js';
const NOTICE = /Recorded but never shown/;

/**
 * Answers the question on the screen, and each one after, with Enter (every vote Ja, the write
 * confirmed) until `until` shows; false when the session ended first.
 */
async function enterUntil(t: Terminal, until: RegExp): Promise<boolean> {
  for (let i = 0; i < 12; i++) {
    t.type(KEYS.enter);
    const seen = await t.waitFor(new RegExp(`${until.source}|⏎ select[^\\n]*|\\(Y/n\\)`)).catch(() => null);
    if (seen === null) return false;
    if (until.test(seen)) return true;
  }
  return false;
}

test('given play closed (the terminal gone) after a decision and its post were shown, the next command tells nothing again', async () => {
  const { cwd, t } = await playAtFirstVote();
  try {
    assert.ok(await enterUntil(t, /Post to paste in the thread \(vote-result/), 'the post was shown');
    await t.waitFor(/⏎ select/);
  } finally {
    t.kill();
  }
  await t.exited;
  const next = runCli(['status', 'friday'], { cwd });
  assert.match(next.stdout, /waits for Alice to discard/, 'the vote was written');
  assert.not.match(next.stdout + next.stderr, NOTICE);
});

test('given play killed after a decision\'s write, before it showed the post, the next command shows the vote result post', async () => {
  const cwd = scratch();
  runOk(['new', 'friday', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  runOk(['nominate', 'friday', 'Bob'], { cwd });
  // Killed as the write's first message (the President's hand) goes to the local outbox.
  const t = Terminal.chancery(['play', 'friday'], {
    cwd, env: { NODE_OPTIONS: `--import ${join(ROOT, 'dist', 'test', 'support', 'kill-at-rename.js')}`, CHANCERY_KILL_AT_RENAME: '\\.eml\\.\\d+\\.tmp$' },
  });
  try {
    await t.waitFor(/Alice's vote on Alice > Bob[\s\S]*⏎ select/);
    assert.not.ok(await enterUntil(t, /Post to paste in the thread/), 'killed before the post');
    await t.exited;
  } finally {
    t.kill();
  }
  assert.not.match(t.screen(), /Post to paste in the thread \(vote-result/, 'the session never showed the post');
  const next = runCli(['status', 'friday'], { cwd }).stderr;
  assert.match(next, NOTICE);
  // Five Ja: elected (RULES §2.3).
  assert.match(next, /Ja: 5, Nein: 0/);
  assert.match(next, /`chancery post friday vote-result`/);
  assert.not.match(runCli(['status', 'friday'], { cwd }).stderr, NOTICE, 'said once');
});

test.run();
