// Recovery from a crash without waiting: a `sync` killed after its write, before its delivery and
// before it marked the mail processed, leaves the replies' effects in the log (the votes tallied,
// the President's hand and the receipts queued) and the replies still unread in the inbox. The
// next `sync` fetches those replies again and skips them as already read: it writes nothing. It
// must still send what the killed one left queued and untried, as a sync with no mail does (a QA
// run: `kill -9` of sync at its rename into cur/, then `sync` said "5 messages already read
// before: skipped" and the President never got the hand until a third sync).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

const logOf = (cwd: string) => join(cwd, 'games', 'g.yaml');
const records = (cwd: string, type: string) => (readFileSync(logOf(cwd), 'utf8').match(new RegExp(`type: ${type}\\n`, 'g')) ?? []).length;

/** The log cut back to its text before the first `message-sent` after the replies' records: what the kill left on disk. */
function cutBeforeDelivery(cwd: string): void {
  const lines = readFileSync(logOf(cwd), 'utf8').split('\n');
  const lastReply = lines.map((l) => l.trim()).lastIndexOf('type: reply-received');
  const typeLine = lines.findIndex((l, i) => i > lastReply && l.trim() === 'type: message-sent');
  assert.ok(lastReply > 0 && typeLine > 0, 'the sync recorded the replies and delivered its messages');
  let start = typeLine;
  while (!lines[start].startsWith('  - seq:')) start--;
  writeFileSync(logOf(cwd), `${lines.slice(0, start).join('\n')}\n`);
}

/** The replies put back in inbox/new, unmarked: the kill came before sync filed them into cur/. */
function unmarkReplies(cwd: string): void {
  const inbox = join(cwd, 'games', 'g', 'inbox');
  for (const name of readdirSync(join(inbox, 'cur'))) renameSync(join(inbox, 'cur', name), join(inbox, 'new', name.replace(/:2,S$/, '')));
}

test('given a sync killed after its write, before its delivery and its marking of the mail, the next sync skips the replies and sends what the killed one queued, once', () => {
  const cwd = scratch('refetched');
  runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  runOk(['nominate', 'g', 'Bob'], { cwd });
  for (const player of PLAYERS) runOk(['reply', 'g', player, 'ja'], { cwd });
  runOk(['sync', 'g'], { cwd });
  const sentBefore = records(cwd, 'message-sent');
  cutBeforeDelivery(cwd);
  unmarkReplies(cwd);
  rmSync(join(cwd, 'games', 'g', 'outbox'), { recursive: true, force: true });
  assert.is(runCli(['audit', 'games/g.yaml'], { cwd }).code, 0, 'what the kill left is a whole log');
  const queuedUnsent = records(cwd, 'message-queued') - records(cwd, 'message-sent');
  // The killed sync's messages: the President's hand to Alice and a receipt to each of the five voters.
  assert.is(queuedUnsent, 6);
  assert.is(sentBefore, records(cwd, 'message-sent') + 6);

  const again = runCli(['sync', 'g'], { cwd });
  assert.is(again.code, 0, again.stderr);
  assert.match(again.stdout, /5 messages already read before: skipped/);
  assert.match(again.stdout, /sent 6 message/);
  assert.is(records(cwd, 'message-sent'), sentBefore, 'each queued message recorded as sent');
  assert.is(readdirSync(join(cwd, 'games', 'g', 'outbox')).filter((f) => f.endsWith('.eml')).length, 6);
  assert.is(records(cwd, 'reply-received'), 5, 'no reply recorded twice');
  assert.is(readdirSync(join(cwd, 'games', 'g', 'inbox', 'new')).length, 0, 'the replies are filed now');

  const third = runCli(['sync', 'g'], { cwd });
  assert.is(third.code, 0, third.stderr);
  assert.not.match(third.stdout, /sent \d+ message/);
  assert.is(records(cwd, 'message-sent'), sentBefore, 'nothing sent twice');
  assert.is(runCli(['audit', 'games/g.yaml'], { cwd }).code, 0);
});

test.run();
