// A vote stands from the nomination until the tally (RULES §2.3), whenever the vote request was
// sent: one sent again (`chancery dossier`, a player who lost their mail) or sent to a newcomer
// (`chancery replace` mid-vote) asks the same vote. A reply to it that says the vote the seat
// already gives is recorded as received with no engine event of its own, as a second reply to the
// first request is and as `chancery vote` says "Already voted so": nothing is applied twice
// (docs/email.md, docs/log-format.md `already-recorded`). A different vote still replaces it; the
// seat's former player's vote said again by its new player is cast, as theirs.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { newGame } from '../../src/commands/new.js';
import { nominate } from '../../src/commands/nominate.js';
import { vote } from '../../src/commands/vote.js';
import { dossier } from '../../src/commands/dossier.js';
import { replace } from '../../src/commands/replace.js';
import { reply } from '../../src/commands/reply.js';
import { sync } from '../../src/commands/sync.js';
import { openGame } from '../../src/game/open.js';
import type { Context } from '../../src/cli/context.js';
import { FIXED_SEED, scratch } from '../support/cli.js';
import { join } from 'node:path';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

async function votingGame() {
  const cwd = scratch('chancery-vote-said-again-');
  const ctx: Context = { now: () => new Date(), env: { ...process.env, CHANCERY_HOME: '' }, cwd, interactive: false };
  await newGame({ id: 'g', players: PLAYERS, seed: FIXED_SEED }, ctx);
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  const path = join(cwd, 'games', 'g.yaml');
  return {
    ctx,
    answer: (player: string, text: string) => reply({ game: 'g', player, text }, ctx),
    syncOnce: async () => (await sync({ game: 'g' }, ctx)).passes[0],
    votesOf: (seat: number) => openGame(path).log.events.filter((e) => e.type === 'vote-cast' && e.seat === seat).map((e) => (e as { vote: string }).vote),
    repliesOf: (seat: number) => openGame(path).log.events.filter((e) => e.type === 'reply-received' && e.seat === seat).map((e) => (e as { outcome: string }).outcome),
  };
}

test('given Carol voted Ja by mail and was sent her vote request again, her second "Ja" is recorded as already given, not cast again', async () => {
  const g = await votingGame();
  await g.answer('Carol', 'Ja');
  await g.syncOnce();
  await dossier({ game: 'g', player: 'Carol' }, g.ctx);
  await g.answer('Carol', 'Ja');
  const pass = await g.syncOnce();
  assert.equal(g.votesOf(2), ['ja'], 'one vote-cast for Carol');
  assert.equal(g.repliesOf(2), ['applied', 'already-recorded']);
  assert.is(pass.items[0].outcome, 'already-recorded');
});

// Not the seat's answer said again: the Ja that stands was Carol's, and Zoe's own Ja makes it
// hers (the history credits her), so it is cast, once, and the seat still gives one Ja.
test('given the moderator entered Carol\'s Ja and then she was replaced by Zoe, Zoe\'s "Ja" to her vote request is cast as hers', async () => {
  const g = await votingGame();
  await vote({ game: 'g', votes: ['Carol=ja'] }, g.ctx);
  await replace({ game: 'g', old: 'Carol', name: 'Zoe' }, g.ctx);
  await g.answer('Zoe', 'ja');
  const pass = await g.syncOnce();
  assert.equal(g.votesOf(2), ['ja', 'ja'], 'Carol\'s Ja, then Zoe\'s');
  assert.is(pass.items[0].outcome, 'applied');
  const state = openGame(join(g.ctx.cwd, 'games', 'g.yaml'));
  assert.is(state.log.events.filter((e) => e.type === 'reply-received').length, 1);
  await g.answer('Zoe', 'ja');
  assert.is((await g.syncOnce()).items[0].outcome, 'already-recorded', 'said again, it is her own vote that stands');
  assert.equal(g.votesOf(2), ['ja', 'ja']);
});

test('given Carol voted Ja and was replaced by Zoe, Zoe\'s "Nein" replaces the seat\'s vote', async () => {
  const g = await votingGame();
  await vote({ game: 'g', votes: ['Carol=ja'] }, g.ctx);
  await replace({ game: 'g', old: 'Carol', name: 'Zoe' }, g.ctx);
  await g.answer('Zoe', 'nein');
  const pass = await g.syncOnce();
  assert.equal(g.votesOf(2), ['ja', 'nein']);
  assert.is(pass.items[0].outcome, 'applied');
});

test.run();
