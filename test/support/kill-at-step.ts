// Preloaded with `node --import` (see test/mail/sync-over-imap-killed-at-each-step.test.ts): the
// process kills itself with SIGKILL, as `kill -9` would, at the CHANCERY_KILL_NTH-th step (default
// the first) whose description matches CHANCERY_KILL_STEP (a regular expression). The steps are
// those where a write's effects change hands: `open <path>` of a write's marker (unshown.*, before
// its append) or the log's lock, `fsync <path>` of the log (its append is on disk), and `rename
// <path>` (a mail moved, a file put in place). CHANCERY_KILL_STEP unset: every step is printed to
// stderr as `STEP <description>` and nothing is killed.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const pattern = process.env.CHANCERY_KILL_STEP ? new RegExp(process.env.CHANCERY_KILL_STEP) : null;
const nth = Number(process.env.CHANCERY_KILL_NTH ?? 1);
let seen = 0;
const step = (what: string) => {
  if (!pattern) process.stderr.write(`STEP ${what}\n`);
  else if (pattern.test(what) && ++seen === nth) process.kill(process.pid, 'SIGKILL');
};
const paths = new Map<number, string>();
const { openSync, fsyncSync, renameSync } = fs;
fs.openSync = ((path: fs.PathLike, ...rest: unknown[]) => {
  if (/unshown\.|\.yaml\.lock$/.test(String(path))) step(`open ${String(path)}`);
  const fd = (openSync as (...a: unknown[]) => number)(path, ...rest);
  paths.set(fd, String(path));
  return fd;
}) as typeof fs.openSync;
fs.fsyncSync = ((fd: number) => {
  const path = paths.get(fd);
  if (path && /\.yaml$/.test(path)) step(`fsync ${path}`);
  return fsyncSync(fd);
}) as typeof fs.fsyncSync;
fs.renameSync = ((from: fs.PathLike, to: fs.PathLike) => {
  step(`rename ${String(from)}`);
  return renameSync(from, to);
}) as typeof fs.renameSync;
syncBuiltinESMExports();
