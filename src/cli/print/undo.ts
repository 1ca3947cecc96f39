import type { UndoResult } from '../../commands/undo.js';
import type { Style } from './style.js';
import { formatDelivery } from './mail.js';

export function formatUndo(r: UndoResult, c: Style): string {
  return [
    ...r.warnings.map((w) => c.yellow.bold(`Warning: ${w}.`)),
    c.bold(`Taken back (recorded as event ${r.appended[0]?.seq}; the events stay in the log):`),
    ...r.takenBack.map((t) => `  ${c.dim(`#${t.seq}`)} ${t.text}`),
    ...(r.alreadyTold.length
      ? ['', c.yellow.bold('Already sent about what was taken back (these players know it):'),
        ...r.alreadyTold.map((t) => c.yellow(`  ${t.player}: ${t.kind} [${t.code}]`))]
      : []),
    ...(r.notified.length ? ['', `Told by mail that those messages are withdrawn: ${r.notified.map((n) => n.player).join(', ')}`] : []),
    ...formatDelivery(r.delivery, c),
    '',
    `${c.bold('Next:')} ${r.waitingFor}`,
  ].join('\n');
}
