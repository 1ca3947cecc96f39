// Reading and writing the YAML log file: parsing with line numbers, shape checks, the hash chain,
// appends in place (append.ts) or, for a whole new text, atomic writes (temp file + fsync +
// rename), created 0600, and a lock so two commands never race.
import { closeSync, existsSync, fsyncSync, linkSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type * as Yaml from 'yaml';
import { inBundle } from '../input/in-bundle.js';
import { fileBeside } from '../input/module-path.js';
import { createRequire } from 'node:module';
import { acquireLock, LockBusy, type HeldLock } from './lock.js';
import { appendInPlace, logLockPath, readLogBytes, settleAppend } from './append.js';
import { eventHash, headerHash, sealedHeader, sealedRecord } from './hash.js';
import { readVerified, saveVerified, verifiedPath } from './snapshot.js';
import { blockRecords } from './emit.js';
import { endsWithNewline, extended, lastEventStart, newlinesIn, newlinesOf, partsOf, textOf, type TextParts } from './text.js';
import { rememberState, stateKey } from './states.js';
import type { State } from '../engine/types.js';
import { appendPrivate, entryProblem, privatePath, readPrivateFile, sealHeader, sealRecord, type PrivateEntry, type PrivateFile } from './private.js';
import type { AnyEvent, LogHeader, LogRecord } from './records.js';
import { ChanceryError, placed } from '../errors.js';
import { checkRegular, FileRefused, identityNow, makeOwnerFolder, readRegular, removeDeadTemporaries, SIZE_LIMITS, stillSame, temporaryBeside, type FileIdentity } from '../input/files.js';
import { diskProblem, diskWords } from '../input/disk.js';
import { dropUnshown, noteUnshown } from './unshown.js';

export interface LogFile {
  path: string;
  header: LogHeader;
  events: LogRecord[];
  /** 1-based line of each event in the file (parallel to `events`); 0 when not read from a file. */
  lines: number[];
  headerLine: number;
}

/** A problem with a log file, located: file:line, the event, and what was expected. */
export class LogError extends ChanceryError {
  readonly exitCode = 1;
  readonly kind = 'log';
  constructor(
    readonly file: string,
    readonly line: number,
    readonly seq: number | null,
    readonly problem: string,
    readonly code: 'yaml' | 'shape' | 'hash' | 'sequence' | 'version' | 'rule' | 'io' = 'shape',
  ) {
    super(placed({ file, line, seq }, problem));
    this.name = 'LogError';
  }
  get place() { return { file: this.file, line: this.line, seq: this.seq }; }
  override jsonDetails() { return { file: this.file, line: this.line, seq: this.seq, problem: this.problem, code: this.code }; }
}

/**
 * Where things stand in a log's text: the line of each top-level key and of each item of
 * `events` (1-based). One pass over the lines; it relies only on block-style YAML, which is how
 * chancery writes logs and how people edit them.
 */
export function locate(text: string): { keys: Map<string, number>; events: number[] } {
  const keys = new Map<string, number>();
  const events: number[] = [];
  let inEvents = false;
  let itemIndent = -1;
  // Line by line without splitting the text: a long game's log is read on every command.
  for (let start = 0, n = 1; start <= text.length; n++) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const c = text.charCodeAt(start);
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95) {
      const key = /^([A-Za-z_][\w-]*)\s*:/.exec(text.slice(start, end));
      if (key) {
        keys.set(key[1], n);
        inEvents = key[1] === 'events';
      }
    } else if (inEvents) {
      let i = start;
      while (i < end && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
      const after = text.charCodeAt(i + 1);
      // An item: "-" then whitespace or the end of the line; anything unusual goes to the pattern.
      let item = false;
      if (text.charCodeAt(i) === 45 && (i + 1 >= end || after === 32 || after === 9 || after === 13)) item = true;
      else if (i < end && (text.charCodeAt(i) < 32 || text.charCodeAt(i) > 126)) item = /^\s*-(\s|$)/.test(text.slice(start, end));
      const indent = item && i < end && text.charCodeAt(i) !== 45 ? /^(\s*)/.exec(text.slice(start, end))![1].length : i - start;
      if (item && (itemIndent < 0 || indent === itemIndent)) {
        itemIndent = indent;
        events.push(n);
      }
    }
    start = end + 1;
  }
  return { keys, events };
}

export interface ParseOptions {
  checkHashes?: boolean;
  /**
   * Read the private file in the game's folder (addresses, time zones, Message-IDs) into the
   * records, each checked against its commitment; default true. Audit reads the record alone.
   */
  private?: boolean;
}

type Parser = typeof import('./parse.js');
let parser_: Parser | undefined;
/**
 * The YAML reader and the record schemas (js-yaml, valibot): loaded when a log is first read in full,
 * so that a write whose log is in its verified copy (see readVerified) loads neither. In the
 * bundle the module is inside it, initialised on this first call; the compiled modules require
 * the file (see src/input/in-bundle.ts).
 */
function parser(): Parser {
  return (parser_ ??= (inBundle ? require('./parse.js') : createRequire(import.meta.url)('./parse.js')) as Parser);
}

/** Parses and checks a log's text: YAML, the shape of every record, sequence numbers, the hash chain. */
export function parseLog(text: string, path: string, opts: ParseOptions = {}): LogFile {
  return withPrivate(parser().parsePublic(text, path, opts.checkHashes ?? true), opts);
}

/**
 * The log with its private parts read back in from the game's folder, when that folder has them
 * (the moderator's copy). A published record has no private file: its records stay as they are.
 */
function withPrivate(log: LogFile, opts: ParseOptions, seen?: PrivateSeen): LogFile {
  if (opts.private === false || log.header.chancery < 2) return log;
  let file: PrivateFile | null;
  try {
    file = readPrivateFile(log.path);
  } catch (e) {
    // A folder, a named pipe or a device where the private file goes (a hand's doing): said as the
    // missing file is, naming it, rather than as an internal error.
    if (!(e instanceof FileRefused)) throw e;
    throw new LogError(log.path, log.headerLine, null, `the private file ${e.path} (the players' addresses and the mail records) cannot be read: ${e.message}`, 'io')
      .saying('log-private-unreadable', { file: e.path, reason: e.message, variant: e.problem.kind === 'not-regular' ? 'not-regular' : 'io' });
  }
  if (seen) seen.file = file;
  const entries = file?.entries;
  // The file unchanged since every commitment of these records was seen to open in it: no hash.
  const opened = !!(file && seen?.unchanged?.(file));
  if (seen) seen.trusted = opened;
  if (!entries) {
    // A published record travels alone; the moderator's log has its game folder, and without the
    // private file there the mail would go to no address: say so rather than guess.
    // (A game without contacts has no private header, but its mail records have private parts.)
    if ((log.header.private || log.events.some((e) => e.private)) && existsSync(dirname(privatePath(log.path)))) {
      throw new LogError(log.path, log.headerLine, null, `the private file ${privatePath(log.path)} (the players' addresses and the mail records) is missing: restore it from a backup`, 'io')
        .saying('log-private-missing', { file: privatePath(log.path) });
    }
    return log;
  }
  const open = (commitment: string, line: number, seq: number | null) => {
    const entry = entries.get(commitment);
    const problem = opened && entry ? null : entryProblem(commitment, entry);
    if (problem) {
      // A part missing where lines of the file do not read as entries: those lines are named (edited by hand?).
      const where = !entry && file!.unread.length ? `${file!.path}:${file!.unread.slice(0, 3).join(', ')}` : null;
      if (where) throw new LogError(log.path, line, seq, `${problem}; ${where} does not read as an entry of it (edited by hand?)`, 'hash').saying('log-private-part-unread', { commitment: `${commitment.slice(0, 12)}…`, where });
      throw new LogError(log.path, line, seq, problem, 'hash').saying(entry ? 'log-private-changed' : 'log-private-part-missing', { commitment: `${commitment.slice(0, 12)}…` });
    }
    return entry!.fields;
  };
  const header = log.header;
  if (header.private) {
    const contacts = open(header.private, log.headerLine, null).players as Record<string, unknown>[] | undefined;
    log.header = { ...header, players: header.players.map((p, seat) => ({ ...p, ...(contacts?.[seat] ?? {}) })) };
  }
  log.events = log.events.map((record, i) => (record.private ? { ...record, ...open(record.private, log.lines[i] ?? 0, record.seq) } as LogRecord : record));
  return log;
}

/**
 * What withPrivate saw of the private file: the file as read, and whether it took its commitments
 * as opened without hashing (`unchanged`: the file is the one a verified copy saw them open in).
 */
interface PrivateSeen { unchanged?: (file: PrivateFile) => boolean; file?: PrivateFile | null; trusted?: boolean }

/** A log's text: a regular file of sensible size only (a FIFO or /dev/zero at the path is refused, not read). */
export function readText(path: string): string {
  return readTextAndIdentity(path).text;
}

/**
 * A log's text as a command holds it: with the file's identity as the read saw it (null if the file
 * changed while read: see snapshot.ts), its size in bytes, and either the bytes read or, for a text
 * this process wrote, the parts it made it of (text.ts).
 */
interface HeldText { text: string; identity: FileIdentity | null; size: number; bytes?: Buffer; parts?: TextParts }

/** A log's text read from the file (less an append still in progress: append.ts). */
function readTextAndIdentity(path: string, locked = false): HeldText & { bytes: Buffer } {
  try {
    // The lock's holder has settled any append noted there (lockLog): the file is the log.
    const read = locked ? readRegular(path, SIZE_LIMITS.log, { identity: true }) : readLogBytes(path);
    return { text: read.bytes.toString('utf8'), identity: read.identity, size: read.bytes.length, bytes: read.bytes };
  } catch (e) {
    throw refusedLog(path, e);
  }
}

/** A file refused as a log, said as a LogError (any other error as it is). */
function refusedLog(path: string, e: unknown): unknown {
  if (!(e instanceof FileRefused)) return e;
  return new LogError(path, 0, null, e.problem.kind === 'missing' ? 'no such game log' : `cannot be read as a game log: ${e.message}`, 'io')
    .saying(e.problem.kind === 'missing' ? 'log-missing' : 'log-unreadable', { reason: e.message });
}

/**
 * Refuses what readText refuses (a missing log, a FIFO, a device, one too large) without reading the
 * text: what a command checks before it makes anything beside the log (its lock, its inbox).
 */
export function checkLogFile(path: string): void {
  try {
    checkRegular(path, SIZE_LIMITS.log);
  } catch (e) {
    throw refusedLog(path, e);
  }
}

/**
 * The last text read or written at each path, with its fully checked parse (and the records as the
 * file has them, before the private fields are read in). A command reads its log several times
 * (deciding, queuing, delivering) and the demo plays a whole game in one process: an unchanged
 * text (compared in full) is not parsed and hash-checked again.
 */
const parsed = new Map<string, {
  text: string; log: LogFile; file: LogFile; written?: { identity: FileIdentity; size: number };
  /** The private file's bytes in which every commitment of `log` opens (read and checked, or written, by this process). */
  privateBytes?: Buffer;
  /** How this process made `text`, when it wrote it (see text.ts). */
  parts?: TextParts;
}>();

/** Remembers a text's parse: `log` with its private fields when the caller has it (a write), else read in now. */
function remember(path: string, text: string, file: LogFile, known?: LogFile, seen: PrivateSeen = {}, privateBytes?: Buffer): LogFile {
  const log = known ?? withPrivate({ ...file }, {}, seen);
  parsed.set(path, { text, log, file, privateBytes: known ? privateBytes : seen.file?.bytes });
  return log;
}

/** A remembered log as handed out: its lists copied, so that a caller changing them changes no later read. */
function handedOut(log: LogFile): LogFile {
  return { ...log, events: log.events.slice(), lines: log.lines.slice() };
}

/**
 * The parse of `text`, checked: from this process's last read when the text is the same, else from
 * the log's verified copy on disk (left by the last command that wrote the log, keyed by the log's
 * identity as `text` was read, else the text's SHA-256, and the build), else by a full read. So a
 * command never re-reads and re-checks a whole log that chancery itself wrote: appends stay appends
 * in cost as well as on disk. A writer (`save`, under the lock) leaves the copy after a full read
 * too. A command that only reads (`rekey`) never makes a copy where there is none (a log received
 * or imported keeps its folder as it was), but re-keys one its hash confirmed, and makes anew one
 * that no longer serves (another build's, after an upgrade; or of another text): else every
 * `history` of a finished game, which nothing writes again, would read and check the whole log at
 * each run. A reader's copy raced by a writer's append describes the text the reader read: the
 * next command finds that it does not describe the log and reads in full, as without a copy.
 */
function parseChecked(text: string, path: string, save = false, identity?: FileIdentity | null, rekey = false): LogFile {
  const known = parsed.get(path);
  if (known && known.text === text) return handedOut(known.log);
  const verified = readVerified(path, text, identity);
  if (verified) {
    const seen: PrivateSeen = { unchanged: verified.privateUnchanged };
    const log = remember(path, text, verified.file, undefined, seen);
    // A reader that had to hash (the log, or its private file) re-keys the copy for the next one.
    if (rekey && !save && (!verified.byIdentity || (seen.file && !seen.trusted))) verified.rekey(seen.file);
    return handedOut(log);
  }
  const file = parser().parsePublic(text, path, true);
  // The private file is read and every commitment opened first, so that the copy vouches for it
  // too: else the next command hashes every commitment again (a whole game's, after an upgrade).
  const seen: PrivateSeen = {};
  const log = remember(path, text, file, undefined, seen);
  if (save || (rekey && existsSync(verifiedPath(path)))) saveVerified(path, text, file, seen.file?.bytes);
  return handedOut(log);
}

/** The private file's bytes in which this process saw every commitment of the log at `path` open (its last read or write), if any. */
export function checkedPrivateBytes(path: string): Buffer | undefined {
  return parsed.get(path)?.privateBytes;
}

/** A log's text read as readLog reads its file (checked, with its private fields); `identity`: the file's as that read saw it. */
export function parseText(text: string, path: string, identity?: FileIdentity | null): LogFile {
  return parseChecked(text, path, false, identity);
}

export function readLog(path: string, opts: ParseOptions = {}): LogFile {
  // Audit and verify read without the hash check to report problems themselves: never cached.
  if (opts.checkHashes === false || opts.private === false) return parseLog(readTextAndIdentity(path).text, path, opts);
  // Between a decision's two writes (delivering its mail), the log this process just wrote.
  const { text, identity } = leftByThisProcess(path) ?? readTextAndIdentity(path);
  return parseChecked(text, path, false, identity, true);
}

let writer: typeof Yaml | undefined;
/**
 * The `yaml` package, which writes logs (js-yaml reads them): loaded on the first write, so that a
 * command that only reads never loads it. The build makes it one file (dist/vendor/yaml.cjs).
 */
function yamlWriter(): typeof Yaml {
  if (!writer) {
    const load = createRequire(import.meta.url);
    const single = fileBeside(import.meta.url, '../../vendor/yaml.cjs');
    writer = (existsSync(single) ? load(single) : load('yaml')) as typeof Yaml;
  }
  return writer;
}

/** YAML text for a log: block style, with short lists (cards, roles, seats) kept on one line. */
export function serializeLog(header: LogHeader, events: LogRecord[]): string {
  const { hash, ...fields } = sealedHeader(header as never) as LogHeader;
  return yamlText({ ...fields, hash, events: events.map(readingOrder) });
}

/**
 * A person reads each event as: number, time, type, its fields, and the hash last. Private
 * fields (format 2) are never written here: they live in the game's private file.
 */
function readingOrder(record: LogRecord): Record<string, unknown> {
  const { seq, at, type, hash, ...fields } = sealedRecord(record as never) as LogRecord;
  return { seq, at, type, ...fields, hash };
}

/** A record as a full read of the file gives it back: in reading order, without its private fields. */
function asWritten(record: LogRecord): LogRecord {
  return JSON.parse(JSON.stringify(readingOrder(record))) as LogRecord;
}

function yamlText(data: Record<string, unknown>): string {
  const { Document, isScalar, visit } = yamlWriter();
  const doc = new Document(data);
  visit(doc, {
    Seq(_, node) {
      if (node.items.every((item) => isScalar(item))) node.flow = true;
    },
    Map(_, node, path) {
      // Small maps inside the header (options.deck) read better inline.
      if (path.length > 2 && node.items.length <= 2 && node.items.every((p) => isScalar(p.value))) node.flow = true;
    },
  });
  return doc.toString({ lineWidth: 0 });
}

/**
 * The text of a log with `records` appended. When the file ends in chancery's own block layout,
 * the new events' text is added after it (the rest is not written anew: a long game's log would
 * otherwise be re-serialised on every command); otherwise, after a hand edit of the layout, the
 * whole log is written out again.
 */
export function appendedText(text: string, log: LogFile, records: LogRecord[]): string {
  return appendWrite(partsOf(text), log, records).written;
}

/**
 * What appending `records` to the text of `parts` writes: the whole new text, and the part after
 * the old text when the new one begins with it (appended in place; else written anew).
 */
function appendWrite(parts: TextParts, log: LogFile, records: LogRecord[]): { written: string; added: string | null } {
  const text = textOf(parts);
  if (log.events.length && parts.blockTail) {
    const ordered = records.map(readingOrder);
    const added = blockRecords(ordered) ?? yamlText({ events: ordered }).replace(/^events:\n/, '');
    return { written: text + added, added };
  }
  const written = serializeLog(log.header, [...log.events, ...records]);
  // (A log of one event is written out whole and, unchanged in layout, still begins the same.)
  return { written, added: written.startsWith(text) ? written.slice(text.length) : null };
}

/**
 * The line of each event in `written`, given those in `text` (`lines`): when `written` is `text`
 * with the new records' block added, only the added part is read (a long game's log would
 * otherwise be walked line by line on every write); after a whole rewrite, all of it.
 */
export function appendedLines(text: string, lines: readonly number[], written: string): number[] {
  return linesAfter(partsOf(text), lines, written, written.startsWith(text) ? written.slice(text.length) : null);
}

/** appendedLines, for the text of `parts` and the part `written` adds after it (null: none, a rewrite). */
function linesAfter(parts: TextParts, lines: readonly number[], written: string, added: string | null): number[] {
  if (added === null || !endsWithNewline(parts)) return locate(written).events;
  const newlines = newlinesBefore(parts, lines);
  // The added part read as the items of an `events:` key on line 1: its line n is line n - 1 + newlines.
  return lines.concat(locate(`events:\n${added}`).events.map((n) => n - 1 + newlines));
}

/**
 * The newlines in the text of `parts`, whose events start on `lines`: known, else, in block layout,
 * the last event's line and its own lines, else counted whole. Kept in the parts after an append
 * (see appendLocked), so that a second write does not search the joined text again (a long game's
 * text, made flat: fresh memory the size of the log).
 */
function newlinesBefore(parts: TextParts, lines: readonly number[]): number {
  if (parts.newlines !== undefined) return parts.newlines;
  // In block layout the last event known starts on its known line: only its own lines are counted.
  if (parts.blockTail && lines.length) return lines[lines.length - 1] - 1 + newlinesIn(textOf(parts).slice(lastEventStart(textOf(parts))));
  return newlinesOf(parts);
}

/**
 * Appends events to a header's chain: numbers, times and hashes them. From format 2 on, a record
 * with private fields gets a salted commitment to them; their entries for the private file are
 * returned beside the records (which keep the fields, for the command that wrote them).
 */
export function chain(previous: LogRecord[], header: Pick<LogHeader, 'hash' | 'chancery'>, events: AnyEvent[], at: string | ((i: number) => string)): { records: LogRecord[]; sealed: PrivateEntry[] } {
  let prevHash = previous.length ? previous[previous.length - 1].hash : header.hash;
  let seq = previous.length;
  const records: LogRecord[] = [];
  const sealed: PrivateEntry[] = [];
  events.forEach((event, i) => {
    let record = { seq: ++seq, at: typeof at === 'string' ? at : at(i), ...event } as Record<string, unknown>;
    if (header.chancery >= 2) {
      const { record: withCommitment, entry } = sealRecord(record);
      record = withCommitment;
      if (entry) sealed.push(entry);
    }
    const hash = eventHash(prevHash, record);
    records.push({ ...(record as object), hash } as LogRecord);
    prevHash = hash;
  });
  return { records, sealed };
}

/** Writes `text` to a new file at `path` (mode 0600, flags as openSync takes them) and syncs it. */
function writeSynced(path: string, text: string, flags = 'w'): void {
  const fd = openSync(path, flags, 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Makes a file's new name in `dir` durable. */
function syncFolder(dir: string): void {
  try {
    const dfd = openSync(dir, 'r');
    try { fsyncSync(dfd); } finally { closeSync(dfd); }
  } catch { /* some file systems cannot fsync a directory */ }
}

/** The temporary file beside `path` a whole-file write goes through, its folder made (the owner's only, as the log is). */
function temporaryInOwnerFolder(path: string, kind: string): string {
  makeOwnerFolder(dirname(path));
  return temporaryBeside(path, kind);
}

/** Writes a whole file atomically: a crash leaves either the old file or the new one, never half. */
export function writeAtomic(path: string, text: string): void {
  const tmp = temporaryInOwnerFolder(path, '');
  try {
    // A full disk fails the write itself: the part written goes with the name.
    writeSynced(tmp, text);
    renameSync(tmp, path);
  } catch (e) {
    try { unlinkSync(tmp); } catch { /* already gone */ }
    throw e;
  }
  syncFolder(dirname(path));
}

/**
 * Writes a new file whole, or not at all if one is there: the text goes to a temporary file, which
 * is then linked in under the name (link fails when the name exists, as a rename would not). Two
 * processes creating the same file at once: one wins, the other gets EEXIST. Where the file
 * system has no hard links, the file is created with O_EXCL instead (as exclusive, not as atomic).
 */
export function writeExclusive(path: string, text: string): void {
  const tmp = temporaryInOwnerFolder(path, '.new');
  writeSynced(tmp, text);
  try {
    linkSync(tmp, path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') throw e;
    writeSynced(path, text, 'wx');
  } finally {
    try { unlinkSync(tmp); } catch { /* already gone */ }
  }
  syncFolder(dirname(path));
}

/**
 * Creates a new log; refuses to overwrite an existing one, also when another process creates it
 * at the same moment (only one of two `chancery new` of one id succeeds, and the other sends nothing). With `verified`, the log is read back
 * in full once and its verified copy left (see snapshot.ts), as `new` does for the moderator's
 * next command; an import of many records that may be published leaves the logs alone.
 */
export function createLogFile(path: string, header: Omit<LogHeader, 'hash'>, events: AnyEvent[], at: string, opts: { verified?: boolean; reported?: boolean } = {}): LogFile {
  if (existsSync(path)) throw new LogError(path, 0, null, 'a game log already exists here: choose another id or remove it first', 'io').saying('log-exists');
  const { full, sealed: contacts } = hashHeader(header);
  const { records, sealed } = chain([], full, events, at);
  appendPrivate(path, [...contacts, ...sealed]);
  const text = serializeLog(full, records);
  // A new game is reported as a decision is (its commitment, the role cards): see appendLocked.
  const marker = opts.reported && records.length ? noteUnshown(path, { from: 1, to: records.length, at }) : null;
  try {
    writeExclusive(path, text);
  } catch (e) {
    if (marker) dropUnshown(marker);
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    throw new LogError(path, 0, null, 'a game log already exists here: choose another id or remove it first', 'io').saying('log-exists');
  }
  if (opts.verified) saveVerified(path, text, parser().parsePublic(text, path, true));
  return { path, header: full, events: records, lines: records.map(() => 0), headerLine: 1 };
}

/** A header with its hash (and, from format 2 on, its commitment to the players' contacts if it has any). */
export function hashHeader(header: Omit<LogHeader, 'hash' | 'private'>): { full: LogHeader; sealed: PrivateEntry[] } {
  let full = { ...header, hash: '' } as LogHeader;
  const sealed: PrivateEntry[] = [];
  // Only contacts need sealing: a roster of names alone (an imported game) has nothing to keep apart.
  if (header.chancery >= 2 && header.players.some((p) => p.email !== undefined || p.timezone !== undefined)) {
    const { header: withCommitment, entry } = sealHeader(full as never);
    full = withCommitment as LogHeader;
    sealed.push(entry);
  }
  full.hash = headerHash(full as never);
  return { full, sealed };
}

/** The log's identity just after this process wrote it (`size` bytes), if it can be read. */
function writtenNow(path: string, size: number): { identity: FileIdentity; size: number } | undefined {
  const identity = identityNow(path);
  return identity && Number(identity.size) === size ? { identity, size } : undefined;
}

/**
 * The text this process itself last wrote to the log, when the file is still exactly that file
 * (device, inode, size, change and modification times): a decision's second write (its mail's
 * records, a moment after the first) does not read the whole log again. Any write by another
 * command changes the size; a change in place within the same clock tick that kept the size too
 * would need something that ignores the lock, in the milliseconds between two writes of one command.
 */
function leftByThisProcess(path: string): HeldText | null {
  const known = parsed.get(path);
  if (!known?.written) return null;
  if (!stillSame(path, known.written.identity)) return null;
  return { text: known.text, identity: known.written.identity, size: known.written.size, ...(known.parts ? { parts: known.parts } : {}) };
}

/** What a locked write appends; `state`: the engine state after it, when the writer knows it (see states.ts). */
export interface LockedWrite<T> {
  append: AnyEvent[];
  at: string;
  result: T;
  state?: State;
  /**
   * Another write follows this one at once (a decision's `message-sent` records): the log's
   * verified copy is left by that one, not by both (a crash between costs the next command a full
   * read of the log, nothing else).
   */
  verifiedLater?: boolean;
  /**
   * The write is one the command reports to the moderator (a decision, an undo, a claim): noted
   * as not shown until its report is printed, so that the next command tells of it if this one is
   * cut short before (src/log/unshown.ts).
   */
  reported?: boolean;
  /**
   * Called once the records are on disk (the log and its private file synced), before the copies
   * beside the log are made: what waits for the write (sync's mark of its mail as processed, a
   * server's round trip) starts while they are. It must not throw.
   */
  written?: () => void;
}

/** How long a command waits for another one that is working on the same game (a live one: a dead holder's lock is gone). */
export const LOG_LOCK_WAIT_MS = 30_000;

export { logLockPath };

/** Takes the log's lock, waiting for a live holder; the errors say who holds it. */
async function lockLog(path: string): Promise<HeldLock> {
  // Refused before a lock file is made beside it: a missing log, a FIFO or a device (said as readText
  // says it); the text itself is read under the lock.
  checkLogFile(path);
  let lock: HeldLock;
  try {
    lock = await acquireLock(logLockPath(path), LOG_LOCK_WAIT_MS);
  } catch (e) {
    if (!(e instanceof LockBusy)) {
      // A lock file refused (a named pipe, a link) is named: it is the file to remove, not the log.
      if (e instanceof FileRefused) {
        throw new LogError(path, 0, null, `cannot lock the game log: its lock file ${e.path}: ${e.message}; remove it`, 'io')
          .saying('log-lock-file', { file: e.path, reason: e.message });
      }
      throw new LogError(path, 0, null, `cannot lock the game log: ${(e as Error).message}`, 'io').saying('log-lock-failed', { reason: (e as Error).message });
    }
    throw new LogError(path, 0, null, `the game log is in use by another chancery command (${e.owner ? `process ${e.owner}` : 'another process'}, still running after ${Math.round(e.waitedMs / 1000)} s): try again when it has finished`, 'io')
      .saying('log-busy', { owner: e.owner ? String(e.owner) : '?', seconds: Math.round(e.waitedMs / 1000) });
  }
  try {
    // A holder that died in the middle of an append: its unfinished part goes before anyone reads.
    settleAppend(path, lock);
    // And the temporary files of writers killed before their rename in the game's own folder (its
    // private files, its outbox's messages): nothing else would ever remove them. Those beside the
    // logs are removed by `list` (gameLogs), which lists that folder anyway: a folder of hundreds of
    // games would cost every decision a listing of it.
    removeDeadTemporaries(dirname(privatePath(path)));
  } catch (e) {
    lock.release();
    throw new LogError(path, 0, null, `cannot repair an append cut short: ${(e as Error).message}`, 'io').saying('log-unreadable', { reason: (e as Error).message });
  }
  return lock;
}

/**
 * A write of the log that the system refused (a full disk, a read-only one), said as a LogError:
 * the writes before the log's own leave nothing a reader sees (the private file's entries are
 * referred to by nothing; an append is cut back, else the next writer cuts it by its note; an
 * atomic write leaves the old file), so nothing of it was recorded and the command may simply be
 * run again. Anything else (not a system error) is left as it is.
 */
function unwritten(path: string, e: unknown): unknown {
  const code = (e as NodeJS.ErrnoException | null)?.code;
  if (!(e instanceof Error) || e instanceof ChanceryError || typeof code !== 'string') return e;
  const variant = diskProblem(code);
  const advice = variant === 'no-space' ? ': free some space and run the command again' : '';
  return new LogError(path, 0, null, `cannot write the game log: ${diskWords(variant, 'en')} (${code}); nothing was recorded${advice}`, 'io')
    .saying('log-write-failed', { code, reason: e.message, variant });
}

/**
 * Runs `fn` with the log locked and appends what it returns, in one atomic write; returns its
 * result, the log as written and the records appended. `fn` may throw: then nothing is written.
 * A second command waits for the lock; a command killed while holding it has released it.
 */
export async function appendLocked<T>(
  path: string,
  fn: (log: LogFile) => Promise<LockedWrite<T>> | LockedWrite<T>,
): Promise<{ result: T; after: LogFile; appended: LogRecord[] }> {
  const lock = await lockLog(path);
  try {
    const read: HeldText = leftByThisProcess(path) ?? readTextAndIdentity(path, true);
    const { text, identity, size } = read;
    const log = parseChecked(text, path, true, identity);
    const { append, at, result, state, verifiedLater, reported, written: onWritten } = await fn(log);
    if (!append.length) return { result, after: log, appended: [] };
    const { records, sealed } = chain(log.events, log.header, append, at);
    const parts = read.parts ?? partsOf(text, read.bytes);
    const { written, added } = appendWrite(parts, log, records);
    // The new events' text after the old (the usual case): added in place; else the whole anew.
    const addedBytes = added === null ? null : Buffer.from(added);
    let privateAdded: string;
    // Noted before the append, so that a command killed at any moment after it is told of next.
    const marker = reported ? noteUnshown(path, { from: records[0].seq, to: records[records.length - 1].seq, at }) : null;
    try {
      privateAdded = appendPrivate(path, sealed);
      if (addedBytes) appendInPlace(path, lock, size, addedBytes);
      else writeAtomic(path, written);
    } catch (e) {
      // Nothing was recorded (a full disk, say): nothing to tell of.
      if (marker) dropUnshown(marker);
      throw unwritten(path, e);
    }
    if (onWritten) {
      onWritten();
      // A turn of the event loop, so that what it started goes out now (a command on the wire), not
      // after the copies below.
      await new Promise((resolve) => setImmediate(resolve));
    }
    // The old text's newlines, counted once here, go with the parts: the next write adds its part's.
    const counted = added !== null && endsWithNewline(parts) ? { ...parts, newlines: newlinesBefore(parts, log.lines) } : parts;
    const lines = linesAfter(counted, log.lines, written, added);
    const partsNow = added === null ? undefined : extended(counted, written, added, addedBytes!);
    const { file: before, privateBytes } = parsed.get(path)!;
    // The file as a full read would give it: the new records as written (private fields left out).
    const file: LogFile = { ...before, events: before.events.concat(records.map(asWritten)), lines };
    // The private file as this process knows it now: what it checked, and what it added.
    const privateNow = privateBytes && (privateAdded ? Buffer.concat([privateBytes, Buffer.from(privateAdded)]) : privateBytes);
    if (state) rememberState(stateKey(file.header, file.events), state);
    const after: LogFile = { ...log, events: log.events.concat(records), lines };
    // (`after` keeps the private fields: the snapshot knows what waits to be sent.)
    if (!verifiedLater) saveVerified(path, written, file, privateNow, partsNow, after);
    remember(path, written, file, after, {}, privateNow);
    const entry = parsed.get(path)!;
    if (partsNow) entry.parts = partsNow;
    entry.written = writtenNow(path, addedBytes ? size + addedBytes.length : Buffer.byteLength(written));
    return { result, after: { ...after, events: after.events.slice(), lines: lines.slice() }, appended: records };
  } finally {
    lock.release();
  }
}

/**
 * Replaces a whole log under the same lock (only `migrate` does this): `fn` returns the new text
 * and the private entries to write first, or null to leave the file as it is.
 */
export async function rewriteLocked<T>(
  path: string,
  fn: (log: LogFile, text: string) => { text: string; sealed: PrivateEntry[]; result: T } | { text: null; result: T },
): Promise<T> {
  const lock = await lockLog(path);
  try {
    const text = readText(path);
    const out = fn(parseChecked(text, path), text);
    if (out.text !== null) {
      try {
        appendPrivate(path, out.sealed);
        writeAtomic(path, out.text);
      } catch (e) {
        throw unwritten(path, e);
      }
    }
    return out.result;
  } finally {
    lock.release();
  }
}

/** `appendLocked` for callers that need only `fn`'s result. */
export async function withLockedLog<T>(
  path: string,
  fn: (log: LogFile) => Promise<LockedWrite<T>> | LockedWrite<T>,
): Promise<T> {
  return (await appendLocked(path, fn)).result;
}
