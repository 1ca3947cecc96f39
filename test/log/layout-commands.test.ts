// A game played through the binary, as a moderator plays it: its log is read by the block-layout
// reader (src/log/layout.ts) as js-yaml reads it. The in-process cases are in layout.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { load, CORE_SCHEMA } from 'js-yaml';
import { readLayout } from '../../src/log/layout.js';
import { locate } from '../../src/log/file.js';
import { runCli, scratch, FIXED_SEED } from '../support/cli.js';

test('given a game played by the commands (Russian and quoted names, claims), its log is read as js-yaml reads it, at the lines the locator finds', () => {
  const cwd = scratch('chancery-layout-cli-');
  const players = ['Alice', 'Борис', "O'Brien", 'Mary Jane', 'Фёдор'];
  for (const args of [['new', 'g', '--players', ...players, '--seed', FIXED_SEED], ['nominate', 'g', '2'], ['vote', 'g', ...players.map((_, i) => `${i + 1}=ja`)], ['claim', 'g', '1', 'FFL']]) {
    const r = runCli(args, { cwd });
    assert.is(r.code, 0, r.stderr);
  }
  const names = readdirSync(join(cwd, 'games')).filter((n) => n.endsWith('.yaml'));
  assert.equal(names, ['g.yaml']);
  const text = readFileSync(join(cwd, 'games', 'g.yaml'), 'utf8');
  const mine = readLayout(text);
  assert.ok(mine, 'the log was declined');
  assert.equal(mine.data, load(text, { schema: CORE_SCHEMA }));
  const where = locate(text);
  assert.equal([...mine.where.keys], [...where.keys]);
  assert.equal(mine.where.events, where.events);
});

test.run();
