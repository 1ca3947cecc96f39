// After a vote's deadline, with a house rule that casts the missing votes (--on-missing-vote nein),
// `play` offers to apply it, through the same decision as `chancery deadline <game> --apply`
// (commands/deadline.ts decides both): the preview shows the vote result the write then makes,
// the log gets the same records, and the post is the one the command gives. Before, `play` only
// printed the command to run and asked for the missing votes by hand.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';
import { KEYS, Terminal } from '../support/pty.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const BEFORE = { CHANCERY_NOW: '2026-12-01T10:00:00.000Z' };
const AFTER = { CHANCERY_NOW: '2026-12-01T12:00:00.000Z' };

/** The records of a log from its seq-th on, without what differs between two writes (times, hashes, codes). */
function recordsFrom(cwd: string, seq: number): string[] {
  const text = readFileSync(join(cwd, 'games', 'friday.yaml'), 'utf8');
  return text.split(/\n(?=  - seq: )/).slice(1).filter((r) => Number(/seq: (\d+)/.exec(r)?.[1]) >= seq)
    .map((r) => r.split('\n').filter((l) => !/^\s+(at|hash|private|messageId|code|subject):/.test(l)).join('\n'));
}

test('given a vote whose deadline passed with two votes missing, when the moderator applies the house rule in play, then the missing votes are cast as Nein exactly as deadline --apply casts them', async () => {
  const cwd = scratch('chancery-play-house-rule-');
  assert.is(runCli(['new', 'friday', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--deadline', '1h', '--on-missing-vote', 'nein'], { cwd, env: BEFORE }).code, 0);
  assert.is(runCli(['nominate', 'friday', 'Bob'], { cwd, env: BEFORE }).code, 0);
  assert.is(runCli(['vote', 'friday', 'Alice=ja', 'Bob=ja', 'Carol=ja'], { cwd, env: BEFORE }).code, 0);
  const seq = readFileSync(join(cwd, 'games', 'friday.yaml'), 'utf8').match(/  - seq: /g)!.length + 1;
  // The same game, for the command.
  const byCommand = scratch('chancery-play-house-rule-');
  cpSync(join(cwd, 'games'), join(byCommand, 'games'), { recursive: true });

  const t = Terminal.chancery(['play', 'friday'], { cwd, env: AFTER });
  try {
    const question = await t.waitFor(/Apply the house rule to the missing votes\?[\s\S]*⏎ select/);
    assert.match(question, /Apply the house rule: Nein for Dmitri, Eve/);
    t.type(KEYS.enter);
    const preview = await t.waitFor(/\(Y\/n\)/);
    assert.match(preview, /This will run: chancery deadline friday --apply/);
    assert.match(preview, /Thread post \(vote-result\)/);
    t.type(KEYS.enter);
    await t.waitFor(/Post to paste in the thread|house rule cast/i);
    t.type(KEYS.ctrlC);
    await t.exited;
  } finally {
    t.kill();
  }
  const command = runCli(['deadline', 'friday', '--apply'], { cwd: byCommand, env: AFTER });
  assert.is(command.code, 0, command.stderr);
  assert.equal(recordsFrom(cwd, seq), recordsFrom(byCommand, seq));
  assert.ok(recordsFrom(cwd, seq).some((r) => /type: default-applied/.test(r)), 'the house rule is recorded');
  const post = (dir: string) => runCli(['post', 'friday', 'vote-result'], { cwd: dir, env: AFTER }).stdout;
  assert.is(post(cwd), post(byCommand));
  assert.match(post(cwd), /house rule/);
});

test.run();
