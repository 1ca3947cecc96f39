// Replaying a log: the header becomes the game-created event, retracted events are skipped, and
// every engine event folds through `apply`. A refusal is reported with the event's line and seq.
import { listedNumbers } from '../input/text.js';
import { apply, seededSource, type GameCreated, type GameEvent, type RandomSource, type State } from '../engine/index.js';
import { StateRefusal } from '../errors.js';
import { LogError, type LogFile } from './file.js';
import { isEngineEvent, type LogHeader, type LogRecord } from './records.js';
import { knownState, rememberState, stateKey } from './states.js';
import { retractionProblem } from './retractions.js';

export function gameCreatedOf(header: LogHeader): GameCreated {
  return {
    type: 'game-created',
    gameId: header.game,
    players: header.players.map((p) => p.name),
    ruleset: header.ruleset,
    options: header.options,
    firstPresident: header.firstPresident,
    commitment: header.commitment,
  };
}

export interface Replayed {
  log: LogFile;
  state: State;
  /** Engine events in effect (not retracted), with their records. */
  effective: LogRecord[];
  /** Sequence numbers taken back by `retracted` records. */
  retracted: Set<number>;
  /** The engine state after each effective engine event's seq (for `--at`): filled when asked. */
  states?: Map<number, State>;
}

/** Strips the record fields (seq, at, hash) to get the engine event. */
export function toEngineEvent(record: LogRecord): GameEvent {
  const { seq: _s, at: _a, hash: _h, ...event } = record as LogRecord & Record<string, unknown>;
  return event as unknown as GameEvent;
}

/**
 * Replays a log. `known`: the log was read through the checked path (commit, delivery), so the
 * state after it may come from what this process or the log's verified copy remembers (states.ts)
 * when the replay runs to the end; audit and verify never pass it.
 */
export function replayLog(log: LogFile, opts: { upTo?: number; keepStates?: boolean; known?: boolean } = {}): Replayed {
  try {
    if (!opts.known || opts.keepStates) return replayed(log, opts);
    const last = log.events.length ? log.events[log.events.length - 1].seq : 0;
    if (opts.upTo !== undefined && opts.upTo < last) return replayed(log, opts);
    const key = stateKey(log.header, log.events);
    const state = knownState(key);
    if (!state) {
      const full = replayed(log, opts);
      rememberState(key, full.state);
      return full;
    }
    return fromKnownState(log, state);
  } catch (e) {
    if (e instanceof LogError) e.inLang(log.header.lang);
    throw e;
  }
}

/**
 * A replay whose state is known: the walks over the records that give the retracted and effective
 * events run when first asked. Most writes never ask, and on a long game each walk of a thousand
 * records, run once and cold, costs a command about a millisecond. (The log went through the
 * checked path, whose full replay refused any retraction of a later event: the walk finds none.)
 */
function fromKnownState(log: LogFile, state: State): Replayed {
  let retracted: Set<number> | undefined;
  let effective: LogRecord[] | undefined;
  const taken = () => (retracted ??= retractedOf(log));
  return {
    log,
    state,
    get retracted() {
      return taken();
    },
    get effective() {
      if (!effective) {
        const set = taken();
        effective = log.events.filter((r) => isEngineEvent(r) && !set.has(r.seq));
      }
      return effective;
    },
  };
}

function replayed(log: LogFile, opts: { upTo?: number; keepStates?: boolean }): Replayed {
  const retracted = retractedOf(log);
  if (retracted.size) {
    const problem = retractionProblem(log);
    if (problem) {
      const { retraction, ...facts } = problem.facts;
      throw new LogError(log.path, problem.line, problem.seq, problem.message, 'rule')
        .saying('log-retraction', { variant: retraction, seq: facts.seq ?? '', second: facts.second ?? '', taken: listedNumbers(facts.taken ?? []), expected: listedNumbers(facts.expected ?? []) });
    }
  }
  const created = apply(null, gameCreatedOf(log.header));
  if (!created.ok) throw new LogError(log.path, log.headerLine, null, `header: ${created.error.message} (${created.error.rule})`, 'rule').saying('log-header-breaks-rule', {}, created.error).inTheme(log.header.theme);
  let state = created.state;
  const effective: LogRecord[] = [];
  const states = opts.keepStates ? new Map<number, State>([[0, state]]) : undefined;
  for (let i = 0; i < log.events.length; i++) {
    const record = log.events[i];
    if (opts.upTo !== undefined && record.seq > opts.upTo) break;
    if (!isEngineEvent(record) || retracted.has(record.seq)) continue;
    const result = apply(state, toEngineEvent(record));
    if (!result.ok) {
      throw new LogError(log.path, lineOf(log, record.seq), record.seq,
        `${record.type}: ${result.error.message} (rule broken: ${result.error.rule}; code ${result.error.code})`, 'rule')
        .saying('log-event-breaks-rule', { type: record.type, code: result.error.code }, result.error)
        // Its rule is worded in the log's own theme wherever the error is shown (a folder's list too).
        .inTheme(log.header.theme);
    }
    state = result.state;
    effective.push(record);
    states?.set(record.seq, state);
  }
  return { log, state, effective, retracted, states };
}

/** The seqs taken back by `retracted` records (each must take back an earlier event). */
function retractedOf(log: LogFile): Set<number> {
  const retracted = new Set<number>();
  for (let i = 0; i < log.events.length; i++) {
    const r = log.events[i];
    if (r.type === 'retracted') {
      for (const s of r.seqs) {
        if (s >= r.seq) throw new LogError(log.path, lineOf(log, r.seq), r.seq, `retracted: can only take back earlier events, not ${s}`, 'rule').saying('log-retracts-later', { seq: s });
        retracted.add(s);
      }
    }
  }
  return retracted;
}

export function lineOf(log: LogFile, seq: number): number {
  return log.lines[seq - 1] ?? 0;
}

/** The game's randomness: the seeded generator; an imported game without a seed cannot shuffle anew. */
export function randomSourceOf(log: Pick<LogFile, 'header'>): RandomSource {
  if (log.header.seed) return seededSource(log.header.seed);
  const fail = (): never => {
    throw new StateRefusal(`${log.header.game} has no seed (it was imported): its shuffles must be recorded in the log`)
      .saying('no-seed', { game: log.header.game }).inLang(log.header.lang);
  };
  return { deal: fail, shuffle: fail };
}
