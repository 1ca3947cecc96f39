// `chancery audit` of many logs in one call, as whole processes: 100 real games against one
// (median of alternating runs; target <= 6x), and all the shared real games imported twice (922
// logs with the 454 shared ones, two folders) in one call (target <= 2 s of wall time).
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { availableParallelism, loadavg } from 'node:os';
import { realGameLogs, scratchDir } from './fixtures.js';
import { BIN, median, ratioRange, timed } from './startup.js';
import type { BenchResult } from './result.js';

const JSONL = resolve(new URL('../..', import.meta.url).pathname, '..', 'shared', 'real-games', 'secrethitler-io-games.jsonl');

export async function run(): Promise<BenchResult[]> {
  if (!existsSync(JSONL)) throw new Error(`the shared real games are not at ${JSONL}`);
  const runs = Number(process.env.BENCH_AUDIT_RUNS ?? 5);
  const root = scratchDir();
  const first = join(root, 'a');
  mkdirSync(first);
  const logs = realGameLogs(first, JSONL);
  cpSync(first, join(root, 'b'), { recursive: true });
  const hundred = join(root, 'hundred');
  mkdirSync(hundred);
  for (const name of readdirSync(first).filter((n) => n.endsWith('.yaml')).sort().slice(0, 100)) cpSync(join(first, name), join(hundred, name));
  const one = join(hundred, readdirSync(hundred).sort()[0]);
  const audit = (args: string[]) => {
    const r = timed([BIN, 'audit', ...args], root);
    if (r.status !== 0) throw new Error(`audit ${args.join(' ')} exited ${r.status}: ${r.stderr.slice(0, 500)}`);
    return r.ms;
  };
  audit([one]);
  const single: number[] = [], many: number[] = [], all: number[] = [];
  for (let i = 0; i < runs; i++) {
    single.push(audit([one]));
    many.push(audit([hundred]));
  }
  for (let i = 0; i < 3; i++) all.push(audit([first, join(root, 'b')]));
  rmSync(root, { recursive: true, force: true });
  const ratio = median(many) / median(single);
  const total = median(all) / 1000;
  return [
    { name: 'audit: 100 logs in one call vs one log (whole processes)', ratio, target: '<= 6', met: ratio <= 6, detail: `100 logs ${median(many).toFixed(0)} ms, one log ${median(single).toFixed(0)} ms (median of ${runs} alternating runs; each pair's own ratio ${ratioRange(many, single)})` },
    { name: `audit: ${logs.length * 2} logs (the shared real games imported twice) in one call, seconds`, ratio: total, target: '<= 2 s', met: total <= 2, detail: `median of 3 runs ${median(all).toFixed(0)} ms; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores` },
  ];
}
