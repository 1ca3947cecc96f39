// The house rule at the deadline casts no vote for a player whose vote request never went out
// (docs/house-rules.md, "The house rule at the deadline": "it casts no vote for a player whose vote
// request never went out (mail failed): `chancery send` first"). A player who took a seat mid-vote
// (`replace`) is asked by the request `replace` queues for them; the leaver's request, sent or
// dropped, asked someone else. Played as a moderator would, on the real servers: the game's
// mail.yaml points at a port where nothing listens, then at the real server.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { openGame } from '../../src/game/open.js';
import { cleanupMailboxes, clockedMailGame, newMailboxes, type ClockedMailGame, type Mailbox } from '../support/mail.js';
import { received } from '../support/inbox.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const GAMES = 2;
const ACCOUNTS = newMailboxes(Array.from({ length: GAMES }, (_, g) => ['mod', 'p1', 'p2', 'p3', 'p4', 'p5', 'zoe'].map((l) => `${l}nc${g}`)).flat());
let used = 0;

interface Game extends ClockedMailGame { zoe: Mailbox }

/** A five-player game `g` made at 10:00 UTC on 1 December 2026, a 2 h default deadline, a missing vote counted as Nein. */
function game(): Game {
  const [moderator, ...rest] = ACCOUNTS.slice(used * 7, used * 7 + 7);
  used++;
  const g: Game = { ...clockedMailGame('chancery-newcomer-', moderator, rest.slice(0, 5), NAMES), zoe: rest[5] };
  g.up();
  const made = g.at('10:00', ['new', 'g', '--players', 'roster.yaml', '--deadline', '2h', '--on-missing-vote', 'nein']);
  assert.is(made.code, 0, made.stderr);
  return g;
}

const typesOf = (g: Game) => openGame(join(g.cwd, 'games', 'g.yaml')).log.events.map((e) => e.type);

test('given vote requests that reached every player, when Carol is replaced by Zoe while mail is down and the deadline passes, then deadline --apply casts no vote for Zoe, who was never asked, and says to send first', async () => {
  const g = game();
  const nominated = g.at('10:00', ['nominate', 'g', 'Bob']);
  assert.is(nominated.code, 0, nominated.stderr);
  g.down();
  // Zoe's dossier and vote request are queued; neither can go out.
  assert.is(g.at('10:30', ['replace', 'g', 'Carol', 'Zoe', '--email', g.zoe.address]).code, 1);
  // IMAP still works (nothing waits in the mailbox); SMTP does not. The vote was due at 12:00.
  const before = typesOf(g);
  const applied = g.at('12:30', ['deadline', 'g', '--apply']);
  assert.is(applied.code, 1, applied.stdout);
  assert.match(applied.stderr, /the vote request to Zoe was never sent/);
  assert.match(applied.stderr, /chancery send g/);
  assert.not.match(applied.stderr, /Alice|Bob|Dmitri|Eve/, 'the others were asked');
  const after = typesOf(g);
  assert.not.ok(after.slice(before.length).includes('vote-cast'), 'no vote is cast');
  assert.not.ok(after.includes('default-applied'));
});

test('given Zoe replaced Carol while mail was down, when the moderator sends and then applies the house rule, then Zoe has her vote request and the missing votes are cast', async () => {
  const g = game();
  assert.is(g.at('10:00', ['nominate', 'g', 'Bob']).code, 0);
  g.down();
  assert.is(g.at('10:30', ['replace', 'g', 'Carol', 'Zoe', '--email', g.zoe.address]).code, 1);
  g.up();
  const sent = g.at('12:20', ['send', 'g']);
  assert.is(sent.code, 0, sent.stderr);
  await received(g.zoe, /\] Vote:/);
  const applied = g.at('12:30', ['deadline', 'g', '--apply']);
  assert.is(applied.code, 0, applied.stderr);
  assert.match(applied.stdout, /Applied: Alice=Nein, Bob=Nein, Zoe=Nein, Dmitri=Nein, Eve=Nein/);
});

test.after(() => cleanupMailboxes());

test.run();
