// A disposable projection of a log: the replayed state, keyed by the SHA-256 of the log's bytes
// and by the build that computed it (the compiler's build-info stamp, rewritten by every build). Read-only commands (status) use it to skip parsing and
// validating an unchanged log; any change to the log or to chancery itself makes it stale, and
// then the log is read in full. It holds secrets (the state), so it is written 0600. `audit` and
// `verify` never use it.
//
// Trusted without hashing when the log is plainly unchanged (git's "racy git" rule): hashing a
// long log costs a command more than the rest of its reading. A copy (this snapshot, or the
// verified copy below) records `made`: the log's identity (device, inode, size, mtime and ctime in
// nanoseconds) and the file system's clock when the copy was begun: the change time of a file of
// its own, taken BEFORE the log is read again and found to hold the very bytes the copy describes.
// Any change to the log after that moment gets a time at or after that clock (the kernel's clock
// only moves forward, and a file system stores it truncated, never rounded up). So when the log's
// identity now is the recorded one, on the copy's own device (one clock), and the recorded mtime
// and ctime were older than that clock, the log has not changed since: trusted. A log changed in
// the clock's own tick is racy (a second change in that tick would show no difference in stat),
// and then, as for a copy from another folder or file, a log replaced by `cp -p`, touched, or
// renamed over (another inode, or a new ctime), the SHA-256 decides as before. Where a file system
// keeps its times coarser than the clock reads them, "older" must mean older by that grain: 2 s
// where every time falls on a whole second (FAT keeps mtimes to 2 s), 20 ms where every time falls
// on a hundredth of a second (FAT's change times, exFAT); times kept to the nanosecond need no
// margin. The clock is read fine-grained (see `refinedClock`): on a kernel that stamps files
// from a coarse clock only, a copy begun in the same tick as the log's last change is racy.
//
// A writer therefore leaves copies trusted by identity: right after its write it reads the clock
// (refined: later than its own write wherever the kernel can tell) and then the log and private
// file again, and records them. The next command, a decision or `status`, then reads neither file
// to trust what the writer left. A reader that the hash satisfies re-keys a copy the same way.
import { closeSync, fstatSync, futimesSync, openSync, renameSync, statSync, unlinkSync, writeSync, type BigIntStats } from 'node:fs';
import { sha256Hex as sha256 } from '../engine/digest.js';
import { identityNow, readRegular, sameIdentity, SIZE_LIMITS, stillSame, type FileIdentity } from '../input/files.js';
import { basename, dirname, join } from 'node:path';
import type { State } from '../engine/types.js';
import { bouncingAddresses, gendersOf, queueCounts, type Bounce, type Lang, type LogRecord, type PlayerGender, type PostFormat, type ThemeName } from './records.js';
import type { LogFile } from './file.js';
import { phaseDeadline, type PhaseDeadline } from './deadlines.js';
import { knownState, rememberState, stateKey } from './states.js';
import { readLogBytes } from './append.js';
import { privatePath } from './private.js';
import { addedSince, fileHolds, textOf, type TextParts } from './text.js';
import { fileBeside } from '../input/module-path.js';

/**
 * When a copy was made: the identity of the log it describes, read after `clockNs`, the change
 * time the copy's file got when it was created (the file system's clock), on device `clockDev`.
 */
export interface Made { log: FileIdentity; clockNs: string; clockDev: string }

/**
 * What a printer needs of the log besides the state: the language, the theme, and the templates
 * folder the header names; for `sync` with nothing waiting (headerWords), the game's name and
 * post format; and for `status`, the deadline of the phase the game is in (from the records).
 */
export interface Words {
  lang: Lang; theme: ThemeName; templates?: string; game: string; format?: PostFormat; deadline?: PhaseDeadline;
  /**
   * The private messages queued and not sent yet (`unsent`), and of those the ones no sender has
   * tried (`untried`: a command killed before its delivery; `sync` sends them). Known only to a
   * writer that had the records' private fields (their Message-IDs pair a message with its
   * sending): absent means not known, and the log must be read to tell.
   */
  queue?: { unsent: number; untried: number };
  /** The seats whose current address bounced (records' bouncingAddresses); known, like `queue`, only with the private fields: absent with `queue` given means none, absent with it read the log. */
  bounces?: Bounce[];
  /**
   * Each seat's holders' genders as the log gives them (records' gendersOf: the roster's, `replace
   * --gender`), null where nobody said; absent when the log gives none. A Russian line declines a
   * name by them («глазами Любови») without reading the log.
   */
  genders?: (PlayerGender | null | undefined)[][];
}
/**
 * The snapshot's key is the text's chained key as the verified copy's (`sha256` over the pieces that
 * end at `ends`): one piece when a reader made it, the writer's chain when a writer left it.
 */
interface Snapshot extends Words {
  build: string; sha256: string; ends: number[]; made?: Made; lastSeq: number; state: State;
  /**
   * The private file as the read or write that made the snapshot knew it (every commitment open in
   * it): its identity then (`made` of its own), null when there was none (a log of format 1, a
   * published record), absent when not known (then the snapshot is not trusted: the log is read).
   */
  privateMade?: Made | null;
}

export interface LoadedState extends Words { state: State; lastSeq: number; fromSnapshot: boolean }

export function snapshotPath(logPath: string): string {
  return join(dirname(logPath), `.${basename(logPath)}.snapshot.json`);
}

let buildId: string | null | undefined;
function currentBuild(): string | null {
  if (buildId === undefined) {
    try {
      // dist/src/log/snapshot.js, or a bundle chunk in dist/src/bundle/: the stamp is dist/.tsbuildinfo.
      const info = statSync(fileBeside(import.meta.url, '../../.tsbuildinfo'));
      buildId = `${info.mtimeMs}:${info.size}`;
    } catch {
      buildId = null;
    }
  }
  return buildId;
}

/**
 * How much older than the copy's clock the log's times must be, by the grain the file system keeps
 * them in (see the top of this file): 2 s when all three times fall on whole seconds, 20 ms when all
 * fall on hundredths of a second, else none (kept to the nanosecond: older is enough). A time kept
 * in nanoseconds falls on a hundredth by chance once in ten million; then the margin is only wider.
 */
const WHOLE_SECONDS_GRAIN_NS = 2_000_000_000n;
const HUNDREDTHS_GRAIN_NS = 20_000_000n;

function grainOf(times: bigint[]): bigint {
  if (times.every((ns) => ns % 1_000_000_000n === 0n)) return WHOLE_SECONDS_GRAIN_NS;
  if (times.every((ns) => ns % 10_000_000n === 0n)) return HUNDREDTHS_GRAIN_NS;
  return 0n;
}

/**
 * Whether a copy made as `made` still describes the log whose identity is now `now`, without
 * hashing: the same file in the same state, and not racy (see the top of this file).
 */
export function unchangedSince(made: Made | undefined, now: FileIdentity | null | undefined): boolean {
  if (!made?.log || !now) return false;
  if (made.clockDev !== now.dev || !sameIdentity(made.log, now)) return false;
  try {
    const clock = BigInt(made.clockNs);
    const mtime = BigInt(made.log.mtimeNs);
    const ctime = BigInt(made.log.ctimeNs);
    const grain = grainOf([clock, mtime, ctime]);
    return mtime < clock - grain && ctime < clock - grain;
  } catch {
    return false; // a damaged copy: not a number
  }
}

/**
 * The file system's clock now, as the change time of the new file open at `fd`, made later than
 * any change before this call wherever the kernel can tell. A new file is stamped from the
 * kernel's coarse clock (it moves once per tick, 4 ms here), so a log written a moment ago shares
 * its time. Changing the file again once its time has been read makes Linux (6.13 on, the
 * "multigrain" timestamps of ext4, xfs, btrfs, tmpfs) stamp it from the fine clock, later than
 * every time it handed out before; an older kernel stamps it from the coarse clock again, and
 * the copy is racy as before.
 */
function refinedClock(fd: number): BigIntStats {
  const created = fstatSync(fd, { bigint: true });
  try {
    futimesSync(fd, created.atime, created.mtime);
  } catch {
    return created; // the times cannot be set (some network file systems): the creation's
  }
  return fstatSync(fd, { bigint: true });
}

/** A new file for writing (0600), made afresh even if an earlier run of this process id left one. */
function createFile(path: string): number {
  try {
    return openSync(path, 'wx', 0o600);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    unlinkSync(path);
    return openSync(path, 'wx', 0o600);
  }
}

/** A file's identity now, with `clock` as the copy's making, if it still holds `bytes` (and did not change while read). */
function madeOf(path: string, bytes: Buffer | string | TextParts, clock: BigIntStats): Made | undefined {
  let read;
  try {
    read = readRegular(path, SIZE_LIMITS.log, { identity: true });
  } catch {
    return undefined;
  }
  if (!read.identity) return undefined;
  const same = Buffer.isBuffer(bytes) ? read.bytes.equals(bytes)
    : typeof bytes === 'string' ? read.bytes.toString('utf8') === bytes
      // A text this process wrote: compared by the bytes it was made of, not decoded again.
      : fileHolds(bytes, read.bytes) ?? read.bytes.toString('utf8') === textOf(bytes);
  return same ? { log: read.identity, clockNs: String(clock.ctimeNs), clockDev: String(clock.dev) } : undefined;
}

/**
 * Writes a copy beside the log: its file created first (its change time is the clock), then
 * `text(clock)` (which reads `made` from the log after that moment; null: write nothing), renamed
 * into place. No fsync: a copy lost or cut short by a crash does not parse, and the next command
 * reads the log in full. Failing to write is harmless (a read-only folder).
 */
function writeCopy(out: string, text: (clock: BigIntStats) => string | null): void {
  replaceFile(out, (fd) => text(refinedClock(fd)));
}

/**
 * Writes a copy whole (0600): a new file of its own, filled with `content(fd)` (null: nothing is
 * written) and renamed over the old. No fsync (see writeCopy). False when nothing was written.
 */
function replaceFile(out: string, content: (fd: number) => string | null): boolean {
  const tmp = `${out}.${process.pid}.tmp`;
  let fd: number | undefined;
  try {
    fd = createFile(tmp);
    const text = content(fd);
    if (text === null) throw new Error('nothing to write');
    writeSync(fd, text);
    closeSync(fd);
    fd = undefined;
    renameSync(tmp, out);
    return true;
  } catch {
    if (fd !== undefined) try { closeSync(fd); } catch { /* closed */ }
    try { unlinkSync(tmp); } catch { /* never made */ }
    return false;
  }
}

/** `made` for a copy begun at `clock` when it would be trusted without hashing, else undefined (racy, or the file changed). */
function trustedMade(path: string, bytes: Buffer | string | TextParts, clock: BigIntStats): Made | undefined {
  const made = madeOf(path, bytes, clock);
  return made && unchangedSince(made, made.log) ? made : undefined;
}

/** The log's snapshot made by this build, or null (none, unreadable, or another build's). */
function snapshotOf(path: string, build: string): Snapshot | null {
  try {
    const snap = JSON.parse(readRegular(snapshotPath(path), SIZE_LIMITS.log).bytes.toString('utf8')) as Snapshot;
    return snap.build === build ? snap : null;
  } catch {
    return null; // no snapshot, or an unreadable one
  }
}

/** The log's bytes as a writer would take them, less an append in progress (append.ts); null when they cannot be read. */
type LogRead = { bytes: Buffer; identity: FileIdentity | null } | null;

/**
 * The log's snapshot when it still describes the log: vouched for by the log's identity (the log is
 * not read), else by the SHA-256 of its bytes, and then re-keyed by the log's identity so that the
 * next reader need not hash. `read`: the log's bytes when they were read, for a full read to take.
 */
function vouchedSnapshot(path: string): { snap: Snapshot | null; read?: LogRead } {
  const build = currentBuild();
  const snap = build ? snapshotOf(path, build) : null;
  if (!snap) return { snap: null };
  // The private file deleted, replaced or edited since (by hand): the log is read in full, which
  // checks every commitment in it and says what is wrong.
  if (!privateUnchanged(path, snap.privateMade)) return { snap: null };
  if (unchangedSince(snap.made, identityNow(path))) return { snap };
  const read = readLogOrNull(path);
  if (!read || !keyMatches({ sha256: snap.sha256, ends: snap.ends }, read.bytes)) return { snap: null, read };
  const bytes = read.bytes;
  writeCopy(snapshotPath(path), (clock) => {
    const made = trustedMade(path, bytes, clock);
    return made ? snapshotText(snap.build, snap, made, snap.lastSeq, snap.state, wordsOf(snap), snap.privateMade) : null;
  });
  return { snap, read };
}

function readLogOrNull(path: string): LogRead {
  try {
    return readLogBytes(path);
  } catch {
    return null; // a full read reports the problem properly
  }
}

/** The current state of a log: from its snapshot when fresh, else by a full read and replay. */
export async function loadState(path: string): Promise<LoadedState> {
  const vouched = vouchedSnapshot(path);
  if (vouched.snap) return loadedFrom(vouched.snap);
  const read = vouched.read === undefined ? readLogOrNull(path) : vouched.read;
  const [{ parseText, readLog, checkedPrivateBytes }, { replayLog }] = await Promise.all([import('./file.js'), import('./replay.js')]);
  const log = read ? parseText(read.bytes.toString('utf8'), path, read.identity) : readLog(path);
  const { state } = replayLog(log, { known: true });
  // (A log read in full carries its private fields: what waits to be sent is known.)
  const words = logWords(log, log);
  if (read) await saveSnapshot(path, read.bytes, state, log.events.length, words, checkedPrivateBytes(path));
  return { state, lastSeq: log.events.length, ...words, fromSnapshot: false };
}

/** What a printer needs of a log's header (see Words), and the deadline a snapshot recorded. */
function wordsOf(header: Pick<LogFile['header'], 'lang' | 'theme' | 'templates' | 'game' | 'format'> & { deadline?: PhaseDeadline; queue?: Words['queue']; bounces?: Words['bounces']; genders?: Words['genders'] }): Words {
  return { lang: header.lang, theme: header.theme, ...(header.templates ? { templates: header.templates } : {}), game: header.game, ...(header.format ? { format: header.format } : {}),
    ...(header.deadline ? { deadline: header.deadline } : {}), ...(header.queue ? { queue: { unsent: header.queue.unsent, untried: header.queue.untried } } : {}),
    ...(header.bounces ? { bounces: header.bounces } : {}),
    ...(header.genders ? { genders: header.genders } : {}) };
}

/**
 * What a printer needs of a log (see Words): its header's words and the open phase's deadline;
 * with `withPrivate` (the same log with its private fields: the header's addresses, the records'), what waits to be sent and whose mail bounces.
 */
function logWords(log: Pick<LogFile, 'header' | 'events'>, withPrivate?: Pick<LogFile, 'header' | 'events'>): Words {
  const deadline = phaseDeadline(log.header, log.events);
  const queue = withPrivate ? queueCounts(withPrivate.events) : undefined;
  const bounces = withPrivate ? bouncingAddresses(withPrivate) : undefined;
  const given = gendersOf(log);
  const genders = given.some((seat) => seat.some(Boolean)) ? given.map((seat) => seat.map((g) => g ?? null)) : undefined;
  return { ...wordsOf(log.header), ...(deadline ? { deadline } : {}), ...(queue ? { queue } : {}), ...(bounces?.length ? { bounces } : {}), ...(genders ? { genders } : {}) };
}

/**
 * The words of a log's header as its snapshot has them, when the snapshot still describes the log
 * (vouchedSnapshot: by the log's identity, without reading it, else by its hash), or null: then read
 * the log. `sync` with nothing waiting needs no more of a long game's log than this.
 */
export function headerWords(path: string): Words | null {
  const { snap } = vouchedSnapshot(path);
  return snap && typeof snap.game === 'string' ? wordsOf(snap) : null;
}

/** A snapshot of the text keyed by `key`, recorded as `made` when trusted. */
function snapshotText(build: string, key: TextKey, made: Made | undefined, lastSeq: number, state: State, words: Words, privateMade: Made | null | undefined): string {
  return JSON.stringify({ build, sha256: key.sha256, ends: key.ends, ...(made ? { made } : {}), ...(privateMade !== undefined ? { privateMade } : {}), lastSeq, state, ...words } satisfies Snapshot);
}

/** Whether the private file is as a snapshot recorded it (`privateMade`, see Snapshot): by its identity, never read. */
function privateUnchanged(path: string, made: Made | null | undefined): boolean {
  if (made === undefined) return false;
  const now = identityNow(privatePath(path));
  return made === null ? now === null : unchangedSince(made, now);
}

/**
 * The private file recorded for a copy begun at `clock`: trusted as holding `bytes` (those in which
 * the read or write saw every commitment open), null when there is none and none was read, else
 * undefined (not known).
 */
function privateMadeAt(path: string, bytes: Buffer | undefined, clock: BigIntStats | null): Made | null | undefined {
  if (!clock) return undefined;
  if (bytes) return trustedMade(privatePath(path), bytes, clock);
  return identityNow(privatePath(path)) === null ? null : undefined;
}

function loadedFrom(snap: Snapshot): LoadedState {
  return { state: snap.state, lastSeq: snap.lastSeq, ...wordsOf(snap), fromSnapshot: true };
}

/** Records the state of the log whose bytes are given; failing to write it is harmless. */
export async function saveSnapshot(path: string, bytes: Buffer | string, state: State, lastSeq: number, words: Words, privateBytes?: Buffer): Promise<void> {
  const build = currentBuild();
  if (!build) return;
  writeCopy(snapshotPath(path), (clock) => snapshotText(build, keyOf(bytes), madeOf(path, bytes, clock), lastSeq, state, words, privateMadeAt(path, privateBytes, clock)));
}

/**
 * A log's records as a full read checked them (YAML, schema, sequence, hash chain), before the
 * private fields are read in: `.<log>.verified.json`, keyed like the snapshot by the SHA-256 of the
 * log's text and the build. Written by the command that last read the log in full or appended to
 * it, read by the next command instead of parsing and re-checking the whole log. Audit and verify
 * never use it. A copy that is stale, damaged or from another build is ignored. Like the snapshot,
 * it records the log's identity (`made`) and the private file's (`privateMade`, once every
 * commitment of the records opened in that file) when the clock read after their last change: the
 * writer records them right after its write, a reader that the hash satisfied re-keys the copy.
 * While both files stay as recorded, the next command checks neither by hashing. A writer also
 * vouches for the private file by the SHA-256 of its bytes (`privateSha256`, chained as the text's
 * key is, with `privateEnds`: the file only grows too): a command that cannot trust the file's
 * identity hashes it once instead of opening each commitment (a long game with mail holds hundreds).
 *
 * The text's key is chained, as the log only grows: `sha256` is the SHA-256 of the text up to the
 * first of `ends` (byte offsets), then of that key (in hexadecimal) and the bytes up to the next,
 * and so on. A writer that appends hashes what it added, not the whole log (a long game's log is
 * hundreds of kilobytes); a reader that must check the text hashes each byte once, as before.
 *
 * The file is JSON lines, so that it grows as the log does: the first line is the whole copy (the
 * fields below); each later line changes it. `{"add": records, "lines": their lines, "sha256",
 * "end", "state"?, "privateSha256"?, "privateEnds"?, "made"?, "privateMade"?}` appends a write's records
 * and keys the copy by the new text (chained: its bytes from the last end to `end`) (its `made`,
 * `privateMade`, `state` and `privateSha256` are gone unless given anew: the log changed);
 * `{"made", "privateMade"?}` re-keys it. A line a crash
 * cut short (the last, without its newline) is not read. A writer appends to the copy it read or
 * wrote itself, while the file is still that one and describes the start of the new text; else,
 * and after MAX_CHANGES lines, it writes the whole copy anew.
 */
interface Verified {
  build: string;
  /** The text's chained key, and the byte offsets where its pieces end (the last: the text's length). */
  sha256: string; ends: number[];
  made?: Made; privateMade?: Made;
  /** The SHA-256 of the private file in which the writer saw every commitment of the records open. */
  privateSha256?: string;
  /** Where the pieces `privateSha256` chains end, in the private file's bytes. */
  privateEnds?: number[];
  log: Omit<LogFile, 'path'>; state?: { key: string; state: State };
}
interface Added { add: LogFile['events']; lines: number[]; sha256: string; end: number; state?: Verified['state']; privateSha256?: string; privateEnds?: number[]; made?: Made; privateMade?: Made }
interface Rekeyed { made: Made; privateMade?: Made }

/** Lines after the first before a writer writes the whole copy anew (each is read by every command). */
const MAX_CHANGES = 32;

export function verifiedPath(logPath: string): string {
  return join(dirname(logPath), `.${basename(logPath)}.verified.json`);
}

/** The copy a file's lines make, and how many lines changed its first; null when the first is not a copy. */
export function foldVerified(text: string): { copy: Verified; changes: number } | null {
  const lines = text.split('\n');
  let copy: Verified;
  try {
    copy = JSON.parse(lines[0]) as Verified;
  } catch {
    return null;
  }
  if (!copy || typeof copy !== 'object' || !copy.log || !Array.isArray(copy.log.events) || !Array.isArray(copy.ends)) return null;
  let changes = 0;
  // Each change's records, joined to the copy's once at the end (a long game's copy holds a
  // thousand records, and joining at each line would copy them at each line).
  const addedRecords: LogFile['events'][] = [];
  const addedLines: number[][] = [];
  // The last piece follows the last newline: empty, or a line a crash cut short.
  for (let i = 1; i < lines.length - 1; i++) {
    let change: Added | Rekeyed;
    try {
      change = JSON.parse(lines[i]) as Added | Rekeyed;
    } catch {
      return null; // damaged inside: not a copy to trust
    }
    if ('add' in change) {
      const { made: _made, privateMade: _privateMade, state: _state, privateSha256: _privateSha256, privateEnds: _privateEnds, ...rest } = copy;
      copy = {
        ...rest, sha256: change.sha256, ends: [...copy.ends, change.end],
        ...(change.state ? { state: change.state } : {}), ...(change.privateSha256 ? { privateSha256: change.privateSha256, privateEnds: change.privateEnds } : {}),
        ...(change.made ? { made: change.made } : {}), ...(change.privateMade ? { privateMade: change.privateMade } : {}),
      };
      addedRecords.push(change.add);
      addedLines.push(change.lines);
    } else {
      const { made: _made, privateMade: _privateMade, ...rest } = copy;
      copy = { ...rest, made: change.made, ...(change.privateMade ? { privateMade: change.privateMade } : {}) };
    }
    changes++;
  }
  if (addedRecords.length) copy = { ...copy, log: { ...copy.log, events: copy.log.events.concat(...addedRecords), lines: copy.log.lines.concat(...addedLines) } };
  return { copy, changes };
}

/**
 * The copy file this process last read or wrote for a log, while it may still append to it: the
 * file's identity then, the log text it described, how many records that text has and how many
 * lines changed the copy's first.
 */
interface CopyFile {
  identity: FileIdentity; text: string; records: number; changes: number; key: TextKey;
  /** The private file's key, when the copy's was found to describe the file as this process read it. */
  privateKey?: TextKey;
}

/** A text's chained key (see Verified): what a writer extends by the bytes it appends. */
interface TextKey { sha256: string; ends: number[] }

/** The key of a whole text (or file), in one piece. */
function keyOf(text: string | Buffer): TextKey {
  return { sha256: sha256(text), ends: [Buffer.byteLength(text)] };
}

/** One link of a chained key: the SHA-256 of the key before (hexadecimal; none before the first piece) and the next piece. */
function chained(before: string, piece: Buffer): string {
  // (The key before is hexadecimal, ASCII: its UTF-8 bytes are its Latin-1 ones, and Node encodes
  // UTF-8 natively, Latin-1 through its JavaScript path: a first such call costs a tenth of a millisecond.)
  return sha256(before ? Buffer.concat([Buffer.from(before, 'utf8'), piece]) : piece);
}

/**
 * Pieces a key is chained over at most. Past them a writer hashes the whole text (or file) anew,
 * once in that many writes, so that the copy's first line and a reader's check stay short.
 */
export const MAX_KEY_PIECES = 256;

/**
 * The key of a text (or file) that `before` describes the start of, given the bytes added after it:
 * only those are hashed; `whole` when the chain is as long as it may grow.
 */
function keyAfter(before: TextKey, added: Buffer, whole: () => TextKey): TextKey {
  if (!added.length) return before;
  if (before.ends.length >= MAX_KEY_PIECES) return whole();
  return { sha256: chained(before.sha256, added), ends: [...before.ends, before.ends[before.ends.length - 1] + added.length] };
}

/** The bytes of `text` after `before`, which starts it. */
function addedTo(before: string, text: string): Buffer {
  return Buffer.from(text.slice(before.length), 'utf8');
}

/** Whether `key` is the chained key of `text` (or a file's bytes): every byte hashed once. */
function keyMatches(key: TextKey, text: string | Buffer): boolean {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  const { ends } = key;
  if (!Array.isArray(ends)) return false;
  if (!ends.length || ends[ends.length - 1] !== bytes.length) return false;
  let digest = '';
  let start = 0;
  for (const end of ends) {
    if (!Number.isSafeInteger(end) || end < start) return false;
    digest = chained(digest, bytes.subarray(start, end));
    start = end;
  }
  return digest === key.sha256;
}
const copyFiles = new Map<string, CopyFile>();

/**
 * For a verified copy that holds no state (made anew by a read: after an upgrade, an import, a hand
 * edit), the state in the log's snapshot when the snapshot describes the same text (the same build
 * and key: both made from the whole text, or along one writer's chain): the next write then starts
 * from the state `status` left instead of replaying the game.
 */
function rememberSnapshotState(path: string, build: string, key: TextKey, log: Omit<LogFile, 'path'>): void {
  const snap = snapshotOf(path, build);
  if (!snap || snap.sha256 !== key.sha256 || snap.lastSeq !== log.events.length || !Array.isArray(snap.ends)) return;
  if (snap.ends.length !== key.ends.length || snap.ends.some((end, i) => end !== key.ends[i])) return;
  rememberState(stateKey(log.header, log.events), snap.state);
}

/** A verified copy found to describe the text read: `byIdentity` when the log's identity vouched for it (no hash). */
export interface VerifiedRead {
  file: LogFile;
  byIdentity: boolean;
  /** Whether the private file, as now read, is the one whose commitments the copy saw opened (by its identity, else its bytes' hash). */
  privateUnchanged: (file: { identity: FileIdentity | null; bytes: Buffer }) => boolean;
  /** Re-keys the copy by the log's identity and, given the private file that was just checked, by its identity too. */
  rekey: (privateFile?: { path: string; bytes: Buffer } | null) => void;
}

/**
 * The verified copy of the log whose `text` was read, when it describes that text: by the log's
 * `identity` as that read saw it (without hashing), else by the text's SHA-256.
 */
export function readVerified(path: string, text: string, identity?: FileIdentity | null): VerifiedRead | null {
  const build = currentBuild();
  if (!build) return null;
  const out = verifiedPath(path);
  let read;
  let folded;
  try {
    read = readRegular(out, SIZE_LIMITS.log * 4, { identity: true });
    folded = foldVerified(read.bytes.toString('utf8'));
  } catch {
    return null;
  }
  if (!folded) return null;
  const { copy, changes } = folded;
  if (copy.build !== build) return null;
  const byIdentity = unchangedSince(copy.made, identity);
  const key: TextKey = { sha256: copy.sha256, ends: copy.ends };
  if (!byIdentity && !keyMatches(key, text)) return null;
  if (copy.state) rememberState(copy.state.key, copy.state.state);
  else rememberSnapshotState(path, build, key, copy.log);
  if (read.identity) copyFiles.set(path, { identity: read.identity, text, records: copy.log.events.length, changes, key });
  else copyFiles.delete(path);
  return {
    file: { ...copy.log, path },
    byIdentity,
    privateUnchanged: (now) => {
      const privateKey = copy.privateSha256 !== undefined && copy.privateEnds ? { sha256: copy.privateSha256, ends: copy.privateEnds } : undefined;
      const unchanged = unchangedSince(copy.privateMade, now.identity) || (privateKey !== undefined && keyMatches(privateKey, now.bytes));
      // The copy's key then describes the file as read: a writer extends it by what it appends.
      const known = copyFiles.get(path);
      if (unchanged && privateKey && known && privateKey.ends[privateKey.ends.length - 1] === now.bytes.length) known.privateKey = privateKey;
      return unchanged;
    },
    rekey: (privateFile) => {
      // A line added to the copy as read (another command may have changed it since: then nothing).
      const at = read.identity;
      if (!at || !stillSame(out, at)) return;
      const { made, privateMade } = recordedAt(clockNow(out), path, text, privateFile);
      if (!made) return;
      appendLine(out, { made, ...(privateMade ? { privateMade } : {}) } satisfies Rekeyed);
      copyFiles.delete(path);
    },
  };
}


/**
 * The file system's clock now: the change time of a new empty file beside the copy, made and
 * removed for the purpose; `made` must be read after this moment (see the top of this file).
 */
function clockNow(out: string): BigIntStats | null {
  const tmp = `${out}.${process.pid}.clock`;
  try {
    const fd = createFile(tmp);
    try {
      return refinedClock(fd);
    } finally {
      closeSync(fd);
      unlinkSync(tmp);
    }
  } catch {
    return null;
  }
}

/** Adds one line to a copy file (no fsync: see saveVerified); failing to is harmless. */
function appendLine(out: string, change: Added | Rekeyed): boolean {
  try {
    const fd = openSync(out, 'a', 0o600);
    try {
      writeSync(fd, `${JSON.stringify(change)}\n`);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * Leaves the verified copy of `text` for the next command: the records this process's copy lacks
 * added to it when it can, else the whole copy. No fsync: a copy lost or cut short by a crash does
 * not parse or does not match, and the next command reads the log in full. `privateBytes`: the
 * private file in which this process saw (or made) every commitment of the records open; when the
 * file holds exactly those bytes now, the copy vouches for it by their hash, so that the next
 * command hashes the file once rather than each of its entries. Both files are recorded as they
 * are now (`made`, `privateMade`) when the clock reads later than their last change, so that the
 * next command need not hash either. When the state after the text is known (a write just made
 * it), the snapshot `status` reads is left too, keyed the same way. `parts`: how this process
 * made `text` (text.ts), when it wrote it: what it added is then known without reading `text` again.
 */
export function saveVerified(path: string, text: string, log: LogFile, privateBytes?: Buffer, parts?: TextParts, withPrivate?: Pick<LogFile, 'header' | 'events'>): void {
  const build = currentBuild();
  if (!build) return;
  const out = verifiedPath(path);
  const key = stateKey(log.header, log.events);
  const state = knownState(key);
  const known = copyFiles.get(path);
  // The private file's key: extended by what this process added to the file as it read it, else hashed whole.
  const knownPrivate = known?.privateKey;
  const privateKey = !privateBytes || !privateFileHolds(path, privateBytes) ? undefined
    : knownPrivate && knownPrivate.ends[knownPrivate.ends.length - 1] <= privateBytes.length
      ? keyAfter(knownPrivate, privateBytes.subarray(knownPrivate.ends[knownPrivate.ends.length - 1]), () => keyOf(privateBytes))
      : keyOf(privateBytes);
  const vouched = privateKey ? { privateSha256: privateKey.sha256, privateEnds: privateKey.ends } : {};
  // The text's key: extended by what this process appended to the text it knew, else hashed whole.
  const appended = !known || known.records > log.events.length ? null
    : (parts && addedSince(parts, known.text)) ?? (text.startsWith(known.text) ? addedTo(known.text, text) : null);
  const extends_ = known !== undefined && appended !== null;
  const textKey = extends_ ? keyAfter(known.key, appended, () => keyOf(text)) : keyOf(text);
  const vouchedFile = privateKey && privateBytes ? { path: privatePath(path), bytes: privateBytes } : undefined;
  let recorded: Recorded = {};
  if (state) {
    // The snapshot's own new file gives the clock (see writeCopy); else a file made for it.
    writeCopy(snapshotPath(path), (clock) => {
      recorded = recordedAt(clock, path, parts ?? text, vouchedFile);
      const privateMade = vouchedFile ? recorded.privateMade : privateBytes ? undefined : privateMadeAt(path, undefined, clock);
      return snapshotText(build, textKey, recorded.made, log.events.length, state, logWords(log, withPrivate), privateMade);
    });
  } else {
    recorded = recordedAt(clockNow(out), path, parts ?? text, vouchedFile);
  }
  // A line extends the copy's chain by one piece; a key begun anew (MAX_KEY_PIECES) needs the whole copy.
  if (extends_ && textKey.ends.length === known.key.ends.length + 1 && known.changes < MAX_CHANGES && stillSame(out, known.identity)) {
    const added: Added = {
      add: log.events.slice(known.records), lines: log.lines.slice(known.records), sha256: textKey.sha256, end: textKey.ends[textKey.ends.length - 1],
      ...(state ? { state: { key, state } } : {}), ...vouched, ...recorded,
    };
    if (appendLine(out, added)) {
      const identity = identityNow(out);
      if (identity) copyFiles.set(path, { identity, text, records: log.events.length, changes: known.changes + 1, key: textKey, ...(privateKey ? { privateKey } : {}) });
      else copyFiles.delete(path);
      return;
    }
  }
  const { path: _path, ...rest } = log;
  if (replaceFile(out, () => `${JSON.stringify({ build, sha256: textKey.sha256, ends: textKey.ends, ...vouched, ...recorded, log: rest, ...(state ? { state: { key, state } } : {}) } satisfies Verified)}\n`)) {
    const identity = identityNow(out);
    if (identity) copyFiles.set(path, { identity, text, records: log.events.length, changes: 0, key: textKey, ...(privateKey ? { privateKey } : {}) });
    else copyFiles.delete(path);
  } else {
    copyFiles.delete(path);
  }
}

type Recorded = { made?: Made; privateMade?: Made };

/**
 * The log (and the private file, given the bytes this process knows it to hold) recorded as they
 * are now, for a copy that describes them and was begun at `clock`: read again after it, each only
 * when trusted (the clock later than its last change, and its bytes the ones given).
 */
function recordedAt(clock: BigIntStats | null, path: string, text: string | TextParts, privateFile?: { path: string; bytes: Buffer } | null): Recorded {
  const made = clock && trustedMade(path, text, clock);
  if (!clock || !made) return {};
  const privateMade = privateFile && trustedMade(privateFile.path, privateFile.bytes, clock);
  return { made, ...(privateMade ? { privateMade } : {}) };
}

/** Whether the log's private file holds exactly `bytes` now. */
function privateFileHolds(logPath: string, bytes: Buffer): boolean {
  try {
    return readRegular(privatePath(logPath), Number.MAX_SAFE_INTEGER).bytes.equals(bytes);
  } catch {
    return false;
  }
}

