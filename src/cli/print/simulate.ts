// Win rates of simulated games: a row per table size, then the total by reason.
import type { SimulateResult } from '../../commands/simulate.js';
import type { Style } from './style.js';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(6);

export function formatSimulate(r: SimulateResult, c: Style): string {
  const lines = [
    c.bold(`${r.games} random games, ruleset ${r.ruleset}, seed ${r.seed}`),
    '',
    c.dim('table  games  liberal  fascist  5 lib  6 fas  H elected  H executed  governments'),
  ];
  for (const t of r.tables) {
    const b = t.byReason;
    lines.push(`${String(t.players).padStart(5)}  ${String(t.games).padStart(5)}  ${c.blue(pct(t.liberalRate))}   ${c.red(pct(t.fascistRate))}  ${String(b['five-liberal']).padStart(5)}  ${String(b['six-fascist']).padStart(5)}  ${String(b['hitler-elected']).padStart(9)}  ${String(b['hitler-executed']).padStart(10)}  ${t.averageGovernments.toFixed(1).padStart(11)}`);
  }
  const b = r.total.byReason;
  lines.push('', `all: liberals ${pct(r.total.liberalRate).trim()} (${r.total.liberalWins}), fascists ${pct(1 - r.total.liberalRate).trim()} (${r.total.fascistWins}); `
    + `five liberal ${b['five-liberal']}, six fascist ${b['six-fascist']}, Hitler elected ${b['hitler-elected']}, Hitler executed ${b['hitler-executed']}`);
  return lines.join('\n');
}
