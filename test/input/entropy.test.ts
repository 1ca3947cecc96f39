// Random bytes for seeds, salts, reply codes and Message-IDs (src/input/entropy.ts): the requested
// number, never the same bytes twice (a pool is handed out, not re-used), and any size: past the
// pool, node:crypto's generator.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { randomBytes } from '../../src/input/entropy.js';

test('given draws of every size from 0 to 600 bytes, each has the size asked and no two 16-byte draws are alike', () => {
  const seen = new Set<string>();
  for (let n = 0; n <= 600; n++) assert.is(randomBytes(n).length, n, `${n} bytes`);
  for (let i = 0; i < 2000; i++) {
    const drawn = randomBytes(16).toString('hex');
    assert.not.ok(seen.has(drawn), `drawn twice: ${drawn}`);
    seen.add(drawn);
  }
});

test('the bytes look uniform: each bit of 64 KiB is set close to half the time', () => {
  const bytes = Buffer.concat(Array.from({ length: 256 }, () => randomBytes(256)));
  let ones = 0;
  for (const b of bytes) for (let bit = 0; bit < 8; bit++) ones += (b >> bit) & 1;
  const bits = bytes.length * 8;
  // Binomial(524288, 1/2): the standard deviation is 362 bits; 10 of them is never crossed by chance.
  assert.ok(Math.abs(ones - bits / 2) < 3620, `${ones} of ${bits} bits set`);
});

test.run();
