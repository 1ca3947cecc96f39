// Runs again, alone, the mutants of a log run that timed out on the clock (not on Stryker's hit
// limit, which is a loop that no longer ends), with a generous limit: one that then ends was slow,
// not stuck. Such timeouts come from mutants loaded afresh (lock.ts in `reloadFor`, module-level
// tables): the runner then runs every test, while Stryker's time limit counts only the covering ones.
//   nice -n 10 npx stryker run scripts/mutate/timeouts.config.mjs --concurrency 1
// reads the timeouts from reports/mutation/log.json (or TIMEOUTS_FROM) and writes timeouts.json.
// Only the log's own tests run (the real games and the engine's property tests would make each
// freshly loaded mutant take minutes), so a mutant that survives here is looked at again by hand.
import { readFileSync } from 'node:fs';
import log from '../../stryker.log.config.mjs';

const report = JSON.parse(readFileSync(process.env.TIMEOUTS_FROM ?? 'reports/mutation/log.json', 'utf8'));
const ranges = [];
for (const [file, { mutants }] of Object.entries(report.files)) {
  for (const { status, statusReason, location: { start, end } } of mutants) {
    if (status === 'Timeout' && !/hit limit/.test(statusReason ?? '')) ranges.push(`${file}:${start.line}:${start.column - 1}-${end.line}:${end.column}`);
  }
}

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...log,
  mutate: ranges,
  incremental: false,
  timeoutMS: 30_000,
  uvu: { ...log.uvu, pattern: '^log/(audit|chain|deadlines|parse|schema|store)\\.test\\.js$' },
  htmlReporter: { fileName: 'reports/mutation/timeouts.html' },
  jsonReporter: { fileName: 'reports/mutation/timeouts.json' },
};
