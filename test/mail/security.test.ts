// Who may answer, and what a strange email does: over the real servers, each hostile or broken
// message gets its outcome in the log, and nothing is applied that should not be.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { decide } from '../../src/game/session.js';
import { syncOnce } from '../../src/game/sync.js';
import { queueRecords } from '../../src/mail/outbox.js';
import { confirmHeld } from '../../src/game/confirm.js';
import { cleanupMailboxes, sendRaw } from '../support/mail.js';
import { accountsFor, closeGame, engineVotes, records, replies, syncUntil, votingGame, waitForMail, type MailGame } from '../support/mail-game.js';

const accounts = accountsFor(11);
let next = 0;
async function withGame(fn: (g: MailGame) => Promise<void>): Promise<void> {
  const game = await votingGame(accounts[next++]);
  try { await fn(game); } finally { await closeGame(game); }
}

/** A raw message from `from` to the moderator, threaded under `inReplyTo` when given. */
function raw(opts: { from: string; to: string; subject: string; inReplyTo?: string; messageId?: string; headers?: string; body: string }): string {
  return [
    `From: ${opts.from}`,
    `To: ${opts.to}`,
    `Subject: ${opts.subject}`,
    `Message-ID: ${opts.messageId ?? `<${Math.random().toString(36).slice(2)}@client.test>`}`,
    ...(opts.inReplyTo ? [`In-Reply-To: ${opts.inReplyTo}`, `References: ${opts.inReplyTo}`] : []),
    'MIME-Version: 1.0',
    opts.headers ?? 'Content-Type: text/plain; charset=utf-8',
    '',
    opts.body,
  ].join('\r\n');
}

test('given a forged From with no reference to a prompt, the message is rejected and nothing is applied', () => withGame(async (g) => {
  const [alice, , , , eve] = g.players;
  await sendRaw(eve.box, g.moderator.address, raw({ from: `Alice <${alice.box.address}>`, to: g.moderator.address, subject: 'my vote', body: 'Ja' }));
  const [pass] = await syncUntil(g, 1);
  assert.is(pass.items[0].outcome, 'forged');
  assert.is(replies(g)[0].seat, 0);
  assert.equal(engineVotes(g), []);
}));

test('given a forged From whose code is buried deep in a long body (a mail trying a million codes), no code is taken from there and nothing is applied', () => withGame(async (g) => {
  const [alice, , , , eve] = g.players;
  const request = await waitForMail(alice, /\] Vote:/);
  const code = /\[([2-9A-HJKMNP-TV-Z]{6})\]\s*$/.exec(request.subject)![1];
  // Alice's real code after 6,000 characters of other candidates, as a sprayed mail would carry it.
  const filler = Array.from({ length: 1000 }, (_, i) => `Q${String(i).padStart(4, '2').replace(/[01]/g, '9')}X`).join(' ');
  await sendRaw(eve.box, g.moderator.address, raw({ from: `Alice <${alice.box.address}>`, to: g.moderator.address, subject: 'my vote', body: `Ja\r\n-- \r\n${filler} ${code}` }));
  const [pass] = await syncUntil(g, 1);
  assert.is(pass.items[0].outcome, 'forged');
  assert.equal(engineVotes(g), []);
}));

test("given a reply to Alice's prompt from another player's address, it is refused, naming that player, and cannot be confirmed", () => withGame(async (g) => {
  const [alice, , , , eve] = g.players;
  const request = await waitForMail(alice, /\] Vote:/);
  await sendRaw(eve.box, g.moderator.address, raw({ from: eve.box.address, to: g.moderator.address, subject: `Re: ${request.subject}`, inReplyTo: request.messageId, body: 'Nein' }));
  const [pass] = await syncUntil(g, 1);
  assert.equal([pass.items[0].outcome, pass.items[0].player], ['refused', 'Alice']);
  assert.match(pass.items[0].detail!, new RegExp(`comes from Eve's address \\(${eve.box.address}\\): a player cannot answer for another`));
  const confirm = await confirmHeld({ now: () => new Date(), env: process.env, cwd: process.cwd(), interactive: false }, g.path, pass.items[0].messageId).then(() => 'applied', (e: Error) => e.message);
  assert.match(confirm, /was not held: it was refused/);
  assert.equal(engineVotes(g), []);
}));

test("given a reply to Alice's prompt from an address that is nobody's in the game, it is held for the moderator and not applied", () => withGame(async (g) => {
  const [alice, , , , eve] = g.players;
  const request = await waitForMail(alice, /\] Vote:/);
  await sendRaw(eve.box, g.moderator.address, raw({ from: 'Alice <alice.at.work@example.org>', to: g.moderator.address, subject: `Re: ${request.subject}`, inReplyTo: request.messageId, body: 'Nein' }));
  const [pass] = await syncUntil(g, 1);
  assert.is(pass.items[0].outcome, 'held');
  assert.match(pass.items[0].detail!, /held until the moderator confirms/);
  assert.equal(engineVotes(g), []);
  // The moderator confirms it: it counts as Alice's vote, once, and Alice hears of it.
  const confirmed = await confirmHeld({ now: () => new Date(), env: process.env, cwd: process.cwd(), interactive: false }, g.path, pass.items[0].messageId);
  assert.is(confirmed.readAs, 'Nein');
  assert.equal(engineVotes(g), [{ seat: 0, vote: 'nein' }]);
  await waitForMail(alice, /Received: Nein/);
  const again = await confirmHeld({ now: () => new Date(), env: process.env, cwd: process.cwd(), interactive: false }, g.path, pass.items[0].messageId).then(() => 'applied twice', (e: Error) => e.message);
  assert.match(again, /already applied/);
}));

test('given the same reply delivered twice and replayed later, its Message-ID is applied once', () => withGame(async (g) => {
  const alice = g.players[0];
  const request = await waitForMail(alice, /\] Vote:/);
  const message = raw({ from: alice.box.address, to: g.moderator.address, subject: `Re: ${request.subject}`, inReplyTo: request.messageId, messageId: '<once-only@alice.test>', body: 'Ja' });
  await sendRaw(alice.box, g.moderator.address, message);
  await sendRaw(alice.box, g.moderator.address, message);
  await syncUntil(g, 2);
  // Alice changes her vote; then someone replays her first message.
  await alice.replyTo(request, 'nein');
  await syncUntil(g, 1);
  await sendRaw(alice.box, g.moderator.address, message);
  const [replay] = await syncUntil(g, 1);
  assert.is(replay.duplicates, 1);
  assert.is(replies(g).filter((r) => r.messageId === '<once-only@alice.test>').length, 1);
  assert.equal(engineVotes(g), [{ seat: 0, vote: 'ja' }, { seat: 0, vote: 'nein' }], 'the vote changed once and the replay changed nothing');
}));

test('given a crash after the log records a batch but before the server marks it processed, the next sync applies nothing twice', () => withGame(async (g) => {
  const alice = g.players[0];
  const request = await waitForMail(alice, /\] Vote:/);
  await alice.replyTo(request, 'ja');
  const crashing = { ...g.inbox, fetchNew: () => g.inbox.fetchNew(), send: g.inbox.send.bind(g.inbox), close: async () => undefined, markProcessed: async () => { throw new Error('crash'); } };
  let fetched = 0;
  for (let i = 0; i < 200 && !fetched; i++) {
    fetched = await syncOnce({ now: () => new Date(), env: process.env, cwd: process.cwd(), interactive: false }, g.path, crashing).then((r) => r.fetched, () => 1);
    if (!fetched) await new Promise((r) => setTimeout(r, 25));
  }
  const [again] = await syncUntil(g, 1);
  assert.is(again.duplicates, 1);
  assert.is(replies(g).length, 1);
  assert.equal(engineVotes(g), [{ seat: 0, vote: 'ja' }]);
}));

test('given the last vote is in, a reply to the closed vote request is too late and changes nothing', () => withGame(async (g) => {
  const requests = await Promise.all(g.players.map((p) => waitForMail(p, /\] Vote:/)));
  await Promise.all(g.players.map((p, i) => p.replyTo(requests[i], 'ja')));
  await syncUntil(g, 5);
  const before = records(g).filter((e) => !e.type.startsWith('message-') && e.type !== 'reply-received');
  await g.players[2].replyTo(requests[2], 'nein');
  const [late] = await syncUntil(g, 1);
  assert.is(late.items[0].outcome, 'too-late');
  const after = records(g).filter((e) => !e.type.startsWith('message-') && e.type !== 'reply-received');
  assert.equal(after, before, 'no game event was added');
  await waitForMail(g.players[2], /not applied/);
}));

test('given an ambiguous answer, it is refused with a question back and nothing is applied', () => withGame(async (g) => {
  const alice = g.players[0];
  const request = await waitForMail(alice, /\] Vote:/);
  await alice.replyTo(request, 'ja... actually nein?');
  const [pass] = await syncUntil(g, 1);
  assert.is(pass.items[0].outcome, 'ambiguous');
  assert.equal(engineVotes(g), []);
  const answer = await waitForMail(alice, /not applied/);
  assert.match(answer.text, /not certain what you meant: it asks a question/i);
  assert.ok(answer.text.includes('You wrote: "ja... actually nein?"'), answer.text);
  assert.match(answer.text, /reply with one word, Ja \(yes\) or Nein \(no\)/, 'the options again');
}));

test('given malformed messages (bad MIME, wrong charset, empty body, attachments only), each is refused and nothing is applied', () => withGame(async (g) => {
  const alice = g.players[0];
  const request = await waitForMail(alice, /\] Vote:/);
  const reply = (headers: string, body: string) => raw({ from: alice.box.address, to: g.moderator.address, subject: `Re: ${request.subject}`, inReplyTo: request.messageId, headers, body });
  const boundary = 'b0undary';
  const cases = [
    // A multipart whose boundary never appears: no part, no text.
    reply(`Content-Type: multipart/mixed; boundary="${boundary}"`, '--not-the-boundary\r\nContent-Type: text/plain\r\n\r\n'),
    // UTF-8 "да" declared as ISO-8859-1: it arrives as mojibake, which is no vote.
    reply('Content-Type: text/plain; charset=iso-8859-1\r\nContent-Transfer-Encoding: 8bit', 'да'),
    reply('Content-Type: text/plain; charset=utf-8', ''),
    reply(`Content-Type: multipart/mixed; boundary="${boundary}"`, [`--${boundary}`, 'Content-Type: application/pdf; name="vote.pdf"', 'Content-Disposition: attachment; filename="vote.pdf"', 'Content-Transfer-Encoding: base64', '', Buffer.from('%PDF-1.4 ja').toString('base64'), `--${boundary}--`, ''].join('\r\n')),
  ];
  for (const c of cases) await sendRaw(alice.box, g.moderator.address, c);
  const passes = await syncUntil(g, cases.length);
  const outcomes = passes.flatMap((p) => p.items.map((i) => i.outcome));
  assert.equal(outcomes, cases.map(() => 'refused'));
  assert.ok(replies(g).every((r) => r.reason === 'unreadable'), 'each was unreadable');
  assert.equal(engineVotes(g), []);
}));

test('given a 5 MB body under a one-word answer, the answer is read and applied once', () => withGame(async (g) => {
  const alice = g.players[0];
  const request = await waitForMail(alice, /\] Vote:/);
  const filler = Array.from({ length: 160_000 }, (_, i) => `> lorem ipsum dolor sit amet ${i}`).join('\r\n');
  assert.ok(filler.length > 5_000_000);
  await sendRaw(alice.box, g.moderator.address, raw({ from: alice.box.address, to: g.moderator.address, subject: `Re: ${request.subject}`, inReplyTo: request.messageId, body: `Nein\r\n\r\n${filler}` }));
  const [pass] = await syncUntil(g, 1);
  assert.is(pass.items[0].outcome, 'applied');
  assert.equal(engineVotes(g), [{ seat: 0, vote: 'nein' }]);
}));

test('given a player whose address does not exist, the bounce is read back and reported against that player', () => withGame(async (g) => {
  // Carol's address changes to one with no mailbox; the next message to her bounces.
  const ghost = `ghost-${Date.now()}@chancery.test`;
  await decide(g.path, new Date(), () => ({ decide: [], record: [{ type: 'contact-changed', seat: 2, email: ghost }], result: null }));
  // A reminder of her vote request goes to the new address (written as the write path queues it).
  const delivery = await decide(g.path, new Date(), (game) => ({ decide: [], record: queueRecords(game.log, game.state, [{ to: 2, kind: 'vote-request', prompt: 'votes' }], game.log.events.length, { domain: 'chancery.test', overrides: [] }), result: null }));
  assert.is(delivery.delivery?.sent, 1, 'the server accepted it');
  const [pass] = await syncUntil(g, 1);
  assert.is(pass.items[0].outcome, 'bounced');
  assert.is(pass.items[0].player, 'Carol');
  assert.match(pass.items[0].detail!, new RegExp(ghost));
}));

test.after(() => cleanupMailboxes());
test.run();
