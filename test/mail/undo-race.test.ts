// `undo` while the decision it takes back is still being delivered (README: undo "names any player
// who was already sent a secret about what it takes back, and never sends a message written for a
// state it took back"). The vote that elects a government queues the President's hand; its
// delivery has read the log and handed the hand to the mail server when undo runs. The test holds
// the game's locks to stop each process where the race is decided, and watches which lock each
// waits for (/proc/<pid>/fd): no sleep decides anything.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { readLog } from '../../src/log/file.js';
import { acquireLock } from '../../src/log/lock.js';
import { retractedSeqs, type LogRecord } from '../../src/log/records.js';
import { emlName } from '../../src/mail/local.js';
import { runOk, scratch, FIXED_SEED } from '../support/cli.js';
import { cleanupMailboxes, copiesIn, newMailboxes, postfixDelivered, waitFor, writeMailConfig, type Mailbox } from '../support/mail.js';
import { holdsOpen, startCli } from '../support/processes.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

interface Table { cwd: string; boxes: Mailbox[] | null }

/** A game waiting for Eve's vote, which elects Alice and Bob: the President's hand follows it. */
function waitingForEve(transport: 'smtp' | 'local'): Table {
  const cwd = scratch(`chancery-undo-race-${transport}-`);
  let boxes: Mailbox[] | null = null;
  if (transport === 'smtp') {
    const [moderator, ...players] = newMailboxes(['undomod', ...PLAYERS.map((p) => `undo${p}`)]);
    boxes = players;
    writeMailConfig(join(cwd, 'games'), 'g', moderator);
    writeFileSync(join(cwd, 'roster.yaml'), stringify(players.map((box, i) => ({ name: PLAYERS[i], email: box.address }))));
    runOk(['new', 'g', '--players', 'roster.yaml', '--seed', FIXED_SEED], { cwd });
  } else {
    runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  }
  runOk(['nominate', 'g', 'Bob'], { cwd });
  runOk(['vote', 'g', 'Alice=ja', 'Bob=ja', 'Carol=ja', 'Dmitri=nein'], { cwd });
  return { cwd, boxes };
}

const sentIds = (events: LogRecord[]) => new Map(events.flatMap((e) => (e.type === 'message-sent' ? [[e.messageId, e.seq] as const] : [])));

for (const transport of ['smtp', 'local'] as const) {
  test(`${transport}: undo while the President's hand is being delivered waits for it, names Alice and sends her the withdrawal; nothing for the state it took back goes out after it`, async () => {
    const { cwd, boxes } = waitingForEve(transport);
    const log = join(cwd, 'games', 'g.yaml');
    const sendLock = join(cwd, 'games', 'g', 'send.lock');
    const logLock = `${log}.lock`;

    // The vote is written; its delivery waits for the send lock the test holds.
    const sending = await acquireLock(sendLock, 0);
    const vote = startCli(['vote', 'g', 'Eve=ja'], cwd);
    await waitFor('the vote written and its delivery waiting to send', () => holdsOpen(vote.pid, sendLock) || vote.ended);
    assert.ok(!vote.ended, 'the vote waits for the send lock');
    // The delivery goes on until it must record what it sent: the test holds the log's lock.
    const logHeld = await acquireLock(logLock, 0);
    sending.release();
    await waitFor('the hand handed over, its record waiting for the log', () => holdsOpen(vote.pid, logLock) || vote.ended);
    assert.ok(!vote.ended, 'the delivery waits for the log lock');
    const hand = readLog(log).events.find((e) => e.type === 'message-queued' && e.kind === 'president-hand');
    assert.ok(hand && hand.type === 'message-queued', 'the hand is queued with the vote');

    // Now undo: it must not take the decision back from under the delivery.
    const undo = startCli(['undo', 'g', '--yes'], cwd);
    await waitFor('undo to wait for a lock, or to end', () => holdsOpen(undo.pid, sendLock) || holdsOpen(undo.pid, logLock) || undo.ended);
    logHeld.release();
    const [voted, undone] = await Promise.all([vote.done, undo.done]);
    assert.is(voted.code, 0, voted.stderr);
    assert.is(undone.code, 0, undone.stderr);

    const events = readLog(log).events;
    const retraction = events.find((e) => e.type === 'retracted');
    assert.ok(retraction && retraction.type === 'retracted', 'undo wrote its retraction');
    assert.ok(retraction.seqs.includes(hand.at_seq), 'the draw the hand tells of is taken back');
    const sent = sentIds(events);
    // Whatever order the two took: nothing about a taken-back state is sent after the retraction.
    const retracted = retractedSeqs(events);
    const lateSends = events.filter((e) => e.type === 'message-queued' && retracted.has(e.at_seq) && (sent.get(e.messageId) ?? 0) > retraction.seq);
    assert.equal(lateSends.map((e) => e.seq), [], 'a message for the taken-back state was sent after undo');
    // Here the hand went out before the undo (the delivery was holding it when undo began): undo
    // says so, and Alice is told by mail that it is withdrawn.
    assert.ok(sent.has(hand.messageId), 'the hand the delivery held was sent');
    assert.match(undone.stdout, /Already sent about what was taken back \(Alice knows it\):\n\s+Alice: /);
    assert.match(undone.stdout, /Told by mail that those messages are withdrawn: Alice/);
    const notice = events.find((e) => e.type === 'message-queued' && e.kind === 'withdrawn' && e.seq > retraction.seq);
    assert.ok(notice && notice.type === 'message-queued' && notice.to === 0, 'a withdrawal notice to Alice is queued with the undo');
    assert.ok(sent.has(notice.messageId), 'and sent');
    if (boxes) {
      await postfixDelivered([boxes[0].address]);
      const copies = await copiesIn(boxes[0]);
      assert.is(copies.get(hand.messageId), 1, 'Alice has the hand once');
      assert.is(copies.get(notice.messageId), 1, 'and its withdrawal once');
    } else {
      assert.ok(existsSync(join(cwd, 'games', 'g', 'outbox', emlName(notice.messageId))), 'the withdrawal is in the outbox');
    }
  });
}

test('smtp: the hand\'s delivery killed after the server took it, before the log recorded it: undo names Alice and sends her the withdrawal', async () => {
  const { cwd, boxes } = waitingForEve('smtp');
  const log = join(cwd, 'games', 'g.yaml');
  const sendLock = join(cwd, 'games', 'g', 'send.lock');
  const sending = await acquireLock(sendLock, 0);
  const vote = startCli(['vote', 'g', 'Eve=ja'], cwd);
  await waitFor('the vote written and its delivery waiting to send', () => holdsOpen(vote.pid, sendLock) || vote.ended);
  const logHeld = await acquireLock(`${log}.lock`, 0);
  sending.release();
  await waitFor('the hand handed over, its record waiting for the log', () => holdsOpen(vote.pid, `${log}.lock`) || vote.ended);
  assert.ok(!vote.ended, 'the delivery waits for the log lock');
  vote.kill('SIGKILL');
  await vote.done;
  logHeld.release();
  const hand = readLog(log).events.find((e) => e.type === 'message-queued' && e.kind === 'president-hand');
  assert.ok(hand && hand.type === 'message-queued');
  assert.ok(!readLog(log).events.some((e) => e.type === 'message-sent' && e.messageId === hand.messageId), 'the log has no record of the hand yet');

  const undone = runOk(['undo', 'g', '--yes'], { cwd });
  assert.match(undone, /Already sent about what was taken back \(Alice knows it\):\n\s+Alice: /);
  assert.match(undone, /Told by mail that those messages are withdrawn: Alice/);
  const events = readLog(log).events;
  const retraction = events.find((e) => e.type === 'retracted')!;
  const sent = sentIds(events);
  assert.ok((sent.get(hand.messageId) ?? Infinity) < retraction.seq, 'the hand is recorded as sent, before the retraction');
  const notice = events.find((e) => e.type === 'message-queued' && e.kind === 'withdrawn');
  assert.ok(notice && notice.type === 'message-queued' && notice.to === 0 && sent.has(notice.messageId), 'Alice is sent the withdrawal');
  await postfixDelivered([boxes![0].address]);
  const copies = await copiesIn(boxes![0]);
  assert.equal([copies.get(hand.messageId), copies.get(notice.messageId)], [1, 1], 'Alice has the hand once, and its withdrawal');
});

test('undo while another command keeps sending past the senders\' wait: refused, saying so, and the log left as it was', async () => {
  const { cwd } = waitingForEve('local');
  runOk(['vote', 'g', 'Eve=ja'], { cwd });
  const log = join(cwd, 'games', 'g.yaml');
  const before = readFileSync(log, 'utf8');
  // A sender that never finishes (stopped, or a server that never answers), as the test holding the lock.
  const sending = await acquireLock(join(cwd, 'games', 'g', 'send.lock'), 0);
  try {
    const undo = await startCli(['undo', 'g', '--yes'], cwd).done;
    assert.is(undo.code, 1, undo.stdout);
    assert.match(undo.stderr, new RegExp(`another chancery command \\(process ${process.pid}\\) is still sending this game's mail after 15 s: nothing was taken back.*run chancery undo g again when it has finished`));
    assert.is(readFileSync(log, 'utf8'), before);
  } finally {
    sending.release();
  }
  assert.match(runOk(['undo', 'g', '--yes'], { cwd }), /Already sent about what was taken back \(Alice knows it\):\n\s+Alice: /);
});

test.after(() => cleanupMailboxes());

test.run();
