// A Russian refusal's "выполните:" line names the veto's steps in the words `veto` takes in Russian
// (templates/ru/help.yaml, game/words' VETO_WORDS): «запросить», «согласна»/«согласен» (agreeing with the
// President), «отказ», never the English «request», «agree», «refuse». Seen in a Russian Service Rat
// game: «выполните: chancery enact rat <1|2> или chancery veto rat request». Quoted as every Cyrillic word of a hint is.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli, runOk, scratch, FIXED_SEED } from '../support/cli.js';

test('given a Russian game with the veto open, the hints at the Chancellor\'s turn and at Анна\'s answer name the steps in Russian, and each runs', () => {
  const cwd = scratch('chancery-ru-veto-hint-');
  const run = (args: string[]) => runOk(args, { cwd });
  run(['new', 'v', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', 'Дарья', '--lang', 'ru', '--option', 'startingFascistPolicies=5', '--seed', FIXED_SEED]);
  run(['nominate', 'v', 'Борис']);
  run(['vote', 'v', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja']);
  run(['discard', 'v', '1']);
  const atChancellor = runCli(['nominate', 'v', 'Вера'], { cwd });
  assert.match(atChancellor.stderr, /^выполните: chancery enact v <1\|2> или chancery veto v "запросить"$/m);
  run(['veto', 'v', 'запросить']);
  const atPresident = runCli(['nominate', 'v', 'Вера'], { cwd });
  assert.match(atPresident.stderr, /^выполните: chancery veto v "согласна" или chancery veto v "отказ"$/m);
  assert.not.match(`${atChancellor.stderr}${atPresident.stderr}`, /request|agree|refuse/);
  run(['veto', 'v', 'согласна']);
});

test.run();
