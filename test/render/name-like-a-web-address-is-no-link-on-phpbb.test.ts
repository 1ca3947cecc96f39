// phpBB (3.2 and later, through s9e/TextFormatter) links web addresses that start with "www." and
// e-mail addresses in a post's text by itself (its Autolink plugin with www matching, and
// Autoemail): a player called "www.dan.com" or "bob@mail.ru" was a link in every BBCode post. The
// patterns are those plugins' own: "www." at a word boundary followed by a character of an
// address, and an address part, "@", a domain ending in a letter or digit.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { publicView } from '../../src/engine/index.js';
import { escapeFor } from '../../src/render/format.js';
import { POST_KINDS, renderPost } from '../../src/render/posts.js';
import { LANGS } from '../../src/render/vocab.js';
import { bbText, bbTree, sample, shown, statesOf } from './support.js';

const NAMES = ['www.dan.com', 'WWW.X.ORG fan', 'bob@mail.ru', 'Eve (eve@x.io)', 'a.b@c'];

/** What phpBB links by itself in BBCode text. */
function phpbbLinks(text: string): string[] {
  const www = /\bwww\.(?:[^\s()[\]\uFF01-\uFF0F\uFF1A-\uFF20\uFF3B-\uFF40\uFF5B-\uFF65]|\([^\s()]*\)|\[\w*\])+/giu;
  const email = /\b[-a-z0-9_+.]+@[-a-z0-9.]*[a-z0-9]/gi;
  return [...text.matchAll(www), ...text.matchAll(email)].map((m) => m[0]);
}

test('given names like web or e-mail addresses, their BBCode is no link on phpBB, and reads as typed', () => {
  assert.equal(phpbbLinks('[b]www.dan.com[/b] and [b]bob@mail.ru[/b]'), ['www.dan.com', 'bob@mail.ru']);
  for (const name of NAMES) {
    const e = escapeFor('bbcode', name);
    assert.equal(phpbbLinks(`[b]${e}[/b] nominates ${e}.`), [], e);
    assert.is(shown(bbText(bbTree(`[b]${e}[/b]`))), name);
  }
});

test('given players named like addresses, no BBCode post in either language has a link on phpBB', () => {
  const states = sample(statesOf(5, 'phpbb-links', NAMES), 8);
  for (const state of states)
    for (const kind of POST_KINDS)
      for (const lang of LANGS) {
        const post = renderPost(kind, { view: publicView(state), theme: 'secret-hitler', lang, format: 'bbcode' });
        assert.equal(phpbbLinks(post), [], `${kind}/${lang}:\n${post}`);
      }
});

test.run();
