// The send lock's note names the messages a sender has put in the local outbox (or its server has
// accepted) and the log does not yet record; its next holder reads the lock file's first 4 KiB
// (src/log/lock.ts) and records those as sent at the killed sender's time. With over a thousand
// messages queued at once (mail that could not go out for a long while), a sender that noted
// every one of them before writing the first would leave a note longer than its successor reads:
// cut, or thrown away whole. A sender killed midway must leave a note its successor reads in full.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readLog, withLockedLog } from '../../src/log/file.js';
import { lockNote } from '../../src/log/lock.js';
import { emlName } from '../../src/mail/local.js';
import { newCode, newMessageId } from '../../src/mail/ids.js';
import type { AnyEvent } from '../../src/log/records.js';
import { runOk, scratch, FIXED_SEED } from '../support/cli.js';
import { killedAtStep } from '../support/processes.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const QUEUED = 1200;

test(`local mailbox: a send of ${QUEUED} queued messages killed as it puts the 300th in the outbox leaves a note its successor reads whole, and each message written is recorded as sent at the killed sender's time`, async () => {
  const cwd = scratch('chancery-long-note-');
  runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd, env: { CHANCERY_NOW: '2026-12-01T12:00:00Z' } });
  const log = join(cwd, 'games', 'g.yaml');
  const outbox = join(cwd, 'games', 'g', 'outbox');
  // The role cards, queued again and again (as if mail had been down): none of them is ever dropped.
  const cards = readLog(log).events.filter((e) => e.type === 'message-queued');
  assert.is(cards.length, 5);
  await withLockedLog(log, () => ({
    append: Array.from({ length: QUEUED }, (_, i) => {
      const card = cards[i % 5] as AnyEvent & { type: 'message-queued' };
      const { seq: _s, at: _a, hash: _h, private: _p, ...rest } = card as unknown as Record<string, unknown>;
      return { ...rest, messageId: newMessageId('chancery.invalid'), code: newCode() } as unknown as AnyEvent;
    }),
    at: '2026-12-01T12:00:01.000Z',
    result: undefined,
  }));
  const queued = readLog(log).events.filter((e) => e.type === 'message-queued').slice(5) as unknown as { seq: number; messageId: string }[];
  assert.is(queued.length, QUEUED);

  const killedAt = '2026-12-01T13:00:00.000Z';
  const killed = killedAtStep(['send', 'g'], { cwd, env: { CHANCERY_NOW: killedAt }, step: 'rename .*\\.eml\\.\\d+\\.tmp$', nth: 300 });
  assert.is(killed.signal, 'SIGKILL', killed.stderr);

  const sendLock = join(cwd, 'games', 'g', 'send.lock');
  assert.ok(statSync(sendLock).size <= 4096, `the send lock holds ${statSync(sendLock).size} bytes, more than its next holder reads`);
  const recorded = new Set(readLog(log).events.flatMap((e) => (e.type === 'message-sent' ? [e.messageId] : [])));
  const written = queued.filter((m) => existsSync(join(outbox, emlName(m.messageId))));
  assert.ok(written.length >= 299, `${written.length} written before the kill`);
  const note = lockNote(sendLock) ?? '';
  const named = new Set(note.split(' ').slice(2).map(Number));
  const unnamed = written.filter((m) => !recorded.has(m.messageId) && !named.has(m.seq));
  assert.equal(unnamed.map((m) => m.seq), [], 'every message in the outbox is in the log or named in the note');

  runOk(['send', 'g'], { cwd, env: { CHANCERY_NOW: '2026-12-01T14:00:00Z' } });
  const sent = new Map(readLog(log).events.flatMap((e) => (e.type === 'message-sent' ? [[e.messageId, e.at] as const] : [])));
  const late = written.filter((m) => sent.get(m.messageId) !== killedAt);
  assert.is(late.length, 0, `each message written before the kill recorded as sent at its sender's time (${late.length} were not)`);
  assert.equal(queued.filter((m) => !sent.has(m.messageId)).length, 0, 'every message sent in the end');
  assert.is(readLog(log).events.filter((e) => e.type === 'message-sent').length, 5 + QUEUED, 'each recorded once');
});

test.run();
