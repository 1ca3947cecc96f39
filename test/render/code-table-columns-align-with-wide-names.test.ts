// phpBB and BoardGameGeek have no table tag, so a BBCode post draws its tables (the vote matrix,
// the claims, the league) as monospace text in [code], padded to columns (docs/render.md). In a
// monospace font a CJK character or an emoji takes two columns and a combining accent none
// (Unicode's East Asian Width: 王 小 明 and 🎲 are W, wide; U+0303 is a combining mark), so the
// padding must count columns as the font draws them, or every column right of such a name
// slides out of line with the rows. The widths below are written by hand from that table.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { publicView } from '../../src/engine/index.js';
import { table } from '../../src/render/format.js';
import { renderPost } from '../../src/render/posts.js';
import { statesOf } from './support.js';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';

const WIDE = new Set(['王', '小', '明', '🎲']);
const NONE = new Set(['\u0303', '\u200B']);

/** The columns a monospace font gives the text. */
function columns(s: string): number {
  return [...s].reduce((n, c) => n + (WIDE.has(c) ? 2 : NONE.has(c) ? 0 : 1), 0);
}

/** The column where `cell` starts on `line`. */
function startOf(line: string, cell: string): number {
  const at = line.indexOf(cell);
  assert.ok(at >= 0, `${cell} on ${line}`);
  return columns(line.slice(0, at));
}

test('given header cells with wide and combining characters, the [code] table keeps every column in line', () => {
  for (const name of ['王小明', '🎲Dice', 'Aq\u0303a']) {
    const code = table('bbcode', ['#', name, 'Result'], [['1', 'Ja', 'failed']]);
    const [, head, rule, row] = code.split('\n');
    assert.is(startOf(row, 'failed'), startOf(head, 'Result'), `after ${name}:\n${code}`);
    assert.is(startOf(rule, '-', ), 0);
    assert.is(columns(rule.split('  ')[1]), columns(name), `the rule under ${name} is as wide as it:\n${code}`);
  }
});

test('given players with CJK and emoji names, the history post in BBCode has its vote matrix in line', () => {
  const names = ['王小明', '🎲Dice', 'Bob', 'Ann', 'Carol'];
  const states = statesOf(5, 'wide-names', names);
  const view = publicView(states[states.length - 1]);
  const text = renderPost('history', { view, theme: 'secret-hitler', lang: 'en', format: 'bbcode' });
  const lines = text.slice(text.indexOf('[code]\n') + 7, text.indexOf('\n[/code]')).split('\n');
  const head = lines[0];
  // The last column, Result, starts at the same column on the header and on every row.
  const result = startOf(head, 'Result');
  for (const row of lines.slice(2)) {
    const cells = row.trimEnd().split(/ {2,}/);
    assert.is(startOf(row, cells[cells.length - 1]), result, `${row}\n${head}`);
  }
});

test('given players with CJK and emoji names, the vote matrix `chancery history` prints keeps its columns in line', () => {
  const cwd = scratch();
  const names = ['王小明', '🎲Dice', 'Bob', 'Ann', 'Carol'];
  assert.is(runCli(['new', 'wide', '--players', ...names, '--seed', FIXED_SEED], { cwd }).code, 0);
  assert.is(runCli(['nominate', 'wide', 'Bob'], { cwd }).code, 0);
  const voted = runCli(['vote', 'wide', '1=ja', '2=ja', '3=nein', '4=nein', '5=nein'], { cwd });
  assert.is(voted.code, 0, voted.stderr);
  const r = runCli(['history', 'wide'], { cwd, env: { NO_COLOR: '1' } });
  assert.is(r.code, 0, r.stderr);
  const lines = r.stdout.split('\n');
  const head = lines.find((l) => /^# +\S/.test(l) && l.includes('Carol'))!;
  const row = lines[lines.indexOf(head) + 1];
  // The row's ballots: Ja Ja Nein Nein Nein, each under its player's name.
  const ballots = [...row.matchAll(/Ja|Nein/g)].map((m) => columns(row.slice(0, m.index)));
  assert.equal(ballots, names.map((n) => startOf(head, n)), `${head}\n${row}`);
});

test.run();
