// The log file: created 0600, hash chain detects edits, refusals leave it byte-identical.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, runCli, scratch, readGame, FIXED_SEED } from '../support/cli.js';

test('given a new game, its log is created readable by the owner only', () => {
  const cwd = scratch();
  const r = runCli(['new', 'g1', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED], { cwd });
  assert.is(r.code, 0, r.stderr);
  assert.is(statSync(join(cwd, 'games', 'g1.yaml')).mode & 0o777, 0o600);
});

test('given private messages in the local mailbox, their folder and files are the owner\'s only', () => {
  const cwd = scratch();
  assert.is(runCli(['new', 'g1', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED], { cwd }).code, 0);
  const outbox = join(cwd, 'games', 'g1', 'outbox');
  assert.is(statSync(outbox).mode & 0o777, 0o700);
  const cards = readdirSync(outbox);
  assert.is(cards.length, 5, 'a role card for each player');
  for (const file of cards) assert.is(statSync(join(outbox, file)).mode & 0o777, 0o600, file);
});

test('given the outbox removed by hand, the next decision makes it again, the owner\'s only, with its messages', () => {
  const cwd = scratch();
  assert.is(runCli(['new', 'g1', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED], { cwd }).code, 0);
  assert.is(statSync(join(cwd, 'games', 'g1')).mode & 0o777, 0o700, 'the game\'s folder');
  const outbox = join(cwd, 'games', 'g1', 'outbox');
  rmSync(outbox, { recursive: true });
  const r = runCli(['nominate', 'g1', 'Bob'], { cwd });
  assert.is(r.code, 0, r.stderr);
  assert.is(statSync(outbox).mode & 0o777, 0o700);
  assert.is(readdirSync(outbox).length, 5, 'a vote request for each player');
});

test('when a refused command runs, the log stays byte-identical and the exit code is non-zero', () => {
  const cwd = scratch();
  runCli(['new', 'g1', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED], { cwd });
  const before = readGame(cwd, 'g1');
  const r = runCli(['nominate', 'g1', 'Alice'], { cwd }); // Alice is the candidate herself
  assert.is(r.code, 1);
  assert.match(r.stderr, /cannot nominate themselves/);
  assert.is(readGame(cwd, 'g1'), before);
});

test('when a vote in the log is edited by hand, loading names the line and the event', () => {
  const cwd = scratch();
  runCli(['new', 'g1', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED], { cwd });
  runCli(['nominate', 'g1', 'Bob'], { cwd });
  runCli(['vote', 'g1', 'Alice=ja', 'Bob=ja'], { cwd });
  const text = readGame(cwd, 'g1');
  const vote = /- seq: (\d+)\n\s+at: \S+\n\s+type: vote-cast\n\s+seat: 0\n\s+vote: ja/.exec(text);
  assert.ok(vote, 'the log holds Alice\'s vote');
  const edited = text.replace(/(type: vote-cast\n\s+seat: 0\n\s+vote: )ja/, '$1nein');
  writeFileSync(join(cwd, 'games', 'g1.yaml'), edited);
  const r = runCli(['status', 'g1'], { cwd });
  assert.is(r.code, 1);
  const line = edited.split('\n').findIndex((l) => l === `  - seq: ${vote![1]}`) + 1;
  assert.match(r.stderr, `g1.yaml:${line}: event ${vote![1]}: this event was changed`);
});


test('given a script run with node -e, which makes a require of its own global, the compiled modules still read a log in full and a mail config', () => {
  const cwd = scratch('chancery-eval-');
  runCli(['new', 'g', '--players', 'Ann', 'Bob', 'Cid', 'Dee', 'Eve', '--seed', FIXED_SEED], { cwd });
  rmSync(join(cwd, 'games', '.g.yaml.verified.json'), { force: true });
  writeFileSync(join(cwd, 'games', 'g', 'mail.yaml'), 'transport: local\n');
  const dist = join(ROOT, 'dist', 'src');
  const script = `Promise.all([import(${JSON.stringify(join(dist, 'log', 'file.js'))}), import(${JSON.stringify(join(dist, 'mail', 'config.js'))})])
    .then(([file, mail]) => process.stdout.write(file.readLog('games/g.yaml').events.length + ' ' + mail.loadMailConfig('games/g.yaml', {}).transport + '\\n'))`;
  const r = spawnSync(process.execPath, ['-e', script], { cwd, encoding: 'utf8' });
  assert.is(r.stderr, '');
  assert.match(r.stdout, /^\d+ local\n$/);
});

test.run();
