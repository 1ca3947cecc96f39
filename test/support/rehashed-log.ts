// A log as a forger would leave it: its records edited and every hash recomputed, so the chain
// holds and only the rules (or the seed) can tell. For the tests of what audit and the replay page
// say of such a log.
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLog, readLog, serializeLog } from '../../src/log/file.js';
import { eventHash, headerHash } from '../../src/log/hash.js';
import type { LogRecord } from '../../src/log/records.js';
import { runCli } from './cli.js';

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

/**
 * The record `pick` finds in game g's log (games/g.yaml under `cwd`) forged by `change`, every hash
 * recomputed, and `chancery audit g` run on it: it fails (exit 1) at that record's line. Its report,
 * for what else it must say.
 */
export function auditOfForged<R extends LogRecord>(cwd: string, pick: (events: LogRecord[]) => R, change: (record: R) => void): string {
  const line = forge(join(cwd, 'games', 'g.yaml'), (ev) => { change(pick(ev)); }, pick);
  const r = runCli(['audit', 'g'], { cwd });
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, new RegExp(`g\\.yaml:${line}: event \\d+`));
  return r.stdout;
}
