// Format-aware escaping: a hostile name stays one piece of text wherever a post puts it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bold, escapeFor, list, table } from '../../src/render/format.js';
import { HOSTILE_NAMES, md, mdTokens, bbTree, bbTags, shown } from './support.js';

const NAMES = [...HOSTILE_NAMES, '+ plus', '2) two', '= equals', '> quote', '***', '[/code]', 'a\nb'];

/** The visible text of a Markdown document (inline text, code spans, softbreaks as spaces; a zero-width space shows as nothing). */
function mdText(src: string): string {
  return shown(mdTokens(src).filter((t) => ['text', 'code_inline'].includes(t.type)).map((t) => t.content).join(''));
}

test('given a hostile name, Markdown shows it as written: plain, bold, as a list item and as a table cell', () => {
  for (const name of NAMES) {
    const want = name.replace(/\n/g, ' ');
    const e = escapeFor('markdown', name);
    assert.is(mdText(e), want, `plain: ${e}`);
    assert.is(mdText(bold('markdown', e)), want, `bold: ${e}`);
    const item = list('markdown', [e, 'next']);
    assert.is(mdTokens(item).filter((t) => t.type === 'list_item_open').length, 2, `list item: ${item}`);
    assert.not.ok(md.renderInline(e).includes('<'), `no HTML tag: ${md.renderInline(e)}`);
    const cells = table('markdown', ['a', 'b'], [[name, 'x']]);
    const tds = mdTokens(cells).filter((t) => t.type === 'td_open').length;
    assert.is(tds, 2, `table cell: ${cells}`);
  }
});

test('given a hostile name, BBCode shows it as written and no tag is read in it', () => {
  for (const name of NAMES) {
    const e = escapeFor('bbcode', name);
    const tree = bbTree(`[b]${e}[/b] [list][*]${e}[*]next[/list]`);
    assert.equal(bbTags(tree).map((t) => t.tag), ['b', 'list', '*', '*'], `tags in ${e}`);
    assert.is(shown(e), name.replace(/\n/g, ' '));
    const code = table('bbcode', ['who'], [[name]]);
    assert.equal(bbTags(bbTree(code)).map((t) => t.tag), ['code'], code);
  }
});

test('given plain text, names are as written, on one line', () => {
  assert.is(escapeFor('text', '*Bob* [b]'), '*Bob* [b]');
  assert.is(escapeFor('text', 'a\nb'), 'a b');
});

test.run();
