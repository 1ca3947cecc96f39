// `npm run mutate` (the rules engine): StrykerJS plants one bug at a time in src/engine and runs the
// engine's unit tests against each; a mutant no test notices is a rule no test pins down.
// `npm run mutate:log` does the same for src/log (stryker.log.config.mjs).
// Kept narrow for a small shared machine: only the engine unit tests, compiled once by tsc in
// Stryker's sandbox and run in one warm process by scripts/mutate/uvu-runner.mjs, so each mutant
// runs only the tests that reach it, fastest first, and stops at the first failure.
// The TypeScript checker sets aside the mutants that do not compile (a bug the compiler already
// catches is no test's job, and running them as JavaScript scores the tests on code nobody could
// ship). It type-checks the engine alone (tsconfig.mutate-engine.json), which imports nothing else.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // types.ts is included (it holds the rulesets' names and the options' values besides the types),
  // though Stryker plants nothing in its `as const` tables: a test pins them (rulesets.test.ts).
  mutate: ['src/engine/**/*.ts', '!src/engine/index.ts'],
  plugins: ['@stryker-mutator/typescript-checker', './scripts/mutate/uvu-runner.mjs'],
  testRunner: 'uvu',
  // A fifth of the property tests' random games per mutant: the rule tests do most of the killing.
  uvu: { dir: 'dist/test', pattern: '^engine/.*\\.test\\.js$', env: { CHANCERY_PROPERTY_RUNS_SCALE: '0.2' } },
  coverageAnalysis: 'perTest',
  buildCommand: 'tsc -p tsconfig.mutate.json',
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.mutate-engine.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  concurrency: 2,
  ignorePatterns: ['dist', 'games/*', '!games/examples', 'bench', 'reports', '.chancery-test'],
  incremental: true,
  incrementalFile: 'reports/mutation/engine.incremental.json',
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/engine.html' },
  jsonReporter: { fileName: 'reports/mutation/engine.json' },
  thresholds: { high: 95, low: 90, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
