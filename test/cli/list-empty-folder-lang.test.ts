// `list` speaks one language, --lang when given (README, "list speaks one language"): a folder with
// no game yet is said in it too. Before, `list --lang ru` of an empty folder printed the English
// "no games in …" line.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { runOk, scratch } from '../support/cli.js';

test('given a folder of games with no game yet, list --lang ru says so in Russian, naming the folder and the command that creates one', () => {
  const cwd = scratch();
  mkdirSync(join(cwd, 'games'));
  const ru = runOk(['list', '--lang', 'ru'], { cwd }).trimEnd();
  const dir = join(cwd, 'games');
  assert.ok(ru.startsWith(`В папке ${dir} нет игр`), ru);
  assert.match(ru, /chancery new <id> --players/);
  assert.not.match(ru.replace(dir, '').replace(/chancery new <id> --players/, ''), /[A-Za-z]{2,}/);
  assert.match(runOk(['list'], { cwd }), /^no games in .*games \(create one with: chancery new <id> --players …\)/);
});

test.run();
