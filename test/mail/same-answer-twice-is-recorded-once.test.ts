// A player who sends the same answer twice (two mails saying "Ja", the President's discard sent
// again) has answered once: nothing a player sends is applied twice (docs/email.md). The second is
// recorded as received, with no engine event of its own, and the player is told it was already
// recorded, as `chancery vote` tells the moderator "Already voted so". A changed vote before the
// tally still replaces the first. `undo` then takes back the one answer that stands, and tells the
// player that every receipt of it no longer holds. Played over the local mailbox, in-process, and
// once over the real servers.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { newGame } from '../../src/commands/new.js';
import { nominate } from '../../src/commands/nominate.js';
import { vote } from '../../src/commands/vote.js';
import { discard } from '../../src/commands/discard.js';
import { reply } from '../../src/commands/reply.js';
import { sync } from '../../src/commands/sync.js';
import { undo } from '../../src/commands/undo.js';
import { openGame } from '../../src/game/open.js';
import { pending } from '../../src/engine/index.js';
import type { Context } from '../../src/cli/context.js';
import { FIXED_SEED, scratch } from '../support/cli.js';
import { accountsFor, closeGame, engineVotes, replies, syncUntil, votingGame, waitForMail } from '../support/mail-game.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

/** A seed whose first hand is Fascist, Liberal, Fascist: a card's number names one policy or the other. */
const MIXED_HAND = 'a'.repeat(64);

async function game(opts: { lang?: 'en' | 'ru'; veto?: boolean; seed?: string } = {}) {
  const cwd = scratch('chancery-same-answer-twice-');
  const ctx: Context = { now: () => new Date(), env: { ...process.env, CHANCERY_HOME: '' }, cwd, interactive: false };
  // Five Fascist policies on the track from the start: the veto is unlocked (RULES §2.7).
  await newGame({ id: 'g', players: PLAYERS, seed: opts.seed ?? FIXED_SEED, ...(opts.lang ? { lang: opts.lang } : {}), ...(opts.veto ? { ruleset: 'custom', option: ['startingFascistPolicies=5'] } : {}) }, ctx);
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  const path = join(cwd, 'games', 'g.yaml');
  const outbox = join(cwd, 'games', 'g', 'outbox');
  const seen = new Set(readdirSync(outbox));
  return {
    ctx,
    answer: (player: string, text: string) => reply({ game: 'g', player, text }, ctx),
    syncOnce: async () => (await sync({ game: 'g' }, ctx)).passes[0],
    events: () => openGame(path).log.events,
    state: () => openGame(path).state,
    /** The mail written to the outbox since the last call, oldest first. */
    newMail: async (): Promise<ParsedMail[]> => {
      const files = readdirSync(outbox).filter((f) => !seen.has(f));
      files.forEach((f) => seen.add(f));
      const mails = await Promise.all(files.map((f) => simpleParser(readFileSync(join(outbox, f)))));
      return mails.sort((a, b) => (a.date?.getTime() ?? 0) - (b.date?.getTime() ?? 0));
    },
  };
}

type Game = Awaited<ReturnType<typeof game>>;
const to = (mails: ParsedMail[], seat: number) => mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === `seat${seat + 1}@players.invalid`);
const votesOf = (g: Game, seat: number) => g.events().filter((e) => e.type === 'vote-cast' && e.seat === seat).map((e) => (e as { vote: string }).vote);

test('given Carol replies "Ja" and then "Ja" again in a later mail, her vote is recorded once and the second reply is acknowledged as already recorded', async () => {
  const g = await game();
  await g.answer('Carol', 'Ja');
  await g.syncOnce();
  await g.newMail();
  await g.answer('Carol', 'Ja');
  const pass = await g.syncOnce();
  assert.equal(votesOf(g, 2), ['ja'], 'one vote-cast for Carol');
  assert.is(pass.items.length, 1);
  assert.is.not(pass.items[0].outcome, 'applied', 'nothing was applied');
  assert.match(pass.items[0].detail ?? '', /already recorded/);
  const mail = to(await g.newMail(), 2);
  assert.is(mail.length, 1, 'one answer to the second reply');
  assert.match(mail[0].text ?? '', /Your vote Ja was already recorded/);
  assert.not.match(mail[0].subject ?? '', /not applied/i);
  // The whole report says nothing moved: no events, no post.
  assert.is(pass.decision, undefined);
  assert.is(pass.post, null);
});

test('given Carol\'s two "Ja" replies read in one batch, her vote is recorded once and she gets one receipt', async () => {
  const g = await game();
  await g.answer('Carol', 'Ja');
  await g.answer('Carol', 'ja!');
  const pass = await g.syncOnce();
  assert.equal(votesOf(g, 2), ['ja']);
  assert.equal(pass.items.map((i) => i.outcome === 'applied'), [true, false]);
  const mail = to(await g.newMail(), 2);
  assert.is(mail.length, 1, mail.map((m) => m.subject).join('; '));
  assert.match(mail[0].subject ?? '', /Received: Ja/);
});

test('given Carol replies "Ja" and then "Nein" before the tally, the Nein replaces the Ja as before', async () => {
  const g = await game();
  await g.answer('Carol', 'Ja');
  await g.syncOnce();
  await g.answer('Carol', 'Nein');
  const pass = await g.syncOnce();
  assert.equal(votesOf(g, 2), ['ja', 'nein']);
  assert.is(pass.items[0].outcome, 'applied');
});

test('given Carol\'s "Ja" twice by mail and then undo, her one vote is taken back and she is told both receipts no longer hold', async () => {
  const g = await game();
  await g.answer('Carol', 'Ja');
  await g.syncOnce();
  await g.answer('Carol', 'Ja');
  await g.syncOnce();
  await g.newMail();
  const undone = await undo({ game: 'g', yes: true }, g.ctx);
  assert.equal(undone.takenBack.map((t) => t.type), ['vote-cast']);
  const waiting = pending(g.state());
  assert.ok(waiting.kind === 'votes' && waiting.waitingFor.includes(2), 'Carol has not voted any more');
  const notice = to(await g.newMail(), 2);
  assert.is(notice.length, 1);
  const listed = (notice[0].text ?? '').split('\n').filter((l) => /^\s+- /.test(l));
  assert.is(listed.length, 2, notice[0].text);
});

test('given the moderator entered Carol=ja and then Carol replies "Ja", no second vote is recorded; undo then takes back that one vote and tells Carol', async () => {
  const g = await game();
  await vote({ game: 'g', votes: ['Carol=ja'] }, g.ctx);
  await g.answer('Carol', 'Ja');
  const pass = await g.syncOnce();
  assert.equal(votesOf(g, 2), ['ja']);
  assert.is.not(pass.items[0].outcome, 'applied');
  assert.match(to(await g.newMail(), 2)[0]?.text ?? '', /Your vote Ja was already recorded/);
  const undone = await undo({ game: 'g', yes: true }, g.ctx);
  assert.equal(undone.takenBack.map((t) => t.type), ['vote-cast']);
  assert.equal(undone.notified.map((n) => n.player), ['Carol'], 'her receipt spoke of the vote taken back');
});

test('given Carol replied "Ja" and the moderator then enters Carol=ja, the command says she already voted so and writes nothing', async () => {
  const g = await game();
  await g.answer('Carol', 'Ja');
  await g.syncOnce();
  const before = g.events().length;
  const r = await vote({ game: 'g', votes: ['Carol=ja'] }, g.ctx);
  assert.equal(r.unchanged, ['Carol']);
  assert.is(g.events().length, before);
});

async function presidentHolds(g: Game) {
  await vote({ game: 'g', votes: PLAYERS.map((p) => `${p}=ja`) }, g.ctx);
  await g.newMail();
}

test('given the President sends "discard 2" twice, one policy is discarded and the second reply is acknowledged as already recorded, not as too late', async () => {
  const g = await game({ seed: MIXED_HAND });
  await presidentHolds(g);
  await g.answer('Alice', 'discard 2');
  await g.syncOnce();
  await g.newMail();
  await g.answer('Alice', 'discard the liberal');
  const pass = await g.syncOnce();
  assert.is(g.events().filter((e) => e.type === 'president-discarded').length, 1);
  assert.is.not(pass.items[0].outcome, 'too-late');
  assert.match(pass.items[0].detail ?? '', /already recorded/);
  const mail = to(await g.newMail(), 0);
  assert.is(mail.length, 1);
  assert.not.match(mail[0].subject ?? '', /not applied/i);
  assert.match(mail[0].text ?? '', /already recorded/);
});

test('given the President sends "discard 2" twice in one batch, she gets one receipt and no NOT applied answer', async () => {
  const g = await game({ seed: MIXED_HAND });
  await presidentHolds(g);
  await g.answer('Alice', 'discard 2');
  await g.answer('Alice', 'discard 2');
  await g.syncOnce();
  assert.is(g.events().filter((e) => e.type === 'president-discarded').length, 1);
  const mail = to(await g.newMail(), 0);
  assert.equal(mail.map((m) => /Received:/.test(m.subject ?? '')), [true], mail.map((m) => m.subject).join('; '));
});

test('given the President discarded by command and then mails the same card, it is already recorded; a different card is still too late', async () => {
  const g = await game({ seed: MIXED_HAND });
  await presidentHolds(g);
  await discard({ game: 'g', policy: 'liberal' }, g.ctx);
  await g.answer('Alice', 'discard 2');
  await g.answer('Alice', 'discard 1');
  const pass = await g.syncOnce();
  assert.equal(pass.items.map((i) => i.outcome), ['already-recorded', 'too-late']);
});

test('given the President agrees to the veto in two mails, the veto is answered once and the second is acknowledged as already recorded', async () => {
  const g = await game({ veto: true });
  await presidentHolds(g);
  await discard({ game: 'g', policy: '1' }, g.ctx);
  await g.answer('Bob', 'veto');
  await g.syncOnce();
  await g.answer('Alice', 'yes, I agree');
  await g.syncOnce();
  await g.newMail();
  await g.answer('Alice', 'yes, I agree');
  const pass = await g.syncOnce();
  assert.is(g.events().filter((e) => e.type === 'veto-answered').length, 1);
  assert.match(pass.items[0].detail ?? '', /already recorded/);
  const mail = to(await g.newMail(), 0);
  assert.is(mail.length, 1);
  assert.not.match(mail[0].subject ?? '', /not applied/i);
});

test('given a Russian game, the answer to a repeated vote says it was already recorded in Russian, with no English word', async () => {
  const g = await game({ lang: 'ru' });
  await g.answer('Carol', 'за');
  await g.syncOnce();
  await g.newMail();
  await g.answer('Carol', 'за');
  const pass = await g.syncOnce();
  assert.equal(votesOf(g, 2), ['ja']);
  assert.match(pass.items[0].detail ?? '', /уже записан/);
  const [mail] = to(await g.newMail(), 2);
  assert.match(mail.subject ?? '', /Уже записано/);
  assert.match(mail.text ?? '', /уже (был )?записан/);
  // Ja and Nein are the theme's ballot words; nothing else in Latin letters but the code and the names.
  const latin = `${mail.subject}\n${mail.text}`.replace(/\[[A-Z0-9]{6}\]/g, '').match(/\b[A-Za-z]{2,}\b/g) ?? [];
  assert.equal(latin.filter((w) => !['Ja', 'Nein', ...PLAYERS].includes(w)), []);
});

test('given a voter who sends "Ja" twice over the real servers, one vote is recorded and the second mail is answered "already recorded"', async () => {
  const game = await votingGame(accountsFor(1)[0], 'twice-ja');
  try {
    const carol = game.players[2];
    const request = await waitForMail(carol, /\] Vote:/);
    await carol.replyTo(request, 'Ja');
    await syncUntil(game, 1);
    await waitForMail(carol, /\] Received: Ja/);
    await carol.replyTo(request, 'Ja');
    await syncUntil(game, 1);
    assert.equal(engineVotes(game), [{ seat: 2, vote: 'ja' }]);
    assert.equal(replies(game).map((r) => r.outcome), ['applied', 'already-recorded']);
    const again = await waitForMail(carol, /\] Already recorded: Ja/);
    assert.match(again.text, /^Your vote Ja was already recorded: nothing changed\.$/m, again.text);
  } finally {
    await closeGame(game);
  }
});

test.run();
