// Ctrl-C in `play` just after the write question was answered Yes: the decision is being written.
// Seen at a real terminal: the screen showed only ^C, though the vote had been written (the next
// command's notice said so). The moderator must see, in the session, what was written: the
// decision's report and its thread post, then the session's end; or, at a question, that nothing
// was written.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { FIXED_SEED, ROOT, runCli, runOk, scratch } from '../support/cli.js';
import { KEYS, Terminal } from '../support/pty.js';
import { PLAYERS } from '../support/play-session.js';

const NOTICE = /Recorded but never shown/;

/** A session on friday (Bob nominated) that pauses at its first write to the local outbox: after the log's append. */
function pausingSession(cwd: string): Terminal {
  return Terminal.chancery(['play', 'friday'], {
    cwd, env: { NODE_OPTIONS: `--import ${join(ROOT, 'dist', 'test', 'support', 'pause-at-rename.js')}`, CHANCERY_PAUSE_AT_RENAME: '\\.eml\\.\\d+\\.tmp$' },
  });
}

test('given Ctrl-C pressed while play writes the confirmed vote, the session shows the vote result post and says it wrote one decision', async () => {
  const cwd = scratch();
  runOk(['new', 'friday', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  runOk(['nominate', 'friday', 'Bob'], { cwd });
  const t = pausingSession(cwd);
  let code: number;
  try {
    await t.waitFor(/Alice's vote on Alice > Bob[\s\S]*⏎ select/);
    // Every vote Ja (Enter), then Enter at the write question.
    for (let i = 0; i < 5; i++) {
      t.type(KEYS.enter);
      await t.waitFor(/⏎ select|\(Y\/n\)/);
    }
    t.type(KEYS.enter);
    await t.waitFor(/\[paused\]/);
    t.type(KEYS.ctrlC);
    // The session ends by itself (a timeout here: it went on asking).
    code = await Promise.race([t.exited, new Promise<number>((resolve) => setTimeout(() => resolve(-1), 20_000))]);
  } finally {
    t.kill();
  }
  const screen = t.screen();
  assert.is.not(code!, -1, `the session went on after Ctrl-C:\n${screen.slice(-1500)}`);
  // Five Ja: elected (RULES §2.3); the post of the result is on the screen.
  assert.match(screen, /Post to paste in the thread \(vote-result/, 'the session showed the post it wrote');
  assert.match(screen, /Ja: 5, Nein: 0/);
  assert.match(screen, /friday: 1 decision written/, 'the session said what it wrote');
  assert.is(code!, 0, 'ended as at Quit (Ctrl-C at a question ends so too)');
  assert.match(screen, /Ctrl-C: the session ends once what it wrote is shown/);
  const next = runCli(['status', 'friday'], { cwd });
  assert.match(next.stdout, /waits for Alice to discard/, 'the vote was written');
  assert.not.match(next.stderr, NOTICE, 'nothing left to tell: the session showed it');
});

test('given Ctrl-C at a question of play, the session ends saying nothing was written', async () => {
  const cwd = scratch();
  runOk(['new', 'friday', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  runOk(['nominate', 'friday', 'Bob'], { cwd });
  const t = Terminal.chancery(['play', 'friday'], { cwd });
  try {
    await t.waitFor(/Alice's vote on Alice > Bob[\s\S]*⏎ select/);
    t.type(KEYS.ctrlC);
    await t.exited;
  } finally {
    t.kill();
  }
  assert.match(t.screen(), /friday: nothing written/);
});

test.run();
