// A player who sends two replies before the moderator syncs is told what became of each that
// matters: the receipt of the one applied, and the NOT applied answer of a later one that did not
// count (docs/email.md). A President who replies "1" and then "2" must not be left believing
// nothing was applied, nor that the "2" was. Played on the real servers.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { decide } from '../../src/game/session.js';
import { syncOnce } from '../../src/game/sync.js';
import { openTransport } from '../../src/mail/transport.js';
import { gameMailDir, loadMailConfig } from '../../src/mail/config.js';
import { imapAs, waitFor, cleanupMailboxes } from '../support/mail.js';
import { accountsFor, closeGame, records, votingGame, waitForMail, type MailGame } from '../support/mail-game.js';
import type { Received } from '../support/mail-players.js';

const ACCOUNTS = accountsFor(2);

async function allVoteJa(game: MailGame): Promise<void> {
  await decide(game.path, new Date(), () => ({ decide: game.players.map((_, seat) => ({ type: 'vote-cast' as const, seat, vote: 'ja' as const })), result: null }));
}

/** Waits until the moderator's inbox holds `n` messages whose subject matches. */
async function inboxHolds(game: MailGame, subjects: RegExp, n: number): Promise<void> {
  const client = await imapAs(game.moderator);
  try {
    await waitFor(`${n} replies in the moderator's inbox`, async () => {
      let found = 0;
      for await (const m of client.fetch('1:*', { envelope: true })) if (subjects.test(m.envelope?.subject ?? '')) found++;
      return found >= n;
    });
  } finally {
    await client.logout();
  }
}

/**
 * The player's two replies, the second sent once the first is in the moderator's inbox (so they are
 * read in the order written), then one sync that reads both (on a connection of its own, which sees them all).
 */
async function twoRepliesThenSync(game: MailGame, player: MailGame['players'][number], to: Received, first: string, second: string) {
  const subject = new RegExp(`${to.subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await player.replyTo(to, first);
  await inboxHolds(game, subject, 1);
  await player.replyTo(to, second);
  await inboxHolds(game, subject, 2);
  const inbox = await openTransport(loadMailConfig(game.path, process.env), gameMailDir(game.path), process.env);
  try {
    return await syncOnce(game.ctx, game.path, inbox);
  } finally {
    await inbox.close();
  }
}

test('given a President who replies "1" and then the number of another policy before the sync, the discard of card 1 stands, and the President is sent its receipt and a NOT applied answer for the second', async () => {
  // A seed whose first hand holds both policies (FIXED_SEED's is three Fascist: every number names the same discard).
  const game = await votingGame(ACCOUNTS[0], 'twice', 'a'.repeat(64));
  try {
    await allVoteJa(game);
    const alice = game.players[0];
    const hand = await waitForMail(alice, /three .* discard one/);
    // The second names another policy than the first: the same policy again is the same discard (already recorded).
    const drawn = (records(game).find((e) => e.type === 'policies-drawn') as unknown as { cards: string[] }).cards;
    const other = String(drawn.findIndex((p) => p !== drawn[0]) + 1);
    assert.is.not(other, '0', `a hand of two policies: ${drawn}`);
    const report = await twoRepliesThenSync(game, alice, hand, '1', other);
    assert.equal(report.items.map((i) => i.outcome), ['applied', 'too-late']);
    assert.is(records(game).filter((e) => e.type === 'president-discarded').length, 1);

    const receipt = await waitForMail(alice, /\] Received:/);
    assert.match(receipt.text, /^You wrote: "1" → /m, receipt.text);
    const notApplied = await waitForMail(alice, /not applied/i);
    assert.match(notApplied.text, new RegExp(`^You wrote: "${other}"$`, 'm'));
    // (It names the discard that stands: the first reply's, a choice that cannot be changed.)
    const first = drawn[0] === 'liberal' ? 'Liberal' : 'Fascist';
    assert.match(notApplied.text, new RegExp(`^That question is closed, and the answer recorded for it stands: discarded: ${first}\\. A choice of policies \\(or a veto\\) cannot be changed by replying again\\.$`, 'm'), notApplied.text);
  } finally {
    await closeGame(game);
  }
});

test('given a voter who replies "maybe" and then "Nein" before the sync, the Nein is applied and only its receipt is sent: the doubt before it is moot', async () => {
  const game = await votingGame(ACCOUNTS[1], 'moot');
  try {
    const bob = game.players[1];
    const request = await waitForMail(bob, /\] Vote:/);
    const report = await twoRepliesThenSync(game, bob, request, 'maybe', 'Nein');
    assert.equal(report.items.map((i) => i.outcome), ['ambiguous', 'applied']);
    const receipt = await waitForMail(bob, /\] Received:/);
    assert.match(receipt.text, /^You wrote: "Nein" → /m);
    await new Promise((r) => setTimeout(r, 500));
    await bob.fetchNew();
    assert.not.ok(bob.received.some((m) => /not applied/i.test(m.subject)), 'no NOT applied answer for the doubt the Nein settled');
  } finally {
    await closeGame(game);
  }
});

test.after(() => cleanupMailboxes());

test.run();
