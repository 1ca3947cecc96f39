// `deadline <game> <when>` refuses a deadline already past (src/log/deadlines.ts), and audit holds
// every deadline-set to it: the deadline after the record's own time. A command that waits for
// another's write takes the write's time once it holds the log's lock; a deadline that passed while
// it waited is already past for the write too, and is refused, not written under a later time.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { acquireLock } from '../../src/log/lock.js';
import { BIN, FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

test('given the log locked by another write for 4 s, deadline set 2 s ahead is refused as already past once it gets the lock, and the log audits clean', async () => {
  const cwd = scratch();
  runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  runOk(['nominate', 'g', 'Bob'], { cwd });
  const held = await acquireLock(join(cwd, 'games', 'g.yaml.lock'), 0);
  const when = new Date(Date.now() + 2_000).toISOString();
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', CI: 'true', CHANCERY_HOME: '' };
  delete env.CHANCERY_NOW;
  const child = spawn(process.execPath, [BIN, 'deadline', 'g', when], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (c) => { stderr += c; });
  const ended = new Promise<number | null>((resolve) => child.on('close', resolve));
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  held.release();
  const code = await ended;
  assert.is(code, 2, stderr);
  assert.match(stderr, /already past/);
  const audit = runCli(['audit', 'g'], { cwd });
  assert.is(audit.code, 0, audit.stdout);
});

test.run();
