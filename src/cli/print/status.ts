import type { StatusResult } from '../../commands/status.js';
import { ENGLISH, formatBoard } from './board.js';
import type { Style } from './style.js';
import { formatDate } from '../../log/dates.js';
import type { DeadlineAt } from '../../log/deadlines.js';
import type { Lang } from '../../log/records.js';
import type { Speech } from '../../game/speech.js';
import { commandLine, shellWord } from '../../input/text.js';
import { countOf } from '../../errors.js';

/** `columns`: a terminal's width, which the board keeps within (src/cli/print/board.ts). */
export function formatStatus(r: StatusResult, c: Style, named = r.game, columns?: number): string {
  const say = r.say;
  // The game's words (English Secret Hitler's without a theme file: status reads no YAML for them).
  const b = say?.board ?? ENGLISH;
  const at = r.seq < r.lastSeq ? c.yellow(b.asOf(r.seq, r.lastSeq)) : '';
  const seen = r.as ? b.seenBy(r.as) : '';
  const lines = [`${c.bold(r.game)}${at}${seen}`, '', ...formatBoard(r.view, c, say, columns), '', `${c.bold(say?.next ?? 'Next:')} ${r.waitingFor}`];
  if (r.deadline) lines.push(formatDeadlineAt(r.deadline, r.lang, c, say));
  // Whose address bounces: they get none of the game's messages (status loads the game's words when any does).
  for (const b of r.bounces ?? []) if (say) lines.push(c.red(say.mail.bouncing(b.player, b.address, b.count, formatDate(b.last, r.lang))));
  if (r.unsent) lines.push(c.yellow(say?.mail.unsentWaiting(r.unsent, shellWord(named)) ?? `Not sent yet: ${countOf(r.unsent, 'private message')} — run ${commandLine(['send', named])}`));
  return lines.join('\n');
}

/** The phase's deadline as `chancery deadline` says it (English Secret Hitler loads no theme words). */
export function formatDeadlineAt(d: DeadlineAt, lang: Lang, c: Style, say?: Speech): string {
  const from = d.source === 'house' ? c.dim(say?.house.gameDefault ?? " (the game's default)") : '';
  return `${c.bold(say?.house.deadline ?? 'Deadline:')} ${formatDate(d.at, lang)}${from}, ${d.passed ? c.red(d.remaining) : d.remaining}`;
}
