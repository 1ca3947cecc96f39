// Undo after private messages went out: the moderator is told who already knows, and a message
// written for a state that was taken back is never sent afterwards.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli, scratch, FIXED_SEED } from '../support/cli.js';
import { unsent, sentAbout } from '../../src/mail/queue.js';
import type { LogRecord } from '../../src/log/records.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

function electedGovernment(): string {
  const cwd = scratch();
  for (const args of [
    ['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED],
    ['nominate', 'g', 'Bob'],
    ['vote', 'g', 'Alice=ja', 'Bob=ja', 'Carol=ja', 'Dmitri=nein', 'Eve=ja'],
  ]) {
    const r = runCli(args, { cwd });
    assert.is(r.code, 0, r.stderr);
  }
  return cwd;
}

test('given the President\'s hand was emailed, when the last vote is taken back, undo names who already knows', () => {
  const cwd = electedGovernment();
  const refused = runCli(['undo', 'g'], { cwd });
  assert.is(refused.code, 2);
  assert.match(refused.stderr, /Already sent about it: Alice \(the President's hand \[[A-Z0-9]{6}\]\)/);
  const done = runCli(['undo', 'g', '--yes', '--json'], { cwd });
  assert.is(done.code, 0, done.stderr);
  const result = JSON.parse(done.stdout);
  assert.equal(result.alreadyTold.map((t: { player: string; kind: string }) => [t.player, t.kind]), [['Alice', 'president-hand']]);
  assert.match(runCli(['undo', 'g', '--yes'], { cwd }).stdout, /Taken back/);
});

const rec = (seq: number, e: Record<string, unknown>) => ({ seq, at: '2026-01-01T00:00:00Z', hash: 'h', ...e }) as unknown as LogRecord;

test('given a queued message for a state that undo took back, it is not sent and counts as told only once sent', () => {
  const queued = (seq: number, id: string, atSeq: number) =>
    rec(seq, { type: 'message-queued', messageId: id, code: 'ABCDEF', to: 0, address: 'a@b', kind: 'president-hand', subject: 's', at_seq: atSeq });
  const events = [
    rec(1, { type: 'policies-drawn', cards: ['liberal', 'liberal', 'fascist'] }),
    queued(2, '<old@x>', 1),
    rec(3, { type: 'retracted', seqs: [1], reason: 'undo' }),
    rec(4, { type: 'policies-drawn', cards: ['liberal', 'liberal', 'fascist'] }),
    queued(5, '<new@x>', 4),
  ];
  assert.equal(unsent(events).map((m) => m.messageId), ['<new@x>']);
  assert.equal(sentAbout(events, [1]), []);
  assert.equal(sentAbout([...events, rec(6, { type: 'message-sent', messageId: '<old@x>' })], [1]).map((m) => m.messageId), ['<old@x>']);
});

test.run();
