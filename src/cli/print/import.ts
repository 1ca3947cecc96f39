import type { ImportResult } from '../../commands/import.js';
import { describeProblem } from '../../commands/import.js';
import type { Style } from './style.js';

export function formatImport(r: ImportResult, c: Style): string {
  const lines = [`${c.green(`${r.written} written`)} to ${r.dir}, ${r.skipped.length ? c.yellow(`${r.skipped.length} skipped`) : '0 skipped'}`];
  for (const p of r.skipped) lines.push(`  ${c.yellow('skipped')} ${describeProblem(p)}`);
  return lines.join('\n');
}
