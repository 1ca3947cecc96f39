// A log grows in place: a write adds its events' text at the end of the file (O_APPEND, fsync)
// instead of writing the whole log anew, so a command's cost does not grow with the game. A crash
// in the middle of that write could leave the log cut short inside an event; so before it starts,
// the writer notes the append in the log's lock file (`append <from> <to> <sha256> <before>`: the
// log's size before and after, the SHA-256 of the bytes added and of the (up to) 64 bytes the log
// ended with before them), made durable first, and clears the
// note once the log is synced. Everyone treats the bytes of a noted append as not there until they
// are all there: a reader sees the log as it stood before it (the writer may be in the middle of
// it), and the next writer, who holds the lock and so knows the noter is gone, cuts an unfinished
// append off (`settleAppend`). A finished append whose note was not yet cleared is kept. A note
// whose <before> the log does not end with at <from> is no append of this log's (a lock file
// copied from another game, or written by hand): it is ignored, never a reason to cut.
import { closeSync, fsyncSync, ftruncateSync, openSync, readSync, writeSync } from 'node:fs';
import { sha256Hex } from '../engine/digest.js';
import { readRegular, SIZE_LIMITS, stillSame, type FileIdentity } from '../input/files.js';
import { lockNote, type HeldLock } from './lock.js';

/**
 * An append in progress or cut short: the log's byte size before and after it, its bytes' SHA-256,
 * and the SHA-256 of the last bytes before it (up to BEFORE_BYTES), which tie the note to this log.
 */
export interface AppendNote { from: number; to: number; sha256: string; before: string }

const NOTE = /^append (\d+) (\d+) ([0-9a-f]{64}) ([0-9a-f]{64})$/;
/** How much of the log before an append its note vouches for. */
const BEFORE_BYTES = 64;
const beforeHash = (bytes: Uint8Array, from: number) => sha256Hex(bytes.subarray(Math.max(0, from - BEFORE_BYTES), from));

export function appendNoteOf(text: string | null): AppendNote | null {
  const m = text === null ? null : NOTE.exec(text);
  if (!m) return null;
  const note = { from: Number(m[1]), to: Number(m[2]), sha256: m[3], before: m[4] };
  return Number.isSafeInteger(note.from) && Number.isSafeInteger(note.to) && note.from < note.to ? note : null;
}

function noteText(note: AppendNote): string {
  return `append ${note.from} ${note.to} ${note.sha256} ${note.before}`;
}

/**
 * Whether `bytes` (a whole log) hold part of the noted append but not all of it. A log longer than
 * the append would make it was changed since by hand: not this append's doing, left as it is.
 */
function unfinished(bytes: Uint8Array, note: AppendNote): boolean {
  if (bytes.length <= note.from || bytes.length > note.to) return false;
  // Not an append to these bytes: the log before it is not the one the note was made on.
  if (beforeHash(bytes, note.from) !== note.before) return false;
  return bytes.length < note.to || sha256Hex(bytes.subarray(note.from)) !== note.sha256;
}

/** The log's lock file, beside it (see lock.ts: released by the OS when its holder dies); it holds the append's note. */
export function logLockPath(logPath: string): string {
  return `${logPath}.lock`;
}

/**
 * A log's bytes as everyone may take them: the file, less an append noted in its lock file that
 * is not all there (in progress, or cut short by a crash). `identity` as readRegular gives it, and
 * null when an unfinished append was left out (those bytes are not the file's). If the log changed
 * between its read and the look at the note, it is read again.
 */
export function readLogBytes(path: string, limit: number = SIZE_LIMITS.log): { bytes: Buffer; identity: FileIdentity | null } {
  for (let attempt = 0; ; attempt++) {
    const read = readRegular(path, limit, { identity: true });
    const note = unfinishedAppend(path, read.bytes);
    if (note) return { bytes: read.bytes.subarray(0, note.from), identity: null };
    // No unfinished append noted now; the bytes read are whole unless an append began and ended
    // since (then the file is not the one read): read it again.
    if (attempt >= 5 || (read.identity && stillSame(path, read.identity))) return { bytes: read.bytes, identity: read.identity };
  }
}

/** The append noted in the log's lock file that `bytes` (the whole file, read now) hold only part of, or null. */
export function unfinishedAppend(path: string, bytes: Uint8Array): AppendNote | null {
  const note = appendNoteOf(lockNote(logLockPath(path)));
  return note && unfinished(bytes, note) ? note : null;
}

/**
 * Settles the append a dead holder of `lock` noted: cut off when unfinished, kept when whole; then
 * the note is cleared. Call it right after taking the log's lock, before reading the log.
 */
export function settleAppend(path: string, lock: HeldLock): void {
  const note = appendNoteOf(lock.leftover);
  if (note) {
    const { bytes } = readRegular(path, Number.MAX_SAFE_INTEGER, { truncate: false });
    if (unfinished(bytes, note)) {
      const fd = openSync(path, 'r+');
      try {
        ftruncateSync(fd, note.from);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    }
  }
  if (lock.leftover !== null) lock.note(null);
}

/**
 * Adds `added` at the end of the log, which holds `from` bytes now (the caller holds its lock and
 * has read them): noted first (durably), written and synced, then the note cleared.
 */
export function appendInPlace(path: string, lock: HeldLock, from: number, added: Buffer): void {
  lock.note(noteText({ from, to: from + added.length, sha256: sha256Hex(added), before: beforeHash(lastBytes(path, from), Math.min(from, BEFORE_BYTES)) }), { sync: true });
  const fd = openSync(path, 'a', 0o600);
  try {
    let done = 0;
    while (done < added.length) done += writeSync(fd, added, done);
    fsyncSync(fd);
  } catch (e) {
    // A full disk, say: the log is put back as it was (else the next writer does it, by the note).
    ftruncateSync(fd, from);
    fsyncSync(fd);
    lock.note(null);
    throw e;
  } finally {
    closeSync(fd);
  }
  lock.note(null);
}

/** The log's last bytes before `from` (up to BEFORE_BYTES), read from the file. */
function lastBytes(path: string, from: number): Buffer {
  const length = Math.min(from, BEFORE_BYTES);
  const buffer = Buffer.alloc(length);
  const fd = openSync(path, 'r');
  try {
    let done = 0;
    for (let n; done < length && (n = readSync(fd, buffer, done, length - done, from - length + done)) > 0; ) done += n;
    return buffer.subarray(0, done);
  } finally {
    closeSync(fd);
  }
}
