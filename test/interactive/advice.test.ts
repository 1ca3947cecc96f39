// `chancery play` and `chancery` alone without a terminal: never a prompt; the board, what the game
// waits for and the exact command to run instead. At a terminal: the game to play is picked, and
// the players' mailed answers are read first.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, ROOT, readGame, runCli, scratch } from '../support/cli.js';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { KEYS, Terminal } from '../support/pty.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Mary Jane'];

function newGame(cwd: string, id: string): void {
  const r = runCli(['new', id, '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  assert.is(r.code, 0, r.stderr);
}

test('given no terminal, play prints the board, what is pending and the command to run, and exits 0 without writing', () => {
  const cwd = scratch();
  newGame(cwd, 'friday');
  const before = readGame(cwd, 'friday');
  const r = runCli(['play', 'friday'], { cwd });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /Liberal .* 0\/5/);
  assert.match(r.stdout, /Next: the game waits for Alice to nominate a Chancellor/);
  assert.match(r.stdout, /chancery nominate friday <Bob\|Carol\|Dmitri\|Mary Jane>/);
  assert.is(readGame(cwd, 'friday'), before);
});

test('given an open vote and no terminal, the advice is the vote command for those still waiting, with names quoted for the shell', () => {
  const cwd = scratch();
  newGame(cwd, 'friday');
  runCli(['nominate', 'friday', 'Bob'], { cwd });
  runCli(['vote', 'friday', 'Alice=ja'], { cwd });
  const r = runCli(['play', 'friday', '--json'], { cwd });
  assert.is(r.code, 0, r.stderr);
  const advice = JSON.parse(r.stdout);
  assert.is(advice.interactive, false);
  assert.is(advice.waitingFor, 'the game waits for votes from Bob, Carol, Dmitri, Mary Jane');
  assert.match(advice.commands[0], /^chancery vote friday Bob=ja Carol=ja Dmitri=ja "Mary Jane=ja"/);
});

test('given several games and no terminal, `chancery` alone exits 2 naming the games to choose from', () => {
  const cwd = scratch();
  newGame(cwd, 'friday');
  newGame(cwd, 'monday');
  const r = runCli([], { cwd });
  assert.is(r.code, 2);
  assert.match(r.stderr, /2 games in .*games: name one, like chancery play friday/);
  assert.match(r.stderr, /games: friday, monday/);
});

test('given one game and no terminal, `chancery` alone gives the advice for that game', () => {
  const cwd = scratch();
  newGame(cwd, 'friday');
  const r = runCli([], { cwd });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /chancery nominate friday/);
});

test('given a folder without games, `chancery` alone prints the help', () => {
  const r = runCli([], { cwd: scratch() });
  assert.is(r.code, 0);
  assert.match(r.stdout, /Usage: chancery/);
});

test('given two games at a terminal, `chancery` alone asks which one, and Quit leaves without writing', async () => {
  const cwd = scratch();
  newGame(cwd, 'friday');
  newGame(cwd, 'monday');
  const before = readGame(cwd, 'monday');
  const t = Terminal.chancery([], { cwd });
  try {
    await t.waitFor(/Which game\?[\s\S]*⏎ select/);
    t.type(KEYS.down + KEYS.enter);
    await t.waitFor(/monday[\s\S]*whom do they nominate[\s\S]*⏎ select/);
    // Quit is the last choice: up from the first wraps around to it.
    t.type(KEYS.up + KEYS.enter);
    await t.waitFor(/monday: nothing written\./);
    assert.is(await t.exited, 0);
  } finally {
    t.kill();
  }
  assert.is(readGame(cwd, 'monday'), before);
});

test('given a vote mailed in by a player, play reads the mail first and asks only for the votes still missing', async () => {
  const cwd = scratch();
  newGame(cwd, 'friday');
  runCli(['nominate', 'friday', 'Bob'], { cwd });
  const reply = runCli(['reply', 'friday', 'Carol', 'nein'], { cwd });
  assert.is(reply.code, 0, reply.stderr);
  const t = Terminal.chancery(['play', 'friday'], { cwd });
  try {
    const seen = await t.waitFor(/vote on Alice > Bob[\s\S]*⏎ select/);
    assert.match(seen, /Carol/);
    assert.match(seen, /Next: the game waits for votes from Alice, Bob, Dmitri, Mary Jane/);
    assert.match(seen, /Alice's vote on Alice > Bob/);
    t.type(KEYS.ctrlC);
    assert.is(await t.exited, 0);
  } finally {
    t.kill();
  }
  assert.match(readGame(cwd, 'friday'), /type: vote-cast\n\s+seat: 2\n\s+vote: nein/);
});

test('given a vote past its deadline under the house rule nein, play says the deadline and puts `deadline --apply` first, without a terminal and at one; before it, only the deadline', async () => {
  const cwd = scratch();
  const made = runCli(['new', 'friday', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--deadline', '1h', '--on-missing-vote', 'nein'], { cwd, env: { CHANCERY_NOW: '2026-12-01T10:00:00Z' } });
  assert.is(made.code, 0, made.stderr);
  assert.is(runCli(['nominate', 'friday', 'Bob'], { cwd, env: { CHANCERY_NOW: '2026-12-01T10:00:00Z' } }).code, 0);
  const before = readGame(cwd, 'friday');
  // Half an hour in: the deadline (the game's default, an hour after the nomination), nothing to apply.
  const early = runCli(['play', 'friday'], { cwd, env: { CHANCERY_NOW: '2026-12-01T10:30:00Z' } });
  assert.is(early.code, 0, early.stderr);
  assert.match(early.stdout, /^Deadline: Tuesday, 1 December 2026 at 11:00 \(UTC\) \(the game's default\), 30 min left$/m);
  assert.not.match(early.stdout, /--apply/);
  const late = runCli(['play', 'friday', '--json'], { cwd, env: { CHANCERY_NOW: '2026-12-01T12:00:00Z' } });
  const advice = JSON.parse(late.stdout);
  assert.equal(advice.deadline, { at: '2026-12-01T11:00:00.000Z', source: 'house', passed: true, remaining: 'passed 1 h ago' });
  assert.is(advice.commands[0], 'chancery deadline friday --apply');
  assert.match(advice.commands[1], /^chancery vote friday /);
  const t = Terminal.chancery(['play', 'friday'], { cwd, env: { CHANCERY_NOW: '2026-12-01T12:00:00Z' } });
  try {
    // At a terminal the house rule is offered first (test/interactive/play-house-rule.test.ts); the votes by hand after it.
    const seen = await t.waitFor(/Apply the house rule to the missing votes\?[\s\S]*⏎ select/);
    assert.match(seen, /Deadline: Tuesday, 1 December 2026 at 11:00 \(UTC\) \(the game's default\), passed 1 h ago\n.*The deadline has passed: the house rule casts the missing votes \(chancery deadline friday --apply\)/);
    t.type(KEYS.down + KEYS.enter);
    await t.waitFor(/vote on Alice > Bob[\s\S]*⏎ select/);
    t.type(KEYS.ctrlC);
    assert.is(await t.exited, 0);
  } finally {
    t.kill();
  }
  assert.is(readGame(cwd, 'friday'), before);
});

test('given many games and no terminal, `chancery` alone names ten, the running ones first, and points to list', () => {
  const cwd = scratch();
  // A finished game that sorts first by name, then eleven running ones.
  mkdirSync(join(cwd, 'games'), { recursive: true });
  copyFileSync(join(ROOT, 'games', 'examples', 'seven-players.yaml'), join(cwd, 'games', 'aaa-finished.yaml'));
  const running = Array.from({ length: 11 }, (_, i) => `game${String(i).padStart(2, '0')}`);
  for (const id of running) newGame(cwd, id);
  const r = runCli([], { cwd });
  assert.is(r.code, 2);
  assert.match(r.stderr, /12 games in .*games: name one, like chancery play game00/);
  assert.match(r.stderr, `games: ${running.slice(0, 10).join(', ')}, and 2 more (chancery list shows them all)`);
});

test.run();
