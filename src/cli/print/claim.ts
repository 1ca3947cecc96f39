// A recorded claim: the government's claims so far, and any conflict among them, in the game's
// language and theme letters.
import type { ClaimResult } from '../../commands/claim.js';
import { speechFor } from '../../game/speech.js';
import type { Style } from './style.js';

export function formatClaim(r: ClaimResult, c: Style): string {
  const g = r.claims;
  const say = speechFor(r);
  const enacted = g.enacted ? `, ${say.word.card(g.enacted)} ${say.word.enacted}` : '';
  const head = r.lang === 'ru'
    ? `заявление записано: ${r.player} (${say.word.claimAs(r.as)}, № ${r.government}): ${r.shown}`
    : `claim recorded: ${r.player} (${say.word.claimAs(r.as)} of ${say.word.government} ${r.government}) says ${r.shown}`;
  const office = `${say.word.government.charAt(0).toLocaleUpperCase()}${say.word.government.slice(1)}`;
  const title = r.lang === 'ru' ? `${office} № ${g.government}` : `${office} ${g.government}`;
  const lines = [`${c.dim(`#${r.seq}`)} ${head}`, '', c.bold(`${title}: ${g.president} > ${g.chancellor}${enacted}`)];
  for (const claim of g.claims) lines.push(`  ${claim.player} (${say.word.claimAs(claim.as)}): ${claim.shown}`);
  for (const conflict of g.conflicts) lines.push(`  ${c.yellow.bold(say.word.conflict)} ${conflict}`);
  return lines.join('\n');
}
