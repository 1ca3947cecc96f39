// `deadline --apply` after a vote's deadline reads the players' answers first. When the last vote
// was waiting in the mailbox, the vote is complete before the house rule is looked at: the game is
// in the next phase, whose deadline has not passed. The command said so ("the deadline has not
// passed yet (1 d left)"), as if the moderator were early; it says what happened: every vote came
// in, nothing was left for the house rule. Given English and Russian games on the local mailbox.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runOk, scratch, readGame } from '../support/cli.js';

const before = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };
// A day and an hour later: the vote's 24-hour deadline has passed.
const after = { CHANCERY_NOW: '2026-12-02T11:00:00Z' };

/** A game whose vote waits for its last player's answer, sent by mail before the deadline and not read yet. */
function lastVoteInTheMailbox(names: string[], ...flags: string[]): string {
  const cwd = scratch('chancery-deadline-mail-completes-');
  const run = (args: string[]) => runOk(args, { cwd, env: before });
  run(['new', 'g', '--players', ...names, '--deadline', '24h', '--on-missing-vote', 'nein', '--seed', 'ab'.repeat(32), ...flags]);
  run(['nominate', 'g', names[1]]);
  for (const name of names.slice(0, 4)) run(['reply', 'g', name, 'ja']);
  run(['sync', 'g']);
  run(['reply', 'g', names[4], 'ja']);
  return cwd;
}

test('given an English game whose last vote waits in the mailbox, deadline --apply after the deadline says every vote came in, not that the deadline has not passed', () => {
  const cwd = lastVoteInTheMailbox(['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve']);
  const out = runOk(['deadline', 'g', '--apply'], { cwd, env: after });
  assert.not.match(out, /has not passed/);
  assert.match(out, /^every vote came in .*nothing left for the house rule/m);
  // The five answers were counted as written: no vote of the house rule's.
  assert.not.match(readGame(cwd, 'g'), /type: default-applied/);
  assert.match(readGame(cwd, 'g'), /ja: \[ 0, 1, 2, 3, 4 \]/);
});

test('given a Russian game whose last vote waits in the mailbox, deadline --apply says it in Russian', () => {
  const cwd = lastVoteInTheMailbox(['Анна', 'Борис', 'Вера', 'Глеб', 'Дарья'], '--lang', 'ru', '--theme', 'service-rat');
  const out = runOk(['deadline', 'g', '--apply'], { cwd, env: after });
  assert.not.match(out, /не истёк/);
  assert.match(out, /^все голоса пришли .*правилу нечего применять/m);
  assert.not.match(readGame(cwd, 'g'), /type: default-applied/);
});

test.run();
