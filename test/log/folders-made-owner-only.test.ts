// Every folder chancery makes for games holds secrets (logs, private files, the local mailbox): it
// is made 0700 whatever the moderator's umask, by whichever command makes it first. The commands
// run here under umask 000, where a folder made with the default mode would be open to everyone.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, scratch, SHARED } from '../support/cli.js';

/** Runs `chancery <args>` with umask 000 (the child inherits it), then puts the umask back. */
function runOpen(args: string[], cwd: string) {
  const before = process.umask(0);
  try {
    return runCli(args, { cwd });
  } finally {
    process.umask(before);
  }
}

const modeOf = (path: string) => statSync(path).mode & 0o777;

test('given no games folder yet, mail check makes it the owner\'s only', () => {
  const cwd = scratch();
  const r = runOpen(['mail', 'check'], cwd);
  assert.is(r.code, 0, r.stderr);
  assert.is(modeOf(join(cwd, 'games')), 0o700);
});

test('given a folder that does not exist, import makes it (and the folder above it) the owner\'s only, as its logs are', () => {
  const cwd = scratch();
  writeFileSync(join(cwd, 'one.jsonl'), readFileSync(join(SHARED, 'real-games', 'secrethitler-io-games.jsonl'), 'utf8').split('\n')[0]);
  const r = runOpen(['import', 'secrethitler-io', 'one.jsonl', 'league/imported'], cwd);
  assert.is(r.code, 0, r.stderr);
  assert.is(modeOf(join(cwd, 'league')), 0o700);
  assert.is(modeOf(join(cwd, 'league', 'imported')), 0o700);
});

test('given no games folder yet, new makes it and the game\'s folder the owner\'s only', () => {
  const cwd = scratch();
  const r = runOpen(['new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], cwd);
  assert.is(r.code, 0, r.stderr);
  assert.is(modeOf(join(cwd, 'games')), 0o700);
  assert.is(modeOf(join(cwd, 'games', 'g')), 0o700);
  assert.is(modeOf(join(cwd, 'games', 'g.yaml')), 0o600);
});

test.run();
