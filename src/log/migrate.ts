// Rewriting a log of an older format version as the current one (docs/log-format.md §0). Version 1
// → 2: the players' contacts and the mail records' private fields move to the game's private
// file behind salted commitments, and every hash is recomputed. The header records the version
// and the last hash of the log it came from, so the old chain stays referable.
import { chain, hashHeader, serializeLog, type LogFile } from './file.js';
import { FORMAT_VERSION, gameEndedRecord, type AnyEvent, type LogHeader } from './records.js';
import { auditText } from './audit.js';
import type { PrivateEntry } from './private.js';

export interface Migrated {
  text: string;
  sealed: PrivateEntry[];
  header: LogHeader;
  from: number;
  /** The old log's last hash (the header's when it has no events). */
  previousHash: string;
}

/** The log as the current format writes it; every record keeps its own time. */
export function migrateLog(log: LogFile, now: string): Migrated {
  const from = log.header.chancery;
  const previousHash = log.events.length ? log.events[log.events.length - 1].hash : log.header.hash;
  const { hash: _hash, private: _private, migrated: _migrated, ...rest } = log.header;
  const ended = gameEndedRecord(log.events);
  const { full, sealed: contacts } = hashHeader({ ...rest, chancery: FORMAT_VERSION, migrated: { fromVersion: from, hash: previousHash, at: now, ...(ended ? { ended } : {}) } });
  const events = log.events.map(({ seq: _s, at: _a, hash: _h, private: _p, ...event }) => event as AnyEvent);
  const { records, sealed } = chain([], full, events, (i) => log.events[i].at);
  return { text: serializeLog(full, records), sealed: [...contacts, ...sealed], header: full, from, previousHash };
}

/**
 * Why a migrated text does not stand for the old log, or null: both must audit alike (clean, the
 * same events, the same winner and the same game-ended event number).
 */
export function migrationProblem(oldText: string, newText: string, path: string): string | null {
  const before = auditText(oldText, path);
  if (!before.ok) return `the log does not audit clean, so it is not rewritten: ${before.problem!.message}${before.problem!.seq !== null ? ` (event ${before.problem!.seq})` : ''}`;
  const after = auditText(newText, path);
  if (!after.ok) return `the rewritten log would not audit: ${after.problem!.message}`;
  const same = after.events === before.events && after.retracted === before.retracted
    && JSON.stringify(after.winner) === JSON.stringify(before.winner) && after.ended?.seq === before.ended?.seq;
  return same ? null : 'the rewritten log would not replay to the same game';
}
