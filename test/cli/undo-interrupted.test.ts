// Ctrl-C at undo's question is an answer like "no" (README: undo asks first; a question left
// unanswered takes nothing back): nothing is taken back and undo says so, in the game's language,
// as it does when the moderator declines; never an internal error with a stack trace.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, readGame, runCli, scratch } from '../support/cli.js';
import { KEYS, Terminal } from '../support/pty.js';

const cases = [
  { lang: 'en', players: ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], asked: /\(y\/N\)/, said: /nothing was taken back/ },
  { lang: 'ru', players: ['Аня', 'Борис', 'Вера', 'Глеб', 'Дина'], asked: /Да, отменить[\s\S]*ввод/, said: /ничего не отменено/ },
];

for (const c of cases) {
  test(`given a ${c.lang} game at a terminal, when the moderator presses Ctrl-C at undo's question, then nothing is taken back and undo says so, without an internal error`, async () => {
    const cwd = scratch();
    assert.is(runCli(['new', 'g', '--players', ...c.players, '--lang', c.lang, '--seed', FIXED_SEED], { cwd }).code, 0);
    assert.is(runCli(['nominate', 'g', c.players[1]], { cwd }).code, 0);
    const before = readGame(cwd, 'g');
    const t = Terminal.chancery(['undo', 'g'], { cwd });
    try {
      await t.waitFor(c.asked);
      t.type(KEYS.ctrlC);
      assert.is(await t.exited, 2);
    } finally {
      t.kill();
    }
    assert.not.match(t.screen(), /internal error|ExitPromptError|at .*\.js:\d+/);
    assert.match(t.screen(), c.said);
    assert.is(readGame(cwd, 'g'), before);
  });
}

test.run();
