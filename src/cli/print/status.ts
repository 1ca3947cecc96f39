import type { StatusResult } from '../../commands/status.js';
import { formatBoard } from './board.js';
import type { Style } from './style.js';

export function formatStatus(r: StatusResult, c: Style): string {
  const head = `${c.bold(r.game)}${r.seq < r.lastSeq ? c.yellow(` as of event ${r.seq} of ${r.lastSeq}`) : ''}${r.as ? ` — as seen by ${r.as}` : ''}`;
  return [head, '', ...formatBoard(r.view, c), '', `${c.bold('Next:')} ${r.waitingFor}`].join('\n');
}
