// SHA-256 (FIPS 180-4) in WebAssembly, for a command that hashes a few kilobytes: a decision hashes
// its new events, its append and the log's verified copy, and loading node:crypto for that costs
// more than all the hashing (6-8 ms: it brings Node's stream modules). The module below is about
// 800 bytes, emitted here from the steps of the standard, kept in base64 (MODULE_BASE64) and
// compiled on first use (about 1 ms); digest.ts hands larger work to node:crypto. test/engine/sha256.test.ts holds it to the standard's
// test vectors and to node:crypto on every length around the block boundaries.
//
// The WebAssembly function `compress(blocks)` runs the compression function over `blocks` 64-byte
// blocks at INPUT, updating the eight state words at STATE. The padding, the length and the
// chunking of long inputs are done in JavaScript.

const ROUND_CONSTANTS = [
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
];
const INITIAL_STATE = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

/** The module's memory (one 64 KiB page): the round constants, the state, the digest, the schedule, the input. */
const CONSTANTS_AT = 0;
const STATE_AT = 256;
/** The state as the digest's 32 bytes (big-endian words), written after every compress: read by one native call. */
const DIGEST_AT = 320;
const SCHEDULE_AT = 512;
const INPUT_AT = 1024;
const PAGE = 65_536;
/** Whole blocks of input the memory takes at once. */
const INPUT_BLOCKS = Math.floor((PAGE - INPUT_AT) / 64);

/** WebAssembly opcodes used (https://webassembly.github.io/spec/core/binary/instructions.html). */
const OP = {
  block: 0x02, loop: 0x03, end: 0x0b, br: 0x0c, brIf: 0x0d, void: 0x40,
  localGet: 0x20, localSet: 0x21, localTee: 0x22, load: 0x28, store: 0x36, const: 0x41,
  eqz: 0x45, ltU: 0x49, add: 0x6a, sub: 0x6b, and: 0x71, or: 0x72, xor: 0x73, shrU: 0x76, rotl: 0x77, rotr: 0x78,
} as const;

function signedLeb(n: number, out: number[]): void {
  for (;;) {
    const byte = n & 0x7f;
    n >>= 7;
    if ((n === 0 && !(byte & 0x40)) || (n === -1 && byte & 0x40)) {
      out.push(byte);
      return;
    }
    out.push(byte | 0x80);
  }
}

function unsignedLeb(n: number, out: number[]): void {
  do {
    const byte = n & 0x7f;
    n >>>= 7;
    out.push(n ? byte | 0x80 : byte);
  } while (n);
}

/** The compression function's body, as the standard writes it (section 6.2.2), over i32 locals. */
function compressBody(): number[] {
  // Locals: 0 the blocks left (the parameter), 1 the block's address, 2 the schedule index (bytes),
  // 3-10 the working variables a-h, 11 T1, 12 a scratch word.
  const [BLOCKS, AT, I, A, B, C, D, E, F, G, H, T1, X] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  const code: number[] = [];
  const get = (local: number) => code.push(OP.localGet, local);
  const set = (local: number) => code.push(OP.localSet, local);
  const tee = (local: number) => code.push(OP.localTee, local);
  const num = (n: number) => { code.push(OP.const); signedLeb(n | 0, code); };
  const load = (offset: number) => { code.push(OP.load, 2); unsignedLeb(offset, code); };
  const store = (offset: number) => { code.push(OP.store, 2); unsignedLeb(offset, code); };
  const ops = (...codes: number[]) => code.push(...codes);
  // ROTR^a(x) xor ROTR^b(x) xor (ROTR^c(x) or, for the schedule's σ, SHR^c(x)).
  const sigma = (x: number, a: number, b: number, c: number, shiftLast: boolean) => {
    get(x); num(a); ops(OP.rotr);
    get(x); num(b); ops(OP.rotr, OP.xor);
    get(x); num(c); ops(shiftLast ? OP.shrU : OP.rotr, OP.xor);
  };
  /** Loops while local I, stepped by 4, is below `limit`. */
  const nextWord = (limit: number) => { get(I); num(4); ops(OP.add); tee(I); num(limit); ops(OP.ltU, OP.brIf, 0); };

  num(INPUT_AT); set(AT);
  ops(OP.block, OP.void, OP.loop, OP.void);
  get(BLOCKS); ops(OP.eqz, OP.brIf, 1);
  // W0..W15: the block's big-endian words (memory is little-endian: swap the bytes).
  num(0); set(I);
  ops(OP.loop, OP.void);
  get(I);
  get(AT); get(I); ops(OP.add); load(0); set(X);
  get(X); num(8); ops(OP.rotl); num(0x00ff00ff); ops(OP.and);
  get(X); num(8); ops(OP.rotr); num(0xff00ff00); ops(OP.and, OP.or);
  store(SCHEDULE_AT);
  nextWord(64);
  ops(OP.end);
  // W16..W63 = σ1(W[t-2]) + W[t-7] + σ0(W[t-15]) + W[t-16].
  ops(OP.loop, OP.void);
  get(I);
  get(I); load(SCHEDULE_AT - 8); set(X); sigma(X, 17, 19, 10, true);
  get(I); load(SCHEDULE_AT - 28); ops(OP.add);
  get(I); load(SCHEDULE_AT - 60); set(X); sigma(X, 7, 18, 3, true); ops(OP.add);
  get(I); load(SCHEDULE_AT - 64); ops(OP.add);
  store(SCHEDULE_AT);
  nextWord(256);
  ops(OP.end);
  for (let j = 0; j < 8; j++) { num(0); load(STATE_AT + 4 * j); set(A + j); }
  // The 64 rounds.
  num(0); set(I);
  ops(OP.loop, OP.void);
  // T1 = h + Σ1(e) + Ch(e, f, g) + K[t] + W[t]
  get(H); sigma(E, 6, 11, 25, false); ops(OP.add);
  get(E); get(F); ops(OP.and); get(E); num(-1); ops(OP.xor); get(G); ops(OP.and, OP.xor, OP.add);
  get(I); load(CONSTANTS_AT); ops(OP.add);
  get(I); load(SCHEDULE_AT); ops(OP.add); set(T1);
  // h = g, g = f, f = e, e = d + T1, d = c, c = b, b = a
  get(G); set(H); get(F); set(G); get(E); set(F);
  get(D); get(T1); ops(OP.add); set(E);
  get(C); set(D); get(B); set(C); get(A); set(B);
  // a = T1 + Σ0(a) + Maj(a, b, c), with the old a, b, c now in b, c, d
  get(T1); sigma(B, 2, 13, 22, false); ops(OP.add);
  get(B); get(C); ops(OP.and); get(B); get(D); ops(OP.and, OP.xor); get(C); get(D); ops(OP.and, OP.xor, OP.add);
  set(A);
  nextWord(256);
  ops(OP.end);
  // H(i) = H(i-1) + a..h
  for (let j = 0; j < 8; j++) { num(0); num(0); load(STATE_AT + 4 * j); get(A + j); ops(OP.add); store(STATE_AT + 4 * j); }
  get(AT); num(64); ops(OP.add); set(AT);
  get(BLOCKS); num(1); ops(OP.sub); set(BLOCKS);
  ops(OP.br, 0, OP.end, OP.end);
  // The digest so far, big-endian, at DIGEST_AT.
  for (let j = 0; j < 8; j++) {
    num(0);
    num(0); load(STATE_AT + 4 * j); set(X);
    get(X); num(8); ops(OP.rotl); num(0x00ff00ff); ops(OP.and);
    get(X); num(8); ops(OP.rotr); num(0xff00ff00); ops(OP.and, OP.or);
    store(DIGEST_AT + 4 * j);
  }
  ops(OP.end);
  return code;
}

/** The module: one function `compress(i32)`, one exported page of memory holding the round constants. */
export function moduleBytes(): Uint8Array<ArrayBuffer> {
  const out: number[] = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];
  const section = (id: number, content: number[]) => { out.push(id); unsignedLeb(content.length, out); out.push(...content); };
  const name = (text: string) => [text.length, ...Array.from(text, (c) => c.charCodeAt(0))];
  section(1, [1, 0x60, 1, 0x7f, 0]); // type 0: (i32) -> ()
  section(3, [1, 0]); // function 0 has type 0
  section(5, [1, 0, 1]); // memory 0: one page
  section(7, [2, ...name('compress'), 0, 0, ...name('memory'), 2, 0]);
  const body = [1, 12, 0x7f, ...compressBody()]; // twelve i32 locals, then the code
  const code: number[] = [1];
  unsignedLeb(body.length, code);
  section(10, [...code, ...body]);
  const constants: number[] = [];
  for (const k of ROUND_CONSTANTS) constants.push(k & 0xff, (k >>> 8) & 0xff, (k >>> 16) & 0xff, k >>> 24);
  const data = [1, 0, OP.const, CONSTANTS_AT, OP.end];
  unsignedLeb(constants.length, data);
  section(11, [...data, ...constants]);
  return new Uint8Array(out);
}

/**
 * moduleBytes() as emitted, in base64: decoding it costs microseconds where emitting it costs about
 * half a millisecond of a command's start. test/engine/sha256.test.ts holds the two equal (and says
 * the new text when the emitter changes).
 */
export const MODULE_BASE64 =
  'AGFzbQEAAAABBQFgAX8AAwIBAAUDAQABBxUCCGNvbXByZXNzAAAGbWVtb3J5AgAKpwYBpAYBDH9BgAghAQJAA0AgAEUNAUEA' +
  'IQIDQCACIAEgAmooAgAhDCAMQQh3Qf+B/AdxIAxBCHhBgP6DeHFyNgKABCACQQRqIgJBwABJDQALA0AgAiACKAL4AyEMIAxB' +
  'EXggDEETeHMgDEEKdnMgAigC5ANqIAIoAsQDIQwgDEEHeCAMQRJ4cyAMQQN2c2ogAigCwANqNgKABCACQQRqIgJBgAJJDQAL' +
  'QQAoAoACIQNBACgChAIhBEEAKAKIAiEFQQAoAowCIQZBACgCkAIhB0EAKAKUAiEIQQAoApgCIQlBACgCnAIhCkEAIQIDQCAK' +
  'IAdBBnggB0ELeHMgB0EZeHNqIAcgCHEgB0F/cyAJcXNqIAIoAgBqIAIoAoAEaiELIAkhCiAIIQkgByEIIAYgC2ohByAFIQYg' +
  'BCEFIAMhBCALIARBAnggBEENeHMgBEEWeHNqIAQgBXEgBCAGcXMgBSAGcXNqIQMgAkEEaiICQYACSQ0AC0EAQQAoAoACIANq' +
  'NgKAAkEAQQAoAoQCIARqNgKEAkEAQQAoAogCIAVqNgKIAkEAQQAoAowCIAZqNgKMAkEAQQAoApACIAdqNgKQAkEAQQAoApQC' +
  'IAhqNgKUAkEAQQAoApgCIAlqNgKYAkEAQQAoApwCIApqNgKcAiABQcAAaiEBIABBAWshAAwACwtBAEEAKAKAAiEMIAxBCHdB' +
  '/4H8B3EgDEEIeEGA/oN4cXI2AsACQQBBACgChAIhDCAMQQh3Qf+B/AdxIAxBCHhBgP6DeHFyNgLEAkEAQQAoAogCIQwgDEEI' +
  'd0H/gfwHcSAMQQh4QYD+g3hxcjYCyAJBAEEAKAKMAiEMIAxBCHdB/4H8B3EgDEEIeEGA/oN4cXI2AswCQQBBACgCkAIhDCAM' +
  'QQh3Qf+B/AdxIAxBCHhBgP6DeHFyNgLQAkEAQQAoApQCIQwgDEEId0H/gfwHcSAMQQh4QYD+g3hxcjYC1AJBAEEAKAKYAiEM' +
  'IAxBCHdB/4H8B3EgDEEIeEGA/oN4cXI2AtgCQQBBACgCnAIhDCAMQQh3Qf+B/AdxIAxBCHhBgP6DeHFyNgLcAgsLhwIBAEEA' +
  'C4ACmC+KQpFEN3HP+8C1pdu16VvCVjnxEfFZpII/ktVeHKuYqgfYAVuDEr6FMSTDfQxVdF2+cv6x3oCnBtybdPGbwcFpm+SG' +
  'R77vxp3BD8yhDCRvLOktqoR0StypsFzaiPl2UlE+mG3GMajIJwOwx39Zv/ML4MZHkafVUWPKBmcpKRSFCrcnOCEbLvxtLE0T' +
  'DThTVHMKZbsKanYuycKBhSxykqHov6JLZhqocItLwqNRbMcZ6JLRJAaZ1oU1DvRwoGoQFsGkGQhsNx5Md0gntbywNLMMHDlK' +
  'qthOT8qcW/NvLmjugo90b2OleBR4yIQIAseM+v++kOtsUKT3o/m+8nhxxg==';

/**
 * The memory as a Buffer, with the two methods of Buffer's prototype that its `write` and
 * `toString` call once they have checked their arguments: called directly here, where the offsets
 * are this module's own, since those checks go through a wrapper that copies its arguments at every
 * call, and an audit hashes every record of a log mostly before V8 optimises anything.
 */
type Memory = Buffer & { utf8Write(text: string, offset: number, length: number): number; hexSlice(start: number, end: number): string };
interface Compressor { compress: (blocks: number) => void; bytes: Memory; state: Int32Array }
let compressor: Compressor | undefined;

function instance(): Compressor {
  if (!compressor) {
    const exports = new WebAssembly.Instance(new WebAssembly.Module(Buffer.from(MODULE_BASE64, 'base64'))).exports as { compress: (blocks: number) => void; memory: WebAssembly.Memory };
    compressor = { compress: exports.compress, bytes: Buffer.from(exports.memory.buffer) as Memory, state: new Int32Array(exports.memory.buffer, STATE_AT, 8) };
  }
  return compressor;
}

/**
 * Runs SHA-256 over the concatenated parts (text as UTF-8), leaving the digest at DIGEST_AT. A
 * message that fits in the memory with its padding (any a command hashes but a whole log) is
 * written there whole and compressed in one call.
 */
function digestInto(parts: readonly (string | Uint8Array)[]): Memory {
  const { compress, bytes, state } = instance();
  state.set(INITIAL_STATE);
  const room = INPUT_BLOCKS * 64;
  let pending = 0; // bytes waiting at INPUT_AT, not yet compressed
  let total = 0;
  // Index loops and the typed array's own fill: for-of makes an iterator and a result per part, and
  // Buffer's fill checks its arguments through a wrapper that copies them, at every hash of a log.
  for (let p = 0; p < parts.length; p++) {
    const part = parts[p];
    // Text that surely fits (three bytes at most per UTF-16 unit) is encoded straight into the memory.
    // (Buffer's own UTF-8 write: TextEncoder is a global Node loads on first use, for half a millisecond.)
    if (typeof part === 'string' && part.length * 3 <= room - pending) {
      const written = bytes.utf8Write(part, INPUT_AT + pending, room - pending);
      pending += written;
      total += written;
      continue;
    }
    const data = typeof part === 'string' ? Buffer.from(part, 'utf8') : part;
    total += data.length;
    for (let at = 0; at < data.length;) {
      const take = Math.min(data.length - at, room - pending);
      bytes.set(data.subarray(at, at + take), INPUT_AT + pending);
      at += take;
      pending += take;
      if (pending === room) {
        compress(INPUT_BLOCKS);
        pending = 0;
      }
    }
  }
  // Room for the padding after what waits: else its whole blocks go first.
  if (pending > room - 72) {
    const blocks = Math.floor(pending / 64);
    compress(blocks);
    bytes.copyWithin(INPUT_AT, INPUT_AT + blocks * 64, INPUT_AT + pending);
    pending -= blocks * 64;
  }
  // Padding: a 1 bit, zeros to 56 bytes past a block's start, and the length in bits as a 64-bit big-endian number.
  const end = (Math.floor((pending + 8) / 64) + 1) * 64;
  Uint8Array.prototype.fill.call(bytes, 0, INPUT_AT + pending, INPUT_AT + end);
  bytes[INPUT_AT + pending] = 0x80;
  writeWordBE(bytes, Math.floor(total / 0x2000_0000), INPUT_AT + end - 8);
  writeWordBE(bytes, (total * 8) >>> 0, INPUT_AT + end - 4);
  compress(end / 64);
  return bytes;
}

/** A 32-bit word, big-endian, at `at` (the bytes written directly: Buffer's writeUInt32BE checks its arguments at every call). */
function writeWordBE(bytes: Buffer, word: number, at: number): void {
  bytes[at] = word >>> 24;
  bytes[at + 1] = (word >>> 16) & 0xff;
  bytes[at + 2] = (word >>> 8) & 0xff;
  bytes[at + 3] = word & 0xff;
}

/** SHA-256 of the concatenated parts (text as UTF-8), as 32 bytes. */
export function sha256(...parts: (string | Uint8Array)[]): Uint8Array {
  return Uint8Array.prototype.slice.call(digestInto(parts), DIGEST_AT, DIGEST_AT + 32);
}

/** SHA-256 of the concatenated parts (text as UTF-8), in hexadecimal. */
export function sha256Hex(...parts: (string | Uint8Array)[]): string {
  return digestInto(parts).hexSlice(DIGEST_AT, DIGEST_AT + 32);
}

/** HMAC-SHA-256 (RFC 2104) of the data under the key, as 32 bytes. */
export function hmacSha256(key: Uint8Array, data: string | Uint8Array): Uint8Array {
  const block = new Uint8Array(64);
  block.set(key.length > 64 ? sha256(key) : key);
  const inner = block.map((b) => b ^ 0x36);
  const outer = block.map((b) => b ^ 0x5c);
  return sha256(outer, sha256(inner, data));
}
