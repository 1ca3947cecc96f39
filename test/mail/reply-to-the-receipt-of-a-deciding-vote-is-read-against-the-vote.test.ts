// The President who casts the deciding vote by mail is sent, in the same write, the receipt of that
// vote and the question of their discard. The receipt names the discard as the decision the game
// waits for, so a card named in a reply to it is the discard (docs/email.md: a reply to a message
// that asks nothing answers the question open when it was sent). But a reply that says a vote
// (the vote again, or another: "Nein") speaks of the vote the receipt is about, which is counted:
// it is told so, never read against the discard ("Nein" was answered as a negated discard), and a
// reply that reads both as a vote and as a discard ("Ja, discard the fascist") is asked back.
// So is the Chancellor's, whose receipt of the deciding vote went out before any question of theirs.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { newGame } from '../../src/commands/new.js';
import { nominate } from '../../src/commands/nominate.js';
import { vote } from '../../src/commands/vote.js';
import { reply } from '../../src/commands/reply.js';
import { sync } from '../../src/commands/sync.js';
import { deadline } from '../../src/commands/deadline.js';
import type { Context } from '../../src/cli/context.js';
import { FIXED_SEED, scratch } from '../support/cli.js';
import { newestOf, repliedAndSynced } from '../support/local-mail.js';

const players = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

/** A game whose President (Alice, seat 1) or Chancellor (Bob, seat 2) cast the deciding Ja by mail: their receipt of it is out. */
async function decidedBy(seat: 0 | 1) {
  const cwd = scratch('chancery-deciding-receipt-');
  const ctx: Context = { now: () => new Date(), env: { ...process.env, CHANCERY_HOME: '' }, cwd, interactive: false };
  await newGame({ id: 'g', players, seed: FIXED_SEED, lang: 'en' }, ctx);
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  await vote({ game: 'g', votes: players.filter((_, s) => s !== seat).map((p) => `${p}=ja`) }, ctx);
  await reply({ game: 'g', player: players[seat], text: 'Ja' }, ctx);
  await sync({ game: 'g' }, ctx);
  const receipt = newestOf(cwd, seat, 'ack')!;
  assert.ok(receipt, 'a receipt of the deciding vote');
  return { cwd, ctx, receipt };
}

/** `text` replied to the receipt by its reader: the reply's record, the answer mailed back, and the game after. */
async function replyToReceipt(seat: 0 | 1, text: string) {
  const { cwd, ctx, receipt } = await decidedBy(seat);
  return repliedAndSynced(cwd, ctx, receipt, { text, id: '<to-the-receipt@players.invalid>', from: `seat${seat + 1}@players.invalid` });
}

test('given "Nein" replied to the receipt of the President\'s deciding Ja, nothing is discarded, the vote stands and the President is told the votes were counted, not that "Nein" is a negated discard', async () => {
  const { record, state, answer } = await replyToReceipt(0, 'Nein');
  assert.is(state.phase.name === 'legislative' && state.phase.step.name, 'president-discard');
  assert.is(record.outcome, 'too-late');
  assert.is(record.reason, 'too-late');
  assert.match(answer, /^It came after the votes were counted \(Ja 5, Nein 0: the government was elected; this seat's vote counted: Ja\), so it changes nothing\.$/m, answer);
  assert.not.match(answer, /negat/, answer);
  // The question open now is asked again.
  assert.match(answer, /Reply with the number or the name of the ONE policy to DISCARD/, answer);
});

test('given "Ja!" replied to the receipt of the President\'s deciding Ja, it is the vote already recorded, not an unreadable discard', async () => {
  const { record, state, answer } = await replyToReceipt(0, 'Ja!');
  assert.is(state.phase.name === 'legislative' && state.phase.step.name, 'president-discard');
  assert.is(record.outcome, 'already-recorded');
  assert.match(answer, /already recorded/, answer);
});

test('given "Ja, discard 1" replied to the receipt of the President\'s deciding Ja, it reads as a vote and as a discard: nothing is applied and the President is asked back', async () => {
  const { record, state, answer } = await replyToReceipt(0, 'Ja, discard 1');
  assert.is(state.phase.name === 'legislative' && state.phase.step.name, 'president-discard');
  assert.is(record.outcome, 'ambiguous');
  assert.match(answer, /You wrote: "Ja, discard 1"/, answer);
  assert.match(answer, /more than one answer/, answer);
  assert.match(answer, /Reply with the number or the name of the ONE policy to DISCARD/, answer);
});

test('given "discard 1" replied to the receipt of the President\'s deciding Ja, the discard the receipt names as the next decision is applied (kept)', async () => {
  const { record, state } = await replyToReceipt(0, 'discard 1');
  assert.is(record.outcome, 'applied');
  assert.is(state.phase.name === 'legislative' && state.phase.step.name, 'chancellor-enact');
});

test('given "thanks" replied to the receipt of the President\'s deciding Ja, nothing is applied and the discard is asked again (kept)', async () => {
  const { record, state, answer } = await replyToReceipt(0, 'thanks');
  assert.is(state.phase.name === 'legislative' && state.phase.step.name, 'president-discard');
  assert.is.not(record.outcome, 'applied');
  assert.match(answer, /Reply with the number or the name of the ONE policy to DISCARD/, answer);
});

test('given "Ja" and then "Nein" replied to the receipt of the Chancellor\'s deciding Ja, before any question of theirs: the vote already recorded, then closed', async () => {
  const again = await replyToReceipt(1, 'Ja');
  assert.is(again.record.outcome, 'already-recorded');
  assert.match(again.answer, /already recorded/, again.answer);
  const changed = await replyToReceipt(1, 'Nein');
  assert.is(changed.record.reason, 'too-late');
  assert.match(changed.answer, /^It came after the votes were counted \(Ja 5, Nein 0: the government was elected; this seat's vote counted: Ja\), so it changes nothing\.$/m, changed.answer);
});

test('given "Nein" replied to the notice that the house rule cast the President\'s deciding vote, nothing is discarded and the President is told the votes were counted, not that "Nein" is a negated discard', async () => {
  const cwd = scratch('chancery-defaulted-receipt-');
  let now = new Date('2026-12-01T10:00:00Z');
  const ctx: Context = { now: () => now, env: { ...process.env, CHANCERY_HOME: '' }, cwd, interactive: false };
  await newGame({ id: 'g', players, seed: FIXED_SEED, lang: 'en', deadline: '24h', onMissingVote: 'ja' }, ctx);
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  await vote({ game: 'g', votes: players.slice(1).map((p) => `${p}=ja`) }, ctx);
  now = new Date('2026-12-02T10:00:01Z');
  await deadline({ game: 'g', apply: true }, ctx);
  const notice = newestOf(cwd, 0, 'vote-defaulted')!;
  assert.ok(notice, 'the President is told the house rule cast their vote');
  const { record, state, all: answer } = await repliedAndSynced(cwd, ctx, notice, { text: 'Nein', id: '<to-the-notice@players.invalid>', from: 'seat1@players.invalid' });
  assert.is(state.phase.name === 'legislative' && state.phase.step.name, 'president-discard');
  assert.is(record.reason, 'too-late');
  assert.match(answer, /^It came after the votes were counted \(Ja 5, Nein 0: the government was elected; this seat's vote counted: Ja\), so it changes nothing\.$/m, answer);
  assert.not.match(answer, /negat/, answer);
});

test('given "Ja" replied to the receipt of the President\'s deciding vote on a government that fell, once the next vote is open: not the old vote "already recorded" (it would pass for the open one), but told the email asked nothing, and the open vote asked again', async () => {
  const cwd = scratch('chancery-deciding-receipt-next-vote-');
  const ctx: Context = { now: () => new Date(), env: { ...process.env, CHANCERY_HOME: '' }, cwd, interactive: false };
  await newGame({ id: 'g', players, seed: FIXED_SEED, lang: 'en' }, ctx);
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  await vote({ game: 'g', votes: players.slice(1).map((p) => `${p}=nein`) }, ctx);
  await reply({ game: 'g', player: 'Alice', text: 'Ja' }, ctx);
  await sync({ game: 'g' }, ctx);
  const receipt = newestOf(cwd, 0, 'ack')!;
  await nominate({ game: 'g', chancellor: 'Carol' }, ctx);
  const { record, state, all: answer } = await repliedAndSynced(cwd, ctx, receipt, { text: 'Ja', id: '<to-the-old-receipt@players.invalid>', from: 'seat1@players.invalid' });
  assert.ok(state.phase.name === 'election' && state.phase.votes[0] === undefined, 'no vote recorded for Alice on the open government');
  assert.is(record.reason, 'asked-nothing');
  assert.not.match(answer, /already recorded/, answer);
  assert.match(answer, /here it is again/, answer);
});

test.run();
