// Where a moderator's own templates live: the folder the game log names (`templates:` in the
// header, relative to the log), then $CHANCERY_HOME/templates. Both are searched before the
// built-in templates; a file there replaces the built-in file of the same name.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { LogFile } from '../log/file.js';
import { OperationError } from '../errors.js';

export function overrideDirs(log: { path: string; header: Pick<LogFile['header'], 'templates' | 'lang'> }, env: NodeJS.ProcessEnv): string[] {
  const dirs: string[] = [];
  if (log.header.templates) {
    const dir = resolve(dirname(log.path), log.header.templates);
    if (!existsSync(dir)) throw new OperationError('template', `${log.path}: the header names the templates folder ${log.header.templates}, but ${dir} does not exist`)
      .saying('templates-missing', { path: log.path, dir }).inLang(log.header.lang);
    dirs.push(dir);
  }
  if (env.CHANCERY_HOME) {
    const home = join(resolve(env.CHANCERY_HOME), 'templates');
    if (existsSync(home)) dirs.push(home);
  }
  return dirs;
}
