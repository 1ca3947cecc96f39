// Hashing and random bytes for all of chancery: the one door to node:crypto, loaded on its first
// use. Loading it costs a command 6-8 ms (it brings Node's stream modules), more than a decision's
// hashing itself: its new events, its append and the log's verified copy, a few dozen kilobytes.
// So SHA-256 and HMAC run in WebAssembly (sha256.ts) until this process has hashed
// NATIVE_AFTER_BYTES, and through node:crypto from then on (an audit of many logs, a simulation, a
// log read in full after a hand edit): the same digests either way, only faster at each end.
// Random bytes come from node:crypto here; the layers above draw theirs through
// input/entropy.ts, which reads the system's generator directly where it can.
//
// It lives in the engine because the engine is the lowest layer: the seeded generator and the
// commitment need it, the engine may import only itself, and every layer above may import the
// engine. (Injecting a hasher instead would thread a parameter through every deal and shuffle for
// functions that are deterministic anyway.) The engine never draws random bytes: its randomness is
// the seeded stream, and test/app/layers.test.ts keeps every other engine module off randomBytes.
import type * as NodeCrypto from 'node:crypto';
import { hmacSha256 as hmacInWasm, sha256 as sha256InWasm, sha256Hex as sha256HexInWasm } from './sha256.js';

let loaded: typeof NodeCrypto | undefined;

/**
 * Node's crypto module, required now if not yet. process.getBuiltinModule (Node 20.16 on; the
 * package asks for 20.19) loads a built-in without an import: nothing for the bundle to hoist to
 * its start, and no module loader at all in the engine.
 */
function nodeCrypto(): typeof NodeCrypto {
  return (loaded ??= process.getBuiltinModule('node:crypto'));
}

/**
 * What the WebAssembly hash takes before node:crypto is loaded: 256 KiB cost it about as much as
 * loading node:crypto does, and node:crypto hashes far faster from then on.
 */
export const NATIVE_AFTER_BYTES = 256 * 1024;
let hashedInWasm = 0;

/** Whether to hash `length` more bytes (or UTF-16 units) with node:crypto rather than WebAssembly. */
function native(length: number): boolean {
  // Without WebAssembly (node --jitless), node:crypto does it all.
  if (loaded || typeof WebAssembly !== 'object') return true;
  hashedInWasm += length;
  return hashedInWasm > NATIVE_AFTER_BYTES;
}

/** SHA-256 of text (as UTF-8) or bytes, in hexadecimal. */
export function sha256Hex(data: string | Uint8Array): string {
  return native(data.length) ? nodeCrypto().hash('sha256', data, 'hex') : sha256HexInWasm(data);
}

/** SHA-256 of text (as UTF-8) or bytes, as 32 bytes. */
export function sha256Bytes(data: string | Uint8Array): Buffer {
  if (native(data.length)) return nodeCrypto().hash('sha256', data, 'buffer');
  const digest = sha256InWasm(data);
  return Buffer.from(digest.buffer, digest.byteOffset, digest.byteLength);
}

/** HMAC-SHA-256 of text (as UTF-8) under a key, as 32 bytes. */
export function hmacSha256(key: Uint8Array, data: string): Buffer {
  if (native(key.length + data.length + 128)) return nodeCrypto().createHmac('sha256', key).update(data).digest();
  const digest = hmacInWasm(key, data);
  return Buffer.from(digest.buffer, digest.byteOffset, digest.byteLength);
}

/** `n` bytes from node:crypto's secure generator (never used by the engine itself; see input/entropy.ts). */
export function randomBytes(n: number): Buffer {
  return nodeCrypto().randomBytes(n);
}
