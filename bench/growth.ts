// Cost against the length of the game: `status`, `nominate` and `sync` (local, nothing waiting) as
// whole processes on a 10-player game of 1,000+ events against the same commands on the same kind
// of game at about event 60: the median of the ratios of alternating pairs. Target: within 10%.
// The long game is one long vote: nine players change their minds by mail a hundred times each
// (every change is a vote-cast in the log), then the vote fails and the next President nominates.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { decide } from '../src/game/session.js';
import { readLog } from '../src/log/file.js';
import { markShown } from '../src/log/unshown.js';
import type { GameEvent } from '../src/engine/index.js';
import { cli, median, pairedRatio, rekey, timed, BIN } from './startup.js';
import { scratchDir, settleOnDisk } from './fixtures.js';
import type { BenchResult } from './result.js';

const TEN = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', 'Frank', 'Gina', 'Hugo', 'Ivy', 'Jon'];
const SEED = 'cd'.repeat(32);

async function gameAtSecondNomination(cwd: string, id: string, changes: number): Promise<number> {
  cli(['new', id, '--players', ...TEN, '--seed', SEED], cwd);
  cli(['nominate', id, '2'], cwd);
  const path = join(cwd, 'games', `${id}.yaml`);
  for (let round = 0; round < changes; round++) {
    const votes: GameEvent[] = TEN.slice(0, 9).map((_, seat) => ({ type: 'vote-cast', seat, vote: round % 2 ? 'ja' : 'nein' }));
    await decide(path, new Date(), () => ({ decide: votes, result: null }));
    // Shown, as a command would after printing its report: else each write leaves its marker of a
    // write never shown, and the folder is not the one a moderator's commands leave.
    markShown();
  }
  cli(['vote', id, '--override', ...TEN.map((_, i) => `${i + 1}=nein`)], cwd);
  cli(['status', id], cwd); // the snapshot a moderator's folder has
  return readLog(path).events.length;
}

export async function run(): Promise<BenchResult[]> {
  const runs = Number(process.env.BENCH_GROWTH_RUNS ?? 9);
  const root = scratchDir();
  const cwd = join(root, 'work');
  mkdirSync(join(cwd, 'games'), { recursive: true });
  const shortEvents = await gameAtSecondNomination(cwd, 'short', 0);
  const longEvents = await gameAtSecondNomination(cwd, 'long', 110);
  cpSync(join(cwd, 'games'), join(root, 'saved'), { recursive: true });
  const restore = () => { rmSync(join(cwd, 'games'), { recursive: true, force: true }); cpSync(join(root, 'saved'), join(cwd, 'games'), { recursive: true }); settleOnDisk(root); };
  // Every timed run meets the folder as the moderator has it: a command that only reads (status,
  // and sync with nothing waiting) runs on a folder restored once and read once untimed; a command
  // that writes starts from a folder restored before every run and re-keyed (see `rekey`).
  const rows: { name: string; args: (id: string) => string[]; readOnly?: boolean }[] = [
    { name: 'status', args: (id) => ['status', id], readOnly: true },
    { name: 'nominate', args: (id) => ['nominate', id, '4'] },
    { name: 'sync (local, nothing waiting)', args: (id) => ['sync', id], readOnly: true },
  ];
  const results: BenchResult[] = [];
  for (const row of rows) {
    const short: number[] = [], long: number[] = [];
    if (row.readOnly) {
      restore();
      for (const id of ['short', 'long']) timed([BIN, ...row.args(id)], cwd);
    }
    for (let i = 0; i < runs; i++) {
      if (!row.readOnly) {
        restore();
        for (const id of ['short', 'long']) rekey(id, cwd);
        settleOnDisk(root);
      }
      // Which game goes first alternates: neither always meets the page cache the other left.
      const order = i % 2 ? ['long', 'short'] : ['short', 'long'];
      for (const id of order) (id === 'short' ? short : long).push(timed([BIN, ...row.args(id)], cwd).ms);
    }
    const { ratio, spread } = pairedRatio(long, short);
    results.push({
      name: `growth: ${row.name} at event ${longEvents} vs at event ${shortEvents} (10 players)`,
      ratio,
      target: '<= 1.1',
      met: ratio <= 1.1,
      detail: `${median(long).toFixed(0)} ms vs ${median(short).toFixed(0)} ms (median of ${runs} alternating pairs' ratios; ${spread})`,
    });
  }
  rmSync(root, { recursive: true, force: true });
  return results;
}
