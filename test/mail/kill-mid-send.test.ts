// A sender killed (SIGKILL) while it delivers: docs/email.md promises that the moment the server
// accepts a message is written at once (the game's send lock's note), so that whoever takes the
// send lock next records it as sent and `chancery send` afterwards resends nothing the server had
// accepted. The test holds the log's lock, so the sender, once the server has accepted its batch,
// waits there to record it (/proc/<pid>/fd shows it): it is killed at that point.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { readLog } from '../../src/log/file.js';
import { acquireLock } from '../../src/log/lock.js';
import { emlName } from '../../src/mail/local.js';
import { runCli, runOk, scratch, unreachableMail, FIXED_SEED } from '../support/cli.js';
import { cleanupMailboxes, copiesIn, newMailboxes, postfixDelivered, waitFor, writeMailConfig } from '../support/mail.js';
import { holdsOpen, killedAtStep, startCli } from '../support/processes.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

test('a nomination killed after the server took its vote requests, before the log recorded them: send records them and sends none again', async () => {
  const cwd = scratch('chancery-kill-send-');
  const [moderator, ...boxes] = newMailboxes(['killmod', ...PLAYERS.map((p) => `kill${p}`)]);
  writeMailConfig(join(cwd, 'games'), 'g', moderator);
  writeFileSync(join(cwd, 'roster.yaml'), stringify(boxes.map((box, i) => ({ name: PLAYERS[i], email: box.address }))));
  runOk(['new', 'g', '--players', 'roster.yaml', '--seed', FIXED_SEED], { cwd });
  const log = join(cwd, 'games', 'g.yaml');
  const sendLock = join(cwd, 'games', 'g', 'send.lock');
  const logLock = `${log}.lock`;

  // The nomination is written; its delivery waits for the send lock the test holds.
  const sending = await acquireLock(sendLock, 0);
  const nominate = startCli(['nominate', 'g', 'Bob'], cwd);
  await waitFor('the nomination written and its delivery waiting to send', () => holdsOpen(nominate.pid, sendLock) || nominate.ended);
  assert.ok(!nominate.ended, 'the nomination waits for the send lock');
  const logHeld = await acquireLock(logLock, 0);
  sending.release();
  // It sends until it must record: then it waits for the log lock, and is killed there.
  await waitFor('the delivery to wait to record what the server accepted', () => holdsOpen(nominate.pid, logLock) || nominate.ended);
  assert.ok(!nominate.ended, 'the delivery waits for the log lock');
  nominate.kill('SIGKILL');
  assert.is((await nominate.done).signal, 'SIGKILL');
  logHeld.release();

  const requests = readLog(log).events.filter((e) => e.type === 'message-queued' && e.kind === 'vote-request');
  assert.is(requests.length, 5);
  const sent = runCli(['send', 'g', '--json'], { cwd });
  assert.is(sent.code, 0, sent.stderr);
  const after = readLog(log).events;
  for (const r of requests) {
    assert.is(after.filter((e) => e.type === 'message-sent' && r.type === 'message-queued' && e.messageId === r.messageId).length, 1, 'each request recorded as sent once');
  }

  await postfixDelivered(boxes.map((b) => b.address));
  const copies = await Promise.all(boxes.map(async (box, seat) => {
    const request = requests.find((r) => r.type === 'message-queued' && r.to === seat)!;
    return (await copiesIn(box)).get(request.type === 'message-queued' ? request.messageId : '') ?? 0;
  }));
  assert.equal(copies, [1, 1, 1, 1, 1], 'each player has their vote request once');
  assert.is(JSON.parse(sent.stdout).sent, 0, 'send sent nothing again');
});

test('a send lock whose killed holder left the messages its server accepted: the next sender records those as sent and sends them no more, and only once', async () => {
  const cwd = scratch('chancery-kill-note-');
  // Mail that cannot go out: a message sent rather than recorded would fail, and say so.
  const env = unreachableMail(cwd, PLAYERS);
  assert.is(runCli(['new', 'g', '--players', 'roster.yaml', '--seed', FIXED_SEED], { cwd, env }).code, 1);
  const log = join(cwd, 'games', 'g.yaml');
  const cards = readLog(log).events.filter((e) => e.type === 'message-queued');
  assert.is(cards.length, 5);
  // The killed sender's time: a minute after the log's last record (a sender never records before it).
  const last = readLog(log).events.at(-1)!;
  const killedAt = new Date(Date.parse(last.at) + 60_000).toISOString();
  // The note a sender killed after its server took Alice's and Bob's role cards leaves behind.
  const leaveNote = async () => {
    const held = await acquireLock(join(cwd, 'games', 'g', 'send.lock'), 0);
    held.note(`accepted ${killedAt} ${cards[0].seq} ${cards[1].seq}`);
    held.release();
  };
  await leaveNote();
  const sent = runCli(['send', 'g', '--json'], { cwd, env });
  assert.is(sent.code, 1, 'the other three still cannot go out');
  assert.match(sent.stderr, /3 messages not sent/);
  const recorded = (events: ReturnType<typeof readLog>['events']) => cards.map((c) => events.filter((e) => e.type === 'message-sent' && c.type === 'message-queued' && e.messageId === c.messageId).length);
  assert.equal(recorded(readLog(log).events), [1, 1, 0, 0, 0]);
  assert.ok(readLog(log).events.filter((e) => e.type === 'message-sent').every((e) => e.at === killedAt), 'recorded at the time the killed sender would have written');
  // A note naming messages the log already records (a kill after the record, before the note was cleared).
  await leaveNote();
  assert.is(runCli(['send', 'g'], { cwd, env }).code, 1);
  assert.equal(recorded(readLog(log).events), [1, 1, 0, 0, 0]);
});

test('local mailbox: a nomination killed after its vote requests are written, before their record: send writes them again over themselves, one file per Message-ID', async () => {
  const cwd = scratch('chancery-kill-local-');
  runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  const log = join(cwd, 'games', 'g.yaml');
  const outbox = join(cwd, 'games', 'g', 'outbox');
  const sending = await acquireLock(join(cwd, 'games', 'g', 'send.lock'), 0);
  const nominate = startCli(['nominate', 'g', 'Bob'], cwd);
  await waitFor('the nomination written and its delivery waiting to send', () => holdsOpen(nominate.pid, join(cwd, 'games', 'g', 'send.lock')) || nominate.ended);
  const held = await acquireLock(`${log}.lock`, 0);
  sending.release();
  await waitFor('the requests written, their record waiting for the log', () => holdsOpen(nominate.pid, `${log}.lock`) || nominate.ended);
  assert.ok(!nominate.ended);
  nominate.kill('SIGKILL');
  await nominate.done;
  held.release();
  const requests = readLog(log).events.filter((e) => e.type === 'message-queued' && e.kind === 'vote-request');
  assert.is(requests.filter((r) => r.type === 'message-queued' && existsSync(join(outbox, emlName(r.messageId)))).length, 5, 'the five requests were written before the kill');
  runOk(['send', 'g'], { cwd });
  const queued = readLog(log).events.flatMap((e) => (e.type === 'message-queued' ? [emlName(e.messageId)] : []));
  assert.equal(readdirSync(outbox).sort(), [...queued].sort(), 'one file per message: role cards and requests, nothing twice');
});

test('local mailbox: remind killed after it wrote Alice\'s reminder to the outbox, before its record; Alice\'s reply then applied: the reminder she was sent is recorded as sent, not as dropped', () => {
  const cwd = scratch('chancery-kill-local-');
  const env = { CHANCERY_NOW: '2026-12-01T14:00:00Z' };
  runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--deadline', '1h'], { cwd, env: { CHANCERY_NOW: '2026-12-01T12:00:00Z' } });
  runOk(['nominate', 'g', 'Bob'], { cwd, env: { CHANCERY_NOW: '2026-12-01T12:00:00Z' } });
  runOk(['reply', 'g', 'Alice', 'ja'], { cwd, env });
  // Killed as it puts its second reminder in place: the first one, Alice's, is in the outbox.
  const killed = killedAtStep(['remind', 'g'], { cwd, env, step: 'rename .*\\.eml\\.\\d+\\.tmp$', nth: 2 });
  assert.is(killed.signal, 'SIGKILL', killed.stderr);
  const log = join(cwd, 'games', 'g.yaml');
  const outbox = join(cwd, 'games', 'g', 'outbox');
  const reminders = readLog(log).events.filter((e) => e.type === 'message-queued' && e.kind === 'reminder');
  const out = reminders.filter((r) => r.type === 'message-queued' && existsSync(join(outbox, emlName(r.messageId))));
  assert.is(out.length, 1, 'one reminder went out before the kill');
  assert.is((out[0] as { to: number }).to, 0, 'Alice\'s');
  runOk(['sync', 'g'], { cwd, env });
  runOk(['send', 'g'], { cwd, env });
  const events = readLog(log).events;
  const sent = new Set(events.flatMap((e) => (e.type === 'message-sent' ? [e.messageId] : [])));
  const dropped = new Set(events.flatMap((e) => (e.type === 'message-dropped' ? [e.messageId] : [])));
  const [went] = out as { messageId: string }[];
  assert.ok(sent.has(went.messageId), 'the reminder in the outbox is recorded as sent');
  assert.not.ok(dropped.has(went.messageId), 'not as dropped');
  // Every message in the outbox is one the log says was sent.
  const queued = new Map(events.flatMap((e) => (e.type === 'message-queued' ? [[emlName(e.messageId), e.messageId] as const] : [])));
  assert.equal(readdirSync(outbox).filter((f) => !sent.has(queued.get(f) ?? '')), []);
});

test.after(() => cleanupMailboxes());

test.run();
