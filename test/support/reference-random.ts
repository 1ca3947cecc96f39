// The seeded generator as docs/log-format.md §4 specifies it for auditors, written here from that
// text (not from src/engine/random.ts), so tests can check the engine's draws against the spec.
import { createHmac } from 'node:crypto';

/** docs/log-format.md §4 "Stream" and "Integer below n", word for word. */
export class ReferenceStream {
  private block = 0;
  private words: number[] = [];
  constructor(private readonly seed: Buffer, private readonly label: string) {}
  word(): number {
    if (!this.words.length) {
      const d = createHmac('sha256', this.seed).update(`chancery/1:${this.label}:${this.block}`, 'ascii').digest();
      this.block += 1;
      for (let k = 0; k < 8; k++) this.words.push(d.readUInt32BE(4 * k));
    }
    return this.words.shift()!;
  }
  below(n: number): number {
    const limit = Math.floor(2 ** 32 / n) * n;
    let w = this.word();
    while (w >= limit) w = this.word();
    return w % n;
  }
  shuffle<T>(items: T[]): T[] {
    const a = [...items];
    for (let i = a.length - 1; i >= 1; i--) {
      const j = this.below(i + 1);
      const x = a[i];
      a[i] = a[j];
      a[j] = x;
    }
    return a;
  }
}

