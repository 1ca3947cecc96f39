// RULES §2.10 and §5: when the President's seat changes hands while its power is pending, the
// newcomer uses it; when the target's seat does, the power falls on the newcomer. So the
// investigator's claim is the newcomer's to make ("Xena: liberal", the player investigated), and
// the President of that government (who left before the power) is not its investigator. Seven
// players: the second Fascist policy gives an investigation.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { newGame } from '../../src/commands/new.js';
import { replace } from '../../src/commands/replace.js';
import { claim } from '../../src/commands/claim.js';
import { history } from '../../src/commands/history.js';
import { investigate } from '../../src/commands/investigate.js';
import { nominate } from '../../src/commands/nominate.js';
import { pending } from '../../src/engine/index.js';
import { openGame } from '../../src/game/open.js';
import { StateRefusal } from '../../src/errors.js';
import { leagueContext, logPath, playUntilPower, seed } from './support.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', 'Frank', 'Grace'];

/** At the investigation, the President's seat goes to Zed and another seat to Xena; Zed investigates Xena; later both seats change hands again. */
async function investigatedByNewcomers() {
  const ctx = leagueContext();
  await newGame({ id: 'iv', players: NAMES, seed: seed(7) }, ctx);
  await playUntilPower(ctx, 'iv');
  const phase = openGame(logPath(ctx, 'iv')).state.phase;
  assert.ok(phase.name === 'executive' && phase.power === 'investigate', 'an investigation is due');
  const president = phase.name === 'executive' ? phase.president : -1;
  const target = president === 3 ? 4 : 3;
  await replace({ game: 'iv', old: NAMES[president], name: 'Zed' }, ctx);
  await replace({ game: 'iv', old: NAMES[target], name: 'Xena' }, ctx);
  await investigate({ game: 'iv', target: 'Xena' }, ctx);
  await replace({ game: 'iv', old: 'Zed', name: 'Yan' }, ctx);
  await replace({ game: 'iv', old: 'Xena', name: 'Wanda' }, ctx);
  const government = openGame(logPath(ctx, 'iv')).state.governments.length;
  return { ctx, president, target, government, party: openGame(logPath(ctx, 'iv')).state.investigations[0].party };
}

test('given Zed investigated Xena after both seats changed hands, Zed\'s claim of her party is recorded as his, about Xena, with no conflict', async () => {
  const { ctx, government, party } = await investigatedByNewcomers();
  const r = await claim({ game: 'iv', player: 'Zed', what: `Xena is ${party}`, as: 'investigator' }, ctx);
  assert.equal([r.player, r.as, r.government], ['Zed', 'investigator', government]);
  assert.equal(r.claims.claims.map((c) => [c.player, c.says]), [['Zed', `Xena: ${party}`]]);
  assert.equal(r.claims.conflicts, []);
  const h = await history({ game: 'iv' }, ctx);
  assert.equal(h.governments[government - 1].claims.map((c) => [c.player, c.as, c.says]), [['Zed', 'investigator', `Xena: ${party}`]]);
});

test('given the same, history names the President who left as President, Zed as who used the power (usedBy), and Xena as its target; while it was pending, nobody as its user', async () => {
  const ctx = leagueContext();
  await newGame({ id: 'iv', players: NAMES, seed: seed(7) }, ctx);
  await playUntilPower(ctx, 'iv');
  const phase = openGame(logPath(ctx, 'iv')).state.phase;
  const president = phase.name === 'executive' ? phase.president : -1;
  const target = president === 3 ? 4 : 3;
  await replace({ game: 'iv', old: NAMES[president], name: 'Zed' }, ctx);
  await replace({ game: 'iv', old: NAMES[target], name: 'Xena' }, ctx);
  const government = openGame(logPath(ctx, 'iv')).state.governments.length;
  const pending = (await history({ game: 'iv' }, ctx)).governments[government - 1];
  assert.equal([pending.president, pending.power, pending.usedBy, pending.target], [NAMES[president], 'investigate', undefined, undefined]);
  await investigate({ game: 'iv', target: 'Xena' }, ctx);
  await replace({ game: 'iv', old: 'Zed', name: 'Yan' }, ctx);
  const used = (await history({ game: 'iv' }, ctx)).governments[government - 1];
  assert.equal([used.president, used.usedBy, used.target], [NAMES[president], 'Zed', 'Xena']);
});

test('given the same, the claim made by the seat\'s number is credited to Zed, who investigated', async () => {
  const { ctx, president, government, party } = await investigatedByNewcomers();
  const r = await claim({ game: 'iv', player: String(president + 1), what: `Xena is ${party}`, as: 'investigator', government: String(government) }, ctx);
  assert.equal([r.player, r.claims.claims[0].says], ['Zed', `Xena: ${party}`]);
});

test('given the same, a claim of the investigation by the President who left before it is refused, naming Zed as who used it (she was the President)', async () => {
  const { ctx, president, government, party } = await investigatedByNewcomers();
  try {
    await claim({ game: 'iv', player: NAMES[president], what: `Xena is ${party}`, as: 'investigator', government: String(government) }, ctx);
    assert.unreachable(`${NAMES[president]} left before the investigation`);
  } catch (e) {
    assert.instance(e, StateRefusal);
    // Not "was not the President": she was, and history names her so.
    assert.is((e as Error).message, `${NAMES[president]} did not use the power of government ${government}: Zed did`);
    assert.equal((e as StateRefusal).said, { code: 'claim-not-power-user', params: { player: NAMES[president], government, user: 'Zed' } });
  }
});

test('given the same, her claim of the investigation with no government named is refused about the government she was President of, naming Zed (not the latest government, whose President she never was)', async () => {
  const { ctx, president, government, party } = await investigatedByNewcomers();
  // The next government is nominated: the latest is no longer the investigation's.
  const next = pending(openGame(logPath(ctx, 'iv')).state);
  assert.ok(next.kind === 'nomination' && next.president !== president, 'another President nominates');
  await nominate({ game: 'iv', chancellor: String((next.kind === 'nomination' ? next.eligible[0] : 0) + 1) }, ctx);
  for (const as of ['investigator', undefined]) {
    try {
      await claim({ game: 'iv', player: NAMES[president], what: `Xena is ${party}`, as }, ctx);
      assert.unreachable(`${NAMES[president]} left before the investigation`);
    } catch (e) {
      assert.instance(e, StateRefusal);
      assert.equal((e as StateRefusal).said, { code: 'claim-not-power-user', params: { player: NAMES[president], government, user: 'Zed' } }, `--as ${as}`);
    }
  }
});

test.run();
