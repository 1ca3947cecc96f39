// docs/house-rules.md: `deadline --apply` "first reads the answers waiting in the mailbox, as sync
// does (a Ja sent before the deadline is applied, not overruled)". A reply held because it came
// from another address is such an answer, waiting for the moderator: Eve wrote Nein before the
// deadline, and the house rule cast Ja for her, the opposite of what she wrote, while the post
// said "no vote came from Eve before the deadline". The rule casts only the votes that did not
// come: a seat whose answer is held is left to the moderator (confirm it, or enter the vote).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';
import { heldReply, newestOf } from '../support/local-mail.js';

const BEFORE = '2026-12-01T10:30:00Z';
const AFTER = '2026-12-01T12:00:00Z';

function run(cwd: string, args: string[], now: string) {
  return runCli(args, { cwd, env: { CHANCERY_NOW: now } });
}
function ok(cwd: string, args: string[], now = '2026-12-01T10:00:00Z') {
  const r = run(cwd, args, now);
  assert.is(r.code, 0, `chancery ${args.join(' ')}: ${r.stdout}${r.stderr}`);
  return r;
}

/** Everyone but Eve has voted; Eve's Nein, answering her vote request from another address, is held. */
function heldNeinFromEve(lang: 'en' | 'ru', words = 'Nein'): string {
  const cwd = scratch('chancery-held-at-deadline-');
  ok(cwd, ['new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED, '--deadline', '1h', '--on-missing-vote', 'ja', '--lang', lang]);
  ok(cwd, ['nominate', 'g', 'Bob']);
  ok(cwd, ['vote', 'g', 'Alice=ja', 'Bob=ja', 'Carol=ja', 'Dmitri=nein']);
  assert.ok(newestOf(cwd, 4, 'vote-request'), 'Eve was sent a vote request');
  heldReply(cwd, { seat: 4, text: words, id: 'held-eve', from: 'Eve Elsewhere <eve.other@example.net>', date: 'Tue, 01 Dec 2026 10:30:00 +0000' });
  assert.match(ok(cwd, ['sync', 'g'], BEFORE).stdout, /held|задержано/);
  return cwd;
}

test('given Eve\'s Nein held before the deadline, deadline --apply casts no Ja for her, names the held reply and the command to confirm it, and writes nothing', () => {
  const cwd = heldNeinFromEve('en');
  const log = join(cwd, 'games', 'g.yaml');
  const before = readFileSync(log, 'utf8');
  const r = run(cwd, ['deadline', 'g', '--apply'], AFTER);
  assert.is.not(r.code, 0, r.stdout);
  assert.match(r.stderr, /Eve/);
  assert.match(r.stderr, /held/);
  assert.match(r.stderr, /chancery mail confirm g "?<held-eve@example\.net>"?/);
  assert.not.match(r.stdout, /Eve\*\*: Ja/);
  assert.is(readFileSync(log, 'utf8'), before, 'the log is unchanged');
  // Confirmed, her Nein is the vote tallied.
  const confirmed = ok(cwd, ['mail', 'confirm', 'g', '<held-eve@example.net>'], AFTER).stdout;
  assert.match(confirmed, /\*\*Eve\*\*: Nein$/m);
});

test('given Eve\'s Nein held before the deadline of a Russian game, deadline --apply refuses in Russian', () => {
  const cwd = heldNeinFromEve('ru');
  const r = run(cwd, ['deadline', 'g', '--apply'], AFTER);
  assert.is.not(r.code, 0, r.stdout);
  assert.match(r.stderr, /Eve/);
  assert.match(r.stderr, /chancery mail confirm g "?<held-eve@example\.net>"?/);
  assert.not.match(r.stderr.replace(/chancery [^\n;]*/g, '').replace(/<[^>]*>/g, '').replace(/Eve/g, ''), /[A-Za-z]{3,}/, r.stderr);
});

test('given a held reply from Eve that reads as no answer, it stands in the way of nothing: mail confirm could not apply it, and the house rule casts her vote', () => {
  const cwd = heldNeinFromEve('en', 'see you at the pub');
  const r = ok(cwd, ['deadline', 'g', '--apply'], AFTER);
  assert.match(r.stdout, /\*\*Eve\*\*: Ja \(house rule\)/);
});

test.run();
