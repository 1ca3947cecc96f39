// `chancery audit <folder>` over enough logs for its worker threads: one verdict a log, in the
// order of the folder's sorted names, whatever thread audited it, and every line reaches a reader
// that is slower than the command.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFinishedLog } from '../support/finished-log.js';
import { BIN, runCli, scratch } from '../support/cli.js';

/** `count` copies of one finished log in a new folder, named so that their sorted order is known: g000.yaml, g001.yaml... */
function folderOf(count: number): { dir: string; names: string[] } {
  const dir = join(scratch('chancery-audit-many-'), 'logs');
  mkdirSync(dir);
  const first = join(dir, 'g000.yaml');
  writeFinishedLog(first, { players: 5, seed: 'audit-many', gameId: 'many' });
  const names = Array.from({ length: count }, (_, i) => `g${String(i).padStart(3, '0')}.yaml`);
  for (const name of names.slice(1)) copyFileSync(first, join(dir, name));
  return { dir, names };
}

test('given 40 logs, one of them with a vote changed after it was written, the verdicts come one a log in sorted order and the changed one fails', () => {
  const { dir, names } = folderOf(40);
  const changed = join(dir, names[23]);
  const text = readFileSync(changed, 'utf8');
  const vote = /vote: ja/.exec(text)!;
  writeFileSync(changed, `${text.slice(0, vote.index)}vote: nein${text.slice(vote.index + vote[0].length)}`);
  const r = runCli(['audit', dir, '--json'], { cwd: dir });
  assert.is(r.code, 1, 'a failed log makes the exit code 1');
  const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { log: string; ok: boolean });
  assert.equal(lines.map((l) => l.log), names.map((n) => join(dir, n)));
  assert.equal(lines.map((l, i) => [i, l.ok]).filter(([, ok]) => !ok), [[23, false]]);
});

test('given more verdicts than a pipe holds and a reader that starts late, every line arrives', () => {
  const { dir, names } = folderOf(400);
  const r = spawnSync('sh', ['-c', `"${process.execPath}" "${BIN}" audit "${dir}" --json | (sleep 0.5; cat)`], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024 });
  const lines = r.stdout.trim().split('\n');
  assert.ok(r.stdout.length > 128 * 1024, `the output (${r.stdout.length} bytes) is longer than a pipe's buffer`);
  assert.is(lines.length, names.length);
  assert.is(JSON.parse(lines[lines.length - 1]).log, join(dir, names[names.length - 1]));
});

test('given a batch on several threads, V8\'s optimizing compiler is back on once the batch is done', () => {
  // The batch keeps TurboFan off for its first OPTIMIZE_AFTER_MS (src/commands/audit.ts); a process
  // that went on after it without the compiler would run every later function unoptimised.
  const { dir } = folderOf(40);
  const audit = fileURLToPath(new URL('../../src/commands/audit.js', import.meta.url));
  const script = `
    const { auditMany } = await import(${JSON.stringify(audit)});
    const report = await auditMany({ logs: [${JSON.stringify(dir)}] }, { env: process.env, cwd: process.cwd(), now: () => new Date(), interactive: false });
    const f = new Function('x', 'return x + 1');
    %PrepareFunctionForOptimization(f); f(1); f(2); %OptimizeFunctionOnNextCall(f); f(3);
    console.log(JSON.stringify({ logs: report.results.length, failed: report.failed, status: %GetOptimizationStatus(f) }));`;
  const r = spawnSync(process.execPath, ['--allow-natives-syntax', '--input-type=module', '-e', script], { encoding: 'utf8' });
  assert.is(r.status, 0, r.stderr);
  const { logs, failed, status } = JSON.parse(r.stdout) as { logs: number; failed: number; status: number };
  assert.equal({ logs, failed }, { logs: 40, failed: 0 });
  // V8's optimization status: bit 6 (64) is "optimized by TurboFan".
  assert.ok(status & 64, `a function asked to be optimized after the batch was not (V8 status ${status})`);
});

test('given a log and a folder that holds none, every argument gets its verdict: the folder fails with a line of its own and the exit code is 1', () => {
  const { dir } = folderOf(1);
  const empty = join(dir, '..', 'empty');
  mkdirSync(empty);
  const r = runCli(['audit', join(dir, 'g000.yaml'), empty], { cwd: dir });
  assert.is(r.code, 1, r.stdout);
  const lines = r.stdout.trim().split('\n');
  assert.is(lines.length, 3, r.stdout);
  assert.match(lines[0], /^clean {2}.*g000\.yaml: /);
  assert.match(lines[1], /^FAILED .*empty: no game logs \(\*\.yaml\) in .*empty/);
  assert.is(lines[2], '2 logs: 1 failed the audit');
  const json = runCli(['audit', join(dir, 'g000.yaml'), empty, '--json'], { cwd: dir });
  assert.equal(json.stdout.trim().split('\n').map((l) => JSON.parse(l).ok), [true, false]);
});

test('given a folder of one log, the last line says "1 log", not "1 logs"', () => {
  const { dir } = folderOf(1);
  const r = runCli(['audit', dir], { cwd: dir });
  assert.is(r.code, 0, r.stdout);
  assert.is(r.stdout.trim().split('\n').pop(), '1 log: all clean');
});

test.run();
