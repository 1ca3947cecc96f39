// The CLI's stdout and stderr. Into a pipe or a file they are written directly (fs.writeSync):
// process.stdout on a pipe is a socket, and creating it loads Node's net and stream modules, which
// costs a short command more than all its own work. On Linux such writes are synchronous either
// way, so the order of the output is the same. A terminal gets the process streams.
// Once the reader of a pipe has gone (`chancery history g | head`), the rest is dropped quietly
// (writes to the log happen before any printing, so nothing is lost).
// Bytes a full non-blocking pipe held back wait in the stream; while any do, later writes queue
// behind them there, so the output keeps the order it was written in.
import { fstatSync, writeSync, type Stats } from 'node:fs';

/**
 * A Linux memory device (/dev/null, /dev/zero, /dev/full, /dev/urandom: character devices of major
 * number 1), which is never a terminal: a command run from cron or a script often has /dev/null
 * for its input or output, and asking Node whether it is a terminal loads its tty and net modules.
 */
export function memoryDevice(s: Stats): boolean {
  return process.platform === 'linux' && s.isCharacterDevice() && ((s.rdev >> 8) & 0xfff) === 1;
}

export interface Output {
  /** A terminal: colour and pacing make sense. */
  readonly isTTY: boolean;
  write(text: string): void;
  /** Resolves once everything written has reached the descriptor (or its reader has gone). */
  drained(): Promise<void>;
}

function output(fd: 1 | 2, stream: () => NodeJS.WriteStream): Output {
  let direct: boolean | undefined;
  let readerGone = false;
  let guarded = false;
  const directly = () => {
    if (direct === undefined) {
      try {
        const s = fstatSync(fd);
        direct = s.isFIFO() || s.isFile() || s.isSocket() || memoryDevice(s);
      } catch {
        direct = false;
      }
    }
    return direct;
  };
  let streamed: NodeJS.WriteStream | undefined;
  // Settles once the last write handed to the stream has left it (its callback runs, in order, for
  // every write, also after an error), whether or not the stream ever says "drain".
  let flushed: Promise<void> = Promise.resolve();
  const viaStream = (text: string | Buffer) => {
    const s = (streamed = stream());
    if (!guarded) {
      guarded = true;
      s.on('error', (e: NodeJS.ErrnoException) => {
        if (e.code !== 'EPIPE') throw e;
        readerGone = true;
      });
    }
    if (!readerGone) flushed = new Promise((resolve) => s.write(text, () => resolve()));
  };
  return {
    get isTTY() {
      return !directly() && Boolean(stream().isTTY);
    },
    write(text) {
      if (readerGone) return;
      if (!directly()) return viaStream(text);
      // Bytes still held back from an earlier write: this one goes after them, not past them.
      if (streamed && streamed.writableLength > 0) return viaStream(text);
      const bytes = Buffer.from(text);
      let done = 0;
      try {
        while (done < bytes.length) done += writeSync(fd, bytes, done);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'EPIPE') readerGone = true;
        // A descriptor made non-blocking (by Node itself once anything, a worker thread say, has
        // opened process.stdout on a pipe): the stream waits for the reader, and drained() for it.
        else if (code === 'EAGAIN') viaStream(bytes.subarray(done));
        else throw e;
      }
    },
    drained() {
      return readerGone ? Promise.resolve() : flushed;
    },
  };
}

export const stdout = output(1, () => process.stdout);
export const stderr = output(2, () => process.stderr);
