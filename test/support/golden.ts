// Golden files: outputs a person reviewed, kept beside the tests. The test run only ever reads them:
// a difference or a missing file fails. They are written by `npm run golden:update` alone (which sets
// UPDATE_GOLDEN=1), and the diff it leaves is reviewed before it is committed.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import * as assert from 'uvu/assert';
import { ROOT } from './cli.js';

export const UPDATING_GOLDEN = process.env.UPDATE_GOLDEN === '1';

/** Compares `actual` with the golden file at `path` (absolute); under `npm run golden:update`, writes it instead. */
export function matchGolden(path: string, actual: string): void {
  const name = relative(ROOT, path);
  if (UPDATING_GOLDEN) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, actual);
    return;
  }
  if (!existsSync(path)) assert.unreachable(`golden file ${name} is missing: run \`npm run golden:update\`, review the file it writes, and commit it`);
  assert.fixture(actual, readFileSync(path, 'utf8'), `${name} differs from its reviewed text (if the change is intended: \`npm run golden:update\`, review the diff, commit)`);
}
