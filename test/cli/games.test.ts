// Whole games at every table size and ruleset, driven as a moderator drives them (status, then the
// decision), ending clean under audit and verify. In-process through the command modules; a few
// also run through the real binary end to end.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { PublicView, RulesetName } from '../../src/engine/index.js';
import { status } from '../../src/commands/status.js';
import { audit } from '../../src/commands/audit.js';
import { verify } from '../../src/commands/verify.js';
import { history } from '../../src/commands/history.js';
import { runCli, scratch } from '../support/cli.js';
import { NAMES, SEED, createGame, nextAction, holderOf, play, scratchContext, strategy } from './drive.js';

// Every table size once, and every ruleset at least once (rebalanced where it changes something:
// 6 and 9 in-process, 7 through the binary below). Each decision costs a locked write plus mail
// queuing, so the full size x ruleset product would cost minutes; the engine's property tests
// cover random games of every size and ruleset without the CLI.
const TABLES: [number, RulesetName][] = [[5, 'secret-hitler'], [6, 'rebalanced'], [7, 'secret-russian'], [8, 'custom'], [9, 'rebalanced'], [10, 'service-rat']];

for (const [players, ruleset] of TABLES) {
  test(`given a ${players}-player ${ruleset} game, when random legal decisions are made until the end, then audit and verify pass`, async () => {
    const ctx = scratchContext();
    const extra = ruleset === 'custom' ? { option: ['deck=7/12', 'trackerReset=on-election', 'firstPresident=random'] } : {};
    await createGame(ctx, 'g', NAMES.slice(0, players), { ruleset, ...extra });
    const actions = await play(ctx, 'g', strategy('random', `${ruleset}-${players}`, { bySeat: true }));
    const end = (await status({ game: 'g' }, ctx)).view;
    assert.is(end.pending.kind, 'game-over');
    assert.ok(end.winner);
    assert.ok(actions.length > 3);
    const a = await audit({ log: 'g' }, ctx);
    assert.ok(a.ok, JSON.stringify(a.problem));
    assert.equal(a.winner, end.winner);
    const v = await verify({ log: 'g' }, ctx);
    assert.is(v.verdict, 'ok', JSON.stringify(v.mismatches));
    if (ruleset === 'custom') assert.is(v.checked!.firstPresident, true);
    const h = await history({ game: 'g' }, ctx);
    assert.is(h.governments.length, end.governments.length);
  });
}

test('given a game where the Fascists get their way, every power of the 10-player track is used and a veto is requested and refused', async () => {
  const ctx = scratchContext();
  await createGame(ctx, 'g', NAMES.slice(0, 10));
  const actions = await play(ctx, 'g', strategy('fascist', 'powers', { veto: 'request-then-refuse' }));
  const used = new Set(actions.map((a) => a.command));
  for (const command of ['investigate', 'special-election', 'execute', 'veto', 'discard', 'enact']) assert.ok(used.has(command), command);
  const end = (await status({ game: 'g' }, ctx)).view;
  assert.equal(end.winner, { winner: 'fascist', reason: 'six-fascist' });
  assert.ok((await audit({ log: 'g' }, ctx)).ok);
});

test('given a 5-player game where the Fascists get their way, the peek and two executions are used', async () => {
  const ctx = scratchContext();
  await createGame(ctx, 'g', NAMES.slice(0, 5));
  const actions = await play(ctx, 'g', strategy('fascist', 'peek'));
  assert.ok(actions.some((a) => a.command === 'peek'));
  assert.is(actions.filter((a) => a.command === 'execute').length, 2);
  assert.ok((await audit({ log: 'g' }, ctx)).ok);
});

/** Drives a game with the real binary: `status --json` (and `--as`) read, then the decision runs. */
function playWithBinary(cwd: string, game: string, seed: string): number {
  const json = (args: string[]) => {
    const r = runCli(args, { cwd });
    assert.is(r.code, 0, r.stderr);
    return JSON.parse(r.stdout);
  };
  const players = (json(['status', game, '--json']).view as PublicView).tableSize;
  const roles = Array.from({ length: players }, (_, i) => json(['status', game, '--as', String(i + 1), '--json']).view.role);
  const s = strategy('random', seed, { bySeat: true });
  let steps = 0;
  for (;;) {
    const view = json(['status', game, '--json']).view as PublicView;
    const holder = holderOf(view);
    const action = nextAction(view, holder === null ? null : json(['status', game, '--as', String(holder + 1), '--json']).view, roles, s);
    if (!action) return steps;
    const r = runCli([action.command, game, ...action.args], { cwd });
    assert.is(r.code, 0, `${action.command} ${action.args.join(' ')}: ${r.stderr}`);
    steps++;
  }
}

test('given the real binary, a whole 7-player rebalanced game is played from status --json to the end, then audit exits 0 and verify says verified', () => {
  const cwd = scratch();
  const created = runCli(['new', 'e2e', '--players', ...NAMES.slice(0, 7), '--seed', SEED, '--ruleset', 'rebalanced'], { cwd });
  assert.is(created.code, 0, created.stderr);
  assert.ok(playWithBinary(cwd, 'e2e', 'binary') > 5);
  const a = runCli(['audit', 'e2e'], { cwd });
  assert.is(a.code, 0, a.stdout + a.stderr);
  assert.match(a.stdout, /^clean/);
  const v = runCli(['verify', 'games/e2e.yaml'], { cwd });
  assert.is(v.code, 0, v.stdout + v.stderr);
  assert.match(v.stdout, /^verified/);
  const h = runCli(['history', 'e2e'], { cwd });
  assert.is(h.code, 0);
  assert.match(h.stdout, /Votes/);
});

test.run();
