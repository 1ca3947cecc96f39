// A wrong entry at the write's yes/no question is no answer. Seen at a real terminal: at "Write this
// to the log and send the messages? (Y/n)" the moderator typed "cancel" and Enter, and the prompt
// library read every word but n/no as the default, Yes: the nomination was written and its seven
// vote requests sent. A wrong entry now writes nothing and the question is asked again; y, n and
// Enter alone (the default shown, Y) keep their meaning.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, readGame, runCli, scratch } from '../support/cli.js';
import { KEYS, Terminal } from '../support/pty.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
/**
 * What follows the entry `typed` at the question `asked`: the answered question (the library's ✔
 * line) or the library's line under a refused entry (its ">" mark). (A key typed while the library
 * checks an entry is dropped: the next entry waits for this.)
 */
const answeredOrAskedAgain = (typed: string, asked: string) => new RegExp(`${typed}[\\s\\S]*?(✔ ${asked}[^\\n]*|\\n> [^\\n]*)`);

test('given the preview of a nomination at a terminal, "cancel" and "x" at the (Y/n) question write nothing and it is asked again; "n" then declines', async () => {
  const cwd = scratch();
  assert.is(runCli(['new', 'friday', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd }).code, 0);
  const before = readGame(cwd, 'friday');
  const t = Terminal.chancery(['play', 'friday'], { cwd });
  try {
    await t.waitFor(/whom do they nominate[\s\S]*⏎ select/);
    t.type(KEYS.enter);
    await t.waitFor(/Write this to the log and send the messages\? \(Y\/n\)/);
    for (const wrong of ['cancel', 'x']) {
      t.type(`${wrong}${KEYS.enter}`);
      const seen = await t.waitFor(answeredOrAskedAgain(wrong, 'Write this'));
      assert.not.match(seen, /✔ Write this/, `"${wrong}" was read as an answer`);
      assert.match(seen, /\n> [^\n]*\by\b[^\n]*\bn\b/, 'the line under the question says what to type');
      assert.is(readGame(cwd, 'friday'), before, `"${wrong}" wrote to the log`);
    }
    t.type(`n${KEYS.enter}`);
    assert.match(await t.waitFor(/✔ Write this[^\n]*/), /\? No$/);
    await t.waitFor(/nothing written/);
    assert.is(readGame(cwd, 'friday'), before);
    // And Enter alone is still the default shown, Yes.
    await t.waitFor(/whom do they nominate[\s\S]*⏎ select/);
    t.type(KEYS.enter);
    await t.waitFor(/\(Y\/n\)/);
    t.type(KEYS.enter);
    assert.match(await t.waitFor(/✔ Write this[^\n]*/), /\? Yes$/);
    await t.waitFor(/#\d+ Alice nominated Bob/);
  } finally {
    t.kill();
  }
});

test('given undo at a terminal, a wrong entry at its (y/N) question takes nothing back and asks again', async () => {
  const cwd = scratch();
  assert.is(runCli(['new', 'friday', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd }).code, 0);
  assert.is(runCli(['nominate', 'friday', 'Bob'], { cwd }).code, 0);
  const before = readGame(cwd, 'friday');
  const t = Terminal.chancery(['undo', 'friday'], { cwd });
  try {
    await t.waitFor(/\(y\/N\)/);
    t.type(`x${KEYS.enter}`);
    const seen = await t.waitFor(answeredOrAskedAgain('x', 'Take back'));
    assert.not.match(seen, /✔ Take back/, '"x" was read as an answer');
    assert.is(readGame(cwd, 'friday'), before);
    t.type(`y${KEYS.enter}`);
    assert.match(await t.waitFor(/✔ Take back[^\n]*/), /\? Yes$/);
    await t.waitFor(/Taken back/);
  } finally {
    t.kill();
  }
});

test.run();
