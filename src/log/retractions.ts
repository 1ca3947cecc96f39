// The order of undo, checked wherever a log is replayed in full (audit, and every command's read):
// a `retracted` record takes back the last decision in effect and what followed it, one at a time.
// A forged one (two decisions, or starting at an automatic step) would otherwise bring a finished
// game back to life for every command but audit.
import { listedNumbers } from '../input/text.js';
import { AUTOMATIC_EVENT_TYPES, houseRuleSeats, isEngineEvent, type LogRecord } from './records.js';
import type { LogFile } from './file.js';

export interface RetractionProblem {
  kind: 'retraction';
  seq: number;
  line: number;
  rule: string;
  message: string;
  facts: { retraction: 'not-in-effect' | 'not-last' | 'automatic' | 'two-decisions'; seq?: number; taken?: number[]; expected?: number[]; second?: number };
}

/**
 * A retraction (written by `undo`) takes back the last decision in effect: one person-made engine
 * event and the automatic events that followed it, all earlier, none taken back before, and never
 * the deal or the opening shuffle (which are automatic and precede every decision).
 */
export function retractionProblem(log: Pick<LogFile, 'events' | 'lines'>): RetractionProblem | null {
  const effective: LogRecord[] = [];
  for (let i = 0; i < log.events.length; i++) {
    const r = log.events[i];
    if (isEngineEvent(r)) { effective.push(r); continue; }
    if (r.type !== 'retracted') continue;
    const at = { kind: 'retraction' as const, seq: r.seq, line: log.lines[i], rule: 'retractions (docs/log-format.md: undo takes back the last decision)' };
    const start = effective.findIndex((e) => e.seq === r.seqs[0]);
    const tail = start >= 0 ? effective.slice(start).map((e) => e.seq) : [];
    if (start < 0) {
      return { ...at, facts: { retraction: 'not-in-effect', seq: r.seqs[0] }, message: `retracted takes back event ${r.seqs[0]}, which is not an engine event in effect before it` };
    }
    if (tail.join() !== r.seqs.join()) {
      return { ...at, facts: { retraction: 'not-last', expected: tail, taken: r.seqs }, message: `retracted must take back the last decision and everything after it (events ${listedNumbers(tail)}), not ${listedNumbers(r.seqs)}` };
    }
    const [decision, ...rest] = effective.slice(start);
    if (AUTOMATIC_EVENT_TYPES.has(decision.type)) {
      return { ...at, facts: { retraction: 'automatic', seq: decision.seq }, message: `retracted starts at event ${decision.seq} (${decision.type}), which no person decided` };
    }
    // The votes a house rule cast at a deadline are one decision (houseRuleSeats).
    const rule = houseRuleSeats(log.events, decision);
    const person = rest.find((e) => !AUTOMATIC_EVENT_TYPES.has(e.type) && !(rule && e.type === 'vote-cast' && rule.includes(e.seat)));
    if (person) return { ...at, facts: { retraction: 'two-decisions', seq: decision.seq, second: person.seq }, message: `retracted takes back two decisions (events ${decision.seq} and ${person.seq}): undo takes back one at a time` };
    effective.splice(start);
  }
  return null;
}
