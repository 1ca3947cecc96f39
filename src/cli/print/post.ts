// Prints a post: the text to paste, or where it went.
import type { PostResult } from '../../commands/post.js';
import type { BoardResult } from '../../commands/board.js';
import { CLIPBOARD_TOOLS } from '../../render/clipboard.js';
import type { Style } from './style.js';
import { speechFor, speechOf } from '../../game/speech.js';

export function formatPost(r: PostResult, c: Style): string {
  const say = speechFor(r);
  if (r.copied) return c.green(say.copied(r.kind, r.format, r.copied));
  const note = r.copied === null ? `${c.yellow(say.noClipboard(CLIPBOARD_TOOLS.join(', ')))}\n\n` : '';
  return `${note}${r.text}`;
}

export function formatBoardResult(r: BoardResult, c: Style): string {
  return r.file ? c.green(speechOf(r.lang).report.wroteBoard(r.file, r.bytes, r.width, r.height)) : r.svg ?? '';
}
