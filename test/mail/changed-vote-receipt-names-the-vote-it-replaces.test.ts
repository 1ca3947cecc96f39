// A vote may be changed until the tally (RULES.md; docs/email.md). The player who changes it is
// told, in the receipt, that the new vote replaces the earlier one, and which it was: the
// moderator's report is not the only place that says so. A first vote's receipt and the receipt of
// a vote said again stay as they were. The receipt comes from the reply's record, so a held reply
// the moderator confirms (`chancery mail confirm`) says it the same way as one sync applied.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ParsedMail } from 'mailparser';
import { newGame } from '../../src/commands/new.js';
import { nominate } from '../../src/commands/nominate.js';
import { reply } from '../../src/commands/reply.js';
import { sync } from '../../src/commands/sync.js';
import { vote } from '../../src/commands/vote.js';
import { mailConfirm } from '../../src/commands/mail-confirm.js';
import type { Context } from '../../src/cli/context.js';
import { FIXED_SEED, scratch } from '../support/cli.js';
import { mailedReply, newestOf, outboxFromNow } from '../support/local-mail.js';
import { accountsFor, closeGame, replies, syncUntil, votingGame, waitForMail } from '../support/mail-game.js';

test('given Carol votes Ja and then Nein over the real servers, the receipt of her Nein says it replaces her earlier Ja', async () => {
  const game = await votingGame(accountsFor(1)[0], 'changed');
  try {
    const carol = game.players[2];
    const request = await waitForMail(carol, /\] Vote:/);
    await carol.replyTo(request, 'Ja');
    await syncUntil(game, 1);
    const first = await waitForMail(carol, /\] Received: Ja/);
    assert.not.match(first.text, /replaces|earlier vote/, 'a first vote replaces nothing');
    await carol.replyTo(request, 'Nein');
    await syncUntil(game, 1);
    assert.equal(replies(game).map((r) => r.outcome), ['applied', 'applied']);
    const second = await waitForMail(carol, /\] Received: Nein/);
    assert.match(second.text, /^It replaces your earlier vote: Ja\.$/m, second.text);
  } finally {
    await closeGame(game);
  }
});

async function localGame(lang: 'en' | 'ru') {
  const cwd = scratch('chancery-changed-vote-');
  const ctx: Context = { now: () => new Date(), env: { ...process.env, CHANCERY_HOME: '' }, cwd, interactive: false };
  await newGame({ id: 'g', players: ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], seed: FIXED_SEED, lang }, ctx);
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  const newMail = outboxFromNow(cwd);
  return {
    ctx,
    /** Carol's words from an address that is not hers, threaded under her vote request: held by sync. */
    fromElsewhere: (text: string, id: string) => mailedReply(cwd, newestOf(cwd, 2, 'vote-request')!, { text, id, from: 'carol.at.work@example.org' }),
    answer: (text: string) => reply({ game: 'g', player: 'Carol', text }, ctx),
    syncOnce: () => sync({ game: 'g' }, ctx),
    /** Carol's mail written to the outbox since the last call. */
    carolsNewMail: async (): Promise<ParsedMail[]> => {
      const mails = await newMail();
      return mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === 'seat3@players.invalid');
    },
  };
}

test('in a Russian game, the receipt of a changed vote says in Russian which vote it replaces; a vote said again keeps its own receipt', async () => {
  const g = await localGame('ru');
  await g.answer('Nein');
  await g.syncOnce();
  const [first] = await g.carolsNewMail();
  assert.not.match(first.text ?? '', /заменяет/, 'a first vote replaces nothing');
  await g.answer('Ja');
  await g.syncOnce();
  const [second] = await g.carolsNewMail();
  assert.match(second.text ?? '', /^Он заменяет ваш прежний голос: Nein\.$/m, second.text);
  await g.answer('Ja');
  await g.syncOnce();
  const [again] = await g.carolsNewMail();
  assert.match(again.text ?? '', /уже был записан/);
  assert.not.match(again.text ?? '', /заменяет/, 'a vote said again replaces nothing');
});

test('given Carol=ja entered by the moderator, her held "Nein" confirmed by the moderator gets a receipt that says it replaces the Ja the moderator entered', async () => {
  const g = await localGame('en');
  await vote({ game: 'g', votes: ['Carol=ja'] }, g.ctx);
  await g.carolsNewMail();
  await g.fromElsewhere('Nein', '<held-nein@example.org>');
  assert.equal((await g.syncOnce()).passes[0].items.map((i) => i.outcome), ['held']);
  await mailConfirm({ game: 'g', messageId: '<held-nein@example.org>' }, g.ctx);
  const receipt = (await g.carolsNewMail()).find((m) => /Received: Nein/.test(m.subject ?? ''));
  assert.ok(receipt, 'a receipt of the confirmed Nein');
  // (Carol=ja was the moderator's entry, not a vote she mailed: the receipt says whose entry it replaces.)
  assert.match(receipt!.text ?? '', /^It replaces the vote the moderator had entered for you: Ja\.$/m, receipt!.text);
});

test.run();
