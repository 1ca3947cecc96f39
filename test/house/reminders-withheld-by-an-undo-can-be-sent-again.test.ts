// `remind` killed after its write, then `undo` of an earlier vote: the queued reminders were written
// for the state the undo took back, and a message for a state taken back is never sent afterwards
// (README, undo; docs/email.md). Seen by a moderator: Carol, Dmitri and Eve were then never
// reminded, and `remind` refused to remind them ("Already reminded of this deadline") though no
// reminder had reached them. A reminder counts as given only when it went out or still waits to;
// one withheld for good leaves its player to be reminded again, exactly once, by the next `remind`
// (with Bob, whose vote the undo took back). A reminder that went out before the kill (its file in
// the local outbox) counts: that player is not reminded twice.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { FIXED_SEED, ROOT, runCli, scratch } from '../support/cli.js';
import { openGame } from '../../src/game/open.js';
import type { MessageQueued } from '../../src/log/records.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const at = (time: string) => ({ CHANCERY_NOW: `2026-12-01T${time}:00Z` });

function ok(cwd: string, args: string[], time: string) {
  const r = runCli(args, { cwd, env: at(time) });
  assert.is(r.code, 0, `chancery ${args.join(' ')}: ${r.stderr}`);
  return r;
}

/** The reminders the log records as sent, by seat (0 for a seat never reminded). */
function remindersSent(cwd: string): number[] {
  const events = openGame(join(cwd, 'games', 'friday.yaml')).log.events;
  const sent = new Set(events.flatMap((e) => (e.type === 'message-sent' ? [e.messageId] : [])));
  const counts = PLAYERS.map(() => 0);
  for (const e of events) if (e.type === 'message-queued' && (e as MessageQueued).kind === 'reminder' && sent.has((e as MessageQueued).messageId)) counts[(e as MessageQueued).to]++;
  return counts;
}

/**
 * friday (vote due in 24 h), Bob nominated, Alice and Bob voted Ja; `remind` killed (SIGKILL) as it
 * is about to put its `nth` reminder in the local outbox (the earlier ones are there); then the
 * next command (status, which tells the write) and `undo` of Bob's vote.
 */
function remindKilledThenUndo(nth: number): string {
  const cwd = scratch('chancery-remind-undo-');
  ok(cwd, ['new', 'friday', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--deadline', '24h'], '10:00');
  ok(cwd, ['nominate', 'friday', 'Bob'], '10:00');
  ok(cwd, ['vote', 'friday', 'Alice=ja'], '10:10');
  ok(cwd, ['vote', 'friday', 'Bob=ja'], '10:20');
  const killed = runCli(['remind', 'friday'], { cwd, env: { ...at('10:30'), NODE_OPTIONS: `--import ${join(ROOT, 'dist', 'test', 'support', 'kill-at-step.js')}`, CHANCERY_KILL_STEP: '^rename .*\\.eml', CHANCERY_KILL_NTH: String(nth) } });
  assert.is(killed.code, -1, 'killed by a signal');
  assert.match(runCli(['status', 'friday'], { cwd, env: at('10:31') }).stderr, /reminder sent to Carol, Dmitri, Eve/);
  ok(cwd, ['undo', 'friday', '--yes'], '10:40');
  return cwd;
}

test('given remind killed before any reminder went out, then undo of Bob\'s vote, remind reminds Bob, Carol, Dmitri and Eve, each once', () => {
  const cwd = remindKilledThenUndo(1);
  assert.equal(remindersSent(cwd), [0, 0, 0, 0, 0], 'nothing went out: the undo withheld the reminders');
  const again = ok(cwd, ['remind', 'friday'], '10:50');
  assert.match(again.stdout, /Reminded: Bob, Carol, Dmitri, Eve/);
  assert.not.match(again.stdout, /Already reminded/);
  ok(cwd, ['send', 'friday'], '10:51');
  assert.equal(remindersSent(cwd), [0, 1, 1, 1, 1]);
  // Once per deadline still: a third remind reminds nobody.
  assert.match(ok(cwd, ['remind', 'friday'], '11:00').stdout, /Already reminded of this deadline: Bob, Carol, Dmitri, Eve/);
  assert.equal(remindersSent(cwd), [0, 1, 1, 1, 1]);
});

test('given remind killed after Carol\'s reminder went out, then undo of Bob\'s vote, remind reminds Bob, Dmitri and Eve, and Carol no second time', () => {
  const cwd = remindKilledThenUndo(2);
  assert.equal(remindersSent(cwd), [0, 0, 1, 0, 0], 'Carol\'s reminder went out before the kill');
  const again = ok(cwd, ['remind', 'friday'], '10:50');
  assert.match(again.stdout, /Reminded: Bob, Dmitri, Eve/);
  assert.match(again.stdout, /Already reminded of this deadline: Carol/);
  ok(cwd, ['send', 'friday'], '10:51');
  assert.equal(remindersSent(cwd), [0, 1, 1, 1, 1]);
});

test.run();
