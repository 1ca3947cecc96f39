// Leaderboard ties: players with the same figure share its place, and the fifth place is not cut
// among players tied for it by the alphabet.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { stats } from '../../src/commands/stats.js';
import { openGame } from '../../src/game/open.js';
import { hitlerElected, leagueContext, logPath, zoneGame } from './support.js';

/** Three games of five different people each, every one won by its Fascist and Hitler (elected). */
async function league() {
  const ctx = leagueContext();
  const tables = [['Ann', 'Ben', 'Cat', 'Dan', 'Eli'], ['Fay', 'Gus', 'Hal', 'Ida', 'Jon'], ['Kim', 'Lea', 'Max', 'Ned', 'Oda']];
  let n = 1;
  for (const [i, players] of tables.entries()) {
    const id = `g${i + 1}`;
    // The first seed from n whose first President is not Hitler (hitlerElected needs one).
    for (; ; n++) {
      const roles = await zoneGame(ctx, id, players, n);
      if (roles[0] !== 'hitler') { await hitlerElected(ctx, id, players, roles); n++; break; }
      // Another seed: start the game again under the same id.
      const { rmSync } = await import('node:fs');
      rmSync(logPath(ctx, id));
    }
  }
  return { ctx, winners: tables.flatMap((players, i) => openGame(logPath(ctx, `g${i + 1}`)).state.roles!.flatMap((r, seat) => (r === 'liberal' ? [] : [players[seat]]))) };
}

test('given six players with one win each, the most-wins leaderboard ranks all six first, in the post too', async () => {
  const { ctx, winners } = await league();
  const r = await stats({}, ctx);
  assert.is(r.games.length, 3);
  // Counted by hand: two winners a game (the Fascist and Hitler), one game each: 1 of 1 for six players.
  assert.is(winners.length, 6);
  const board = r.leaderboards.find((l) => l.title === 'Most wins')!;
  assert.equal(board.rows.map((row) => row.name).sort(), [...winners].sort(), 'all six tied players are on the board');
  assert.equal(board.rows.map((row) => row.rank), [1, 1, 1, 1, 1, 1]);
  assert.ok(board.rows.every((row) => row.value === '1 of 1'));
  // The post's table numbers them as the leaderboard does.
  const section = r.post.slice(r.post.indexOf('**Most wins**'));
  const ranks = section.split('\n').filter((line) => /^\| \d/.test(line)).slice(0, 6).map((line) => line.split('|')[1].trim());
  assert.equal(ranks, ['1', '1', '1', '1', '1', '1']);
});

test.run();
