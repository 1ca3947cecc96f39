// A player's address that bounces (the server's report read by `sync` and recorded in the game's
// mail records) means that player gets none of the game's private messages: no role card, no vote
// request, no hand. `sync` says so once, as the report comes; the moderator who looks at `status`
// later (to see whom the game waits for) must see it too, in the game's language: the player, the
// address that failed, how many reports and when the last came. A seat given a new address since
// (`replace`) no longer shows it: the bounce was the old address's. Played on the real servers.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanupMailboxes, clockedMailGame, newMailboxes, postfixDelivered, waitFor } from '../support/mail.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const RU_NAMES = ['Алиса', 'Борис', 'Вера', 'Григорий', 'Дарья'];

/** A game whose second player's roster address no mailbox has; Carol nominated; synced until both reports (role card, vote request) came. */
async function bounced(lang?: 'ru') {
  const [moderator, newcomer, ...players] = newMailboxes(['mods', 'news', 'p1s', 'p2s', 'p3s', 'p4s', 'p5s']);
  const ghost = { ...players[1], address: `no-such-player-${players[1].address}` };
  const names = lang ? RU_NAMES : NAMES;
  const g = clockedMailGame('chancery-status-bounce-', moderator, [players[0], ghost, ...players.slice(2)], names);
  g.up();
  assert.is(g.at('10:00', ['new', 'g', '--players', 'roster.yaml', ...(lang ? ['--lang', lang] : [])]).code, 0);
  assert.is(g.at('10:05', ['nominate', 'g', names[2]]).code, 0);
  await postfixDelivered([moderator.address, ghost.address]);
  let seen = 0;
  await waitFor('the two bounces to be read', () => {
    const r = g.at('10:10', ['sync', 'g']);
    assert.is(r.code, 0, r.stderr);
    seen += r.stdout.split('\n').filter((l) => l.includes(ghost.address)).length;
    return seen >= 2;
  });
  return { g, ghost: ghost.address, names, newcomer };
}

test("given Bob's address bounced, status says that mail to Bob bounces, at which address, how often and when last; once his seat has a new address, it no longer does", async () => {
  const { g, ghost, newcomer } = await bounced();
  const status = g.at('11:00', ['status', 'g']);
  assert.is(status.code, 0, status.stderr);
  const line = status.stdout.split('\n').find((l) => l.includes(ghost));
  assert.ok(line, status.stdout);
  assert.match(line!, /Bob/);
  assert.match(line!, /bounce/i);
  assert.match(line!, /\b2\b/);
  assert.match(line!, /10:10/);
  const json = JSON.parse(g.at('11:00', ['status', 'g', '--json']).stdout) as { bounces?: { player: string; address: string; count: number }[] };
  assert.equal(json.bounces?.map((b) => [b.player, b.address, b.count]), [['Bob', ghost, 2]]);
  // Nobody else's address is said to bounce.
  assert.is(status.stdout.split('\n').filter((l) => /bounce/i.test(l)).length, 1, status.stdout);
  assert.is(g.at('11:05', ['replace', 'g', 'Bob', 'Zoe', '--email', newcomer.address]).code, 0);
  const after = g.at('11:10', ['status', 'g']);
  assert.not.match(after.stdout, /bounce/i);
  assert.not.match(after.stdout, new RegExp(ghost.replace(/[.]/g, '\\.')));
});

test('given a Russian game, status says in Russian whose mail bounces', async () => {
  const { g, ghost } = await bounced('ru');
  const status = g.at('11:00', ['status', 'g']);
  assert.is(status.code, 0, status.stderr);
  const line = status.stdout.split('\n').find((l) => l.includes(ghost));
  assert.ok(line, status.stdout);
  assert.match(line!, /Борис/);
  assert.match(line!, /\b2\b/);
  assert.not.match(line!.replace(ghost, ''), /[A-Za-z]{2,}/);
});

test.after(() => cleanupMailboxes());
test.run();
