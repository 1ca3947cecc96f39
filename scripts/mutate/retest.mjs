// Drops from a Stryker incremental file the results that must not be reused, so the next run tests
// those mutants again:
// - a run that ended in an error says nothing about the tests (a broken environment, a module that
//   would not load), so it must not outlive the run that met it;
// - a mutant in module-level code (static) that was not killed: Stryker reuses its result until a
//   test covering it changes, but a static mutant's coverage is not recorded per test, so a new test
//   never counts as covering it and it would stay "survived" for good. There are few of them.
// - a mutant not killed in a file named after the report (the runner's `reloadFor` files, whose
//   code runs once per module): its coverage was recorded against whichever test ran it first.
// Usage: node retest.mjs <incremental.json> [source file...]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const [file, ...reloaded] = process.argv.slice(2);
if (file && existsSync(file)) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const settled = (m) => m.status === 'Killed' || m.status === 'Timeout' || (!m.static && m.status !== 'RuntimeError' && m.status !== 'CompileError');
  let dropped = 0;
  for (const [name, result] of Object.entries(report.files ?? {})) {
    const again = reloaded.some((f) => name.endsWith(f));
    const kept = result.mutants.filter((m) => settled(m) && !(again && m.status !== 'Killed' && m.status !== 'Timeout'));
    dropped += result.mutants.length - kept.length;
    result.mutants = kept;
  }
  if (dropped) {
    writeFileSync(file, JSON.stringify(report));
    console.log(`${file}: ${dropped} mutant(s) (run errors, module-level survivors, survivors of freshly loaded files) will be tested again`);
  }
}
