// `chancery audit <log|folder>...`: replays and checks everything a reader can check from the file
// alone. One log: its verdict in full. Several, or a folder (its *.yaml game logs, and those of its
// subfolders): one verdict a log, in the order given, for a league or an auditor checking many
// games in one call.
// A failed audit is a result (printed), then CheckFailed sets the exit code.
import { existsSync, readdirSync, statSync, type Dirent } from 'node:fs';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { gamesDir, resolveGamePath } from '../game/paths.js';
import { headersLang } from './folder-lang.js';
import type { Lang } from '../settings.js';
import { fileBeside } from '../input/module-path.js';
import { readRegular } from '../input/files.js';
import { auditFile, type AuditResult } from '../log/audit.js';
import { UsageError } from '../errors.js';
import type { Context } from '../game/context.js';

export interface AuditInput { log: string }
export interface AuditManyInput { logs: string[] }

export interface AuditReport {
  /** True when the arguments named one log file: its verdict is printed in full. */
  single: boolean;
  results: AuditResult[];
  failed: number;
  /** The YAML files in the folders' subfolders that are no game log (no `chancery:` line), not audited. */
  skipped: string[];
  /**
   * The language of the folder audited (the one most of its logs name, as help speaks there), for a
   * verdict on a log that names none: a mistyped id in a folder of Russian games is said in Russian.
   */
  folderLang?: Lang;
}

/** What an argument names: its logs, and the YAML files of its subfolders that are no game log. */
interface Named { argument: string; paths: string[]; skipped: string[] }

/**
 * The logs an argument names: one log, or a folder's: its own *.yaml files (each audited, a game
 * log or not), then, in its subfolders (a league's seasons), the *.yaml files that begin as a game
 * log does (a top-level `chancery:` line); the others there are `skipped` (a moderator's templates),
 * said after the verdicts. Not searched: hidden folders, a game's own folder (`<id>/` beside
 * `<id>.yaml`: its mail settings, outbox and private file) and links to folders.
 */
function logsOf(argument: string, ctx: Context): Named {
  let isFolder = false;
  try {
    isFolder = statSync(argument).isDirectory();
  } catch {
    // not a path here: an id or a missing file, which resolveGamePath and the audit report
  }
  if (!isFolder) return { argument, paths: [resolveGamePath(argument, ctx.env, ctx.cwd)], skipped: [] };
  const paths: string[] = [];
  const skipped: string[] = [];
  const walk = (folder: string, top: boolean) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      // Unreadable: audited as a path, so that its verdict says why (a top folder's too).
      paths.push(folder);
      return;
    }
    const shown = entries.filter((e) => !e.name.startsWith('.')).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const yaml = shown.filter((e) => /\.ya?ml$/.test(e.name) && !e.isDirectory()).map((e) => e.name);
    for (const name of yaml) {
      const path = join(folder, name);
      if (top || beginsAsLog(path)) paths.push(path);
      else skipped.push(path);
    }
    const logs = new Set(yaml.map((name) => name.replace(/\.ya?ml$/, '')));
    for (const e of shown) if (e.isDirectory() && !logs.has(e.name)) walk(join(folder, e.name), false);
  };
  walk(argument, true);
  return { argument, paths, skipped };
}

/** Whether a file begins as a game log: a `chancery:` key at the top level of its first 4 KiB (a file that cannot be read is audited, to be said so). */
function beginsAsLog(path: string): boolean {
  try {
    return /(?:^|\n)\uFEFF?chancery[ \t]*:/.test(readRegular(path, 4096, { truncate: true }).bytes.toString('utf8'));
  } catch {
    return true;
  }
}

/** The verdict on a folder that holds no game log. */
function noLogs(folder: string): AuditResult {
  return {
    log: folder, ok: false, events: 0, retracted: 0, checks: [], seeded: false, commitment: null,
    problem: { kind: 'io', seq: null, line: 0, rule: 'a folder given to audit holds game logs (*.yaml)', message: `no game logs (*.yaml) in ${folder}`, said: { code: 'audit-no-logs', params: {} } },
  };
}

/** One log's audit. */
export async function audit(input: AuditInput, ctx: Context): Promise<AuditResult> {
  return auditFile(resolveGamePath(input.log, ctx.env, ctx.cwd));
}

/** Every log the arguments name, each audited on its own. */
export async function auditMany(input: AuditManyInput, ctx: Context): Promise<AuditReport> {
  if (!input.logs.length) throw new UsageError('audit needs a game log, or a folder of them');
  const named = input.logs.map((argument) => logsOf(argument, ctx));
  const paths = named.flatMap((n) => n.paths);
  const skipped = named.flatMap((n) => n.skipped);
  if (!paths.length) {
    // Said in the language help speaks for this command line: the folder's games, else games/'s.
    const lang = headersLang(...input.logs.map((a) => resolve(ctx.cwd, a)), gamesDir(ctx.env, ctx.cwd));
    throw new UsageError(`no game logs (*.yaml) in ${input.logs.join(', ')} nor in ${input.logs.length === 1 ? 'its' : 'their'} subfolders`)
      .saying('audit-none', { dirs: input.logs.join(', ') }).inLang(lang);
  }
  const audited = await auditAll(paths);
  // A folder with no logs beside others is a verdict of its own: every argument answers, or a
  // mistyped or emptied folder would pass unseen in "all clean".
  let next = 0;
  const results = named.flatMap((n) => (n.paths.length ? n.paths.map(() => audited[next++]) : [noLogs(n.argument)]));
  const single = input.logs.length === 1 && paths.length === 1 && paths[0] === resolveGamePath(input.logs[0], ctx.env, ctx.cwd);
  // The folder help speaks for (src/cli/main.ts): one named on the command line, else games/.
  const folder = input.logs.map((a) => resolve(ctx.cwd, a)).find((p) => existsSync(p) && statSync(p).isDirectory()) ?? gamesDir(ctx.env, ctx.cwd);
  const folderLang = results.every((r) => !r.lang) ? headersLang(folder) : undefined;
  return { single, results, failed: results.filter((r) => !r.ok).length, skipped, ...(folderLang ? { folderLang } : {}) };
}

/** From this many logs on, worker threads share them (below, starting a thread costs more than it saves). */
const WORKERS_FROM = 32;

/**
 * Audits every path, on all cores for a large batch; results in the order of `paths`. The threads
 * take the logs one at a time from a counter they share (the next index, by one atomic add), so
 * the work stays even although the workers start tens of milliseconds after this thread, whose
 * modules are loaded already: with fixed shares this thread waited idle for a worker's last logs.
 * A worker sends each result as soon as it has it; once every log has its result, a worker still
 * starting (it took none) is stopped rather than waited for.
 */
async function auditAll(paths: string[]): Promise<AuditResult[]> {
  // (node:os only for such a batch: requiring it costs one log's audit about 0.2 ms.)
  const threads = paths.length >= WORKERS_FROM ? Math.min((process.getBuiltinModule('node:os') as typeof import('node:os')).availableParallelism(), 8) : 1;
  if (threads <= 1) return paths.map((path) => auditFile(path));
  const compiler = optimizingCompilerWaits();
  try {
    return await auditOnThreads(paths, threads, compiler.check);
  } finally {
    compiler.resume();
  }
}

/** How long a batch on several threads runs before V8's optimizing compiler (TurboFan) may start. */
const OPTIMIZE_AFTER_MS = 300;

/**
 * Keeps V8's optimizing compiler off for the batch's first OPTIMIZE_AFTER_MS. Its compilations run
 * on V8's background threads, each thread of the batch making its own (the parser, the hash, the
 * engine: several hundred milliseconds of CPU), and they take the cores the audit threads need;
 * a batch that ends in a fraction of a second never earns them back. Measured on a 2-core machine:
 * 100 logs 0.77 of the time with the compiler on from the start (the second thread then does its
 * share), 906 logs 1.08–1.11 (it starts at 300 ms and the rest runs optimised). `check` is called
 * between logs (a timer would wait for the loop); the flag is V8's, for the whole process.
 */
function optimizingCompilerWaits(): { check: () => void; resume: () => void } {
  const { setFlagsFromString } = process.getBuiltinModule('node:v8') as typeof import('node:v8');
  const start = performance.now();
  let waiting = true;
  setFlagsFromString('--no-turbofan');
  const resume = () => {
    if (!waiting) return;
    waiting = false;
    setFlagsFromString('--turbofan');
  };
  return { check: () => { if (waiting && performance.now() - start >= OPTIMIZE_AFTER_MS) resume(); }, resume };
}

/** The batch on `threads` threads, this one included; `between` runs after each log this thread audits. */
async function auditOnThreads(paths: string[], threads: number, between: () => void): Promise<AuditResult[]> {
  const next = new Int32Array(new SharedArrayBuffer(4));
  const bundled = fileBeside(import.meta.url, './audit-worker.js');
  const script = existsSync(bundled) ? bundled : fileBeside(import.meta.url, '../log/audit-worker.js');
  // Loaded here only: worker_threads brings Node's streams and message ports, which one log never needs.
  const { Worker } = createRequire(import.meta.url)('node:worker_threads') as typeof import('node:worker_threads');
  const results: (AuditResult | undefined)[] = new Array(paths.length);
  let missing = paths.length;
  let failure: Error | undefined;
  let settle: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => { settle = resolve; });
  const fail = (e: Error) => {
    failure ??= e;
    settle();
  };
  const workers = Array.from({ length: threads - 1 }, () => {
    const worker = new Worker(script, { workerData: { paths, next } });
    worker.on('message', ({ index, result }: { index: number; result: AuditResult }) => {
      results[index] = result;
      if (--missing === 0) settle();
    });
    worker.once('error', fail);
    worker.once('exit', (code) => { if (code !== 0) fail(new Error(`an audit worker stopped with code ${code}`)); });
    return worker;
  });
  for (let index = Atomics.add(next, 0, 1); index < paths.length; index = Atomics.add(next, 0, 1)) {
    results[index] = auditFile(paths[index]);
    if (--missing === 0) settle();
    between();
  }
  await settled;
  for (const worker of workers) {
    // (An error a stopping worker still reports has nothing left to say: it must not be thrown.)
    worker.removeAllListeners().on('error', () => undefined);
    void worker.terminate();
  }
  if (failure) throw failure;
  return results as AuditResult[];
}
