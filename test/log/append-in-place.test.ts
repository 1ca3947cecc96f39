// A write adds its events at the end of the log file, in place (docs/log-format.md, "Writing"): the
// file keeps its inode and every earlier byte. Before the bytes go in, the writer notes the append
// in the log's lock file, `append <size before> <size after> <SHA-256 of the added bytes> <SHA-256 of
// the 64 bytes before them>`; a crash
// can then leave the log cut short inside an event, and everyone treats the noted bytes as not
// there until they are all there: readers see the log as it stood before, the next writer cuts the
// unfinished part off. The states a crash leaves are made here by hand (a torn tail cannot be made
// to order by killing a process: one write() either happens or not), and the private file cut
// inside a line likewise. In process, as write.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { appendFileSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appendLocked, appendedText, chain, createLogFile, logLockPath, parseLog, readLog, readText } from '../../src/log/file.js';
import { loadState } from '../../src/log/snapshot.js';
import { appendInPlace } from '../../src/log/append.js';
import { acquireLock } from '../../src/log/lock.js';
import { privatePath, readPrivate } from '../../src/log/private.js';
import type { AnyEvent } from '../../src/log/records.js';
import { auditFile } from '../../src/log/audit.js';
import { AT, headerOf, opening } from '../support/log-fixtures.js';
import { beforeOf, GONE, logAndNextAppend, noteFor, noteLeftBy, sha256, vote } from '../support/unfinished-append.js';
import { scratch } from '../support/scratch.js';

/** The lock file's lines without the spaces that pad it (it is rewritten in place, never truncated: src/log/lock.ts). */
const lockLines = (path: string) => readFileSync(logLockPath(path), 'utf8').split('\n').map((l) => l.trim()).filter(Boolean);


test('given a log, when a write adds events, then the file keeps its inode and every earlier byte, and the lock file names only the writer', async () => {
  const path = join(scratch('chancery-append-'), 'g1.yaml');
  createLogFile(path, headerOf(), opening, AT);
  const before = readFileSync(path);
  const inode = statSync(path).ino;
  await appendLocked(path, () => ({ append: [vote(2)], at: AT, result: null }));
  const after = readFileSync(path);
  assert.is(statSync(path).ino, inode, 'the same file, not a new one renamed over it');
  assert.ok(after.length > before.length);
  assert.ok(after.subarray(0, before.length).equals(before), 'the earlier bytes are untouched');
  assert.match(after.subarray(before.length).toString('utf8'), /^ {2}- seq: 5\n/);
  assert.equal(lockLines(path), [String(process.pid)], 'no note left once the append is done');
  assert.is(statSync(path).mode & 0o777, 0o600);
});

test('given an append cut short by a crash (noted in the lock file), when the log is read, then it reads as it stood before the append', async () => {
  const { path, before, added } = logAndNextAppend();
  // The first of its two events whole, the second cut inside its hash.
  appendFileSync(path, added.subarray(0, added.length - 10));
  noteLeftBy(path, before.length, added);
  assert.is(readLog(path).events.length, opening.length);
  assert.is(readText(path), before.toString('utf8'));
  const { lastSeq } = await loadState(path);
  assert.is(lastSeq, opening.length);
});

test('given an append cut short by a crash, when the next write runs, then it cuts the unfinished part off, appends after the last whole event and clears the note', async () => {
  const { path, before, added } = logAndNextAppend();
  appendFileSync(path, added.subarray(0, added.length - 3));
  noteLeftBy(path, before.length, added);
  await appendLocked(path, () => ({ append: [vote(4)], at: AT, result: null }));
  const text = readFileSync(path, 'utf8');
  const log = parseLog(text, path);
  assert.equal(log.events.map((e) => [e.seq, e.type, (e as { seat?: number }).seat]), [
    [1, 'roles-dealt', undefined], [2, 'deck-shuffled', undefined], [3, 'chancellor-nominated', undefined], [4, 'vote-cast', 1], [5, 'vote-cast', 4],
  ]);
  assert.ok(Buffer.from(text).subarray(0, before.length).equals(before));
  assert.equal(lockLines(path), [String(process.pid)], 'the note cleared');
});

test('given a tail of the right length but other bytes (a crash that left zeros), the next write cuts it off too', async () => {
  const { path, before, added } = logAndNextAppend();
  appendFileSync(path, Buffer.alloc(added.length));
  noteLeftBy(path, before.length, added);
  assert.is(readLog(path).events.length, opening.length, 'a reader leaves it out');
  await appendLocked(path, () => ({ append: [vote(4)], at: AT, result: null }));
  assert.is(readLog(path).events.length, opening.length + 1);
  assert.not.ok(readFileSync(path).includes(0), 'no zero byte left in the log');
});

test('given an append that finished but whose note a crash left behind, readers and the next writer keep its events', async () => {
  const { path, before, added } = logAndNextAppend();
  appendFileSync(path, added);
  noteLeftBy(path, before.length, added);
  assert.is(readLog(path).events.length, opening.length + 2);
  await appendLocked(path, () => ({ append: [vote(0)], at: AT, result: null }));
  assert.equal(readLog(path).events.slice(-3).map((e) => (e as { seat: number }).seat), [2, 3, 0]);
  assert.equal(lockLines(path), [String(process.pid)], 'the note cleared');
});

test('given a note whose log has since grown past it (changed by hand), the next writer leaves the log as it is', async () => {
  const { path, before, added } = logAndNextAppend();
  appendFileSync(path, Buffer.concat([added, Buffer.from('# a note the moderator added\n')]));
  noteLeftBy(path, before.length, added);
  assert.is(readLog(path).events.length, opening.length + 2, 'a reader takes the file as it is');
  await appendLocked(path, () => ({ append: [vote(0)], at: AT, result: null }));
  assert.equal(readLog(path).events.slice(-3).map((e) => (e as { seat: number }).seat), [2, 3, 0], 'not cut');
});

test('given a note of an append that never began (the log is as it was), the next writer appends as usual', async () => {
  const { path, before, added } = logAndNextAppend();
  noteLeftBy(path, before.length, added);
  assert.is(readLog(path).events.length, opening.length);
  await appendLocked(path, () => ({ append: [vote(0)], at: AT, result: null }));
  assert.is(readLog(path).events.length, opening.length + 1);
  assert.ok(readFileSync(path).subarray(0, before.length).equals(before));
});

test('given a write, when another writer appends before this process writes again, then the second write reads the log anew and chains after the other\'s events', async () => {
  const path = join(scratch('chancery-append-'), 'g1.yaml');
  createLogFile(path, headerOf(), opening, AT);
  await appendLocked(path, () => ({ append: [vote(2)], at: AT, result: null }));
  // The other writer (another command): its record follows the log as the file now has it.
  const now = parseLog(readFileSync(path, 'utf8'), path);
  const { records } = chain(now.events, now.header, [vote(3)], AT);
  appendFileSync(path, appendedText(readFileSync(path, 'utf8'), now, records).slice(readFileSync(path, 'utf8').length));
  await appendLocked(path, () => ({ append: [vote(4)], at: AT, result: null }));
  const log = parseLog(readFileSync(path, 'utf8'), path, { checkHashes: true });
  assert.equal(log.events.slice(-3).map((e) => [e.seq, (e as { seat: number }).seat]), [[5, 2], [6, 3], [7, 4]]);
});

test('given a private file cut inside a line by a crash, when a write adds private entries, then they start a line of their own and the log reads back whole', async () => {
  const path = join(scratch('chancery-append-'), 'g1.yaml');
  createLogFile(path, headerOf({ players: ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'].map((name, i) => ({ name, email: `p${i}@example.org` })) }), opening, AT);
  appendFileSync(privatePath(path), '{"private":"0123456789abcdef","salt":"ab');
  const queued: AnyEvent = { type: 'message-queued', messageId: '<m1@example.org>', to: 1, kind: 'vote-request', prompt: 'votes', code: 'K7Q2', address: 'p1@example.org', subject: 'Vote', at_seq: 4 } as unknown as AnyEvent;
  await appendLocked(path, () => ({ append: [queued], at: AT, result: null }));
  const lines = readFileSync(privatePath(path), 'utf8').split('\n');
  assert.ok(lines.includes('{"private":"0123456789abcdef","salt":"ab'), 'the broken line stays on its own');
  const last = readLog(path).events.at(-1) as unknown as Record<string, unknown>;
  assert.is(last.messageId, '<m1@example.org>');
  assert.is(last.address, 'p1@example.org');
  assert.ok(readPrivate(path)!.size >= 2);
});

test('given an append cut short by a crash, audit checks the log as it stood before it and names the bytes it left out (said by the command: test/cli/audit-unfinished-append.test.ts)', () => {
  for (const lang of ['en', 'ru'] as const) {
    const { path, before, added } = logAndNextAppend(lang);
    appendFileSync(path, added.subarray(0, added.length - 10));
    noteLeftBy(path, before.length, added);
    const result = auditFile(path);
    assert.ok(result.ok, JSON.stringify(result.problem));
    assert.is(result.events, opening.length);
    assert.equal(result.unfinishedAppend, { from: before.length, to: before.length + added.length, found: before.length + added.length - 10 });
    assert.equal(result.lang, lang);
  }
});

test('given a log cut inside an event with no note (not chancery\'s doing), a read reports it rather than hiding it', () => {
  const { path, before, added } = logAndNextAppend();
  appendFileSync(path, added.subarray(0, added.length - 10));
  assert.throws(() => readLog(path), /g1\.yaml:\d+: event 6/);
  truncateSync(path, before.length);
  assert.is(readLog(path).events.length, opening.length);
});

test('given an append, the lock file notes it durably before the bytes go in (sizes before and after, the bytes\' SHA-256) and is cleared after', async () => {
  const { path, before, added } = logAndNextAppend();
  const lock = await acquireLock(logLockPath(path), 1000);
  // The real lock, its notes recorded as they are made (with what the log held at each).
  const notes: [string | null, boolean, number][] = [];
  const note = lock.note.bind(lock);
  const held = { ...lock, path: lock.path, leftover: lock.leftover, release: () => lock.release(), note: (text: string | null, opts?: { sync?: boolean }) => { notes.push([text, opts?.sync === true, statSync(path).size]); note(text, opts); } };
  try {
    appendInPlace(path, held, before.length, added);
  } finally {
    lock.release();
  }
  assert.equal(notes, [
    [`append ${before.length} ${before.length + added.length} ${sha256(added)} ${sha256(before.subarray(before.length - 64))}`, true, before.length],
    [null, false, before.length + added.length],
  ]);
  assert.equal(readFileSync(path), Buffer.concat([before, added]));
});

test('given a note that is not an append\'s as chancery writes it, a log cut inside an event is reported, not cut', async () => {
  const { path, before, added } = logAndNextAppend();
  const to = before.length + added.length;
  const notes = [
    `xappend ${noteFor(path, before.length, added).slice(1)}`, `${noteFor(path, before.length, added)} and more`,
    `append ${before.length} ${to} ${sha256(added).slice(1)} ${beforeOf(path, before.length)}`, `append ${to} ${before.length} ${sha256(added)} ${beforeOf(path, before.length)}`,
    // The note of chancery before its notes named the bytes before the append: not this build's, not cut by.
    `append ${before.length} ${to} ${sha256(added)}`,
    // A note made on another log (a lock file copied from another game): the bytes before do not match.
    `append ${before.length} ${to} ${sha256(added)} ${sha256(Buffer.from('another log'))}`,
  ];
  appendFileSync(path, added.subarray(0, added.length - 10));
  const torn = readFileSync(path);
  for (const text of notes) {
    writeFileSync(logLockPath(path), `${GONE}\n${text}\n`);
    assert.throws(() => readLog(path), /g1\.yaml:\d+: event 6/, text);
    const refused = await appendLocked(path, () => ({ append: [vote(0)], at: AT, result: null })).then(() => null, (e: unknown) => e);
    assert.match(String(refused), /g1\.yaml:\d+: event 6/, text);
    assert.equal(readFileSync(path), torn, `${text}: the log as it was`);
  }
});

test('given a healthy log and a note in its lock file that was made on other bytes (a lock file copied or written by hand), the next write cuts nothing', async () => {
  const { path, before } = logAndNextAppend();
  // Their numbers fit this log (an append that would have ended 10 bytes past its end), their hashes
  // do not: in the format of chancery before notes named the bytes before, and in today's.
  for (const note of [`append ${before.length - 50} ${before.length + 10} ${'0'.repeat(64)}`, `append ${before.length - 50} ${before.length + 10} ${'0'.repeat(64)} ${'0'.repeat(64)}`]) {
    const log = readFileSync(path);
    writeFileSync(logLockPath(path), `${GONE}\n${note}\n`);
    assert.equal(readFileSync(path), log, 'nothing cut by a reader');
    const events = readLog(path).events.length;
    await appendLocked(path, () => ({ append: [vote(0)], at: AT, result: null }));
    assert.equal(readFileSync(path).subarray(0, log.length), log, `${note}: every committed byte kept`);
    assert.is(readLog(path).events.length, events + 1);
  }
});

test.run();
