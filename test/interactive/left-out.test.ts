// A command line that leaves out the game or its decision's argument. At a terminal it is asked,
// from what the rules allow now, and the command then does what the typed command does; without a
// terminal (or with --json) it is an error that says what the game waits for and what to type, in
// the game's language, and nothing is written. Expectations are written by hand from the rules:
// at the first nomination of a five-player game the President (the first listed) nominates any of
// the other four; a game that waits for its nomination is waiting for nothing else.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, readGame, runCli, runOk, scratch } from '../support/cli.js';
import { KEYS, Terminal } from '../support/pty.js';

const EN = ['Ann', 'Bob', 'Cid', 'Dan', 'Eve'];
const RU = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'];
const env = { CHANCERY_NOW: '2026-12-01T12:00:00Z' };

function oneGame(id = 'g', players = EN, lang = 'en'): string {
  const cwd = scratch();
  runOk(['new', id, '--players', ...players, '--lang', lang, '--seed', FIXED_SEED], { cwd, env });
  return cwd;
}

/** The command's exit status, once it has ended (failing, with the screen, if it does not within 20 s). */
async function ended(t: Terminal): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`still running:\n${t.screen().slice(-1500)}`)), 20_000); });
  try {
    return await Promise.race([t.exited, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Answers the question on screen, and waits until the prompt shows it answered (✔). */
async function answer(t: Terminal, keys: string): Promise<void> {
  t.type(keys);
  await t.waitFor(/✔ [^\n]*/);
}

/** A command's output without the reply codes of its messages, which differ from game to game. */
const withoutCodes = (out: string) => out.replace(/\[[A-Z0-9]{6}\]/g, '[code]');

/** The thread post of a decision's output: from its heading to the end. */
const postOf = (out: string) => out.slice(out.search(/^#+ /m));

test('given one game in the folder and no terminal, a command without the game works on that game', () => {
  const cwd = oneGame();
  const named = runCli(['status', 'g'], { cwd, env });
  const left = runCli(['status'], { cwd, env });
  assert.is(left.code, 0, left.stderr);
  assert.is(left.stdout, named.stdout);
  assert.is(runCli(['history'], { cwd, env }).stdout, runCli(['history', 'g'], { cwd, env }).stdout);
});

test('given no terminal, a decision without its argument is refused with what the game waits for and the command, and nothing is written', () => {
  const cwd = oneGame();
  const before = readGame(cwd, 'g');
  const nominate = runCli(['nominate', 'g'], { cwd, env });
  assert.is(nominate.code, 2);
  assert.is(nominate.stderr, "error: missing argument 'chancellor': the game waits for Ann to nominate a Chancellor\nrun: chancery nominate g <Bob|Cid|Dan|Eve>\n");
  // Asked for a discard while the game waits for its nomination: refused by the rules, as with a
  // card (test/interactive/left-out-out-of-turn.test.ts), and the nomination is what to type.
  const discard = runCli(['discard'], { cwd, env });
  assert.is(discard.code, 1);
  assert.is(discard.stderr, 'error: cannot discard as President now: the game waits for Ann to nominate a Chancellor (RULES §2.2 Nomination)\nrun: chancery nominate g <Bob|Cid|Dan|Eve>\n');
  assert.is(runCli(['vote', 'g'], { cwd, env }).code, 1);
  assert.is(readGame(cwd, 'g'), before);
});

test('given a Russian game and no terminal, the refusal is in Russian', () => {
  const cwd = oneGame('r', RU, 'ru');
  const r = runCli(['nominate'], { cwd, env });
  assert.is(r.code, 2);
  assert.is(r.stderr, 'ошибка: не хватает аргумента: кандидат в канцлеры; ждём, когда Анна выдвинет кандидата в канцлеры\nвыполните: chancery nominate r <Борис|Вера|Глеб|Даша>\n');
});

test('given several games and no terminal, a command without the game lists them and does nothing', () => {
  const cwd = oneGame('a');
  runOk(['new', 'b', '--players', ...EN, '--seed', FIXED_SEED], { cwd, env });
  const r = runCli(['sync'], { cwd, env });
  assert.is(r.code, 2);
  assert.is(r.stderr, `error: 2 games in ${join(cwd, 'games')}: name one, like chancery sync a\ngames: a, b\n`);
  // A folder of Russian games: said in Russian.
  const ru = oneGame('r1', RU, 'ru');
  runOk(['new', 'r2', '--players', ...RU, '--lang', 'ru', '--seed', FIXED_SEED], { cwd: ru, env });
  assert.is(runCli(['status'], { cwd: ru, env }).stderr, `ошибка: игр в папке ${join(ru, 'games')} — 2: назовите одну, например chancery status r1\nигры: r1, r2\n`);
});

test('given a game id that names no log and is no word the command takes next, the error lists the games in the folder', () => {
  const cwd = oneGame('a');
  runOk(['new', 'b', '--players', ...EN, '--seed', FIXED_SEED], { cwd, env });
  const r = runCli(['post', 'g8'], { cwd, env });
  assert.is(r.code, 1);
  assert.is(r.stderr, `error: ${join(cwd, 'games', 'g8.yaml')}: no such game log\ngames in ${join(cwd, 'games')}: a, b\n`);
  // A folder of Russian games: in Russian.
  const ru = oneGame('r', RU, 'ru');
  assert.is(runCli(['post', 'g8'], { cwd: ru, env }).stderr, `ошибка: ${join(ru, 'games', 'g8.yaml')}: такого журнала игры нет\nигры в папке: r\n`);
});

test('given one game in the folder, a command line that left the game out reads its words as what follows the game', () => {
  const cwd = oneGame();
  const typed = oneGame();
  // The post kind, the nominee, the votes, the deadline: each as the command with the game typed.
  assert.is(runCli(['post', 'waiting'], { cwd, env }).stdout, 'Waiting for **Ann**, candidate for President, to nominate a Chancellor.\n');
  // Every word post takes for a kind, its aliases too (board is the status post).
  assert.is(runCli(['post', 'board'], { cwd, env }).stdout, runCli(['post', 'g', 'status'], { cwd, env }).stdout);
  for (const [left, full] of [
    [['nominate', 'Bob'], ['nominate', 'g', 'Bob']],
    [['vote', 'Ann=ja', '2=nein', 'Cid=ja'], ['vote', 'g', 'Ann=ja', '2=nein', 'Cid=ja']],
    [['deadline', '24h'], ['deadline', 'g', '24h']],
    [['vote', '4=nein', 'Eve=ja'], ['vote', 'g', '4=nein', 'Eve=ja']],
    [['discard', 'fascist'], ['discard', 'g', 'fascist']],
  ]) {
    const a = runCli(left, { cwd, env });
    const b = runCli(full, { cwd: typed, env });
    assert.is(a.code, b.code, `${left.join(' ')}: ${a.stderr}`);
    // (Each game's mail has its own reply codes.)
    assert.is(withoutCodes(a.stdout), withoutCodes(b.stdout), left.join(' '));
    assert.is(runCli(['history', 'g'], { cwd, env }).stdout, runCli(['history', 'g'], { cwd: typed, env }).stdout, left.join(' '));
  }
  assert.match(readGame(cwd, 'g'), /type: chancellor-nominated\n\s+president: 0\n\s+chancellor: 1\n/);
  assert.match(readGame(cwd, 'g'), /type: votes-tallied\n\s+ja: \[ 0, 2, 4 \]\n\s+nein: \[ 1, 3 \]\n\s+elected: true/);
  // In a Russian game, a player named in Cyrillic.
  const ru = oneGame('r', RU, 'ru');
  const r = runCli(['nominate', 'Вера'], { cwd: ru, env });
  assert.is(r.code, 0, r.stderr);
  assert.match(readGame(ru, 'r'), /type: chancellor-nominated\n\s+president: 0\n\s+chancellor: 2\n/);
});

test('given a word that is not what follows the game, or a game of that name, the command line is read as typed', () => {
  const cwd = oneGame();
  const before = readGame(cwd, 'g');
  // Zed plays in no game here: a game id, whose log is missing.
  const zed = runCli(['nominate', 'Zed'], { cwd, env });
  assert.is(zed.code, 1);
  assert.is(zed.stderr, `error: ${join(cwd, 'games', 'Zed.yaml')}: no such game log\ngames in ${join(cwd, 'games')}: g\n`);
  // One word too many for what follows a game: the first was a game's name.
  assert.is(runCli(['post', 'h', 'waiting'], { cwd, env }).stderr, `error: ${join(cwd, 'games', 'h.yaml')}: no such game log\ngames in ${join(cwd, 'games')}: g\n`);
  assert.is(readGame(cwd, 'g'), before);
  // A game called "waiting" is that game.
  const named = oneGame('waiting');
  const own = runCli(['post', 'waiting'], { cwd: named, env });
  assert.is(own.code, 0, own.stderr);
  assert.is(own.stdout, runCli(['post', 'waiting', 'opening'], { cwd: named, env }).stdout);
});

test('given several games and no terminal, a word that follows the game asks for the game by name; a player cannot be told without it', () => {
  const cwd = oneGame('a');
  runOk(['new', 'b', '--players', ...EN, '--seed', FIXED_SEED], { cwd, env });
  const kind = runCli(['post', 'waiting'], { cwd, env });
  assert.is(kind.code, 2);
  assert.is(kind.stderr, `error: 2 games in ${join(cwd, 'games')}: name one, like chancery post a\ngames: a, b\n`);
  const player = runCli(['nominate', 'Bob'], { cwd, env });
  assert.is(player.code, 1);
  assert.is(player.stderr, `error: ${join(cwd, 'games', 'Bob.yaml')}: no such game log\ngames in ${join(cwd, 'games')}: a, b\n`);
});

test('given a terminal, a nomination without the nominee asks among the eligible, and writes what the typed command writes', async () => {
  const cwd = oneGame();
  const twin = oneGame();
  const t = Terminal.chancery(['nominate', 'g'], { cwd, env });
  let asked = '';
  try {
    asked = await t.waitFor(/⏎ select[^\n]*/);
    // The four the President may nominate, and not the President.
    assert.match(asked, /Ann[^\n]*nominate/);
    for (const name of ['Bob', 'Cid', 'Dan', 'Eve']) assert.match(asked, new RegExp(`Nominate ${name}`));
    assert.not.match(asked, /Nominate Ann/);
    await answer(t, KEYS.down + KEYS.enter);
    assert.is(await ended(t), 0, t.screen());
  } finally {
    t.kill();
  }
  // The second of them: Cid. The same post as `chancery nominate g Cid` in a twin of the game.
  const typed = runOk(['nominate', 'g', 'Cid'], { cwd: twin, env });
  assert.match(postOf(t.screen()), /nominates \*\*Cid\*\*/);
  assert.is(postOf(t.screen()).trim(), postOf(typed).trim());
  assert.match(readFileSync(join(cwd, 'games', 'g.yaml'), 'utf8'), /type: chancellor-nominated[\s\S]*chancellor: 2\b/);
});

test('given a terminal, votes left out are asked player by player and tallied', async () => {
  const cwd = oneGame();
  runOk(['nominate', 'g', 'Bob'], { cwd, env });
  const t = Terminal.chancery(['vote'], { cwd, env });
  try {
    // Ann Ja, Bob Nein, Cid Ja, Dan Nein, Eve Nein: denied, 2 to 3.
    for (const key of ['', KEYS.down, '', KEYS.down, KEYS.down]) {
      await t.waitFor(/vote on Ann > Bob[\s\S]*?⏎ select[^\n]*/);
      await answer(t, key + KEYS.enter);
    }
    assert.is(await ended(t), 0, t.screen());
  } finally {
    t.kill();
  }
  const log = readGame(cwd, 'g');
  assert.match(log, /type: votes-tallied\n\s+ja: \[ 0, 2 \]\n\s+nein: \[ 1, 3, 4 \]\n\s+elected: false/);
});

test('given a terminal and several games, a command without the game asks which; with --json it asks nothing', async () => {
  const cwd = oneGame('a');
  runOk(['new', 'b', '--players', ...EN, '--seed', FIXED_SEED], { cwd, env });
  runOk(['nominate', 'b', 'Eve'], { cwd, env });
  const t = Terminal.chancery(['status'], { cwd, env });
  try {
    const asked = await t.waitFor(/⏎ select[^\n]*/);
    assert.match(asked, /Which game\?/);
    // Each game as `list` says it (no parentheses): interactive/game-picker-speaks-as-list.
    assert.match(asked, /a {2}the game waits for Ann to nominate a Chancellor/);
    await answer(t, KEYS.down + KEYS.enter);
    assert.is(await ended(t), 0, t.screen());
    assert.match(t.screen(), /Eve/);
  } finally {
    t.kill();
  }
  const json = Terminal.chancery(['status', '--json'], { cwd, env });
  try {
    assert.is(await ended(json), 2, json.screen());
    assert.not.match(json.screen(), /Which game\?/);
    assert.match(json.screen(), /"message": "2 games in [^"]*: name one, like chancery status a"/);
  } finally {
    json.kill();
  }
});

test.run();
