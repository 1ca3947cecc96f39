// The moderator's terminal declines the name of a player who left her seat in the gender the roster
// gives her, as it did while she sat: Любовь, a woman by the roster (a name lvovich cannot place),
// leaves her seat to Тимур; `replace` and `history` say "вместо Любови", never "вместо игрока «Любовь»".
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runOk, scratch } from '../support/cli.js';
import { russianRoster } from './russian-roster.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

test('given a roster that says Любовь is a woman, when she leaves her seat to Тимур after a government, then replace and history decline her name', () => {
  const cwd = scratch('chancery-ru-leaver-');
  writeFileSync(join(cwd, 'roster.yaml'), `${russianRoster('Кира')}\n`);
  const run = (args: string[]) => runOk(args, { cwd, env });
  run(['new', 'r', '--players', 'roster.yaml', '--lang', 'ru', '--theme', 'secret-russian', '--seed', 'd1'.repeat(32)]);
  run(['nominate', 'r', 'Вера']);
  run(['vote', 'r', '1=nein', '2=nein', '3=nein', '4=nein', '5=nein', '6=nein', '7=nein']);

  const replaced = run(['replace', 'r', 'Любовь', 'Тимур', '--gender', 'male']);
  const history = run(['history', 'r']);

  assert.match(replaced, /^Тимур <[^>]+> занимает место 2 вместо Любови /m);
  assert.match(history, /^ +замена: Тимур занимает место 2 вместо Любови$/m);
  assert.not.match(`${replaced}${history}`, /игрока «Любовь»/);
});

test.run();
