// A recorded claim: the government's claims so far, and any conflict among them.
import type { ClaimResult } from '../../commands/claim.js';
import type { Style } from './style.js';

export function formatClaim(r: ClaimResult, c: Style): string {
  const g = r.claims;
  const lines = [`${c.dim(`#${r.seq}`)} claim recorded: ${r.player} (${r.as} of government ${r.government}) says ${r.claim}`, '',
    c.bold(`Government ${g.government}: ${g.president} > ${g.chancellor}${g.enacted ? `, ${g.enacted} enacted` : ''}`)];
  for (const claim of g.claims) lines.push(`  ${claim.player} (${claim.as}): ${claim.says}`);
  for (const conflict of g.conflicts) lines.push(`  ${c.yellow.bold('CONFLICT')} ${conflict}`);
  return lines.join('\n');
}
