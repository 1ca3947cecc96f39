// A private file edited by hand so that a line no longer reads as an entry: the record whose part
// is gone is named (log file:line) and so is the line of the private file that does not read
// (docs/log-format.md: every error names the file and line), in English and in Russian, and the
// command changes nothing on disk.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, runOk, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

/** Every file of the folder with its bytes: what must not change. */
function snapshotOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (!name.endsWith('.lock')) out[p] = readFileSync(p, 'base64');
    }
  };
  walk(dir);
  return out;
}

for (const lang of ['en', 'ru'] as const) {
  test(`given an ${lang === 'en' ? 'English' : 'Russian'} game whose private file has a line broken by hand, a decision names the record and the private file's line, and writes nothing`, () => {
    const cwd = scratch();
    const names = lang === 'ru' ? ['Анна', 'Игорь', 'Вера', 'Дмитрий', 'Мария'] : ['Ann', 'Igor', 'Vera', 'Dmitri', 'Maria'];
    runOk(['new', 'g', '--players', ...names, '--lang', lang], { cwd, env });
    runOk(['nominate', 'g', names[1]], { cwd, env });
    const priv = join(cwd, 'games', 'g', 'private.jsonl');
    const lines = readFileSync(priv, 'utf8').split('\n');
    assert.ok(lines.length > 3, 'several entries');
    lines[1] = lines[1].slice(1); // its opening brace deleted
    writeFileSync(priv, lines.join('\n'));
    const before = snapshotOf(join(cwd, 'games'));
    const r = runCli(['vote', 'g', `${names[0]}=ja`], { cwd, env });
    assert.is(r.code, 1, r.stderr);
    const said = r.stderr.trim();
    assert.match(said, new RegExp(`${join(cwd, 'games', 'g.yaml').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+`), 'the record is named at its line in the log');
    if (lang === 'en') assert.match(said, new RegExp(`; ${priv.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:2 does not read as an entry of it \\(edited by hand\\?\\)$`));
    else assert.match(said, new RegExp(`; ${priv.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:2 не читается как его запись \\(файл правили вручную\\?\\)$`));
    assert.equal(snapshotOf(join(cwd, 'games')), before, 'nothing written');
  });
}

test.run();
