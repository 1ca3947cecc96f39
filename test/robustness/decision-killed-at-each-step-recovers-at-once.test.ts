// A decision command killed (SIGKILL, as `kill -9`) at each step of its write, decision by decision:
// the President's discard (a message for the Chancellor), the Chancellor's enactment that grants
// an execution, the execution of Hitler that ends the game, a policy peek (the cards to the
// President) and a veto asked for (the question to the President). At each step (its lock taken,
// before its append, its append on disk, its first message put in the outbox, its delivery
// recorded) the moderator runs the same command again at once: it finishes at once (the killed
// one's locks went with it, no lock timeout is waited for), either making the decision or refusing
// because it is made; then `send`. The decision is written once, its message queued and sent once,
// a write the moderator never saw is told once, no marker is left, and the log audits.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, FIXED_SEED, ROOT, runCli } from '../support/cli.js';
import { scratch } from '../support/scratch.js';
import { readLog } from '../../src/log/file.js';
import { retractedSeqs } from '../../src/log/records.js';
import { afterwards, crashOf, envAt, logPath, PLAYERS, start, AFTER_DEADLINE, T0, type Run } from './support.js';

/** A game begun with `fascist` Fascist policies on the track; Alice the first President, Dmitri Hitler at this seed. */
const NEW = (fascist: number) => ['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--deadline', '1h', '--on-missing-vote', 'nein', '--ruleset', 'custom', '--option', `startingFascistPolicies=${fascist}`];
const ELECTED = [['nominate', 'g', 'Bob'], ['vote', 'g', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja']];

interface Target { name: string; fascist: number; setup: string[][]; args: string[]; event: string; message?: string; /** A reply in the inbox: recorded once, its player answered once. */ replier?: number }
const TARGETS: Target[] = [
  { name: 'discard', fascist: 3, setup: ELECTED, args: ['discard', 'g', 'liberal'], event: 'president-discarded', message: 'chancellor-hand' },
  // The fourth Fascist policy grants an execution.
  { name: 'enact', fascist: 3, setup: [...ELECTED, ['discard', 'g', 'liberal']], args: ['enact', 'g', 'fascist'], event: 'policy-enacted' },
  { name: 'execute (the game ends)', fascist: 3, setup: [...ELECTED, ['discard', 'g', 'liberal'], ['enact', 'g', 'fascist']], args: ['execute', 'g', 'Dmitri'], event: 'game-ended' },
  // The third grants a peek: the top three cards to the President.
  { name: 'peek', fascist: 2, setup: [...ELECTED, ['discard', 'g', 'liberal'], ['enact', 'g', 'fascist']], args: ['peek', 'g'], event: 'policies-peeked', message: 'peek-result' },
  // With five, the veto is unlocked: the President is asked.
  { name: 'veto request', fascist: 5, setup: [...ELECTED, ['discard', 'g', '1']], args: ['veto', 'g', 'request'], event: 'veto-requested', message: 'veto-question' },
  // The same discard by Alice's reply, read by `sync` (killed, then run again).
  { name: 'sync applying the President\'s discard', fascist: 3, setup: [...ELECTED, ['reply', 'g', 'Alice', 'discard liberal']], args: ['sync', 'g'], event: 'president-discarded', message: 'chancellor-hand', replier: 0 },
];

const STEPS = [
  { name: 'holding the log\'s lock', step: 'open .*\\.yaml\\.lock$', nth: 1 },
  { name: 'before its append', step: 'open .*unshown\\.', nth: 1 },
  { name: 'moving the reply out of the inbox (sync)', step: 'rename .*/inbox/new/', nth: 1 },
  { name: 'after its append', step: 'fsync .*\\.yaml$', nth: 1 },
  { name: 'putting its first message in the outbox', step: 'rename .*\\.eml\\.\\d+\\.tmp$', nth: 1 },
  { name: 'after its delivery is recorded', step: 'fsync .*\\.yaml$', nth: 2 },
];

const templates = new Map<string, string>();
function folderFor(target: Target): string {
  let dir = templates.get(target.name);
  if (!dir) {
    dir = scratch('chancery-tpl-killed-decision-');
    for (const args of [NEW(target.fascist), ...target.setup]) {
      const r = runCli(args, { cwd: dir, env: envAt(T0) });
      if (r.code !== 0) throw new Error(`${args.join(' ')}: ${r.stderr}`);
    }
    templates.set(target.name, dir);
  }
  const copy = scratch('chancery-killed-decision-');
  cpSync(dir, copy, { recursive: true });
  return copy;
}

/** `chancery <args>` in `cwd`, killed at the `nth` step matching `step` (test/support/kill-at-step.ts). */
function killedAt(args: string[], cwd: string, step: string, nth: number): Promise<Run> {
  const began = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', join(ROOT, 'dist', 'test', 'support', 'kill-at-step.js'), BIN, ...args], {
      cwd, env: { ...process.env, ...envAt(AFTER_DEADLINE), CHANCERY_KILL_STEP: step, CHANCERY_KILL_NTH: String(nth) }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => { stdout += c; });
    child.stderr.on('data', (c) => { stderr += c; });
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr, ms: Date.now() - began, timedOut: false }));
  });
}

const told = (run: Run) => (/never shown|не показ/.test(run.stderr + run.stdout) ? 1 : 0);

test(`given ${TARGETS.length} decision commands each killed at each of ${STEPS.length} steps of its write: the same command again finishes at once, and the decision and its message count once`, async () => {
  const failures: string[] = [];
  for (const target of TARGETS) {
    for (const { name, step, nth } of STEPS) {
      const cwd = folderFor(target);
      const before = readLog(logPath(cwd)).events.length;
      const killed = await killedAt(target.args, cwd, step, nth);
      const problems: string[] = [];
      if (killed.signal !== 'SIGKILL' && killed.code !== 0) problems.push(`the killed run failed by itself: ${killed.stderr.slice(0, 200)}`);
      const again = await start(target.args, cwd, { timeoutMs: 30_000 });
      if (crashOf(again) || (again.code ?? 0) > 2) problems.push(`${target.args[0]} again: ${crashOf(again) ?? `exit ${again.code}`}: ${again.stderr.slice(0, 300)}`);
      if (again.ms > 5_000) problems.push(`${target.args[0]} again took ${again.ms} ms`);
      const send = await start(['send', 'g'], cwd);
      if (send.code !== 0) problems.push(`send: ${send.stderr.slice(0, 200)}`);
      problems.push(...await afterwards(cwd));
      const events = readLog(logPath(cwd)).events;
      const gone = retractedSeqs(events);
      const fresh = events.slice(before).filter((e) => !gone.has(e.seq));
      const made = fresh.filter((e) => e.type === target.event).length;
      if (made !== 1) problems.push(`${target.event} written ${made} times`);
      if (target.message) {
        const queued = fresh.filter((e) => e.type === 'message-queued' && e.kind === target.message).length;
        if (queued !== 1) problems.push(`${target.message} queued ${queued} times`);
      }
      if (target.replier !== undefined) {
        const replies = fresh.filter((e) => e.type === 'reply-received').length;
        if (replies !== 1) problems.push(`the reply recorded ${replies} times`);
        const answers = fresh.filter((e) => e.type === 'message-queued' && e.to === target.replier && ['ack', 'error-reply'].includes(e.kind)).length;
        if (answers !== 1) problems.push(`its player answered ${answers} times`);
      }
      const markers = readdirSync(join(cwd, 'games', 'g')).filter((f) => f.startsWith('unshown.'));
      if (markers.length) problems.push(`a write never told: ${markers.join(', ')}`);
      // The killed run's write, on disk but never reported, is told by the next command, once.
      const landed = killed.signal === 'SIGKILL' && again.code !== 0;
      const tellings = told(again) + told(send);
      if (tellings > 1 || (landed && tellings !== 1)) problems.push(`the unshown write told ${tellings} times`);
      if (problems.length) failures.push(`${target.name} killed ${name} (${killed.signal ?? `exit ${killed.code}`}; again: exit ${again.code}): ${problems.join('; ')} (${cwd})`);
      else rmSync(cwd, { recursive: true, force: true });
    }
  }
  assert.equal(failures, []);
});

test.run();
