// `chancery status` on a finished 10-player game against `node -e 0`, wall time of whole
// processes, median of alternating runs. Target <= 1.3x.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { finishedGameLog, scratchDir } from './fixtures.js';
import type { BenchResult } from './result.js';

const BIN = join(new URL('../..', import.meta.url).pathname, 'bin', 'chancery.js');

function wallMs(args: string[]): number {
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed: ${r.stderr}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function run(): Promise<BenchResult[]> {
  const log = finishedGameLog(scratchDir(), 10, 'status-bench');
  const runs = Number(process.env.BENCH_STATUS_RUNS ?? 21);
  wallMs([BIN, 'status', log]); // the first read of a log replays it and leaves its snapshot
  const node: number[] = [], status: number[] = [];
  for (let i = 0; i < runs; i++) {
    node.push(wallMs(['-e', '0']));
    status.push(wallMs([BIN, 'status', log]));
  }
  const ratio = median(status) / median(node);
  return [{
    name: 'status of a finished 10-player game vs node -e 0 (wall time)',
    ratio,
    target: '<= 1.3',
    met: ratio <= 1.3,
    detail: `status ${median(status).toFixed(1)} ms, node -e 0 ${median(node).toFixed(1)} ms (median of ${runs} alternating runs)`,
  }];
}
