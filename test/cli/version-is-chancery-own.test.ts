// `chancery --version` says chancery's own version, the one its package.json declares, wherever it
// runs: inside an npm script of a league's own package (npm sets npm_package_version to that
// package's version) as at a plain shell.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, runCli, scratch } from '../support/cli.js';

const declared = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

test('--version and -V print the version chancery\'s package.json declares, not the npm script\'s package\'s', () => {
  const cwd = scratch();
  for (const flag of ['--version', '-V']) {
    for (const env of [{}, { npm_package_version: '9.9.9' }] as Record<string, string>[]) {
      const r = runCli([flag], { cwd, env });
      assert.is(r.code, 0, r.stderr);
      assert.is(r.stdout, `${declared}\n`, `${flag} ${JSON.stringify(env)}`);
    }
  }
});

test.run();
