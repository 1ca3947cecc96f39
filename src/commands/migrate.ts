// `chancery migrate <game>`: rewrites a log written by an older chancery in the current format
// (version 1 → 2: contacts and mail details out of the hash chain, into the game's private file).
// The old file is kept beside the private file; a log already current is left untouched.
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, unlinkSync } from 'node:fs';
import { join, dirname, basename } from 'node:path';
import { resolveGamePath } from '../game/paths.js';
import { rewriteLocked, checkLogFile } from '../log/file.js';
import { migrateLog, migrationProblem } from '../log/migrate.js';
import { privatePath } from '../log/private.js';
import { FORMAT_VERSION, type Lang, type ThemeName } from '../log/records.js';
import { OperationError } from '../errors.js';
import type { Context } from '../game/context.js';
import { isoTime } from '../log/times.js';

export interface MigrateInput { game: string }

export interface MigrateResult {
  game: string;
  path: string;
  from: number;
  to: number;
  migrated: boolean;
  /** Where the old file was kept (when rewritten). */
  backup?: string;
  /** The old log's last hash (the old file's, as its audit ends). */
  previousHash?: string;
  /** A finished game's old game-ended record: the game-over post published before the migration shows this one. */
  previousEnded?: { seq: number; hash: string };
  events: number;
  /** The game's language and theme: the report is printed in them. */
  lang: Lang;
  theme: ThemeName;
}

export async function migrate(input: MigrateInput, ctx: Context): Promise<MigrateResult> {
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  checkLogFile(path);
  /**
   * The copy of the old log this run made, and the old text: a rewrite that then fails (a full disk)
   * while the log is still the old one takes the copy back, so that the command can simply be run again.
   */
  let copied: { backup: string; text: string } | undefined;
  try {
    return await rewriteLocked<MigrateResult>(path, (log, text) => {
      const base = { game: log.header.game, path, from: log.header.chancery, to: FORMAT_VERSION, events: log.events.length, lang: log.header.lang, theme: log.header.theme };
      if (log.header.chancery >= FORMAT_VERSION) return { text: null, result: { ...base, migrated: false } };
      const out = migrateLog(log, isoTime(ctx.now()));
      const problem = migrationProblem(text, out.text, path);
      if (problem) throw new OperationError('migrate', `${path}: ${problem}`);
      const backup = join(dirname(privatePath(path)), `${basename(path).replace(/\.ya?ml$/, '')}.v${log.header.chancery}.yaml`);
      if (existsSync(backup)) throw new OperationError('migrate', `${backup} already exists: move it away first (it would be overwritten by this log's old version)`)
        .saying('migrate-backup-exists', { path: backup }).inLang(log.header.lang);
      mkdirSync(dirname(backup), { recursive: true, mode: 0o700 });
      copied = { backup, text };
      copyFileSync(path, backup);
      chmodSync(backup, 0o600);
      return { text: out.text, sealed: out.sealed, result: { ...base, migrated: true, backup, previousHash: out.previousHash, ...(out.header.migrated?.ended ? { previousEnded: out.header.migrated.ended } : {}) } };
    });
  } catch (e) {
    if (copied && stillReads(path, copied.text)) {
      try { unlinkSync(copied.backup); } catch { /* never made, or already gone */ }
    }
    throw e;
  }
}

/** Whether the file at `path` still holds `text` (a rewrite that failed left it as it was). */
function stillReads(path: string, text: string): boolean {
  try {
    return readFileSync(path, 'utf8') === text;
  } catch {
    return false;
  }
}
