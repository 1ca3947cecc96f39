// Two commands at once on one game, one of them killed (SIGKILL) at a step where its work changes
// hands: before its append, once its append is on disk, as it moves the first reply out of the
// inbox, as it puts its first message in the outbox, once its delivery is recorded. The other
// finishes at once (the killed one's locks went with it). Then the moderator runs the killed command
// again, and `send`: every reply waiting in the inbox is recorded once and its vote cast once (the
// house rule overrules none of them), each player who wrote gets one receipt, every message goes
// out once and each one in the outbox is recorded as sent (a reminder written before the kill is
// not recorded as dropped once its player's reply is applied), the log audits, and the write the moderator never saw was told once (no marker is left,
// no command told it twice).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, ROOT } from '../support/cli.js';
import { readLog } from '../../src/log/file.js';
import { retractedSeqs } from '../../src/log/records.js';
import { afterwards, crashOf, envAt, fromTemplate, logPath, start, AFTER_DEADLINE, type Run } from './support.js';

/** The game waits for votes; Alice's and Carol's Ja and Eve's Nein wait in the inbox; the 1 h deadline has passed. */
const SETUP = [['nominate', 'g', 'Bob'], ['reply', 'g', 'Alice', 'ja'], ['reply', 'g', 'Carol', 'ja'], ['reply', 'g', 'Eve', 'nein']];
const STEPS = [
  { name: 'before its append', step: 'open .*unshown\\.', nth: 1 },
  { name: 'after its append', step: 'fsync .*\\.yaml$', nth: 1 },
  { name: 'moving the first reply out of the inbox', step: 'rename .*/inbox/new/', nth: 1 },
  { name: 'putting its first message in the outbox', step: 'rename .*\\.eml\\.\\d+\\.tmp$', nth: 1 },
  { name: 'putting its second message in the outbox (the first is there)', step: 'rename .*\\.eml\\.\\d+\\.tmp$', nth: 2 },
  { name: 'after its delivery is recorded', step: 'fsync .*\\.yaml$', nth: 2 },
];
const PAIRS: [string[], string[]][] = [
  [['sync', 'g'], ['sync', 'g']],
  [['vote', 'g', '2=ja', '4=ja'], ['sync', 'g']],
  [['sync', 'g'], ['vote', 'g', '2=ja', '4=ja']],
  [['deadline', 'g', '--apply'], ['sync', 'g']],
  [['sync', 'g'], ['deadline', 'g', '--apply']],
  // A reminder put in the outbox before the kill, its player's reply applied beside it: sent, not dropped.
  [['remind', 'g'], ['sync', 'g']],
];

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

const told = (run: Run) => (run.stderr.match(/never shown/g) ?? []).length > 0 ? 1 : 0;

test(`given ${PAIRS.length} pairs of commands at once, the first killed at each of ${STEPS.length} steps: the other finishes at once, and after recovery every reply, vote, receipt and message counts once`, async () => {
  const failures: string[] = [];
  for (const [killed, other] of PAIRS) {
    for (const { name, step, nth } of STEPS) {
      const cwd = fromTemplate('killed-beside-another', SETUP);
      const [, beside] = await Promise.all([killedAt(killed, cwd, step, nth), start(other, cwd)]);
      const problems: string[] = [];
      const crash = crashOf(beside);
      if (crash || (beside.code ?? 0) > 2) problems.push(`${other[0]} beside it: ${crash ?? `exit ${beside.code}`}: ${beside.stderr.slice(0, 200)}`);
      if (beside.ms > 10_000) problems.push(`${other[0]} beside it took ${beside.ms} ms`);
      const again = await start(killed, cwd);
      if (crashOf(again)) problems.push(`${killed[0]} again: ${crashOf(again)}`);
      const send = await start(['send', 'g'], cwd);
      if (send.code !== 0) problems.push(`send: ${send.stderr.slice(0, 200)}`);
      problems.push(...await afterwards(cwd));
      const events = readLog(logPath(cwd)).events;
      const gone = retractedSeqs(events);
      const replies = events.filter((e) => e.type === 'reply-received').map((e) => e.messageId);
      if (replies.length !== 3 || new Set(replies).size !== 3) problems.push(`replies recorded: ${replies.length} (${new Set(replies).size} Message-IDs)`);
      const votes = events.filter((e) => e.type === 'vote-cast' && !gone.has(e.seq)) as { seat: number; vote: string }[];
      for (const [seat, vote] of [[0, 'ja'], [2, 'ja'], [4, 'nein']] as const) {
        const cast = votes.filter((v) => v.seat === seat);
        if (cast.length !== 1 || cast[0].vote !== vote) problems.push(`seat ${seat + 1}: votes ${cast.map((v) => v.vote).join(', ') || 'none'}, its reply said ${vote}`);
      }
      const receipts = events.filter((e) => e.type === 'message-queued' && e.kind === 'ack').map((e) => (e as { to: number }).to).sort();
      if (receipts.join() !== '0,2,4') problems.push(`receipts to seats ${receipts.map((s) => s + 1).join(', ')}`);
      const markers = readdirSync(join(cwd, 'games', 'g')).filter((f) => f.startsWith('unshown.'));
      if (markers.length) problems.push(`a write never told: ${markers.join(', ')}`);
      if (told(beside) + told(again) + told(send) > 1) problems.push('a write told twice');
      if (problems.length) failures.push(`${killed.join(' ')} killed ${name}, ${other.join(' ')} beside it: ${problems.join('; ')} (${cwd})`);
      else rmSync(cwd, { recursive: true, force: true });
    }
  }
  assert.equal(failures, []);
});

test.run();
