// `play` asks from the game as it stood when it drew the question. When another shell makes that
// decision first (the moderator's second terminal, a co-moderator), the choice picked afterwards is
// no longer legal: the session says so in the game's language, writes nothing and asks again from
// the game as it now stands (README: a refusal is shown and the session goes on), as it does when
// the game changes between the preview and the answer. It must not end the session with an error.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, readGame, runCli, scratch } from '../support/cli.js';
import { KEYS, Terminal } from '../support/pty.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

test('given the nomination question on screen, when another shell nominates first and the moderator then picks a Chancellor, then nothing is written and the session asks for the votes of the nomination that stands', async () => {
  const cwd = scratch('chancery-play-stale-choice-');
  assert.is(runCli(['new', 'friday', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd }).code, 0);
  const t = Terminal.chancery(['play', 'friday'], { cwd });
  try {
    await t.waitFor(/whom do they nominate as Chancellor\?[\s\S]*⏎ select/);
    // From another shell: Alice nominates Carol.
    assert.is(runCli(['nominate', 'friday', 'Carol'], { cwd }).code, 0);
    const before = readGame(cwd, 'friday');
    // At the session, the question still on screen: "Nominate Bob".
    t.type(KEYS.enter);
    const seen = await t.waitFor(/Alice's vote on Alice > Carol[\s\S]*⏎ select/);
    assert.match(seen, /refused: /);
    assert.not.match(seen, /This will run/);
    assert.is(readGame(cwd, 'friday'), before, 'nothing written');
    t.type(KEYS.ctrlC);
    assert.is(await t.exited, 0);
  } finally {
    t.kill();
  }
});

test('given a Russian game\'s nomination question on screen, when another shell nominates first and the moderator then picks a candidate, then the refusal is said in Russian and the session goes on', async () => {
  const cwd = scratch('chancery-play-stale-choice-');
  assert.is(runCli(['new', 'ru1', '--players', 'Анна', 'Игорь', 'Вера', 'Дмитрий', 'Мария', '--lang', 'ru', '--seed', FIXED_SEED], { cwd }).code, 0);
  const t = Terminal.chancery(['play', 'ru1'], { cwd });
  try {
    await t.waitFor(/Кого выдвинуть в канцлеры\?[\s\S]*⏎ ввод/);
    assert.is(runCli(['nominate', 'ru1', 'Вера'], { cwd }).code, 0);
    t.type(KEYS.enter);
    const seen = await t.waitFor(/Голос: Анна[\s\S]*⏎ ввод/);
    assert.match(seen, /отказ: /);
    assert.not.match(seen, /error|refused|cannot/i);
    t.type(KEYS.ctrlC);
    assert.is(await t.exited, 0);
  } finally {
    t.kill();
  }
});

test.run();
