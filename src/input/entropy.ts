// Random bytes for seeds, salts, reply codes and Message-IDs: read from the system's generator
// (/dev/urandom, the kernel's CSPRNG, which node:crypto itself seeds from) where there is one, so
// a command that draws a few dozen bytes does not load node:crypto for them (6-8 ms); elsewhere
// (Windows), node:crypto's generator through engine/digest.ts.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { randomBytes as fromNodeCrypto } from '../engine/digest.js';

const SYSTEM_GENERATOR = '/dev/urandom';
/**
 * Read at once and handed out in order, never twice: the first read serves a decision's draws. A
 * command that draws more (a sync of 500 replies: a salt for each record's private part) reads
 * twice as much each time the pool runs out, up to POOL_MOST, rather than 16 bytes' worth of
 * draws 512 bytes at a time (an open, a check and a read of the device for every 32 salts).
 */
const POOL_SIZE = 512;
const POOL_MOST = 16 * 1024;
let nextRead = POOL_SIZE;
let pool: Buffer | undefined;
let used = 0;
let systemGenerator = process.platform !== 'win32';

function refill(): Buffer | undefined {
  const size = nextRead;
  try {
    const fd = openSync(SYSTEM_GENERATOR, 'r');
    try {
      // The kernel's device only (a chroot's stand-in file would give the same bytes to everyone).
      if (!fstatSync(fd).isCharacterDevice()) throw new Error(`${SYSTEM_GENERATOR} is not a device`);
      const fresh = Buffer.allocUnsafe(size);
      let filled = 0;
      while (filled < size) {
        const got = readSync(fd, fresh, filled, size - filled, null);
        if (got <= 0) throw new Error(`${SYSTEM_GENERATOR} gave no bytes`);
        filled += got;
      }
      used = 0;
      nextRead = Math.min(size * 2, POOL_MOST);
      return fresh;
    } finally {
      closeSync(fd);
    }
  } catch {
    systemGenerator = false;
    return undefined;
  }
}

/** `n` bytes from the system's secure generator. */
export function randomBytes(n: number): Buffer {
  if (systemGenerator && n <= POOL_SIZE) {
    if (!pool || used + n > pool.length) pool = refill();
    if (pool) {
      const out = Buffer.from(pool.subarray(used, used + n));
      pool.fill(0, used, used + n);
      used += n;
      return out;
    }
  }
  return fromNodeCrypto(n);
}
