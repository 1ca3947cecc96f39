// RULES §5: a seat may change hands; what a player said in the thread stays theirs. A claim is
// about a government, so it is the claim of whoever held the seat in it: the leaver, named by name
// after they left, is the one who speaks for a government they sat in; the newcomer, who did not
// sit in it, is refused with who did. The record line and the claim's report name the same person
// that history and the claims post credit.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { newGame } from '../../src/commands/new.js';
import { replace } from '../../src/commands/replace.js';
import { claim } from '../../src/commands/claim.js';
import { history } from '../../src/commands/history.js';
import { openGame } from '../../src/game/open.js';
import { StateRefusal } from '../../src/errors.js';
import { firstGovernmentLegislated, investigateAnother, leagueContext, logPath, playUntilPower, seed } from './support.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

/** Government 1 (Alice > Bob) legislated, then Alice's seat taken over by Zoe. */
async function presidentLeft() {
  const ctx = leagueContext();
  await firstGovernmentLegislated(ctx, 5);
  await replace({ game: 'friday', old: 'Alice', name: 'Zoe' }, ctx);
  return ctx;
}

test('given the President of government 1 left, her claim about it, by her name, is recorded as hers', async () => {
  const ctx = await presidentLeft();
  const r = await claim({ game: 'friday', player: 'Alice', what: 'FFL' }, ctx);
  assert.equal([r.player, r.as, r.government], ['Alice', 'president', 1]);
  assert.equal(r.claims.claims.map((c) => [c.player, c.as]), [['Alice', 'president']]);
  const h = await history({ game: 'friday' }, ctx);
  assert.equal(h.governments[0].claims.map((c) => [c.player, c.as, c.says]), [['Alice', 'president', 'FFL']]);
});

test('given the seat taken over after government 1, a claim by its newcomer about government 1 is refused, naming who was President then', async () => {
  const ctx = await presidentLeft();
  try {
    await claim({ game: 'friday', player: 'Zoe', what: 'FFL', government: '1' }, ctx);
    assert.unreachable('Zoe did not sit in government 1');
  } catch (e) {
    assert.instance(e, StateRefusal);
    assert.match((e as Error).message, /Zoe was not the President of government 1: Alice was/);
  }
  try {
    await claim({ game: 'friday', player: 'Zoe', what: 'FFL' }, ctx);
    assert.unreachable('Zoe sat in no government');
  } catch (e) {
    assert.instance(e, StateRefusal);
    assert.match((e as Error).message, /Zoe was not the President of government 1: Alice was/);
  }
  try {
    await claim({ game: 'friday', player: 'Zoe', what: 'FF', as: 'chancellor', government: '1' }, ctx);
    assert.unreachable('seat 1 was not the Chancellor\'s');
  } catch (e) {
    assert.instance(e, StateRefusal);
    assert.match((e as Error).message, /Zoe was not the Chancellor of government 1: Bob was/);
  }
});

test('given the seat named by its number, the claim about government 1 is credited to who held the seat then, in its report and in the record lines that name it later', async () => {
  const ctx = await presidentLeft();
  const { runCli } = await import('../support/cli.js');
  const cli = (...args: string[]) => runCli(args, { cwd: ctx.cwd, env: { CHANCERY_HOME: ctx.cwd } });
  assert.is(cli('nominate', 'friday', 'Carol').code, 0);
  const out = cli('claim', 'friday', '1', 'FFL', '--government', '1');
  assert.is(out.code, 0, out.stderr);
  assert.match(out.stdout, /claim recorded: Alice \(President of government 1\)/);
  assert.not.match(out.stdout, /Zoe/);
  // undo takes the nomination back and names the claim recorded after it, which stays.
  const undone = cli('undo', 'friday', '--yes');
  assert.is(undone.code, 0, undone.stderr);
  assert.match(undone.stdout + undone.stderr, /Alice claims as President of government 1: FFL/);
  assert.not.match(undone.stdout + undone.stderr, /Zoe claims/);
});


/** A 7-player game at its investigation (the second Fascist policy), the President investigating another seat. */
async function investigated() {
  const ctx = leagueContext();
  const seven = [...NAMES, 'Frank', 'Grace'];
  await newGame({ id: 'big', players: seven, seed: seed(8) }, ctx);
  await playUntilPower(ctx, 'big');
  const { president, target } = await investigateAnother(ctx, 'big', 'the second Fascist policy gives an investigation at 7 players');
  return { ctx, seven, president, target, government: openGame(logPath(ctx, 'big')).state.governments.length };
}

test('given an investigation claimed by name, then the investigated seat taken over, the claim still reads as about who was investigated, with no conflict', async () => {
  const { ctx, seven, president, target, government } = await investigated();
  await claim({ game: 'big', player: seven[president], what: `${seven[target]} is fascist` }, ctx);
  await replace({ game: 'big', old: seven[target], name: 'Yan' }, ctx);
  const h = await history({ game: 'big' }, ctx);
  const g = h.governments[government - 1];
  assert.equal(g.claims.map((c) => [c.player, c.as, c.says]), [[seven[president], 'investigator', `${seven[target]}: fascist`]]);
  assert.equal(g.conflicts, [], 'the investigated player was the one claimed about');
});

test('given the investigated seat taken over, the investigator may still claim the result by the investigated player\'s name; another name is a conflict naming who was investigated then', async () => {
  const { ctx, seven, president, target, government } = await investigated();
  await replace({ game: 'big', old: seven[target], name: 'Yan' }, ctx);
  const honest = await claim({ game: 'big', player: seven[president], what: `${seven[target]} is liberal` }, ctx);
  assert.is(honest.as, 'investigator');
  assert.is(honest.government, government);
  assert.equal(honest.claims.conflicts, []);
  const bystander = seven.findIndex((_, seat) => seat !== president && seat !== target);
  const wrong = await claim({ game: 'big', player: seven[president], what: `${seven[bystander]} is liberal` }, ctx);
  assert.equal(wrong.claims.conflicts, [`${seven[president]} claims a result for ${seven[bystander]}, but ${seven[target]} was the one investigated`]);
});

test.run();
