import type { NewResult } from '../../commands/new.js';
import { loadVocabulary, lookup } from '../../render/vocab.js';
import type { Style } from './style.js';

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
    `${c.green('Created')} ${c.bold(r.game)} (${r.ruleset}, ${r.theme}, ${r.lang}) at ${r.path}`,
    ...players,
    `First Presidential candidate: ${c.bold(r.firstPresident)}`,
    `Commitment (publish it in the opening post): ${c.bold(r.commitment)}`,
  ].join('\n');
}
