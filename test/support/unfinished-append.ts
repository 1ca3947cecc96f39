// Logs with an append a crash left unfinished, made by hand (docs/log-format.md, "Writing"): the
// bytes one more write would add, and the note a process that died while adding them leaves in the
// lock file. For the log's in-process tests and the command-line test of audit's wording.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appendedText, chain, createLogFile, logLockPath, readLog } from '../../src/log/file.js';
import type { AnyEvent } from '../../src/log/records.js';
import { AT, headerOf, opening } from './log-fixtures.js';
import { scratch } from './scratch.js';

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
export const vote = (seat: number): AnyEvent => ({ type: 'vote-cast', seat, vote: 'ja' });
/** A dead process's pid: the note's first line only names the holder, for messages. */
export const GONE = 999_999;

/** A log of the opening events, and the bytes one more write (two votes) would add to it. */
export function logAndNextAppend(lang: 'en' | 'ru' = 'en') {
  const path = join(scratch('chancery-append-'), 'g1.yaml');
  createLogFile(path, headerOf({ lang }), opening, AT);
  const log = readLog(path);
  const before = readFileSync(path);
  const { records } = chain(log.events, log.header, [vote(2), vote(3)], AT);
  const added = Buffer.from(appendedText(before.toString('utf8'), log, records).slice(before.length));
  return { path, before, added };
}

/** The SHA-256 of the (up to) 64 bytes the log file at `path` holds before offset `from`: what ties a note to its log. */
export const beforeOf = (path: string, from: number) => sha256(readFileSync(path).subarray(Math.max(0, from - 64), from));

/** The note a process appending `added` at `from` makes (docs/log-format.md, "Writing"). */
export const noteFor = (path: string, from: number, added: Buffer) => `append ${from} ${from + added.length} ${sha256(added)} ${beforeOf(path, from)}`;

/** The lock file as a process that died in the middle of appending `added` leaves it. */
export function noteLeftBy(path: string, from: number, added: Buffer): void {
  writeFileSync(logLockPath(path), `${GONE}\n${noteFor(path, from, added)}\n`);
}
