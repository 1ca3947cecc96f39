// Deadlines read from the log (RULES §5, house matters): durations and times as a moderator types
// them, the phase a deadline belongs to, the house default, a player's time zone, and the time left
// in words. Pure functions of the records and a given `now`; hand-made records, in process.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  deadlineSet, describeRemaining, durationMs, looksLikeDuration, messageDeadline, messageDeadlines, parseDeadline, phaseDeadline, phaseOpener, timeZoneOf, validTimeZone,
} from '../../src/log/deadlines.js';
import type { AnyEvent, LogRecord } from '../../src/log/records.js';

const NOW = new Date('2026-12-01T12:00:00.000Z');
const MIN = 60_000, HOUR = 60 * MIN, DAY = 24 * HOUR;

let seq = 0;
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MIN).toISOString();
function rec(e: AnyEvent, minutes = seq): LogRecord {
  seq++;
  return { seq, at: at(minutes), hash: 'h', ...e } as LogRecord;
}

test('given durations as a moderator types them, 1 minute to 90 days are read; anything else is not a duration', () => {
  assert.is(durationMs('90m'), 90 * MIN);
  assert.is(durationMs(' 24h '), DAY);
  assert.is(durationMs('2 d'), 2 * DAY);
  assert.is(durationMs('1m'), MIN);
  assert.is(durationMs('90d'), 90 * DAY);
  for (const spec of ['0m', '91d', '2w', 'h', '24', '-1h', '1.5h', '24hours', '1234567890m']) assert.is(durationMs(spec), null, spec);
  assert.ok(looksLikeDuration('91d'));
  assert.ok(looksLikeDuration(' 0 m'));
  for (const spec of ['2w', 'tomorrow', 'd', '24', '1h later', 'x24h']) assert.not.ok(looksLikeDuration(spec), spec);
});

test('given a deadline typed as a duration or as a time with its zone, it is read; out of range, past, too far or unreadable, it is refused saying what to give', () => {
  assert.is(parseDeadline('24h', NOW).toISOString(), '2026-12-02T12:00:00.000Z');
  assert.is(parseDeadline('2026-12-01T18:00Z', NOW).toISOString(), '2026-12-01T18:00:00.000Z');
  assert.is(parseDeadline('2026-12-01T20:00+02:00', NOW).toISOString(), '2026-12-01T18:00:00.000Z');
  assert.is(parseDeadline('2026-12-01T20:00:30.5+0200', NOW).toISOString(), '2026-12-01T18:00:30.500Z');
  assert.is(parseDeadline(' 2026-12-01t18:00z ', NOW).toISOString(), '2026-12-01T18:00:00.000Z');
  assert.is(parseDeadline('2026-12-01T20:00:30+02:00', NOW).toISOString(), '2026-12-01T18:00:30.000Z', 'seconds without a fraction');
  assert.is(parseDeadline('2026-12-01T18:00:30.25Z', NOW).toISOString(), '2026-12-01T18:00:30.250Z', 'a fraction of two digits');
  assert.throws(() => parseDeadline('91d', NOW), /^a deadline of "91d" is out of range: give a duration from 1m to 90d, like 24h$/);
  assert.throws(() => parseDeadline('0m', NOW), /is out of range/);
  assert.throws(() => parseDeadline('tomorrow', NOW), /^"tomorrow" is not a deadline: give a duration \(90m, 24h, 2d\) or a time with its zone/);
  assert.throws(() => parseDeadline('2026-12-01T18:00', NOW), /is not a deadline/, 'a time without its zone is ambiguous');
  assert.throws(() => parseDeadline('2026-13-01T18:00Z', NOW), /is not a deadline/);
  assert.throws(() => parseDeadline('x2026-12-01T18:00Z', NOW), /is not a deadline/);
  assert.throws(() => parseDeadline('2026-12-01T18:00Zx', NOW), /is not a deadline/);
  assert.throws(() => parseDeadline('2026-12-01T11:00Z', NOW), /^the deadline Tuesday, 1 December 2026 at 11:00 \(UTC\) is already past: it is now Tuesday, 1 December 2026 at 12:00 \(UTC\); give a later time, or a duration from now like 24h$/);
  assert.throws(() => parseDeadline('2026-12-01T12:00Z', NOW), /is already past/, 'now is not ahead');
  assert.throws(() => parseDeadline('2027-12-03T12:00Z', NOW), /^the deadline Friday, 3 December 2027 at 12:00 \(UTC\) is more than a year ahead: give one within a year$/);
  assert.is(parseDeadline('2027-12-02T12:00Z', NOW).toISOString(), '2027-12-02T12:00:00.000Z', '366 days ahead is within a year');
  assert.equal(deadlineSet('90m', NOW, 7), { type: 'deadline-set', phaseSeq: 7, deadline: '2026-12-01T13:30:00.000Z' });
});

test('given a refused deadline, the error says its code and the facts its wording names (for the game\'s language)', () => {
  const said = (spec: string) => {
    try {
      parseDeadline(spec, NOW);
    } catch (e) {
      return (e as { said?: unknown }).said;
    }
    throw new Error(`${spec} was accepted`);
  };
  assert.equal(said('91d'), { code: 'deadline-range', params: { value: '91d' } });
  assert.equal(said('tomorrow'), { code: 'deadline-word', params: { value: 'tomorrow' } });
  assert.equal(said('2026-12-01T11:00Z'), { code: 'deadline-past', params: { deadline: '2026-12-01T11:00:00.000Z', now: '2026-12-01T12:00:00.000Z' } });
  assert.equal(said('2027-12-03T12:00Z'), { code: 'deadline-far', params: { deadline: '2027-12-03T12:00:00.000Z' } });
  // Only a four-digit year from the first character: the runtime would read the six-digit form, this reader does not.
  assert.equal(said('+002026-12-01T18:00Z'), { code: 'deadline-word', params: { value: '+002026-12-01T18:00Z' } });
});

test('given a log, the phase is opened by the last event in effect that moved the game on: not a vote, not a replacement, not an undone event', () => {
  seq = 0;
  const events = [
    rec({ type: 'roles-dealt', roles: ['hitler', 'fascist', 'liberal', 'liberal', 'liberal'] }),
    rec({ type: 'deck-shuffled', deck: [] }),
    rec({ type: 'chancellor-nominated', president: 0, chancellor: 2 }),
    rec({ type: 'vote-cast', seat: 1, vote: 'ja' }),
    rec({ type: 'player-replaced', seat: 3, name: 'Zoe' }),
    rec({ type: 'claim-recorded', seat: 1, government: 1, claim: 'x', as: 'president' }),
  ];
  assert.is(phaseOpener(events)!.seq, 3);
  assert.is(phaseOpener(events, 2)!.seq, 2);
  assert.is(phaseOpener([]), null);
  const undone = [...events, rec({ type: 'retracted', seqs: [3, 4], reason: 'undo' })];
  assert.is(phaseOpener(undone)!.seq, 2, 'the nomination was taken back');
  assert.is(phaseOpener(undone, 6)!.seq, 3, 'before the undo, it was in effect');
  assert.is(phaseOpener([events[3], events[4]]), null, 'votes and replacements alone open nothing');
});

test('RULES §5 given a deadline set for the phase, it holds; else the house default counts from the phase\'s opening; none after the end', () => {
  seq = 0;
  const opened = rec({ type: 'chancellor-nominated', president: 0, chancellor: 2 }, 10);
  const vote = rec({ type: 'vote-cast', seat: 1, vote: 'ja' }, 20);
  const house = { house: { onMissingVote: 'wait' as const, deadline: '24h' } };
  assert.equal(phaseDeadline(house, [opened, vote]), { phaseSeq: 1, deadline: '2026-12-02T12:10:00.000Z', source: 'house' });
  assert.is(phaseDeadline({ house: { onMissingVote: 'wait' } }, [opened, vote]), null, 'no house default, none set');
  assert.is(phaseDeadline({ house: { onMissingVote: 'wait', deadline: 'soon' } }, [opened, vote]), null, 'a default that is no duration');
  const set = rec({ type: 'deadline-set', phaseSeq: 1, deadline: '2026-12-01T18:00:00.000Z' });
  const later = rec({ type: 'deadline-set', phaseSeq: 1, deadline: '2026-12-01T20:00:00.000Z' });
  assert.equal(phaseDeadline(house, [opened, vote, set, later]), { phaseSeq: 1, deadline: '2026-12-01T20:00:00.000Z', source: 'set' }, 'the latest one set');
  assert.equal(phaseDeadline(house, [opened, vote, set, later], 3), { phaseSeq: 1, deadline: '2026-12-01T18:00:00.000Z', source: 'set' }, 'as it stood at seq 3');
  const other = rec({ type: 'deadline-set', phaseSeq: 9, deadline: '2026-12-01T19:00:00.000Z' });
  assert.is(phaseDeadline({ house: { onMissingVote: 'wait' } }, [opened, other]), null, 'a deadline for another phase does not apply');
  const end = rec({ type: 'game-ended', winner: 'liberal', reason: 'five-liberal' });
  assert.is(phaseDeadline(house, [opened, set, end]), null);
  assert.is(phaseDeadline(house, []), null);
});

test('given a player\'s time zone in the roster and in contact changes, their messages show their phase\'s deadline as the log now stands, in their zone as when queued', () => {
  seq = 0;
  const header = { house: { onMissingVote: 'wait' as const, deadline: '2h' }, players: [{ name: 'Alice', timezone: 'Europe/Paris' }, { name: 'Bob' }] };
  const opened = rec({ type: 'chancellor-nominated', president: 0, chancellor: 1 }, 0);
  const moved = rec({ type: 'contact-changed', seat: 0, timezone: 'Asia/Tokyo' });
  const other = rec({ type: 'contact-changed', seat: 1, email: 'b@x' });
  const set = rec({ type: 'deadline-set', phaseSeq: 1, deadline: '2026-12-01T20:00:00.000Z' });
  const events = [opened, moved, other, set];
  assert.is(timeZoneOf(header, events, 0), 'Asia/Tokyo');
  assert.is(timeZoneOf(header, [opened], 0), 'Europe/Paris');
  assert.is(timeZoneOf(header, events, 1), undefined, 'an address change is no time zone');
  assert.is(timeZoneOf(header, events, 5), undefined);
  // The deadline set at seq 4 is the vote's, for the messages queued before it too (sent after it).
  assert.equal(messageDeadline(header, events, { seq: 2, to: 0 }), { iso: '2026-12-01T20:00:00.000Z', timeZone: 'Asia/Tokyo' });
  assert.equal(messageDeadline(header, events, { seq: 1, to: 0 }), { iso: '2026-12-01T20:00:00.000Z', timeZone: 'Europe/Paris' });
  assert.equal(messageDeadline(header, [opened, moved], { seq: 2, to: 0 }), { iso: '2026-12-01T14:00:00.000Z', timeZone: 'Asia/Tokyo' }, 'none set: the house default');
  assert.equal(messageDeadline(header, events, { seq: 4, to: 1 }), { iso: '2026-12-01T20:00:00.000Z' });
  assert.is(messageDeadline({ ...header, house: { onMissingVote: 'wait' } }, [opened], { seq: 1, to: 0 }), undefined);
  assert.ok(validTimeZone('Europe/Berlin'));
  assert.ok(validTimeZone('UTC'));
  assert.is(validTimeZone('Mars/Olympus'), false);
});

test('given the messages of a whole log asked at once, each shows the deadline of the phase it was queued in as the log now stands (a deadline set or moved later counts), in its reader\'s zone as when queued', () => {
  seq = 0;
  const header = { house: { onMissingVote: 'wait' as const, deadline: '2h' }, players: [{ name: 'Alice', timezone: 'Europe/Paris' }, { name: 'Bob' }] };
  const message = (to: number) => rec({ type: 'message-queued', messageId: `<m${seq + 1}@x>`, code: 'AAAAAA', to, address: 'a@x', kind: 'vote-request', subject: 's', at_seq: 1 }, 0);
  const events = [
    rec({ type: 'chancellor-nominated', president: 0, chancellor: 1 }, 0), // 1: the vote opens at 12:00
    message(0), // 2
    message(1), // 3
    rec({ type: 'deadline-set', phaseSeq: 1, deadline: '2026-12-01T20:00:00.000Z' }), // 4
    message(0), // 5
    rec({ type: 'contact-changed', seat: 0, timezone: 'Asia/Tokyo' }), // 6
    message(0), // 7
    rec({ type: 'vote-cast', seat: 1, vote: 'ja' }), // 8
    message(1), // 9
    rec({ type: 'chancellor-nominated', president: 1, chancellor: 0 }, 90), // 10: a new phase at 13:30
    message(0), // 11
    rec({ type: 'retracted', seqs: [10], reason: 'undo' }), // 12
    message(1), // 13
  ];
  const deadlineOf = messageDeadlines(header, events);
  assert.equal(messageDeadlines(header, events.slice(0, 3))({ seq: 2, to: 0 }), { iso: '2026-12-01T14:00:00.000Z', timeZone: 'Europe/Paris' }, 'before any is set, the house default: two hours after the nomination');
  assert.equal(deadlineOf({ seq: 2, to: 0 }), { iso: '2026-12-01T20:00:00.000Z', timeZone: 'Europe/Paris' }, 'queued before the deadline was set for its phase: that deadline');
  assert.equal(deadlineOf({ seq: 3, to: 1 }), { iso: '2026-12-01T20:00:00.000Z' }, 'Bob has no zone');
  assert.equal(deadlineOf({ seq: 5, to: 0 }), { iso: '2026-12-01T20:00:00.000Z', timeZone: 'Europe/Paris' }, 'the deadline set for the phase');
  assert.equal(deadlineOf({ seq: 7, to: 0 }), { iso: '2026-12-01T20:00:00.000Z', timeZone: 'Asia/Tokyo' }, 'Alice moved to Tokyo');
  assert.equal(deadlineOf({ seq: 9, to: 1 }), { iso: '2026-12-01T20:00:00.000Z' }, 'a vote opens no phase');
  assert.equal(deadlineOf({ seq: 11, to: 0 }), { iso: '2026-12-01T15:30:00.000Z', timeZone: 'Asia/Tokyo' }, 'the new phase, two hours after 13:30');
  assert.equal(deadlineOf({ seq: 13, to: 1 }), { iso: '2026-12-01T20:00:00.000Z' }, 'its nomination undone, the first phase and its deadline again');
  assert.equal(deadlineOf({ seq: 14, to: 0 }), { iso: '2026-12-01T20:00:00.000Z', timeZone: 'Asia/Tokyo' }, 'a message after the last record');
  const movedAgain = [...events, rec({ type: 'deadline-set', phaseSeq: 1, deadline: '2026-12-01T22:00:00.000Z' })];
  assert.equal(messageDeadlines(header, movedAgain)({ seq: 2, to: 0 }), { iso: '2026-12-01T22:00:00.000Z', timeZone: 'Europe/Paris' }, 'moved again: the latest');
  assert.equal(messageDeadlines(header, movedAgain)({ seq: 11, to: 0 }), { iso: '2026-12-01T15:30:00.000Z', timeZone: 'Asia/Tokyo' }, 'another phase\'s deadline is not this one\'s');
  assert.is(messageDeadlines({ ...header, house: { onMissingVote: 'wait' } }, events.slice(0, 3))({ seq: 3, to: 0 }), undefined, 'no house default and none set');
  assert.is(messageDeadlines(header, [])({ seq: 1, to: 0 }), undefined, 'nothing has opened a phase');
});

test('given a deadline and now, the time left or past is said to the minute, in English or Russian', () => {
  const when = (minutes: number) => describeRemaining(at(minutes), NOW);
  assert.is(when(200), '3 h 20 min left');
  assert.is(when(60), '1 h left');
  assert.is(when(3 * 1440 + 5), '3 d 5 min left');
  assert.is(when(1440 + 61), '1 d 1 h 1 min left');
  // Under a minute is said so: "0 min left" read as if it had passed. At the deadline itself it has
  // passed, as --apply counts it (deadline <= now).
  assert.is(when(0), 'passed less than a minute ago');
  assert.is(describeRemaining(new Date(NOW.getTime() + 1).toISOString(), NOW), 'less than a minute left');
  assert.is(when(-10), 'passed 10 min ago');
  assert.is(describeRemaining(new Date(NOW.getTime() + 59_999).toISOString(), NOW), 'less than a minute left', 'to the minute, down');
  assert.is(describeRemaining(new Date(NOW.getTime() - 30_000).toISOString(), NOW), 'passed less than a minute ago');
  assert.is(describeRemaining(at(200), NOW, 'ru'), 'осталось 3 ч 20 мин');
  assert.is(describeRemaining(at(0), NOW, 'ru'), 'истёк меньше минуты назад', 'at the deadline itself it has passed, as --apply counts it');
  assert.is(describeRemaining(at(-1440), NOW, 'ru'), 'истёк 1 д назад');
  assert.is(describeRemaining(at(-90), NOW, 'en'), 'passed 1 h 30 min ago');
});

test.run();
