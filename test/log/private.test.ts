// Format 2: contacts and mail details stay out of the hash chain, in the game's private file, and
// a log of format 1 keeps working and can be migrated. Expectations come from docs/log-format.md.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, FIXED_SEED, runCli, scratch } from '../support/cli.js';
import { readLog } from '../../src/log/file.js';
import { privatePath } from '../../src/log/private.js';

const EXAMPLE = join(ROOT, 'games', 'examples', 'seven-players.yaml');
const ROSTER = `- {name: Alice, email: alice@example.org, timezone: Europe/Berlin}
- {name: Bob, email: bob@example.org, timezone: America/New_York}
- {name: Carol, email: carol@example.org}
- {name: Dmitri, email: dmitri@example.org}
- {name: Eve, email: eve@example.org}
`;

function newGameWithContacts(): { cwd: string; path: string } {
  const cwd = scratch();
  writeFileSync(join(cwd, 'roster.yaml'), ROSTER);
  const r = runCli(['new', 'g', '--players', 'roster.yaml', '--seed', FIXED_SEED], { cwd });
  assert.is(r.code, 0, r.stderr);
  return { cwd, path: join(cwd, 'games', 'g.yaml') };
}

test('given a new game with addresses and time zones, the log holds neither; the private file in the game folder does', () => {
  const { path } = newGameWithContacts();
  const text = readFileSync(path, 'utf8');
  assert.match(text, /^chancery: 2$/m);
  assert.not.match(text, /@/);
  assert.not.match(text, /Europe\/Berlin|America\/New_York/);
  const secret = readFileSync(privatePath(path), 'utf8');
  assert.match(secret, /alice@example\.org/);
  assert.match(secret, /Europe\/Berlin/);
  assert.is(statSync(privatePath(path)).mode & 0o777, 0o600);
  // The moderator's commands still read them back.
  const log = readLog(path);
  assert.is(log.header.players[0].email, 'alice@example.org');
  assert.is(log.header.players[1].timezone, 'America/New_York');
  const queued = log.events.find((e) => e.type === 'message-queued' && e.to === 2);
  assert.is((queued as { address?: string }).address, 'carol@example.org');
});

test('given an edited private file, reading the log names the event whose private part no longer matches', () => {
  const { cwd, path } = newGameWithContacts();
  const file = privatePath(path);
  writeFileSync(file, readFileSync(file, 'utf8').replace('carol@example.org', 'mallory@example.org'));
  const r = runCli(['status', 'g'], { cwd });
  assert.is(r.code, 1);
  assert.match(r.stderr, /does not match its commitment/);
});

test('given the moderator\'s game folder without its private file, commands say it is missing instead of mailing no one', () => {
  const { cwd, path } = newGameWithContacts();
  rmSync(privatePath(path));
  const r = runCli(['status', 'g'], { cwd });
  assert.is(r.code, 1);
  assert.match(r.stderr, /private file .*private\.jsonl .*is missing/);
  assert.is(runCli(['audit', 'g'], { cwd }).code, 0, 'audit reads the log alone');
});

test('given the log alone (no private file), audit gives the same result as with it', () => {
  const { cwd, path } = newGameWithContacts();
  const alone = join(cwd, 'copy.yaml');
  copyFileSync(path, alone);
  const withPrivate = JSON.parse(runCli(['audit', 'g', '--json'], { cwd }).stdout);
  const without = JSON.parse(runCli(['audit', alone, '--json'], { cwd }).stdout);
  assert.ok(withPrivate.ok, JSON.stringify(withPrivate.problem));
  assert.equal({ ...without, log: '' }, { ...withPrivate, log: '' });
});

test('given a format-1 log (the example game), it still audits; migrate rewrites it as format 2 with the same game, keeps the old file, and a second run changes nothing', () => {
  const cwd = scratch();
  mkdirSync(join(cwd, 'games'));
  const path = join(cwd, 'games', 'old.yaml');
  copyFileSync(EXAMPLE, path);
  const original = readFileSync(path, 'utf8');
  assert.match(original, /^chancery: 1$/m);
  const before = JSON.parse(runCli(['audit', 'old', '--json'], { cwd }).stdout);
  assert.ok(before.ok);
  const m = runCli(['migrate', 'old', '--json'], { cwd });
  assert.is(m.code, 0, m.stderr);
  const result = JSON.parse(m.stdout);
  assert.is(result.migrated, true);
  assert.is(result.from, 1);
  assert.is(result.to, 2);
  assert.is(readFileSync(result.backup, 'utf8'), original, 'the old file is kept byte for byte');
  const text = readFileSync(path, 'utf8');
  assert.match(text, /^chancery: 2$/m);
  assert.not.match(text, /@/);
  const after = JSON.parse(runCli(['audit', 'old', '--json'], { cwd }).stdout);
  assert.ok(after.ok, JSON.stringify(after.problem));
  assert.equal([after.events, after.winner, after.ended.seq], [before.events, before.winner, before.ended.seq]);
  assert.is.not(after.ended.hash, before.ended.hash, 'every hash is recomputed');
  assert.is(readLog(path).header.migrated!.hash, readLog(result.backup).events.at(-1)!.hash, 'the old last hash');
  assert.equal(readLog(path).header.migrated!.ended, before.ended, 'the end the old game-over post published');
  // The moderator's view of the addresses is unchanged.
  assert.equal(readLog(path).header.players, readLog(result.backup).header.players);
  const again = JSON.parse(runCli(['migrate', 'old', '--json'], { cwd }).stdout);
  assert.is(again.migrated, false);
  assert.is(readFileSync(path, 'utf8'), text);
});

test('given a format-1 log edited by hand, migrate refuses, names the problem and changes nothing', () => {
  const cwd = scratch();
  mkdirSync(join(cwd, 'games'));
  const path = join(cwd, 'games', 'old.yaml');
  const tampered = readFileSync(EXAMPLE, 'utf8').replace(/vote: ja/, 'vote: nein');
  writeFileSync(path, tampered);
  const m = runCli(['migrate', 'old'], { cwd });
  assert.is(m.code, 1);
  assert.match(m.stderr, /event \d+: this event was changed/);
  assert.is(readFileSync(path, 'utf8'), tampered);
  assert.not.ok(existsSync(privatePath(path)));
});

test('given a log of a format version from the future, every command refuses and says to update chancery', () => {
  const cwd = scratch();
  mkdirSync(join(cwd, 'games'));
  writeFileSync(join(cwd, 'games', 'new.yaml'), readFileSync(EXAMPLE, 'utf8').replace(/^chancery: 1$/m, 'chancery: 3'));
  const r = runCli(['audit', 'new'], { cwd });
  assert.is(r.code, 1);
  assert.match(r.stdout + r.stderr, /version 3 is not supported.*update chancery/);
});

test.run();
