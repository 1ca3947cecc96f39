import type { UndoResult } from '../../commands/undo.js';
import type { Style } from './style.js';
import { formatDelivery, formatThreadPost } from './mail.js';
import { speechFor } from '../../game/speech.js';

export function formatUndo(r: UndoResult, c: Style, named = r.game): string {
  const say = speechFor(r);
  return [
    ...r.warnings.map((w) => c.yellow.bold(`${say.undo.warning} ${w}.`)),
    c.bold(say.undo.takenBack(r.appended[0]?.seq)),
    ...r.takenBack.map((t) => `  ${c.dim(`#${t.seq}`)} ${t.text}`),
    ...(r.alreadyTold.length
      ? ['', c.yellow.bold(say.undo.alreadyTold(r.alreadyTold.length, [...new Set(r.alreadyTold.map((t) => t.player))])),
        ...r.alreadyTold.map((t) => c.yellow(`  ${t.player}: ${say.mail.message(t.kind)} [${t.code}]`))]
      : []),
    ...(r.notified.length ? ['', say.undo.notified(r.notified.map((n) => n.player).join(', '))] : []),
    ...formatDelivery(r.delivery, c, r),
    '',
    `${c.bold(say.next)} ${r.waitingFor}`,
    ...formatThreadPost(r.post, r.postError, c, { ...r, game: named }),
  ].join('\n');
}
