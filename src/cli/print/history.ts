// The history: one line per government (President > Chancellor => result), then the vote matrix,
// in the game's language and theme words (src/game/speech.ts).
import type { HistoryGovernment, HistoryResult } from '../../commands/history.js';
import { speechFor, type Speech } from '../../game/speech.js';
import { width as columnsOf } from '../../render/format.js';
import type { Style } from './style.js';

export function formatHistory(r: HistoryResult, c: Style): string {
  const say = speechFor(r);
  if (!r.governments.length) return `${c.bold(r.game)}: ${say.word.noGovernment}`;
  const lines = [c.bold(`${r.game}: ${say.word.governments(r.governments.length)}`), ''];
  // A seat that changed hands is shown where it happened, in the game's language.
  const handedOver = (after: number) => r.replacements.filter((x) => x.after === after)
    .map((x) => `   ${c.yellow(say.word.replaced)} ${say.mail.takesOver(x.name, x.seat, x.previous)}${x.discardedBefore ? ` (${say.word.discardedBefore(x.after + 1)})` : x.votedBefore ? ` (${say.word.votedBefore(x.after + 1)})` : ''}`);
  lines.push(...handedOver(0));
  for (const g of r.governments) {
    lines.push(timelineLine(g, c, say));
    for (const claim of g.claims) lines.push(`     ${c.cyan(say.word.claim)} ${claim.player} (${say.word.claimAs(claim.as)}): ${claim.shown}`);
    for (const conflict of g.conflicts) lines.push(`     ${c.yellow.bold(say.word.conflict)} ${conflict}`);
    lines.push(...handedOver(g.index));
  }
  lines.push('', c.bold(say.word.votes), ...matrix(r, c, say));
  if (r.winner) lines.push('', c.bold(say.word.gameOver(r.winner.winner, r.winner.reason)));
  return lines.join('\n');
}

function timelineLine(g: HistoryGovernment, c: Style, say: Speech): string {
  const head = `${c.dim(`#${g.index}`)} ${g.special ? c.yellow(`[${say.word.special}] `) : ''}${g.president} > ${g.chancellor}`;
  const parts: string[] = [];
  if (g.result === 'voting') parts.push(say.word.voting);
  else parts.push(g.result === 'elected' ? c.green(say.word.elected) : c.red(say.word.failed));
  if (g.veto) parts.push(say.word.vetoState(g.veto));
  if (g.enacted) parts.push(`${paint(g.enacted, c, say)} ${say.word.enacted}`);
  if (g.chaos) parts.push(`${say.word.chaos}: ${paint(g.chaos, c, say)}`);
  // "execution: Vera": the target after a colon, so no language has to decline the name.
  // "(Zed)": who used it, when the President's seat changed hands while it was pending.
  if (g.power) parts.push(`${say.word.power(g.power)}${g.usedBy ? ` (${g.usedBy})` : ''}${g.target ? `: ${g.target}` : ''}`);
  const byRule = g.byRule?.length ? `; ${say.word.byRule(g.byRule.map((b) => b.name))}` : '';
  const votes = g.result === 'voting' ? '' : c.dim(`  (${say.word.ballot('ja')}: ${g.ja.join(', ') || say.word.none}; ${say.word.ballot('nein')}: ${g.nein.join(', ') || say.word.none}${byRule})`);
  return `${head} => ${parts.join(', ')}${votes}`;
}

function paint(policy: string, c: Style, say: Speech): string {
  const word = say.word.card(policy as 'liberal' | 'fascist');
  return policy === 'liberal' ? c.blue(word) : c.red(word);
}

function matrix(r: HistoryResult, c: Style, say: Speech): string[] {
  // A seat that changed hands is headed by everyone who held it, in order.
  const heads = r.holders.map((names) => names.join('→'));
  // Wide enough for a ballot and its house-rule mark.
  // Counted in the terminal's columns, as a post's [code] table is: a Chinese name takes two a character.
  const width = Math.max(3, ...heads.map(columnsOf), ...(['ja', 'nein'] as const).map((v) => columnsOf(say.word.ballot(v)) + 1));
  const cell = (text: string) => text + ' '.repeat(Math.max(0, width - columnsOf(text)));
  const rows = [`${cell('#')}  ${heads.map(cell).join(' ')}`];
  // A vote the house rule cast is marked "*" (explained under the matrix).
  const marked = (i: number, seat: number) => (r.governments[i].byRule?.some((b) => b.seat === seat + 1) ? '*' : '');
  r.matrix.forEach((row, i) => {
    const cells = row.map((v, seat) => (v === 'ja' ? c.green(cell(say.word.ballot('ja') + marked(i, seat))) : v === 'nein' ? c.red(cell(say.word.ballot('nein') + marked(i, seat))) : c.dim(cell('-'))));
    rows.push(`${cell(String(r.governments[i].index))}  ${cells.join(' ')}`);
  });
  if (r.governments.some((g) => g.byRule?.length)) rows.push(c.dim(say.word.byRuleLegend));
  return rows;
}
