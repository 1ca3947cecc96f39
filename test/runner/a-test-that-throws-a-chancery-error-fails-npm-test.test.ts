// `npm test` is what CI trusts: a test that fails must make it exit non-zero, and say why. A test
// that throws one of chancery's own errors (a command refusing, called in the test's process) once
// broke uvu's report (the error's `details` was a method, which uvu reads as the text to print):
// the file's tests were counted neither passed nor failed, nothing was said, and uvu exited 0.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../support/cli.js';

/** `npm test`'s own script run over a folder holding one test file of `body` (a test that must pass or fail by it). */
function runnerOver(body: string) {
  const dir = mkdtempSync(join(tmpdir(), 'chancery-runner-'));
  try {
    const at = (path: string) => JSON.stringify(pathToFileURL(join(ROOT, path)).href);
    writeFileSync(join(dir, 'one.test.js'), [
      `import { test } from ${at('node_modules/uvu/dist/index.mjs')};`,
      `import { UsageError, RuleRefusal } from ${at('dist/src/errors.js')};`,
      body,
      'test.run();',
    ].join('\n'));
    const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'test.mjs')], {
      cwd: ROOT, env: { ...process.env, CHANCERY_TEST_DIR: dir, NO_COLOR: '1' }, encoding: 'utf8', timeout: 60_000,
    });
    return { code: r.status, out: r.stdout + r.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('given a test that throws a refusal of chancery\'s own, npm test exits non-zero and says the refusal', () => {
  const r = runnerOver("test('refused', () => { throw new UsageError('no player is called Alice'); });\ntest('fine', () => {});");
  assert.is.not(r.code, 0, r.out);
  assert.match(r.out, /no player is called Alice/, 'the error is reported');
  assert.match(r.out, /1 passed, 1 failed/);
});

test('given a test that throws a rule\'s refusal, npm test exits non-zero and says it', () => {
  const r = runnerOver("test('refused', () => { throw new RuleRefusal({ rule: 'term-limits', code: 'term-limited', message: 'Bob was the last Chancellor', params: {} }); });");
  assert.is.not(r.code, 0, r.out);
  assert.match(r.out, /Bob was the last Chancellor/);
});

test('given only passing tests, npm test exits 0 and counts them', () => {
  const r = runnerOver("test('a', () => {});\ntest('b', () => {});");
  assert.is(r.code, 0, r.out);
  assert.match(r.out, /2 passed, 0 failed/);
});

test.run();
