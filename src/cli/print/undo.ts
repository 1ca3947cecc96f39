import type { UndoResult } from '../../commands/undo.js';
import type { Style } from './style.js';

export function formatUndo(r: UndoResult, c: Style): string {
  return [
    c.bold(`Taken back (recorded as event ${r.appended[0]?.seq}; the events stay in the log):`),
    ...r.takenBack.map((t) => `  ${c.dim(`#${t.seq}`)} ${t.text}`),
    ...(r.alreadyTold.length
      ? ['', c.yellow.bold('Already sent about what was taken back (these players know it):'),
        ...r.alreadyTold.map((t) => c.yellow(`  ${t.player}: ${t.kind} [${t.code}]`))]
      : []),
    '',
    `${c.bold('Next:')} ${r.waitingFor}`,
  ].join('\n');
}
