// Shell completion: the bash script, sourced in a real bash, completes subcommands, options, game
// ids and player names by asking the binary (`chancery __complete`); the zsh script does the same.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, FIXED_SEED, runCli, scratch } from '../support/cli.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Mary Jane'];

let folder: string | undefined;
/** One folder with two games, shared by the tests: completion only reads it. */
function league(): string {
  if (folder) return folder;
  const cwd = scratch();
  for (const id of ['friday', 'monday']) assert.is(runCli(['new', id, '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd }).code, 0);
  return (folder = cwd);
}

/** Completes the words in bash with the script `chancery completion bash` prints; `chancery` is on the PATH. */
function bashComplete(cwd: string, words: string[]): string[] {
  const bin = join(cwd, 'bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(join(bin, 'chancery'), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`);
  chmodSync(join(bin, 'chancery'), 0o755);
  const script = [
    'source <(chancery completion bash)',
    `COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')})`,
    `COMP_CWORD=${words.length - 1}`,
    '_chancery_complete',
    'printf "%s\\n" "${COMPREPLY[@]}"',
  ].join('\n');
  const r = spawnSync('bash', ['-c', script], { cwd, encoding: 'utf8', env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, CI: 'true' } });
  assert.is(r.status, 0, r.stderr);
  return r.stdout.split('\n').filter(Boolean);
}

test('given the bash script, a partial subcommand completes to the commands it starts', () => {
  const cwd = league();
  assert.equal(bashComplete(cwd, ['chancery', 'st']), ['status', 'stats']);
  assert.not.ok(bashComplete(cwd, ['chancery', '']).includes('__complete'), 'the hidden command stays hidden');
});

test('given games in the folder, the game argument completes to their ids', () => {
  const cwd = league();
  assert.equal(bashComplete(cwd, ['chancery', 'nominate', '']), ['friday', 'monday']);
  assert.equal(bashComplete(cwd, ['chancery', 'status', 'mo']), ['monday']);
});

test('given a game, player arguments complete to its players, case-insensitively, quoted for the shell', () => {
  const cwd = league();
  assert.equal(bashComplete(cwd, ['chancery', 'nominate', 'friday', 'b']), ['Bob']);
  assert.equal(bashComplete(cwd, ['chancery', 'execute', 'friday', 'Ma']), ['Mary\\ Jane']);
  assert.equal(bashComplete(cwd, ['chancery', 'status', 'friday', '--as', 'C']), ['Carol']);
});

test('given a game at a nomination, then at a vote, a decision\'s player completes to whom the game allows now', () => {
  const cwd = scratch();
  assert.is(runCli(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd }).code, 0);
  // Alice is the candidate: she cannot nominate herself (RULES: the President nominates another player).
  assert.equal(bashComplete(cwd, ['chancery', 'nominate', 'g', '']), ['Bob', 'Carol', 'Dmitri', 'Mary\\ Jane']);
  assert.is(runCli(['nominate', 'g', 'Bob'], { cwd }).code, 0);
  assert.is(runCli(['vote', 'g', 'Alice=ja'], { cwd }).code, 0);
  // Those yet to vote, less those this command line already gives a vote.
  assert.equal(bashComplete(cwd, ['chancery', 'vote', 'g', '']), ['Bob=', 'Carol=', 'Dmitri=', 'Mary\\ Jane=']);
  assert.equal(bashComplete(cwd, ['chancery', 'vote', 'g', 'bob=ja', '']), ['Carol=', 'Dmitri=', 'Mary\\ Jane=']);
  // Where the game waits for something else, every player (the command then says what it waits for).
  assert.equal(bashComplete(cwd, ['chancery', 'execute', 'g', '']), ['Alice', 'Bob', 'Carol', 'Dmitri', 'Mary\\ Jane']);
});

test('given a dash, options of the command complete; an option with known values completes them', () => {
  const cwd = league();
  assert.equal(bashComplete(cwd, ['chancery', 'post', 'friday', '--f']), ['--format']);
  assert.equal(bashComplete(cwd, ['chancery', 'post', 'friday', '--format', '']), ['markdown', 'bbcode']);
  assert.ok(bashComplete(cwd, ['chancery', 'post', 'friday', '']).includes('claims'));
  // Every post `post` takes, as its help lists them (src/cli/register/render.ts, README "chancery post
  // friday replacement"): the veto and the reshuffle announcements, and the replacement's again.
  assert.equal(bashComplete(cwd, ['chancery', 'post', 'friday', '']), ['opening', 'nomination', 'vote-result', 'legislative', 'executive', 'game-over', 'status', 'history', 'veto', 'reshuffle', 'withdrawal', 'claims', 'waiting', 'replacement']);
  assert.equal(bashComplete(cwd, ['chancery', 'post', 'friday', 're']), ['reshuffle', 'replacement']);
  assert.equal(bashComplete(cwd, ['chancery', 'post', 'friday', 'rep']), ['replacement']);
  assert.equal(bashComplete(cwd, ['chancery', 'post', 'friday', 've']), ['veto']);
  assert.equal(bashComplete(cwd, ['chancery', 'new', 'x', '--on-missing-vote', '']), ['wait', 'ja', 'nein']);
  assert.equal(bashComplete(cwd, ['chancery', 'veto', 'friday', '']), ['request', 'agree', 'refuse']);
  assert.equal(bashComplete(cwd, ['chancery', 'mail', 'ch']), ['check']);
});

test('given a Russian game, the veto step and the post kind complete to their Russian words (the commands take them in any game)', () => {
  const cwd = scratch();
  assert.is(runCli(['new', 'g', '--lang', 'ru', '--players', 'Анна', 'Борис', 'Вера', 'Дмитрий', 'Ева', '--seed', FIXED_SEED], { cwd }).code, 0);
  assert.equal(bashComplete(cwd, ['chancery', 'veto', 'g', '']), ['запросить', 'согласен', 'согласна', 'отказ']);
  assert.equal(bashComplete(cwd, ['chancery', 'veto', 'g', 'со']), ['согласен', 'согласна']);
  assert.equal(bashComplete(cwd, ['chancery', 'post', 'g', 'за']), ['заявления', 'замена']);
  assert.not.ok(bashComplete(cwd, ['chancery', 'post', 'g', '']).includes('nomination'), 'no English kind in a Russian game');
});

test('given the zsh script, it registers a completion function that asks the binary', () => {
  const r = runCli(['completion', 'zsh'], { cwd: scratch() });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /^#compdef chancery/);
  assert.match(r.stdout, /chancery __complete \$\(\(CURRENT - 1\)\)/);
  assert.match(r.stdout, /compdef _chancery chancery/);
});

test('given an unknown shell, completion exits 2 naming the shells it knows', () => {
  const r = runCli(['completion', 'fish'], { cwd: scratch() });
  assert.is(r.code, 2);
  assert.match(r.stderr, /completion is for bash or zsh, not "fish"/);
});

test('given "--" typed after a command (the usual way to ask for its options), its options complete in bash, not a game id', () => {
  const cwd = league();
  assert.equal(bashComplete(cwd, ['chancery', 'status', '--']), ['--as', '--at', '--json']);
  assert.equal(bashComplete(cwd, ['chancery', 'nominate', 'friday', '--']), ['--president', '--deadline', '--format', '--json']);
  assert.ok(bashComplete(cwd, ['chancery', 'demo', '--']).includes('--players'));
});

test.run();
