// A reply answers the question it was written about, never a later one. A message that asks
// nothing (the receipt of a vote, the notice that a reply was not applied, the role card) carries
// an answer only to the question open when it was sent; a held reply the moderator confirms
// later answers the question open when it came, and not one its sender has answered again since.
// Over the real servers: a five-player game where Alice nominated Bob (test/support/mail-game.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { decide } from '../../src/game/session.js';
import { confirmHeld } from '../../src/game/confirm.js';
import { waitFor } from '../support/mail.js';
import { accountsFor, closeGame, engineVotes, syncUntil, votingGame, waitForMail, type MailGame } from '../support/mail-game.js';
import type { SimPlayer } from '../support/mail-players.js';

const accounts = accountsFor(4);
let next = 0;
async function withGame(fn: (g: MailGame) => Promise<void>): Promise<void> {
  const game = await votingGame(accounts[next++]);
  try { await fn(game); } finally { await closeGame(game); }
}

const moderator = (g: MailGame) => ({ now: () => new Date(), env: process.env, cwd: g.cwd, interactive: false });

/** Every player votes Nein on Alice > Bob (the government fails), then Bob nominates Carol: a second vote opens. */
async function secondVote(g: MailGame): Promise<void> {
  await decide(g.path, new Date(), () => ({ decide: [0, 1, 2, 3, 4].map((seat) => ({ type: 'vote-cast' as const, seat, vote: 'nein' as const })), result: null }));
  await decide(g.path, new Date(), () => ({ decide: [{ type: 'chancellor-nominated', president: 1, chancellor: 2 }], result: null }));
}

/** Waits until `player` has received `count` messages whose subject matches. */
async function received(player: SimPlayer, subject: RegExp, count: number): Promise<void> {
  await waitFor(`${player.name} to receive ${count} × ${subject}`, async () => {
    await player.fetchNew();
    return player.received.filter((m) => subject.test(m.subject)).length >= count;
  });
}

test('given a notice about the first vote, a reply to it once a second vote is open is too late and casts nothing', () => withGame(async (g) => {
  const alice = g.players[0];
  await alice.replyTo(await waitForMail(alice, /\] Vote:/), 'maybe');
  const [asked] = await syncUntil(g, 1);
  assert.is(asked.items[0].outcome, 'ambiguous');
  const notice = await waitForMail(alice, /not applied/i);
  await secondVote(g);
  await received(alice, /\] Vote:/, 2);
  // Alice answers the old notice: she wrote about Alice > Bob, which is closed.
  await alice.replyTo(notice, 'ja');
  const [late] = await syncUntil(g, 1);
  assert.is(late.items[0].outcome, 'too-late');
  assert.equal(engineVotes(g).filter((v) => v.vote === 'ja'), [], 'no Ja was cast on Bob > Carol');
  // A receipt of a vote still counts for its own vote: Bob changes his by replying to it.
  const bob = g.players[1];
  await bob.replyTo(await waitForMail(bob, /\] Vote:/), 'ja');
  await syncUntil(g, 1);
  await bob.replyTo(await waitForMail(bob, /Received: Ja/), 'nein');
  const [changed] = await syncUntil(g, 1);
  assert.is(changed.items[0].outcome, 'applied');
  assert.equal(engineVotes(g).slice(-2), [{ seat: 1, vote: 'ja' }, { seat: 1, vote: 'nein' }]);
}));

/** Alice's vote request answered (`text`) from an address that is nobody's in the game (her work's): held for the moderator. Returns the request and the held reply's id. */
async function heldForAlice(g: MailGame, text: string): Promise<{ request: Awaited<ReturnType<typeof waitForMail>>; held: string }> {
  const [alice, , , , eve] = g.players;
  const request = await waitForMail(alice, /\] Vote:/);
  await eve.replyTo(request, text, { from: 'Alice <alice.at.work@example.org>' });
  const [pass] = await syncUntil(g, 1);
  assert.is(pass.items[0].outcome, 'held');
  return { request, held: pass.items[0].messageId };
}

/** The moderator confirms a held reply: what it says, or "applied". */
const confirming = (g: MailGame, id: string) => confirmHeld(moderator(g), g.path, id).then(() => 'applied', (e: Error) => e.message);

test('given a reply held during the first vote, confirming it once a second vote is open is refused as too late', () => withGame(async (g) => {
  const { held } = await heldForAlice(g, 'ja');
  await secondVote(g);
  assert.match(await confirming(g, held), /too late/);
  assert.is(engineVotes(g).length, 5, 'only the five Nein of the first vote');
}));

test('given a reply held, then the player answering again from their own address, confirming the held one is refused and the later answer stands', () => withGame(async (g) => {
  const { request, held } = await heldForAlice(g, 'nein');
  await g.players[0].replyTo(request, 'ja');
  await syncUntil(g, 1);
  assert.match(await confirming(g, held), /Alice answered again after this reply/);
  assert.equal(engineVotes(g), [{ seat: 0, vote: 'ja' }]);
}));

test.run();
