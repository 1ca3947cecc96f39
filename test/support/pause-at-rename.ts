// Preloaded with `node --import`: the process stops for CHANCERY_PAUSE_MS (1500 unless set), once,
// at the moment it renames a file whose source path matches CHANCERY_PAUSE_AT_RENAME, after saying
// "[paused]" on stderr: a test at a pseudo-terminal then presses keys (Ctrl-C) in a window it
// knows, the write before that rename done and what follows it not yet. The pause blocks the
// thread (Atomics.wait), as a slow disk or mail server would hold the command there.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const pattern = process.env.CHANCERY_PAUSE_AT_RENAME ? new RegExp(process.env.CHANCERY_PAUSE_AT_RENAME) : null;
let paused = false;

if (pattern) {
  const renameSync = fs.renameSync;
  fs.renameSync = ((from: fs.PathLike, to: fs.PathLike) => {
    if (!paused && pattern.test(String(from))) {
      paused = true;
      fs.writeSync(2, '[paused]\n');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(process.env.CHANCERY_PAUSE_MS ?? 1500));
    }
    return renameSync(from, to);
  }) as typeof fs.renameSync;
  syncBuiltinESMExports();
}
