// Runs the real chancery binary, as a moderator would, in a scratch folder.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { scratch } from './scratch.js';

export const ROOT = resolve(new URL('../../..', import.meta.url).pathname);
export const BIN = join(ROOT, 'bin', 'chancery.js');
// shared/ sits beside the checkout; a worktree elsewhere names it with CHANCERY_SHARED.
export const SHARED = process.env.CHANCERY_SHARED ? resolve(process.env.CHANCERY_SHARED) : resolve(ROOT, '..', 'shared');

export interface CliRun { code: number; stdout: string; stderr: string }

export function runCli(args: string[], opts: { cwd: string; env?: Record<string, string>; input?: string }): CliRun {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: opts.cwd,
    env: { ...process.env, NO_COLOR: '1', CI: 'true', ...(opts.env ?? {}) },
    input: opts.input ?? '',
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** Runs a command that must succeed, as a test's given step: its output, or a failure naming the command and what it said. */
export function runOk(args: string[], opts: { cwd: string; env?: Record<string, string>; input?: string }): string {
  const r = runCli(args, opts);
  if (r.code !== 0) throw new Error(`chancery ${args.join(' ')} exited ${r.code}: ${r.stderr || r.stdout}`);
  return r.stdout;
}

export { scratch };

export const FIXED_SEED = 'ab'.repeat(32);

export function readGame(cwd: string, id: string): string {
  return readFileSync(join(cwd, 'games', `${id}.yaml`), 'utf8');
}

/**
 * A folder ready for game `g` whose mail server cannot be reached (port 9 on loopback refuses): a
 * roster file (`roster.yaml`, p1@example.org …) and games/g/mail.yaml. Returns the environment to run with.
 */
export function unreachableMail(cwd: string, names: string[], env: Record<string, string> = {}): Record<string, string> {
  writeFileSync(join(cwd, 'roster.yaml'), names.map((p, i) => `- name: ${p}\n  email: p${i + 1}@example.org\n`).join(''));
  mkdirSync(join(cwd, 'games', 'g'), { recursive: true });
  const server = '{ host: 127.0.0.1, port: 9, user: mod, passwordEnv: MAIL_PASSWORD }';
  writeFileSync(join(cwd, 'games', 'g', 'mail.yaml'), `transport: smtp+imap\nfrom: mod@example.org\nsmtp: ${server}\nimap: ${server}\n`);
  return { ...env, MAIL_PASSWORD: 'x' };
}

/**
 * A scratch folder holding one new game: `g` in Russian (Анна, Борис, Вера, Глеб, Даша), or
 * `friday` in English (Alice … Eve), for the tests of what a folder's language makes the CLI say.
 */
export function folderWithGame(lang: 'en' | 'ru'): string {
  const cwd = scratch();
  const [id, players] = lang === 'ru' ? ['g', ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша']] as const : ['friday', ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve']] as const;
  runOk(['new', id, ...(lang === 'ru' ? ['--lang', 'ru'] : []), '--players', ...players, '--seed', FIXED_SEED], { cwd });
  return cwd;
}

/**
 * `chancery <args>` with the disk full under the files `full` (a regular expression) matches,
 * after `room` writes to them: the preload test/support/full-disk.ts makes their writes fail with
 * ENOSPC, as a real full disk does.
 */
export function onFullDisk(args: string[], cwd: string, full: string, room = 0): CliRun {
  const r = spawnSync(process.execPath, ['--import', join(ROOT, 'dist', 'test', 'support', 'full-disk.js'), BIN, ...args], {
    cwd,
    env: { ...process.env, NO_COLOR: '1', CI: 'true', CHANCERY_FULL_DISK: full, CHANCERY_FULL_DISK_AFTER: String(room) },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}
