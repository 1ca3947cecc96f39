// Private contact data kept out of the hash chain (format version 2). Addresses, time zones,
// Message-IDs and what a reply said live in the game's own folder (`<game>/private.jsonl`); the
// log keeps a salted commitment to them (`private`), so the log itself can be published and still
// audits to the same hashes, while the moderator's copy is checked against the commitments.
import { sha256Hex } from '../engine/digest.js';
import { randomBytes } from '../input/entropy.js';
import { closeSync, existsSync, fstatSync, fsyncSync, readSync, writeSync } from 'node:fs';
import { openInFolder, readRegular, type FileIdentity } from '../input/files.js';
import { basename, dirname, join } from 'node:path';
import { canonicalJson, PRIVATE_FIELDS, PRIVATE_PLAYER_FIELDS } from './hash.js';

export interface PrivateEntry { private: string; salt: string; fields: Record<string, unknown> }

type Rec = Record<string, unknown>;

export function privateCommitment(salt: string, fields: Rec): string {
  return sha256Hex(`chancery-private/2\n${canonicalJson({ fields, salt })}`);
}


function seal(fields: Rec): PrivateEntry {
  const salt = randomBytes(16).toString('hex');
  return { private: privateCommitment(salt, fields), salt, fields };
}

/** Gives a record its commitment when it has private fields; returns the entry for the private file. */
export function sealRecord<T extends Rec>(record: T): { record: T; entry: PrivateEntry | null } {
  const hidden = PRIVATE_FIELDS[record.type as string];
  if (!hidden) return { record, entry: null };
  const fields: Rec = {};
  for (const key of hidden) if (record[key] !== undefined) fields[key] = record[key];
  if (!Object.keys(fields).length) return { record, entry: null };
  const entry = seal(fields);
  return { record: { ...record, private: entry.private }, entry };
}

/** Gives a header its commitment to the players' contacts (every header of version 2 has one). */
export function sealHeader<T extends Rec>(header: T): { header: T; entry: PrivateEntry } {
  const players = (header.players as Rec[]).map((p) => {
    const out: Rec = {};
    for (const key of PRIVATE_PLAYER_FIELDS) if (p[key] !== undefined) out[key] = p[key];
    return out;
  });
  const entry = seal({ players });
  return { header: { ...header, private: entry.private }, entry };
}

/** The private file of a log: in the game's own folder (`games/<id>/`, beside the mail folders). */
export function privatePath(logPath: string): string {
  return join(dirname(logPath), basename(logPath).replace(/\.ya?ml$/, ''), 'private.jsonl');
}

/**
 * The entries of a log's private file, by commitment; null when there is none (a published record).
 * A line cut short by a crash is the last one and was never referred to: it is skipped.
 */
export function readPrivate(logPath: string): Map<string, PrivateEntry> | null {
  return readPrivateFile(logPath)?.entries ?? null;
}

/**
 * A private file as read: its entries, its bytes and its identity then (see src/log/snapshot.ts);
 * `unread`: the lines (1-based) that hold something but do not read as an entry (a hand's edit, or
 * a line a crash cut short).
 */
export interface PrivateFile { path: string; bytes: Buffer; identity: FileIdentity | null; entries: Map<string, PrivateEntry>; unread: number[] }

export function readPrivateFile(logPath: string): PrivateFile | null {
  const path = privatePath(logPath);
  if (!existsSync(path)) return null;
  // No size limit of its own: it grows with the game's mail, and it was always read whole.
  const { bytes, identity } = readRegular(path, Number.MAX_SAFE_INTEGER, { identity: true });
  return { path, bytes, identity, ...entriesOf(bytes.toString('utf8')) };
}

function entriesOf(text: string): { entries: Map<string, PrivateEntry>; unread: number[] } {
  const entries = new Map<string, PrivateEntry>();
  const unread: number[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line.trim()) continue;
    let entry: PrivateEntry | undefined;
    try { entry = JSON.parse(line) as PrivateEntry; } catch { /* counted below */ }
    if (typeof entry?.private === 'string' && typeof entry.salt === 'string' && entry.fields && typeof entry.fields === 'object') entries.set(entry.private, entry);
    else unread.push(i + 1);
  }
  return { entries, unread };
}

/**
 * Appends entries to the private file (created 0600, its folder 0700) and syncs it; returns the
 * text added. Written before the log: a crash in between leaves entries nothing refers to, never a
 * record without its entry.
 */
export function appendPrivate(logPath: string, entries: PrivateEntry[]): string {
  if (!entries.length) return '';
  const path = privatePath(logPath);
  const fd = openInFolder(path, 'a+', 0o600);
  try {
    // After a line a crash cut short, the first entry starts a line of its own (else it would be
    // read as part of that broken line, and lost).
    const lines = entries.map((e) => `${JSON.stringify(e)}\n`).join('');
    const added = endsMidLine(fd) ? `\n${lines}` : lines;
    writeSync(fd, added);
    fsyncSync(fd);
    return added;
  } finally {
    closeSync(fd);
  }
}

/** Whether the open file's last byte is not a line's end (a line cut short). */
function endsMidLine(fd: number): boolean {
  const { size } = fstatSync(fd);
  if (size === 0) return false;
  const last = Buffer.alloc(1);
  return readSync(fd, last, 0, 1, size - 1) === 1 && last[0] !== 0x0a;
}

/** Why an entry does not open a commitment, or null when it does. */
export function entryProblem(commitment: string, entry: PrivateEntry | undefined): string | null {
  if (!entry) return `its private part (commitment ${commitment.slice(0, 12)}…) is missing from the private file`;
  if (privateCommitment(entry.salt, entry.fields) !== commitment) return `its private part does not match its commitment ${commitment.slice(0, 12)}… (the private file was changed)`;
  return null;
}
