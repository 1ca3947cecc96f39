// `chancery reply` writes a player's reply "threaded to their open question" (README). When `undo`
// takes back a tally, the President's three cards are withdrawn and the vote is open again: the
// last voter's open question is the vote, not the withdrawn hand. The reply was threaded under the
// hand (their latest message that asks something), and sync rightly called it too late: a vote
// typed after the undo by the local mailbox never counted, while the same vote by `chancery vote`
// did.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';
import { openGame } from '../../src/game/open.js';
import { join } from 'node:path';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

function ok(cwd: string, args: string[]) {
  const r = runCli(args, { cwd, env });
  assert.is(r.code, 0, `chancery ${args.join(' ')}: ${r.stdout}${r.stderr}`);
  return r;
}

test('given a tally taken back with undo, the last voter\'s reply written by `chancery reply` answers the vote open again and sync tallies it', () => {
  const cwd = scratch('chancery-reply-after-undo-');
  ok(cwd, ['new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED]);
  ok(cwd, ['nominate', 'g', 'Bob']);
  // Alice, the President, votes last: the tally deals her the three cards.
  ok(cwd, ['vote', 'g', 'Bob=ja', 'Carol=ja', 'Dmitri=ja', 'Eve=nein']);
  ok(cwd, ['reply', 'g', 'Alice', 'ja']);
  ok(cwd, ['sync', 'g']);
  // The tally and Alice's three cards are taken back; her vote is open again.
  ok(cwd, ['undo', 'g', '--yes']);
  const { log } = openGame(join(cwd, 'games', 'g.yaml'));
  const hand = log.events.find((e) => e.type === 'message-queued' && e.kind === 'president-hand') as { messageId: string } | undefined;
  assert.ok(hand, 'Alice was sent her three cards');
  const written = JSON.parse(ok(cwd, ['reply', 'g', 'Alice', 'ja', '--json']).stdout);
  assert.is.not(written.inReplyTo, hand!.messageId, 'not under the withdrawn hand');
  const synced = ok(cwd, ['sync', 'g']).stdout;
  assert.match(synced, /^applied Alice: Ja$/m, synced);
  assert.match(synced, /Ja: 4, Nein: 1/);
  assert.match(synced, /^Next: the game waits for Alice to discard a policy$/m);
});

test.run();
