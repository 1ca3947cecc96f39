// `play`: without a terminal, the board and the command to type; after a session, where it stopped.
import type { PlayResult } from '../../commands/play.js';
import { formatBoard } from './board.js';
import type { Style } from './style.js';

export function formatPlay(r: PlayResult, c: Style): string {
  if (r.interactive) {
    const done = r.decisions.length ? `${r.decisions.length} decision${r.decisions.length === 1 ? '' : 's'} written` : 'nothing written';
    return `${c.bold(r.game)}: ${done}. ${r.over ? 'The game is over.' : `Next: ${r.waitingFor}`}`;
  }
  const lines = [c.bold(r.game), '', ...formatBoard(r.view, c), '', `${c.bold('Next:')} ${r.waitingFor}`, '',
    c.yellow('No terminal to prompt at: run instead'), ...r.commands.map((cmd) => `  ${cmd}`)];
  if (r.mail) lines.push(c.dim('(players answer by mail: chancery sync reads their answers)'));
  return lines.join('\n');
}
