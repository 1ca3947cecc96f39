// Crash injection (issue 12 §2, §4): the real binary is killed with SIGKILL at a random moment of
// new, nominate, vote, sync, send, undo and deadline --apply on the local transport. After each
// kill: both locks are free at once (the OS released them), the next command succeeds, the log
// audits, and every queued message goes out exactly once. The kill moments come from a seeded
// generator (CHANCERY_CRASH_SEED to replay one); `npm test` kills each command twice,
// CHANCERY_ROBUSTNESS=long thirty times (a number N: 3N times).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED } from '../support/cli.js';
import { afterwards, crashOf, fromTemplate, locksFree, LONG, logPath, PLAYERS, prng, SCALE, start } from './support.js';
import { scratch } from '../support/scratch.js';

interface Target { name: string; args: string[]; setup: string[][] | null }

const NEW_ARGS = ['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--deadline', '1h', '--on-missing-vote', 'nein'];
const ALL_JA = ['vote', 'g', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja'];

const TARGETS: Target[] = [
  { name: 'new', args: NEW_ARGS, setup: null },
  { name: 'nominate', args: ['nominate', 'g', 'Bob'], setup: [] },
  { name: 'vote', args: ALL_JA, setup: [['nominate', 'g', 'Bob']] },
  { name: 'sync', args: ['sync', 'g'], setup: [['nominate', 'g', 'Bob'], ...PLAYERS.map((p) => ['reply', 'g', p, 'ja'])] },
  // Messages left queued by a failed send (the outbox could not be written), then sent by `send`.
  { name: 'send', args: ['send', 'g'], setup: [['nominate', 'g', 'Bob']] },
  { name: 'undo', args: ['undo', 'g', '--yes'], setup: [['nominate', 'g', 'Bob'], ALL_JA] },
  { name: 'deadline --apply', args: ['deadline', 'g', '--apply'], setup: [['nominate', 'g', 'Bob'], ['vote', 'g', '1=ja', '2=ja']] },
];

/** A folder ready for `target`; for `send`, a game whose vote requests are queued and unsent. */
async function folderFor(target: Target): Promise<string> {
  if (target.setup === null) return scratch('chancery-crash-new-');
  if (target.name !== 'send') return fromTemplate(`crash-${target.name}`, target.setup);
  const cwd = fromTemplate('crash-send-base', []);
  const outbox = join(cwd, 'games', 'g', 'outbox');
  renameSync(outbox, `${outbox}.kept`);
  writeFileSync(outbox, 'not a folder: sending fails and the messages stay queued');
  const r = await start(['nominate', 'g', 'Bob'], cwd);
  // The decision is written and its messages stay queued: the command says so and exits 1.
  if (r.code !== 1 || !/private messages? not sent: (?:the disk refused them \(the lines above say why\); )?they stay queued/.test(r.stderr)) throw new Error(`send setup: ${r.stderr}`);
  rmSync(outbox, { force: true });
  renameSync(`${outbox}.kept`, outbox);
  return cwd;
}

export const figures = { kills: 0, failures: [] as string[] };
const killsPerCommand = LONG ? 3 * SCALE : 2;
const seed = Number(process.env.CHANCERY_CRASH_SEED ?? 20261201);

test(`crash injection: ${TARGETS.length} commands killed ${killsPerCommand}× each at random moments (seed ${seed}): locks free at once, log audits, every message sent exactly once`, async () => {
  const random = prng(seed);
  for (const target of TARGETS) {
    // An uninterrupted run first: it must succeed, and its duration spans the kill moments.
    const clean = await folderFor(target);
    const baseline = await start(target.args, clean);
    assert.is(crashOf(baseline), null, `${target.name}: ${baseline.stderr}`);
    assert.is(baseline.code, 0, `${target.name} without a kill: ${baseline.stderr}`);
    rmSync(clean, { recursive: true, force: true });
    for (let k = 0; k < killsPerCommand; k++) {
      const cwd = await folderFor(target);
      const at = Math.floor(random() * baseline.ms * 1.1);
      const run = await start(target.args, cwd, { killAfterMs: at });
      figures.kills++;
      const problems: string[] = [];
      if (run.signal !== 'SIGKILL' && (run.code !== 0 || crashOf(run))) problems.push(`the run itself failed: ${run.stderr.slice(0, 300)}`);
      if (!(await locksFree(cwd))) problems.push('a lock was still held after the kill');
      // The next command: `new` again when the killed one wrote no log, else `send`.
      const next = target.name === 'new' && !existsSync(logPath(cwd)) ? NEW_ARGS : ['send', 'g'];
      const after = await start(next, cwd, { timeoutMs: 30_000 });
      if (after.code !== 0 || crashOf(after)) problems.push(`the next command (${next[0]}) failed: ${after.stderr.slice(0, 300)}`);
      problems.push(...await afterwards(cwd));
      if (problems.length) figures.failures.push(`${target.name} killed at ${at} ms (${run.signal ? 'killed' : 'had finished'}): ${problems.join('; ')}`);
      else rmSync(cwd, { recursive: true, force: true });
    }
  }
  console.log(`crash injection: ${figures.kills} kills, ${figures.failures.length} failures`);
  assert.equal(figures.failures, []);
});

test('given lock directories left by an older chancery (mkdir games/g/send.lock, games/g.yaml.lock), the next command sends at once', async () => {
  const cwd = fromTemplate('crash-vote', [['nominate', 'g', 'Bob']]);
  for (const lock of [join(cwd, 'games', 'g', 'send.lock'), `${logPath(cwd)}.lock`]) {
    rmSync(lock, { force: true });
    mkdirSync(lock);
  }
  const r = await start(ALL_JA, cwd);
  assert.is(crashOf(r), null);
  assert.is(r.code, 0, r.stderr);
  assert.equal(await afterwards(cwd), []);
});

test.run();
