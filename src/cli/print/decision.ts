// A decision command's output: what was appended, the post for the thread, then the PRIVATE notes to forward, set apart so
// the moderator never pastes them into the thread by mistake.
import type { DecisionResult } from '../../game/act.js';
import { formatOutcome } from './outcome.js';
import type { Style } from './style.js';

export function formatDecision(r: DecisionResult, c: Style): string {
  const lines = [formatOutcome(r, c)];
  if (r.post) lines.push('', c.bold(`Post to paste in the thread (${r.post.kind}, ${r.post.format}):`), '', r.post.text.trimEnd());
  if (r.postError) lines.push('', c.yellow(`The decision is recorded, but its post could not be rendered: ${r.postError}`), c.dim('fix it, then print the post with `chancery post <game>`'));
  for (const note of r.private) {
    lines.push('', c.red.bold(`PRIVATE: for ${note.to} (seat ${note.seat}) only; forward by private message, never in the thread`),
      `  ${note.text}`);
  }
  return lines.join('\n');
}
