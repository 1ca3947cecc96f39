// One line of plain English per log record, for the moderator's terminal and `history`.
import type { LogRecord } from '../log/records.js';

export function describeRecord(r: LogRecord, players: string[]): string {
  const n = (s: number) => players[s] ?? `seat ${s + 1}`;
  switch (r.type) {
    case 'roles-dealt': return 'roles dealt';
    case 'deck-shuffled': return `deck shuffled (${r.deck.length} cards)`;
    case 'chancellor-nominated': return `${n(r.president)} nominated ${n(r.chancellor)} for Chancellor`;
    case 'vote-cast': return `${n(r.seat)} voted`;
    case 'votes-tallied': return `votes tallied: Ja ${r.ja.length}, Nein ${r.nein.length}: ${r.elected ? 'elected' : 'failed'}`;
    case 'chaos-enacted': return `chaos: the top policy (${r.policy}) is enacted`;
    case 'policies-drawn': return 'the President drew three policies';
    case 'president-discarded': return 'the President discarded a policy';
    case 'policy-enacted': return `a ${r.policy} policy was enacted`;
    case 'veto-requested': return 'the Chancellor asked for a veto';
    case 'veto-answered': return r.agree ? 'the President agreed to the veto' : 'the President refused the veto';
    case 'loyalty-investigated': return `${n(r.president)} investigated ${n(r.target)}`;
    case 'special-election-called': return `${n(r.president)} called a special election: ${n(r.target)} is the next candidate`;
    case 'policies-peeked': return `${n(r.president)} peeked at the top three policies`;
    case 'player-executed': return `${n(r.president)} executed ${n(r.target)}`;
    case 'game-ended': return `game over: the ${r.winner}s win (${r.reason})`;
    case 'player-replaced': return `${r.name} takes over seat ${r.seat + 1}`;
    case 'retracted': return `took back events ${r.seqs.join(', ')}: ${r.reason}`;
    case 'message-queued': return `message queued for ${n(r.to)}: ${r.kind} [${r.code}]`;
    case 'message-sent': return `message sent ${r.messageId}`;
    case 'message-failed': return `message not sent ${r.messageId}: ${r.error}`;
    case 'reply-received': return `reply from ${r.from}: ${r.outcome}${r.readAs ? ` (${r.readAs})` : ''}`;
    case 'claim-recorded': return `${n(r.seat)} claims as ${r.as} of government ${r.government}: ${r.claim}`;
    case 'deadline-set': return `deadline set: ${r.deadline}`;
    case 'reminder-sent': return `reminder sent to ${r.seats.map(n).join(', ')}`;
    case 'contact-changed': return `contact of ${n(r.seat)} changed`;
    case 'default-applied': return `house rule applied: ${r.detail}`;
  }
}
