// After a vote's deadline, `play` offers the house rule as `deadline --apply` decides it. When that
// command refuses (here: the missing voter's answer came from another address and is held for the
// moderator), `play` offered the votes by hand under the line "The deadline has passed: the house
// rule casts the missing votes (chancery deadline g --apply)": a command that then refuses. The
// line above the prompt says what the command says instead: why the rule waits, and what to run;
// and without a terminal, play lists the commands to type without that one, and says why.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';
import { heldReply } from '../support/local-mail.js';
import { KEYS, Terminal } from '../support/pty.js';

const BEFORE = { CHANCERY_NOW: '2026-12-01T10:30:00Z' };
const AFTER = { CHANCERY_NOW: '2026-12-01T12:00:00Z' };

/** A game past its vote's deadline whose only missing voter, Eve, answered from another address: her Nein is held. */
function heldAfterDeadline(): string {
  const cwd = scratch('chancery-play-held-');
  const ok = (args: string[]) => assert.is(runCli(args, { cwd, env: BEFORE }).code, 0, args.join(' '));
  ok(['new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED, '--deadline', '1h', '--on-missing-vote', 'ja']);
  ok(['nominate', 'g', 'Bob']);
  ok(['vote', 'g', 'Alice=ja', 'Bob=ja', 'Carol=ja', 'Dmitri=nein']);
  heldReply(cwd, { seat: 4, text: 'Nein', id: 'held-eve', from: 'Eve Elsewhere <eve.other@example.net>', date: 'Tue, 01 Dec 2026 10:30:00 +0000' });
  ok(['sync', 'g']);

  return cwd;
}

test('given Eve\'s vote held for confirmation and the deadline passed, play does not say the house rule casts her vote: it says her answer is held and names mail confirm', async () => {
  const cwd = heldAfterDeadline();
  const t = Terminal.chancery(['play', 'g'], { cwd, env: AFTER });
  let screen: string;
  try {
    screen = await t.waitFor(/⏎ select/);
    t.type(KEYS.ctrlC);
    await t.exited;
  } finally {
    t.kill();
  }
  assert.not.match(screen, /the house rule casts the missing votes/, screen);
  assert.match(screen, /held/, screen);
  assert.match(screen, /chancery mail confirm g "?<held-eve@example\.net>"?/, screen);
});

test('given the same game without a terminal, play does not list deadline --apply among the commands to type: it says why the rule waits and names mail confirm', () => {
  const cwd = heldAfterDeadline();
  const r = runCli(['play', 'g'], { cwd, env: AFTER });
  assert.is(r.code, 0, r.stderr);
  assert.not.match(r.stdout, /deadline g --apply/, r.stdout);
  assert.match(r.stdout, /held/, r.stdout);
  assert.match(r.stdout, /chancery mail confirm g "?<held-eve@example\.net>"?/, r.stdout);
  const json = JSON.parse(runCli(['play', 'g', '--json'], { cwd, env: AFTER }).stdout);
  assert.not.ok(json.commands.some((c: string) => c.includes('--apply')), json.commands.join(' | '));
});

test.run();
