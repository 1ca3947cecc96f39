// A recorded claim: the government's claims so far, and any conflict among them, in the game's
// language and theme letters.
import type { ClaimResult } from '../../commands/claim.js';
import { speechFor } from '../../game/speech.js';
import type { Style } from './style.js';

export function formatClaim(r: ClaimResult, c: Style): string {
  const g = r.claims;
  const say = speechFor(r);
  const enacted = g.enacted ? `, ${say.word.card(g.enacted)} ${say.word.enacted}` : '';
  const head = say.word.claimRecorded(r.player, r.as, r.government, r.shown);
  const title = say.word.governmentNumbered(g.government);
  const lines = [`${c.dim(`#${r.seq}`)} ${head}`, '', c.bold(`${title}: ${g.president} > ${g.chancellor}${enacted}`)];
  for (const claim of g.claims) lines.push(`  ${claim.player} (${say.word.claimAs(claim.as)}): ${claim.shown}`);
  for (const conflict of g.conflicts) lines.push(`  ${c.yellow.bold(say.word.conflict)} ${conflict}`);
  return lines.join('\n');
}
