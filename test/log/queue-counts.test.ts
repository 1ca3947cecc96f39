// What waits to be sent, as the records say it (docs/log-format.md: message-queued, -sent,
// -failed, -dropped, retracted): given a hand-made log, queuedNotSent lists the messages not sent
// (and, `untried`, those no sender tried), and queueCounts counts both in one walk, the same.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { queueCounts, queuedNotSent, type LogRecord } from '../../src/log/records.js';

let seq = 0;
const rec = (r: Record<string, unknown>) => ({ seq: ++seq, at: '2026-12-06T12:00:00.000Z', hash: 'x', ...r }) as unknown as LogRecord;
const queued = (id: string, at_seq: number, to = 0) => rec({ type: 'message-queued', messageId: id, code: 'AAAAAA', to, address: 'a@b.c', kind: 'vote-request', subject: 's', at_seq });

test('given messages sent, failed, dropped, written for a retracted state, and replaced, the counts are those a person reads off the log', () => {
  seq = 0;
  const events: LogRecord[] = [
    rec({ type: 'chancellor-nominated', president: 0, chancellor: 1 }), // 1
    queued('<a>', 1), queued('<b>', 1), queued('<c>', 1), queued('<d>', 1), // 2-5
    rec({ type: 'message-sent', messageId: '<c>' }), // 6: c is sent
    rec({ type: 'message-failed', messageId: '<b>', error: 'down' }), // 7: b was tried
    rec({ type: 'message-dropped', messageId: '<d>', reason: 'closed' }), // 8: d is done with
    rec({ type: 'vote-cast', seat: 0, vote: 'ja' }), // 9
    queued('<e>', 9), // 10: written for the vote...
    rec({ type: 'retracted', seqs: [9] }), // 11: ...which undo took back
    // A seat handed over after its message was queued: dropped, and not waiting.
    queued('<f>', 1, 2), // 12
    rec({ type: 'player-replaced', seat: 2, name: 'Zoe' }), // 13
    rec({ type: 'message-dropped', messageId: '<f>', reason: 'replaced' }), // 14
  ];
  // a was never tried; b failed and waits for send; c, d, e, f do not wait.
  assert.equal(queuedNotSent(events).map((m) => m.messageId), ['<a>', '<b>']);
  assert.equal(queuedNotSent(events, true).map((m) => m.messageId), ['<a>']);
  assert.equal(queueCounts(events), { unsent: 2, untried: 1 });
  // undo of the replacement: f's reader holds the seat again, and it waits once more.
  const undone = [...events, rec({ type: 'retracted', seqs: [13] })];
  assert.equal(queuedNotSent(undone).map((m) => m.messageId), ['<a>', '<b>', '<f>']);
  assert.equal(queueCounts(undone), { unsent: 3, untried: 2 });
});

test.run();
