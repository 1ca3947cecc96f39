// SHA-256 and HMAC-SHA-256 in WebAssembly (src/engine/sha256.ts) against the standards' own test
// vectors (FIPS 180-4's examples, RFC 4231) and against node:crypto, an independent implementation,
// on every length around the block and chunk boundaries; and engine/digest.ts, which hands work to
// node:crypto past a budget, gives the same digests on both sides of it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { MODULE_BASE64, hmacSha256, moduleBytes, sha256, sha256Hex } from '../../src/engine/sha256.js';
import * as digest from '../../src/engine/digest.js';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const nodeSha256 = (...parts: (string | Uint8Array)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

test('the module the hash runs is the one the emitter writes from the standard\'s steps', () => {
  const emitted = Buffer.from(moduleBytes()).toString('base64');
  assert.is(MODULE_BASE64, emitted, `the emitter changed: set MODULE_BASE64 in src/engine/sha256.ts to\n${emitted}`);
});

test('the FIPS 180-4 examples: "abc", the empty message, the two-block 448-bit message, a million "a"', () => {
  assert.is(hex(sha256('abc')), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  assert.is(hex(sha256('')), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  assert.is(hex(sha256('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')), '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
  assert.is(hex(sha256('a'.repeat(1_000_000))), 'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
});

test('RFC 4231 test cases 1, 2 and 6 (a key longer than the block)', () => {
  assert.is(hex(hmacSha256(Buffer.alloc(20, 0x0b), 'Hi There')), 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7');
  assert.is(hex(hmacSha256(Buffer.from('Jefe'), 'what do ya want for nothing?')), '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  assert.is(hex(hmacSha256(Buffer.alloc(131, 0xaa), 'Test Using Larger Than Block-Size Key - Hash Key First')), '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54');
});

test('every length from 0 to 300 bytes, and around the 64,512-byte chunk the memory takes, as node:crypto hashes them', () => {
  const source = Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 131 + (i >> 8)) & 0xff));
  const lengths = [...Array.from({ length: 301 }, (_, n) => n), 64_447, 64_448, 64_511, 64_512, 64_513, 64_575, 64_576, 129_024, 129_025, 200_000];
  for (const n of lengths) {
    assert.is(hex(sha256(source.subarray(0, n))), nodeSha256(source.subarray(0, n)), `${n} bytes`);
    // The same bytes as text (latin1 letters, one or two UTF-8 bytes each): encoded into the module's memory when they fit.
    const text = source.subarray(0, n).toString('latin1');
    assert.is(sha256Hex(text), nodeSha256(text), `${n} letters`);
  }
});

test('text is hashed as UTF-8, and parts as their concatenation (any split)', () => {
  fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), fc.nat(), (text, cut) => {
    assert.is(hex(sha256(text)), nodeSha256(text));
    assert.is(sha256Hex(text), nodeSha256(text));
    // Parts of text, the second landing after bytes already waiting in the module's memory.
    assert.is(sha256Hex(text, text), nodeSha256(text, text));
    const bytes = Buffer.from(text);
    const at = bytes.length ? cut % (bytes.length + 1) : 0;
    assert.is(hex(sha256(bytes.subarray(0, at), bytes.subarray(at))), nodeSha256(bytes));
  }), { numRuns: 300 });
});

test('HMAC with keys and messages of any length agrees with node:crypto', () => {
  fc.assert(fc.property(fc.uint8Array({ maxLength: 150 }), fc.string({ maxLength: 300 }), (key, message) => {
    assert.is(hex(hmacSha256(key, message)), createHmac('sha256', key).update(message).digest('hex'));
  }), { numRuns: 300 });
});

test('digest.ts gives node:crypto\'s digests before and after it hands over to node:crypto', () => {
  const texts = Array.from({ length: 40 }, (_, i) => `event ${i} ${'é'.repeat(i * 97)}`);
  const key = Buffer.from('seed');
  let hashed = 0;
  // Past the budget by a margin: every call below runs on one side of the hand-over or the other.
  while (hashed < digest.NATIVE_AFTER_BYTES * 1.5) {
    for (const text of texts) {
      assert.is(digest.sha256Hex(text), nodeSha256(text));
      assert.is(digest.sha256Bytes(Buffer.from(text)).toString('hex'), nodeSha256(text));
      assert.is(digest.hmacSha256(key, text).toString('hex'), createHmac('sha256', key).update(text).digest('hex'));
      hashed += 3 * text.length;
    }
  }
});

test.run();
