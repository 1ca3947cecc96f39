// RULES §2.2: the vote is counted once every living player has voted, and a vote may be changed
// until then. `vote <game> Eve=ja Carol=nein --override` where Eve's is the last vote missing and
// Carol's changes one already given: the moderator means both, taken before the count. Before,
// Eve's vote was cast first, the count followed at once, and Carol's change was refused as "cannot
// vote now: the game waits for Alice to discard" (nothing written): the change of a vote given
// now comes before the votes still missing, whatever order they are typed in.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runOk, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z', CHANCERY_HOME: '', NO_COLOR: '1' };

test('given Eve\'s is the last vote missing and Carol\'s is changed in the same command, both count: 2 Ja, 3 Nein', () => {
  const cwd = scratch('chancery-override-last-');
  const run = (...args: string[]) => runOk(args, { cwd, env });
  run('new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', 'c7'.repeat(32));
  run('nominate', 'g', 'Bob');
  run('vote', 'g', 'Alice=ja', 'Bob=nein', 'Carol=ja', 'Dmitri=nein');
  const out = run('vote', 'g', 'Eve=ja', 'Carol=nein', '--override');
  assert.match(out, /Replaced Carol's vote already recorded: Ja → Nein \(--override\)/);
  const history = JSON.parse(run('history', 'g', '--json'));
  assert.equal([...history.governments[0].nein].sort(), ['Bob', 'Carol', 'Dmitri']);
  assert.equal([...history.governments[0].ja].sort(), ['Alice', 'Eve']);
  assert.is(history.governments[0].result, 'failed');
});

test.run();
