import type { NewResult } from '../../commands/new.js';
import { speechOf } from '../../game/speech.js';
import type { Style } from './style.js';
import { formatDelivery } from './mail.js';

/** The game made, in its language and theme's words (src/game/speech.ts). */
export function formatNew(r: NewResult, c: Style): string {
  const say = speechOf(r.lang, r.theme).created;
  const players = r.players.map((p) => `  ${String(p.seat).padStart(2)}. ${p.name}${p.email ? c.dim(` <${p.email}>`) : ''}`);
  return [
    `${c.green(say.created)} ${say.game(c.bold(r.game), r.ruleset, r.format, r.path)}`,
    ...players,
    `${say.firstCandidate}: ${c.bold(r.firstPresident)}`,
    `${say.commitment}: ${c.bold(r.commitment)}`,
    ...roleCards(r, c),
  ].join('\n');
}

/** Where the role cards went, in the game's language: the moderator must know whether players have them or a folder does. */
function roleCards(r: NewResult, c: Style): string[] {
  const d = r.delivery;
  const say = speechOf(r.lang, r.theme).created;
  if (!d) return [c.yellow(say.noRoleCards)];
  const lines: string[] = [];
  if (d.sent) {
    lines.push(d.transport === 'local' ? say.roleCardsLocal(d.sent, c.bold(d.destination)) : say.roleCardsSent(d.sent, c.bold(d.destination), d.addresses.join(', ')));
  }
  lines.push(...formatDelivery({ ...d, sent: 0 }, c, r));
  return lines;
}
