// `audit` of a log that cannot be read (a mistyped id) has no header to learn a language from. In a
// folder of Russian games, whose help is Russian, it said "FAILED … cannot read … there is no such
// file"; beside a Russian log it said the same verdict in Russian. Given a folder of Russian games,
// audit of a missing log gives its verdict in Russian, exit 1; --json keeps its fields.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

test('given a folder of Russian games, audit of a missing log says its verdict in Russian', () => {
  const cwd = scratch('chancery-audit-missing-ru-');
  runOk(['new', 'r', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', 'Дарья', '--lang', 'ru', '--theme', 'service-rat', '--seed', FIXED_SEED], { cwd, env });
  const r = runCli(['audit', 'nogame'], { cwd, env });
  assert.is(r.code, 1, r.stderr);
  assert.match(r.stdout, /^НЕ ПРОЙДЕНО: /m);
  assert.match(r.stdout, /такого файла нет/);
  assert.not.match(r.stdout, /FAILED|cannot read|no such file|check:|rule:/);
  const json = runCli(['audit', 'nogame', '--json'], { cwd, env });
  assert.is(json.code, 1);
  assert.is(JSON.parse(json.stdout).problem.kind, 'io');
});

test('given a folder of English games, audit of a missing log stays English', () => {
  const cwd = scratch('chancery-audit-missing-en-');
  runOk(['new', 'g', '--players', 'Ann', 'Igor', 'Vera', 'Dmitri', 'Maria', '--seed', FIXED_SEED], { cwd, env });
  const r = runCli(['audit', 'nogame'], { cwd, env });
  assert.is(r.code, 1);
  assert.match(r.stdout, /^FAILED: /m);
});

test.run();
