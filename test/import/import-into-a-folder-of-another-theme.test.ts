// `import` writes secrethitler.io's games, Secret Hitler's by their rules. Seen by a league
// organiser: imported into a folder of Secret Russian games, they came out as Secret Hitler games
// without a word, and the league (stats, list) then spoke both themes' words side by side. A
// moderator expects to be told: into a folder whose games all share another theme, import refuses
// (exit 2, nothing written), naming the folder's theme and the option; `--theme` writes the games in
// the theme asked for (the rules stay the site's: only the words change), Secret Hitler's too.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, runOk, scratch, SHARED } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

/** A folder `games/` holding one Secret Russian game in `lang`, and records.jsonl of two real records. */
function league(lang: 'en' | 'ru'): string {
  const cwd = scratch('chancery-import-theme-');
  runOk(['new', 'r', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', 'Дарья', '--ruleset', 'secret-russian', '--lang', lang], { cwd, env });
  const good = readFileSync(join(SHARED, 'real-games', 'secrethitler-io-games.jsonl'), 'utf8').split('\n').slice(0, 2);
  writeFileSync(join(cwd, 'records.jsonl'), `${good.join('\n')}\n`);
  return cwd;
}

const logs = (cwd: string) => readdirSync(join(cwd, 'games')).filter((f) => f.endsWith('.yaml')).sort();

test('given a folder of Secret Russian games, import without --theme refuses, names the theme and the option, and writes nothing', () => {
  const cwd = league('en');
  const before = logs(cwd);
  const r = runCli(['import', 'secrethitler-io', 'records.jsonl', 'games'], { cwd, env });
  assert.is(r.code, 2, r.stderr);
  assert.match(r.stderr, /games holds Secret Russian games/);
  assert.match(r.stderr, /--theme secret-russian/);
  assert.match(r.stderr, /nothing was written/);
  assert.equal(logs(cwd), before);
});

test('given a folder of Russian Secret Russian games, the refusal is Russian, with the themes\' Russian titles', () => {
  const cwd = league('ru');
  const r = runCli(['import', 'secrethitler-io', 'records.jsonl', 'games'], { cwd, env });
  assert.is(r.code, 2, r.stderr);
  assert.match(r.stderr, /«Тайный Русский»/);
  assert.match(r.stderr, /«Тайный Гитлер»/);
  assert.match(r.stderr, /--theme secret-russian/);
  assert.not.match(r.stderr, /\b(holds|nothing|written|Secret)\b/);
  assert.match(r.stderr, /ничего не записано/);
});

test('given --theme secret-russian, import writes the games in Secret Russian, the rules the site\'s; --theme secret-hitler keeps Secret Hitler\'s', () => {
  const cwd = league('en');
  runOk(['import', 'secrethitler-io', 'records.jsonl', 'games', '--theme', 'secret-russian'], { cwd, env });
  const imported = logs(cwd).filter((f) => f !== 'r.yaml');
  assert.is(imported.length, 2);
  for (const f of imported) {
    const text = readFileSync(join(cwd, 'games', f), 'utf8');
    assert.match(text, /^theme: secret-russian$/m, f);
    assert.match(text, /^ruleset: secret-hitler$/m, f);
  }
  const stats = runOk(['stats'], { cwd, env });
  assert.match(stats, /Most Subversive wins|Most Loyalist wins/);
  assert.not.match(stats, /Fascist|Liberal/, 'one theme: Secret Russian\'s words only');
  const other = league('en');
  runOk(['import', 'secrethitler-io', 'records.jsonl', 'games', '--theme', 'secret-hitler'], { cwd: other, env });
  assert.match(readFileSync(join(other, 'games', imported[0]), 'utf8'), /^theme: secret-hitler$/m);
  const wrong = runCli(['import', 'secrethitler-io', 'records.jsonl', 'games', '--theme', 'secret-stalin'], { cwd: other, env });
  assert.is(wrong.code, 2);
  assert.match(wrong.stderr, /unknown theme "secret-stalin"/);
});

test('given an empty folder or one of Secret Hitler games, import writes Secret Hitler games as before', () => {
  const cwd = league('en');
  runOk(['import', 'secrethitler-io', 'records.jsonl', 'fresh'], { cwd, env });
  assert.ok(existsSync(join(cwd, 'fresh')));
  for (const f of readdirSync(join(cwd, 'fresh'))) assert.match(readFileSync(join(cwd, 'fresh', f), 'utf8'), /^theme: secret-hitler$/m);
});

test.run();
