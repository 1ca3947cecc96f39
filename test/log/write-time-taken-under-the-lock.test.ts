// A record's `at` is the time of its write (docs/log-format.md §Records): a command that waited for
// the log's lock (another command writing) writes at the time it got the lock, not at the time it
// started, so the log's times never go back (a write before it, made while it waited, has an
// earlier or equal time). The clock is the command's own (ctx.now; CHANCERY_NOW through the binary).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { nominate } from '../../src/commands/nominate.js';
import { acquireLock } from '../../src/log/lock.js';
import { logLockPath } from '../../src/log/append.js';
import { readLog } from '../../src/log/file.js';
import { clockedContext, logPath, rosterGame } from '../house/support.js';

test('a nomination that waited for the log\'s lock records the time it wrote, with its vote requests\' delivery, not the time it began waiting', async () => {
  const ctx = clockedContext('2026-12-01T10:00:00Z');
  await rosterGame(ctx, 'g', 5);
  const path = logPath(ctx, 'g');
  const before = readLog(path).events.length;
  const held = await acquireLock(logLockPath(path), 1000);
  let waiting: Promise<unknown>;
  try {
    waiting = nominate({ game: 'g', chancellor: 'Bob' }, ctx);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Another command held the lock for five minutes (its write, at 10:00, before this one's).
    ctx.at('2026-12-01T10:05:00Z');
  } finally {
    held.release();
  }
  await waiting;
  const written = readLog(path).events.slice(before);
  assert.ok(written.some((e) => e.type === 'chancellor-nominated'));
  assert.ok(written.some((e) => e.type === 'message-sent'), 'the vote requests were delivered');
  assert.equal([...new Set(written.map((e) => e.at))], ['2026-12-01T10:05:00.000Z']);
});

test.run();
