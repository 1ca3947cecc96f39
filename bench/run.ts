// `npm run bench`: runs every benchmark and prints each as a ratio against its baseline, measured
// in the same run. Benchmarks report; they do not fail the build.
import { existsSync } from 'node:fs';
import type { BenchResult } from './result.js';
import { keepsExtraCa } from './startup.js';

const BENCHES = ['startup', 'growth', 'simulate', 'audit', 'mail-sync', 'mail-send'];

const results: BenchResult[] = [];
// Said once, first: the timed processes' environment (bench/startup.ts, timedEnv).
if (process.env.NODE_EXTRA_CA_CERTS) {
  process.stdout.write(keepsExtraCa()
    ? `NOTE   NODE_EXTRA_CA_CERTS is set and kept (BENCH_KEEP_EXTRA_CA=1): every process, node -e 0 too, first reads ${process.env.NODE_EXTRA_CA_CERTS}\n`
    : `NOTE   NODE_EXTRA_CA_CERTS is set here; the timed processes run without it (it adds the same start-up cost to every process, node -e 0 too); BENCH_KEEP_EXTRA_CA=1 keeps it\n`);
}
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
      process.stdout.write(r.reference
        ? `INFO   ${r.name}: ${r.ratio.toFixed(3)} (a reference, no target) — ${r.detail}\n`
        : `${r.met ? 'MET   ' : 'MISSED'} ${r.name}: ${r.ratio.toFixed(3)} (target ${r.target}) — ${r.detail}\n`);
    }
  } catch (e) {
    process.stdout.write(`ERROR  ${name}: ${(e as Error).message}\n`);
  }
}
process.exit(0);
