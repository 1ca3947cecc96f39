// Claims about a government that `undo` took back: the thread's claims were about that government,
// not about the one nominated in its place, which takes its number.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { nominate } from '../../src/commands/nominate.js';
import { vote } from '../../src/commands/vote.js';
import { claim } from '../../src/commands/claim.js';
import { undo } from '../../src/commands/undo.js';
import { history } from '../../src/commands/history.js';
import { openGame } from '../../src/game/open.js';
import { firstGovernmentLegislated, leagueContext, logPath } from './support.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

test('given claims about a government taken back by undo, the government nominated in its place shows none of them', async () => {
  const ctx = leagueContext();
  await firstGovernmentLegislated(ctx, 1);
  await claim({ game: 'friday', player: 'Alice', what: 'FFF' }, ctx);
  await claim({ game: 'friday', player: 'Bob', what: 'FL' }, ctx);
  // Back to Alice's nomination: the enactment, the discard, the five votes and the nomination.
  while (openGame(logPath(ctx, 'friday')).state.governments.length) await undo({ game: 'friday', yes: true }, ctx);
  // Alice nominates Carol instead: government 1 is Alice > Carol, about which nobody has claimed anything.
  await nominate({ game: 'friday', chancellor: 'Carol' }, ctx);
  await vote({ game: 'friday', votes: NAMES.map((n) => `${n}=ja`) }, ctx);
  const h = await history({ game: 'friday' }, ctx);
  assert.is(h.governments[0].chancellor, 'Carol');
  assert.equal(h.governments[0].claims, [], 'Bob never was Chancellor of Alice > Carol');
  assert.equal(h.governments[0].conflicts, []);
  // A claim about the new government is shown as usual.
  await claim({ game: 'friday', player: 'Alice', what: 'FFF', government: '1' }, ctx);
  const again = await history({ game: 'friday' }, ctx);
  assert.equal(again.governments[0].claims.map((c) => [c.player, c.as, c.says]), [['Alice', 'president', 'FFF']]);
});

test.run();
