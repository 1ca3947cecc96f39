// A disk that is full when a decision is written (a QA run on a 256 KiB tmpfs, and with strace's
// ENOSPC injection): the command printed "internal error: Error: ENOSPC: no space left on device,
// write" and a stack trace, exit 70, as for a bug of chancery's. Given a full disk under the game's
// private file or under its log, when the moderator records the votes, then the command says in
// one line, in the game's language, that the game log could not be written because the disk is
// full and that nothing was recorded; it exits 1; the log is byte for byte as it was and audits
// clean; and once there is space again the same command records the votes, once.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, FIXED_SEED, ROOT, runCli, runOk, scratch, type CliRun } from '../support/cli.js';

const FULL_DISK = join(ROOT, 'dist', 'test', 'support', 'full-disk.js');
const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const VOTES = ['vote', 'g', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja'];

/** `chancery <args>` with the disk full under the files `full` matches. */
function onFullDisk(args: string[], cwd: string, full: string): CliRun {
  const r = spawnSync(process.execPath, ['--import', FULL_DISK, BIN, ...args], {
    cwd,
    env: { ...process.env, NO_COLOR: '1', CI: 'true', CHANCERY_FULL_DISK: full },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

function nominated(lang: 'en' | 'ru'): string {
  const cwd = scratch('full-disk');
  runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--lang', lang], { cwd });
  runOk(['nominate', 'g', 'Bob'], { cwd });
  return cwd;
}

const files = (cwd: string) => ['g.yaml', join('g', 'private.jsonl')].map((f) => readFileSync(join(cwd, 'games', f)));
const votesIn = (cwd: string) => (readFileSync(join(cwd, 'games', 'g.yaml'), 'utf8').match(/type: vote-cast\n/g) ?? []).length;

for (const [where, full] of [['the private file', 'private\\.jsonl$'], ['the log', '/g\\.yaml$']] as const) {
  test(`given the disk full under ${where}, recording the votes says the log could not be written and nothing was recorded, exits 1, and leaves the log as it was`, () => {
    const cwd = nominated('en');
    const [logBefore] = files(cwd);
    const r = onFullDisk(VOTES, cwd, full);
    assert.is(r.code, 1, r.stderr);
    assert.not.match(r.stderr, /internal error/);
    assert.not.match(r.stderr, /^\s+at /m, 'no stack trace');
    assert.match(r.stderr, /g\.yaml/, 'the log is named');
    assert.match(r.stderr, /no space left on the disk/);
    assert.match(r.stderr, /nothing was recorded/);
    assert.is(r.stderr.trim().split('\n').length, 1, r.stderr);
    assert.ok(files(cwd)[0].equals(logBefore), 'the log is byte for byte as it was');
    assert.is(runCli(['audit', 'g'], { cwd }).code, 0);

    const again = runCli(VOTES, { cwd });
    assert.is(again.code, 0, again.stderr);
    assert.is(votesIn(cwd), 5, 'each vote recorded once');
    assert.is(runCli(['audit', 'g'], { cwd }).code, 0);
  });
}

test('given the disk full in a Russian game, the refusal is in Russian', () => {
  const cwd = nominated('ru');
  const r = onFullDisk(VOTES, cwd, '/g\\.yaml$');
  assert.is(r.code, 1, r.stderr);
  assert.match(r.stderr, /на диске нет места/);
  assert.match(r.stderr, /ничего не записано/);
  // Nothing English beyond the file's path and the system's code for the error.
  assert.not.match(r.stderr.replace(/\S*g\.yaml\S*/g, '').replace(/ENOSPC/g, ''), /[A-Za-z]{2,}/);
});

test.run();
