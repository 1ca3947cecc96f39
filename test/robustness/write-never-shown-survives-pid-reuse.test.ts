// The mark of a write never shown names its writer by pid. A pid is given again once its process has
// ended: by the time the moderator runs the next command, the killed command's pid may belong to
// another process (a browser, an editor), and a mark read by its pid alone would stay a running
// writer's for as long as that process lives, its notice never said. The mark records when its
// writer started, and a process of that pid that started at another time is another process.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';
import { dropUnshown, takeUnshown } from '../../src/log/unshown.js';
import { killedAtRename } from '../support/processes.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const NOTICE = /Recorded but never shown/;
const onLinux = process.platform === 'linux';

/** Runs `body` with the pid of a process that runs meanwhile and is not chancery, then ends that process. */
async function withAnotherProcess(body: (pid: number) => void): Promise<void> {
  const other: ChildProcess = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  try {
    await new Promise((resolve) => other.once('spawn', resolve));
    body(other.pid!);
  } finally {
    other.kill('SIGKILL');
  }
}

/** When process `pid` started, as /proc says (clock ticks since boot): the hand-made fixture's value. */
function startOf(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

/** A game whose nomination was recorded by a command killed before it printed anything; its mark's file. */
function killedNomination(cwd: string): string {
  assert.is(runCli(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd }).code, 0);
  const killed = killedAtRename(['nominate', 'g', 'Bob'], cwd, '\\.eml\\.\\d+\\.tmp$');
  assert.is(killed.signal, 'SIGKILL');
  const marks = readdirSync(join(cwd, 'games', 'g')).filter((f) => /^unshown\.\d+\.\d+\.json$/.test(f));
  assert.is(marks.length, 1, 'the killed nomination left its mark');
  return join(cwd, 'games', 'g', marks[0]);
}

test('given a command killed after its write whose pid another process now has, the next command still says what was recorded and never shown', async () => {
  if (!onLinux) return;
  const cwd = scratch();
  const mark = killedNomination(cwd);
  await withAnotherProcess((pid) => {
    // The pid given again: the mark now names the running process, which started after the killed one.
    renameSync(mark, mark.replace(/unshown\.\d+\./, `unshown.${pid}.`));
    const listed = runCli(['list', '--json'], { cwd });
    assert.is(listed.code, 0);
    const games = (JSON.parse(listed.stdout) as { games: { id: string; unshown?: unknown[] }[] }).games;
    assert.is(games.find((g) => g.id === 'g')?.unshown?.length, 1, 'list flags the game');
    const next = runCli(['status', 'g'], { cwd });
    assert.is(next.code, 0);
    assert.match(next.stderr, NOTICE);
    assert.match(next.stderr, /Alice nominated Bob for Chancellor/);
  });
});

test('given the mark of a writer that still runs (the same pid, started at the same time), the next command leaves it alone and says nothing', async () => {
  if (!onLinux) return;
  const cwd = scratch();
  const mark = killedNomination(cwd);
  await withAnotherProcess((pid) => {
    // Hand-made: the mark of a command still at work, which is that running process.
    const written = JSON.parse(readFileSync(mark, 'utf8')) as Record<string, unknown>;
    const running = mark.replace(/unshown\.\d+\./, `unshown.${pid}.`);
    writeFileSync(running, JSON.stringify({ ...written, started: startOf(pid) }));
    renameSync(mark, `${mark}.aside`);
    const next = runCli(['status', 'g'], { cwd });
    assert.is(next.code, 0);
    assert.not.match(next.stderr, NOTICE, 'a running writer reports its own write');
    assert.ok(readdirSync(join(cwd, 'games', 'g')).includes(running.split('/').pop()!), 'its mark is left for it');
  });
});

test('given the mark of a killed write taken over by a command still telling it, another command started meanwhile neither tells it nor takes it', () => {
  if (!onLinux) return;
  const cwd = scratch();
  killedNomination(cwd);
  // This test's own process is the command that took the mark over and is telling it (src/cli/unshown.ts).
  const taken = takeUnshown(join(cwd, 'games', 'g.yaml'));
  assert.is(taken.length, 1);
  try {
    const next = runCli(['status', 'g'], { cwd });
    assert.is(next.code, 0);
    assert.not.match(next.stderr, NOTICE, 'told by the command that took it, not a second time');
    assert.ok(readdirSync(join(cwd, 'games', 'g')).includes(taken[0].file.split('/').pop()!), 'the mark stays with the command telling it');
  } finally {
    dropUnshown(taken[0].file);
  }
  // The teller done (its mark dropped, as src/cli/unshown.ts does once the notice is shown): no
  // command tells the write again, so it was told once, by the teller.
  assert.not.match(runCli(['status', 'g'], { cwd }).stderr, NOTICE, 'not told again once its teller dropped the mark');
});

test.run();
