// A post asked for later (`chancery post <game> <kind>` once the game has moved on) is the post the
// decision printed then: its board, its Election Tracker, its candidate and its deadline, not
// today's. Given a five-player game where the first government fails and the second is elected,
// when the moderator asks again for the failed vote's result, the second nomination and the
// opening, then each is the very post printed at its time (the same clock throughout).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, runOk, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z', NO_COLOR: '1' };

/** The thread post a decision printed: from its heading to the line before the delivery report. */
function printedPost(out: string): string {
  const from = out.search(/^### /m);
  assert.ok(from >= 0, out);
  return out.slice(from).replace(/\n+sent \d+ message\(s\)[\s\S]*$/, '').trimEnd();
}

test('given a game that has moved on, a post asked for again is the one printed at its time', () => {
  const cwd = scratch();
  const run = (...args: string[]) => runOk(args, { cwd, env });
  run('new', 'g', '--players', 'Ann', 'Bob', 'Cid', 'Dan', 'Eve', '--seed', FIXED_SEED);
  const opening = run('post', 'g', 'opening').trimEnd();
  assert.match(opening, /The first candidate for President is \*\*Ann\*\*/);

  run('nominate', 'g', 'Cid', '--deadline', '48h');
  // Two Ja, three Nein: the first government fails and the Election Tracker moves to 1.
  const failed = printedPost(run('vote', 'g', 'Ann=ja', 'Bob=ja', 'Cid=nein', 'Dan=nein', 'Eve=nein'));
  assert.match(failed, /Not elected/);
  assert.match(failed, /Election Tracker\*\*: ●○○ 1\/3/);
  const second = printedPost(run('nominate', 'g', 'Dan', '--deadline', '24h'));
  assert.match(second, /President \*\*Bob\*\* nominates \*\*Dan\*\*[\s\S]*\(1 d left\)/);
  // While the second government is voted on: the failed vote's post, tracker and all.
  assert.is(run('post', 'g', 'vote-result').trimEnd(), failed);
  run('vote', 'g', ...['Ann', 'Bob', 'Cid', 'Dan', 'Eve'].map((n) => `${n}=ja`));

  // The game now waits for Bob's discard.
  assert.is(run('post', 'g', 'nomination').trimEnd(), second);
  assert.is(run('post', 'g', 'opening').trimEnd(), opening);
});

test.run();
