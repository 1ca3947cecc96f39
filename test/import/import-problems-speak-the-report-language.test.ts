// `import` in Russian (--lang ru, or a folder of Russian games) named the line and the game of each
// record it could not import in Russian, then said why in English ("`players` says 99 but 7 seats
// are listed", "not valid JSON: …", "the engine ends the game with a liberal win…", the rules
// engine's own sentence). Each problem is a Russian sentence now, the rule it breaks named as the
// Russian rules name it; what is left in Latin letters is the file's own: game ids, player names
// and the record's field names in backticks.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, runOk, scratch, SHARED } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };
type Rec = { id: string; players: number; seats: { name: string; role: string }[]; governments: Record<string, unknown>[]; winner: string; reason: string };

/** A records file: real games, each broken in one way a moderator may meet (README of real-games). */
function brokenRecords(cwd: string): { names: string[]; ids: string[] } {
  const real = readFileSync(join(SHARED, 'real-games', 'secrethitler-io-games.jsonl'), 'utf8').split('\n').filter(Boolean).slice(0, 12).map((l) => JSON.parse(l) as Rec);
  const lines: string[] = [];
  const add = (r: Rec) => lines.push(JSON.stringify(r));
  { const r = real[0]; r.players = 99; add(r); }
  { const r = real[1]; r.seats[1].name = r.seats[0].name.toUpperCase(); add(r); }
  { const r = real[2]; r.seats[2].name = '12345'; add(r); }
  { const r = real[3]; (r.governments[0].deck as string[]).shift(); add(r); }
  { const r = real[4]; r.winner = r.winner === 'liberal' ? 'fascist' : 'liberal'; add(r); }
  lines.push('{not json');
  { const r = real[5]; r.governments[0].votes = [1]; add(r); }
  { const r = real[6]; r.id = 'bad id!'; add(r); }
  // The President nominates himself: the engine refuses (RULES §2.2).
  { const r = real[7]; r.governments[0].chancellor = r.governments[0].president; add(r); }
  { const r = real[8]; r.governments[0].votes = (r.governments[0].votes as unknown[]).slice(1); add(r); }
  { const r = real[9]; r.governments = r.governments.slice(0, 1); add(r); }
  { const r = real[10]; (r as Record<string, unknown>).winner = 'nobody'; add(r); }
  writeFileSync(join(cwd, 'broken.jsonl'), `${lines.join('\n')}\n`);
  return { names: real.flatMap((r) => r.seats.map((s) => s.name)), ids: real.map((r) => r.id) };
}

/** The Latin words of a problem line once the file's own tokens are taken out. */
function english(line: string, names: string[], ids: string[]): string[] {
  let rest = line.replace(/`[^`]*`/g, ' ').replace(/"[^"]*"/g, ' ').replace(/«[^»]*»/g, ' ').replace('bad id!', ' ').replace(/--skip-bad|broken\.jsonl|\bchancery\b|\bJSON\b/g, ' ');
  for (const t of [...ids, ...names].sort((a, b) => b.length - a.length)) rest = rest.split(t).join(' ');
  return [...rest.matchAll(/[A-Za-z]{2,}/g)].map((m) => m[0]);
}

test('import --lang ru --skip-bad says why each record was skipped in Russian', () => {
  const cwd = scratch('chancery-import-why-ru-');
  const { names, ids } = brokenRecords(cwd);
  const out = runOk(['import', 'secrethitler-io', 'broken.jsonl', 'games', '--skip-bad', '--lang', 'ru'], { cwd, env });
  const skipped = out.split('\n').filter((l) => l.startsWith('  пропущена'));
  assert.is(skipped.length, 12, out);
  for (const line of skipped) assert.equal(english(line, names, ids), [], line);
  assert.match(out, /строка 9, игра [^,]+, правительство 1: .*\(правила, §2\.2 Выдвижение\)/);
});

test('import --json --lang ru gives each skipped record\'s message in Russian, its code and facts beside it', () => {
  const cwd = scratch('chancery-import-why-json-');
  const { names, ids } = brokenRecords(cwd);
  const report = JSON.parse(runOk(['import', 'secrethitler-io', 'broken.jsonl', 'games', '--skip-bad', '--lang', 'ru', '--json'], { cwd, env }));
  assert.is(report.skipped.length, 12);
  for (const p of report.skipped) assert.equal(english(p.message, names, ids), [], p.message);
  assert.equal(report.skipped[0].said, { code: 'import-problem', params: { variant: 'players', count: 99, seats: 7 } });
});

test('import into a folder of Russian games refuses with each record\'s problem in Russian', () => {
  const cwd = scratch('chancery-import-why-folder-');
  runOk(['new', 'r', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', 'Дарья', '--lang', 'ru'], { cwd, env });
  const { names, ids } = brokenRecords(cwd);
  const r = runCli(['import', 'secrethitler-io', 'broken.jsonl', 'games'], { cwd, env });
  assert.is(r.code, 1, r.stderr);
  const problems = r.stderr.split('\n').filter((l) => l.startsWith('  строка'));
  assert.is(problems.length, 12, r.stderr);
  for (const line of problems) assert.equal(english(line, names, ids), [], line);
});

test('import in English still says each problem in English', () => {
  const cwd = scratch('chancery-import-why-en-');
  brokenRecords(cwd);
  const out = runOk(['import', 'secrethitler-io', 'broken.jsonl', 'games', '--skip-bad', '--lang', 'en'], { cwd, env });
  assert.match(out, /skipped line 1, game [^:]+: `players` says 99 but 7 seats are listed/);
  assert.match(out, /skipped line 6: not valid JSON/);
});

test('a problem line counts governments from 1, as a person reads them (the first is government 1), in English and Russian; the field path stays the record\'s JSON path', () => {
  const cwd = scratch('chancery-import-why-count-');
  const real = readFileSync(join(SHARED, 'real-games', 'secrethitler-io-games.jsonl'), 'utf8').split('\n').filter(Boolean).slice(0, 2).map((l) => JSON.parse(l) as Rec);
  // The first game's first President nominates himself; the second game's third government has one vote too few.
  real[0].governments[0].chancellor = real[0].governments[0].president;
  real[1].governments[2].votes = (real[1].governments[2].votes as unknown[]).slice(1);
  writeFileSync(join(cwd, 'count.jsonl'), `${real.map((r) => JSON.stringify(r)).join('\n')}\n`);
  const en = runOk(['import', 'secrethitler-io', 'count.jsonl', 'games', '--skip-bad', '--lang', 'en'], { cwd, env });
  assert.match(en, /line 1, game [^,]+, government 1: /, en);
  assert.match(en, /line 2, game [^,]+, government 3: /, en);
  assert.not.match(en, /government 0/);
  const ru = runOk(['import', 'secrethitler-io', 'count.jsonl', 'games2', '--skip-bad', '--lang', 'ru'], { cwd, env });
  assert.match(ru, /строка 1, игра [^,]+, правительство 1: /, ru);
  assert.match(ru, /строка 2, игра [^,]+, правительство 3: /, ru);
});

test.run();
