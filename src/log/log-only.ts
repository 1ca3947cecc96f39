// The log-only records against the game: the rules do not read them, but each says something of
// the game that a replay can check (docs/log-format.md §6 step 4). A reply recorded as saying again
// the answer that stands must name an answer of that seat to that question standing then; a reply
// recorded as applied follows the engine event its write applied; a message is queued for a seat of
// the game, rendered from an earlier point; a delivery names a queued message. What a reply was
// read as is private (§2a), so a reply recorded as repeating the vote that stood where the player
// changed it still holds: only the player, who has chancery's answer, can tell.
import { AUTOMATIC_EVENT_TYPES, isEngineEvent, type LogRecord } from './records.js';
import { deadlinePhaseOpener, phaseDeadline } from './deadlines.js';
import type { LogFile } from './file.js';

/** The question a reply answers (its `prompt`), and the engine events that answer it. */
const ANSWERS: Record<string, readonly string[]> = {
  'votes': ['vote-cast'],
  'president-discard': ['president-discarded'],
  'chancellor-enact': ['policy-enacted', 'veto-requested'],
  'veto-answer': ['veto-answered'],
};

export type LogOnlyVariant = 'not-standing' | 'repeats-other' | 'repeats-not-repeated' | 'not-applied' | 'replaces-other' | 'vote-of-other' | 'no-seat' | 'rendered-later' | 'never-queued' | 'more-delivered' | 'not-house-rule' | 'not-defaulted' | 'claim-no-government' | 'claim-not-in-office' | 'before-deadline' | 'no-vote-cast' | 'deadline-past' | 'deadline-other-phase';

export interface LogOnlyProblem {
  kind: 'log-only';
  seq: number;
  line: number;
  rule: string;
  message: string;
  facts: LogOnlyFacts;
}

/** Which check a log-only record fails, and what it names (audit words it from these in the log's language). */
export interface LogOnlyFacts {
  logOnly: LogOnlyVariant; seat?: number; player?: string; prompt?: string; repeats?: number; atSeq?: number; delivered?: number; queued?: number; vote?: string; rule?: string; government?: number; as?: string;
  /** For a changed vote's `replaces`: the vote it names, and the one that stood (null: none, nothing replaced). */
  replaces?: 'ja' | 'nein'; standingVote?: 'ja' | 'nein' | null;
  /** For a newcomer's changed vote's `replacesVoteOf`: the player it names, and the seat's former player who cast the vote that stood (null: none, or the seat's holder now). */
  replacesVoteOf?: string; voteOf?: string | null;
  /** For a reply recorded as applied with no answer of its own: the applied replies of its seat before it in its write. */
  earlier?: number;
  /** For a house-rule record: the vote its seat had cast before (the rule casts only missing votes), the deadline not yet passed. */
  votedBefore?: 'ja' | 'nein'; deadline?: string;
  /** For a deadline-set: the event it names (`phaseSeq`), and the one that opened the phase then (null: none, the game over). */
  phaseSeq?: number; opener?: number | null;
}

/** A reply's write: the run of reply records it stands in (indices in log.events) and the engine events before them (indices in effective). */
interface ReplyWrite { replies: number[]; block: number[] }

export const LOG_ONLY_RULE = 'log-only records (docs/log-format.md §6: each holds for the game as replayed at its point)';

/** An answer as a reply names it, in English: "vote", "discard", … */
const ANSWER_WORDS: Record<string, string> = { 'votes': 'vote', 'president-discard': 'discard', 'chancellor-enact': 'enactment', 'veto-answer': 'veto answer' };

/** A vote as a ballot says it. */
const ballot = (vote: string) => (vote === 'ja' ? 'Ja' : vote === 'nein' ? 'Nein' : vote);

/**
 * The first log-only record that does not hold for the game as replayed up to it. Call on a log
 * whose chain and retractions are checked (a retraction then takes back the last decision in effect).
 */
export function logOnlyProblem(log: Pick<LogFile, 'header' | 'events' | 'lines'>): LogOnlyProblem | null {
  const effective: LogRecord[] = [];
  const names = log.header.players.map((p) => p.name);
  const queuedIds = new Set<string>();
  let queued = 0;
  let delivered = 0;
  /** Drops since the last retraction: an undo may open their question again, to send it or drop it anew. */
  let droppedSinceUndo = 0;
  /** The government each answering event belongs to: the nomination in effect before it. */
  const government = (i: number) => {
    for (let k = i; k >= 0; k--) if (effective[k].type === 'chancellor-nominated') return effective[k] as LogRecord & { president: number; chancellor: number };
    return undefined;
  };
  /** Whether effective[i] is `seat`'s answer to a question of kind `prompt` (the seat that had to give it). */
  const answerOf = (i: number, prompt: string, seat: number) => {
    const e = effective[i];
    if (!ANSWERS[prompt]?.includes(e.type)) return false;
    if (e.type === 'vote-cast') return e.seat === seat;
    const g = government(i);
    return !!g && (e.type === 'policy-enacted' || e.type === 'veto-requested' ? g.chancellor : g.president) === seat;
  };
  /**
   * Whether the vote effective[k] still stood when the reply log.events[i] was read: no later vote
   * of its seat in the same vote, but one its own write cast for a reply of the seat it read after
   * this one (a write puts its engine events before its records, so a vote applied from a later
   * mail of the same batch comes first in the file).
   */
  const standing = (k: number, i: number, write: ReplyWrite) => {
    const e = effective[k];
    if (e.type !== 'vote-cast') return true;
    for (let j = k + 1; j < effective.length; j++) {
      const later = effective[j];
      if (later.type === 'player-replaced') continue;
      if (later.type !== 'vote-cast') return true;
      if (later.seat !== e.seat) continue;
      const readAfter = write.block.includes(j) && write.replies.some((x) => x > i && ownAnswer(x, write) === j);
      if (!readAfter) return false;
    }
    return true;
  };
  /**
   * The engine events of the write whose records begin at log.events[start]: those just before it
   * with its time (their indices in effective). A write puts its engine events first and its
   * records right after them; engine events of the same time before them may be another write's
   * (made in the same millisecond, or under a fixed clock): a check takes the last ones it needs.
   */
  const engineBefore = (start: number): number[] => {
    const at = log.events[start].at;
    const block: number[] = [];
    for (let j = start - 1; j >= 0 && isEngineEvent(log.events[j]) && log.events[j].at === at; j--) {
      const k = effective.indexOf(log.events[j]);
      if (k >= 0) block.unshift(k);
    }
    return block;
  };
  /**
   * The write of the reply log.events[i]: the run of reply records it stands in (their indices in
   * log.events; a write records its replies right after its engine events) and those engine events.
   */
  const writeOf = (i: number): ReplyWrite => {
    const at = log.events[i].at;
    const isReply = (j: number) => log.events[j]?.type === 'reply-received' && log.events[j].at === at;
    let start = i;
    while (start > 0 && isReply(start - 1)) start--;
    const replies: number[] = [];
    for (let j = start; isReply(j); j++) replies.push(j);
    return { replies, block: engineBefore(start) };
  };
  /**
   * The answer that applied the reply log.events[i] (recorded as applied), as its index in
   * effective; else how many applied replies of its seat to its question come before it in its
   * write. The n replies of a seat to a question its write records as applied go, in order, with
   * the last n answers of the seat to it among the write's engine events. A reply applied has an
   * answer of its own: a write that records two applied replies of a seat and casts one vote of it
   * recorded a reply it did not apply.
   */
  const ownAnswer = (i: number, write: ReplyWrite): number | { earlier: number } => {
    const r = log.events[i] as LogRecord & { seat: number; prompt: string };
    const mine = write.replies.filter((j) => {
      const reply = log.events[j] as LogRecord & { seat: number | null; outcome: string; prompt?: string };
      return reply.seat === r.seat && reply.outcome === 'applied' && reply.prompt === r.prompt;
    });
    const index = mine.indexOf(i);
    const answers = write.block.filter((k) => answerOf(k, r.prompt, r.seat));
    if (index < 0) return { earlier: 0 };
    if (answers.length < mine.length) return index < answers.length ? answers[index] : { earlier: index };
    return answers[answers.length - mine.length + index];
  };
  /**
   * The vote of `seat` that stood just before effective[k] (a vote-cast), as its index in
   * effective: its last vote since the nomination (a replacement mid-vote keeps the seat's vote),
   * or null before its first.
   */
  const standingBefore = (k: number, seat: number): number | null => {
    for (let j = k - 1; j >= 0; j--) {
      const e = effective[j];
      if (e.type === 'player-replaced') continue;
      if (e.type !== 'vote-cast') return null;
      if (e.seat === seat) return j;
    }
    return null;
  };
  const voteBefore = (k: number, seat: number): 'ja' | 'nein' | null => {
    const j = standingBefore(k, seat);
    return j === null ? null : (effective[j] as LogRecord & { vote: 'ja' | 'nein' }).vote;
  };
  /** Who held `seat` when effective[k] was applied: the dealt player, or the last to take it over before. */
  const holderWhen = (k: number, seat: number): string => {
    let name = log.header.players[seat]?.name ?? '';
    for (let j = 0; j < k; j++) {
      const e = effective[j];
      if (e.type === 'player-replaced' && e.seat === seat) name = e.name;
    }
    return name;
  };
  for (let i = 0; i < log.events.length; i++) {
    const r = log.events[i];
    if (isEngineEvent(r)) {
      effective.push(r);
      if (r.type === 'player-replaced') names[r.seat] = r.name;
      continue;
    }
    const at = { kind: 'log-only' as const, seq: r.seq, line: log.lines[i], rule: LOG_ONLY_RULE };
    const who = (seat: number) => `${names[seat] ?? 'seat'} (seat ${seat + 1})`;
    const noSeat = (seat: number) => ({ ...at, facts: { logOnly: 'no-seat' as const, seat }, message: `${r.type} names seat ${seat + 1}, which the game does not have` });
    switch (r.type) {
      case 'retracted': {
        // Well formed (checked before): it takes back the tail of the events in effect.
        // A message dropped before (its question closed, answered, or its seat changed hands) waits
        // again once an undo takes back what dropped it: it may be sent or dropped once more.
        delivered -= droppedSinceUndo;
        droppedSinceUndo = 0;
        const start = effective.findIndex((e) => e.seq === r.seqs[0]);
        if (start >= 0) effective.splice(start);
        // Taken back, a replacement gives the seat back its earlier player's name.
        names.splice(0, names.length, ...log.header.players.map((p) => p.name));
        for (const e of effective) if (e.type === 'player-replaced') names[e.seat] = e.name;
        break;
      }
      case 'reply-received': {
        if (r.seat !== null && r.seat >= names.length) return noSeat(r.seat);
        // Only a reply that said again the answer that stands names the answer it repeats.
        if (r.repeats !== undefined && r.outcome !== 'already-recorded') {
          const seat = r.seat ?? undefined;
          return {
            ...at, facts: { logOnly: 'repeats-not-repeated', ...(seat !== undefined ? { seat, player: names[seat] } : {}), repeats: r.repeats },
            message: `a reply${seat !== undefined ? ` of ${who(seat)}` : ''} recorded as ${r.outcome} names an answer it says again (repeats: ${r.repeats}), but only a reply recorded as already-recorded says one again: expected no repeats field`,
          };
        }
        const write = writeOf(i);
        const applied = r.seat !== null && r.outcome === 'applied' && !!r.prompt && !!ANSWERS[r.prompt];
        /** The engine event that applied this reply (its index in effective): its own answer in its write. */
        let own: number | undefined;
        if (applied) {
          const found = ownAnswer(i, write);
          if (typeof found !== 'number') {
            const answer = ANSWER_WORDS[r.prompt!];
            const why = found.earlier
              ? `its write recorded no ${answer} of that seat beyond ${found.earlier === 1 ? 'the one that applied the reply' : `the ${found.earlier} that applied the replies`} recorded as applied before it`
              : `no ${answer} of that seat was recorded with it`;
            return { ...at, facts: { logOnly: 'not-applied', seat: r.seat!, player: names[r.seat!], prompt: r.prompt!, ...(found.earlier ? { earlier: found.earlier } : {}) }, message: `a reply of ${who(r.seat!)} is recorded as applied, but ${why}` };
          }
          own = found;
        }
        // The vote this reply cast, and the seat's vote that stood just before it (`stood`: its index
        // in effective), which `replaces` and `replacesVoteOf` name; any other reply replaces nothing.
        const cast = own !== undefined && r.prompt === 'votes' ? effective[own] as LogRecord & { vote: 'ja' | 'nein' } : undefined;
        const stood = cast ? standingBefore(own!, r.seat!) : null;
        const standingVote = stood === null ? null : (effective[stood] as LogRecord & { vote: 'ja' | 'nein' }).vote;
        const replySeat = r.seat ?? undefined;
        const whom = replySeat === undefined ? 'a reply' : `a reply of ${who(replySeat)}`;
        const seatFacts = replySeat !== undefined ? { seat: replySeat, player: names[replySeat] } : {};
        const castFacts = { ...(cast ? { vote: cast.vote } : {}), ...(r.prompt ? { prompt: r.prompt } : {}) };
        // A changed vote names the seat's vote it replaces: the other vote standing just before
        // the vote that applied it. Logs written before 2026-12-07 have no `replaces`: its absence
        // is not checked.
        if (r.replaces !== undefined) {
          const expected = cast && standingVote !== null && standingVote !== cast.vote ? standingVote : null;
          if (r.replaces !== expected) {
            const why = expected !== null
              ? `the vote of that seat standing before it was ${ballot(expected)}`
              : !cast
                ? 'it cast no vote that could replace one'
                : r.replaces === cast.vote ? `it is the vote it cast itself (${ballot(cast.vote)}), and no other vote of that seat stood before it` : 'no vote of that seat stood before it';
            return {
              ...at, facts: { logOnly: 'replaces-other', ...seatFacts, replaces: r.replaces, standingVote: expected, ...castFacts },
              message: `${whom} is recorded as replacing the vote ${ballot(r.replaces)} (replaces: ${r.replaces}), but ${why}: expected ${expected === null ? 'no replaces field' : `replaces: ${expected}`}`,
            };
          }
        }
        // A newcomer's vote over the one the seat's former player cast before the seat changed hands
        // names that player (RULES §5: the vote is whoever cast it). Logs written before 2026-12-07
        // have no `replacesVoteOf`: its absence is not checked.
        if (r.replacesVoteOf !== undefined) {
          const caster = stood === null ? null : holderWhen(stood, r.seat!);
          const expected = caster !== null && caster !== holderWhen(own!, r.seat!) ? caster : null;
          if (r.replacesVoteOf !== expected) {
            const why = expected !== null
              ? `the vote of that seat standing before it (${ballot(standingVote!)}) was cast by ${expected}`
              : !cast
                ? 'it cast no vote that could replace one'
                : stood === null ? 'no vote of that seat stood before it' : `the vote of that seat standing before it (${ballot(standingVote!)}) was cast by ${caster}, who holds the seat`;
            return {
              ...at, facts: { logOnly: 'vote-of-other', ...seatFacts, replacesVoteOf: r.replacesVoteOf, voteOf: expected, standingVote, ...castFacts },
              message: `${whom} is recorded as replacing the vote ${r.replacesVoteOf} cast for the seat before it changed hands (replacesVoteOf: ${r.replacesVoteOf}), but ${why}: expected ${expected === null ? 'no replacesVoteOf field' : `replacesVoteOf: ${expected}`}`,
            };
          }
        }
        if (r.seat === null || !r.prompt || !ANSWERS[r.prompt]) break;
        const facts = { seat: r.seat, player: names[r.seat], prompt: r.prompt };
        const answer = ANSWER_WORDS[r.prompt];
        if (r.outcome === 'already-recorded') {
          if (r.repeats !== undefined) {
            const k = effective.findIndex((e) => e.seq === r.repeats);
            if (k < 0 || !answerOf(k, r.prompt, r.seat) || !standing(k, i, write)) {
              return { ...at, facts: { logOnly: 'repeats-other', ...facts, repeats: r.repeats }, message: `a reply is recorded as saying again the ${answer} of ${who(r.seat)} that stands, event ${r.repeats}, but event ${r.repeats} is not that seat's ${answer} standing then` };
            }
          } else if (!effective.some((_, k) => answerOf(k, r.prompt!, r.seat!) && standing(k, i, write))) {
            // Written before replies named the answer they repeat: some answer of the seat must stand.
            return { ...at, facts: { logOnly: 'not-standing', ...facts }, message: `a reply is recorded as saying again the ${answer} of ${who(r.seat)} that stands, but no ${answer} of that seat stands then` };
          }
        }
        break;
      }
      case 'message-queued': {
        if (r.to >= names.length) return noSeat(r.to);
        if (r.at_seq >= r.seq) return { ...at, facts: { logOnly: 'rendered-later', atSeq: r.at_seq }, message: `a message is recorded as rendered from event ${r.at_seq}, which does not come before it` };
        queued++;
        if (r.messageId) queuedIds.add(r.messageId);
        break;
      }
      case 'message-sent':
      case 'message-dropped': {
        // Version 1 names the message; version 2 keeps its id private (§2a): then they are counted.
        if (r.messageId && !queuedIds.has(r.messageId)) return { ...at, facts: { logOnly: 'never-queued' }, message: `${r.type} names a message that was never queued before it` };
        if (r.type === 'message-dropped') droppedSinceUndo++;
        if (++delivered > queued) return { ...at, facts: { logOnly: 'more-delivered', delivered, queued }, message: `${delivered} messages are recorded as sent or dropped, but only ${queued} were queued before` };
        break;
      }
      case 'message-failed':
        if (r.messageId && !queuedIds.has(r.messageId)) return { ...at, facts: { logOnly: 'never-queued' }, message: `${r.type} names a message that was never queued before it` };
        break;
      case 'contact-changed':
        if (r.seat >= names.length) return noSeat(r.seat);
        break;
      case 'claim-recorded': {
        if (r.seat >= names.length) return noSeat(r.seat);
        // About the government its number named then (the nominations in effect), by the seat that
        // held the office it claims as: what `chancery claim` refuses otherwise.
        const g = effective.filter((e) => e.type === 'chancellor-nominated')[r.government - 1] as (LogRecord & { president: number; chancellor: number }) | undefined;
        if (!g) return { ...at, facts: { logOnly: 'claim-no-government', seat: r.seat, player: names[r.seat], government: r.government }, message: `a claim is recorded about government ${r.government}, which had not been nominated then` };
        const office = r.as === 'chancellor' ? g.chancellor : g.president;
        if (office !== r.seat) {
          return { ...at, facts: { logOnly: 'claim-not-in-office', seat: r.seat, player: names[r.seat], government: r.government, as: r.as }, message: `a claim of ${who(r.seat)} as ${r.as} of government ${r.government} is recorded, but the seat did not hold that office in it` };
        }
        break;
      }
      case 'deadline-set': {
        // Written by `deadline <game> <when>` and `nominate --deadline` for the phase open at the
        // write, and ahead of it (a deadline already past is refused): one set back under the
        // write's own time, or placed where its phase is not open, moves a phase's deadline after
        // the fact (votes entered early then pass as the house rule's, cast after it).
        const open = deadlinePhaseOpener(log.events, r.seq - 1)?.seq ?? null;
        if (open !== r.phaseSeq) {
          return {
            ...at, facts: { logOnly: 'deadline-other-phase', phaseSeq: r.phaseSeq, opener: open },
            message: `a deadline is recorded for the phase opened by event ${r.phaseSeq}, but ${open === null ? 'the game waited for nobody there' : `the phase open there was opened by event ${open}`}: a deadline is set for the phase open at its write`,
          };
        }
        if (!(Date.parse(r.deadline) > Date.parse(r.at))) {
          return { ...at, facts: { logOnly: 'deadline-past', deadline: r.deadline }, message: `a deadline is recorded as set at ${r.at} for ${r.deadline}, already past then: a deadline is set ahead of its write` };
        }
        break;
      }
      case 'default-applied': {
        // The house rule's votes: cast by this write (the same `at`), as the header's rule casts them.
        const rule = log.header.house.onMissingVote;
        // Its `rule` names the header's; a record written before 2026-12-01 has no `vote` nor
        // `seats`: its vote is the one its `rule` names, its seat that of its write's last vote (below).
        const ruleVote = /^onMissingVote: (\w+)$/.exec(r.rule)?.[1];
        const vote = r.vote ?? ruleVote;
        if (r.rule !== `onMissingVote: ${rule}` || rule === 'wait' || (r.vote !== undefined && rule !== r.vote)) {
          return { ...at, facts: { logOnly: 'not-house-rule', ...(vote ? { vote } : {}), rule }, message: `a house rule is recorded as casting ${vote ?? r.rule} for missing votes (rule: ${r.rule}), but the game's house rule (onMissingVote) is ${rule}` };
        }
        const beyond = r.seats?.find((s) => s >= names.length);
        if (beyond !== undefined) return noSeat(beyond);
        // Its write's votes, tied by place, not by time alone (a fixed clock gives every write one
        // time): the write puts the rule's votes first, only automatic steps after them, and this
        // record right after its engine events. So the n votes just before those steps are the n
        // seats' votes (a vote before them of the same time is an earlier write's, made in the
        // same millisecond); each seat had no vote before it, and the deadline had passed.
        const block = engineBefore(i);
        while (block.length && AUTOMATIC_EVENT_TYPES.has(effective[block[block.length - 1]].type)) block.pop();
        // Without seats, the last vote of its write is surely its own: it is the one checked.
        const last = block.length ? effective[block[block.length - 1]] : undefined;
        if (!r.seats && last?.type !== 'vote-cast') {
          return { ...at, facts: { logOnly: 'no-vote-cast' }, message: 'the house rule is recorded as casting votes at the deadline, but no vote was cast with it (the votes of its write come right before it, only automatic steps between)' };
        }
        const seats = r.seats ?? [(last as LogRecord & { seat: number }).seat];
        /** Each seat's vote of the write, by its index in effective. */
        const votes = new Map<number, number>();
        for (let n = 0; n < seats.length && block.length; n++) {
          const k = block.pop()!;
          const e = effective[k];
          if (e.type !== 'vote-cast' || votes.has(e.seat)) break;
          votes.set(e.seat, k);
        }
        const notDefaulted = (seat: number, why: string, votedBefore?: 'ja' | 'nein') => ({ ...at, facts: { logOnly: 'not-defaulted' as const, seat, player: names[seat], ...(votedBefore ? { votedBefore } : {}) }, message: `the house rule is recorded as casting the vote of ${who(seat)} at the deadline, but ${why}` });
        const cast = seats.find((seat) => { const k = votes.get(seat); return k === undefined || (vote !== undefined && (effective[k] as LogRecord & { vote: string }).vote !== vote); });
        if (cast !== undefined) return notDefaulted(cast, 'no such vote was cast with it (the votes of its write come right before it, only automatic steps between)');
        for (const seat of seats) {
          const before = voteBefore(votes.get(seat)!, seat);
          if (before !== null) return notDefaulted(seat, `that seat had voted before it (${ballot(before)}): the house rule casts only missing votes`, before);
        }
        const first = log.events.indexOf(effective[Math.min(...votes.values())]);
        const deadline = phaseDeadline(log.header, log.events.slice(0, first));
        if (!deadline || Date.parse(deadline.deadline) > Date.parse(r.at)) {
          return {
            ...at, facts: { logOnly: 'before-deadline', ...(deadline ? { deadline: deadline.deadline } : {}) },
            message: deadline ? `the house rule is recorded as casting votes at ${r.at}, before the vote's deadline ${deadline.deadline}` : 'the house rule is recorded as casting votes at the deadline, but the vote had no deadline',
          };
        }
        break;
      }
      case 'reminder-sent': {
        const beyond = r.seats.find((s) => s >= names.length);
        if (beyond !== undefined) return noSeat(beyond);
        break;
      }
    }
  }
  return null;
}
