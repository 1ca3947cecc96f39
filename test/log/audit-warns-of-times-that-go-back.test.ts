// A log's times never go back when chancery writes it (each write takes its time under the log's
// lock): an auditor reading a record that says it was written before the one above it is told so,
// by a warning that names both records and their times. Not a failure: the order of the records is
// what the hash chain proves, the rules read no time, and an honest log can carry it (written
// before chancery took the time under the lock, or by a machine whose clock was set back).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLog } from '../../src/log/file.js';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const RU = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'];

/** A game whose nomination was written at 12:00 and the first vote after it at 11:00 (a clock set back). */
function clockSetBack(lang: 'en' | 'ru'): string {
  const cwd = scratch();
  const players = lang === 'ru' ? RU : PLAYERS;
  runOk(['new', 'g', ...(lang === 'ru' ? ['--lang', 'ru'] : []), '--players', ...players, '--seed', FIXED_SEED], { cwd, env: { CHANCERY_NOW: '2026-12-01T10:00:00Z' } });
  runOk(['nominate', 'g', players[1]], { cwd, env: { CHANCERY_NOW: '2026-12-01T12:00:00Z' } });
  runOk(['vote', 'g', `${players[0]}=ja`], { cwd, env: { CHANCERY_NOW: '2026-12-01T11:00:00Z' } });
  return cwd;
}

test('a log whose times go back (a vote written at 11:00 after a nomination at 12:00) audits clean with a warning naming both events and their times; --json carries them', () => {
  const cwd = clockSetBack('en');
  const path = join(cwd, 'games', 'g.yaml');
  const log = parseLog(readFileSync(path, 'utf8'), path, { private: false });
  const vote = log.events.findIndex((e) => e.type === 'vote-cast');
  const before = log.events[vote - 1];
  const r = runCli(['audit', 'g'], { cwd });
  assert.is(r.code, 0, r.stdout + r.stderr);
  assert.match(r.stdout, /^clean: /);
  assert.ok(r.stdout.includes(`event ${log.events[vote].seq} was written at 2026-12-01T11:00:00.000Z, before event ${before.seq} above it (2026-12-01T12:00:00.000Z)`), r.stdout);
  // An audit of the folder says it on the log's line.
  const batch = runCli(['audit', 'games'], { cwd });
  assert.is(batch.code, 0, batch.stdout);
  assert.ok(batch.stdout.includes(`warning: the log's times go back (event ${log.events[vote].seq} is dated before event ${before.seq})`), batch.stdout);
  const json = runCli(['audit', 'g', '--json'], { cwd });
  assert.is(json.code, 0);
  const out = JSON.parse(json.stdout);
  const result = out.results?.[0] ?? out;
  assert.equal(result.timesBack, { seq: log.events[vote].seq, line: log.lines[vote], at: '2026-12-01T11:00:00.000Z', previousSeq: before.seq, previousAt: '2026-12-01T12:00:00.000Z', count: 1 });
});

test('in a Russian game the warning is in Russian', () => {
  const cwd = clockSetBack('ru');
  const r = runCli(['audit', 'g'], { cwd });
  assert.is(r.code, 0, r.stdout + r.stderr);
  assert.match(r.stdout, /раньше события/);
  assert.not.match(r.stdout.replace(/\S*g\.yaml|docs\/log-format\.md|[0-9a-f]{64}|\d{4}-\d\d-\d\dT[\d:.]+Z|chancery (verify|audit)/g, ''), /[A-Za-z]{3,}/, 'no English word');
});

test('a log written at one time throughout (a fixed clock) has no such warning', () => {
  const cwd = scratch();
  const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };
  runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd, env });
  runOk(['nominate', 'g', 'Bob'], { cwd, env });
  const r = runCli(['audit', 'g'], { cwd });
  assert.is(r.code, 0);
  assert.not.match(r.stdout, /before event/);
});

test.run();
