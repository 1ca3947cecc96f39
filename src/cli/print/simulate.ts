// Win rates of simulated games: a row per table size, then the total by reason, in the report's
// language and its theme's words (a Service Rat run counts Cats and Rats, the Service Rat elected).
import type { SimulateResult } from '../../commands/simulate.js';
import { speechOf } from '../../game/speech.js';
import { loadVocabulary, lookup } from '../../render/vocab.js';
import type { Style } from './style.js';

/** The secret role in a column's heading: its initials (Hitler: H, the Service Rat: SR, Тайный Русский: ТР). */
const initials = (role: string) => role.replace(/^the /, '').split(/\s+/).map((w) => w.charAt(0).toLocaleUpperCase()).join('');

export function formatSimulate(r: SimulateResult, c: Style): string {
  const say = speechOf(r.lang, r.theme);
  const s = say.simulate;
  /** A rate as the language writes it: 33.3%, 33,3 %. */
  const pct = (x: number) => s.rate(x);
  const words = loadVocabulary(r.theme, r.lang);
  const letter = (p: 'liberal' | 'fascist') => lookup(words, `letters.${p}`);
  const role = initials(lookup(words, 'role.hitler'));
  const heading = [
    s.table, s.games, say.word.team('liberal'), say.word.team('fascist'),
    `5 ${letter('liberal')}`, `6 ${letter('fascist')}`, `${role} ${s.elected}`, `${role} ${s.executed}`, s.governments,
  ];
  const rows = r.tables.map((t) => {
    const b = t.byReason;
    return [String(t.players), String(t.games), pct(t.liberalRate), pct(t.fascistRate), String(b['five-liberal']), String(b['six-fascist']),
      String(b['hitler-elected']), String(b['hitler-executed']), s.average(t.averageGovernments)];
  });
  const widths = heading.map((h, i) => Math.max([...h].length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[], paint: (i: number, cell: string) => string = (_i, cell) => cell) => cells.map((cell, i) => paint(i, cell.padStart(widths[i]))).join('  ');
  const lines = [
    c.bold(s.heading(r.games, r.ruleset, r.seed)),
    '',
    c.dim(line(heading)),
    ...rows.map((row) => line(row, (i, cell) => (i === 2 ? c.blue(cell) : i === 3 ? c.red(cell) : cell))),
  ];
  const b = r.total.byReason;
  const reasons = (['five-liberal', 'six-fascist', 'hitler-elected', 'hitler-executed'] as const).map((reason) => s.reason(say.word.reason(reason), b[reason]));
  lines.push('', `${s.all}: ${say.word.team('liberal')} ${pct(r.total.liberalRate)} (${r.total.liberalWins}), ${say.word.team('fascist')} ${pct(1 - r.total.liberalRate)} (${r.total.fascistWins}); ${reasons.join(', ')}`);
  return lines.join('\n');
}
