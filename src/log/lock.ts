// Locks that the operating system releases when their holder dies. Each lock is an open file
// description holding a POSIX OFD lock (fcntl F_OFD_SETLK, through fs-native-extensions): a
// process killed with SIGKILL loses its descriptors and with them the lock, so the next command
// proceeds at once, with no staleness timer to guess. The lock file is never removed (removing it
// would let two processes lock two different files under one name); it holds the owner's pid, for
// the message a waiter prints.
import { closeSync, ftruncateSync, mkdirSync, openSync, readFileSync, rmdirSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { createRequire } from 'node:module';

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
  let binding: Binding;
  try {
    binding = load(`fs-native-extensions/prebuilds/${process.platform}-${process.arch}/fs-native-extensions.node`) as Binding;
  } catch {
    return null;
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

export interface HeldLock { readonly path: string; release(): void }

/** The lock is held by a live process (a dead one would have released it). */
export class LockBusy extends Error {
  constructor(readonly path: string, readonly owner: number | null, readonly waitedMs: number) {
    super(`${path} is held by ${owner ? `process ${owner}` : 'another process'}, still running after ${Math.round(waitedMs / 1000)} s`);
    this.name = 'LockBusy';
  }
}

function openLockFile(path: string): number {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  try {
    return openSync(path, 'a+', 0o600);
  } catch (e) {
    // An empty directory of that name is a lock left by an older chancery (proper-lockfile's
    // mkdir locks), whose holder is gone or will never look at this file: clear it once.
    if ((e as NodeJS.ErrnoException).code !== 'EISDIR') throw e;
    try { rmdirSync(path); } catch { /* not empty, or cleared by another waiter */ }
    return openSync(path, 'a+', 0o600);
  }
}

function ownerOf(path: string): number | null {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch { return null; }
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
  try {
    ftruncateSync(fd, 0);
    writeSync(fd, `${process.pid}\n`, 0);
  } catch { /* the pid is only for messages */ }
  let held = true;
  return {
    path,
    release() {
      if (!held) return;
      held = false;
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
