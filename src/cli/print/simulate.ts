// Win rates of simulated games: a row per table size, then the total by reason, in the report's
// language and its theme's words (a Service Rat run counts Cats and Rats, the Service Rat elected).
import type { SimulateResult } from '../../commands/simulate.js';
import { speechOf } from '../../game/speech.js';
import { loadVocabulary, lookup } from '../../render/vocab.js';
import type { Style } from './style.js';

/** A rate as the language writes it: 33.3%, 33,3 %. */
const pct = (x: number, ru: boolean) => (ru ? `${(x * 100).toFixed(1).replace('.', ',')} %` : `${(x * 100).toFixed(1)}%`);

/** The secret role in a column's heading: its initials (Hitler: H, the Service Rat: SR, Тайный Русский: ТР). */
const initials = (role: string) => role.replace(/^the /, '').split(/\s+/).map((w) => w.charAt(0).toLocaleUpperCase()).join('');

export function formatSimulate(r: SimulateResult, c: Style): string {
  const ru = r.lang === 'ru';
  const say = speechOf(r.lang, r.theme);
  const words = loadVocabulary(r.theme, r.lang);
  const letter = (p: 'liberal' | 'fascist') => lookup(words, `letters.${p}`);
  const role = initials(lookup(words, 'role.hitler'));
  const heading = [
    ru ? 'игроков' : 'table', ru ? 'партий' : 'games', say.word.team('liberal'), say.word.team('fascist'),
    `5 ${letter('liberal')}`, `6 ${letter('fascist')}`, `${role} ${ru ? 'избр.' : 'elected'}`, `${role} ${ru ? 'казн.' : 'executed'}`,
    ru ? lookup(words, 'governmentsGen') : `${lookup(words, 'government')}s`,
  ];
  const rows = r.tables.map((t) => {
    const b = t.byReason;
    return [String(t.players), String(t.games), pct(t.liberalRate, ru), pct(t.fascistRate, ru), String(b['five-liberal']), String(b['six-fascist']),
      String(b['hitler-elected']), String(b['hitler-executed']), ru ? t.averageGovernments.toFixed(1).replace('.', ',') : t.averageGovernments.toFixed(1)];
  });
  const widths = heading.map((h, i) => Math.max([...h].length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[], paint: (i: number, cell: string) => string = (_i, cell) => cell) => cells.map((cell, i) => paint(i, cell.padStart(widths[i]))).join('  ');
  const lines = [
    c.bold(ru ? `Случайных партий: ${r.games}, правила ${r.ruleset}, зерно ${r.seed}` : `${r.games} random games, ruleset ${r.ruleset}, seed ${r.seed}`),
    '',
    c.dim(line(heading)),
    ...rows.map((row) => line(row, (i, cell) => (i === 2 ? c.blue(cell) : i === 3 ? c.red(cell) : cell))),
  ];
  const b = r.total.byReason;
  const reasons = (['five-liberal', 'six-fascist', 'hitler-elected', 'hitler-executed'] as const).map((reason) => `${say.word.reason(reason)}${ru ? ':' : ''} ${b[reason]}`);
  lines.push('', `${ru ? 'всего' : 'all'}: ${say.word.team('liberal')} ${pct(r.total.liberalRate, ru)} (${r.total.liberalWins}), ${say.word.team('fascist')} ${pct(1 - r.total.liberalRate, ru)} (${r.total.fascistWins}); ${reasons.join(', ')}`);
  return lines.join('\n');
}
