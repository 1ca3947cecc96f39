// `status --as` in Russian says whose eyes the board is seen through, and whose seat it is, with the
// player's name in the genitive, as the other Russian lines decline it («ЛИЧНОЕ: только для Любови»,
// «вместо Любови»): «глазами Любови», «Место Любови», never «глазами игрока Любовь». Любовь is a
// woman by the roster (lvovich cannot place the name); a name that is not declined (Latin script)
// is said as «игрока «bob»» (src/render/names.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runOk, scratch } from '../support/cli.js';
import { russianRoster } from './russian-roster.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

test('given a Russian game, when status is asked as Любовь, Глеб or bob (now, again from the snapshot, or at an earlier event), then the heading and the seat line name them in the genitive', () => {
  const cwd = scratch('chancery-ru-status-as-genitive-');
  writeFileSync(join(cwd, 'roster.yaml'), `${russianRoster('bob')}\n`);
  const run = (args: string[]) => runOk(args, { cwd, env });
  run(['new', 'g', '--players', 'roster.yaml', '--lang', 'ru', '--seed', '5a'.repeat(32)]);

  for (let i = 0; i < 2; i++) {
    const love = run(['status', 'g', '--as', 'Любовь']);
    assert.match(love, /^g — глазами Любови$/m);
    assert.match(love, /^ЛИЧНОЕ: только для Любови \(место 2\)/m);
    assert.match(love, /^Место Любови: /m);
    assert.not.match(love, /игрока «?Любовь/);
  }
  const gleb = run(['status', 'g', '--as', 'Глеб', '--at', '2']);
  assert.match(gleb, /^g на событии 2 из \d+ — глазами Глеба$/m);
  assert.match(gleb, /^Место Глеба: /m);
  assert.match(run(['status', 'g', '--as', 'Любовь', '--at', '2']), /^g на событии 2 из \d+ — глазами Любови$/m);

  const bob = run(['status', 'g', '--as', 'bob']);
  assert.match(bob, /^g — глазами игрока «bob»$/m);
  assert.match(bob, /^Место игрока «bob»: /m);
});

test.run();
