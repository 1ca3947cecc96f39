// A game id that names no log is one refusal whichever command was typed (README: "One path per
// job"): the one `status` and the decisions give, "<path>: no such game log" with the games the
// folder holds, in their language (exit 1), and nothing made on disk. Before, deadline, dossier,
// mail confirm, migrate, publish, remind, replace, reply, send and sync said "no game log at
// <path>" in English (exit 2), a Russian folder's included.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';

const COMMANDS = [
  ['deadline', 'g8', '24h'], ['dossier', 'g8', '1'], ['mail', 'confirm', 'g8', '<x@example.org>'], ['migrate', 'g8'], ['publish', 'g8'],
  ['remind', 'g8'], ['replace', 'g8', '1', 'Zoe'], ['reply', 'g8', '1', 'ja'], ['send', 'g8'], ['sync', 'g8'],
];

test('given a folder of one Russian game, each command naming a game that is not there is refused as status refuses it, in Russian', () => {
  const cwd = scratch();
  runOk(['new', 'r', '--lang', 'ru', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', 'Дарья', '--seed', FIXED_SEED], { cwd });
  const before = readdirSync(join(cwd, 'games')).sort();
  const expected = `ошибка: ${join(cwd, 'games', 'g8.yaml')}: такого журнала игры нет\nигры в папке: r\n`;
  assert.is(runCli(['status', 'g8'], { cwd }).stderr, expected);
  for (const args of COMMANDS) {
    const r = runCli(args, { cwd });
    assert.is(r.code, 1, `${args.join(' ')}: ${r.stderr}`);
    assert.is(r.stderr, expected, args.join(' '));
  }
  assert.equal(readdirSync(join(cwd, 'games')).sort(), before);
});

test('given a folder of one English game, the same commands give the English refusal of status', () => {
  const cwd = scratch();
  runOk(['new', 'a', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED], { cwd });
  const expected = `error: ${join(cwd, 'games', 'g8.yaml')}: no such game log\ngames in ${join(cwd, 'games')}: a\n`;
  for (const args of COMMANDS) assert.is(runCli(args, { cwd }).stderr, expected, args.join(' '));
});

test.run();
