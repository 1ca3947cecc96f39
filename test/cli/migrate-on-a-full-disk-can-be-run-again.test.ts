// `migrate` on a disk that fills up when the rewritten log (or its private file) is written said
// "nothing was recorded: free some space and run the command again", yet left the copy of the old
// log it had made (games/<id>/<id>.v1.yaml), so that running it again was refused: "… already
// exists: move it away first". A refusal changes nothing: given the disk full under the private
// file or under the log, migrate exits 1 saying so, the log is byte for byte as it was, no copy of
// it is left, and once there is room the same command migrates the log.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { onFullDisk, ROOT, runCli, scratch } from '../support/cli.js';

const EXAMPLE = join(ROOT, 'games', 'examples', 'seven-players.yaml');


for (const [where, full] of [['the private file', 'private\\.jsonl$'], ['the log', '/games/\\.?seven-players\\.yaml']] as const) {
  test(`given a format-1 log and the disk full under ${where}, migrate changes nothing and can be run again once there is room`, () => {
    const cwd = scratch('chancery-migrate-full-');
    mkdirSync(join(cwd, 'games'));
    const path = join(cwd, 'games', 'seven-players.yaml');
    copyFileSync(EXAMPLE, path);
    const before = readFileSync(path);
    const r = onFullDisk(['migrate', 'seven-players'], cwd, full);
    assert.is(r.code, 1, `${r.stdout}\n${r.stderr}`);
    assert.match(r.stderr, /no space left on the disk/, r.stderr);
    assert.ok(readFileSync(path).equals(before), 'the log is as it was');
    const backup = join(cwd, 'games', 'seven-players', 'seven-players.v1.yaml');
    assert.not.ok(existsSync(backup), 'no copy of the old log is left');
    const again = runCli(['migrate', 'seven-players'], { cwd });
    assert.is(again.code, 0, `${again.stdout}\n${again.stderr}`);
    assert.match(again.stdout, /format version 1 → 2/);
    assert.ok(readFileSync(backup).equals(before), 'the copy kept is the old log');
  });
}

test.run();
