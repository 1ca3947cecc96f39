// Whether a game's players answer by mail: what `play` and `deadline --apply` read first.
import { existsSync } from 'node:fs';
import { gameMailDir, mailConfigPath } from './config.js';
import { inboxDir } from './local.js';

/** Mail is on for a game with a mail configuration, or a local inbox players have written to. */
export function mailEnabled(path: string, env: NodeJS.ProcessEnv): boolean {
  return mailConfigPath(path, env) !== null || existsSync(inboxDir(gameMailDir(path)));
}
