// Discourse turns a web address in a post's text into a link, even without "http://"
// ("www.dan.com", "dan.com": markdown-it's linkify with fuzzy links on the TLDs of Discourse's
// markdown_linkify_tlds setting), and an e-mail address into a mailto link. A player's name or a
// game id that looks like one must show as typed, as text: nobody clicks a player.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { publicView } from '../../src/engine/index.js';
import { escapeFor } from '../../src/render/format.js';
import { POST_KINDS, renderPost } from '../../src/render/posts.js';
import { LANGS } from '../../src/render/vocab.js';
import { discourseCooks, md, sample, shown, statesOf } from './support.js';

const NAMES = ['www.dan.com', 'dan.com', 'bob@mail.ru', 'Eve (eve.io)', 'Fay https.org', 'gov.uk fan'];

test('given names like web or e-mail addresses, Discourse links none, and markdown-it shows each as typed', () => {
  // The model links them unescaped.
  assert.equal(discourseCooks('**www.dan.com** and dan.com').links.length, 2);
  for (const name of NAMES) {
    const e = escapeFor('markdown', name);
    assert.equal(discourseCooks(`President **${e}** nominates ${e}.`).links, [], e);
    assert.is(shown(md.renderInline(e)), md.utils.escapeHtml(name), e);
  }
});

test('given players named like web addresses in a game whose id is one, no Markdown post in either language has a link on Discourse', () => {
  const states = sample(statesOf(6, 'discourse-links', NAMES), 8);
  for (const state of states)
    for (const kind of POST_KINDS)
      for (const lang of LANGS) {
        const view = { ...publicView(state), gameId: 'club.ru' };
        const post = renderPost(kind, { view, theme: 'secret-hitler', lang, format: 'markdown' });
        assert.equal(discourseCooks(post).links, [], `${kind}/${lang}:\n${post}`);
      }
});

test.run();
