import type { GameOutcome } from '../../game/outcome.js';
import type { Style } from './style.js';
import { speechFor, type Worded } from '../../game/speech.js';

export function formatOutcome(o: Pick<GameOutcome, 'appended' | 'waitingFor'> & Worded, c: Style): string {
  const lines = o.appended.map((a) => `${c.dim(`#${a.seq}`)} ${a.text}`);
  lines.push('', `${c.bold(speechFor(o).next)} ${o.waitingFor}`);
  return lines.join('\n');
}
