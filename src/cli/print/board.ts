// The moderator's terminal picture of a game: tracks, tracker, players, what the game waits for,
// in the game's language and theme words (src/game/speech.ts).
import type { PlayerView, PublicView } from '../../engine/index.js';
import { holderAt, investigatedPlayer } from '../../engine/views.js';
import type { Speech } from '../../game/speech.js';
import { withArticle } from '../../game/article.js';
import type { Style } from './style.js';
import { width as columnsOf } from '../../input/text.js';

const POWER_LABEL: Record<string, string> = {
  investigate: 'investigate', 'special-election': 'special election', peek: 'peek', execution: 'execution',
};

/** The English Secret Hitler board, which needs no theme file (status starts without reading YAML). */
export const ENGLISH: Speech['board'] = {
  track: (p) => (p === 'liberal' ? 'Liberal' : 'Fascist'), tracker: 'Election Tracker', piles: (d, x) => `deck ${d}, discards ${x}`,
  vetoUnlocked: 'veto unlocked', executed: () => 'executed', termLimited: 'term-limited', investigated: () => 'investigated', notHitler: 'not Hitler',
  privateView: (name, seat) => `PRIVATE: for ${name} (seat ${seat}) only; never in the thread`,
  as: (name, role, party) => `As ${name}: ${role} (party: ${party === 'liberal' ? 'Liberals' : 'Fascists'})`, knows: 'knows', isRole: (name, role) => `${name} is ${withArticle(role)}`,
  investigatedWho: (name, party, now) => `investigated ${name}${now ? ` (now ${now})` : ''}: ${party}`, peeked: 'peeked',
  holds: (as, cs, veto) => `holds as ${as}: ${cs}${veto ? ' (may ask for a veto)' : ''}`, handled: (g, as, cs, by) => `government ${g}, as ${as}${by ? ` (${by})` : ''}: ${cs}`,
  asOf: (seq, last) => ` as of event ${seq} of ${last}`, seenBy: (name) => ` — as seen by ${name}`,
};

/**
 * One item of a board line: as shown (styled), its text (to count its columns), what goes before it
 * on the same line, and the two as shown together when styled as one (`joined`).
 */
interface Item { shown: string; text: string; before: string; joined?: string }

const item = (shown: string, text: string, before = ' ', joined?: string): Item => ({ shown, text, before, ...(joined ? { joined } : {}) });

/**
 * A board line of `items`, broken between two items where it would pass `columns` (the terminal's
 * width: its own wrapping cuts a word, "□(казн" / "ь)"), the lines after the first indented by
 * `indent`. Without a width, or where it fits, one line.
 */
function fitted(items: Item[], columns: number | undefined, indent: string): string[] {
  const lines: string[] = [];
  let line = '';
  let used = 0;
  for (const [i, it] of items.entries()) {
    const needs = columnsOf(it.text);
    if (i > 0 && columns && used + columnsOf(it.before) + needs > columns) {
      lines.push(line);
      line = indent + it.shown;
      used = indent.length + needs;
    } else {
      line += i === 0 ? it.shown : it.joined ?? it.before + it.shown;
      used += (i > 0 ? columnsOf(it.before) : 0) + needs;
    }
  }
  return [...lines, line];
}

/** `columns`: the terminal's width, within which each line is kept (unset: one line each, as a pipe or a file gets). */
export function formatBoard(view: PublicView | PlayerView, c: Style, say?: Speech, columns?: number): string[] {
  const b = say?.board ?? ENGLISH;
  const plain = !say || (say.lang === 'en' && say.theme === 'secret-hitler');
  const power = (p: string) => (plain ? POWER_LABEL[p] : say!.word.power(p));
  // A Russian role agrees with the players who held it (a woman's «кошка»).
  const role = (r: string, holders: readonly string[]) => (plain ? (r === 'hitler' ? 'Hitler' : r) : say!.word.role(r, holders));
  const card = (p: string) => (plain ? p : say!.word.card(p as 'liberal' | 'fascist'));
  const lines: string[] = [];
  const lib = Array.from({ length: view.liberalTrack }, (_, i) => (i < view.liberalPolicies ? item(c.blue('■'), '■') : item(c.dim('□'), '□')));
  const fas = Array.from({ length: view.fascistTrack }, (_, i) => {
    if (i < view.fascistPolicies) return item(c.red('■'), '■');
    const p = view.powerSlots[i];
    const slot = p ? `□(${power(p)})` : '□';
    return item(c.dim(slot), slot);
  });
  const track = (label: string, slots: Item[], count: string) => {
    const [first, ...rest] = slots;
    return fitted([item(c.bold(label), label), { ...first, before: '  ' }, ...rest, item(count, count, '   ')], columns, '  ');
  };
  lines.push(...track(b.track('liberal'), lib, `${view.liberalPolicies}/${view.liberalTrack}`));
  lines.push(...track(b.track('fascist'), fas, `${view.fascistPolicies}/${view.fascistTrack}`));
  const tracker = Array.from({ length: 3 }, (_, i) => (i < view.electionTracker ? '●' : '○')).join(' ');
  const piles = b.piles(view.deckCount, view.discardCount);
  lines.push(...fitted([item(c.bold(b.tracker), b.tracker), item(tracker, tracker), item(piles, piles, '   '),
    ...(view.vetoUnlocked ? [item(c.yellow(b.vetoUnlocked), b.vetoUnlocked, '   ', c.yellow(`   ${b.vetoUnlocked}`))] : [])], columns, '  '));
  lines.push('');
  for (const p of view.players) {
    const marks: { shown: string; text: string }[] = [];
    const mark = (paint: (text: string) => string, text: string) => marks.push({ shown: paint(text), text });
    if (!p.alive) mark(c.red, b.executed(p.name));
    if (p.termLimited) mark(c.yellow, b.termLimited);
    if (p.investigated) mark((t) => t, b.investigated(p.name));
    if (p.confirmedNotHitler) mark(c.green, b.notHitler);
    if (p.role) mark(c.magenta, role(p.role, p.holders?.length ? p.holders : [p.name]));
    // A seat that changed hands shows everyone who held it, in order (its role, once revealed, was each one's).
    const held = p.holders?.length ? p.holders.join(' → ') : p.name;
    const name = p.alive ? held : c.strikethrough(held);
    const seat = `  ${String(p.seat + 1).padStart(2)}. `;
    // The marks each whole ("ограничение по срокам"), between commas, under the name where they pass the width.
    lines.push(...fitted([item(`${seat}${name}`, `${seat}${held}`),
      ...marks.map((m, i) => {
        const shown = `${i === 0 ? '(' : ''}${m.shown}${i === marks.length - 1 ? ')' : ','}`;
        const text = `${i === 0 ? '(' : ''}${m.text}${i === marks.length - 1 ? ')' : ','}`;
        return item(shown, text, i === 0 ? '  ' : ' ');
      })], columns, ' '.repeat(seat.length + 2)));
  }
  if ('role' in view) {
    const pv = view as PlayerView;
    // Secret Hitler's own board says the office's code; another theme or language its word (a Premier's hand).
    const seatAs = (as: string) => (plain ? as : as === 'president' ? say!.word.president : say!.word.chancellor);
    lines.push('');
    // The seat's secrets on the moderator's terminal: set apart as every PRIVATE note is, so that
    // nobody pastes them with the board.
    lines.push(c.red.bold(b.privateView(pv.name, pv.seat + 1)));
    lines.push(c.bold(b.as(pv.name, role(pv.role, [pv.name]), pv.party)));
    if (pv.knownRoles.length) lines.push(`  ${b.knows}: ${pv.knownRoles.map((k) => b.isRole(k.name, role(k.role, [k.name]))).join(', ')}`);
    // The player investigated, and who holds the seat now if it changed hands since.
    for (const i of pv.investigations) {
      const then = investigatedPlayer(view, i.target);
      const now = view.players[i.target].name;
      lines.push(`  ${b.investigatedWho(then, i.party, then !== now ? now : undefined)}`);
    }
    for (const p of pv.peeks) lines.push(`  ${b.peeked}: ${p.map(card).join(', ')}`);
    if (pv.hand) lines.push(`  ${b.holds(seatAs(pv.hand.as), pv.hand.cards.map(card).join(', '), pv.hand.vetoAllowed)}`);
    // Who held them, when not the seat's player now: a President's hand is who discarded it (the seat
    // may have changed hands before the Chancellor enacted), a Chancellor's who held the office.
    for (const h of pv.handled) {
      const by = holderAt(view, pv.seat, h.government, h.as === 'president' ? 'discard' : 'office');
      lines.push(`  ${b.handled(h.government, seatAs(h.as), h.cards.map(card).join(', '), by !== pv.name ? by : undefined)}`);
    }
  }
  return lines;
}
