// `--json` output is for a program to read: a command given it never asks (README: a left-out
// argument "without a terminal, or with --json, it is an error that says ... the command to type";
// "prompts only on a terminal"). undo asks first "(--yes without a terminal)": with --json, even at
// a terminal, it asks nothing and is refused as without one, naming --yes, with nothing taken back.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, readGame, runCli, scratch } from '../support/cli.js';
import { KEYS, Terminal } from '../support/pty.js';

test('given a terminal, when undo is run with --json and without --yes, then it asks nothing, exits 2 naming --yes, and takes nothing back', async () => {
  const cwd = scratch();
  assert.is(runCli(['new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED], { cwd }).code, 0);
  assert.is(runCli(['nominate', 'g', 'Bob'], { cwd }).code, 0);
  const before = readGame(cwd, 'g');
  const t = Terminal.chancery(['undo', 'g', '--json'], { cwd });
  const ended = await Promise.race([t.exited, new Promise<'asked'>((resolve) => setTimeout(() => resolve('asked'), 8000))]);
  try {
    assert.is.not(ended, 'asked', `undo --json waited for an answer:\n${t.screen()}`);
    assert.is(ended, 2);
  } finally {
    if (ended === 'asked') t.type(KEYS.ctrlC);
    t.kill();
  }
  assert.not.match(t.screen(), /\(y\/N\)/);
  assert.match(t.screen(), /--yes/);
  assert.is(readGame(cwd, 'g'), before);
});

test.run();
