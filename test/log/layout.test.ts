// The reader of chancery's own log layout gives exactly what js-yaml gives (the expectation is
// js-yaml's reading of the same text, not src/log/layout.ts) and the lines the general locator
// finds, or declines (null) and leaves the
// text to js-yaml: over real games, random games, a game with mail records, and hand-written
// texts that use YAML beyond the layout.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { load, CORE_SCHEMA } from 'js-yaml';
import { readLayout } from '../../src/log/layout.js';
import { locate } from '../../src/log/file.js';
import { realGameLogs, finishedGameLog } from '../../bench/fixtures.js';
import { runCli, scratch, SHARED, FIXED_SEED } from '../support/cli.js';

const jsYaml = (text: string) => load(text, { schema: CORE_SCHEMA });

function same(text: string, label: string): 'read' | 'declined' {
  const mine = readLayout(text);
  if (mine === null) return 'declined';
  assert.equal(mine.data, jsYaml(text), label);
  // The lines it notes are the ones the general locator finds.
  const where = locate(text);
  assert.equal([...mine.where.keys], [...where.keys], `${label}: key lines`);
  assert.equal(mine.where.events, where.events, `${label}: event lines`);
  return 'read';
}

test('given 150 imported real games and 30 random games, every log reads as js-yaml reads it, none declined', () => {
  const dir = scratch('chancery-layout-');
  const lines = readFileSync(join(SHARED, 'real-games', 'secrethitler-io-games.jsonl'), 'utf8').split('\n').slice(0, 150).join('\n');
  const file = join(dir, 'games.jsonl');
  writeFileSync(file, lines);
  const random = Array.from({ length: 30 }, (_, i) => {
    const own = join(dir, `random-${i}`);
    mkdirSync(own);
    return finishedGameLog(own, 5 + (i % 6), `layout-${i}`);
  });
  const paths = [...realGameLogs(dir, file), ...random];
  assert.ok(paths.length >= 175, `${paths.length} logs`);
  for (const path of paths) assert.is(same(readFileSync(path, 'utf8'), path), 'read', `${path} was declined`);
});

test('given a game played by the commands (mail, claims, private commitments), its log reads as js-yaml reads it', () => {
  const cwd = scratch('chancery-layout-cli-');
  const players = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
  for (const args of [['new', 'g', '--players', ...players, '--seed', FIXED_SEED], ['nominate', 'g', '2'], ['vote', 'g', ...players.map((_, i) => `${i + 1}=ja`)], ['claim', 'g', '1', 'FFL']]) {
    const r = runCli(args, { cwd });
    assert.is(r.code, 0, r.stderr);
  }
  for (const name of readdirSync(join(cwd, 'games')).filter((n) => n.endsWith('.yaml'))) assert.is(same(readFileSync(join(cwd, 'games', name), 'utf8'), name), 'read');
});

test('given scalars of every kind in the layout, they resolve as js-yaml resolves them', () => {
  const text = [
    'a: 1', 'b: -3', 'c: 0x1F', 'd: 1e3', 'e: .5', 'f: null', 'g: ~', 'h: true', 'i: False', 'j: 2026-12-01T10:00:00.000Z', 'k: 007', 'l: +1',
    'm: "quoted: \\"x\\" \\u00e9"', "n: 'single '' quote'", 'o: [ 1, two, "th,ree", \'fo]ur\', null ]', 'p: { x: 1, y: "a, b" }', 'q: []', 'r: {}',
    's: plain words, with a comma', 't: Ж and ü', 'u:', 'v:', '  - 1', '  - { name: Alice, email: a@example.org }', '  - seq: 1', '    type: x', 'w:', '- 5', 'x: 1_000', 'y: .inf', 'z: 1.0',
  ].join('\n');
  assert.is(same(text, 'scalars'), 'read');
});

test('given YAML beyond the layout, the reader declines rather than guess', () => {
  for (const text of [
    'a: 1 # comment', '# comment\na: 1', 'a: &x 1\nb: *x', 'a: !!str 1', 'a: |\n  text', 'a: >\n  text', 'a: "two\n  lines"', 'a: b: c', '---\na: 1', 'a: 1\na: 2',
    'a:\n\t- 1', 'a: "\\x41"', '"a": 1', 'true: 1', '1: x', 'a: [ [1] ]', 'a: { b: { c: 1 } }', 'a: [ 1, ]', 'a:\n  - 1\n   - 2', 'a: plain\n  continued', '', '- 1\n- 2', 'just text',
    '__proto__: 1', 'a: @x', 'a: `x`', 'a: %x', 'a: - x', "a: 'open", 'a: "open', 'a: "x" y', 'a: [ 1, 2 ] x',
  ]) {
    assert.is(readLayout(text), null, JSON.stringify(text));
  }
});

test.run();
