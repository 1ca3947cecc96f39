// A claim about a government whose vote is still open was refused as "government 1 was not
// elected", which the vote had not decided yet. The refusal says the vote is still open and
// nobody has drawn yet (exit 1, nothing written), in the game's language and theme.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readGame, runCli, runOk, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z', NO_COLOR: '1' };

test('English: a claim during the vote is refused as the vote still open, not as a failed government', () => {
  const cwd = scratch();
  runOk(['new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], { cwd, env });
  runOk(['nominate', 'g', 'Bob'], { cwd, env });
  runOk(['vote', 'g', 'Alice=ja', 'Bob=ja'], { cwd, env });
  const before = readGame(cwd, 'g');
  const r = runCli(['claim', 'g', 'Alice', 'FFL'], { cwd, env });
  assert.is(r.code, 1, r.stderr);
  assert.not.match(r.stderr, /not elected/);
  assert.match(r.stderr, /government 1 is still being voted on/);
  assert.is(readGame(cwd, 'g'), before);
});

test('Russian Secret Russian: the refusal says the vote is still on, in Russian', () => {
  const cwd = scratch();
  runOk(['new', 'g', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', 'Дарья', '--theme', 'secret-russian', '--lang', 'ru'], { cwd, env });
  runOk(['nominate', 'g', 'Борис'], { cwd, env });
  const r = runCli(['claim', 'g', 'Анна', 'ППЛ'], { cwd, env });
  assert.is(r.code, 1, r.stderr);
  assert.match(r.stderr, /^ошибка: /);
  assert.not.match(r.stderr, /не избран/);
  assert.match(r.stderr, /голосование ещё идёт/);
  assert.not.match(r.stderr.replace(/chancery/g, ''), /[A-Za-z]/);
});

test.run();
