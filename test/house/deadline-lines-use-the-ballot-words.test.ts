// The deadline's lines name a vote by the theme's ballot words, as the vote-result post does
// ("Eve: Nein") and as the Russian lines always did: "House rule for a missing vote: Nein",
// "Applied: Eve=Nein" in every theme. Before, the English lines printed the log's codes (nein, ja).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runOk, scratch } from '../support/cli.js';

const at = (time: string) => ({ CHANCERY_NOW: `2026-12-01T${time}:00Z`, NO_COLOR: '1' });

for (const theme of ['secret-hitler', 'secret-russian', 'service-rat']) {
  for (const [rule, ballot] of [['nein', 'Nein'], ['ja', 'Ja']]) {
    test(`${theme}: a house rule of ${rule} reads ${ballot} in the deadline's lines`, () => {
      const cwd = scratch();
      const run = (time: string, ...args: string[]) => runOk(args, { cwd, env: at(time) });
      run('10:00', 'new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--theme', theme, '--on-missing-vote', rule);
      run('10:00', 'nominate', 'g', 'Bob');
      const set = run('10:00', 'deadline', 'g', '1h');
      assert.match(set, new RegExp(`^House rule for a missing vote: ${ballot}$`, 'm'));
      run('10:00', 'vote', 'g', '1=ja', '2=ja', '3=nein', '4=ja');
      const applied = run('12:00', 'deadline', 'g', '--apply');
      assert.match(applied, new RegExp(`^House rule for a missing vote: ${ballot}$`, 'm'));
      assert.match(applied, new RegExp(`^Applied: Eve=${ballot}$`, 'm'));
    });
  }
}

test('a house rule to wait still reads wait', () => {
  const cwd = scratch();
  const run = (...args: string[]) => runOk(args, { cwd, env: at('10:00') });
  run('new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve');
  run('nominate', 'g', 'Bob');
  assert.match(run('deadline', 'g', '1h'), /^House rule for a missing vote: wait$/m);
});

test.run();
