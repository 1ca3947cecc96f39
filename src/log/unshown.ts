// A write recorded and not yet shown to the moderator. Every write a command reports (a decision,
// an undo, a claim: appendLocked's `reported`; a new game: createLogFile's) leaves a small marker in
// the game's folder before its append, `unshown.<pid>.<from>.json`: the records it writes
// (`from`..`to`) and their time. Once the command has printed its report and the thread post, the
// marker is removed (markShown). A command cut short between (kill -9, Ctrl-C, a
// closed terminal, a full disk) leaves it, its pid dead: the next command that names the game says
// what was recorded and never shown, once (src/cli/unshown.ts). A marker whose records never
// reached the log (killed before its append ended) is dropped unsaid. Cheap for every other
// command: one listing of the game's small folder.
import { closeSync, openSync, readdirSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { processStarted, writerRunning } from '../input/files.js';

export interface Unshown { from: number; to: number; at: string }
/** A dead command's marker, taken over by this process: its file now, and what it says. */
export interface TakenUnshown { file: string; written: Unshown }

/**
 * `unshown.<pid>.<from>.json`, the writer's start time inside; a marker taken over,
 * `unshown.<pid>-<started>.<from>.json`: the taker's start time in its name, given by the one rename
 * that takes it (written inside after it, another command could meanwhile read the writer's
 * time under the taker's pid, take the taker for dead, and tell the write a second time).
 */
const MARKER = /^unshown\.(\d+)(?:-(\d+))?\.(\d+)\.json$/;

/** The game's own folder (beside its log, named after it): where its private file and outbox are. */
function gameFolder(logPath: string): string {
  return join(dirname(logPath), basename(logPath).replace(/\.ya?ml$/, ''));
}

/** When this process started (processStarted), read once. */
let ownStarted: string | null | undefined;
const ownStart = () => (ownStarted === undefined ? (ownStarted = processStarted(process.pid)) : ownStarted);

/** This process's markers, removed once its output is printed. */
const mine = new Set<string>();

/**
 * Notes, before the append, that records `from`..`to` (written at `at`) are not shown yet; null
 * when the note cannot be written (a full disk): the write goes on without it, and its own
 * failure, if the disk refuses the log too, is the one said.
 */
export function noteUnshown(logPath: string, written: Unshown): string | null {
  const file = join(gameFolder(logPath), `unshown.${process.pid}.${written.from}.json`);
  // Small and not synced: a killed process's writes stay in the page cache; what a power cut takes
  // is only this notice.
  try {
    // In the folder the game's private file made: a game without one (an imported record) has
    // nothing a moderator must be shown again, and gets no folder for it.
    const fd = openSync(file, 'w', 0o600);
    try {
      // With the writer's start time: its pid alone, used again by another process, would hide the marker.
      writeSync(fd, JSON.stringify({ ...written, started: ownStart() }));
    } finally {
      closeSync(fd);
    }
  } catch {
    try { unlinkSync(file); } catch { /* never made */ }
    return null;
  }
  mine.add(file);
  return file;
}

/** Drops one marker of this process (its write failed: nothing was recorded). */
export function dropUnshown(file: string): void {
  mine.delete(file);
  try { unlinkSync(file); } catch { /* gone already */ }
}

/** The command's output is printed: its decisions were shown. */
export function markShown(): void {
  for (const file of mine) dropUnshown(file);
}

/**
 * The records of the write `written`, if the log still holds them as it was made: all there, at
 * its numbers and of its time; else null. Not all there: the command died before its append ended
 * (the next writer cuts it off); other records at those numbers: a log put back from a copy.
 * Either way nothing was recorded unseen. The one reading of `list` (peekUnshown) and of the notice.
 */
export function stillRecorded<R extends { seq: number; at: string }>(written: Unshown, events: readonly R[]): R[] | null {
  const records = events.slice(written.from - 1, written.to);
  const whole = records.length === written.to - written.from + 1 && records.every((r, i) => r.seq === written.from + i && r.at === written.at);
  return whole ? records : null;
}

/**
 * The writes dead commands left unshown beside `logPath` that the log still holds (stillRecorded;
 * `events` reads its records, only when there is a marker; null: unreadable), oldest first, without taking them:
 * `list` flags the game, and the next command naming it tells them (takeUnshown). A marker this
 * cannot read is left to that command.
 */
export async function peekUnshown(logPath: string, events: () => Promise<readonly { seq: number; at: string }[] | null>): Promise<Unshown[]> {
  const found: Unshown[] = [];
  for (const { file } of deadMarkers(logPath)) {
    try {
      const written = JSON.parse(readFileSync(file, 'utf8')) as Unshown;
      if (Number.isInteger(written.from) && Number.isInteger(written.to) && typeof written.at === 'string') found.push({ from: written.from, to: written.to, at: written.at });
    } catch {
      // Taken by another reader meanwhile, or not a marker chancery wrote.
    }
  }
  if (!found.length) return found;
  const records = await events();
  // A log that cannot be read now: its notice waits for a readable log, and so does the flag.
  if (!records) return [];
  return found.filter((w) => stillRecorded(w, records) !== null).sort((a, b) => a.from - b.from);
}

/**
 * The markers a dead command left beside `logPath`, oldest first, each taken over by this process
 * (renamed to its pid: a second reader does not say it too, and if this one dies before saying it,
 * the next one does). Their files are removed (dropUnshown) once said.
 */
export function takeUnshown(logPath: string): TakenUnshown[] {
  const taken: TakenUnshown[] = [];
  for (const { file: theirs, from } of deadMarkers(logPath)) {
    const started = ownStart();
    const file = join(dirname(theirs), `unshown.${process.pid}${started && /^\d+$/.test(started) ? `-${started}` : ''}.${from}.json`);
    try {
      renameSync(theirs, file);
      const written = JSON.parse(readFileSync(file, 'utf8')) as Unshown;
      taken.push({ file, written });
    } catch {
      // Taken by another reader meanwhile, or not a marker chancery wrote: nothing to say.
      try { unlinkSync(file); } catch { /* not there */ }
    }
  }
  return taken.sort((a, b) => a.written.from - b.written.from);
}

/**
 * The markers beside `logPath` whose writer, or the command that took one over, has ended (not this
 * process, nor a running one of its pid that started when it did): each file, and the first seq of the write it notes (its name's).
 */
function deadMarkers(logPath: string): { file: string; from: string }[] {
  const folder = gameFolder(logPath);
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  const dead: { file: string; from: string }[] = [];
  for (const name of names) {
    const m = MARKER.exec(name);
    if (!m || Number(m[1]) === process.pid || writerRunning(Number(m[1]), () => m[2] ?? startedOf(join(folder, name)))) continue;
    dead.push({ file: join(folder, name), from: m[3] });
  }
  return dead;
}

/** The start time a marker records of its writer, if it holds one. */
function startedOf(file: string): string | null {
  try {
    const started = (JSON.parse(readFileSync(file, 'utf8')) as { started?: unknown }).started;
    return typeof started === 'string' ? started : null;
  } catch {
    return null;
  }
}
