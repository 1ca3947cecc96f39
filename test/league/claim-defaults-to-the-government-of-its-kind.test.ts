// A claim recorded without --government is about the latest government in which the player did
// what the claim tells of: "Dmitri is fascist" (the README's and `claim --help`'s example) is an
// investigation, so it belongs to the government whose President investigated, even when that
// player has sat in a government since (as Chancellor, say); likewise `--as peeker` or
// `--as investigator`.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { newGame } from '../../src/commands/new.js';
import { nominate } from '../../src/commands/nominate.js';
import { vote } from '../../src/commands/vote.js';
import { discard } from '../../src/commands/discard.js';
import { enact } from '../../src/commands/enact.js';
import { claim } from '../../src/commands/claim.js';
import { investigate } from '../../src/commands/investigate.js';
import { peek } from '../../src/commands/peek.js';
import { openGame } from '../../src/game/open.js';
import { pending, type Policy } from '../../src/engine/index.js';
import type { Context } from '../../src/cli/context.js';
import { leagueContext, logPath, seed } from './support.js';

const SEVEN = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', 'Frank', 'Grace'];
const FIVE = SEVEN.slice(0, 5);

function hand(ctx: Context, id: string): Policy[] {
  const ph = openGame(logPath(ctx, id)).state.phase;
  return ph.name === 'legislative' && 'hand' in ph.step ? ph.step.hand : [];
}

/** Alice (seat 1) presides government 1, whose Fascist policy grants `power`; `policy` is kept. */
async function firstGovernmentEnacts(ctx: Context, id: string, players: string[], policy: Policy): Promise<void> {
  await nominate({ game: id, chancellor: 'Bob' }, ctx);
  await vote({ game: id, votes: players.map((_, seat) => `${seat + 1}=ja`) }, ctx);
  const drawn = hand(ctx, id);
  const keep = drawn.indexOf(policy);
  assert.ok(keep >= 0, `the President drew a ${policy} policy`);
  await discard({ game: id, policy: String(keep === 0 ? 2 : 1) }, ctx);
  await enact({ game: id, policy: String(hand(ctx, id).indexOf(policy) + 1) }, ctx);
}

/** The game's candidate nominates `chancellor` and everyone alive votes Ja. */
async function elect(ctx: Context, id: string, chancellor: string): Promise<void> {
  await nominate({ game: id, chancellor }, ctx);
  const p = pending(openGame(logPath(ctx, id)).state);
  assert.is(p.kind, 'votes');
  await vote({ game: id, votes: p.kind === 'votes' ? p.waitingFor.map((s) => `${s + 1}=ja`) : [] }, ctx);
}

test('given an investigation and a later government with the investigator as Chancellor, "<name> is fascist" without --government is the investigation\'s claim', async () => {
  const ctx = leagueContext();
  // One Fascist policy from the start: government 1's Fascist policy fills slot 2, Investigate Loyalty at 7 players.
  await newGame({ id: 'inv', players: SEVEN, seed: seed(8), option: ['startingFascistPolicies=1'] }, ctx);
  await firstGovernmentEnacts(ctx, 'inv', SEVEN, 'fascist');
  await investigate({ game: 'inv', target: 'Dmitri' }, ctx);
  // Government 2 (Bob presides; Alice is term-limited), then government 3 (Carol) names Alice Chancellor.
  await elect(ctx, 'inv', 'Carol');
  const keep = hand(ctx, 'inv').indexOf('liberal');
  await discard({ game: 'inv', policy: String(keep === 0 ? 2 : 1) }, ctx);
  await enact({ game: 'inv', policy: String(Math.max(0, hand(ctx, 'inv').indexOf('liberal')) + 1) }, ctx);
  await elect(ctx, 'inv', 'Alice');
  const governments = openGame(logPath(ctx, 'inv')).state.governments;
  assert.is(governments.length, 3);
  assert.is(governments[2].chancellor, 0, 'Alice is the Chancellor of government 3');

  const said = await claim({ game: 'inv', player: 'Alice', what: 'Dmitri is fascist' }, ctx);
  assert.is(said.government, 1, 'the investigation was government 1\'s');
  assert.is(said.as, 'investigator');
  const asked = await claim({ game: 'inv', player: 'Alice', what: 'Dmitri is fascist', as: 'investigator' }, ctx);
  assert.is(asked.government, 1);
  // A claim of cards is still about the latest government she sat in: government 3, as Chancellor.
  const cards = await claim({ game: 'inv', player: 'Alice', what: 'FL' }, ctx);
  assert.is(cards.government, 3);
  assert.is(cards.as, 'chancellor');
});

test('given a peek and a later government with the peeker as Chancellor, --as peeker without --government is the peek\'s claim', async () => {
  const ctx = leagueContext();
  // Two Fascist policies from the start: government 1's Fascist policy fills slot 3, Policy Peek at 5 players.
  await newGame({ id: 'pk', players: FIVE, seed: seed(3), option: ['startingFascistPolicies=2'] }, ctx);
  await firstGovernmentEnacts(ctx, 'pk', FIVE, 'fascist');
  await peek({ game: 'pk' }, ctx);
  // At five players only the last Chancellor is term-limited: Bob may name Alice at once.
  const roles = openGame(logPath(ctx, 'pk')).state.roles!;
  assert.is.not(roles[0], 'hitler', 'Alice is not Hitler (her election would end the game)');
  await elect(ctx, 'pk', 'Alice');
  assert.is(openGame(logPath(ctx, 'pk')).state.governments[1].chancellor, 0, 'Alice is the Chancellor of government 2');

  const said = await claim({ game: 'pk', player: 'Alice', what: 'FFL', as: 'peeker' }, ctx);
  assert.is(said.government, 1, 'the peek was government 1\'s');
  assert.is(said.as, 'peeker');
});

test.run();
