// A reply to the receipt of the President's deciding vote that reads both as a vote and as the
// discard sent with the receipt ("Ja, discard 1") is asked back when it comes from the President's
// address (test/mail/reply-to-the-receipt-of-a-deciding-vote-is-read-against-the-vote.test.ts). From
// another address, sync held it as the discard alone ("discarded: Liberal") and mail confirm applied
// it: the held route read it as no other route did. A held reply is now read as the player's own
// would be: one that reads as two answers holds nothing to confirm.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { newGame } from '../../src/commands/new.js';
import { nominate } from '../../src/commands/nominate.js';
import { vote } from '../../src/commands/vote.js';
import { reply } from '../../src/commands/reply.js';
import { sync } from '../../src/commands/sync.js';
import { mailConfirm } from '../../src/commands/mail-confirm.js';
import type { Context } from '../../src/cli/context.js';
import { FIXED_SEED, scratch } from '../support/cli.js';
import { newestOf, repliedAndSynced } from '../support/local-mail.js';

const players = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

test('given "Ja, discard 1" from another address replied to the receipt of the President\'s deciding Ja, it is held with no answer to confirm, and mail confirm applies nothing', async () => {
  const cwd = scratch('chancery-held-deciding-receipt-');
  const ctx: Context = { now: () => new Date(), env: { ...process.env, CHANCERY_HOME: '' }, cwd, interactive: false };
  await newGame({ id: 'g', players, seed: FIXED_SEED, lang: 'en' }, ctx);
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  await vote({ game: 'g', votes: ['Bob=ja', 'Carol=ja', 'Dmitri=ja', 'Eve=ja'] }, ctx);
  await reply({ game: 'g', player: 'Alice', text: 'Ja' }, ctx);
  await sync({ game: 'g' }, ctx);
  const receipt = newestOf(cwd, 0, 'ack')!;
  assert.ok(receipt, 'a receipt of the deciding vote');
  const { record } = await repliedAndSynced(cwd, ctx, receipt, { text: 'Ja, discard 1', id: '<held-to-the-receipt@example.net>', from: 'Alice Elsewhere <alice.other@example.net>' });
  assert.is(record.outcome, 'held');
  assert.is(record.readAs, undefined, `held as "${record.readAs}"`);
  let refused = false;
  try { await mailConfirm({ game: 'g', messageId: '<held-to-the-receipt@example.net>' }, ctx); } catch { refused = true; }
  assert.ok(refused, 'mail confirm applies nothing');
});

test.run();
