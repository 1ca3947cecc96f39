// Files beside a log that are not what chancery writes there (QA session 3). A lock file
// (`<log>.lock`) or a private file (`<id>/private.jsonl`) can be a named pipe, a link to a device or
// to another file, or a folder: in a folder an auditor was handed, or after a careless hand edit.
// docs/log-format.md §1: a lock note "in any other form ... is ignored", so a reader that only looks
// at the note goes on without it; README "Every command": a refused command "changes nothing and
// exits non-zero" with a message, never an internal error with a stack trace.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, FIXED_SEED, runCli, scratch } from '../support/cli.js';

const EN = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

/** A game `g` waiting for Alice's discard (a decision's write comes next). */
function gameAtDiscard(): string {
  const cwd = scratch('chancery-special-files-');
  for (const args of [['new', 'g', '--players', ...EN, '--seed', FIXED_SEED], ['nominate', 'g', 'Bob'], ['vote', 'g', ...EN.map((p) => `${p}=ja`)]]) {
    const r = runCli(args, { cwd, env });
    assert.is(r.code, 0, r.stderr);
  }
  return cwd;
}

/** The command run with a time limit of its own: a hang is a failure, not a stuck test run. */
function runWithin(args: string[], cwd: string, ms = 15_000) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, env: { ...process.env, NO_COLOR: '1', CI: 'true', ...env }, input: '', encoding: 'utf8', timeout: ms });
  return { code: r.status, signal: r.signal, timedOut: (r.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT', stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
}

const logPath = (cwd: string) => join(cwd, 'games', 'g.yaml');
const lockPath = (cwd: string) => `${logPath(cwd)}.lock`;
const privateFile = (cwd: string) => join(cwd, 'games', 'g', 'private.jsonl');
const mkfifo = (path: string) => execFileSync('mkfifo', [path]);
const files = (cwd: string) => ({ log: readFileSync(logPath(cwd), 'utf8'), private: readFileSync(privateFile(cwd), 'utf8') });

function replaceLock(cwd: string, make: (path: string) => void): void {
  rmSync(lockPath(cwd), { force: true });
  make(lockPath(cwd));
}

for (const [what, make, instead] of [
  ['a named pipe', mkfifo, 'waiting forever'],
  ['a link to /dev/zero', (p: string) => symlinkSync('/dev/zero', p), 'reading without end'],
] as const) {
  test(`given a log whose lock file beside it is ${what}, when an auditor audits the log, then the audit finishes clean instead of ${instead}`, () => {
    const cwd = gameAtDiscard();
    replaceLock(cwd, make);
    const r = runWithin(['audit', 'games/g.yaml'], cwd);
    assert.not.ok(r.timedOut, 'audit did not finish within 15 s');
    assert.is(r.code, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /^clean: /);
  });
}

test('given a log whose lock file is a named pipe, when the moderator makes a decision, then it is refused with a message naming the lock file, no stack trace, and neither the log nor the private file changes', () => {
  const cwd = gameAtDiscard();
  replaceLock(cwd, mkfifo);
  const before = files(cwd);
  const r = runWithin(['discard', 'g', '1'], cwd);
  assert.not.ok(r.timedOut, 'discard did not finish within 15 s');
  assert.ok(r.code !== 0 && r.code !== 70, `exit ${r.code}: ${r.stderr}`);
  assert.match(r.stderr, /^error: .*g\.yaml\.lock/);
  assert.not.match(r.stderr, /internal error|\n\s+at /);
  assert.equal(files(cwd), before, 'nothing is written');
});

test('given a log whose lock file is a link to a file outside the game, when the moderator makes a decision, then that file is left as it was and the decision is refused naming the lock file', () => {
  const cwd = gameAtDiscard();
  const elsewhere = join(cwd, 'notes.txt');
  writeFileSync(elsewhere, 'the moderator\'s own notes\n');
  replaceLock(cwd, (p) => symlinkSync(elsewhere, p));
  const before = files(cwd);
  const r = runWithin(['discard', 'g', '1'], cwd);
  assert.is(readFileSync(elsewhere, 'utf8'), 'the moderator\'s own notes\n', 'the linked file is not overwritten');
  assert.ok(r.code !== 0 && r.code !== 70, `exit ${r.code}: ${r.stderr}`);
  assert.match(r.stderr, /^error: .*g\.yaml\.lock/);
  assert.equal(files(cwd), before, 'nothing is written');
});

for (const [what, args] of [['makes a decision', ['discard', 'g', '1']], ['takes it back', ['undo', 'g', '--yes']]] as const) {
  test(`given a game whose private file is a folder, when the moderator ${what}, then it is refused with a message naming the private file, not an internal error, and the log is unchanged`, () => {
    const cwd = gameAtDiscard();
    const log = readFileSync(logPath(cwd), 'utf8');
    rmSync(privateFile(cwd));
    mkdirSync(privateFile(cwd));
    const r = runWithin([...args], cwd);
    assert.ok(r.code !== 0 && r.code !== 70, `exit ${r.code}: ${r.stderr}`);
    assert.match(r.stderr, /^error: .*private\.jsonl.*folder/);
    assert.not.match(r.stderr, /internal error|\n\s+at /);
    assert.is(readFileSync(logPath(cwd), 'utf8'), log, 'nothing is written');
  });
}

const sendLock = (cwd: string) => join(cwd, 'games', 'g', 'send.lock');

test('given a game whose send lock is a link to a file outside the game, when the moderator makes a decision, then that file is left as it was, the decision stands and its message stays queued for send, said without a stack trace', () => {
  const cwd = gameAtDiscard();
  const elsewhere = join(cwd, 'notes.txt');
  writeFileSync(elsewhere, 'the moderator\'s own notes\n');
  rmSync(sendLock(cwd));
  symlinkSync(elsewhere, sendLock(cwd));
  const r = runWithin(['discard', 'g', '1'], cwd);
  assert.is(readFileSync(elsewhere, 'utf8'), 'the moderator\'s own notes\n', 'the linked file is not overwritten');
  assert.not.match(r.stderr, /internal error|\n\s+at /);
  assert.match(r.stdout, /the President discarded a policy/);
  assert.match(r.stdout + r.stderr, /send\.lock/);
  rmSync(sendLock(cwd));
  const sent = runWithin(['send', 'g'], cwd);
  assert.is(sent.code, 0, sent.stderr);
  assert.match(sent.stdout, /sent 1 message/);
});

test('given a game whose send lock is a named pipe, when the moderator takes the last decision back, then nothing is taken back, said naming the send lock, and the log is unchanged', () => {
  const cwd = gameAtDiscard();
  rmSync(sendLock(cwd));
  mkfifo(sendLock(cwd));
  const before = files(cwd);
  const r = runWithin(['undo', 'g', '--yes'], cwd);
  assert.not.ok(r.timedOut, 'undo did not finish within 15 s');
  assert.ok(r.code !== 0 && r.code !== 70, `exit ${r.code}: ${r.stderr}`);
  assert.match(r.stderr, /^error: .*send\.lock/);
  assert.equal(files(cwd), before, 'nothing is written');
});

test.run();
