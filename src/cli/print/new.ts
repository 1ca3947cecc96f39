import type { NewResult } from '../../commands/new.js';
import type { Style } from './style.js';

export function formatNew(r: NewResult, c: Style): string {
  return [
    `${c.green('Created')} ${c.bold(r.game)} (${r.ruleset}, ${r.theme}, ${r.lang}) at ${r.path}`,
    ...r.players.map((p) => `  ${String(p.seat).padStart(2)}. ${p.name}${p.email ? c.dim(` <${p.email}>`) : ''}`),
    `First Presidential candidate: ${c.bold(r.firstPresident)}`,
    `Commitment (publish it in the opening post): ${c.bold(r.commitment)}`,
  ].join('\n');
}
