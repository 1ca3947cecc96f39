// docs/render.md: in Markdown (Discourse, Reddit) "`@name` pings nobody". Discourse finds mentions
// (`@name`, and `@here`, which notifies everyone in the topic) and hashtags (`#slug`, a link to a
// category or tag) after markdown-it has parsed the post: its "text-post-process" rule is pushed
// at the end of markdown-it's core chain (discourse-markdown-it, features/text-post-process.js,
// features/mentions.js, features/hashtag-autocomplete.js), so it reads the text tokens after
// markdown-it 14's text_join has merged the backslash escapes back into the text: `\@here` is
// `@here` again by then. That rule is written here from Discourse's source, with its matchers and
// its boundary check, and run over the posts of players named with @ and #.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import MarkdownIt from 'markdown-it';
import { publicView } from '../../src/engine/index.js';
import { escapeFor } from '../../src/render/format.js';
import { POST_KINDS, renderPost } from '../../src/render/posts.js';
import { sample, shown, statesOf } from './support.js';

/** Discourse's matchers: a mention (without unicode usernames) and a hashtag. */
const MENTION = /@(\w[\w.-]{0,58}[^\W_])|@(\w)/g;
const HASHTAG = /#([\u00C0-\u1FFF\u2C00-\uD7FF\w:-]{1,101})/g;

/** Discourse's engine: markdown-it, then the text post-processing over every text token. */
function discourseFinds(markdown: string): string[] {
  const md = new MarkdownIt({ html: true, breaks: true, linkify: true, typographer: true });
  const found: string[] = [];
  md.core.ruler.push('text-post-process', (state) => {
    for (const block of state.tokens) {
      if (block.type !== 'inline') continue;
      for (const token of block.children ?? []) {
        if (token.type !== 'text') continue;
        const text = token.content;
        // A match counts when whitespace or punctuation (or the token's edge) is on each side of it.
        const free = (i: number) => i < 0 || i >= text.length || md.utils.isWhiteSpace(text.charCodeAt(i)) || md.utils.isPunctChar(text[i]);
        for (const matcher of [MENTION, HASHTAG])
          for (const m of text.matchAll(matcher))
            if (free(m.index! - 1) && free(m.index! + m[0].length)) found.push(m[0]);
      }
    }
    return true;
  });
  md.render(markdown);
  return found;
}

const NAMES = ['@here', 'Ann (@mod)', '#general', '- dash @here', 'Bob #1', '@_x'];

test('given names with @ or #, the escaped name is no mention and no hashtag on Discourse, and reads as written', () => {
  const md = new MarkdownIt();
  for (const name of NAMES) {
    const e = escapeFor('markdown', name);
    assert.equal(discourseFinds(`President **${e}** nominates ${e}.`), [], e);
    assert.is(shown(md.renderInline(e)), md.utils.escapeHtml(name), e);
  }
  // The rule itself finds them unescaped.
  assert.equal(discourseFinds('President **@here** nominates #general.'), ['@here', '#general']);
});

test('given players named with @ and #, no post of any kind pings or links anyone on Discourse', () => {
  const states = sample(statesOf(5, 'discourse-at', NAMES), 8);
  for (const state of states)
    for (const kind of POST_KINDS) {
      const text = renderPost(kind, { view: publicView(state), theme: 'secret-hitler', lang: 'en', format: 'markdown' });
      assert.equal(discourseFinds(text), [], `${kind}:\n${text}`);
    }
});

test.run();
