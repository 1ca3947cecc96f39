// Locks that the operating system releases when their holder dies. Each lock is an open file
// description holding a POSIX OFD lock (fcntl F_OFD_SETLK, through fs-native-extensions): a
// process killed with SIGKILL loses its descriptors and with them the lock, so the next command
// proceeds at once, with no staleness timer to guess. The lock file is never removed (removing it
// would let two processes lock two different files under one name); it holds the owner's pid, for
// the message a waiter prints, and on a second line the holder's note: work in progress that the
// next holder must settle if this one dies (a log's append, see src/log/append.ts; the messages a
// delivery's server accepted, src/mail/deliver.ts). Its text is
// rewritten in place from its start, padded with spaces to the file's length, not truncated: on
// ext4 a truncation frees blocks in the journal, and a log's append writes the note twice. (A file
// far longer than any text chancery writes is cut to its text once, when the lock is taken.) The
// pid is written with the first note, or once the lock has been held for a moment: a command that
// is refused at once leaves the file byte for byte as it was, times included.
import { closeSync, constants, fdatasyncSync, fstatSync, ftruncateSync, openSync, readSync, rmdirSync, writeSync } from 'node:fs';
import { FileRefused, openInFolder, readRegular, running } from '../input/files.js';
import { createRequire } from 'node:module';
import { fileBeside } from '../input/module-path.js';

interface NativeLocks { tryLock(fd: number): boolean; unlock(fd: number): void }
/** The addon's own functions: tryLock(fd, offset, length, exclusive) throws EAGAIN when held. */
interface Binding { tryLock(fd: number, offset: number, length: number, exclusive: boolean): void; unlock(fd: number, offset: number, length: number): void }
let native: NativeLocks | undefined;

/**
 * The package's prebuilt addon for this platform, opened directly: its JavaScript entry goes
 * through a loader (require-addon, which-runtime and their dependencies) that costs a command
 * ten times what the addon itself does. Null when there is no prebuild here (then the package's
 * own entry finds or builds one).
 */
function prebuiltBinding(load: NodeJS.Require): NativeLocks | null {
  const prebuild = `fs-native-extensions/prebuilds/${process.platform}-${process.arch}/fs-native-extensions.node`;
  let binding: Binding;
  try {
    // chancery's own node_modules first, opened as require would (process.dlopen) but without
    // require's search of the folders and the package's manifest (half the cost of the load).
    const addon = { exports: {} as Binding };
    process.dlopen(addon, fileBeside(import.meta.url, `../../../node_modules/${prebuild}`));
    binding = addon.exports;
  } catch {
    try {
      binding = load(prebuild) as Binding; // installed elsewhere (a dependency's tree)
    } catch {
      return null;
    }
  }
  return {
    tryLock(fd) {
      try {
        binding.tryLock(fd, 0, 0, true);
        return true;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EAGAIN') return false;
        throw e;
      }
    },
    unlock(fd) { binding.unlock(fd, 0, 0); },
  };
}

function locks(): NativeLocks {
  // A native addon: loaded on first use, so commands that never lock do not pay for it.
  if (native) return native;
  const load = createRequire(import.meta.url);
  try {
    native = prebuiltBinding(load) ?? (load('fs-native-extensions') as NativeLocks);
  } catch (e) {
    throw new Error(`the file-locking package fs-native-extensions cannot be loaded (run npm install): ${(e as Error).message.split('\n')[0]}`);
  }
  return native;
}

/**
 * How long a holder holds the lock before its pid is written for a waiter's message (when it has
 * left no note before): far less than any wait (seconds), far more than a refused command takes.
 */
export const NAME_HOLDER_AFTER_MS = 500;

export interface HeldLock {
  readonly path: string;
  /** The note a previous holder left (it died with work in progress), or null. */
  readonly leftover: string | null;
  /** Leaves a note (one line) for the next holder and for readers, or clears it; `sync`: durable before this returns. */
  note(text: string | null, opts?: { sync?: boolean }): void;
  release(): void;
}

/** The lock is held by a live process (a dead one would have released it). */
export class LockBusy extends Error {
  constructor(readonly path: string, readonly owner: number | null, readonly waitedMs: number) {
    super(`${path} is held by ${owner ? `process ${owner}` : 'another process'}, still running after ${Math.round(waitedMs / 1000)} s`);
    this.name = 'LockBusy';
  }
}

/**
 * Read and write, created if missing; not O_APPEND, where Linux ignores a write's position. Not
 * through a symbolic link: the pid and the notes are written over the file's start, and through a
 * link they would be written over whatever file it names. Non-blocking, so that opening a named
 * pipe at the path does not wait for a reader (it is then refused: see openLockFile).
 */
const LOCK_FILE_FLAGS = constants.O_RDWR | constants.O_CREAT | constants.O_NOFOLLOW | constants.O_NONBLOCK;

function openLockFile(path: string): number {
  let fd: number;
  try {
    fd = openInFolder(path, LOCK_FILE_FLAGS, 0o600);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') throw new FileRefused(path, { kind: 'not-regular', what: 'a symbolic link' });
    // An empty directory of that name is a lock left by an older chancery (proper-lockfile's
    // mkdir locks), whose holder is gone or will never look at this file: clear it once.
    if (code !== 'EISDIR') throw e;
    try { rmdirSync(path); } catch { /* not empty, or cleared by another waiter */ }
    fd = openSync(path, LOCK_FILE_FLAGS, 0o600);
  }
  // A named pipe or a device there (a hand's doing) cannot hold the pid and notes written at an
  // offset: refused by name, before anything is locked or written.
  const st = fstatSync(fd);
  if (!st.isFile()) {
    closeSync(fd);
    throw new FileRefused(path, { kind: 'not-regular', what: st.isFIFO() ? 'a named pipe (FIFO)' : st.isDirectory() ? 'a folder' : 'a device or socket' });
  }
  return fd;
}

/**
 * A lock file's text as a reader sees it: its first few KiB, of a regular file only. A named pipe
 * or a link to a device at the path (in a folder an auditor was handed) would otherwise keep the
 * read waiting, or reading, without end; what is not a regular file holds no note.
 */
function lockFileText(path: string): string {
  return readRegular(path, 4096, { truncate: true }).bytes.toString('utf8');
}

/** The pid line and the note line of a lock file's text. */
function linesOf(text: string): { owner: number | null; note: string | null } {
  const [first = '', second = ''] = text.split('\n');
  const pid = Number(first.trim());
  return { owner: Number.isInteger(pid) && pid > 0 ? pid : null, note: second.trim() || null };
}

/**
 * A lock file's text: the pid line, then the note's line if there is a note, covering the `size`
 * bytes the file holds now (spaces before the last newline), so that a write from the start
 * replaces all of it. Readers trim each line.
 */
function lockText(pid: number, note: string | null, size: number): string {
  const text = note === null ? `${pid}\n` : `${pid}\n${note}\n`;
  return text.length >= size ? text : `${text.slice(0, -1)}${' '.repeat(size - text.length)}\n`;
}

/** The note in the lock file at `path` as it is now (read without taking the lock), or null. */
export function lockNote(path: string): string | null {
  try {
    return linesOf(lockFileText(path)).note;
  } catch { return null; }
}

/**
 * The holder's pid as its file says, when that process is alive: a holder that took the lock from
 * one that died with a note has not written its own pid yet, and the file still names the dead one.
 */
function ownerOf(path: string): number | null {
  let owner: number | null;
  try {
    owner = linesOf(lockFileText(path)).owner;
  } catch { return null; }
  return owner !== null && running(owner) ? owner : null;
}

/**
 * Takes the lock at `path`, waiting up to `timeoutMs` while a live process holds it; throws
 * LockBusy after that. Polls with a non-blocking try so the wait never ties up a libuv thread.
 */
export async function acquireLock(path: string, timeoutMs: number): Promise<HeldLock> {
  const fd = openLockFile(path);
  const start = Date.now();
  let pause = 5;
  try {
    while (!locks().tryLock(fd)) {
      const waited = Date.now() - start;
      if (waited >= timeoutMs) throw new LockBusy(path, ownerOf(path), waited);
      await new Promise((resolve) => setTimeout(resolve, Math.min(pause, timeoutMs - waited)));
      pause = Math.min(pause * 2, 100);
    }
  } catch (e) {
    closeSync(fd);
    throw e;
  }
  // A note left by a holder that died stays until the new holder has settled it (note(null)).
  let leftover: string | null = null;
  // What a write must cover; if the file cannot be measured, as much as a note could ever take.
  let size = 4096;
  try {
    size = fstatSync(fd).size;
  } catch { /* covered by the default */ }
  try {
    const bytes = Buffer.alloc(Math.min(size, 4096));
    leftover = linesOf(bytes.subarray(0, readSync(fd, bytes, 0, bytes.length, 0)).toString('utf8')).note;
  } catch { /* unreadable: no note */ }
  const write = (line: string | null, sync = false) => {
    const text = Buffer.from(lockText(process.pid, line, size));
    let done = 0;
    while (done < text.length) done += writeSync(fd, text, done, text.length - done, done);
    size = Math.max(size, text.length);
    // fdatasync: the bytes, and the length when it grew; the file's times need not be durable.
    if (sync) fdatasyncSync(fd);
  };
  // The note the file holds now (the pid is written with it).
  let note: string | null = leftover;
  if (size > 4096) {
    // Not a file chancery wrote (a note is one short line): its text goes first, then the rest is cut.
    const measured = size;
    try {
      size = 0;
      note = leftover !== null && leftover.length <= 256 ? leftover : null;
      write(note);
      ftruncateSync(fd, size);
    } catch {
      size = measured; // not cut: every later write covers all of it
    }
  }
  // The pid is written when the holder leaves a note, or once it has held the lock for a moment
  // (NAME_HOLDER_AFTER_MS; a waiter gives up only after seconds): a command refused at once (a rule,
  // a wrong argument) leaves the lock file as it found it, like every other file of the game.
  const named = setTimeout(() => {
    try { write(note); } catch { /* the pid is only for messages */ }
  }, NAME_HOLDER_AFTER_MS).unref();
  let held = true;
  return {
    path,
    leftover,
    note(text, opts = {}) {
      if (text !== null && /[\r\n]/.test(text)) throw new Error('a lock note is one line');
      clearTimeout(named);
      note = text;
      write(text, opts.sync);
    },
    release() {
      if (!held) return;
      held = false;
      clearTimeout(named);
      // Closing the descriptor drops the lock; the explicit unlock says so to a reader.
      try { locks().unlock(fd); } finally { closeSync(fd); }
    },
  };
}

/** Runs `fn` holding the lock at `path`, released however `fn` ends. */
export async function withLock<T>(path: string, timeoutMs: number, fn: () => Promise<T> | T): Promise<T> {
  const lock = await acquireLock(path, timeoutMs);
  try {
    return await fn();
  } finally {
    lock.release();
  }
}
