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
      ...roleCards(r, c),
    ].join('\n');
  }
  // Secret Hitler's own phrase; another theme names its office (the Premier, the Mayor).
  const candidate = r.theme === 'secret-hitler' ? 'Presidential candidate' : `candidate for ${lookup(loadVocabulary(r.theme, 'en'), 'president')}`;
  return [
    `${c.green('Created')} ${c.bold(r.game)} (rules: ${r.ruleset}, theme: ${r.theme}, ${r.lang}, posts in ${r.format}) at ${r.path}`,
    ...players,
    `First ${candidate}: ${c.bold(r.firstPresident)}`,
    `Commitment (publish it in the opening post): ${c.bold(r.commitment)}`,
    ...roleCards(r, c),
  ].join('\n');
}

/** Where the role cards went, in the game's language: the moderator must know whether players have them or a folder does. */
function roleCards(r: NewResult, c: Style): string[] {
  const d = r.delivery;
  const ru = r.lang === 'ru';
  if (!d) return [c.yellow(ru ? 'Карты ролей не отправлены.' : 'No role cards were sent.')];
  const lines: string[] = [];
  if (d.sent) {
    lines.push(d.transport === 'local'
      ? (ru ? `Карты ролей: ${d.sent} записаны в локальную папку исходящих ${c.bold(d.destination)} (с этой машины ничего не уходит; чтобы отправлять письма, настройте почту)`
        : `Role cards: ${d.sent} written to the local outbox ${c.bold(d.destination)} (nothing leaves this machine; configure mail to email them)`)
      : (ru ? `Карты ролей: ${d.sent} отправлены через ${c.bold(d.destination)}, адреса: ${d.addresses.join(', ')}`
        : `Role cards: ${d.sent} emailed through ${c.bold(d.destination)} to ${d.addresses.join(', ')}`));
  }
  lines.push(...formatDelivery({ ...d, sent: 0 }, c, r));
  return lines;
}
