// What a game command returns: the events it appended (as short lines for the moderator), what the
// game waits for now, and the public view. `--json` prints this object as it is.
import { publicView, pending, describePending, type PublicView, type State } from '../engine/index.js';
import type { LogRecord } from '../log/records.js';
import type { DecisionOutcome } from './session.js';
import { describeRecord } from './describe.js';

export interface GameOutcome {
  game: string;
  path: string;
  appended: { seq: number; type: string; text: string }[];
  waitingFor: string;
  pendingKind: string;
  view: PublicView;
}

export function outcomeOf(path: string, outcome: DecisionOutcome<unknown>): GameOutcome {
  return summarize(path, outcome.state, outcome.appended);
}

export function summarize(path: string, state: State, appended: LogRecord[]): GameOutcome {
  return {
    game: state.setup.gameId,
    path,
    appended: appended.map((r) => ({ seq: r.seq, type: r.type, text: describeRecord(r, state.players) })),
    waitingFor: describePending(state),
    pendingKind: pending(state).kind,
    view: publicView(state),
  };
}
