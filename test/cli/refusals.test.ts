// Every refusal of the decision and record commands: the exit code, a message naming the rule and
// the players, and the log byte-identical afterwards. In-process through the command modules (the
// error's exitCode is what the binary exits with); the binary itself is checked in a few cases.
import { test } from 'uvu';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import * as assert from 'uvu/assert';
import type { PlayerView, PublicView } from '../../src/engine/index.js';
import { ChanceryError } from '../../src/errors.js';
import type { Context } from '../../src/cli/context.js';
import { status } from '../../src/commands/status.js';
import { nominate } from '../../src/commands/nominate.js';
import { vote } from '../../src/commands/vote.js';
import { discard } from '../../src/commands/discard.js';
import { enact } from '../../src/commands/enact.js';
import { veto } from '../../src/commands/veto.js';
import { investigate } from '../../src/commands/investigate.js';
import { peek } from '../../src/commands/peek.js';
import { specialElection } from '../../src/commands/special-election.js';
import { execute } from '../../src/commands/execute.js';
import { undo } from '../../src/commands/undo.js';
import { history } from '../../src/commands/history.js';
import { audit } from '../../src/commands/audit.js';
import { verify } from '../../src/commands/verify.js';
import { simulate } from '../../src/commands/simulate.js';
import { runCli, scratch, readGame } from '../support/cli.js';
import { NAMES, SEED, createGame, logText, play, scratchContext, strategy } from './drive.js';

/** A card in the Secret Hitler theme's words (templates/themes/secret-hitler.yaml), as the rule errors name it. */
const card = (p: string) => ({ liberal: 'Liberal', fascist: 'Fascist' } as Record<string, string>)[p] ?? p;

/** Runs a command that must be refused; checks its exit code and message, and that the log is unchanged. */
async function refused(ctx: Context, run: () => Promise<unknown>, exit: 1 | 2, message: RegExp, game = 'g'): Promise<void> {
  const before = logText(ctx, game);
  try {
    await run();
  } catch (e) {
    assert.instance(e, ChanceryError, String(e));
    assert.is((e as ChanceryError).exitCode, exit, (e as Error).message);
    assert.match((e as Error).message, message);
    assert.is(logText(ctx, game), before, 'the log is byte-identical');
    return;
  }
  assert.unreachable('the command was accepted');
}

const view = async (ctx: Context) => (await status({ game: 'g' }, ctx)).view;
const viewAs = async (ctx: Context, seat: number) => (await status({ game: 'g', as: String(seat + 1) }, ctx)).view as PlayerView;

async function freshGame(players = 5): Promise<Context> {
  const ctx = scratchContext();
  await createGame(ctx, 'g', NAMES.slice(0, players));
  return ctx;
}

/** Plays (Fascists getting their way) until the game waits for this. */
async function reach(players: number, until: (v: PublicView) => boolean, more = {}): Promise<Context> {
  const ctx = await freshGame(players);
  await play(ctx, 'g', strategy('fascist', `reach-${players}`, more), until);
  assert.ok(until(await view(ctx)), 'the game reached the wanted point');
  return ctx;
}

const atPower = (power: string, nth = 1) => (v: PublicView) =>
  v.pending.kind === 'power' && v.pending.power === power && v.governments.filter((g) => g.power === power).length === nth;

test('given a game that waits for a power, status names the power as its theme does, not by its code', async () => {
  // Five players: the third Fascist policy gives the Policy Peek (RULES §2.10); in Service Rat, the Law Peek.
  for (const [theme, name] of [['secret-hitler', 'Policy Peek'], ['service-rat', 'Law Peek']] as const) {
    const ctx = scratchContext();
    await createGame(ctx, 'g', NAMES.slice(0, 5), { theme });
    await play(ctx, 'g', strategy('fascist', 'power-name'), atPower('peek'));
    const s = await status({ game: 'g' }, ctx);
    assert.match(s.waitingFor, new RegExp(`to use the power: ${name}$`), theme);
  }
});

test('given the game waits for a nomination, each legislative and power command is refused for its phase, naming what the game waits for', async () => {
  const ctx = await freshGame();
  const waits = /the game waits for Alice to nominate a Chancellor/;
  await refused(ctx, () => discard({ game: 'g', policy: 'fascist' }, ctx), 1, /cannot discard as President now: /);
  await refused(ctx, () => discard({ game: 'g', policy: '2' }, ctx), 1, waits);
  await refused(ctx, () => enact({ game: 'g', policy: 'liberal' }, ctx), 1, waits);
  await refused(ctx, () => veto({ game: 'g', action: 'request' }, ctx), 1, /cannot ask for a veto now/);
  await refused(ctx, () => veto({ game: 'g', action: 'agree' }, ctx), 1, /cannot answer a veto request now/);
  await refused(ctx, () => investigate({ game: 'g', target: 'Bob' }, ctx), 1, /cannot investigate now: .*Alice/);
  await refused(ctx, () => peek({ game: 'g' }, ctx), 1, /cannot peek at the policies now/);
  await refused(ctx, () => specialElection({ game: 'g', target: 'Bob' }, ctx), 1, /cannot call a special election now/);
  await refused(ctx, () => execute({ game: 'g', target: 'Bob' }, ctx), 1, /cannot execute now/);
});

test('given any game, words that are not policies, veto steps or players are usage errors that name what was expected', async () => {
  const ctx = await freshGame();
  await refused(ctx, () => discard({ game: 'g', policy: 'maybe' }, ctx), 2, /"maybe" is not a policy: write liberal or fascist/);
  await refused(ctx, () => enact({ game: 'g', policy: '' }, ctx), 2, /is not a policy/);
  await refused(ctx, () => veto({ game: 'g', action: 'please' }, ctx), 2, /"please" is not a veto step: write request .*, agree or refuse/);
  await refused(ctx, () => investigate({ game: 'g', target: 'Alcie' }, ctx), 2, /no player is called "Alcie": did you mean Alice\?/);
  await refused(ctx, () => execute({ game: 'g', target: '9' }, ctx), 2, /there is no seat 9: seats run from 1 to 5/);
  await refused(ctx, () => specialElection({ game: 'g', target: 'Zed' }, ctx), 2, /no player is called "Zed"/);
});

test('given the President holds three cards, a card not in the hand or a position past it is refused, naming the President and the hand', async () => {
  const ctx = await freshGame();
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  await vote({ game: 'g', votes: NAMES.slice(0, 5).map((n) => `${n}=ja`) }, ctx);
  const hand = (await viewAs(ctx, 0)).hand!.cards;
  await refused(ctx, () => discard({ game: 'g', policy: '4' }, ctx), 2, /President Alice holds 3 cards: name one by position 1 to 3/);
  await refused(ctx, () => discard({ game: 'g', policy: '0' }, ctx), 2, /position 1 to 3/);
  await refused(ctx, () => enact({ game: 'g', policy: '1' }, ctx), 1, /cannot enact a policy as Chancellor now: the game waits for Alice to discard/);
  if (new Set(hand).size === 1) {
    const missing = hand[0] === 'liberal' ? 'fascist' : 'liberal';
    await refused(ctx, () => discard({ game: 'g', policy: missing }, ctx), 1, new RegExp(`Alice holds ${hand.map(card).join(', ')}: there is no ${card(missing)} policy to discard`));
  }
  await discard({ game: 'g', policy: '1' }, ctx);
  const rest = (await viewAs(ctx, 1)).hand!.cards;
  await refused(ctx, () => enact({ game: 'g', policy: '3' }, ctx), 2, /Chancellor Bob holds 2 cards: name one by position 1 to 2/);
  await refused(ctx, () => discard({ game: 'g', policy: '1' }, ctx), 1, /the game waits for Bob to enact a policy/);
  await refused(ctx, () => veto({ game: 'g', action: 'request' }, ctx), 1, /the veto is unlocked by the fifth Fascist policy; 0 are enacted/);
  if (new Set(rest).size === 1) {
    const missing = rest[0] === 'liberal' ? 'fascist' : 'liberal';
    await refused(ctx, () => enact({ game: 'g', policy: missing }, ctx), 1, new RegExp(`Bob holds ${rest.map(card).join(', ')}: there is no ${card(missing)} policy to enact`));
  }
});

test('given a hand of one kind, the card not in it is refused (searching a game for such a hand)', async () => {
  const ctx = await freshGame();
  let uniform = null as string[] | null;
  await play(ctx, 'g', strategy('random', 'uniform'), async (v) => {
    if (v.pending.kind !== 'legislative' || v.pending.step !== 'president-discard') return false;
    const cards = (await viewAs(ctx, v.pending.president)).hand!.cards;
    if (new Set(cards).size === 1) uniform = cards;
    return uniform !== null;
  });
  assert.ok(uniform, 'a uniform hand came up');
  const v = await view(ctx);
  const president = v.players[(v.pending as { president: number }).president].name;
  const missing = uniform![0] === 'liberal' ? 'fascist' : 'liberal';
  await refused(ctx, () => discard({ game: 'g', policy: missing }, ctx), 1, new RegExp(`${president} holds ${uniform!.map(card).join(', ')}: there is no ${card(missing)} policy to discard \\(.*Legislative`));
});

test('given the veto is unlocked, a second request after the President refused is refused, naming both', async () => {
  const ctx = await reach(8, (v) => v.pending.kind === 'legislative' && v.pending.step === 'chancellor-enact' && v.pending.vetoAllowed);
  const p = (await view(ctx)).pending as { president: number; chancellor: number };
  const names = (await view(ctx)).players.map((x) => x.name);
  await refused(ctx, () => veto({ game: 'g', action: 'agree' }, ctx), 1, /cannot answer a veto request now/);
  await veto({ game: 'g', action: 'request' }, ctx);
  await refused(ctx, () => enact({ game: 'g', policy: '1' }, ctx), 1, new RegExp(`waits for ${names[p.president]} to answer the veto request`));
  await refused(ctx, () => veto({ game: 'g', action: 'request' }, ctx), 1, /cannot ask for a veto now/);
  await veto({ game: 'g', action: 'refuse' }, ctx);
  await refused(ctx, () => veto({ game: 'g', action: 'request' }, ctx), 1,
    new RegExp(`${names[p.president]} already refused a veto in this session: ${names[p.chancellor]} must enact a policy`));
});

test('given a second investigation on a 9-player track, investigating the same player again or oneself is refused', async () => {
  const ctx = await reach(9, atPower('investigate', 2));
  const v = await view(ctx);
  const first = v.governments.find((g) => g.power === 'investigate' && g.target !== undefined)!;
  const president = (v.pending as { president: number }).president;
  const target = v.players[first.target!].name;
  await refused(ctx, () => investigate({ game: 'g', target: target.toUpperCase() }, ctx), 1, new RegExp(`${target} was already investigated: no player is investigated twice`));
  await refused(ctx, () => investigate({ game: 'g', target: String(president + 1) }, ctx), 1, new RegExp(`${v.players[president].name} cannot use the power on themselves`));
  await refused(ctx, () => execute({ game: 'g', target: target }, ctx), 1, /cannot execute now: the game waits for .* to use the power: Investigate Loyalty/);
});

test('given a special election on a 7-player track, choosing oneself is refused', async () => {
  const ctx = await reach(7, atPower('special-election'));
  const v = await view(ctx);
  const president = v.players[(v.pending as { president: number }).president].name;
  await refused(ctx, () => specialElection({ game: 'g', target: president.toLowerCase() }, ctx), 1, new RegExp(`${president} cannot use the power on themselves`));
  await refused(ctx, () => peek({ game: 'g' }, ctx), 1, /cannot peek/);
});

test('given a second execution on a 5-player track, executing the dead player or oneself is refused', async () => {
  const ctx = await reach(5, atPower('execution', 2));
  const v = await view(ctx);
  const dead = v.players.find((p) => !p.alive)!;
  const president = v.players[(v.pending as { president: number }).president].name;
  await refused(ctx, () => execute({ game: 'g', target: dead.name }, ctx), 1, new RegExp(`${dead.name} was executed`));
  await refused(ctx, () => execute({ game: 'g', target: president }, ctx), 1, /cannot use the power on themselves/);
  await refused(ctx, () => nominate({ game: 'g', chancellor: dead.name }, ctx), 1, /cannot nominate a Chancellor now/);
});

test('given a finished game, every decision is refused because the game is over', async () => {
  const ctx = await freshGame();
  await play(ctx, 'g', strategy('random', 'over'));
  for (const run of [() => nominate({ game: 'g', chancellor: 'Bob' }, ctx), () => discard({ game: 'g', policy: '1' }, ctx), () => execute({ game: 'g', target: 'Bob' }, ctx), () => peek({ game: 'g' }, ctx)])
    await refused(ctx, run, 1, /the game is over/);
});

test('given an elected government on 7 seats, the next nomination refuses term-limited and self nominations; votes refuse bad words and doubles', async () => {
  const ctx = await freshGame(7);
  await refused(ctx, () => vote({ game: 'g', votes: ['Alice=ja'] }, ctx), 1, /cannot vote now: the game waits for Alice to nominate a Chancellor/);
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  await refused(ctx, () => vote({ game: 'g', votes: ['Alice=maybe'] }, ctx), 2, /"maybe" is not a vote: use ja or nein/);
  await refused(ctx, () => vote({ game: 'g', votes: ['Alice=ja', 'alice=nein'] }, ctx), 2, /Alice is given two votes in one command/);
  await refused(ctx, () => vote({ game: 'g', votes: ['Alice ja'] }, ctx), 2, /"Alice ja" is not a vote: write player=ja or player=nein/);
  await vote({ game: 'g', votes: NAMES.slice(0, 7).map((n) => `${n}=ja`) }, ctx);
  await discard({ game: 'g', policy: '1' }, ctx);
  await enact({ game: 'g', policy: '1' }, ctx);
  assert.is((await view(ctx)).pending.kind, 'nomination');
  await refused(ctx, () => nominate({ game: 'g', chancellor: 'alice' }, ctx), 1, /Alice is term-limited: they were the last elected President/);
  await refused(ctx, () => nominate({ game: 'g', chancellor: 'BOB' }, ctx), 1, /Bob cannot nominate themselves/);
  await refused(ctx, () => nominate({ game: 'g', chancellor: 'Carol', president: 'Dmitri' }, ctx), 1, /Dmitri is not the candidate for President: Bob is/);
});

test('given a fresh game, undo refuses to take back the deal and the opening shuffle', async () => {
  const ctx = await freshGame();
  await refused(ctx, () => undo({ game: 'g', yes: true }, ctx), 1, /no decision to take back: the deal and the opening shuffle are never taken back/);
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  await refused(ctx, () => undo({ game: 'g' }, ctx), 2, /undo would take back #\d+ Alice nominated Bob for Chancellor: there is no terminal to ask at/);
  await undo({ game: 'g', yes: true }, ctx);
  await refused(ctx, () => undo({ game: 'g', yes: true }, ctx), 1, /no decision to take back/);
});

test('given a missing log, the record commands say so and name the file', async () => {
  const ctx = scratchContext();
  for (const run of [() => history({ game: 'nope' }, ctx), () => verify({ log: 'nope' }, ctx), () => undo({ game: 'nope', yes: true }, ctx)]) {
    try { await run(); assert.unreachable(); } catch (e) {
      assert.is((e as ChanceryError).exitCode, 1);
      assert.match((e as Error).message, /nope\.yaml: no such game log/);
    }
  }
  const a = await audit({ log: 'nope' }, ctx);
  assert.is(a.ok, false);
  assert.is(a.problem!.kind, 'io');
});

test('given bad numbers, simulate and verify refuse them as usage errors', async () => {
  const ctx = await freshGame();
  await refused(ctx, () => simulate({ games: '0' }, ctx), 2, /--games takes a whole number from 1 to 1000000/);
  await refused(ctx, () => simulate({ games: '3', players: '11' }, ctx), 2, /--players takes a table size from 5 to 10/);
  await refused(ctx, () => simulate({ games: '3', ruleset: 'chess' }, ctx), 2, /unknown ruleset "chess"/);
  await refused(ctx, () => verify({ log: 'g', seed: 'xyz' }, ctx), 2, /--seed: a seed is 64 hexadecimal digits/);
});

test('given the real binary, refusals exit 1 (rules) or 2 (usage) with the message on stderr and the log unchanged', () => {
  const cwd = scratch();
  assert.is(runCli(['new', 'g', '--players', ...NAMES.slice(0, 5), '--seed', SEED], { cwd }).code, 0);
  const before = readGame(cwd, 'g');
  const rule = runCli(['discard', 'g', 'fascist'], { cwd });
  assert.is(rule.code, 1);
  assert.match(rule.stderr, /error: cannot discard as President now: the game waits for Alice to nominate a Chancellor/);
  const usage = runCli(['veto', 'g', 'maybe'], { cwd });
  assert.is(usage.code, 2);
  assert.match(usage.stderr, /"maybe" is not a veto step/);
  const json = runCli(['execute', 'g', 'Bob', '--json'], { cwd });
  assert.is(json.code, 1);
  assert.is(JSON.parse(json.stdout).error.code, 'wrong-phase');
  // Nothing decided yet: undo is refused by the game as it stands, not by its command line.
  const undone = runCli(['undo', 'g'], { cwd });
  assert.is(undone.code, 1);
  assert.is(readGame(cwd, 'g'), before);
});

test('given a game without contacts whose private file was deleted (its mail records still commit to it), a decision through the binary is refused naming the file, and nothing is written or sent', () => {
  const cwd = scratch();
  assert.is(runCli(['new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dave', 'Eve'], { cwd }).code, 0);
  const games = join(cwd, 'games');
  rmSync(join(games, 'g', 'private.jsonl'));
  const before = readGame(cwd, 'g');
  const outbox = readdirSync(join(games, 'g', 'outbox')).sort();
  const r = runCli(['nominate', 'g', 'Bob'], { cwd });
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stderr, /the private file .*private\.jsonl \(the players' addresses and the mail records\) is missing: restore it from a backup/);
  assert.is(readGame(cwd, 'g'), before);
  assert.equal(readdirSync(join(games, 'g', 'outbox')).sort(), outbox);
  assert.not.ok(existsSync(join(games, 'g', 'private.jsonl')), 'no new private file holding only the new entries');
});

test.run();
