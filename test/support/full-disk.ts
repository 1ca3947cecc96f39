// Preloaded with `node --import` (see test/log/full-disk-write.test.ts): a disk that fills up under
// the files whose path matches CHANCERY_FULL_DISK (a regular expression), as a real full disk does
// to a write that needs a new block: every write to them fails with ENOSPC and writes nothing
// (after the first CHANCERY_FULL_DISK_AFTER writes to them, 0 when unset: the disk fills up then).
// Node's fs functions are replaced on the module object and the ESM named exports synced to them,
// so that chancery's `import { writeSync } from 'node:fs'` sees the failing one too.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const pattern = process.env.CHANCERY_FULL_DISK ? new RegExp(process.env.CHANCERY_FULL_DISK) : null;
/** Writes to the matching files that still find space. */
let room = Number(process.env.CHANCERY_FULL_DISK_AFTER ?? 0);
const full = (path: string) => pattern!.test(path) && room-- <= 0;

/** The path the descriptor was opened on, as the kernel names it. */
function pathOf(fd: number): string {
  try {
    return fs.readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return '';
  }
}

function noSpace(syscall: string, path: string): NodeJS.ErrnoException {
  const e: NodeJS.ErrnoException = new Error(`ENOSPC: no space left on device, ${syscall}`);
  e.code = 'ENOSPC';
  e.errno = -28;
  e.syscall = syscall;
  e.path = path;
  return e;
}

if (pattern) {
  const writeSync = fs.writeSync;
  fs.writeSync = ((fd: number, ...rest: unknown[]) => {
    const path = pathOf(fd);
    if (full(path)) throw noSpace('write', path);
    return (writeSync as (...a: unknown[]) => number)(fd, ...rest);
  }) as typeof fs.writeSync;
  const writeFileSync = fs.writeFileSync;
  fs.writeFileSync = ((file: fs.PathOrFileDescriptor, ...rest: unknown[]) => {
    const path = typeof file === 'number' ? pathOf(file) : String(file);
    if (full(path)) throw noSpace('write', path);
    return (writeFileSync as (...a: unknown[]) => void)(file, ...rest);
  }) as typeof fs.writeFileSync;
  syncBuiltinESMExports();
}
