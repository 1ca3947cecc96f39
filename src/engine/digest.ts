// node:crypto, loaded on its first use: the one door to it for all of chancery. Loading it costs
// a command 5-8 ms (it brings Node's stream modules), and a command that only reads an unchanged
// log (status, list, history) hashes nothing in the usual case, so none of them pays it unless it
// hashes. It lives in the engine because the engine is the lowest layer: the seeded generator and
// the commitment need it, the engine may import only itself, and every layer above may import the
// engine. (Injecting a hasher instead would thread a parameter through every deal and shuffle for
// functions that are deterministic anyway.) Random bytes are here for the layers above (seeds,
// salts, Message-IDs); the engine never draws them: its randomness is the seeded stream, and
// test/app/layers.test.ts keeps every other engine module off this one's randomBytes.
import type * as NodeCrypto from 'node:crypto';

let loaded: typeof NodeCrypto | undefined;

/**
 * Node's crypto module, required now if not yet. process.getBuiltinModule (Node 20.16 on; the
 * package asks for 20.19) loads a built-in without an import: nothing for the bundle to hoist to
 * its start, and no module loader at all in the engine.
 */
function nodeCrypto(): typeof NodeCrypto {
  return (loaded ??= process.getBuiltinModule('node:crypto'));
}

/** SHA-256 of text (as UTF-8) or bytes, in hexadecimal: Node's one-shot digest, no Hash object per call. */
export function sha256Hex(data: string | Uint8Array): string {
  return nodeCrypto().hash('sha256', data, 'hex');
}

/** SHA-256 of text (as UTF-8) or bytes, as 32 bytes. */
export function sha256Bytes(data: string | Uint8Array): Buffer {
  return nodeCrypto().hash('sha256', data, 'buffer');
}

/** HMAC-SHA-256 of text (as UTF-8) under a key, as 32 bytes. */
export function hmacSha256(key: Uint8Array, data: string): Buffer {
  return nodeCrypto().createHmac('sha256', key).update(data).digest();
}

/** `n` bytes from the operating system's secure generator (never used by the engine itself). */
export function randomBytes(n: number): Buffer {
  return nodeCrypto().randomBytes(n);
}
