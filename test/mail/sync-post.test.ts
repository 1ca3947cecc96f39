// The thread post `sync` prints when a batch of replies completes a phase: in the format asked
// for, and from the moderator's own templates when the game names some.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, scratch, FIXED_SEED } from '../support/cli.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

function votesWaiting(extra: string[] = []): string {
  const cwd = scratch();
  for (const args of [['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED, ...extra], ['nominate', 'g', 'Bob']]) {
    const r = runCli(args, { cwd });
    assert.is(r.code, 0, r.stderr);
  }
  for (const player of PLAYERS) assert.is(runCli(['reply', 'g', player, 'ja'], { cwd }).code, 0);
  return cwd;
}

test('given every vote waiting in the inbox, sync --format bbcode prints the vote result in BBCode', () => {
  const cwd = votesWaiting();
  const r = runCli(['sync', 'g', '--format', 'bbcode'], { cwd });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /\[b\]Alice\[\/b\]: Ja/);
  assert.not.match(r.stdout, /\*\*Alice\*\*/);
});

test('given the game names its own templates, the post sync prints comes from them', () => {
  const cwd = scratch();
  mkdirSync(join(cwd, 'house', 'en', 'post'), { recursive: true });
  writeFileSync(join(cwd, 'house', 'en', 'post', 'vote-result.hbs'), 'OUR OWN RESULT POST\n');
  const game = votesWaiting(['--templates', join(cwd, 'house')]);
  const r = runCli(['sync', 'g'], { cwd: game });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, 'OUR OWN RESULT POST');
});

test('given a format that is not one, sync refuses before reading any mail', () => {
  const cwd = votesWaiting();
  const r = runCli(['sync', 'g', '--format', 'html'], { cwd });
  assert.is(r.code, 2);
  assert.match(r.stderr, /--format must be markdown or bbcode/);
  assert.match(runCli(['sync', 'g'], { cwd }).stdout, /applied/);
});

test.run();
