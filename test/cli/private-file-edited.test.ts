// docs/log-format.md (format 2): a game's contacts and mail details live in games/<id>/private.jsonl
// behind the log's salted commitments, so the private file is part of the game's record. A copy
// beside the log (src/log/snapshot.ts) may spare a command reading a log that has not changed, but
// never hides a private file deleted or edited by hand: then every command reads the game in full
// and refuses, naming the file (deleted) or the event whose private part no longer matches
// (file:line). Given a game whose snapshot a `status` has just made, when the private file is
// removed or one address in it changed (same size), then status, list and sync with no mail
// waiting say so, as history does.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';

function game(): { cwd: string; log: string; privateFile: string } {
  const cwd = scratch();
  runOk(['new', 'g', '--players', 'Ann', 'Bob', 'Cat', 'Dan', 'Eve', '--seed', FIXED_SEED], { cwd });
  runOk(['nominate', 'g', 'Bob'], { cwd });
  runOk(['vote', 'g', 'Ann=ja', 'Cat=ja'], { cwd });
  runOk(['status', 'g'], { cwd });
  runOk(['sync', 'g'], { cwd });
  return { cwd, log: join(cwd, 'games', 'g.yaml'), privateFile: join(cwd, 'games', 'g', 'private.jsonl') };
}

test('given the private file deleted by hand, status, list and sync (nothing waiting) say it is missing', () => {
  const { cwd, log, privateFile } = game();
  rmSync(privateFile);
  const says = `${log}:1: the private file ${privateFile} (the players' addresses and the mail records) is missing: restore it from a backup`;
  for (const args of [['sync', 'g'], ['status', 'g'], ['history', 'g']]) {
    const run = runCli(args, { cwd });
    assert.is(run.code, 1, `${args.join(' ')}: ${run.stdout}`);
    assert.ok(run.stderr.includes(says), `${args.join(' ')}: ${run.stderr}`);
  }
  const list = runCli(['list'], { cwd });
  assert.ok(list.stdout.includes(`unreadable: ${says}`), list.stdout + list.stderr);
});

test('given an address in the private file changed by hand, status, list and sync (nothing waiting) name the event whose private part no longer matches', () => {
  const { cwd, log, privateFile } = game();
  const text = readFileSync(privateFile, 'utf8');
  assert.ok(text.includes('seat1@players.invalid'), 'the roster\'s address for seat 1, as new gives it');
  writeFileSync(privateFile, text.replace('seat1@players.invalid', 'seat9@players.invalid'));
  for (const args of [['sync', 'g'], ['status', 'g'], ['history', 'g']]) {
    const run = runCli(args, { cwd });
    assert.is(run.code, 1, `${args.join(' ')}: ${run.stdout}`);
    assert.match(run.stderr, new RegExp(`${log.replace(/[.]/g, '\\.')}:\\d+: event \\d+: its private part does not match its commitment [0-9a-f]{12}… \\(the private file was changed\\)`));
  }
  const list = runCli(['list'], { cwd });
  assert.match(list.stdout, /unreadable: .*its private part does not match its commitment/);
});

test('given nothing edited, status and sync go on as before', () => {
  const { cwd } = game();
  assert.match(runOk(['status', 'g'], { cwd }), /waits for votes from Bob, Dan, Eve/);
  assert.is(runCli(['sync', 'g'], { cwd }).code, 0);
});

test.run();
