// What a person taking a seat (or one who lost their mail) is sent: the dossier of everything the
// seat knows (rendered from playerView, like every message) and the question the seat has open.
import { pending, type Seat, type State } from '../engine/index.js';
import type { LogFile } from '../log/file.js';
import type { MessageQueued } from '../log/records.js';
import { queueRecords, type Outbox } from '../mail/outbox.js';
import type { PlannedMessage } from '../mail/planner.js';
import { openPromptOf } from './waiting.js';

/** `message-queued` records for the seat's dossier and, when the game waits for it, its open question. */
export function catchUpMessages(log: Pick<LogFile, 'path' | 'header' | 'events'>, state: State, seat: Seat, atSeq: number, outbox: Outbox): MessageQueued[] {
  const plans: PlannedMessage[] = [{ to: seat, kind: 'dossier' }];
  const open = openPromptOf(state, seat);
  if (open) plans.push({ to: seat, kind: open.kind, prompt: open.prompt });
  // The seat voted already in the vote now open: its new player may change that vote until the
  // tally (RULES §2.3), as anyone may, so they get the request too.
  const p = pending(state);
  if (!open && p.kind === 'votes' && p.voted.includes(seat)) plans.push({ to: seat, kind: 'vote-request', prompt: 'votes' });
  return queueRecords(log, state, plans, atSeq, outbox);
}
