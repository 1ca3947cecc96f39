// Old Reddit's snudown splits a table row at every "|", backslash or not (snudown markdown.c,
// parse_table_row), so a player called "F|a|y" pushed every cell after it one column on in the
// history table, and the name fell apart. Every row of a Markdown table must have exactly the
// header's "|"s, while markdown-it (Discourse) still shows the name as typed in its one cell.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { publicView } from '../../src/engine/index.js';
import { table } from '../../src/render/format.js';
import { renderPost } from '../../src/render/posts.js';
import { LANGS } from '../../src/render/vocab.js';
import { md, shown, statesOf } from './support.js';

const NAMES = ['F|a|y', '|Ann', 'Bob|', 'C\\|y', 'Dee || Eve'];

/** The rows of each table in Markdown, as snudown splits them: the number of "|" on each line. */
function pipesPerRow(markdown: string): number[][] {
  const tables: number[][] = [];
  let current: number[] | null = null;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('|')) (current ??= (tables.push([]), tables.at(-1)!)).push([...line].filter((c) => c === '|').length);
    else current = null;
  }
  return tables;
}

test('given names with "|", a Markdown table row has the header\'s "|"s, and markdown-it shows each name in its cell as typed', () => {
  for (const name of NAMES) {
    const t = table('markdown', ['who', 'vote'], [[name, 'Ja']]);
    const [rows] = pipesPerRow(t);
    assert.ok(rows.every((n) => n === rows[0]), `${name}: ${rows} in\n${t}`);
    const cells = shown(md.render(t)).match(/<td>(.*?)<\/td>/g)!;
    assert.equal(cells, [`<td>${md.utils.escapeHtml(name)}</td>`, '<td>Ja</td>'], t);
  }
});

test('given players named with "|", every row of the history post\'s table has the header\'s "|"s, in both languages', () => {
  const states = statesOf(5, 'old-reddit-pipes', NAMES);
  const state = states.at(-1)!;
  for (const lang of LANGS) {
    const post = renderPost('history', { view: publicView(state), theme: 'secret-hitler', lang, format: 'markdown' });
    for (const rows of pipesPerRow(post)) assert.ok(rows.every((n) => n === rows[0]), `${lang}: ${rows} in\n${post}`);
  }
});

test.run();
