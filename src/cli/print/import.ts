// What import wrote and skipped, in the language the command line speaks (as its help does).
import type { ImportResult } from '../../commands/import.js';
import { describeProblem } from '../../commands/import.js';
import { speechOf } from '../../game/speech.js';
import type { Style } from './style.js';

export function formatImport(r: ImportResult, c: Style): string {
  const say = speechOf(r.lang).folder;
  const skipped = r.skipped.length;
  const lines = [say.imported(c.green(say.written(r.written)), r.dir, skipped ? c.yellow(say.skippedCount(skipped)) : say.skippedCount(0))];
  for (const p of r.skipped) lines.push(`  ${c.yellow(say.skipped)} ${describeProblem(p, r.lang)}`);
  return lines.join('\n');
}
