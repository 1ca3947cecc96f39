// The board `play` draws fits the terminal: seen at 40 columns in a Russian Service Rat game, the
// Rat track was one line of 80 that the terminal cut mid-word ("□(казн" / "ь)"), and the tracker's
// line cut "в колоде 17 карт" / ", в сбросе 0 карт". Each line is now broken between the board's
// items (a slot and its power, a mark) within the terminal's width; a wide one keeps one line each.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli, scratch } from '../support/cli.js';
import { Terminal } from '../support/pty.js';

const PLAYERS = ['Анна', 'Борис', 'Вера', 'Григорий', 'Дарья', 'Евгений', 'Жанна'];

/** The board as `play` drew it: from the game's id line to the line that says what comes next. */
async function boardAt(columns: number, cwd: string, colour: boolean): Promise<string[]> {
  const t = Terminal.chancery(['play', 'krysa'], { cwd, columns, colour });
  try {
    const seen = await t.waitFor(/⏎ ввод/);
    const lines = seen.replace(/\r/g, '').split('\n');
    const from = lines.indexOf('krysa');
    const to = lines.findIndex((l) => l.startsWith('Дальше:'));
    assert.ok(from >= 0 && to > from, seen);
    return lines.slice(from + 1, to).filter((l) => l.trim());
  } finally {
    t.kill();
  }
}

for (const colour of [false, true]) {
  test(`given a 7-player Service Rat game in Russian, play at a 40-column terminal (colour ${colour ? 'on' : 'off'}) draws no board line wider than 40, and breaks none inside a slot's power`, async () => {
    const cwd = scratch();
    assert.is(runCli(['new', 'krysa', '--players', ...PLAYERS, '--ruleset', 'service-rat', '--lang', 'ru'], { cwd }).code, 0);
    const board = await boardAt(40, cwd, colour);
    for (const line of board) assert.ok([...line].length <= 40, `${[...line].length} columns: "${line}"`);
    const text = board.join('\n');
    // Every slot of the Rat track, whole (RULES §2.10, 7–8 players: investigate, special election, execution twice).
    for (const slot of ['□(проверка лояльности)', '□(внеочередные выборы)', '□(казнь)']) assert.ok(text.includes(slot), `${slot} whole in:\n${text}`);
    assert.match(text, /в колоде 17 карт, в сбросе 0 карт/);
  });
}

test('given the same game at a 120-column terminal, each track stays one line', async () => {
  const cwd = scratch();
  assert.is(runCli(['new', 'krysa', '--players', ...PLAYERS, '--ruleset', 'service-rat', '--lang', 'ru'], { cwd }).code, 0);
  const board = await boardAt(120, cwd, false);
  assert.ok(board.includes('Крысиные законы  □ □(проверка лояльности) □(внеочередные выборы) □(казнь) □(казнь) □   0/6'), board.join('\n'));
  assert.ok(board.includes('Счётчик выборов ○ ○ ○   в колоде 17 карт, в сбросе 0 карт'), board.join('\n'));
});

test('given the same game, status at a 40-column terminal draws its board within 40 columns too', async () => {
  const cwd = scratch();
  assert.is(runCli(['new', 'krysa', '--players', ...PLAYERS, '--ruleset', 'service-rat', '--lang', 'ru'], { cwd }).code, 0);
  const t = Terminal.chancery(['status', 'krysa'], { cwd, columns: 40 });
  try {
    assert.is(await t.exited, 0);
  } finally {
    t.kill();
  }
  const lines = t.screen().replace(/\r/g, '').split('\n');
  const board = lines.slice(lines.indexOf('krysa') + 1, lines.findIndex((l) => l.startsWith('Дальше:')));
  assert.ok(board.some((l) => l.includes('□(внеочередные выборы)')), board.join('\n'));
  for (const line of board) assert.ok([...line].length <= 40, `${[...line].length} columns: "${line}"`);
});

test.run();
