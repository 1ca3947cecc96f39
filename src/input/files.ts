// Reading a file someone points chancery at (a log, a roster, a mail in the inbox): only a regular
// file, and only up to a size that file can sensibly have. A FIFO would block the command forever
// and /dev/zero would fill the memory; the file is opened without blocking and checked through
// its open descriptor (fstat), so what is checked is what is read.
import { closeSync, constants, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, statSync, unlinkSync, writeSync, type BigIntStats } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** The largest files chancery reads, by kind (a long game's log is about 200 KB). */
export const SIZE_LIMITS = {
  log: 16 * 1024 * 1024,
  roster: 256 * 1024,
  mail: 4 * 1024 * 1024,
  config: 256 * 1024,
  import: 16 * 1024 * 1024,
} as const;

export type FileProblem =
  | { kind: 'missing' }
  | { kind: 'not-regular'; what: string }
  | { kind: 'too-large'; size: number; limit: number }
  | { kind: 'io'; message: string }
  | { kind: 'utf16' };

/** A file that could not be read, with why (callers turn it into their own error). */
export class FileRefused extends Error {
  constructor(readonly path: string, readonly problem: FileProblem) {
    super(describeFileProblem(problem));
    this.name = 'FileRefused';
  }
}

export function describeFileProblem(p: FileProblem): string {
  switch (p.kind) {
    case 'missing': return 'there is no such file';
    case 'not-regular': return `it is ${p.what}, not a regular file`;
    case 'too-large': return `it is ${megabytes(p.size)}, more than the ${megabytes(p.limit)} such a file may have`;
    case 'io': return p.message;
    case 'utf16': return 'it is saved as UTF-16 (Windows "Unicode"); save it as UTF-8';
  }
}

function megabytes(n: number): string {
  return n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(n / 1024)} KB`;
}

function kindOf(st: import('node:fs').Stats | BigIntStats): string {
  if (st.isDirectory()) return 'a folder';
  if (st.isFIFO()) return 'a named pipe (FIFO)';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device';
  if (st.isSocket()) return 'a socket';
  return 'not a plain file';
}

/**
 * Which file a path named and in what state: device, inode, size, and modification and change
 * times in nanoseconds (decimal strings: exact, and JSON keeps them). Any write, truncation,
 * `touch`, `cp -p` over it or rename of another file over its path changes at least one of them,
 * except a change within the same tick of the file system's clock as the one before it (see
 * src/log/snapshot.ts for how a copy keyed by it rules that out).
 */
export interface FileIdentity { dev: string; ino: string; size: string; mtimeNs: string; ctimeNs: string }

export function identityOf(st: BigIntStats): FileIdentity {
  return { dev: String(st.dev), ino: String(st.ino), size: String(st.size), mtimeNs: String(st.mtimeNs), ctimeNs: String(st.ctimeNs) };
}

export function sameIdentity(a: FileIdentity, b: FileIdentity): boolean {
  return a.dev === b.dev && a.ino === b.ino && a.size === b.size && a.mtimeNs === b.mtimeNs && a.ctimeNs === b.ctimeNs;
}

/** A regular file's identity now, from a stat (nothing is read), or null when there is none (missing, not a regular file). */
export function identityNow(path: string): FileIdentity | null {
  try {
    const st = statSync(path, { bigint: true });
    return st.isFile() ? identityOf(st) : null;
  } catch {
    return null;
  }
}

/** Whether the file at `path` is still the one with `identity` (same device, inode, size and times). */
export function stillSame(path: string, identity: FileIdentity): boolean {
  const now = identityNow(path);
  return now !== null && sameIdentity(identity, now);
}

/**
 * The bytes of a regular file of at most `limit` bytes. With `truncate`, a larger file gives its
 * first `limit` bytes and `truncated: true` instead of an error (a mail's headers, to answer it).
 * With `identity`, also the file's identity as read from the open descriptor before and after the
 * read: null when the two differ (the file changed while it was read).
 */
export function readRegular(path: string, limit: number, opts: { truncate?: boolean; identity: true }): { bytes: Buffer; size: number; truncated: boolean; identity: FileIdentity | null };
export function readRegular(path: string, limit: number, opts?: { truncate?: boolean; identity?: false }): { bytes: Buffer; size: number; truncated: boolean };
export function readRegular(path: string, limit: number, opts: { truncate?: boolean; identity?: boolean } = {}): { bytes: Buffer; size: number; truncated: boolean; identity?: FileIdentity | null } {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new FileRefused(path, { kind: 'missing' });
    if (code === 'ENXIO') throw new FileRefused(path, { kind: 'not-regular', what: 'a socket or device' });
    throw new FileRefused(path, { kind: 'io', message: (e as Error).message });
  }
  try {
    const big = opts.identity ? fstatSync(fd, { bigint: true }) : null;
    const st = big ?? fstatSync(fd);
    const size = Number(st.size);
    if (!st.isFile()) throw new FileRefused(path, { kind: 'not-regular', what: kindOf(st) });
    if (size > limit && !opts.truncate) throw new FileRefused(path, { kind: 'too-large', size, limit });
    const want = Math.min(size, limit);
    const bytes = Buffer.alloc(want);
    let got = 0;
    while (got < want) {
      const n = readSync(fd, bytes, got, want - got, got);
      if (n === 0) break;
      got += n;
    }
    const read = { bytes: got === want ? bytes : bytes.subarray(0, got), size, truncated: size > limit };
    if (!big) return read;
    const before = identityOf(big);
    return { ...read, identity: sameIdentity(before, identityOf(fstatSync(fd, { bigint: true }))) ? before : null };
  } catch (e) {
    if (e instanceof FileRefused) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    throw new FileRefused(path, code === 'EISDIR' ? { kind: 'not-regular', what: 'a folder' } : { kind: 'io', message: (e as Error).message });
  } finally {
    closeSync(fd);
  }
}

/** Refuses what readRegular(path, limit) refuses (missing, not a regular file, too large) without reading the file. */
export function checkRegular(path: string, limit: number): void {
  const { size } = readRegular(path, 0, { truncate: true });
  if (size > limit) throw new FileRefused(path, { kind: 'too-large', size, limit });
}

/** A regular file's text (UTF-8, less a byte-order mark), at most `limit` bytes. */
export function readRegularText(path: string, limit: number): string {
  const { bytes } = readRegular(path, limit);
  // UTF-16 (Windows editors call it "Unicode") starts with its byte-order mark: read as UTF-8 it
  // would be every other byte a NUL, and the message would be about whatever that makes.
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) throw new FileRefused(path, { kind: 'utf16' });
  const text = bytes.toString('utf8');
  // A UTF-8 byte-order mark is not part of the text (TextDecoder drops it too); Windows editors write
  // one before a roster or a records file, and it would be read as a character of the first line.
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * Makes folder `dir` and any missing folder above it, 0700: every folder chancery makes for games
 * (the games folder, a game's folder, an import's) holds logs, private files or mail, whichever
 * command makes it first (mail check may come before new). A mode given to mkdir is the
 * moderator's umask's to narrow, never to widen: under umask 000 the default would be 0777.
 */
export function makeOwnerFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/**
 * Opens `path` (to create or write it), making its folder only when the open finds it missing: a
 * command opens several files in folders that exist, and each look costs a system call. The
 * folder is made 0700, as every folder chancery makes beside a log (they hold secrets).
 */
export function openInFolder(path: string, flags: string | number, mode: number): number {
  try {
    return openSync(path, flags, mode);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    makeOwnerFolder(dirname(path));
    return openSync(path, flags, mode);
  }
}

/**
 * Writes `bytes` as the whole of file `path` (created with `mode`), its folder made as
 * openInFolder makes it. Written beside it and renamed into place: a crash mid-write leaves the
 * file whole or absent (a player reading the local outbox never finds an empty message), and a
 * temporary file named with a dot, which no reader of the folder takes for a message. `temporaryIn`:
 * a small folder on the same disk for the temporary file, where a command looks for a killed
 * writer's leftovers (removeDeadTemporaries) without listing a folder that grows, as an outbox does.
 */
export function writeInFolder(path: string, bytes: Uint8Array, mode: number, temporaryIn?: string): void {
  const tmp = temporaryBeside(path, '', temporaryIn);
  const fd = openInFolder(tmp, 'w', mode);
  try {
    let done = 0;
    while (done < bytes.length) done += writeSync(fd, bytes, done, bytes.length - done);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(tmp, path);
  } catch (e) {
    // Written elsewhere (temporaryIn): the file's own folder is made as openInFolder makes one.
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT' || temporaryIn === undefined) throw e;
    makeOwnerFolder(dirname(path));
    renameSync(tmp, path);
  }
}

/**
 * The temporary file beside `path` (or in `dir`) that a whole-file write goes through before its rename: named
 * with a dot (no reader of a folder takes it for one of its files: a log, a message, a page) and
 * with this process's id, so that a later command can tell a killed writer's leftover from the
 * file of a writer still at work (removeDeadTemporaries).
 */
export function temporaryBeside(path: string, kind = '', dir = dirname(path)): string {
  return join(dir, `.${basename(path)}.${process.pid}${kind}.tmp`);
}

/** A temporary file of a write (temporaryBeside, and the snapshot's clock probe): the writer's pid. */
const TEMPORARY = /^\..+\.(\d+)(?:\.new)?\.(?:tmp|clock)$/;

/** Whether process `pid` runs (on this machine): one of another user's counts as running. */
export function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When process `pid` started (Linux: the start time in /proc/<pid>/stat, clock ticks since boot), or
 * null where that cannot be read. With the pid it names one process: a pid is used again once its
 * process has ended, and a file that records only the pid of a writer killed days ago would be taken
 * for the file of whatever process has that pid now.
 */
export function processStarted(pid: number): string | null {
  try {
    // Read as UTF-8, which Node decodes in one native call (latin1 goes through its JavaScript path,
    // half a millisecond at a process's first such read, in every decision's marker): the fields
    // used are ASCII digits after the last ")", which no decoding of the command name can move.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces and ")": fields are counted after the last one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether the process that wrote a file, `pid` started at `started()` (processStarted as the writer
 * read it, if it could; read only when a process of that pid runs), still runs: a running process
 * of that pid that started at another time is another process.
 */
export function writerRunning(pid: number, started: () => string | null): boolean {
  if (!running(pid)) return false;
  const recorded = started();
  if (!recorded) return true;
  const now = processStarted(pid);
  return now === null || now === recorded;
}

/**
 * Removes from `dir` the temporary files whose writer is dead: a command killed between a write
 * and its rename leaves one, which nothing reads and nothing else would ever remove. Called by a
 * command about to write in the folder, under the lock that folder's writes take; a file of a
 * process still running is never touched (it may be mid-write). Failing to list or remove is
 * harmless: the file stays for the next command. `named`: how the folder's temporary files are
 * named, the writer's pid its first group.
 */
export function removeDeadTemporaries(dir: string, named: RegExp = TEMPORARY): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = named.exec(name)?.[1];
    if (pid === undefined || Number(pid) === process.pid || running(Number(pid))) continue;
    try { unlinkSync(join(dir, name)); } catch { /* gone already, or not ours to remove */ }
  }
}
