// The board picture's words fit their places, as resvg draws them in DejaVu Sans (the font the
// picture names; Debian's fonts-dejavu-core): every theme's card name inside its card's frame in
// both languages, and a player's name and marks inside the player's chip however many marks it has.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Resvg } from '@resvg/resvg-js';
import { boardSvg, cardFontSize, CARD_TEXT_W } from '../../src/render/board-svg.js';
import { loadVocabulary, lookup, LANGS, THEMES } from '../../src/render/vocab.js';
import { publicView } from '../../src/engine/index.js';
import { given } from '../engine/support.js';

/** How wide resvg draws `text` in bold DejaVu Sans at `size` px. */
function drawnWidth(text: string, size: number): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="60"><text x="10" y="40" font-family="DejaVu Sans" font-weight="bold" font-size="${size}">${text}</text></svg>`;
  const box = new Resvg(svg, { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } }).getBBox();
  assert.ok(box, `resvg drew nothing for "${text}": is DejaVu Sans installed (fonts-dejavu-core)?`);
  return box!.width;
}

test('given every theme\'s card names in English and Russian, each drawn at its size fits inside the card\'s frame', () => {
  const names = THEMES.flatMap((theme) => LANGS.flatMap((lang) => (['liberal', 'fascist'] as const).map((p) => lookup(loadVocabulary(theme, lang), `card.${p}`))));
  assert.ok(names.includes('Подрывной') && names.includes('Subversive'), names.join(', '));
  const wide = names.map((name) => ({ name, size: cardFontSize(name), width: drawnWidth(name, cardFontSize(name)) })).filter((c) => c.width > CARD_TEXT_W);
  assert.equal(wide, [], `wider than the ${CARD_TEXT_W} px the frame leaves`);
  // Short names keep the full size.
  assert.is(cardFontSize('Cat'), 18);
});

test('given a player with three marks (term-limited, not Hitler, the role shown after the game), the chips grow so that every line sits inside', () => {
  const view = publicView(given().state);
  view.players[0] = { ...view.players[0], termLimited: true, confirmedNotHitler: true, role: 'liberal' };
  for (const lang of LANGS) {
    const { svg } = boardSvg(view, 'secret-russian', lang);
    const chips = [...svg.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="170" height="([\d.]+)" rx="24"/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]), h: Number(m[3]) }));
    assert.is(chips.length, view.players.length);
    const first = chips[0];
    const lines = [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)"[^>]*font-size="(\d+)"/g)]
      .map((m) => ({ x: Number(m[1]), y: Number(m[2]), size: Number(m[3]) }))
      .filter((t) => t.x === first.x + 18 && t.y > first.y && t.y < first.y + first.h + 40);
    // In Russian the term limit is two lines («нельзя выдвинуть» / «в директора»): one chip's width each.
    assert.is(lines.length, lang === 'ru' ? 5 : 4, `${lang}: the name and three marks`);
    // Each line's top (about 0.76 em above its baseline) and bottom (0.24 em below) inside the chip's border.
    for (const l of lines) {
      assert.ok(l.y - 0.76 * l.size >= first.y + 2, `${lang}: a line at ${l.y} starts above the chip at ${first.y}`);
      assert.ok(l.y + 0.24 * l.size <= first.y + first.h - 2, `${lang}: a line at ${l.y} ends below the chip ending at ${first.y + first.h}`);
    }
  }
});

test.run();
