// Discourse renders posts with markdown-it's typographer on (enable_markdown_typographer): straight
// quotes become curly ("O'Brien" reads "O’Brien"), "--" a dash, "+-" "±", "...." runs shorten,
// "(c)" becomes "©". A player's name is what players type back in their replies and what the
// moderator types in commands, so it must read exactly as typed, also on old Reddit, which shows a
// backslash before a quote (snudown escapes none).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { publicView } from '../../src/engine/index.js';
import { escapeFor } from '../../src/render/format.js';
import { renderPost } from '../../src/render/posts.js';
import { LANGS } from '../../src/render/vocab.js';
import { discourseCooks, shown, statesOf } from './support.js';

const NAMES = ["O'Brien", 'Zed "Z"', "Rock 'n' Roll", 'Bob--Ann', 'a -- b', 'x---y', 'a+-b', 'Who????', 'Hm!!!!', 'x,,y', 'Ann...', '(c) Corp', 'Tm(TM)'];
const SNUDOWN_ESCAPES = '\\`*_{}[]()#+-.!:|&<>/^~';

/** What Discourse shows of a line of Markdown: its HTML without the paragraph, zero-width spaces gone. */
function discourseLine(markdown: string): string {
  return shown(discourseCooks(markdown).html).replace(/^<p>|<\/p>\n$/g, '');
}

test('given names with quotes, dashes and runs of punctuation, Discourse shows each as typed, and old Reddit sees no backslash before a quote', () => {
  // The model turns them unescaped.
  assert.is(discourseLine(`O'Brien said "hi" -- (c)`), 'O’Brien said “hi” – ©');
  for (const name of NAMES) {
    const e = escapeFor('markdown', name);
    assert.is(discourseLine(e), name.replace(/&/g, '&amp;').replace(/"/g, '&quot;'), e);
    assert.not.match(e, /\\['"?,]/, `a backslash old Reddit shows in ${e}`);
    for (const m of e.matchAll(/\\(.)/g)) assert.ok(SNUDOWN_ESCAPES.includes(m[1]), `old Reddit shows \\${m[1]} in ${e}`);
  }
});

test('given players with such names, the opening post in both languages lists every name as typed on Discourse', () => {
  const view = publicView(statesOf(10, 'typographer', NAMES)[1]);
  for (const lang of LANGS) {
    const post = renderPost('opening', { view, theme: 'secret-hitler', lang, format: 'markdown' });
    const html = shown(discourseCooks(post).html);
    for (const name of NAMES.slice(0, 10)) assert.ok(html.includes(`<strong>${name.replace(/"/g, '&quot;')}</strong>`), `${name} (${lang}) in\n${html}`);
  }
});

test.run();
