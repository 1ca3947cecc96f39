// A log as a forger would leave it: its records edited and every hash recomputed, so the chain
// holds and only the rules (or the seed) can tell. For the tests of what audit and the replay page
// say of such a log.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseLog, readLog, serializeLog } from '../../src/log/file.js';
import { eventHash, headerHash } from '../../src/log/hash.js';
import type { LogRecord } from '../../src/log/records.js';

/** The text of the log at `path` with `edit` made to a copy of its public records (returning them, or changing them in place), every hash recomputed. */
export function rehashedLog(path: string, edit: (events: LogRecord[]) => LogRecord[] | void): string {
  const log = readLog(path, { checkHashes: true, private: false });
  const copies = log.events.map((e) => JSON.parse(JSON.stringify(e)) as LogRecord);
  const events = edit(copies) ?? copies;
  const header = { ...log.header, hash: headerHash({ ...log.header, hash: '' } as never) };
  let previous = header.hash;
  return serializeLog(header, events.map((e) => {
    const hash = eventHash(previous, { ...e, hash: '' } as never);
    previous = hash;
    return { ...e, hash } as LogRecord;
  }));
}

/** Writes the log at `path` edited by `edit`, every hash recomputed; returns the file line of the record `which` picks. */
export function forge(path: string, edit: (events: LogRecord[]) => LogRecord[] | void, which: (events: LogRecord[]) => LogRecord): number {
  writeFileSync(path, rehashedLog(path, edit));
  const log = parseLog(readFileSync(path, 'utf8'), path, { checkHashes: true, private: false });
  return log.lines[log.events.indexOf(which(log.events))];
}
