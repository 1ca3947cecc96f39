// The real binary as a child process the test can watch and stop at a point it reaches: which
// files it holds open (/proc/<pid>/fd) tells where it waits, e.g. for a lock the test holds.
import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { readdirSync, readlinkSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, ROOT } from './cli.js';

export interface Child {
  pid: number;
  /** Set once the process has ended. */
  ended: boolean;
  done: Promise<{ code: number | null; signal: string | null; stdout: string; stderr: string }>;
  kill(signal?: NodeJS.Signals): void;
}

/** Starts `chancery <args>` in `cwd` (NO_COLOR, no terminal); the test awaits `done`. */
export function startCli(args: string[], cwd: string, env: Record<string, string> = {}): Child {
  const child = spawn(process.execPath, [BIN, ...args], { cwd, env: { ...process.env, NO_COLOR: '1', CI: 'true', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c) => { stdout += c; });
  child.stderr.on('data', (c) => { stderr += c; });
  const handle: Child = {
    pid: child.pid!,
    ended: false,
    done: new Promise((resolve) => child.on('close', (code, signal) => {
      handle.ended = true;
      resolve({ code, signal, stdout, stderr });
    })),
    kill: (signal = 'SIGKILL') => { child.kill(signal); },
  };
  return handle;
}

/** Whether process `pid` has the file at `path` open (false once it has ended). */
export function holdsOpen(pid: number, path: string): boolean {
  let target: string;
  try { target = realpathSync(path); } catch { return false; }
  let fds: string[];
  try { fds = readdirSync(`/proc/${pid}/fd`); } catch { return false; }
  return fds.some((fd) => {
    try { return readlinkSync(join(`/proc/${pid}/fd`, fd)) === target; } catch { return false; }
  });
}

/**
 * `chancery <args>` in `cwd`, killed (SIGKILL) at the `nth` step matching `step`
 * (test/support/kill-at-step.ts, preloaded), waited for.
 */
export function killedAtStep(args: string[], o: { cwd: string; env?: Record<string, string>; step: string; nth?: number }): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ['--import', join(ROOT, 'dist', 'test', 'support', 'kill-at-step.js'), BIN, ...args], {
    cwd: o.cwd, env: { ...process.env, NO_COLOR: '1', CI: 'true', ...o.env, CHANCERY_KILL_STEP: o.step, CHANCERY_KILL_NTH: String(o.nth ?? 1) }, encoding: 'utf8', timeout: 60_000,
  });
}

/**
 * `chancery <args>` in `cwd`, killed (SIGKILL, or env's CHANCERY_KILL_SIGNAL) as it renames a file
 * whose path matches `at` (test/support/kill-at-rename.ts, preloaded), waited for.
 */
export function killedAtRename(args: string[], cwd: string, at: string, env: Record<string, string> = {}): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ['--import', join(ROOT, 'dist', 'test', 'support', 'kill-at-rename.js'), BIN, ...args], {
    cwd, env: { ...process.env, NO_COLOR: '1', CI: 'true', ...env, CHANCERY_KILL_AT_RENAME: at }, encoding: 'utf8', timeout: 60_000,
  });
}
