// Drives the real binary through a pseudo-terminal, as a moderator at a keyboard: Python's pty
// module (test/support/pty_relay.py) gives the command a terminal; we type keys and read the screen.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { BIN, ROOT } from './cli.js';

export const KEYS = { enter: '\r', down: '\x1b[B', up: '\x1b[A', ctrlC: '\x03' };

const RELAY = join(ROOT, 'test', 'support', 'pty_relay.py');

/** Terminal control sequences (cursor moves, erasing, colours), removed to read the text. */
const CONTROL = /\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\x1b[()][A-Z0-9]|\r/g;

export class Terminal {
  private raw = '';
  /** Where the last `waitFor` match ended: the next one looks only at what came after. */
  private mark = 0;
  private waiters: (() => void)[] = [];
  readonly exited: Promise<number>;
  private done = false;

  private constructor(private readonly child: ChildProcessWithoutNullStreams) {
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => { this.raw += chunk; this.wake(); });
    child.stderr.on('data', (chunk: Buffer) => { this.raw += chunk.toString('utf8'); this.wake(); });
    this.exited = new Promise((resolve) => child.on('close', (code) => { this.done = true; this.wake(); resolve(code ?? -1); }));
  }

  /** Runs `chancery <args>` at a terminal of 120×50, or `columns` wide (no CI variable, so it counts as interactive). */
  static chancery(args: string[], opts: { cwd: string; env?: Record<string, string>; colour?: boolean; columns?: number }): Terminal {
    const env: Record<string, string> = { ...(process.env as Record<string, string>), NO_COLOR: '1', TERM: 'xterm', ...(opts.env ?? {}) };
    delete env.CI;
    if (opts.colour) { delete env.NO_COLOR; delete env.FORCE_COLOR; }
    return new Terminal(spawn('python3', [RELAY, String(opts.columns ?? 120), '50', process.execPath, BIN, ...args], { cwd: opts.cwd, env }));
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** Everything the command wrote, control sequences and all. */
  output(): string {
    return this.raw;
  }

  /** Everything shown so far, without control sequences. */
  screen(): string {
    return this.raw.replace(CONTROL, '');
  }

  /** What was shown since the last match. */
  recent(): string {
    return this.screen().slice(this.mark);
  }

  /** Waits until the text after the last match matches; returns that text up to the match's end. */
  async waitFor(pattern: RegExp, timeoutMs = 20_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const text = this.screen();
      const m = pattern.exec(text.slice(this.mark));
      if (m) {
        const seen = text.slice(this.mark, this.mark + m.index + m[0].length);
        this.mark += m.index + m[0].length;
        return seen;
      }
      if (this.done) throw new Error(`the command ended before ${pattern} appeared; last screen:\n${text.slice(-2000)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${pattern} did not appear within ${timeoutMs} ms; last screen:\n${text.slice(-2000)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => { clearTimeout(timer); resolve(); });
      });
    }
  }

  type(keys: string): void {
    this.child.stdin.write(keys);
  }

  kill(): void {
    if (!this.done) this.child.kill('SIGKILL');
  }
}
