// One rule for when the thread needs a post, whichever way a decision arrives (command, mail, prompt).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { threadPostDue } from '../../src/game/thread.js';
import type { PublicView } from '../../src/engine/index.js';

const viewWithVeto = (accepted?: boolean) =>
  ({ governments: [{ index: 1, president: 0, chancellor: 1, special: false, veto: { requested: true, ...(accepted === undefined ? {} : { accepted }) } }] }) as unknown as PublicView;
const quiet = { governments: [] } as unknown as PublicView;

test('given a nomination, a tally, an enactment, chaos, a power or the end, a post is due', () => {
  for (const type of ['chancellor-nominated', 'votes-tallied', 'policy-enacted', 'chaos-enacted', 'loyalty-investigated',
    'special-election-called', 'policies-peeked', 'player-executed', 'game-ended']) {
    assert.ok(threadPostDue([{ type: 'vote-cast' }, { type }], quiet), type);
  }
});

test('given only votes before the last, a discard, a veto request or a refused veto, no post is due', () => {
  assert.not.ok(threadPostDue([{ type: 'vote-cast' }, { type: 'vote-cast' }], quiet));
  assert.not.ok(threadPostDue([{ type: 'president-discarded' }, { type: 'message-queued' }], quiet));
  assert.not.ok(threadPostDue([{ type: 'veto-requested' }], viewWithVeto()));
  assert.not.ok(threadPostDue([{ type: 'veto-answered' }], viewWithVeto(false)));
});

test('given an accepted veto, a post is due (no policy, the tracker moves)', () => {
  assert.ok(threadPostDue([{ type: 'veto-answered' }], viewWithVeto(true)));
});

test.run();
