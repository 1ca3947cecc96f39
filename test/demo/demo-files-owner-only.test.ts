// The demo leaves a whole game in games/: its log, private file, local mailbox and the mail.yaml it
// writes for itself. Each is the moderator's alone (files 0600, folders 0700), also when the
// moderator's umask is 000 and a file made with the default mode would be open to everyone.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, scratch } from '../support/cli.js';

/** Every path under `dir`, folders included. */
function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    return e.isDirectory() ? [path, ...walk(path)] : [path];
  });
}

test('given umask 000, when the demo plays a whole game by mail, every file and folder under games/ is the owner\'s only, its mail.yaml included', () => {
  const cwd = scratch('chancery-demo-');
  const before = process.umask(0);
  let run;
  try {
    run = runCli(['demo', '--players', '5', '--seed', 't5'], { cwd, env: { CHANCERY_HOME: '', HOME: scratch('chancery-home-') } });
  } finally {
    process.umask(before);
  }
  assert.is(run.code, 0, run.stderr);
  const paths = walk(join(cwd, 'games'));
  assert.ok(paths.some((p) => p.endsWith(join('demo-1', 'mail.yaml'))), 'the demo writes its mail.yaml');
  const open = paths
    .map((p) => ({ p, st: statSync(p) }))
    .filter(({ st }) => (st.mode & 0o777) !== (st.isDirectory() ? 0o700 : 0o600))
    .map(({ p, st }) => `${(st.mode & 0o777).toString(8)} ${p.slice(cwd.length + 1)}`);
  assert.equal(open, []);
  assert.is(statSync(join(cwd, 'games')).mode & 0o777, 0o700);
});

test.run();
