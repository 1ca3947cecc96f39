// A finished game's log migrated after its game-over post (docs/log-format.md §0: the header
// records `migrated.ended`, "what a game-over post written before the migration published") has new
// hashes: the game-ended record's hash audit finds is not the one the thread shows. An auditor told
// "compare with the game-over post" beside the new hash finds a mismatch in an honest log. Audit
// must say, as the replay page does, that the log was migrated after the game and which event and
// hash the game-over post showed (the old file's), in the game's language, and give them in --json.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, scratch } from '../support/cli.js';
import { readLog } from '../../src/log/file.js';
import { writeFinishedLog } from '../support/finished-log.js';

const EXAMPLE = join(process.cwd(), 'games', 'examples', 'seven-players.yaml');

/** A format-1 log at `path` migrated; returns its old game-ended record and the new one. */
function migrated(dir: string, path: string) {
  const old = readLog(path, { checkHashes: true, private: false }).events.find((e) => e.type === 'game-ended')!;
  assert.ok(old, 'the fixture is a finished game');
  const m = runCli(['migrate', path], { cwd: dir });
  assert.is(m.code, 0, m.stdout + m.stderr);
  const now = readLog(path, { checkHashes: true, private: false }).events.find((e) => e.type === 'game-ended')!;
  assert.is.not(now.hash, old.hash, 'the migration changed the hashes');
  return { old, now };
}

test('given the finished example migrated to format 2, audit names the game-over post\'s event and hash (the old file\'s), not only the new hash to compare with it', () => {
  const dir = scratch('chancery-audit-migrated-');
  mkdirSync(join(dir, 'games'));
  const path = join(dir, 'games', 'seven-players.yaml');
  copyFileSync(EXAMPLE, path);
  const { old, now } = migrated(dir, path);
  const r = runCli(['audit', path], { cwd: dir });
  assert.is(r.code, 0, r.stdout);
  const post = r.stdout.split('\n').filter((l) => /game-over post/.test(l));
  assert.ok(post.some((l) => l.includes(old.hash) && l.includes(`event ${old.seq}`)), `the old end is named as the game-over post's:\n${r.stdout}`);
  // The new hash is not the one to find in the thread.
  assert.not.ok(post.some((l) => l.includes(now.hash) && !l.includes(old.hash)), `the new hash is said to be compared with the post:\n${r.stdout}`);
  const json = JSON.parse(runCli(['audit', path, '--json'], { cwd: dir }).stdout);
  assert.equal(json.ended, { seq: now.seq, hash: now.hash });
  assert.equal(json.endedBeforeMigration, { seq: old.seq, hash: old.hash, fromVersion: 1 });
});

test('given a finished Russian game migrated to format 2, audit names the game-over post\'s old event and hash in Russian', () => {
  const dir = scratch('chancery-audit-migrated-ru-');
  mkdirSync(join(dir, 'games'));
  const path = join(dir, 'games', 'igra.yaml');
  writeFinishedLog(path, { players: 6, seed: 'audit-migrated', gameId: 'igra', lang: 'ru' });
  const { old } = migrated(dir, path);
  const r = runCli(['audit', path], { cwd: dir });
  assert.is(r.code, 0, r.stdout);
  const post = r.stdout.split('\n').filter((l) => /итогов/.test(l));
  assert.ok(post.some((l) => l.includes(old.hash) && l.includes(`№ ${old.seq}`)), `the old end is named as the game-over post's:\n${r.stdout}`);
  assert.not.match(r.stdout.replace(/[0-9a-f]{64}/g, '').replace(path, ''), /\b(the|game|event|hash|migrated|post|format)\b/i);
});

test.run();
