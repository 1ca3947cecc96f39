// A player's roster address the mail server does not know: the vote request cannot reach them. The
// moderator must be told which player and which address, in the game's language, and nothing from
// the server's answer may count as that player's vote. Played on the real servers.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanupMailboxes, clockedMailGame, MAIL_DOMAIN, newMailboxes, postfixDelivered, waitFor } from '../support/mail.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

const RU_NAMES = ['Алиса', 'Борис', 'Вера', 'Григорий', 'Дарья'];

/** A game whose second player's roster address no mailbox has; Carol nominated; the moderator's syncs until the server's reports came. */
async function bounced(lang?: 'ru') {
  const [moderator, ...players] = newMailboxes(['modb', 'p1b', 'p2b', 'p3b', 'p4b', 'p5b']);
  const ghost = { ...players[1], address: `no-such-player-${players[1].address}` };
  const names = lang ? RU_NAMES : NAMES;
  const g = clockedMailGame('chancery-bounce-unknown-', moderator, [players[0], ghost, ...players.slice(2)], names);
  g.up();
  assert.is(g.at('10:00', ['new', 'g', '--players', 'roster.yaml', ...(lang ? ['--lang', lang] : [])]).code, 0);
  assert.is(g.at('10:05', ['nominate', 'g', names[2]]).code, 0);
  await postfixDelivered([moderator.address, ghost.address]);
  const lines: string[] = [];
  await waitFor('the two bounces (role card, vote request) to be read', () => {
    const r = g.at('10:10', ['sync', 'g']);
    assert.is(r.code, 0, r.stderr);
    lines.push(...r.stdout.split('\n').filter((l) => l.includes(ghost.address)));
    return lines.length >= 2;
  });
  const log = readFileSync(join(g.cwd, 'games', 'g.yaml'), 'utf8');
  return { lines, ghost: ghost.address, names, log };
}

test('given a roster address the server does not know, the moderator is told whose mail did not arrive, and no vote is cast', async () => {
  const { lines, ghost, log } = await bounced();
  assert.is(lines.length, 2);
  for (const l of lines) assert.ok(l.startsWith(`bounced Bob — ${ghost} did not receive "`), l);
  assert.ok(lines.some((l) => /Vote: President Alice, Chancellor Carol/.test(l)), lines.join('\n'));
  assert.not.match(log, /vote-cast/);
});

test('given a Russian game, the bounce is told in Russian naming the player and the address', async () => {
  const { lines, ghost, log } = await bounced('ru');
  assert.is(lines.length, 2);
  for (const l of lines) {
    assert.ok(l.includes('Борис') && l.includes(ghost), l);
    // The server's own answer (quoted after the colon) and the address are the server's words, not chancery's.
    const ours = l.slice(0, l.indexOf(': smtp;') >= 0 ? l.indexOf(': smtp;') : l.length).replace(ghost, '').replace(/«[^»]*»|"[^"]*"/g, '');
    assert.not.match(ours, /[a-z]{3,}/i, l);
  }
  assert.not.match(log, /vote-cast/);
});

test.after(() => cleanupMailboxes());
test.run();
