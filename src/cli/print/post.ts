// Prints a post: the text to paste, or where it went.
import type { PostResult } from '../../commands/post.js';
import type { BoardResult } from '../../commands/board.js';
import { CLIPBOARD_TOOLS } from '../../render/clipboard.js';
import type { Style } from './style.js';

export function formatPost(r: PostResult, c: Style): string {
  if (r.copied) return c.green(`The ${r.kind} post (${r.format}) is on the clipboard (${r.copied}): paste it into the thread.`);
  const note = r.copied === null ? `${c.yellow(`No clipboard here (looked for ${CLIPBOARD_TOOLS.join(', ')}): copy the post below.`)}\n\n` : '';
  return `${note}${r.text}`;
}

export function formatBoardResult(r: BoardResult, c: Style): string {
  return r.file ? c.green(`Wrote ${r.file} (${r.bytes} bytes, ${r.width}×${r.height}).`) : r.svg ?? '';
}
