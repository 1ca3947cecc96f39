// Old Reddit renders Markdown with snudown, whose backslash escapes cover only
// \ ` * _ { } [ ] ( ) # + - . ! : | & < > / ^ ~ (snudown markdown.c, char_escape): a backslash
// before any other character is shown as typed, backslash and all. A name escaped for Markdown
// must therefore use a backslash only before one of those, and still read as typed in markdown-it
// (Discourse).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { publicView } from '../../src/engine/index.js';
import { escapeFor } from '../../src/render/format.js';
import { POST_KINDS, renderPost } from '../../src/render/posts.js';
import { LANGS } from '../../src/render/vocab.js';
import { md, sample, shown, statesOf } from './support.js';

const SNUDOWN_ESCAPES = '\\`*_{}[]()#+-.!:|&<>/^~';
// Names as `new` takes them (no "=" or ":", which the command line reads as name=vote).
const NAMES = ['Ann (@mod)', '@here', 'Bob@home', '- dash @x', "O'Brien", 'Zed "Z"', 'x;y', 'a%b $5', 'q?'];

/** The backslashes old Reddit shows: each one not followed by a character snudown escapes. */
function shownBackslashes(markdown: string): string[] {
  return [...markdown.matchAll(/\\([\s\S]?)/g)].filter((m, i, all) => {
    const escaped = i > 0 && all[i - 1].index! + 1 === m.index! && all[i - 1][1] === '\\';
    return !escaped && !SNUDOWN_ESCAPES.includes(m[1] || '\n');
  }).map((m) => m[0]);
}

test('given names with @ and other punctuation, the Markdown escape uses only backslashes old Reddit reads, and markdown-it shows the name as typed', () => {
  for (const name of NAMES) {
    const e = escapeFor('markdown', name);
    assert.equal(shownBackslashes(e), [], e);
    assert.is(shown(md.renderInline(e)), md.utils.escapeHtml(name), e);
    assert.is(shown(md.renderInline(`- ${e}`)), md.utils.escapeHtml(`- ${name}`), `after a list marker: ${e}`);
  }
});

test('given players named with @, no Markdown post in either language shows a backslash on old Reddit', () => {
  const states = sample(statesOf(7, 'old-reddit', NAMES), 8);
  for (const state of states)
    for (const kind of POST_KINDS)
      for (const lang of LANGS) {
        const post = renderPost(kind, { view: publicView(state), theme: 'secret-hitler', lang, format: 'markdown' });
        assert.equal(shownBackslashes(post), [], `${kind}/${lang}:\n${post}`);
      }
});

test.run();
