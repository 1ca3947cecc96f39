// A command writes a whole file under a temporary name (`.<name>.<pid>.tmp`) and renames it into
// place. Killed in between (kill -9), it leaves the temporary file: no reader takes it for a log or
// a message (list, audit of the folder, status), and it is removed, since its writer is dead: in the
// game's own folder (its private files; a local outbox message's temporary file is written there) by
// the next command that writes the game, holding its lock; beside the logs by the next `list`, which
// lists that folder anyway (a decision does not list a folder of hundreds of games). A temporary
// file whose process still runs is never touched (it may be mid-write), nor a file chancery did not
// name so.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';
import { killedAtRename } from '../support/processes.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

/** The id of a process that has ended. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

const temporaries = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.tmp'));

test('given nominate was killed while writing a vote request to the outbox, nothing reads the leftover, and send removes it and sends every request', () => {
  const cwd = scratch();
  runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  const killed = killedAtRename(['nominate', 'g', 'Bob'], cwd, '\\.eml\\.\\d+\\.tmp$');
  assert.is(killed.signal, 'SIGKILL');
  const outbox = join(cwd, 'games', 'g', 'outbox');
  const gameFolder = join(cwd, 'games', 'g');
  assert.is(temporaries(gameFolder).length, 1, 'the kill left one temporary message, in the game\'s folder');
  assert.equal(temporaries(outbox), [], 'the outbox holds messages only');
  assert.match(runOk(['list'], { cwd }), /1 game/);
  assert.match(runOk(['audit', 'games'], { cwd }), /1 log: all clean/);
  const sent = runOk(['send', 'g'], { cwd });
  assert.match(sent, /sent 5 message/);
  assert.equal(temporaries(gameFolder), []);
  assert.is(readdirSync(outbox).filter((f) => f.endsWith('.eml')).length, 10, 'five role cards and five vote requests');
});

test('given temporary files of a dead process beside the log and in the game\'s folder, the next list (beside the logs) and the next decision (in the game\'s folder) remove them, and leave a live process\'s and the moderator\'s own files', () => {
  const cwd = scratch();
  runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  runOk(['nominate', 'g', 'Bob'], { cwd });
  const games = join(cwd, 'games');
  const dead = deadPid();
  const leftovers = [
    join(games, `.g.yaml.${dead}.tmp`),
    join(games, `.g.yaml.${dead}.new.tmp`),
    join(games, `.g.yaml.snapshot.json.${dead}.tmp`),
    join(games, `.g.yaml.verified.json.${dead}.clock`),
    join(games, 'g', `.g.v1.yaml.${dead}.new.tmp`),
  ];
  const kept = [
    join(games, `.g.yaml.${process.pid}.tmp`), // a live process's: it may be writing it now
    join(games, 'notes.tmp'),
    join(games, `backup.${dead}.tmp`), // not named as chancery names its temporary files
  ];
  for (const f of [...leftovers, ...kept]) writeFileSync(f, 'chancery: 2\n', { mode: 0o600 });
  assert.match(runOk(['list'], { cwd }), /1 game/);
  runOk(['vote', 'g', 'Alice=ja'], { cwd });
  for (const f of leftovers) assert.not.ok(existsSync(f), `${f} removed`);
  for (const f of kept) assert.ok(existsSync(f), `${f} left`);
});

test('given a publish killed before its renames, the next publish in that folder removes its temporary files', () => {
  const cwd = scratch();
  runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  const out = join(cwd, 'public');
  const killed = killedAtRename(['publish', 'g', '--live', '--out', out], cwd, '\\.tmp$');
  assert.is(killed.signal, 'SIGKILL');
  assert.ok(temporaries(out).length >= 1, 'the kill left a temporary page');
  const again = runCli(['publish', 'g', '--live', '--out', out], { cwd });
  assert.is(again.code, 0, again.stderr);
  assert.equal(temporaries(out), []);
});

test('given a reply killed between its write to the local inbox\'s tmp/ and its move to new/, the next reply removes the leftover and sync reads only whole mails', () => {
  const cwd = scratch();
  runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  runOk(['nominate', 'g', 'Bob'], { cwd });
  const killed = killedAtRename(['reply', 'g', 'Alice', 'ja'], cwd, '/inbox/tmp/');
  assert.is(killed.signal, 'SIGKILL');
  const tmp = join(cwd, 'games', 'g', 'inbox', 'tmp');
  assert.is(readdirSync(tmp).length, 1, 'the kill left the mail in tmp/');
  runOk(['reply', 'g', 'Bob', 'ja'], { cwd });
  assert.equal(readdirSync(tmp), []);
  assert.match(runOk(['sync', 'g'], { cwd }), /^applied Bob: Ja$/m);
});

test.run();
