// A log of version 2 keeps its messages' ids private, so audit counts what it can: no more messages
// sent or dropped than were queued (docs/log-format.md §6). But a question dropped because it had
// closed (the moderator typed the votes in while mail was down) is open again once `undo` takes back
// what closed it, and its message is then sent, or dropped again: one queued message, two records.
// Such a log, written by the commands as a moderator runs them, audits clean; a log with more
// deliveries than messages that could be waiting still fails.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, unreachableMail, scratch } from '../support/cli.js';
import { rehashedLog } from '../support/rehashed-log.js';
import type { LogRecord } from '../../src/log/records.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

function reopened(): string {
  const cwd = scratch();
  const down = unreachableMail(cwd, PLAYERS);
  const at = (time: string, args: string[], env: Record<string, string> = {}) => runCli(args, { cwd, env: { ...env, CHANCERY_NOW: `2026-12-01T${time}:00Z` } });
  assert.is(at('10:00', ['new', 'g', '--players', 'roster.yaml', '--seed', FIXED_SEED], down).code, 1, 'the role cards could not go out');
  assert.is(at('10:05', ['nominate', 'g', 'Carol'], down).code, 1, 'nor the vote requests');
  assert.is(at('10:10', ['vote', 'g', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja'], down).code, 1, 'nor the hand');
  // Mail works again (the local mailbox): the requests are dropped, the vote being over.
  writeFileSync(join(cwd, 'games', 'g', 'mail.yaml'), 'transport: local\n');
  assert.is(at('10:20', ['send', 'g']).code, 0);
  // Undo Eve's vote, then Dmitri's: their requests go out, the others' are dropped again.
  assert.is(at('10:30', ['undo', 'g', '--yes']).code, 0);
  assert.is(at('10:50', ['undo', 'g', '--yes']).code, 0);
  return cwd;
}

test('vote requests dropped as closed, then sent or dropped again after undo reopened the vote, audit clean', () => {
  const cwd = reopened();
  const text = readFileSync(join(cwd, 'games', 'g.yaml'), 'utf8');
  const queued = (text.match(/type: message-queued/g) ?? []).length;
  const delivered = (text.match(/type: message-(sent|dropped)/g) ?? []).length;
  assert.ok(delivered > queued, `a message was delivered twice (${delivered} deliveries, ${queued} queued)`);
  const r = runCli(['audit', 'g'], { cwd });
  assert.is(r.code, 0, r.stdout + r.stderr);
});

test('the same log with one more message recorded as sent than could be waiting fails the audit', () => {
  const cwd = reopened();
  const path = join(cwd, 'games', 'g.yaml');
  writeFileSync(path, rehashedLog(path, (events) => {
    const last = events[events.length - 1];
    const sent = events.filter((e) => e.type === 'message-sent' || e.type === 'message-dropped');
    const extra = sent.length;
    for (let n = 0; n <= extra; n++) events.push({ ...JSON.parse(JSON.stringify(sent[sent.length - 1])), seq: last.seq + 1 + n } as LogRecord);
  }));
  const r = runCli(['audit', 'g'], { cwd });
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, /recorded as sent or dropped/);
});

test.run();
