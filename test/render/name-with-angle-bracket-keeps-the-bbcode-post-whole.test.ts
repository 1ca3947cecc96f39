// BoardGameGeek's forum drops the rest of a post at a "<" with a character after it ("<3 Anna",
// "<b>Bob"): it reads an HTML tag there, which it does not allow, and nothing after it is shown.
// A BBCode post is pasted there as it is, so a player's name (or any game string) must not put a
// "<" directly before anything: the name still has to read as typed on every BBCode board.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { publicView } from '../../src/engine/index.js';
import { escapeFor } from '../../src/render/format.js';
import { POST_KINDS, renderPost } from '../../src/render/posts.js';
import { LANGS } from '../../src/render/vocab.js';
import { bbText, bbTree, sample, shown, statesOf } from './support.js';

const NAMES = ['<3 Anna', '<b>Bob', '</quote>', 'Cy<Dee', '<!-- x', 'Eve <', '<<Fay'];

/**
 * What BoardGameGeek shows of a post: everything before the first "<" that has a character after it
 * (a zero-width space is no character there: no tag name starts with it, as in any HTML reader).
 */
function bggShows(post: string): string {
  const cut = /<[^\s\u200B]/.exec(post);
  return cut ? post.slice(0, cut.index) : post;
}

test('given a name with "<", its BBCode has no "<" directly before a character, and reads as typed', () => {
  for (const name of NAMES) {
    const e = escapeFor('bbcode', name);
    assert.is(bggShows(e), e, e);
    assert.is(shown(bbText(bbTree(`[b]${e}[/b]`))), name);
  }
});

test('given players named with "<", every BBCode post in both languages is shown whole, with every name as typed', () => {
  const states = sample(statesOf(7, 'bgg-angle', NAMES), 10);
  for (const state of states)
    for (const kind of POST_KINDS)
      for (const lang of LANGS) {
        const post = renderPost(kind, { view: publicView(state), theme: 'secret-hitler', lang, format: 'bbcode' });
        assert.is(bggShows(post), post, `${kind}/${lang}:\n${post}`);
        if (kind === 'opening') for (const name of NAMES) assert.ok(shown(post).includes(name), `${name} in ${kind}/${lang}`);
      }
});

test.run();
