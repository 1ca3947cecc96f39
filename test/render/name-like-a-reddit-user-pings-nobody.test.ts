// Reddit links "u/name" and "r/name" (also after a "/") in a post's text, and a "u/name" link
// notifies that user (old Reddit: snudown's autolink of subreddits and usernames, started by the
// "u" or "r" before the slash). A player called "u/spez" must show as typed and ping nobody. Snudown
// reads a backslash before "/" as the plain slash (char_escape), as CommonMark does.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { publicView } from '../../src/engine/index.js';
import { escapeFor } from '../../src/render/format.js';
import { POST_KINDS, renderPost } from '../../src/render/posts.js';
import { LANGS } from '../../src/render/vocab.js';
import { md, sample, shown, statesOf } from './support.js';

const NAMES = ['u/spez', 'r/boardgames', '/u/mod', 'Ann (u/ann)', 'Bob/r/x'];

/** The "u/…" and "r/…" Reddit links in Markdown source: a slash no backslash escapes, after a "u" or "r" that starts a word. */
function redditLinks(markdown: string): string[] {
  return [...markdown.matchAll(/(?<![\w\\])\/?[ur]\/[\w-]+/gi)].map((m) => m[0]);
}

test('given names like Reddit users and subreddits, the Markdown escape links none, and markdown-it shows each as typed', () => {
  assert.equal(redditLinks('**u/spez** and /r/x'), ['u/spez', '/r/x']);
  for (const name of NAMES) {
    const e = escapeFor('markdown', name);
    assert.equal(redditLinks(`President **${e}** nominates ${e}.`), [], e);
    assert.is(shown(md.renderInline(e)), md.utils.escapeHtml(name), e);
  }
});

test('given players named like Reddit users, no Markdown post in either language links one', () => {
  const states = sample(statesOf(5, 'reddit-users', NAMES), 8);
  for (const state of states)
    for (const kind of POST_KINDS)
      for (const lang of LANGS) {
        const post = renderPost(kind, { view: publicView(state), theme: 'secret-hitler', lang, format: 'markdown' });
        assert.equal(redditLinks(post), [], `${kind}/${lang}:\n${post}`);
      }
});

test.run();
