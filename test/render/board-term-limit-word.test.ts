// The board picture marked a term-limited player «ограничен по сроку», a masculine participle, under
// Ева as under Борис; the replay page (src/publish/words.ts) and the status post
// (templates/ru/post/status.hbs) say who cannot be nominated («нельзя выдвинуть в крысоловы»), which
// agrees with nobody and so fits all (once «ограничение по срокам», read as the deadline:
// test/render/term-limit-is-not-a-deadline.test.ts); on the chip, on two lines.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Resvg } from '@resvg/resvg-js';
import { boardSvg } from '../../src/render/board-svg.js';
import { publicView } from '../../src/engine/index.js';
import { given } from '../engine/support.js';

test('given a term-limited woman on a Russian board picture, her mark is «нельзя выдвинуть в крысоловы», as the replay page and the status post say, and each line fits her chip', () => {
  const view = publicView(given().state);
  view.players[0] = { ...view.players[0], name: 'Ева', termLimited: true };
  const { svg } = boardSvg(view, 'service-rat', 'ru');
  const marks = [...svg.matchAll(/<text [^>]*font-size="11"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
  assert.equal(marks, ['нельзя выдвинуть', 'в крысоловы']);
  assert.not.ok(svg.includes('ограничен по сроку'), svg);
  for (const mark of marks) {
    const line = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="40"><text x="10" y="30" font-family="DejaVu Sans" font-size="11">${mark}</text></svg>`;
    const box = new Resvg(line, { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } }).getBBox();
    assert.ok(box && box.width <= 170 - 18 - 10, `${mark}: ${box?.width} px inside a chip of 170 px whose text starts 18 px in`);
  }
});

test.run();
