import type { NewResult } from '../../commands/new.js';
import { loadVocabulary, lookup } from '../../render/vocab.js';
import type { Style } from './style.js';
import { formatDelivery } from './mail.js';

export function formatNew(r: NewResult, c: Style): string {
  const players = r.players.map((p) => `  ${String(p.seat).padStart(2)}. ${p.name}${p.email ? c.dim(` <${p.email}>`) : ''}`);
  if (r.lang === 'ru') {
    const t = loadVocabulary(r.theme, 'ru');
    return [
      `${c.green('Игра создана:')} ${c.bold(r.game)} («${lookup(t, 'title')}», по-русски), файл ${r.path}`,
      ...players,
      `Первый кандидат ${lookup(t, 'toPresident')}: ${c.bold(r.firstPresident)}`,
      `Обязательство (опубликуйте его в первом посте): ${c.bold(r.commitment)}`,
    ].join('\n');
  }
  return [
    `${c.green('Created')} ${c.bold(r.game)} (${r.ruleset}, ${r.theme}, ${r.lang}, posts in ${r.format}) at ${r.path}`,
    ...players,
    `First Presidential candidate: ${c.bold(r.firstPresident)}`,
    `Commitment (publish it in the opening post): ${c.bold(r.commitment)}`,
    ...roleCards(r, c),
  ].join('\n');
}

/** Where the role cards went: the moderator must know whether players have them or a folder does. */
function roleCards(r: NewResult, c: Style): string[] {
  const d = r.delivery;
  if (!d) return [c.yellow('No role cards were sent.')];
  const lines: string[] = [];
  if (d.sent) {
    lines.push(d.transport === 'local'
      ? `Role cards: ${d.sent} written to the local outbox ${c.bold(d.destination)} (nothing leaves this machine; configure mail to email them)`
      : `Role cards: ${d.sent} emailed through ${c.bold(d.destination)} to ${d.addresses.join(', ')}`);
  }
  lines.push(...formatDelivery({ ...d, sent: 0 }, c));
  return lines;
}
