// Output piped into a reader that leaves early (`| head`): no stack trace, a clean exit.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { BIN, scratch } from '../support/cli.js';

function piped(args: string): { code: number | null; stderr: string } {
  const r = spawnSync('bash', ['-o', 'pipefail', '-c', `"${process.execPath}" "${BIN}" ${args} | head -n 1 >/dev/null`], {
    cwd: scratch(), encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', CI: 'true' },
  });
  return { code: r.status, stderr: r.stderr };
}

test('given a reader that stops after one line, help and a long simulation end quietly with exit 0', () => {
  for (const args of ['--help', 'simulate --games 2000 --seed pipe']) {
    const r = piped(args);
    assert.is(r.stderr, '', `${args}: ${r.stderr}`);
    assert.is(r.code, 0, args);
  }
});

test.run();
