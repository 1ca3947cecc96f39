// `npm run mutate:log`: the mutation run of the game log (src/log), with the tests that exercise it
// in process: the log's own (chain: hashes and the private file; parse: reading, writing,
// appending, replaying; append-in-place: an append a crash left unfinished; times: the log's
// times; schema: every record type (and src/shape.ts, which runs it); store: the lock, migration and the seed check;
// emit: appended records as the yaml package writes them; deadlines; audit; snapshot and unchanged:
// the copies beside the log, by hash and by the log's identity) and the engine's
// property tests, which write and replay YAML logs. The log's command-line tests spawn the binary
// and are too slow to run once per mutant here. emit.test.ts reads the shared real games: the
// sandbox is told where they are (CHANCERY_SHARED).
import { fileURLToPath } from 'node:url';
import engine from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...engine,
  mutate: ['src/log/**/*.ts', 'src/shape.ts'],
  // lock.ts opens its native addon once per process, and schema.ts keeps each record type's schema
  // once built (the first check in the process would otherwise build it with whichever mutant was
  // active then): each of their mutants gets fresh modules.
  uvu: {
    ...engine.uvu,
    pattern: '^(shape|log/(append-in-place|audit|chain|deadlines|emit|layout|parse|schema|store|locate|snapshot|times|unchanged|write)|engine/properties)\\.test\\.js$',
    reloadFor: ['src/log/lock.ts', 'src/log/schema.ts'],
    env: { ...engine.uvu.env, CHANCERY_SHARED: process.env.CHANCERY_SHARED ?? fileURLToPath(new URL('../shared', import.meta.url)) },
  },
  // No TypeScript checker by default here: on the engine it did nearly all of the run's CPU work (see
  // docs/mutation-testing.md), and the log's type-check reaches three times as many files.
  // `npm run mutate:log -- --checkers typescript` adds it; it type-checks src/log and what it imports.
  checkers: [],
  tsconfigFile: 'tsconfig.mutate-log.json',
  incrementalFile: 'reports/mutation/log.incremental.json',
  htmlReporter: { fileName: 'reports/mutation/log.html' },
  jsonReporter: { fileName: 'reports/mutation/log.json' },
};
