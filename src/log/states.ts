// The state after a whole log, remembered by the hash of the log's last record that changes the
// state (an engine event or a retraction): the hash chain makes that hash stand for everything
// before it, and the records after it (mail, replies, claims) leave the state as it is. A write
// knows the state it produced and a command replays its log once or twice (deciding, then
// delivering): the second replay, and the next command's first, start from here instead.
// Only for logs read through the checked path (commit, delivery); audit always replays.
import type { State } from '../engine/types.js';
import { isEngineEvent, type LogRecord } from './records.js';

const known = new Map<string, State>();

/** The key of the state after these records: the hash of the last one that changes it. */
export function stateKey(header: { hash: string }, events: readonly LogRecord[]): string {
  for (let i = events.length - 1; i >= 0; i--) {
    const r = events[i];
    if (r.type === 'retracted' || isEngineEvent(r)) return r.hash;
  }
  return header.hash;
}

export function knownState(key: string): State | undefined {
  return known.get(key);
}

export function rememberState(key: string, state: State): void {
  known.set(key, state);
}
