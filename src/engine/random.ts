// The seeded generator and the commitment. Deterministic functions of the seed: the same seed
// always deals the same roles and shuffles the same decks, which is what `verify` re-checks.
//
// Stream: block i of label L is HMAC-SHA-256(key = seed, message = "chancery/1:" + L + ":" + i),
// read as eight big-endian 32-bit words. Integers below n are drawn by rejection sampling
// (no modulo bias). A shuffle is Fisher-Yates from the last position down.
import { hmacSha256, sha256Hex } from './digest.js';
import type { Policy, Role, Seat } from './types.js';
import { FASCISTS_BY_TABLE } from './rules.js';

export class SeededStream {
  private block = 0;
  private words: number[] = [];

  constructor(private readonly seed: Buffer, private readonly label: string) {}

  private nextWord(): number {
    if (this.words.length === 0) {
      const digest = hmacSha256(this.seed, `chancery/1:${this.label}:${this.block++}`);
      for (let i = 0; i < 32; i += 4) this.words.push(digest.readUInt32BE(i));
    }
    return this.words.shift()!;
  }

  /** A uniform integer in [0, n). */
  below(n: number): number {
    const limit = Math.floor(0x1_0000_0000 / n) * n;
    for (;;) {
      const w = this.nextWord();
      if (w < limit) return w % n;
    }
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }
}

export function parseSeed(hex: string): Buffer {
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error('a seed is 64 hexadecimal digits (32 bytes)');
  return Buffer.from(hex, 'hex');
}

/** The roles of a table, dealt from the seed (label "roles"). */
export function dealRoles(seed: Buffer, tableSize: number): Role[] {
  const fascists = FASCISTS_BY_TABLE[tableSize];
  const cards: Role[] = ['hitler'];
  for (let i = 0; i < fascists; i++) cards.push('fascist');
  while (cards.length < tableSize) cards.push('liberal');
  return new SeededStream(seed, 'roles').shuffle(cards);
}

/** The first Presidential candidate when the option says random (label "first-president"). */
export function drawFirstPresident(seed: Buffer, tableSize: number): Seat {
  return new SeededStream(seed, 'first-president').below(tableSize);
}

/**
 * The k-th shuffle of the game (k = 0 for the opening deck). The cards are sorted first so the
 * result depends only on which cards are shuffled, not on the order they were gathered in.
 */
export function shuffleDeck(seed: Buffer, k: number, cards: readonly Policy[]): Policy[] {
  const sorted = cards.slice().sort(); // 'fascist' < 'liberal'
  return new SeededStream(seed, `shuffle:${k}`).shuffle(sorted);
}

/** SHA-256 over the seed bound to the game id and the seat list: what the opening post publishes. */
export function commitment(seedHex: string, gameId: string, players: readonly string[]): string {
  const material = JSON.stringify({ game: gameId, players, seed: seedHex.toLowerCase() });
  return sha256Hex(`chancery-commitment/1\n${material}`);
}
