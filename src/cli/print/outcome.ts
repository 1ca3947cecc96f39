import type { GameOutcome } from '../../game/outcome.js';
import type { Style } from './style.js';

export function formatOutcome(o: GameOutcome, c: Style): string {
  const lines = o.appended.map((a) => `${c.dim(`#${a.seq}`)} ${a.text}`);
  lines.push('', `${c.bold('Next:')} ${o.waitingFor}`);
  return lines.join('\n');
}
