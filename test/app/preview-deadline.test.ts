// The play preview is what will be written: in a game with a deadline, the previewed nomination
// post and vote requests show it, as the real post and emails do.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';
import { KEYS, Terminal } from '../support/pty.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

test('given a game with a 24h deadline, the preview of a nomination shows the deadline in the post and in the vote requests', async () => {
  const cwd = scratch();
  const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };
  assert.is(runCli(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--deadline', '24h'], { cwd, env }).code, 0);
  const t = Terminal.chancery(['play', 'g'], { cwd, env });
  try {
    await t.waitFor(/whom do they nominate[\s\S]*⏎ select[^\n]*/);
    t.type(KEYS.enter);
    const preview = await t.waitFor(/\(Y\/n\)/);
    assert.match(preview, /Thread post \(nomination\):/);
    // In the post (with the time left) and in the vote request shown in full.
    assert.match(preview, /Please vote \*\*Ja\*\* or \*\*Nein\*\*\. Deadline: [^\n]*2 December 2026[^\n]*left\)/);
    assert.match(preview, /PRIVATE to[\s\S]*Deadline: [^\n]*2 December 2026/);
    t.type(`n${KEYS.enter}`);
    await t.waitFor(/nothing written/);
    t.type(KEYS.ctrlC);
  } finally {
    t.kill();
  }
});

test.run();
