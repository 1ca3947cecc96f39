// A disposable projection of a log: the replayed state, keyed by the SHA-256 of the log's bytes
// and by the build that computed it (the compiler's build-info stamp, rewritten by every build). Read-only commands (status) use it to skip parsing and
// validating an unchanged log; any change to the log or to chancery itself makes it stale, and
// then the log is read in full. It holds secrets (the state), so it is written 0600. `audit` and
// `verify` never use it.
import { sha256Hex as sha256 } from '../engine/digest.js';
import { closeSync, openSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { readRegular, SIZE_LIMITS } from '../input/files.js';
import { basename, dirname, join } from 'node:path';
import type { State } from '../engine/types.js';
import type { Lang, ThemeName } from './records.js';
import type { LogFile } from './file.js';
import { knownState, rememberState, stateKey } from './states.js';

/** The game's language and theme ride along: status speaks them. */
interface Words { lang: Lang; theme: ThemeName }
interface Snapshot extends Words { build: string; sha256: string; lastSeq: number; state: State }

export interface LoadedState extends Words { state: State; lastSeq: number; fromSnapshot: boolean }

export function snapshotPath(logPath: string): string {
  return join(dirname(logPath), `.${basename(logPath)}.snapshot.json`);
}

let buildId: string | null | undefined;
function currentBuild(): string | null {
  if (buildId === undefined) {
    try {
      // dist/src/log/snapshot.js, or a bundle chunk in dist/src/bundle/: the stamp is dist/.tsbuildinfo.
      const info = statSync(new URL('../../.tsbuildinfo', import.meta.url));
      buildId = `${info.mtimeMs}:${info.size}`;
    } catch {
      buildId = null;
    }
  }
  return buildId;
}

/** The current state of a log: from its snapshot when fresh, else by a full read and replay. */
export async function loadState(path: string): Promise<LoadedState> {
  let bytes: Buffer | null = null;
  try {
    bytes = readRegular(path, SIZE_LIMITS.log).bytes;
  } catch {
    bytes = null; // the full read below reports the problem properly
  }
  const build = currentBuild();
  if (bytes && build) {
    try {
      const snap = JSON.parse(readRegular(snapshotPath(path), SIZE_LIMITS.log).bytes.toString('utf8')) as Snapshot;
      if (snap.build === build && snap.sha256 === sha256(bytes)) return { state: snap.state, lastSeq: snap.lastSeq, lang: snap.lang, theme: snap.theme, fromSnapshot: true };
    } catch {
      // no snapshot, or an unreadable one: read the log
    }
  }
  const [{ parseText, readLog }, { replayLog }] = await Promise.all([import('./file.js'), import('./replay.js')]);
  const log = bytes ? parseText(bytes.toString('utf8'), path) : readLog(path);
  const { state } = replayLog(log, { known: true });
  const words: Words = { lang: log.header.lang, theme: log.header.theme };
  if (bytes) await saveSnapshot(path, bytes, state, log.events.length, words);
  return { state, lastSeq: log.events.length, ...words, fromSnapshot: false };
}

/** Records the state of the log whose bytes are given; failing to write it is harmless. */
export async function saveSnapshot(path: string, bytes: Buffer | string, state: State, lastSeq: number, words: Words): Promise<void> {
  const build = currentBuild();
  if (!build) return;
  try {
    const { writeAtomic } = await import('./file.js');
    const snap: Snapshot = { build, sha256: sha256(bytes), lastSeq, state, ...words };
    writeAtomic(snapshotPath(path), JSON.stringify(snap));
  } catch {
    // a read-only folder: the next read just replays again
  }
}

/**
 * A log's records as a full read checked them (YAML, schema, sequence, hash chain), before the
 * private fields are read in: `.<log>.verified.json`, keyed like the snapshot by the SHA-256 of the
 * log's text and the build. Written by the command that last read the log in full or appended to
 * it, read by the next command instead of parsing and re-checking the whole log. Audit and verify
 * never use it. A copy that is stale, damaged or from another build is ignored.
 */
interface Verified { build: string; sha256: string; log: Omit<LogFile, 'path'>; state?: { key: string; state: State } }

export function verifiedPath(logPath: string): string {
  return join(dirname(logPath), `.${basename(logPath)}.verified.json`);
}

export function readVerified(path: string, text: string): LogFile | null {
  const build = currentBuild();
  if (!build) return null;
  let copy: Verified;
  try {
    copy = JSON.parse(readRegular(verifiedPath(path), SIZE_LIMITS.log * 4).bytes.toString('utf8')) as Verified;
  } catch {
    return null;
  }
  if (copy.build !== build || copy.sha256 !== sha256(text)) return null;
  if (copy.state) rememberState(copy.state.key, copy.state.state);
  return { ...copy.log, path };
}

/**
 * Leaves the verified copy of `text` for the next command. No fsync: a copy lost or cut short by a
 * crash does not parse or does not match, and the next command reads the log in full.
 */
export function saveVerified(path: string, text: string, log: LogFile): void {
  const build = currentBuild();
  if (!build) return;
  const { path: _path, ...rest } = log;
  const out = verifiedPath(path);
  const tmp = `${out}.${process.pid}.tmp`;
  try {
    const fd = openSync(tmp, 'w', 0o600);
    try {
      const key = stateKey(log.header, log.events);
      const state = knownState(key);
      writeSync(fd, JSON.stringify({ build, sha256: sha256(text), log: rest, ...(state ? { state: { key, state } } : {}) } satisfies Verified));
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, out);
  } catch {
    try { unlinkSync(tmp); } catch { /* never made */ }
  }
}
