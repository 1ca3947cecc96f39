// A mail's plain-text and HTML versions are one draft written twice: a reply is applied only when
// both read as the same certain answer. Where one is certain and the other is negated, a joke or
// another answer, the player is asked back and shown both; the signature a client marks in its
// HTML (Gmail's div.gmail_signature, Outlook's div#Signature) is taken out of its text part too,
// so that the stricter rule does not ask back real replies whose text part carries the signature.
// Over the real servers: a five-player game where Alice nominated Bob (test/support/mail-game.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { confirmHeld } from '../../src/game/confirm.js';
import { ROOT } from '../support/cli.js';
import { sendRaw } from '../support/mail.js';
import { accountsFor, closeGame, engineVotes, replies, syncUntil, votingGame, waitForMail, type MailGame } from '../support/mail-game.js';

const accounts = accountsFor(3);
let next = 0;
async function withGame(fn: (g: MailGame) => Promise<void>): Promise<void> {
  const game = await votingGame(accounts[next++]);
  try { await fn(game); } finally { await closeGame(game); }
}

/** A fixture mail of a real client's layout, its headers made those of a reply to this game's message. */
function asReply(fixture: string, o: { from: string; to: string; subject: string; inReplyTo: string; id: string }): string {
  const text = readFileSync(join(ROOT, 'test', 'mail', 'fixtures', fixture), 'utf8').replace(/\r?\n/g, '\r\n');
  const split = text.indexOf('\r\n\r\n');
  const kept = text.slice(0, split).replace(/\r\n[ \t]+/g, ' ').split('\r\n')
    .filter((h) => !/^(from|to|subject|message-id|in-reply-to|references):/i.test(h));
  return [`From: ${o.from}`, `To: ${o.to}`, `Subject: Re: ${o.subject}`, `Message-ID: ${o.id}`, `In-Reply-To: ${o.inReplyTo}`, `References: ${o.inReplyTo}`, ...kept].join('\r\n') + text.slice(split);
}

test('given Gmail and iOS replies whose plain text says Ja and whose HTML says "I will not vote Ja" or "Just kidding: nein", they are asked back, shown both, and no vote is cast', () => withGame(async (g) => {
  const [alice, bob] = g.players;
  const toAlice = await waitForMail(alice, /\] Vote:/);
  const toBob = await waitForMail(bob, /\] Vote:/);
  await sendRaw(alice.box, g.moderator.address, asReply('parts/gmail_not.eml', { from: `Alice <${alice.box.address}>`, to: g.moderator.address, subject: toAlice.subject, inReplyTo: toAlice.messageId, id: '<parts-not@alice.test>' }));
  await sendRaw(bob.box, g.moderator.address, asReply('parts/ios_kidding.eml', { from: `Bob <${bob.box.address}>`, to: g.moderator.address, subject: toBob.subject, inReplyTo: toBob.messageId, id: '<parts-kidding@bob.test>' }));
  const items = (await syncUntil(g, 2)).flatMap((p) => p.items);
  assert.equal(items.map((i) => [i.player, i.outcome]).sort(), [['Alice', 'ambiguous'], ['Bob', 'ambiguous']]);
  assert.equal(engineVotes(g), [], 'no vote is cast');
  const answer = await waitForMail(alice, /not applied/i);
  assert.match(answer.text, /You wrote: "Ja \/ I will not vote Ja"/);
  assert.match(answer.text, /plain-text and HTML versions say different things/);
}));

test('given a Gmail reply whose signature holds a phrase ("No rest for the wicked") and an Outlook one whose signature holds "No surrender", each is applied: the signature is no word of the reply in either version', () => withGame(async (g) => {
  const [, , carol, dave] = g.players;
  const toCarol = await waitForMail(carol, /\] Vote:/);
  const toDave = await waitForMail(dave, /\] Vote:/);
  await sendRaw(carol.box, g.moderator.address, asReply('clients/gmail_signature_nodash.eml', { from: `Carol <${carol.box.address}>`, to: g.moderator.address, subject: toCarol.subject, inReplyTo: toCarol.messageId, id: '<sig-gmail@carol.test>' }));
  await sendRaw(dave.box, g.moderator.address, asReply('clients/outlook_web_signature.eml', { from: `Dave <${dave.box.address}>`, to: g.moderator.address, subject: toDave.subject, inReplyTo: toDave.messageId, id: '<sig-outlook@dave.test>' }));
  const items = (await syncUntil(g, 2)).flatMap((p) => p.items);
  assert.equal(items.map((i) => [i.player, i.outcome]).sort(), [['Carol', 'applied'], ['Dmitri', 'applied']].sort());
  assert.equal(engineVotes(g).sort((a, b) => a.seat - b.seat), [{ seat: 2, vote: 'ja' }, { seat: 3, vote: 'nein' }]);
}));

test('given a reply held for the moderator (another address) whose two versions disagree, it holds no answer to confirm', () => withGame(async (g) => {
  const [alice, , , , eve] = g.players;
  const request = await waitForMail(alice, /\] Vote:/);
  await sendRaw(eve.box, g.moderator.address, asReply('parts/gmail_not.eml', { from: 'Alice <alice.at.work@example.org>', to: g.moderator.address, subject: request.subject, inReplyTo: request.messageId, id: '<parts-held@alice.test>' }));
  const [pass] = await syncUntil(g, 1);
  assert.is(pass.items[0].outcome, 'held');
  assert.is(replies(g)[0].readAs, undefined, 'no answer is recorded for the moderator to confirm');
  const confirm = await confirmHeld({ now: () => new Date(), env: process.env, cwd: process.cwd(), interactive: false }, g.path, pass.items[0].messageId).then(() => 'applied', (e: Error) => e.message);
  assert.match(confirm, /holds no answer that could be read/);
  assert.equal(engineVotes(g), [], 'no vote is cast');
}));

test.run();
