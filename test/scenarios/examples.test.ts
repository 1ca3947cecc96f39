// The example game shipped in games/examples/ stays a valid, verifiable log as chancery evolves.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, runCli, scratch } from '../support/cli.js';

const dir = join(ROOT, 'games', 'examples');
const examples = readdirSync(dir).filter((f) => f.endsWith('.yaml'));

test('there is at least one example game', () => {
  assert.ok(examples.length >= 1);
});

for (const file of examples) {
  test(`given the example ${file}, audit is clean, verify confirms the seed, and the game is over`, () => {
    const cwd = scratch();
    const audit = runCli(['audit', join(dir, file), '--json'], { cwd });
    assert.is(audit.code, 0, audit.stdout);
    const result = JSON.parse(audit.stdout);
    assert.ok(result.winner, 'the example is a finished game');
    const verify = runCli(['verify', join(dir, file)], { cwd });
    assert.is(verify.code, 0, verify.stdout + verify.stderr);
    assert.match(verify.stdout, /verified/);
  });
}

test.run();
