// What the next command says of a write whose command was cut short before its report (see
// src/log/unshown.ts): the records it made, as the command would have printed them, and its thread
// post, rendered as the write would have rendered it; said once, in the game's language and theme.
// The notice itself (unshown-notice.ts) loads only when there is something to tell: it renders
// posts and reads the whole log, code that would otherwise sit in every command's bundle (its text
// read and its code cache deserialised at every start); in the bundles it is a file of its own,
// dist/src/bundle/unshown-notice.js (scripts/bundle.mjs), as help in another language is.
import { createRequire } from 'node:module';
import type { Context } from '../game/context.js';
import type { PrivateNote } from '../game/act.js';
import { takeUnshown, type Unshown } from '../log/unshown.js';

/**
 * One write told: records `from`..`to` (written at `at`), the notice's sentence and each record's
 * line in the game's language, the thread post it called for (or why it could not be rendered),
 * and the PRIVATE notes its report would have set apart. What `--json` carries as `unshown`.
 */
export interface UnshownWrite extends Unshown {
  notice: string;
  appended: { seq: number; type: string; text: string }[];
  /** `kind`: a post kind, or `replacement` (the announcement `replace` prints). */
  post: { kind: string; format: string; text: string } | null;
  postError?: string;
  private: PrivateNote[];
}

/**
 * The writes this process has told (tellUnshown), for the one JSON object a `--json` command prints
 * (src/cli/wire.ts, and its error in main.ts): a script reads stdout only.
 */
export const toldUnshown: UnshownWrite[] = [];

/** `result` with the writes told before it (`unshown`), when there were any: what `--json` prints. */
export function withUnshown<T>(result: T): T | (T & { unshown: UnshownWrite[] }) {
  if (!toldUnshown.length || !result || typeof result !== 'object' || Array.isArray(result)) return result;
  return { ...result, unshown: toldUnshown.splice(0) };
}

/**
 * Says, through `write`, what commands cut short left unshown beside `path`, once: every command
 * naming a game does it before its own report (main.ts; `play` once it has picked its
 * game). The usual case, no marker, costs one listing of the game's folder and loads nothing more.
 * What was told is kept in `toldUnshown` too, for a `--json` result.
 */
export async function tellUnshown(path: string, ctx: Pick<Context, 'env' | 'cwd'>, write: (text: string) => void, format?: string): Promise<void> {
  const taken = takeUnshown(path);
  if (!taken.length) return;
  const { unshownNotice } = createRequire(import.meta.url)('./unshown-notice.js') as typeof import('./unshown-notice.js');
  const notice = await unshownNotice(path, taken, ctx, format);
  if (!notice) return;
  write(notice.text);
  toldUnshown.push(...notice.writes);
  notice.said();
}
