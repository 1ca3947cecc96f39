// Reading and writing the YAML log file: parsing with line numbers, shape checks, the hash chain,
// atomic writes (temp file + fsync + rename) created 0600, and a lock so two commands never race.
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, basename, join } from 'node:path';
import type * as Yaml from 'yaml';
import { createRequire } from 'node:module';
import { load as loadYaml, CORE_SCHEMA, YAMLException } from 'js-yaml';
import { acquireLock, LockBusy, type HeldLock } from './lock.js';
import { eventSchema, headerSchema, describeIssue, issueFacts } from './schema.js';
import { eventHash, headerHash, sealedHeader, sealedRecord } from './hash.js';
import { appendPrivate, entryProblem, privatePath, readPrivate, sealHeader, sealRecord, type PrivateEntry } from './private.js';
import type { AnyEvent, LogHeader, LogRecord } from './records.js';
import { FORMAT_VERSION, SUPPORTED_FORMAT_VERSIONS } from './records.js';
import { ChanceryError, placed } from '../errors.js';
import { LANGS, oneOf, type Lang } from '../settings.js';
import { FileRefused, readRegularText, SIZE_LIMITS } from '../input/files.js';

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
  override details() { return { file: this.file, line: this.line, seq: this.seq, problem: this.problem, code: this.code }; }
}

/**
 * Where things stand in a log's text: the line of each top-level key and of each item of
 * `events` (1-based). One pass over the lines; it relies only on block-style YAML, which is how
 * chancery writes logs and how people edit them.
 */
function locate(text: string): { keys: Map<string, number>; events: number[] } {
  const keys = new Map<string, number>();
  const events: number[] = [];
  const lines = text.split('\n');
  let inEvents = false;
  let itemIndent = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const key = /^([A-Za-z_][\w-]*)\s*:/.exec(line);
    if (key) {
      keys.set(key[1], i + 1);
      inEvents = key[1] === 'events';
      continue;
    }
    if (!inEvents) continue;
    const item = /^(\s*)-(\s|$)/.exec(line);
    if (item && (itemIndent < 0 || item[1].length === itemIndent)) {
      itemIndent = item[1].length;
      events.push(i + 1);
    }
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

/** Parses and checks a log's text: YAML, the shape of every record, sequence numbers, the hash chain. */
export function parseLog(text: string, path: string, opts: ParseOptions = {}): LogFile {
  // js-yaml reads several times faster than the \`yaml\` package (which chancery uses to write);
  // the core schema reads YAML 1.2 scalars as \`yaml\` writes them (times stay strings).
  let data: unknown;
  try {
    data = loadYaml(text, { schema: CORE_SCHEMA, filename: path });
  } catch (e) {
    if (e instanceof YAMLException) {
      // The header's language line may still be readable: the problem is then said in it.
      const lang = /^lang:\s*["']?([a-z]+)/m.exec(text)?.[1];
      throw new LogError(path, (e.mark?.line ?? -1) + 1, null, `not valid YAML: ${e.reason}`, 'yaml')
        .saying('log-not-yaml', { reason: e.reason ?? '' }).inLang(oneOf(LANGS, lang) ? lang : undefined);
    }
    throw e;
  }
  const lang = (data as { lang?: unknown } | null)?.lang;
  try {
    return checkedLog(data, text, path, opts);
  } catch (e) {
    if (e instanceof ChanceryError) e.inLang(oneOf(LANGS, lang) ? lang as Lang : undefined);
    throw e;
  }
}

function checkedLog(data: unknown, text: string, path: string, opts: ParseOptions): LogFile {
  const checkHashes = opts.checkHashes ?? true;
  const where = locate(text);
  const keyLine = (key: unknown) => (typeof key === 'string' ? where.keys.get(key) ?? 1 : 1);
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new LogError(path, 1, null, 'a game log is a YAML mapping with a header and `events`', 'shape').saying('log-not-mapping');
  }
  const root = data as Record<string, unknown>;
  if (!SUPPORTED_FORMAT_VERSIONS.includes(root.chancery as number)) {
    throw new LogError(path, keyLine('chancery'), null,
      typeof root.chancery === 'number'
        ? `log format version ${root.chancery} is not supported: this chancery reads versions ${SUPPORTED_FORMAT_VERSIONS.join(' and ')}${root.chancery > FORMAT_VERSION ? ' (a newer chancery wrote it: update chancery)' : ''}`
        : 'not a chancery game log: the `chancery` format version is missing', 'version')
      .saying(typeof root.chancery === 'number' ? 'log-version' : 'log-no-version', {
        version: String(root.chancery), supported: SUPPORTED_FORMAT_VERSIONS.join(', '),
        ...(typeof root.chancery === 'number' && root.chancery > FORMAT_VERSION ? { variant: 'newer' } : { variant: 'older' }),
      });
  }
  const { events: rawEvents, ...rawHeader } = root;
  const headerResult = headerSchema.safeParse(rawHeader);
  if (!headerResult.success) {
    throw new LogError(path, keyLine(headerResult.error.issues[0]?.path[0]), null, `header: ${describeIssue(headerResult.error)}`, 'shape')
      .saying('log-header-shape', { issue: describeIssue(headerResult.error), ...issueFacts(headerResult.error) });
  }
  const header: LogHeader = headerResult.data;
  if (checkHashes && headerHash(header as never) !== header.hash) {
    throw new LogError(path, keyLine('hash'), null, 'the header was changed after it was written (its hash does not match)', 'hash').saying('log-header-changed');
  }

  if (rawEvents === undefined || rawEvents === null) {
    return withPrivate({ path, header, events: [], lines: [], headerLine: 1 }, opts);
  }
  if (!Array.isArray(rawEvents)) throw new LogError(path, keyLine('events'), null, '`events` must be a list', 'shape').saying('log-events-not-list');
  const events: LogRecord[] = [];
  const lines: number[] = [];
  let previous = header.hash;
  rawEvents.forEach((raw, i) => {
    const line = where.events[i] ?? keyLine('events');
    const seq = typeof (raw as { seq?: unknown })?.seq === 'number' ? (raw as { seq: number }).seq : null;
    const parsed = eventSchema.safeParse(raw);
    if (!parsed.success) {
      const type = (raw as { type?: unknown })?.type;
      throw new LogError(path, line, seq, `${typeof type === 'string' ? `${type}: ` : ''}${describeIssue(parsed.error)}`, 'shape')
        .saying('log-event-shape', { type: typeof type === 'string' ? type : '?', issue: describeIssue(parsed.error), ...issueFacts(parsed.error) });
    }
    const record = parsed.data as LogRecord;
    if (record.seq !== i + 1) throw new LogError(path, line, record.seq, `sequence numbers must run 1, 2, 3…: expected ${i + 1}`, 'sequence').saying('log-sequence', { expected: i + 1 });
    if (checkHashes) {
      const expected = eventHash(previous, record as never);
      if (expected !== record.hash) {
        throw new LogError(path, line, record.seq,
          'this event was changed, inserted or removed after it was written (its hash does not follow from the event before it)', 'hash').saying('log-event-changed');
      }
    }
    previous = record.hash;
    events.push(record);
    lines.push(line);
  });
  return withPrivate({ path, header, events, lines, headerLine: 1 }, opts);
}

/**
 * The log with its private parts read back in from the game's folder, when that folder has them
 * (the moderator's copy). A published record has no private file: its records stay as they are.
 */
function withPrivate(log: LogFile, opts: ParseOptions): LogFile {
  if (opts.private === false || log.header.chancery < 2) return log;
  const entries = readPrivate(log.path);
  if (!entries) {
    // A published record travels alone; the moderator's log has its game folder, and without the
    // private file there the mail would go to no address: say so rather than guess.
    if (log.header.private && existsSync(dirname(privatePath(log.path)))) {
      throw new LogError(log.path, log.headerLine, null, `the private file ${privatePath(log.path)} (the players' addresses and the mail records) is missing: restore it from a backup`, 'io')
        .saying('log-private-missing', { file: privatePath(log.path) });
    }
    return log;
  }
  const open = (commitment: string, line: number, seq: number | null) => {
    const entry = entries.get(commitment);
    const problem = entryProblem(commitment, entry);
    if (problem) throw new LogError(log.path, line, seq, problem, 'hash').saying(entry ? 'log-private-changed' : 'log-private-part-missing', { commitment: `${commitment.slice(0, 12)}…` });
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

/** A log's text: a regular file of sensible size only (a FIFO or /dev/zero at the path is refused, not read). */
export function readText(path: string): string {
  try {
    return readRegularText(path, SIZE_LIMITS.log);
  } catch (e) {
    if (!(e instanceof FileRefused)) throw e;
    throw new LogError(path, 0, null, e.problem.kind === 'missing' ? 'no such game log' : `cannot be read as a game log: ${e.message}`, 'io')
      .saying(e.problem.kind === 'missing' ? 'log-missing' : 'log-unreadable', { reason: e.message });
  }
}

/**
 * The last text read or written at each path, with its fully checked parse. A command reads its
 * log several times (deciding, queuing, delivering) and the demo plays a whole game in one
 * process: an unchanged text (compared in full) is not parsed and hash-checked again.
 */
const parsed = new Map<string, { text: string; log: LogFile }>();

function remember(path: string, text: string, log: LogFile): LogFile {
  parsed.set(path, { text, log });
  return log;
}

/** The parse of `text`, from the cache when this exact text was parsed and checked before. */
function parseChecked(text: string, path: string): LogFile {
  const known = parsed.get(path);
  if (known && known.text === text) return { ...known.log, events: known.log.events.slice(), lines: known.log.lines.slice() };
  return remember(path, text, parseLog(text, path));
}

export function readLog(path: string, opts: ParseOptions = {}): LogFile {
  const text = readText(path);
  // Audit and verify read without the hash check to report problems themselves: never cached.
  return opts.checkHashes === false || opts.private === false ? parseLog(text, path, opts) : parseChecked(text, path);
}

let writer: typeof Yaml | undefined;
/**
 * The `yaml` package, which writes logs (js-yaml reads them): loaded on the first write, so that a
 * command that only reads never loads it. The build makes it one file (dist/vendor/yaml.cjs).
 */
function yamlWriter(): typeof Yaml {
  if (!writer) {
    const load = createRequire(import.meta.url);
    const single = new URL('../../vendor/yaml.cjs', import.meta.url);
    writer = (existsSync(single) ? load(single.pathname) : load('yaml')) as typeof Yaml;
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

/** The last event of a log as chancery writes it: "  - seq: N" and its fields, to the end. */
const BLOCK_TAIL = /\nevents:\n[\s\S]*\n {2}- seq: \d+\n(?: {4}.*\n)+$/;

/**
 * The text of a log with `records` appended. When the file ends in chancery's own block layout,
 * the new events' text is added after it (the rest is not written anew: a long game's log would
 * otherwise be re-serialised on every command); otherwise, after a hand edit of the layout, the
 * whole log is written out again.
 */
export function appendedText(text: string, log: LogFile, records: LogRecord[]): string {
  if (log.events.length && BLOCK_TAIL.test(text)) {
    return text + yamlText({ events: records.map(readingOrder) }).replace(/^events:\n/, '');
  }
  return serializeLog(log.header, [...log.events, ...records]);
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

/** Writes a whole file atomically: a crash leaves either the old file or the new one, never half. */
export function writeAtomic(path: string, text: string): void {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const tmp = join(dir, `.${basename(path)}.${process.pid}.tmp`);
  const fd = openSync(tmp, 'w', 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(tmp, path);
  } catch (e) {
    try { unlinkSync(tmp); } catch { /* already gone */ }
    throw e;
  }
  try {
    const dfd = openSync(dir, 'r');
    try { fsyncSync(dfd); } finally { closeSync(dfd); }
  } catch { /* some file systems cannot fsync a directory */ }
}

/** Creates a new log; refuses to overwrite an existing one. */
export function createLogFile(path: string, header: Omit<LogHeader, 'hash'>, events: AnyEvent[], at: string): LogFile {
  if (existsSync(path)) throw new LogError(path, 0, null, 'a game log already exists here: choose another id or remove it first', 'io').saying('log-exists');
  const { full, sealed: contacts } = hashHeader(header);
  const { records, sealed } = chain([], full, events, at);
  appendPrivate(path, [...contacts, ...sealed]);
  writeAtomic(path, serializeLog(full, records));
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

export interface LockedWrite<T> { append: AnyEvent[]; at: string; result: T }

/** How long a command waits for another one that is working on the same game (a live one: a dead holder's lock is gone). */
export const LOG_LOCK_WAIT_MS = 30_000;

/** The log's lock file, beside it (see lock.ts: released by the OS when its holder dies). */
export function logLockPath(path: string): string { return `${path}.lock`; }

/** Takes the log's lock, waiting for a live holder; the errors say who holds it. */
async function lockLog(path: string): Promise<HeldLock> {
  if (!existsSync(path)) throw new LogError(path, 0, null, 'no such game log', 'io').saying('log-missing', { reason: '' });
  // Refused before a lock file is made beside it: a FIFO or a device is no game log.
  readText(path);
  try {
    return await acquireLock(logLockPath(path), LOG_LOCK_WAIT_MS);
  } catch (e) {
    if (!(e instanceof LockBusy)) throw new LogError(path, 0, null, `cannot lock the game log: ${(e as Error).message}`, 'io').saying('log-lock-failed', { reason: (e as Error).message });
    throw new LogError(path, 0, null, `the game log is in use by another chancery command (${e.owner ? `process ${e.owner}` : 'another process'}, still running after ${Math.round(e.waitedMs / 1000)} s): try again when it has finished`, 'io')
      .saying('log-busy', { owner: e.owner ? String(e.owner) : '?', seconds: Math.round(e.waitedMs / 1000) });
  }
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
    const text = readText(path);
    const log = parseChecked(text, path);
    const { append, at, result } = await fn(log);
    if (!append.length) return { result, after: log, appended: [] };
    const { records, sealed } = chain(log.events, log.header, append, at);
    const written = appendedText(text, log, records);
    appendPrivate(path, sealed);
    writeAtomic(path, written);
    const after: LogFile = { ...log, events: [...log.events, ...records], lines: locate(written).events };
    return { result, after: remember(path, written, after), appended: records };
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
      appendPrivate(path, out.sealed);
      writeAtomic(path, out.text);
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
