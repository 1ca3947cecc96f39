// In a Russian game, `play`'s offer to apply the house rule names the players the rule votes for
// after «за», so in the accusative, as `deadline --apply` names them («за Веру, Глеба, Дарью»).
// Before, the offer listed them as written in the roster: «Nein за Вера, Глеб, Дарья».
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';
import { KEYS, Terminal } from '../support/pty.js';

const BEFORE = { CHANCERY_NOW: '2026-12-01T10:00:00.000Z' };
const AFTER = { CHANCERY_NOW: '2026-12-02T12:00:00.000Z' };

test('given a Russian vote whose deadline passed with Вера, Глеб and Дарья silent, when play offers the house rule, then it names them in the accusative', async () => {
  const cwd = scratch('chancery-play-house-rule-ru-');
  const run = (args: string[]) => {
    const r = runCli(args, { cwd, env: BEFORE });
    assert.is(r.code, 0, `${args.join(' ')}:\n${r.stdout}\n${r.stderr}`);
  };
  run(['new', 'r', '--lang', 'ru', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', 'Дарья', '--seed', FIXED_SEED, '--deadline', '24h', '--on-missing-vote', 'nein']);
  run(['nominate', 'r', 'Борис']);
  run(['vote', 'r', 'Анна=ja', 'Борис=ja']);

  const t = Terminal.chancery(['play', 'r'], { cwd, env: AFTER });
  try {
    const question = await t.waitFor(/Применить правило игры к недостающим голосам\?[\s\S]*⏎ ввод/);
    // By hand: Вера → Веру, Глеб → Глеба, Дарья → Дарью («подать голос за кого»).
    assert.match(question, /Применить правило: Nein за Веру, Глеба, Дарью/);
    assert.not.match(question, /за Вера/);
    t.type(KEYS.ctrlC);
    await t.exited;
  } finally {
    t.kill();
  }
});

test.run();
