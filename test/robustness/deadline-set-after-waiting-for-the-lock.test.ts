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
import { waitFor } from '../support/mail.js';
import { holdsOpen } from '../support/processes.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

test('given the log locked by another write until past the deadline, deadline set 2 s ahead is refused as already past once it gets the lock, and the log audits clean', async () => {
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
  // Released once the command waits for the lock (it holds the lock file open) and the deadline
  // has passed: the time, not a guess of how long the command takes to start.
  const lock = join(cwd, 'games', 'g.yaml.lock');
  let code: number | null | undefined;
  void ended.then((c) => { code = c; });
  await waitFor('the deadline command to wait for the log\'s lock', () => holdsOpen(child.pid!, lock) || code !== undefined, 30_000);
  await waitFor('the deadline to pass', () => Date.now() > Date.parse(when) + 200, 30_000);
  held.release();
  code = await ended;
  assert.is(code, 2, stderr);
  assert.match(stderr, /already past/);
  const audit = runCli(['audit', 'g'], { cwd });
  assert.is(audit.code, 0, audit.stdout);
});

test.run();
