// Preloaded with `node --import` (see test/log/temporaries-of-a-killed-command-are-removed.test.ts):
// the process kills itself with SIGKILL, as `kill -9` would, at the moment it renames a file whose
// source path matches CHANCERY_KILL_AT_RENAME (a regular expression): the file is written in full
// under its temporary name and never renamed into place. Node's fs function is replaced on the
// module object and the ESM named exports synced to it (as in full-disk.ts). CHANCERY_KILL_SIGNAL
// names another signal (SIGINT: Ctrl-C at that moment; SIGHUP: the terminal closed).
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const pattern = process.env.CHANCERY_KILL_AT_RENAME ? new RegExp(process.env.CHANCERY_KILL_AT_RENAME) : null;

if (pattern) {
  const renameSync = fs.renameSync;
  fs.renameSync = ((from: fs.PathLike, to: fs.PathLike) => {
    if (pattern.test(String(from))) process.kill(process.pid, (process.env.CHANCERY_KILL_SIGNAL ?? 'SIGKILL') as NodeJS.Signals);
    return renameSync(from, to);
  }) as typeof fs.renameSync;
  syncBuiltinESMExports();
}
