// Forums turn typed smileys into pictures: Discourse its emoji shortcuts (";)", "8-)", "^_^"...,
// pretty-text/emoji/data.js; found after markdown-it has turned backslash escapes back into text,
// so an escape does not stop them), phpBB its default smilies (";)", "8-)": a code after the start,
// a space or a "." is replaced, message_parser.php). Names cannot hold ":" (the command line reads
// name:vote), which leaves these. A player called "Cy ;)" must read "Cy ;)" in every post.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { publicView } from '../../src/engine/index.js';
import { escapeFor } from '../../src/render/format.js';
import { POST_KINDS, renderPost } from '../../src/render/posts.js';
import { LANGS } from '../../src/render/vocab.js';
import { bbText, bbTree, discourseCooks, md, sample, shown, statesOf } from './support.js';

const NAMES = ['Cy ;)', 'Eve ^_^', 'Agent 8-)', ';P', 'Gus ;-)', 'Hal ^__^', 'Ida;-P'];

/** phpBB's default smilies that need no ":", each found after the start, a newline, a space or a ".". */
function phpbbSmilies(text: string): string[] {
  return [';)', '8-)'].filter((code) => new RegExp(`(?:^|[\\n .])${code.replace(/[()]/g, '\\$&')}`).test(text));
}

test('given names with smileys, neither Discourse nor phpBB shows a picture, and each reads as typed', () => {
  assert.equal(discourseCooks('**Cy ;)**').emoji, [';)']);
  assert.equal(phpbbSmilies('[b]Cy ;)[/b]'), [';)']);
  for (const name of NAMES) {
    const m = escapeFor('markdown', name);
    assert.equal(discourseCooks(`President **${m}** nominates ${m}.`).emoji, [], m);
    assert.is(shown(md.renderInline(m)), md.utils.escapeHtml(name), m);
    const b = escapeFor('bbcode', name);
    assert.equal(phpbbSmilies(`[b]${b}[/b] and ${b}`), [], b);
    assert.is(shown(bbText(bbTree(`[b]${b}[/b]`))), name, b);
  }
});

test('given players named with smileys, no post of any kind, format or language shows a smiley picture', () => {
  const states = sample(statesOf(7, 'smileys', NAMES), 8);
  for (const state of states)
    for (const kind of POST_KINDS)
      for (const lang of LANGS) {
        const view = publicView(state);
        const markdown = renderPost(kind, { view, theme: 'secret-hitler', lang, format: 'markdown' });
        assert.equal(discourseCooks(markdown).emoji, [], `${kind}/${lang}:\n${markdown}`);
        const bbcode = renderPost(kind, { view, theme: 'secret-hitler', lang, format: 'bbcode' });
        assert.equal(phpbbSmilies(bbcode), [], `${kind}/${lang}:\n${bbcode}`);
      }
});

test.run();
