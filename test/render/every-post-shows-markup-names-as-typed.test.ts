// Every kind of post, in both formats and both languages, for players whose names are made of the
// characters Markdown and BBCode give meaning to (`*_~[]()<>|#@\`, [b], [url], [/quote], [img];
// no ":" or "=", which `new` refuses), read as each forum reads it: Discourse (markdown-it with its
// linkify, typographer, emoji and mentions), old Reddit (snudown's backslash escapes), phpBB (its
// default tags and smilies) and BoardGameGeek (a post is cut at "<" before a character). Every name
// must come out exactly as typed, and the post's own structure (bold, lists, tables) intact.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { publicView } from '../../src/engine/index.js';
import { POST_KINDS, renderPost } from '../../src/render/posts.js';
import { LANGS } from '../../src/render/vocab.js';
import { renderClaimsPost } from '../../src/render/claims.js';
import { bbTags, bbTree, discourseCooks, md, mdTokens, oneOfEachWithdrawal, sample, shown, statesOf, takenBackIn } from './support.js';

// A "<" only with a space after it: `new` refuses any other, which BoardGameGeek cuts a post at.
const NAMES = ['*Ann*_~x~', '[b]Bob[/b]', '[url]Cy[/url]', '[/quote]Dee', '[img]x[/img]', '< i >Eve>', 'F|a|y (#1) @all', 'G\\u \\*', '~~Hal~~ `c`', "< 3 Ida ;) O'K"];
const SNUDOWN_ESCAPES = '\\`*_{}[]()#+-.!:|&<>/^~';
const states = sample(statesOf(10, 'markup-names', NAMES), 12);

function each(fn: (post: (format: 'markdown' | 'bbcode') => string, where: string, tableSize: number, governments: number) => void) {
  for (const state of states)
    for (const kind of POST_KINDS)
      for (const lang of LANGS) {
        const view = publicView(state);
        fn((format) => renderPost(kind, { view, theme: 'secret-hitler', lang, format }), `${kind}/${lang}`, view.tableSize, view.governments.length);
      }
}

/** The texts of every <strong> of Discourse's HTML, as a reader sees them. */
function strongs(html: string): string[] {
  return [...shown(html).matchAll(/<strong>(.*?)<\/strong>/g)].map((m) => m[1]);
}

test('given names made of markup, every Markdown post reads on Discourse and old Reddit with each name as typed and its structure intact', () => {
  const names = NAMES.map((n) => md.utils.escapeHtml(n));
  each((post, where, tableSize, governments) => {
    const text = post('markdown');
    const cooked = discourseCooks(text);
    assert.equal([cooked.links, cooked.emoji, cooked.mentions], [[], [], []], `${where}: links, emoji, mentions in\n${text}`);
    const types = new Set(mdTokens(text).map((t) => t.type));
    for (const bad of ['html_inline', 'html_block', 'link_open', 'image', 'em_open', 's_open', 'code_block', 'fence'])
      assert.not.ok(types.has(bad), `${where}: ${bad} in\n${text}`);
    for (const b of strongs(cooked.html))
      assert.ok(names.includes(b) || !names.some((n) => n.includes(b) || b.includes(n)), `${where}: bold "${b}" is a piece of a name`);
    // A code span of ours (a command to type) shows backslashes as typed anywhere: not a name's.
    for (const m of text.replace(/(?<!\\)`[^`\\\n]*`/g, '').matchAll(/\\(.)/g)) assert.ok(SNUDOWN_ESCAPES.includes(m[1]), `${where}: old Reddit shows \\${m[1]}`);
    if (where.startsWith('opening/')) {
      assert.equal(strongs(cooked.html).filter((b) => names.includes(b)).slice(0, names.length), names, `${where}: every seat in bold, in order`);
      assert.is(mdTokens(text).filter((t) => t.type === 'list_item_open' && t.info !== '').length, tableSize, `${where}: a numbered line per seat`);
    }
    if (where.startsWith('history/') && governments) {
      assert.is(mdTokens(text).filter((t) => t.type === 'th_open').length, tableSize + 4, `${where}: a column per player`);
      assert.is(mdTokens(text).filter((t) => t.type === 'tr_open').length, governments + 1, `${where}: a row per government`);
      const header = shown(cooked.html).match(/<thead>([\s\S]*?)<\/thead>/)![1];
      for (const n of names) assert.ok(header.includes(`<th>${n}</th>`), `${where}: column ${n}`);
    }
  });
});

test('given names made of markup, every BBCode post reads on phpBB and BoardGameGeek whole, with only its own tags and each name as typed', () => {
  each((post, where, tableSize, governments) => {
    const text = post('bbcode');
    assert.not.match(text, /<(?! )/, `${where}: BoardGameGeek cuts the post`);
    assert.not.match(text, /(^|[\n .])(;\)|8-\))/, `${where}: a phpBB smiley`);
    const tags = bbTags(bbTree(text));
    for (const t of tags) assert.ok(['b', 'list', '*', 'code'].includes(t.tag), `${where}: [${t.tag}] in\n${text}`);
    const bold = tags.filter((t) => t.tag === 'b').map((t) => shown((t.content ?? []).map((c) => (typeof c === 'string' ? c : '\u0000')).join('')));
    for (const b of bold) assert.not.ok(b.includes('\u0000'), `${where}: a tag inside [b]`);
    if (where.startsWith('opening/')) {
      assert.equal(bold.filter((b) => NAMES.includes(b)).slice(0, NAMES.length), NAMES, `${where}: every seat in bold, in order`);
      const seats = tags.find((t) => t.tag === 'list');
      assert.is(bbTags(seats!.content).filter((t) => t.tag === '*').length, tableSize, `${where}: a line per seat`);
    }
    if (where.startsWith('history/') && governments) {
      const code = shown(text.slice(text.indexOf('[code]') + 6, text.indexOf('[/code]'))).trim().split('\n');
      assert.is(code.length, governments + 2, `${where}: header, rule, a row per government`);
      for (const n of NAMES) assert.ok(code[0].includes(n), `${where}: column ${n}`);
    }
  });
});

test('given names made of markup, the withdrawal of each kind of decision and the claims post read on every forum with each name as typed', () => {
  const names = NAMES.map((n) => md.utils.escapeHtml(n));
  const posts: { where: string; markdown: string; bbcode: string }[] = [];
  for (const t of oneOfEachWithdrawal(takenBackIn(10, 'markup-withdrawals', NAMES)))
    for (const lang of LANGS) {
      const render = (format: 'markdown' | 'bbcode') => renderPost('withdrawal', { view: publicView(t.before), theme: 'secret-hitler', lang, format, extra: { withdrawal: t.withdrawal! } });
      posts.push({ where: `withdrawal of ${t.withdrawal!.decision}/${lang}`, markdown: render('markdown'), bbcode: render('bbcode') });
    }
  const view = publicView(states.at(-1)!);
  const claims = [{ government: 1, president: NAMES[6], chancellor: NAMES[9], claims: [], conflicts: [`${NAMES[6]} claims to have drawn FFL, which cannot pass the LL ${NAMES[9]} claims to have received`] }];
  for (const lang of LANGS) {
    const render = (format: 'markdown' | 'bbcode') => renderClaimsPost({ view, claims, theme: 'secret-hitler', lang, format });
    posts.push({ where: `claims/${lang}`, markdown: render('markdown'), bbcode: render('bbcode') });
  }
  assert.ok(posts.length > 6, 'withdrawals of several kinds');
  for (const { where, markdown, bbcode } of posts) {
    const cooked = discourseCooks(markdown);
    assert.equal([cooked.links, cooked.emoji, cooked.mentions], [[], [], []], `${where}: links, emoji, mentions in\n${markdown}`);
    for (const b of strongs(cooked.html))
      assert.ok(names.includes(b) || !names.some((n) => n.includes(b) || b.includes(n)), `${where}: bold "${b}" is a piece of a name`);
    const shownText = shown(cooked.html);
    for (const n of names) if (markdown.includes(n.slice(0, 2)) && shownText.includes(n.slice(0, 3))) assert.ok(shownText.includes(n), `${where}: ${n} broken in\n${shownText}`);
    assert.not.match(bbcode, /<(?! )/, `${where}: BoardGameGeek cuts the post`);
    for (const t of bbTags(bbTree(bbcode))) assert.ok(['b', 'list', '*', 'code'].includes(t.tag), `${where}: [${t.tag}] in\n${bbcode}`);
  }
});

test.run();
