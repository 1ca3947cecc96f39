// The claims post: beside each government, what its President and Chancellor said they drew and
// passed (and what an investigator or peeker said), with the conflicts marked. Built from the
// public view and the claim records only: claims are statements, never checked against the cards.
import type { PublicView } from '../engine/views.js';
import type { Lang, ThemeName } from '../log/records.js';
import { bold, escapeFor, heading, list, table } from './format.js';
import { loadVocabulary, lookup } from './vocab.js';
import type { PostFormat } from './posts.js';

/** What the post needs of a government's claims (src/game/claims.ts reads and compares them). */
export interface GovernmentClaims {
  government: number;
  /** Who held the offices then (a seat may have changed hands since). */
  president: string;
  chancellor: string;
  claims: { as: string; says: string; shown: string; player: string }[];
  conflicts: string[];
}

export interface ClaimsPostContext { view: PublicView; claims: GovernmentClaims[]; theme: ThemeName; lang: Lang; format: PostFormat; overrides?: string[] }

export function renderClaimsPost(ctx: ClaimsPostContext): string {
  const t = loadVocabulary(ctx.theme, ctx.lang, ctx.overrides);
  const word = (path: string) => lookup(t, path);
  const said = (g: GovernmentClaims, as: string) => g.claims.filter((c) => c.as === as).map((c) => c.shown).join(', ') || '-';
  const capacity = (as: string) => word(as === 'investigator' ? 'power.investigate' : 'power.peek');
  const rows = ctx.claims.map((g) => {
    const gov = ctx.view.governments[g.government - 1];
    const enacted = gov.enacted ? word(`card.${gov.enacted}`) : gov.veto?.accepted ? word('veto') : '-';
    const others = g.claims.filter((c) => c.as === 'investigator' || c.as === 'peeker').map((c) => `${c.player} (${capacity(c.as)}): ${c.shown}`).join('; ') || '-';
    // Who held the offices then (GovernmentClaims names them so), not who holds the seats now.
    return [String(g.government), `${g.president} > ${g.chancellor}`, enacted, said(g, 'president'), said(g, 'chancellor'), others, g.conflicts.length ? '⚠' : ''];
  });
  const parts = [heading(ctx.format, `${word('title')}: ${escapeFor(ctx.format, ctx.view.gameId)}: ${word('words.claims')}`), ''];
  if (!rows.length) return [...parts, word('words.noClaims')].join('\n');
  // The last column marks a government whose claims conflict (listed under the table): headed by its mark.
  parts.push(table(ctx.format, ['#', `${word('president')} > ${word('chancellor')}`, word('words.enacted'), word('president'), word('chancellor'), word('words.powers'), '⚠'], rows), '',
    `${word('letters.liberal')} = ${word('card.liberal')}, ${word('letters.fascist')} = ${word('card.fascist')}. ${word('words.claimsNote')}`);
  // The conflict sentences come worded in the game's language (src/game/claims.ts).
  // Escaped whole, "#1" too: Discourse reads "#1" in text as a hashtag (a link to a tag or category "1").
  const conflicts = ctx.claims.flatMap((g) => g.conflicts.map((c) => escapeFor(ctx.format, `#${g.government}: ${c}`)));
  if (conflicts.length) parts.push('', bold(ctx.format, word('words.conflicts')), list(ctx.format, conflicts));
  return parts.join('\n');
}
