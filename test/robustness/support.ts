// Helpers for the robustness suites (crash injection, concurrency, bad input): the real binary run
// asynchronously (so two can overlap, or one can be killed), game folders copied from a template
// made once, and the invariants every run must keep.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, FIXED_SEED, runCli } from '../support/cli.js';
import { readLog } from '../../src/log/file.js';
import { retractedSeqs } from '../../src/log/records.js';
import { acquireLock } from '../../src/log/lock.js';
import { auditFile } from '../../src/log/audit.js';
import { deliverQueued } from '../../src/mail/deliver.js';
import { emlName } from '../../src/mail/local.js';
import { scratch } from '../support/scratch.js';

/** Long runs for nightly use: CHANCERY_ROBUSTNESS=long (or a number: a multiplier of the sample). */
export const SCALE = (() => {
  const v = process.env.CHANCERY_ROBUSTNESS ?? '';
  if (v === 'long') return 10;
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 1;
})();
export const LONG = SCALE > 1;

export const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
/** Every command of a suite runs at this time: after the game's 1 h deadline (so --apply acts). */
export const T0 = '2026-12-01T12:00:00.000Z';
export const AFTER_DEADLINE = '2026-12-01T14:00:00.000Z';

export interface Run { code: number | null; signal: string | null; stdout: string; stderr: string; ms: number; timedOut: boolean }

export const envAt = (now: string) => ({ NO_COLOR: '1', CI: 'true', CHANCERY_HOME: '', CHANCERY_NOW: now });

/** Starts the binary; `kill(ms)` sends SIGKILL after ms; resolves when it ends (or is killed at the timeout). */
export function start(args: string[], cwd: string, opts: { now?: string; killAfterMs?: number; timeoutMs?: number; input?: string } = {}): Promise<Run> {
  const began = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd, env: { ...process.env, ...envAt(opts.now ?? AFTER_DEADLINE) }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (c) => { if (stdout.length < 200_000) stdout += c; });
    child.stderr.on('data', (c) => { if (stderr.length < 200_000) stderr += c; });
    child.stdin.on('error', () => { /* killed before reading */ });
    child.stdin.end(opts.input ?? '');
    const timers: NodeJS.Timeout[] = [];
    if (opts.killAfterMs !== undefined) timers.push(setTimeout(() => child.kill('SIGKILL'), opts.killAfterMs));
    timers.push(setTimeout(() => { timedOut = true; child.kill('SIGKILL'); }, opts.timeoutMs ?? 60_000));
    child.on('close', (code, signal) => {
      timers.forEach(clearTimeout);
      resolve({ code, signal, stdout, stderr, ms: Date.now() - began, timedOut });
    });
  });
}

/** A seeded generator for the suites' random choices (mulberry32): a failing seed can be re-run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const templates = new Map<string, string>();

/**
 * A folder holding game `g` after the setup commands (run once per name, then copied): the
 * game has a 1 h deadline with missing votes counted Nein, so `deadline --apply` acts later.
 */
export function fromTemplate(name: string, setup: string[][]): string {
  let dir = templates.get(name);
  if (!dir) {
    dir = scratch(`chancery-tpl-${name}-`);
    const steps = [['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--deadline', '1h', '--on-missing-vote', 'nein'], ...setup];
    for (const args of steps) {
      const r = runCli(args, { cwd: dir, env: envAt(T0) });
      if (r.code !== 0) throw new Error(`template ${name}: ${args.join(' ')} failed: ${r.stderr}`);
    }
    templates.set(name, dir);
  }
  const copy = scratch(`chancery-${name}-`);
  cpSync(dir, copy, { recursive: true });
  return copy;
}

export const logPath = (cwd: string) => join(cwd, 'games', 'g.yaml');

/** A crash or a bug rather than an answer: an internal error, a stack trace, a signal, a hang. */
export function crashOf(run: Run): string | null {
  if (run.timedOut) return 'did not finish in time';
  if (run.signal) return `ended by ${run.signal}`;
  if (run.code === 70 || /internal error/i.test(run.stderr)) return `internal error: ${run.stderr.slice(0, 400)}`;
  if (/\n\s+at .+:\d+:\d+\)?\n/.test(run.stderr)) return `stack trace: ${run.stderr.slice(0, 400)}`;
  return null;
}

/** Message-IDs recorded as sent more than once (must be none). */
export function sentTwice(cwd: string): string[] {
  const seen = new Map<string, number>();
  for (const e of readLog(logPath(cwd)).events) if (e.type === 'message-sent') seen.set(e.messageId, (seen.get(e.messageId) ?? 0) + 1);
  return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
}

/** Queued messages (not taken back by undo) with no `message-sent`, nor dropped (a reminder whose player answered). */
export function stillQueued(cwd: string): string[] {
  const events = readLog(logPath(cwd)).events;
  const sent = new Set(events.flatMap((e) => (e.type === 'message-sent' || e.type === 'message-dropped' ? [e.messageId] : [])));
  const retracted = retractedSeqs(events);
  return events.flatMap((e) => (e.type === 'message-queued' && !sent.has(e.messageId) && !retracted.has(e.at_seq) ? [e.messageId] : []));
}

/** Each message recorded as sent has its file in the local outbox. */
export function sentWithoutFile(cwd: string): string[] {
  const dir = join(cwd, 'games', 'g', 'outbox');
  const files = new Set(existsSync(dir) ? readdirSync(dir) : []);
  return readLog(logPath(cwd)).events.flatMap((e) => (e.type === 'message-sent' && !files.has(emlName(e.messageId)) ? [e.messageId] : []));
}

/** Files in the local outbox (messages that went out) whose message the log does not record as sent. */
export function fileNotSent(cwd: string): string[] {
  const dir = join(cwd, 'games', 'g', 'outbox');
  const events = readLog(logPath(cwd)).events;
  const sent = new Set(events.flatMap((e) => (e.type === 'message-sent' ? [emlName(e.messageId)] : [])));
  return (existsSync(dir) ? readdirSync(dir) : []).filter((f) => f.endsWith('.eml') && !sent.has(f));
}

/** Both of the game's locks can be taken at once (nobody holds them: a killed holder released them). */
export async function locksFree(cwd: string): Promise<boolean> {
  try {
    const a = await acquireLock(`${logPath(cwd)}.lock`, 0);
    const b = await acquireLock(join(cwd, 'games', 'g', 'send.lock'), 0);
    a.release();
    b.release();
    return true;
  } catch {
    return false;
  }
}

/**
 * What must hold after any run, crashed or not: the log audits; a `send` (in-process: the same
 * function the binary calls) then sends what is still queued; each message is recorded as sent
 * exactly once, with its file in the outbox, and each file there is a message recorded as sent.
 */
export async function afterwards(cwd: string): Promise<string[]> {
  const problems: string[] = [];
  if (!existsSync(logPath(cwd))) return problems;
  const audit = auditFile(logPath(cwd));
  if (!audit.ok) problems.push(`audit: ${audit.problem?.message}`);
  const twice = sentTwice(cwd);
  if (twice.length) problems.push(`sent twice: ${twice.join(', ')}`);
  if (!audit.ok) return problems;
  const report = await deliverQueued(logPath(cwd), { ...process.env, ...envAt(AFTER_DEADLINE) }, new Date(AFTER_DEADLINE));
  if (report.failed.length) problems.push(`send afterwards failed: ${report.failed.map((f) => f.error).join('; ')}`);
  if (stillQueued(cwd).length) problems.push(`still queued after send: ${stillQueued(cwd).length}`);
  if (sentTwice(cwd).length) problems.push('sent twice after send');
  if (sentWithoutFile(cwd).length) problems.push(`recorded as sent with no file in the outbox: ${sentWithoutFile(cwd).length}`);
  if (fileNotSent(cwd).length) problems.push(`in the outbox, not recorded as sent: ${fileNotSent(cwd).join(', ')}`);
  return problems;
}
