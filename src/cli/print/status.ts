import type { StatusResult } from '../../commands/status.js';
import { formatBoard } from './board.js';
import type { Style } from './style.js';

export function formatStatus(r: StatusResult, c: Style): string {
  const say = r.say;
  const ru = r.lang === 'ru';
  const at = r.seq < r.lastSeq ? c.yellow(ru ? ` на событии ${r.seq} из ${r.lastSeq}` : ` as of event ${r.seq} of ${r.lastSeq}`) : '';
  const seen = r.as ? (ru ? ` — глазами игрока ${r.as}` : ` — as seen by ${r.as}`) : '';
  return [`${c.bold(r.game)}${at}${seen}`, '', ...formatBoard(r.view, c, say), '', `${c.bold(say?.next ?? 'Next:')} ${r.waitingFor}`].join('\n');
}
