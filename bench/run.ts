// `npm run bench`: runs every benchmark and prints each as a ratio against its baseline, measured
// in the same run. Benchmarks report; they do not fail the build.
import { existsSync } from 'node:fs';
import type { BenchResult } from './result.js';

const BENCHES = ['startup', 'growth', 'simulate', 'audit', 'mail-sync', 'mail-send'];

const results: BenchResult[] = [];
const only = process.argv.slice(2);
for (const name of BENCHES) {
  if (only.length && !only.includes(name)) continue;
  const file = new URL(`./${name}.js`, import.meta.url);
  if (!existsSync(file)) continue;
  process.stderr.write(`bench ${name}…\n`);
  try {
    const mod = (await import(file.href)) as { run: () => Promise<BenchResult[]> };
    for (const r of await mod.run()) {
      results.push(r);
      process.stdout.write(`${r.met ? 'MET   ' : 'MISSED'} ${r.name}: ${r.ratio.toFixed(3)} (target ${r.target}) — ${r.detail}\n`);
    }
  } catch (e) {
    process.stdout.write(`ERROR  ${name}: ${(e as Error).message}\n`);
  }
}
process.exit(0);
