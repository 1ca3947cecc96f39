// Where games live. Light on purpose: read-only commands import this without the log machinery.
import type { Lang } from '../log/records.js';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { UsageError } from '../errors.js';
import { withoutZeroWidth } from '../input/text.js';

/** The folder games live in: $CHANCERY_HOME/games, or ./games. */
export function gamesDir(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  return env.CHANCERY_HOME ? join(resolve(env.CHANCERY_HOME), 'games') : join(cwd, 'games');
}

/** A game argument is an id (games/<id>.yaml) or a path to a log file. */
export function resolveGamePath(given: string, env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  const arg = withoutZeroWidth(given);
  if (!arg) throw new UsageError('name a game: its id (games/<id>.yaml) or the path of its log').saying('game-empty');
  if (arg.endsWith('.yaml') || arg.endsWith('.yml') || arg.includes('/')) return isAbsolute(arg) ? arg : resolve(cwd, arg);
  return join(gamesDir(env, cwd), `${arg}.yaml`);
}

/**
 * How a command line the moderator is told to type names the game `typed` (its log at `path`, its
 * id `id`): by the id when the id leads from here to that same log, else as typed (the command line
 * quotes it). One rule for every report, watched or not.
 */
export function gameForCommands(typed: string, id: string, path: string, env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  return gameIdOk(id) && resolveGamePath(id, env, cwd) === resolve(path) ? id : typed;
}

/** A path as a command line the moderator types from `cwd` gives it: relative when below `cwd`, else absolute; quoted for a shell where it needs it. */
export function pathForCommands(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  const arg = rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
  return /^[\w./@+-]+$/u.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

/**
 * How a command line the moderator is told to type names the game whose log is `path` (its id
 * `id`) when no command line named it: by the id when that leads from `cwd` to this log
 * (gameForCommands), else by the log's path (pathForCommands). What `list` suggests for each game,
 * and the notice of a write never shown.
 */
export function gameArgumentFor(id: string, path: string, env: NodeJS.ProcessEnv, cwd: string): string {
  return gameForCommands(pathForCommands(path, cwd), id, path, env, cwd);
}

export function gameIdOk(id: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(id);
}

/**
 * A game's template folders (render/overrides.ts) for the terminal's words, from what a snapshot
 * keeps of its header: looked for only when it can have one (a command that reads no log loads no
 * renderer otherwise); none when the one the header names is missing (the built-in words then:
 * status and list render nothing, and must not fail for it).
 */
export async function templateFoldersOf(path: string, lang: Lang, templates: string | undefined, env: NodeJS.ProcessEnv): Promise<string[]> {
  if (!templates && !env.CHANCERY_HOME) return [];
  const { overrideDirs } = await import('../render/overrides.js');
  try {
    return overrideDirs({ path, header: { lang, ...(templates ? { templates } : {}) } }, env);
  } catch {
    return [];
  }
}
