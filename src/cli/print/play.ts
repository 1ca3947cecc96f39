// `play`: without a terminal, the board and the command to type; after a session, where it stopped.
import type { PlayResult } from '../../interactive/play.js';
import { speechFor } from '../../game/speech.js';
import { formatBoard } from './board.js';
import { formatDeadlineAt } from './status.js';
import type { Style } from './style.js';

export function formatPlay(r: PlayResult, c: Style): string {
  const say = speechFor(r);
  if (r.interactive) {
    return `${c.bold(r.game)}: ${say.play.written(r.decisions.length, r.appliedByMail)}. ${r.over ? say.play.over : `${say.next} ${r.waitingFor}`}`;
  }
  const lines = [c.bold(r.game), '', ...formatBoard(r.view, c, say), '', `${c.bold(say.next)} ${r.waitingFor}`,
    ...(r.deadline ? [formatDeadlineAt(r.deadline, r.lang, c, say)] : []),
    ...(r.houseRuleRefused ? [c.yellow(r.houseRuleRefused)] : []), '',
    c.yellow(say.play.noTerminal), ...r.commands.map((cmd) => `  ${cmd}`)];
  if (r.mail) lines.push(c.dim(say.play.byMail));
  return lines.join('\n');
}
