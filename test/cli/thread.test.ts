// One rule for when the thread needs a post, whichever way a decision arrives (command, mail, prompt).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { threadPostDue } from '../../src/game/thread.js';

test('given a nomination, a tally, an enactment, chaos, a power or the end, a post is due', () => {
  for (const type of ['chancellor-nominated', 'votes-tallied', 'policy-enacted', 'chaos-enacted', 'loyalty-investigated',
    'special-election-called', 'policies-peeked', 'player-executed', 'game-ended']) {
    assert.ok(threadPostDue([{ type: 'vote-cast' }, { type }]), type);
  }
});

test('given only votes before the last or a discard (secrets), no post is due', () => {
  assert.not.ok(threadPostDue([{ type: 'vote-cast' }, { type: 'vote-cast' }]));
  assert.not.ok(threadPostDue([{ type: 'president-discarded' }, { type: 'message-queued' }]));
});

test('given a veto request or either answer to it, a post is due (seed 001: the veto is said in the thread)', () => {
  assert.ok(threadPostDue([{ type: 'veto-requested' }, { type: 'message-queued' }]));
  assert.ok(threadPostDue([{ type: 'veto-answered' }]));
});

test.run();
