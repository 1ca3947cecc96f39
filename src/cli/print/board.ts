// The moderator's terminal picture of a game: tracks, tracker, players, what the game waits for.
import type { PlayerView, PublicView } from '../../engine/index.js';
import type { Style } from './style.js';

const POWER_LABEL: Record<string, string> = {
  investigate: 'investigate', 'special-election': 'special election', peek: 'peek', execution: 'execution',
};

export function formatBoard(view: PublicView | PlayerView, c: Style): string[] {
  const lines: string[] = [];
  const lib = Array.from({ length: view.liberalTrack }, (_, i) => (i < view.liberalPolicies ? c.blue('■') : c.dim('□'))).join(' ');
  const fas = Array.from({ length: view.fascistTrack }, (_, i) => {
    if (i < view.fascistPolicies) return c.red('■');
    const p = view.powerSlots[i];
    return c.dim(p ? `□(${POWER_LABEL[p]})` : '□');
  }).join(' ');
  lines.push(`${c.bold('Liberal')}  ${lib}   ${view.liberalPolicies}/${view.liberalTrack}`);
  lines.push(`${c.bold('Fascist')}  ${fas}   ${view.fascistPolicies}/${view.fascistTrack}`);
  const tracker = Array.from({ length: 3 }, (_, i) => (i < view.electionTracker ? '●' : '○')).join(' ');
  lines.push(`${c.bold('Election tracker')} ${tracker}   deck ${view.deckCount}, discards ${view.discardCount}${view.vetoUnlocked ? c.yellow('   veto unlocked') : ''}`);
  lines.push('');
  for (const p of view.players) {
    const marks: string[] = [];
    if (!p.alive) marks.push(c.red('executed'));
    if (p.termLimited) marks.push(c.yellow('term-limited'));
    if (p.investigated) marks.push('investigated');
    if (p.confirmedNotHitler) marks.push(c.green('not Hitler'));
    if (p.role) marks.push(c.magenta(p.role));
    const name = p.alive ? p.name : c.strikethrough(p.name);
    lines.push(`  ${String(p.seat + 1).padStart(2)}. ${name}${marks.length ? `  (${marks.join(', ')})` : ''}`);
  }
  if ('role' in view) {
    const pv = view as PlayerView;
    lines.push('');
    lines.push(`${c.bold(`As ${pv.name}:`)} ${pv.role} (party ${pv.party})`);
    if (pv.knownRoles.length) lines.push(`  knows: ${pv.knownRoles.map((k) => `${k.name} is ${k.role}`).join(', ')}`);
    for (const i of pv.investigations) lines.push(`  investigated ${view.players[i.target].name}: ${i.party}`);
    for (const p of pv.peeks) lines.push(`  peeked: ${p.join(', ')}`);
    if (pv.hand) lines.push(`  holds as ${pv.hand.as}: ${pv.hand.cards.join(', ')}${pv.hand.vetoAllowed ? ' (may ask for a veto)' : ''}`);
    for (const h of pv.handled) lines.push(`  government ${h.government}, as ${h.as}: ${h.cards.join(', ')}`);
  }
  return lines;
}
