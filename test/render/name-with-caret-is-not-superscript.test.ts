// Reddit's Markdown (old and new Reddit alike) reads `^` as superscript: `x^y` shows y raised, and
// `^(a b)` raises the words in the parentheses. chancery's Markdown posts are for Discourse and
// Reddit (README, docs/render.md), so a player's name with a caret must reach Reddit with the caret
// backslash-escaped, which both CommonMark and Reddit read as the plain character.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { publicView } from '../../src/engine/index.js';
import { escapeFor } from '../../src/render/format.js';
import { renderPost } from '../../src/render/posts.js';
import { md, statesOf } from './support.js';

const CARET_NAMES = ['x^y', '^Ann', 'Bob^(up)', '2^10', 'a^^b'];

/** The source with every backslash escape taken out: what is left is read as markup. */
function unescaped(src: string): string {
  return src.replace(/\\[\s\S]/g, '');
}

test('given a name with a caret, its Markdown escapes every caret, and CommonMark still shows the name as written', () => {
  for (const name of CARET_NAMES) {
    const e = escapeFor('markdown', name);
    assert.not.ok(unescaped(e).includes('^'), `a bare caret in ${e}`);
    assert.is(md.renderInline(e), md.utils.escapeHtml(name), e);
  }
});

test('given players whose names have carets, the opening post in Markdown has no caret Reddit would read as superscript', () => {
  const names = [...CARET_NAMES];
  const view = publicView(statesOf(5, 'caret', names)[1]);
  const text = renderPost('opening', { view, theme: 'secret-hitler', lang: 'en', format: 'markdown' });
  for (const name of names) assert.ok(text.includes(`**${name.replace(/\^/g, '\\^').replace(/[()]/g, '\\$&')}**`), `${name} in:\n${text}`);
  assert.not.ok(unescaped(text).includes('^'), text);
});

test.run();
