// The history: one line per government (President > Chancellor => result), then the vote matrix.
import type { HistoryGovernment, HistoryResult } from '../../commands/history.js';
import type { Style } from './style.js';

export function formatHistory(r: HistoryResult, c: Style): string {
  if (!r.governments.length) return `${c.bold(r.game)}: no government has been nominated yet`;
  const lines = [c.bold(`${r.game}: ${r.governments.length} government${r.governments.length === 1 ? '' : 's'}`), ''];
  for (const g of r.governments) {
    lines.push(timelineLine(g, c));
    for (const claim of g.claims) lines.push(`     ${c.cyan('claim')} ${claim.player} (${claim.as}): ${claim.says}`);
    for (const conflict of g.conflicts) lines.push(`     ${c.yellow.bold('CONFLICT')} ${conflict}`);
  }
  lines.push('', c.bold('Votes'), ...matrix(r, c));
  if (r.winner) lines.push('', c.bold(`Game over: the ${r.winner.winner}s win (${r.winner.reason})`));
  return lines.join('\n');
}

function timelineLine(g: HistoryGovernment, c: Style): string {
  const head = `${c.dim(`#${g.index}`)} ${g.special ? c.yellow('[special] ') : ''}${g.president} > ${g.chancellor}`;
  const parts: string[] = [];
  if (g.result === 'voting') parts.push('voting');
  else parts.push(g.result === 'elected' ? c.green('elected') : c.red('failed'));
  if (g.veto) parts.push(`veto ${g.veto}`);
  if (g.enacted) parts.push(`${paint(g.enacted, c)} enacted`);
  if (g.chaos) parts.push(`chaos: ${paint(g.chaos, c)}`);
  if (g.power) parts.push(`${g.power}${g.target ? ` ${g.target}` : ''}`);
  const votes = g.result === 'voting' ? '' : c.dim(`  (Ja: ${g.ja.join(', ') || 'none'}; Nein: ${g.nein.join(', ') || 'none'})`);
  return `${head} => ${parts.join(', ')}${votes}`;
}

function paint(policy: string, c: Style): string {
  return policy === 'liberal' ? c.blue(policy) : c.red(policy);
}

function matrix(r: HistoryResult, c: Style): string[] {
  const width = Math.max(3, ...r.players.map((p) => [...p].length));
  const cell = (text: string) => text + ' '.repeat(Math.max(0, width - [...text].length));
  const rows = [`${cell('#')}  ${r.players.map(cell).join(' ')}`];
  r.matrix.forEach((row, i) => {
    const cells = row.map((v) => (v === 'ja' ? c.green(cell('Ja')) : v === 'nein' ? c.red(cell('Nein')) : c.dim(cell('-'))));
    rows.push(`${cell(String(r.governments[i].index))}  ${cells.join(' ')}`);
  });
  return rows;
}
