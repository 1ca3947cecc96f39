// What import wrote and skipped, in the language the command line speaks (as its help does).
import type { ImportResult } from '../../commands/import.js';
import { describeProblem } from '../../commands/import.js';
import type { Style } from './style.js';

export function formatImport(r: ImportResult, c: Style): string {
  const ru = r.lang === 'ru';
  const skipped = r.skipped.length;
  const lines = [ru
    ? `${c.green(`Записано журналов: ${r.written}`)} (${r.dir}), ${skipped ? c.yellow(`пропущено записей: ${skipped}`) : 'пропущено записей: 0'}`
    : `${c.green(`${r.written} written`)} to ${r.dir}, ${skipped ? c.yellow(`${skipped} skipped`) : '0 skipped'}`];
  for (const p of r.skipped) lines.push(`  ${c.yellow(ru ? 'пропущена' : 'skipped')} ${describeProblem(p, r.lang)}`);
  return lines.join('\n');
}
