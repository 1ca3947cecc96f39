// `import` in a folder of Russian games: its help is Russian (src/cli/main.ts), its report was
// English ("3 written to imp, 2 skipped", "skipped line 4", "2 records of … break the rules").
// Given such a folder (or --lang ru), the report and the refusal name the counts, the lines and
// the games in Russian, and --lang en asks for English. The records' own diagnosis (what the
// JSON reader or the rules engine said of another site's record) is quoted after the line.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, runOk, scratch, SHARED } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

/** A folder with a Russian game and a records file of two good records, one of another shape and one that is no JSON. */
function folder(): string {
  const cwd = scratch('chancery-import-ru-');
  runOk(['new', 'r', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', 'Дарья', '--lang', 'ru'], { cwd, env });
  const good = readFileSync(join(SHARED, 'real-games', 'secrethitler-io-games.jsonl'), 'utf8').split('\n').slice(0, 2);
  writeFileSync(join(cwd, 'records.jsonl'), [...good, '{"id": "x"}', 'garbage', ''].join('\n'));
  return cwd;
}

test('given a folder of Russian games, import --skip-bad reports what it wrote and skipped in Russian', () => {
  const cwd = folder();
  const out = runOk(['import', 'secrethitler-io', 'records.jsonl', 'imported', '--skip-bad'], { cwd, env });
  assert.match(out, /^Записано журналов: 2 \(imported\), пропущено записей: 2$/m);
  assert.match(out, /^ {2}пропущена строка 3, игра x: /m);
  assert.match(out, /^ {2}пропущена строка 4: /m);
  assert.not.match(out, /written|skipped|line \d/);
});

test('given a folder of Russian games, import without --skip-bad refuses in Russian and writes nothing', () => {
  const cwd = folder();
  const r = runCli(['import', 'secrethitler-io', 'records.jsonl', 'imported'], { cwd, env });
  assert.is(r.code, 1, r.stderr);
  assert.match(r.stderr, /^ошибка: записей, нарушающих правила, в records\.jsonl: 2 \(ничего не записано; --skip-bad импортирует остальные\):$/m);
  assert.match(r.stderr, /^ {2}строка 3, игра x: /m);
  assert.not.match(r.stderr, /records of|break the rules|line \d/);
  assert.ok(!existsSync(join(cwd, 'imported')));
});

test('given a folder of Russian games, import --lang en reports in English; in an empty folder --lang ru in Russian', () => {
  const cwd = folder();
  assert.match(runOk(['import', 'secrethitler-io', 'records.jsonl', 'en', '--skip-bad', '--lang', 'en'], { cwd, env }), /^2 written to en, 2 skipped$/m);
  const empty = scratch('chancery-import-empty-');
  writeFileSync(join(empty, 'records.jsonl'), readFileSync(join(cwd, 'records.jsonl')));
  assert.match(runOk(['import', 'secrethitler-io', 'records.jsonl', 'ru', '--skip-bad', '--lang', 'ru'], { cwd: empty, env }), /^Записано журналов: 2 \(ru\), пропущено записей: 2$/m);
});

test('games imported into a folder of Russian games are Russian games: the folder still lists and counts in Russian', () => {
  const cwd = folder();
  runOk(['import', 'secrethitler-io', 'records.jsonl', 'games', '--skip-bad'], { cwd, env });
  const logs = readdirSync(join(cwd, 'games')).filter((f) => f.endsWith('.yaml') && f !== 'r.yaml');
  assert.is(logs.length, 2);
  for (const log of logs) assert.match(readFileSync(join(cwd, 'games', log), 'utf8'), /^lang: ru$/m, log);
  assert.match(runOk(['list'], { cwd, env }), /^Игр: 3, папка /m);
  assert.match(runOk(['stats'], { cwd, env }), /^Завершённых игр: 2, папка /m);
  // --lang en asks for English games (and report), in any folder.
  runOk(['import', 'secrethitler-io', 'records.jsonl', 'en', '--skip-bad', '--lang', 'en'], { cwd, env });
  for (const log of readdirSync(join(cwd, 'en'))) assert.match(readFileSync(join(cwd, 'en', log), 'utf8'), /^lang: en$/m, log);
});

test('import into the current folder, whose games are in games/, speaks the language of those games', () => {
  const cwd = folder();
  assert.match(runOk(['import', 'secrethitler-io', 'records.jsonl', '.', '--skip-bad'], { cwd, env }), /^Записано журналов: 2 \(\.\), пропущено записей: 2$/m);
});

test.run();
