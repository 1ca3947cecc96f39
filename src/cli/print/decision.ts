// A decision command's output: what was appended, the post for the thread, then the PRIVATE notes to forward, set apart so
// the moderator never pastes them into the thread by mistake.
import type { DecisionResult } from '../../game/act.js';
import type { VoteResult } from '../../commands/vote.js';
import { formatOutcome } from './outcome.js';
import { formatDelivery, formatPrivate, formatThreadPost } from './mail.js';
import type { Style } from './style.js';
import { speechFor } from '../../game/speech.js';
import { commandLine } from '../../input/text.js';

/** `named`: the game as the command lines it suggests name it (Wiring.named; default its id). */
export function formatDecision(r: DecisionResult, c: Style, named = r.game): string {
  const lines = [formatOutcome(r, c), ...formatThreadPost(r.post ?? null, r.postError, c, { ...r, game: named }, true)];
  const delivery = formatDelivery(r.delivery, c, r);
  if (delivery.length) lines.push('', ...delivery);
  lines.push(...formatPrivate(r.private, c, r));
  return lines.join('\n');
}


/** `vote`: the decision, then each entry that met a vote already given (kept, or replaced by --override). */
export function formatVote(r: VoteResult, c: Style, named = r.game): string {
  const lines = [formatDecision(r, c, named)];
  const say = speechFor(r).mail;
  for (const k of r.kept) lines.push('', c.yellow(`${say.keptVote(k.player, k.byMail, k.given, k.entered)} ${commandLine(['vote', named, `${k.seat}=${k.entered}`, '--override'])}`));
  for (const k of r.replaced) lines.push('', c.yellow(say.replacedVote(k.player, k.byMail, k.given, k.entered)));
  if (r.unchanged.length) lines.push('', c.dim(`${say.alreadyVoted} ${r.unchanged.join(', ')}`));
  return lines.join('\n');
}
