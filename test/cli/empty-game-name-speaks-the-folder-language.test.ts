// `chancery status ''` (an empty game argument, a script's unset variable) in a folder of Russian
// games was refused in English ("error: name a game: its id (games/<id>.yaml) or the path of its
// log"): it names no game, so it speaks as the folder's other such refusals do.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { folderWithGame, runCli } from '../support/cli.js';

test('in a folder of Russian games, an empty game name is refused in Russian', () => {
  const cwd = folderWithGame('ru');
  for (const args of [['status', ''], ['history', ''], ['nominate', '', 'Борис']]) {
    const r = runCli(args, { cwd });
    assert.is(r.code, 2, `${args.join(' ')}: ${r.stderr}`);
    assert.match(r.stderr, /^ошибка: назовите игру/m, r.stderr);
    assert.not.match(r.stderr.replace(/games\/<id>\.yaml/g, ''), /[A-Za-z]{2,}/, r.stderr);
  }
  assert.match(runCli(['status', ''], { cwd: folderWithGame('en') }).stderr, /^error: name a game: its id \(games\/<id>\.yaml\) or the path of its log$/m);
});

test('in a folder of Russian games, a log path that is not there, outside games/, is refused in Russian', () => {
  const cwd = folderWithGame('ru');
  const r = runCli(['status', 'elsewhere/nosuch.yaml'], { cwd });
  assert.is(r.code, 1, r.stderr);
  assert.match(r.stderr, /^ошибка: .*elsewhere\/nosuch\.yaml: такого журнала игры нет$/m, r.stderr);
});

test.run();
