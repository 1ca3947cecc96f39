// README, "Checking a game": `chancery audit <folder>` audits the game logs of the folder and of its
// subfolders (a league's seasons), not a game's own folder (`<id>/` beside `<id>.yaml`: mail
// settings, outbox, private file) nor a hidden one, and names the YAML files of subfolders it did
// not audit because they are no game log (no `chancery:` line: a moderator's templates). The
// folder tree is made here by hand around a finished log.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFinishedLog } from '../support/finished-log.js';
import { runCli, scratch } from '../support/cli.js';

/** leagues/season1/a.yaml, leagues/season2/b.yaml, and around them what is not a log to audit. */
function league(): { cwd: string; log: string } {
  const cwd = scratch('chancery-audit-sub-');
  const log = join(cwd, 'leagues', 'season1', 'a.yaml');
  mkdirSync(join(cwd, 'leagues', 'season1', 'a'), { recursive: true });
  mkdirSync(join(cwd, 'leagues', 'season2'), { recursive: true });
  mkdirSync(join(cwd, 'leagues', 'house', 'themes'), { recursive: true });
  mkdirSync(join(cwd, 'leagues', '.trash'), { recursive: true });
  writeFinishedLog(log, { players: 5, seed: 'audit-sub', gameId: 'a' });
  copyFileSync(log, join(cwd, 'leagues', 'season2', 'b.yaml'));
  const text = readFileSync(log, 'utf8');
  const changed = text.replace(/vote: ja/, 'vote: nein');
  // A game's own folder: its mail settings, and a changed copy of its log (that is not the game).
  writeFileSync(join(cwd, 'leagues', 'season1', 'a', 'mail.yaml'), 'transport: local\n');
  writeFileSync(join(cwd, 'leagues', 'season1', 'a', 'old.yaml'), changed);
  writeFileSync(join(cwd, 'leagues', '.trash', 'c.yaml'), changed);
  // A moderator's theme words: YAML, no game log.
  writeFileSync(join(cwd, 'leagues', 'house', 'themes', 'secret-hitler.yaml'), 'en:\n  president: Chair\n');
  return { cwd, log };
}

test('given a league folder with a season a subfolder, audit of the folder audits the logs of its subfolders and says what it left out', () => {
  const { cwd } = league();
  const r = runCli(['audit', 'leagues/'], { cwd });
  assert.is(r.code, 0, r.stderr + r.stdout);
  const lines = r.stdout.trim().split('\n');
  assert.is(lines[2], '2 logs: all clean');
  assert.ok(lines[0].startsWith('clean  leagues/season1/a.yaml: '), lines[0]);
  assert.ok(lines[1].startsWith('clean  leagues/season2/b.yaml: '), lines[1]);
  assert.is(lines.length, 4, r.stdout);
  assert.match(lines[3], /^not audited: 1 YAML file in subfolders without a `chancery:` line \(not game logs\): leagues\/house\/themes\/secret-hitler\.yaml; name a file to audit it$/);
  assert.not.match(r.stdout, /old\.yaml|mail\.yaml|c\.yaml/);
  // --json: one verdict a line on stdout, the note on stderr.
  const json = runCli(['audit', 'leagues', '--json'], { cwd });
  assert.is(json.code, 0, json.stderr);
  const verdicts = json.stdout.trim().split('\n').map((l) => JSON.parse(l) as { log: string; ok: boolean });
  assert.equal(verdicts.map((v) => [v.log, v.ok]), [['leagues/season1/a.yaml', true], ['leagues/season2/b.yaml', true]]);
  assert.match(json.stderr, /not audited: 1 YAML file .*secret-hitler\.yaml/);
});

test('given a log changed after it was written in a subfolder, audit of the folder above fails it', () => {
  const { cwd, log } = league();
  writeFileSync(log, readFileSync(log, 'utf8').replace(/vote: ja/, 'vote: nein'));
  const r = runCli(['audit', 'leagues'], { cwd });
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, /^FAILED leagues\/season1\/a\.yaml:\d+/m);
  assert.match(r.stdout, /2 logs: 1 failed the audit/);
});

test.run();
