import type { StatusResult } from '../../commands/status.js';
import { formatBoard } from './board.js';
import type { Style } from './style.js';
import { formatDate } from '../../log/dates.js';

export function formatStatus(r: StatusResult, c: Style): string {
  const say = r.say;
  const ru = r.lang === 'ru';
  const at = r.seq < r.lastSeq ? c.yellow(ru ? ` на событии ${r.seq} из ${r.lastSeq}` : ` as of event ${r.seq} of ${r.lastSeq}`) : '';
  const seen = r.as ? (ru ? ` — глазами игрока ${r.as}` : ` — as seen by ${r.as}`) : '';
  const lines = [`${c.bold(r.game)}${at}${seen}`, '', ...formatBoard(r.view, c, say), '', `${c.bold(say?.next ?? 'Next:')} ${r.waitingFor}`];
  if (r.deadline) {
    // As `chancery deadline` says it (English Secret Hitler loads no theme words).
    const from = r.deadline.source === 'house' ? c.dim(say?.house.gameDefault ?? " (the game's default)") : '';
    lines.push(`${c.bold(say?.house.deadline ?? 'Deadline:')} ${formatDate(r.deadline.at, r.lang)}${from}, ${r.deadline.passed ? c.red(r.deadline.remaining) : r.deadline.remaining}`);
  }
  return lines.join('\n');
}
