// list and stats refuse a folder that does not exist in the language they speak (--lang, else the
// folder's: README, "list speaks one language"), as they refuse a wrong command line. Before, the
// Russian refusal read «ошибка: /nowhere is not a folder of game logs».
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli, scratch } from '../support/cli.js';

test('given a folder that does not exist, list and stats --lang ru refuse it in Russian, naming it, exit 2', () => {
  const cwd = scratch();
  for (const command of ['list', 'stats']) {
    const r = runCli([command, 'nowhere', '--lang', 'ru'], { cwd });
    assert.is(r.code, 2, r.stderr);
    const line = r.stderr.trimEnd();
    assert.match(line, /^ошибка: nowhere — /, line);
    assert.match(line, /не папка/, line);
    assert.not.match(line.replace('nowhere', ''), /[A-Za-z]{2,}/, line);
    const en = runCli([command, 'nowhere'], { cwd });
    assert.is(en.code, 2, en.stderr);
    assert.match(en.stderr, /^error: nowhere is not a folder of game logs/);
  }
});

test.run();
