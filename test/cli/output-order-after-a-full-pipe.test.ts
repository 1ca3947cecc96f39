// src/cli/output.ts writes into a pipe directly; once the pipe is full (its descriptor made
// non-blocking) the rest waits in Node's stream for the reader. A write that comes after must go
// out after those held-back bytes, whatever room the pipe has by then, and every byte must arrive.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const OUTPUT = fileURLToPath(new URL('../../src/cli/output.js', import.meta.url));

/**
 * Runs `script` (an ES module that has `stdout`, `stderr` and `pause(ms)`, a synchronous wait, in
 * scope) with its standard output piped into a reader that starts `readerLate` seconds late.
 */
function throughALateReader(script: string, readerLate: number): { code: number | null; stdout: string; stderr: string } {
  const child = `
    const { stdout, stderr } = await import(${JSON.stringify(OUTPUT)});
    const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
    ${script}`;
  const node = `"${process.execPath}" --input-type=module -e '${child.replace(/'/g, `'\\''`)}'`;
  const r = spawnSync('bash', ['-o', 'pipefail', '-c', `${node} | (sleep ${readerLate}; cat)`], {
    encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 30_000,
  });
  if (r.error) throw r.error;
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('given a first write larger than the pipe and a second once the reader has emptied it, the bytes arrive in the order written and complete', () => {
  // process.stdout opened on the pipe makes its descriptor non-blocking, as a worker thread's
  // output does in `chancery audit`. The first write fills the pipe and leaves most of its bytes
  // held back; the reader then empties the pipe while the command is busy (the pause), so the
  // second write finds room in the pipe before the held-back bytes have gone out.
  const big = 'a'.repeat(1024 * 1024 - 1) + '\n';
  const r = throughALateReader(`
    void process.stdout;
    stdout.write('a'.repeat(1024 * 1024 - 1) + '\\n');
    pause(1500);
    stdout.write('second\\n');
    await stdout.drained();`, 0.3);
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stdout.length, big.length + 'second\n'.length, 'every byte arrives');
  const second = r.stdout.indexOf('second');
  assert.is(second, big.length, `the second write comes after the whole first one (found at byte ${second} of ${r.stdout.length})`);
});

test('given a few bytes held back behind a full pipe, drained() resolves once they are out', () => {
  // 64 KiB fill a Linux pipe; the last few bytes of this write wait in the stream, far fewer than
  // its high-water mark, so the stream never says "drain" of its own accord.
  const text = 'b'.repeat(64 * 1024 + 99) + '\n';
  const r = throughALateReader(`
    void process.stdout;
    stdout.write('b'.repeat(64 * 1024 + 99) + '\\n');
    await stdout.drained();
    stderr.write('drained\\n');`, 0.3);
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stdout, text);
  assert.is(r.stderr, 'drained\n');
});

test.run();
