// A decision's private messages that the SMTP server did not take stay queued in the log until
// `chancery send` (README; `status` says "Not sent yet: N private messages — run chancery send g").
// `play` showed the board and waited for the players as if they had their questions: the failure
// was said once, under the write, and never again; `sync` (its "check again") does not send them.
// The session's board says what status says, and without a terminal the commands to type begin
// with `chancery send`. Played on the real servers, the SMTP port pointing where nothing listens.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanupMailboxes, clockedMailGame, newMailboxes } from '../support/mail.js';
import { KEYS, Terminal } from '../support/pty.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const ACCOUNTS = newMailboxes(['mod', 'p1', 'p2', 'p3', 'p4', 'p5'].map((l) => `${l}ns`));

function nominatedWithMailDown() {
  const [moderator, ...players] = ACCOUNTS;
  const g = clockedMailGame('chancery-play-unsent-', moderator, players, NAMES);
  g.up();
  assert.is(g.at('10:00', ['new', 'g', '--players', 'roster.yaml']).code, 0);
  g.down();
  // The five vote requests are queued and not sent.
  assert.is(g.at('10:01', ['nominate', 'g', 'Bob']).code, 1);
  return { g, env: { CHANCERY_NOW: '2026-12-01T10:02:00Z', [moderator.passwordEnv]: moderator.password } };
}

test('given five vote requests the SMTP server did not take, the session\'s board says they are not sent and names chancery send', async () => {
  const { g, env } = nominatedWithMailDown();
  const t = Terminal.chancery(['play', 'g'], { cwd: g.cwd, env });
  try {
    const board = await t.waitFor(/Alice's vote on Alice > Bob[\s\S]*⏎ select/);
    assert.match(board, /Not sent yet: 5 private messages — run chancery send g/);
    t.type(KEYS.ctrlC);
    await t.exited;
  } finally {
    t.kill();
  }
});

test('given the same game without a terminal, play lists chancery send first among the commands to type', () => {
  const { g } = nominatedWithMailDown();
  const advice = g.at('10:02', ['play', 'g']);
  assert.is(advice.code, 0, advice.stderr);
  const commands = advice.stdout.split('\n').filter((l) => /^\s+chancery /.test(l)).map((l) => l.trim());
  assert.is(commands[0], 'chancery send g', advice.stdout);
});

test.after(cleanupMailboxes);

test.run();
