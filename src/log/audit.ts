// Auditing a log: every check a reader can make from the file alone, stopping at the first
// problem with its sequence number, line and rule. Order: YAML and shape, sequence numbers, the
// header hash, the event chain, retractions, the legality of every event (so a log re-hashed after
// an illegal edit is still caught), then the seed when the log carries it.
import { FileRefused, readRegular, SIZE_LIMITS, type FileProblem } from '../input/files.js';
import { unfinishedAppend } from './append.js';
import { readYamlText } from '../input/yaml.js';
import { automaticDue, type State } from '../engine/index.js';
import type { RuleError } from '../engine/errors.js';
import type { Said } from '../errors.js';
import { LogError, parseLog, type LogFile } from './file.js';
import { eventHash, headerHash } from './hash.js';
import { gameEndedRecord, type Lang, type LogRecord, type ThemeName } from './records.js';
import { replayLog } from './replay.js';
import { retractionProblem } from './retractions.js';
import { logOnlyProblem, type LogOnlyFacts } from './log-only.js';
import { LANGS, THEMES } from '../settings.js';
import { headerLines } from './header-lines.js';
import { checkSeed, type SeedMismatch, type SeedMismatchVariant } from './verify.js';

export type AuditProblemKind =
  | 'io' | 'yaml' | 'shape' | 'version' | 'header-changed' | 'event-changed' | 'event-inserted'
  | 'event-deleted' | 'sequence-changed' | 'events-reordered' | 'retraction' | 'illegal-event' | 'automatic-missing' | 'log-only' | 'seed'
  | 'truncated';

export interface AuditProblem {
  kind: AuditProblemKind;
  seq: number | null;
  line: number;
  /** The rule broken, or the check that failed. */
  rule: string;
  message: string;
  /** The numbers the message names (events, sequence numbers), for its wording in the log's language. */
  facts?: {
    twice?: number; missing?: number[]; missingFrom?: number; missingTo?: number; stands?: number; belongs?: number; seq?: number; swapped?: number; before?: number;
    /** For a retraction out of undo's order: which rule it breaks, the events it takes back and those it should have. */
    retraction?: 'not-in-effect' | 'not-last' | 'automatic' | 'two-decisions'; taken?: number[]; expected?: number[]; second?: number;
  } & Partial<LogOnlyFacts>; // For a log-only record that does not hold for the game (log-only.ts).
  /** For an illegal event (or a missing automatic one): the engine's rule error, worded per language (templates/<lang>/rules.yaml). */
  refusal?: RuleError;
  /** For a seed problem: which comparison failed, and what the seed gives and the log has (see SeedMismatch). */
  seedMismatch?: SeedMismatchVariant;
  expected?: SeedMismatch['expected'];
  found?: SeedMismatch['found'];
  k?: number;
  /** For a log that does not parse: the problem's code and facts (templates/<lang>/errors.yaml). */
  said?: Said;
  /** For a file that could not be read: why, for its wording in the log's language (a batch's). */
  file?: FileProblem;
  /** With --json: the problem and its check and rule as the verdict says them, in the log's language and theme. */
  text?: string;
  checkText?: string;
}

export interface AuditResult {
  log: string;
  game?: string;
  ok: boolean;
  events: number;
  retracted: number;
  /** The checks that ran, in order (all of them passed when ok). */
  checks: string[];
  seeded: boolean;
  /** The commitment the header carries; null for an imported game (its orders were recorded, not generated). */
  commitment: string | null;
  /** Where an imported game came from (the header's `source`). */
  source?: string;
  problem?: AuditProblem;
  winner?: { winner: string; reason: string };
  /** The game-ended event: the game-over post publishes it, so a copy cut short or changed is caught. */
  ended?: { seq: number; hash: string };
  /**
   * A log rewritten by `migrate` after the game (its header's `migrated.ended`): the game-ended event
   * of the old file, which the game-over post published, and the old format version.
   */
  endedBeforeMigration?: { seq: number; hash: string; fromVersion: number };
  /** The log's last record: a copy cut short where a person acts next still audits clean, but ends elsewhere. */
  last?: { seq: number; hash: string };
  /** The game's language and theme (once the header is read): the verdict is printed in them. */
  lang?: Lang;
  theme?: ThemeName;
  /**
   * A clean log whose times go back: the first record written (its `at`) before the record above it,
   * that one, and how many records do so. A warning, not a failure: the hash chain proves the
   * order, the rules read no time, and an honest log can carry it (written before chancery took a
   * write's time under the log's lock, 2026-12-07, or on a machine whose clock was set back).
   */
  timesBack?: { seq: number; line: number; at: string; previousSeq: number; previousAt: string; count: number };
  /** Bytes `from` to `found` at the end of the file left out: an append noted in the lock file, not all there (it would end at `to`). */
  unfinishedAppend?: { from: number; to: number; found: number };
}

const CHAIN_RULE = 'hash chain (docs/log-format.md: each hash covers the event and the hash before it)';

export function auditFile(path: string): AuditResult {
  let bytes: Buffer;
  try {
    bytes = readRegular(path, SIZE_LIMITS.log).bytes;
  } catch (e) {
    return fail(path, [], { kind: 'io', seq: null, line: 0, rule: 'the log must be a readable regular file', message: `cannot read ${path}: ${(e as Error).message}`, ...(e instanceof FileRefused ? { file: e.problem } : {}) });
  }
  // The moderator's log beside its lock file: an append in progress, or cut short by a crash, is
  // not the log yet (every command takes it so); the verdict is on the rest, and says so.
  const cut = unfinishedAppend(path, bytes);
  if (!cut) return auditText(bytes.toString('utf8'), path);
  return { ...auditText(bytes.subarray(0, cut.from).toString('utf8'), path), unfinishedAppend: { from: cut.from, to: cut.to, found: bytes.length } };
}

export function auditText(text: string, path: string): AuditResult {
  const checks: string[] = [];
  let log: LogFile;
  try {
    log = parseLog(text, path, { checkHashes: false, private: false });
  } catch (e) {
    if (!(e instanceof LogError)) throw e;
    // A header of a format version this chancery does not know is not read for its game or commitment.
    const header = e.code === 'version' ? headerLines(text) : headerLanguage(text);
    const cut = e.code === 'version' ? null : cutShort(text, e.line);
    if (cut) return { ...fail(path, checks, cut), ...header };
    if (e.code === 'sequence') return { ...fail(path, checks, sequenceProblem(text, e)), ...header };
    const kind = e.code === 'yaml' ? 'yaml' : e.code === 'version' ? 'version' : 'shape';
    const said = e.said ? { said: e.said } : {};
    return { ...fail(path, checks, { kind, seq: e.seq, line: e.line, rule: 'the log format (docs/log-format.md)', message: e.problem, ...said }), ...header };
  }
  checks.push('format', 'sequence numbers');
  const base = { game: log.header.game, events: log.events.length, seeded: Boolean(log.header.seed), commitment: log.header.commitment, ...(log.header.source ? { source: log.header.source } : {}), lang: log.header.lang, theme: log.header.theme };

  if (headerHash(log.header as never) !== log.header.hash) {
    // Whether the change touched the randomness: the seed the header carries no longer gives its commitment.
    const seed = log.header.seed ? checkSeed(log, log.header.seed).mismatches.find((m) => m.variant === 'commitment') : undefined;
    const message = `the header was changed after it was written (its hash does not match)${seed ? '; and its seed does not give its commitment either: the seed, the commitment, the game id or the seat list was changed' : ''}`;
    return { ...fail(path, checks, { kind: 'header-changed', seq: null, line: log.headerLine, rule: CHAIN_RULE, message, ...(seed ? { seedMismatch: seed.variant, ...seedValues(seed) } : {}) }), ...base };
  }
  const broken = chainProblem(log);
  if (broken) return { ...fail(path, checks, broken), ...base };
  checks.push('hash chain');

  const retraction = retractionProblem(log);
  if (retraction) return { ...fail(path, checks, retraction), ...base };
  checks.push('retractions');

  let state: State;
  let retracted: number;
  try {
    const replayed = replayLog(log);
    state = replayed.state;
    retracted = replayed.retracted.size;
  } catch (e) {
    if (!(e instanceof LogError)) throw e;
    const rule = /rule broken: ([^;]+);/.exec(e.problem)?.[1] ?? 'the rules (RULES.md)';
    return { ...fail(path, checks, { kind: 'illegal-event', seq: e.seq, line: e.line, rule, message: e.problem, ...(e.said?.rule ? { refusal: e.said.rule } : {}) }), ...base };
  }
  // Every write ends where a person acts next: a log that stops before an automatic event the
  // rules require (above all a won game's game-ended record) is a copy cut short.
  const due = automaticDue(state);
  if (due) {
    const at = log.events.length - 1;
    return { ...fail(path, checks, { kind: 'automatic-missing', seq: at >= 0 ? log.events[at].seq : null, line: at >= 0 ? log.lines[at] : log.headerLine, rule: due.rule, message: due.message, refusal: due }), ...base };
  }
  checks.push('every event legal', 'shuffles hold exactly the deck and discards');

  const record = logOnlyProblem(log);
  if (record) return { ...fail(path, checks, record), ...base };
  checks.push('log-only records match the game');

  if (log.header.seed) {
    const seed = checkSeed(log, log.header.seed);
    const first = seed.mismatches[0];
    if (first) return { ...fail(path, checks, { kind: 'seed', seq: first.seq, line: first.line, rule: 'the seeded generator (docs/log-format.md)', message: first.what, seedMismatch: first.variant, ...seedValues(first) }), ...base };
    checks.push('deal and shuffles follow from the seed', 'commitment');
  }
  const ended = gameEndedRecord(log.events);
  const before = log.header.migrated?.ended;
  const over = state.phase.name === 'over'
    ? { winner: { winner: state.phase.winner, reason: state.phase.reason }, ...(ended ? { ended } : {}), ...(ended && before ? { endedBeforeMigration: { ...before, fromVersion: log.header.migrated!.fromVersion } } : {}) }
    : {};
  const final = log.events[log.events.length - 1];
  const back = timesBack(log);
  return { log: path, ok: true, checks, retracted, ...base, ...over, ...(final ? { last: { seq: final.seq, hash: final.hash } } : {}), ...(back ? { timesBack: back } : {}) };
}

/** What a seed mismatch compares, those of its values it has. */
function seedValues(m: SeedMismatch): Pick<AuditProblem, 'expected' | 'found' | 'k'> {
  return { ...(m.expected !== undefined ? { expected: m.expected } : {}), ...(m.found !== undefined ? { found: m.found } : {}), ...(m.k !== undefined ? { k: m.k } : {}) };
}

/** The first record of `log` written before the one above it (by its `at`), and how many are. */
function timesBack(log: LogFile): AuditResult['timesBack'] {
  let first: AuditResult['timesBack'];
  let count = 0;
  for (let i = 1; i < log.events.length; i++) {
    const e = log.events[i];
    const previous = log.events[i - 1];
    if (!(Date.parse(e.at) < Date.parse(previous.at))) continue;
    count++;
    first ??= { seq: e.seq, line: log.lines[i], at: e.at, previousSeq: previous.seq, previousAt: previous.at, count: 0 };
  }
  return first && { ...first, count };
}

function fail(path: string, checks: string[], problem: AuditProblem): AuditResult {
  return { log: path, ok: false, events: 0, retracted: 0, checks, seeded: false, commitment: null, problem };
}

/**
 * What a header says when the rest of the log could not be read: its language and theme (the
 * verdict is said in them), and its game, commitment and whether it carries its seed (so that
 * --json does not give a readable header's log the null commitment of an imported game).
 */
function headerLanguage(text: string): Partial<Pick<AuditResult, 'lang' | 'theme' | 'game' | 'commitment' | 'seeded'>> {
  let raw: { lang?: unknown; theme?: unknown; game?: unknown; commitment?: unknown; seed?: unknown } | null;
  try {
    raw = readYamlText(text) as typeof raw;
  } catch {
    // Not YAML as a whole (a line broken further down): the header's own lines may still name them.
    const game = /^game:\s*["']?([A-Za-z0-9][A-Za-z0-9._-]{0,63})["']?\s*$/m.exec(text)?.[1];
    const commitment = /^commitment:\s*["']?([0-9a-f]{64})["']?\s*$/m.exec(text)?.[1];
    return { ...headerLines(text), ...(game ? { game } : {}), ...(commitment ? { commitment } : {}), ...(/^seed:\s*["']?[0-9a-f]{64}/m.test(text) ? { seeded: true } : {}) };
  }
  if (raw === null || typeof raw !== 'object') return {};
  const lang = (LANGS as readonly unknown[]).includes(raw.lang) ? raw.lang as Lang : undefined;
  const theme = (THEMES as readonly unknown[]).includes(raw.theme) ? raw.theme as ThemeName : undefined;
  return {
    ...(lang ? { lang, ...(theme ? { theme } : {}) } : {}),
    ...(typeof raw.game === 'string' ? { game: raw.game } : {}),
    ...(typeof raw.commitment === 'string' || raw.commitment === null ? { commitment: raw.commitment } : {}),
    ...(typeof raw.seed === 'string' ? { seeded: true } : {}),
  };
}

/**
 * A log that does not read because the file stops inside its last record (a copy or a download
 * interrupted): the problem found there (`line`) is in that record, and the record has no complete
 * hash, the line every record ends with. Said as such, at the record's first line, rather than as
 * the field the cut happened to break. (A last record that is whole but broken is the format's.)
 */
function cutShort(text: string, line: number): AuditProblem | null {
  const events = /^events:/m.exec(text);
  if (!events) return null;
  let item: RegExpExecArray | null = null;
  const items = /^[ \t]*- /gm;
  items.lastIndex = events.index;
  for (let m = items.exec(text); m; m = items.exec(text)) item = m;
  if (!item) return null;
  const start = text.slice(0, item.index).split('\n').length;
  const record = text.slice(item.index);
  // A record begins with its seq (or the file stops inside that word): another item is no record cut short.
  const first = record.slice(item[0].length).split('\n')[0].trimEnd();
  if (!first.startsWith('seq:') && !'seq:'.startsWith(first)) return null;
  if (line < start || /^[ \t]*hash:[ \t]*[0-9a-f]{64}[ \t]*\r?$/m.test(record)) return null;
  const number = /^[ \t]*- seq:[ \t]*(\d+)/.exec(record);
  const seq = number ? Number(number[1]) : null;
  return {
    kind: 'truncated', seq, line: start, rule: 'the log format (docs/log-format.md)', facts: { ...(seq !== null ? { seq } : {}) },
    message: `the file ends inside ${seq !== null ? `event ${seq}` : 'its last record'}: it was cut short (the record has no complete hash, which every record ends with); ask for the whole file`,
  };
}

/**
 * The most events a gap in the numbering can stand for: a log holds at most SIZE_LIMITS.log bytes,
 * and a record (seq, at, type, a 64-digit hash) takes more than 64 of them. A larger jump is a
 * number changed, not events deleted (a forged `seq: 99999999999999999999` must neither be counted
 * up to nor listed).
 */
const MOST_DELETED = SIZE_LIMITS.log / 64;
/** Deleted numbers up to this many are listed one by one; more are said as a range. */
const LISTED = 20;

/**
 * Sequence numbers out of order, at the first record whose number is not the next one: an insertion
 * (a number twice), a deletion (a gap the records after it continue from), a number changed (the
 * records after it go on from where it should have stood) or a reordering. Linear in the records.
 */
function sequenceProblem(text: string, e: LogError): AuditProblem {
  const raw = (readYamlText(text) as { events?: { seq?: unknown }[] }).events ?? [];
  const seqs = raw.map((r) => r?.seq);
  const base = { seq: e.seq, line: e.line, rule: CHAIN_RULE };
  const seen = new Set<unknown>();
  const twice = seqs.find((s) => (seen.has(s) ? true : (seen.add(s), false)));
  if (twice !== undefined) return { ...base, kind: 'event-inserted', facts: { twice: Number(twice) }, message: `an event was inserted: sequence number ${String(twice)} appears twice` };
  const at = seqs.findIndex((s, i) => s !== i + 1);
  const found = seqs[at];
  const expected = at + 1;
  const next = seqs[at + 1];
  if (typeof found === 'number' && Number.isSafeInteger(found) && found > expected && found - expected <= MOST_DELETED && (typeof next !== 'number' || next === found + 1)) {
    const count = found - expected;
    if (count <= LISTED) {
      const missing = Array.from({ length: count }, (_, k) => expected + k);
      return { ...base, kind: 'event-deleted', facts: { missing }, message: `event${count > 1 ? 's' : ''} ${missing.join(', ')} ${count > 1 ? 'were' : 'was'} deleted` };
    }
    return { ...base, kind: 'event-deleted', facts: { missingFrom: expected, missingTo: found - 1 }, message: `events ${expected}–${found - 1} were deleted (${count} events)` };
  }
  if (next === expected + 1 || (next === undefined && typeof found === 'number')) {
    return { ...base, kind: 'sequence-changed', facts: { stands: Number(found), belongs: expected }, message: `the sequence number of event ${expected} was changed to ${String(found)} (the records after it are numbered as they should be)` };
  }
  return { ...base, kind: 'events-reordered', facts: { stands: Number(found), belongs: expected }, message: `events were reordered: event ${String(found)} stands where event ${expected} belongs` };
}

/** The first event whose hash does not follow, with the likeliest edit that explains it. */
function chainProblem(log: LogFile): AuditProblem | null {
  let previous = log.header.hash;
  const ev = log.events;
  for (let i = 0; i < ev.length; i++) {
    const r = ev[i];
    if (eventHash(previous, r as never) !== r.hash) {
      const next = ev[i + 1];
      const follows = (record: LogRecord, seq: number, from: string) => eventHash(from, { ...record, seq } as never) === record.hash;
      const at = { seq: r.seq, line: log.lines[i], rule: CHAIN_RULE };
      if (next && follows(next, r.seq, previous) && follows(r, next.seq, next.hash))
        return { ...at, kind: 'events-reordered', facts: { seq: r.seq, swapped: next.seq }, message: `events ${r.seq} and ${next.seq} were swapped: event ${next.seq} (${next.type}) was written before event ${r.seq} (${r.type})` };
      if (next && follows(next, next.seq - 1, previous))
        return { ...at, kind: 'event-inserted', facts: { seq: r.seq }, message: `event ${r.seq} (${r.type}) was inserted: the event after it follows directly from the one before it` };
      if (next && follows(next, next.seq + 1, r.hash) && r.seq === i + 1)
        return { ...at, kind: 'event-deleted', facts: { before: r.seq }, message: `an event before event ${r.seq} was deleted (and the events after it renumbered)` };
      return { ...at, kind: 'event-changed', facts: { seq: r.seq }, message: `event ${r.seq} (${r.type}) was changed after it was written: its hash does not follow from the event before it` };
    }
    previous = r.hash;
  }
  return null;
}

