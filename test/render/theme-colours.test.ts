// A theme's colours live in its file (templates/themes/<theme>.yaml, `colours:`), not in code: the
// board picture and the replay page paint with what the file says.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { THEMES } from '../../src/settings.js';
import { paletteOf } from '../../src/render/vocab.js';
import { boardSvg } from '../../src/render/board-svg.js';
import { publicView } from '../../src/engine/index.js';
import { given } from '../engine/support.js';
import { ROOT } from '../support/cli.js';

test('every theme file names its six colours, and the board is painted with them', () => {
  const view = publicView(given().state);
  for (const theme of THEMES) {
    const file = load(readFileSync(join(ROOT, 'templates', 'themes', `${theme}.yaml`), 'utf8')) as { colours: Record<string, string> };
    assert.equal(paletteOf(theme), file.colours, theme);
    const svg = boardSvg(view, theme, 'en').svg;
    for (const colour of Object.values(file.colours)) assert.ok(svg.includes(colour), `${theme}: the board uses ${colour}`);
  }
  // The themes differ on the board as in their files.
  assert.is.not(paletteOf('service-rat').liberal, paletteOf('secret-hitler').liberal);
});

test.run();
