// The President's discard said again to the hand of an earlier government, while the same player,
// President again, holds a new hand: it is the answer already recorded (docs/email.md: a card's
// answer too, however late), but its receipt must not read as the discard of the hand open now.
// Before, it said "This answer was already recorded" and "How to reply: answer this email", with
// nothing of the new hand: the President would believe the discard done, and a reply to that receipt
// answers the old hand (mail/sync.ts: a receipt's question is the one open when it was sent), never
// the new one. The receipt points to the hand open now, asked in its own message, and asks nothing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import type { Context } from '../../src/cli/context.js';
import type { MessageQueued } from '../../src/log/records.js';
import { openGame } from '../../src/game/open.js';
import { FIXED_SEED, runOk, scratch } from '../support/cli.js';
import { repliedAndSynced } from '../support/local-mail.js';

test("given Alice's \"1\" to the first government's hand while she holds the sixth's, her receipt says the game waits for her discard in its own message, and asks nothing", async () => {
  const cwd = scratch('chancery-card-again-');
  const env = { CHANCERY_HOME: '' };
  const ok = (args: string[]) => runOk(args, { cwd, env });
  const all = (vote: string) => ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'].map((p) => `${p}=${vote}`);
  ok(['new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED]);
  ok(['nominate', 'g', 'Bob']);
  ok(['vote', 'g', ...all('ja')]);
  ok(['reply', 'g', 'Alice', '1']);
  ok(['sync', 'g']);
  ok(['enact', 'g', '1']);
  // Four failed governments (Bob's, Carol's, Dmitri's, Eve's) bring the presidency back to Alice.
  for (const chancellor of ['Carol', 'Dmitri', 'Eve', 'Alice']) {
    ok(['nominate', 'g', chancellor]);
    ok(['vote', 'g', ...all('nein')]);
  }
  ok(['nominate', 'g', 'Dmitri']);
  ok(['vote', 'g', ...all('ja')]);
  const hands = (openGame(join(cwd, 'games', 'g.yaml')).log.events as unknown as MessageQueued[]).filter((e) => e.type === 'message-queued' && e.to === 0 && e.kind === 'president-hand');
  assert.is(hands.length, 2, 'Alice was sent two hands');
  const ctx: Context = { now: () => new Date(), env: { ...process.env, ...env }, cwd, interactive: false };
  const { record, state, answer } = await repliedAndSynced(cwd, ctx, hands[0], { text: '1', id: '<again@players.invalid>', from: 'seat1@players.invalid' });
  assert.is(record.outcome, 'already-recorded');
  assert.ok(state.phase.name === 'legislative' && state.phase.step.name === 'president-discard', 'the new hand still waits');
  assert.match(answer, /message of its own/, answer);
  assert.match(answer, /discard/, answer);
  assert.not.match(answer, /How to reply/, answer);
});

test.run();
