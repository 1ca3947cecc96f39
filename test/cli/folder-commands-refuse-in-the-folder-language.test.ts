// In a folder of Russian games, help speaks Russian for every command (src/cli/main.ts), and so do
// commander's own errors. `simulate`, `import` and `completion` name no game: their refusals (a
// wrong number, an unknown ruleset or source, a shell with no completion script) were English
// under a Russian label («ошибка: unknown ruleset …»), as was `--lang xx` of list and stats. Given
// such a folder, each refusal is a whole Russian sentence, exits 2 and writes nothing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, runOk, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

function russianFolder(): string {
  const cwd = scratch('chancery-folder-refusal-ru-');
  runOk(['new', 'r', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', 'Дарья', '--lang', 'ru', '--theme', 'service-rat'], { cwd, env });
  writeFileSync(join(cwd, 'records.jsonl'), '');
  return cwd;
}

const refusals: [string, string[]][] = [
  ['simulate --games x', ['simulate', '--games', 'x']],
  ['simulate --players 3', ['simulate', '--games', '3', '--players', '3']],
  ['simulate --ruleset bogus', ['simulate', '--games', '3', '--ruleset', 'bogus']],
  ['simulate --lang xx', ['simulate', '--games', '3', '--lang', 'xx']],
  ['list --lang xx', ['list', '--lang', 'xx']],
  ['stats --lang xx', ['stats', '--lang', 'xx']],
  ['import from an unknown source', ['import', 'bogus-site', 'records.jsonl', 'imported']],
  ['import of a missing file', ['import', 'secrethitler-io', 'missing.jsonl', 'imported']],
  ['import into a file', ['import', 'secrethitler-io', 'records.jsonl', 'records.jsonl']],
  ['completion for an unknown shell', ['completion', 'tcsh']],
];

for (const [what, args] of refusals) {
  test(`given a folder of Russian games, ${what} is refused in Russian`, () => {
    const cwd = russianFolder();
    const before = readdirSync(cwd).sort();
    const r = runCli(args, { cwd, env });
    assert.is(r.code, 2, r.stderr);
    assert.match(r.stderr, /^ошибка: /);
    // What was typed may be Latin (--games, bogus, secrethitler-io): the sentence around it is not.
    const sentence = r.stderr.replace(/«[^»]*»|--[a-z]+|[\w./-]*(?:jsonl|imported)|(?:secret-hitler|secret-russian|service-rat|rebalanced|custom|secrethitler-io|en|ru|bash|zsh|tcsh)\b/g, '');
    assert.not.match(sentence, /\p{Script=Latin}{2,}/u, r.stderr);
    assert.equal(readdirSync(cwd).sort(), before);
  });
}

test.run();
