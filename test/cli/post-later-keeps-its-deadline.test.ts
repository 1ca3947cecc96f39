// README (Thread posts): a kind asked for after the game has moved on "is the post as the decision
// printed it then: its board, Election Tracker, candidate and deadline, not today's". The deadline
// line of a nomination post names the vote's deadline, the time that was left then and the house
// rule; asked for again a day later, or once that deadline has passed, the post is still the one
// the thread was given, not one whose time left runs on with today's clock or whose deadline and
// house rule have vanished.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, runOk, scratch } from '../support/cli.js';

const at = (iso: string) => ({ CHANCERY_NOW: iso, NO_COLOR: '1' });

/** The thread post a decision printed: from its heading to the line before the delivery report. */
function printedPost(out: string): string {
  const from = out.search(/^### /m);
  assert.ok(from >= 0, out);
  return out.slice(from).replace(/\n+sent \d+ messages?[\s\S]*$/, '').trimEnd();
}

test('given a nomination post with a deadline, asked for again a day later and after the deadline, it is the post printed at the nomination', () => {
  const cwd = scratch();
  const run = (now: string, ...args: string[]) => runOk(args, { cwd, env: at(now) });
  run('2026-12-01T10:00:00Z', 'new', 'g', '--players', 'Ann', 'Bob', 'Cid', 'Dan', 'Eve', '--on-missing-vote', 'nein', '--seed', FIXED_SEED);
  const printed = printedPost(run('2026-12-01T10:00:00Z', 'nominate', 'g', 'Cid', '--deadline', '48h'));
  // Written by hand from the nomination template: the deadline in UTC, the time left, the house rule.
  assert.match(printed, /Deadline: Thursday, 3 December 2026 at 10:00 \(UTC\) \(2 d left\)\. A vote that has not come by then is cast by the house rule as \*\*Nein\*\*\./);
  run('2026-12-01T11:00:00Z', 'vote', 'g', ...['Ann', 'Bob', 'Cid', 'Dan', 'Eve'].map((n) => `${n}=ja`));

  for (const later of ['2026-12-02T10:00:00Z', '2026-12-05T10:00:00Z'])
    assert.is(run(later, 'post', 'g', 'nomination').trimEnd(), printed, `asked for at ${later}`);
});

test.run();
