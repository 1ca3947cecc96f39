// A government elected or not, said in the theme's grammar: a Secret Russian Cabinet ("Кабинет",
// masculine) is "избран" / "не избран", a Secret Hitler government ("правительство", neuter)
// "избрано" / "не избрано" (templates/themes/*.yaml, governmentIs), in the history post, the game
// over post's table and the replay page (test/publish/record.test.ts). Given a failed vote in a
// Russian game of each theme.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, runOk, scratch } from '../support/cli.js';

const RU = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'];
const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

function failedVote(theme: string): { history: string } {
  const cwd = scratch();
  runOk(['new', 'g', '--lang', 'ru', '--theme', theme, '--players', ...RU, '--seed', FIXED_SEED], { cwd, env });
  runOk(['nominate', 'g', 'Борис'], { cwd, env });
  runOk(['vote', 'g', ...RU.map((n) => `${n}=nein`)], { cwd, env });
  return { history: runOk(['post', 'g', 'history'], { cwd, env }) };
}

test('given a failed Cabinet in a Russian Secret Russian game, the history post says it was "не избран"', () => {
  const { history } = failedVote('secret-russian');
  assert.match(history, /\| не избран \|/);
  assert.not.match(history, /избрано/);
});

test('given a failed government in a Russian Secret Hitler game, the history post says it was "не избрано"', () => {
  const { history } = failedVote('secret-hitler');
  assert.match(history, /\| не избрано \|/);
});

test.run();
