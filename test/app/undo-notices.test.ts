// `undo` tells each player who was sent a message about what it takes back that the message no
// longer holds, and what the game waits for now; taking back the end of a game warns that the
// game-over post may already have published the seed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { FIXED_SEED, ROOT, runCli, scratch } from '../support/cli.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

function ok(cwd: string, args: string[]) {
  const r = runCli(args, { cwd, env });
  assert.is(r.code, 0, `chancery ${args.join(' ')}: ${r.stderr}`);
  return r;
}

/** The messages in the local outbox, as their readers see them: subject, then the text. */
const outbox = (cwd: string) => {
  const dir = join(cwd, 'games', 'g', 'outbox');
  return Promise.all(readdirSync(dir).map(async (f) => {
    const mail = await simpleParser(readFileSync(join(dir, f)));
    return `Subject: ${mail.subject}\n${mail.text}`;
  }));
};

test('given vote requests were sent for a nomination, undo tells each of the five it is withdrawn and what the game waits for', async () => {
  const cwd = scratch();
  ok(cwd, ['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED]);
  ok(cwd, ['nominate', 'g', 'Bob']);
  const before = (await outbox(cwd)).length;
  const r = ok(cwd, ['undo', 'g', '--yes']);
  assert.match(r.stdout, /Told by mail that those messages are withdrawn: Alice, Bob, Carol, Dmitri, Eve/);
  const after = await outbox(cwd);
  const notices = after.filter((m) => /Subject: .*Withdrawn: the moderator took back a decision/.test(m));
  assert.is(after.length - before, 5);
  assert.is(notices.length, 5);
  for (const n of notices) {
    assert.match(n, /This message you were sent no longer holds:\s+- \[[^\]]+\] Vote: President Alice, Chancellor Bob/);
    assert.match(n, /The game now waits for: President Alice to nominate a Chancellor\./);
  }
});

test('given a finished game, undo of its end warns that the seed may already be public', () => {
  const cwd = scratch();
  mkdirSync(join(cwd, 'games'));
  copyFileSync(join(ROOT, 'games', 'examples', 'seven-players.yaml'), join(cwd, 'games', 'g.yaml'));
  const refused = runCli(['undo', 'g'], { cwd, env });
  assert.is(refused.code, 2);
  assert.match(refused.stderr, /seed is public/);
  const r = ok(cwd, ['undo', 'g', '--yes']);
  assert.match(r.stdout, /Warning: this takes back the end of the game: if the game-over post is already in the thread, the seed is public/);
});

test('given votes the house rule cast at a deadline, undo takes them all back with the tally, and the thread no longer marks them', () => {
  const cwd = scratch();
  ok(cwd, ['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--deadline', '1h', '--on-missing-vote', 'nein']);
  ok(cwd, ['nominate', 'g', 'Bob']);
  ok(cwd, ['vote', 'g', 'Alice=ja']);
  const later = { ...env, CHANCERY_NOW: '2026-12-01T11:30:00Z' };
  const applied = runCli(['deadline', 'g', '--apply'], { cwd, env: later });
  assert.is(applied.code, 0, applied.stderr);
  assert.match(applied.stdout, /Applied: Bob=Nein, Carol=Nein, Dmitri=Nein, Eve=Nein/);
  const undone = runCli(['undo', 'g', '--yes'], { cwd, env: later });
  assert.is(undone.code, 0, undone.stderr);
  // The log so written audits: the rule's votes are one decision taken back at once.
  const audited = runCli(['audit', join('games', 'g.yaml')], { cwd, env: later });
  assert.is(audited.code, 0, audited.stdout);
  // The four votes the rule cast, and the tally: the game waits for the four again.
  const status = JSON.parse(runCli(['status', 'g', '--json'], { cwd, env: later }).stdout);
  assert.equal(status.view.pending.waitingFor, [1, 2, 3, 4]);
  // They vote themselves: the result marks no vote as the house rule's.
  const voted = runCli(['vote', 'g', 'Bob=ja', 'Carol=ja', 'Dmitri=nein', 'Eve=nein'], { cwd, env: later });
  assert.is(voted.code, 0, voted.stderr);
  assert.match(voted.stdout, /\*\*Eve\*\*: Nein\n/);
  assert.not.match(voted.stdout, /house rule/);
});

test('given two votes read in one sync, undo of the last tells only its voter, not the player whose vote stands', async () => {
  const cwd = scratch();
  ok(cwd, ['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED]);
  ok(cwd, ['nominate', 'g', 'Carol']);
  ok(cwd, ['reply', 'g', 'Alice', 'ja']);
  ok(cwd, ['reply', 'g', 'Bob', 'ja']);
  ok(cwd, ['sync', 'g']);
  const r = ok(cwd, ['undo', 'g', '--yes']);
  assert.match(r.stdout, /Told by mail that those messages are withdrawn: Bob$/m);
  const notices = (await outbox(cwd)).filter((m) => /Withdrawn: the moderator took back a decision/.test(m));
  assert.is(notices.length, 1);
  assert.match(notices[0], /^Hello Bob,/m);
});

test('given a replacement taken back, the seat is its player\'s again: their address, their replies; the newcomer is the one told', async () => {
  const cwd = scratch();
  writeFileSync(join(cwd, 'roster.yaml'), PLAYERS.map((p) => `- {name: ${p}, email: ${p.toLowerCase()}@example.org}`).join('\n'));
  ok(cwd, ['new', 'g', '--players', 'roster.yaml', '--seed', FIXED_SEED]);
  ok(cwd, ['nominate', 'g', 'Bob']);
  ok(cwd, ['vote', 'g', ...PLAYERS.map((p) => `${p}=ja`)]);
  ok(cwd, ['discard', 'g', '1']);
  ok(cwd, ['replace', 'g', 'Bob', 'Zoe', '--email', 'zoe@example.org']);
  const undone = ok(cwd, ['undo', 'g', '--yes']).stdout;
  // Zoe learned the seat's role and team and its hand: the moderator is told so, and she is told they no longer hold.
  assert.match(undone, /Zoe: dossier \[[A-Z0-9]{6}\]/);
  assert.match(undone, /Told by mail that those messages are withdrawn: Zoe$/m);
  // Her notice greets her, says the seat is Bob's again and that nothing waits for her (her replies are refused now).
  const notice = (await outbox(cwd)).find((m) => /Subject: .*Withdrawn/.test(m) && /Hello Zoe/.test(m)) ?? (await outbox(cwd)).filter((m) => /Withdrawn/.test(m)).join('\n---\n');
  assert.match(notice, /^Hello Zoe,$/m);
  assert.match(notice, /the moderator took back your taking over of seat 2 in the game g: it is Bob's again, and you no longer play in it/);
  assert.match(notice, /Nothing waits for you: a reply from you is not read as an answer any more\./);
  assert.not.match(notice, /Hello Bob|It waits for you|answer it/);
  // Bob's address again: his dossier goes to him, and his reply is his.
  assert.match(ok(cwd, ['dossier', 'g', 'Bob']).stdout, /^Dossier queued for Bob \(seat 2\) <bob@example\.org>/m);
  ok(cwd, ['reply', 'g', 'Bob', 'enact 1']);
  assert.match(ok(cwd, ['sync', 'g']).stdout, /^applied Bob: enacted: /m);
});

test.run();
