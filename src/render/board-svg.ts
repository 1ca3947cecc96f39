// The board as a picture: both policy tracks with this table's power slots, the Election Tracker
// and the players, in the theme's words and colours. SVG from our own code; PNG via resvg.
import type { PublicView } from '../engine/views.js';
import type { Lang, ThemeName } from '../log/records.js';
import { loadVocabulary, lookup, paletteOf, roleWord } from './vocab.js';
import { nameGrammar, type NameGenders } from './names.js';

export type { Palette } from './vocab.js';

const FONT = "DejaVu Sans, Verdana, Arial, sans-serif";

export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function text(x: number, y: number, s: string, attrs: string): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" ${attrs}>${escapeXml(s)}</text>`;
}

/** Splits a label over at most two lines so it fits a slot. */
function wrap(label: string, maxChars: number): string[] {
  if (label.length <= maxChars) return [label];
  const words = label.split(' ');
  let first = '';
  while (words.length && (first + ' ' + words[0]).trim().length <= maxChars) first = `${first} ${words.shift()}`.trim();
  if (!first) first = words.shift() ?? '';
  return [first, words.join(' ')].filter(Boolean);
}

const W = 960;
export const SLOT_W = 118;
const SLOT_H = 150;
const GAP = 14;
/** How wide a card's name may be: the inner frame (SLOT_W - 18) less a margin on each side. */
export const CARD_TEXT_W = SLOT_W - 30;

/**
 * The font size that fits a card's name inside its frame. Bold DejaVu Sans runs up to about 0.62 em
 * a Latin letter and 0.74 em a Cyrillic one (measured with resvg: "Subversive" 0.61, "Кошачий" 0.74).
 */
export function cardFontSize(name: string): number {
  let ems = 0;
  for (const ch of name) ems += ch.charCodeAt(0) < 0x80 ? 0.62 : 0.75;
  return Math.min(18, Math.floor(CARD_TEXT_W / ems));
}

/** A player's chip: tall enough for the name and the most marks any player has (term limit, not Hitler, role). */
export function chipHeight(marks: number): number {
  return Math.max(60, 34 + marks * 13 + 10);
}

function track(y: number, opts: { count: number; filled: number; colour: string; dark: string; paper: string; title: string; card: string; labels: (string | null)[]; last: string; veto?: number; vetoWord?: string }): string {
  const width = opts.count * SLOT_W + (opts.count - 1) * GAP;
  const x0 = (W - width) / 2;
  const parts: string[] = [];
  parts.push(`<rect x="${x0 - 24}" y="${y}" width="${width + 48}" height="${SLOT_H + 70}" rx="16" fill="${opts.colour}" stroke="${opts.dark}" stroke-width="4"/>`);
  parts.push(text(W / 2, y + 34, opts.title.toUpperCase(), `font-size="24" font-weight="bold" text-anchor="middle" fill="${opts.paper}" letter-spacing="3"`));
  for (let i = 0; i < opts.count; i++) {
    const x = x0 + i * (SLOT_W + GAP);
    const sy = y + 50;
    if (i < opts.filled) {
      parts.push(`<rect x="${x}" y="${sy}" width="${SLOT_W}" height="${SLOT_H}" rx="10" fill="${opts.dark}" stroke="${opts.paper}" stroke-width="3"/>`);
      parts.push(`<rect x="${x + 9}" y="${sy + 9}" width="${SLOT_W - 18}" height="${SLOT_H - 18}" rx="6" fill="none" stroke="${opts.paper}" stroke-width="1.5" opacity="0.7"/>`);
      const size = cardFontSize(opts.card);
      parts.push(text(x + SLOT_W / 2, sy + SLOT_H / 2 + 6, opts.card, `font-size="${size}" font-weight="bold" text-anchor="middle" fill="${opts.paper}"`));
    } else {
      parts.push(`<rect x="${x}" y="${sy}" width="${SLOT_W}" height="${SLOT_H}" rx="10" fill="${opts.paper}" fill-opacity="0.18" stroke="${opts.paper}" stroke-width="2" stroke-dasharray="7 5"/>`);
      const label = i === opts.count - 1 ? opts.last : opts.labels[i];
      if (label) {
        const lines = wrap(label, 12);
        lines.forEach((l, k) => parts.push(text(x + SLOT_W / 2, sy + SLOT_H / 2 + 5 + (k - (lines.length - 1) / 2) * 18, l, `font-size="14" text-anchor="middle" fill="${opts.paper}"`)));
      }
    }
    if (opts.veto !== undefined && i === opts.veto - 1 && opts.vetoWord)
      parts.push(text(x + SLOT_W / 2, sy + SLOT_H - 12, opts.vetoWord, `font-size="12" font-style="italic" text-anchor="middle" fill="${opts.paper}"`));
    if (i >= opts.filled) parts.push(text(x + 12, sy + 20, String(i + 1), `font-size="13" fill="${opts.paper}" opacity="0.8"`));
  }
  return parts.join('\n');
}

export interface BoardPicture { svg: string; width: number; height: number }

/** `folders`: the game's template folders (a moderator's theme file re-words and re-colours the board). */
/** `genders`: the log's genders by name (names' gameGenders), so that a revealed role agrees with its players («Кошка»). */
export function boardSvg(view: PublicView, theme: ThemeName, lang: Lang, folders: string[] = [], genders?: NameGenders): BoardPicture {
  const t = loadVocabulary(theme, lang, folders);
  const w = (k: string) => lookup(t, k);
  const p = paletteOf(theme, folders);
  const ru = lang === 'ru';
  const parts: string[] = [];
  const trackTop = 96;
  parts.push(text(W / 2, 52, `${w('title')} · ${view.gameId}`, `font-size="30" font-weight="bold" text-anchor="middle" fill="${p.ink}"`));
  parts.push(track(trackTop, {
    count: view.liberalTrack, filled: view.liberalPolicies, colour: p.liberal, dark: p.liberalDark, paper: p.paper,
    title: w('track.liberal'), card: w('card.liberal'), labels: [], last: ru ? `Победа: ${w('teams.liberal')}` : `${w('teams.liberal')} win`,
  }));
  const fasTop = trackTop + SLOT_H + 96;
  parts.push(track(fasTop, {
    count: view.fascistTrack, filled: view.fascistPolicies, colour: p.fascist, dark: p.fascistDark, paper: p.paper,
    title: w('track.fascist'), card: w('card.fascist'), labels: view.powerSlots.map((s) => (s ? w(`power.${s}`) : null)),
    last: ru ? `Победа: ${w('teams.fascist')}` : `${w('teams.fascist')} win`, veto: 5, vetoWord: `+ ${w('veto')}`,
  }));
  // The Election Tracker: three steps, the third is chaos.
  const trTop = fasTop + SLOT_H + 110;
  parts.push(text(W / 2 - 170, trTop + 7, w('tracker'), `font-size="20" font-weight="bold" text-anchor="end" fill="${p.ink}"`));
  for (let i = 0; i < 3; i++) {
    const cx = W / 2 - 130 + i * 66;
    const on = i < view.electionTracker;
    parts.push(`<circle cx="${cx}" cy="${trTop}" r="22" fill="${on ? p.ink : 'none'}" stroke="${p.ink}" stroke-width="3"/>`);
    if (i === 2) parts.push(text(cx + 32, trTop + 6, ru ? 'хаос' : 'chaos', `font-size="16" font-style="italic" fill="${p.ink}"`));
  }
  parts.push(text(W / 2 + 150, trTop + 6, ru ? `Колода: ${view.deckCount} · сброс: ${view.discardCount}` : `Draw pile ${view.deckCount} · discards ${view.discardCount}`,
    `font-size="17" fill="${p.ink}"`));
  // The players, in seat order, in one row up to five, else two balanced rows.
  const plTop = trTop + 64;
  const perRow = view.players.length <= 5 ? view.players.length : Math.ceil(view.players.length / 2);
  const chipW = 170;
  const marksOf = (pl: PublicView['players'][number]) => {
    const marks: string[] = [];
    // Who cannot be nominated, as the posts say it («срок» would read as the deadline); on two lines,
    // which a chip's width holds in every theme.
    if (pl.termLimited) marks.push(...(ru ? ['нельзя выдвинуть', w('toChancellor')] : ['term-limited']));
    if (pl.confirmedNotHitler) marks.push(ru ? `не ${w('role.hitler')}` : `not ${w('role.hitler')}`);
    if (pl.role) marks.push(roleWord(t, pl.role, pl.holders.map((n) => nameGrammar(n, genders?.get(n) ?? null).gender)));
    return marks;
  };
  // Every chip as tall as the fullest one needs, so the rows stay even.
  const chipH = chipHeight(Math.max(0, ...view.players.map((pl) => marksOf(pl).length)));
  view.players.forEach((pl, i) => {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, view.players.length - row * perRow);
    const x = (W - (inRow * chipW + (inRow - 1) * 14)) / 2 + (i % perRow) * (chipW + 14);
    const y = plTop + row * (chipH + 16);
    const marks = marksOf(pl);
    const name = pl.name.length > 16 ? `${pl.name.slice(0, 15)}…` : pl.name;
    parts.push(`<rect x="${x}" y="${y}" width="${chipW}" height="${chipH}" rx="24" fill="${pl.alive ? p.paper : '#cfc8bb'}" stroke="${p.ink}" stroke-width="2"${pl.alive ? '' : ' stroke-dasharray="4 4"'}/>`);
    // The name and its marks centred in the chip: the name's baseline, then a line of 13 each.
    const nameY = y + Math.round((chipH - marks.length * 13) / 2) + 6;
    parts.push(text(x + 18, nameY, `${pl.seat + 1}. ${name}`, `font-size="16" font-weight="bold" fill="${p.ink}"${pl.alive ? '' : ' text-decoration="line-through" opacity="0.6"'}`));
    marks.forEach((m, k) => parts.push(text(x + 18, nameY + 16 + k * 13, m, `font-size="11" fill="${p.ink}" opacity="0.8"`)));
  });
  const rows = Math.ceil(view.players.length / perRow);
  const height = plTop + rows * (chipH + 16) + 20;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${height}" viewBox="0 0 ${W} ${height}">`,
    `<rect width="${W}" height="${height}" fill="${p.paper}"/>`,
    ...parts,
    '</svg>',
  ].join('\n');
  return { svg: `${svg}\n`, width: W, height };
}

/**
 * Renders the SVG to PNG with resvg, using the system fonts (DejaVu on Debian: fonts-dejavu-core),
 * at 1.5 times the picture's size (sharper on a forum's high-density screens): the PNG and its size
 * in pixels.
 */
export async function boardPng(svg: string): Promise<{ png: Buffer; width: number; height: number }> {
  const { Resvg } = await import('@resvg/resvg-js');
  const resvg = new Resvg(svg, { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' }, fitTo: { mode: 'width', value: W * 1.5 } });
  const image = resvg.render();
  return { png: Buffer.from(image.asPng()), width: image.width, height: image.height };
}
