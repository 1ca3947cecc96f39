// A game-over post publishes the number and hash of the `game-ended` record (docs/log-format.md §3:
// "the game-over post publishes the number and hash of the game-ended record"), not the log's last
// record: the messages sent after the end follow it. When `migrate` rewrites a finished format-1
// log, every hash changes, and its report tells the moderator what the post published before shows,
// so that the thread can be told: that must be the old game-ended record's number and hash, never
// the old log's last hash said to be the post's. An unfinished game has had no game-over post.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, scratch } from '../support/cli.js';
import { readLog } from '../../src/log/file.js';
import { writeFinishedLog } from '../support/finished-log.js';

const EXAMPLE = join(process.cwd(), 'games', 'examples', 'seven-players.yaml');

/** The game-ended record's and the last record's numbers and hashes in a format-1 log (the fixture). */
function endsOf(path: string, messagesAfterEnd = true) {
  const { events } = readLog(path, { checkHashes: true, private: false });
  const ended = events.find((e) => e.type === 'game-ended')!;
  const last = events[events.length - 1];
  assert.ok(ended, 'the fixture is a finished game');
  if (messagesAfterEnd) assert.ok(last.seq > ended.seq, 'messages follow the end of the game in the fixture');
  return { ended, last };
}

/** The lines of a report that speak of the game-over post. */
const postLines = (out: string, word: RegExp) => out.split('\n').filter((l) => word.test(l));

test('given the finished format-1 example, migrate says the game-over post shows the old game-ended event and its hash, not the old last hash', () => {
  const dir = scratch('chancery-migrate-end-');
  mkdirSync(join(dir, 'games'));
  const path = join(dir, 'games', 'seven-players.yaml');
  copyFileSync(EXAMPLE, path);
  const { ended, last } = endsOf(path);
  const r = runCli(['migrate', path], { cwd: dir });
  assert.is(r.code, 0, r.stdout + r.stderr);
  const lines = postLines(r.stdout, /game-over post/);
  assert.ok(lines.length > 0, r.stdout);
  for (const line of lines) assert.not.ok(line.includes(last.hash), `a line about the game-over post names the old last hash:\n${line}`);
  assert.ok(lines.some((l) => l.includes(ended.hash) && new RegExp(`\\b${ended.seq}\\b`).test(l)), `no line names the old game-ended event ${ended.seq}, ${ended.hash}:\n${r.stdout}`);
});

test('given a finished Russian format-1 log, migrate names the old game-ended event and hash as the game-over post\'s, in Russian', () => {
  const dir = scratch('chancery-migrate-end-ru-');
  mkdirSync(join(dir, 'games'));
  const path = join(dir, 'games', 'igra.yaml');
  writeFinishedLog(path, { players: 6, seed: 'migrate-end', gameId: 'igra', lang: 'ru' });
  // A simulated game ends at its game-ended record (no mail follows it).
  const { ended } = endsOf(path, false);
  const r = runCli(['migrate', path], { cwd: dir });
  assert.is(r.code, 0, r.stdout + r.stderr);
  const lines = postLines(r.stdout, /итогов/);
  assert.ok(lines.length > 0, r.stdout);
  assert.ok(lines.some((l) => l.includes(ended.hash) && l.includes(`№ ${ended.seq}`)), `no line names the old game-ended event ${ended.seq}, ${ended.hash}:\n${r.stdout}`);
});

test.run();
