// Deadlines, read from the log: pure functions of the header and the records, never of a clock
// (the caller passes `now`). A phase's deadline is the latest `deadline-set` naming the event that
// opened the phase, else the house default counted from that event's time; a deadline set for a
// phase the game has left (or an undone one) simply no longer applies.
import type { Seat } from '../engine/index.js';
import type { DeadlineSet, Lang, LogHeader, LogRecord } from './records.js';
import { isEngineEvent, retractedSeqs, withdrawnContacts } from './records.js';
import { UsageError } from '../errors.js';
import { DEADLINE_AHEAD_MAX_MS, DURATION_MAX_MS, DURATION_MIN_MS, DURATION_RANGE } from '../input/ranges.js';
import { shown } from '../input/text.js';
import { isoTime } from './times.js';
import { formatDate } from './dates.js';

export interface PhaseDeadline {
  /** The seq of the event that opened the phase. */
  phaseSeq: number;
  /** ISO-8601 UTC. */
  deadline: string;
  /** Set for this phase by the moderator, or the game's default (`house.deadline`). */
  source: 'set' | 'house';
}

const UNIT_MS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/**
 * The words for each unit of a duration, in any game: m, h, d and their Russian names. «м» is none
 * of them (minutes or months?), nor are weeks or months: one reading only.
 */
const UNIT_WORDS: Record<'d' | 'h' | 'm', readonly string[]> = {
  d: ['d', 'д', 'дн', 'день', 'дня', 'дней', 'сут', 'сутки', 'суток'],
  h: ['h', 'ч', 'час', 'часа', 'часов'],
  m: ['m', 'мин', 'минута', 'минуту', 'минуты', 'минут'],
};
const UNIT_OF = new Map(Object.entries(UNIT_WORDS).flatMap(([unit, words]) => words.map((w) => [w, unit as 'd' | 'h' | 'm'] as const)));
const UNIT_ORDER = ['d', 'h', 'm'];

/**
 * A duration's parts as typed: a number and a unit word each (`24h`, «2 дня 3 часа», «1ч30мин»),
 * the units from the largest down, each once; null when `spec` is not written so.
 */
function durationParts(spec: string): { count: number; unit: 'd' | 'h' | 'm' }[] | null {
  const text = spec.normalize('NFKC').trim().toLocaleLowerCase();
  const parts = [...text.matchAll(/(\d+)\s*(\p{L}+)\s*/gu)];
  if (!parts.length || parts.map((p) => p[0]).join('') !== text) return null;
  const read = parts.map((p) => ({ count: Number(p[1]), unit: UNIT_OF.get(p[2]) }));
  if (read.some((p) => !p.unit)) return null;
  const order = read.map((p) => UNIT_ORDER.indexOf(p.unit!));
  if (order.some((o, i) => i > 0 && o <= order[i - 1])) return null;
  return read as { count: number; unit: 'd' | 'h' | 'm' }[];
}

/** An IANA time zone name the runtime knows (Europe/Berlin), for deadlines in a player's own time. */
export function validTimeZone(tz: string): boolean {
  try {
    canonicalTimeZone(tz);
    return true;
  } catch {
    return false;
  }
}

/**
 * A valid time zone name as the runtime spells it (`europe/berlin` → `Europe/Berlin`): the names
 * are matched without regard to case, and what the log keeps is shown to players in their mail.
 */
export function canonicalTimeZone(tz: string): string {
  return new Intl.DateTimeFormat('en', { timeZone: tz }).resolvedOptions().timeZone;
}

/** "90m", "24h", "2d", «1ч30мин», «2 дня» in milliseconds; null when `spec` is not a duration from 1m to 90d. */
export function durationMs(spec: string): number | null {
  const parts = durationParts(spec);
  const ms = parts ? parts.reduce((sum, p) => sum + p.count * UNIT_MS[p.unit], 0) : null;
  return ms !== null && ms >= DURATION_MIN_MS && ms <= DURATION_MAX_MS ? ms : null;
}

/** `spec` is written as a duration (digits and a unit, or several), whatever its size. */
export function looksLikeDuration(spec: string): boolean {
  return durationParts(spec) !== null;
}

/**
 * A duration as the log keeps it (`new --deadline`): in the largest of d, h, m that counts it whole
 * («2 дня» is 2d, «1ч30мин» 90m), so that every version of the log reads it.
 */
export function durationWord(ms: number): string {
  const unit = UNIT_ORDER.find((u) => ms % UNIT_MS[u] === 0)!;
  return `${ms / UNIT_MS[unit]}${unit}`;
}

/** An absolute ISO time with its zone, as a deadline is typed (2026-12-01T18:00Z, 2026-12-01T20:00+02:00). */
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)$/i;

/** `spec` is written as an absolute time with its zone, whether or not that time can be. */
export function looksLikeTime(spec: string): boolean {
  return ISO_TIME.test(spec.trim());
}

/** A deadline as the moderator types it: a duration from now, or an absolute ISO time (with a zone). */
export function parseDeadline(spec: string, now: Date): Date {
  const ms = durationMs(spec);
  if (ms !== null) return new Date(now.getTime() + ms);
  if (looksLikeDuration(spec)) throw new UsageError(`a deadline of "${shown(spec)}" is out of range: give a duration ${DURATION_RANGE}, like 24h`).saying('deadline-range', { value: shown(spec) });
  const iso = looksLikeTime(spec) ? new Date(spec.trim()) : null;
  // A day the calendar does not have (31 April, 30 February) is a typo, not the day after it.
  if (!iso || Number.isNaN(iso.getTime()) || !calendarDay(spec.trim())) {
    throw new UsageError(`"${shown(spec)}" is not a deadline: give a duration (90m, 24h, 2d) or a time with its zone (YYYY-MM-DDTHH:MMZ, YYYY-MM-DDTHH:MM+02:00)`).saying('deadline-word', { value: shown(spec) });
  }
  // Said as the posts say a time; the facts stay ISO (src/render/error-wording.ts says them in the game's language).
  if (iso <= now) throw new UsageError(`the deadline ${formatDate(isoTime(iso), 'en')} is already past: it is now ${formatDate(isoTime(now), 'en')}; give a later time, or a duration from now like 24h`).saying('deadline-past', { deadline: isoTime(iso), now: isoTime(now) });
  if (iso.getTime() - now.getTime() > DEADLINE_AHEAD_MAX_MS) throw new UsageError(`the deadline ${formatDate(isoTime(iso), 'en')} is more than a year ahead: give one within a year`).saying('deadline-far', { deadline: isoTime(iso) });
  return iso;
}

/** Whether the date an ISO time is written with exists (Date rolls 2026-04-31 over to 1 May). */
function calendarDay(spec: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(spec);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
}

/** The record of a deadline the moderator gives the phase opened by event `phaseSeq`. */
export function deadlineSet(spec: string, now: Date, phaseSeq: number): DeadlineSet {
  return { type: 'deadline-set', phaseSeq, deadline: isoTime(parseDeadline(spec, now)) };
}

/**
 * The event that opened the phase the game is in: the last one that moved the game on. A vote does
 * not (the election stays open until the tally), nor does a replacement (the seat's prompt stays open).
 */
export function phaseOpener(events: LogRecord[], upTo = Number.MAX_SAFE_INTEGER): LogRecord | null {
  const retracted = retractedSeqs(events, upTo);
  // From the end: the engine events in effect at `upTo`, the last that moved the game on.
  for (let i = events.length - 1; i >= 0; i--) {
    const r = events[i];
    if (r.seq > upTo || !isEngineEvent(r) || retracted.has(r.seq)) continue;
    if (r.type !== 'vote-cast' && r.type !== 'player-replaced') return r;
  }
  return null;
}

/**
 * The event that opened the phase a deadline is for at `upTo`: the phase open then, or null when
 * the game waits for nobody there (over, or not begun). What `deadline` and `nominate --deadline`
 * write a deadline-set for, and audit holds one to.
 */
export function deadlinePhaseOpener(events: LogRecord[], upTo = Number.MAX_SAFE_INTEGER): LogRecord | null {
  const opener = phaseOpener(events, upTo);
  return opener && opener.type !== 'game-ended' ? opener : null;
}

/**
 * The deadline of the phase open at `upTo` (default: now, the end of the log), or null for none;
 * with `setUpTo`, as the `deadline-set` records up to that seq give it (a later one for the same
 * phase moves it), not only those up to `upTo`.
 */
export function phaseDeadline(header: Pick<LogHeader, 'house'>, events: LogRecord[], upTo = Number.MAX_SAFE_INTEGER, setUpTo = upTo): PhaseDeadline | null {
  const opener = deadlinePhaseOpener(events, upTo);
  if (!opener) return null;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e.seq <= setUpTo && e.type === 'deadline-set' && e.phaseSeq === opener.seq) return { phaseSeq: opener.seq, deadline: e.deadline, source: 'set' };
  }
  const ms = header.house.deadline ? durationMs(header.house.deadline) : null;
  if (ms === null) return null;
  return { phaseSeq: opener.seq, deadline: isoTime(new Date(Date.parse(opener.at) + ms)), source: 'house' };
}

/** A seat's time zone for its messages: the latest contact change, else the roster's. */
export function timeZoneOf(header: Pick<LogHeader, 'players'>, events: LogRecord[], seat: Seat): string | undefined {
  let zone = header.players[seat]?.timezone;
  const withdrawn = withdrawnContacts(events);
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    if (e.type === 'contact-changed' && e.seat === seat && e.timezone && !withdrawn.has(e.seq)) zone = e.timezone;
  }
  return zone;
}

/**
 * The deadline a private message shows: `messageDeadlines` for one message.
 */
export function messageDeadline(header: Pick<LogHeader, 'house' | 'players'>, events: LogRecord[], queued: { seq: number; to: Seat }): { iso: string; timeZone?: string } | undefined {
  return messageDeadlines(header, events)(queued);
}

/**
 * The deadline each message of one log shows (a write's, or every unsent one): that of the phase
 * open when the message was queued, as `events` (the log when it is sent) give it, since a message
 * that waited in the queue (mail down) must not state a deadline moved or set meanwhile as the old
 * one or none; in its reader's time zone as it was when queued (a time in an older zone still
 * names the same moment). The phase depends only on the engine events and retractions up to a
 * message, and its reader's zone only on the contact changes up to it, so each is worked out once
 * for all the messages after the same such records, not by walking the whole log again for each
 * message (a long game's vote requests would each read a thousand records).
 */
export function messageDeadlines(header: Pick<LogHeader, 'house' | 'players'>, events: LogRecord[]): (queued: { seq: number; to: Seat }) => { iso: string; timeZone?: string } | undefined {
  // The seqs of the records a message's phase depends on, and the contact changes, in order.
  const marks: number[] = [];
  const contacts: LogRecord[] = [];
  const withdrawn = withdrawnContacts(events);
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    if (e.type === 'retracted' || isEngineEvent(e)) marks.push(e.seq);
    else if (e.type === 'contact-changed' && !withdrawn.has(e.seq)) contacts.push(e);
  }
  const phases = new Map<number, PhaseDeadline | null>();
  return (queued) => {
    // The last record at or before the message that its phase depends on (0: none).
    let lo = 0, hi = marks.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (marks[mid] <= queued.seq) lo = mid + 1;
      else hi = mid;
    }
    const upTo = lo ? marks[lo - 1] : 0;
    let d = phases.get(upTo);
    if (d === undefined) phases.set(upTo, d = phaseDeadline(header, events, upTo, Number.MAX_SAFE_INTEGER));
    if (!d) return undefined;
    const zone = timeZoneOf(header, contacts.filter((e) => e.seq <= queued.seq), queued.to);
    return { iso: d.deadline, ...(zone ? { timeZone: zone } : {}) };
  };
}

/** A phase's deadline as a moderator is shown it at `now` (status, play). */
export interface DeadlineAt {
  /** ISO-8601 UTC. */
  at: string;
  /** Set for this phase by the moderator, or the game's default. */
  source: PhaseDeadline['source'];
  passed: boolean;
  /** "3 h 20 min left", "passed 10 min ago", in the game's language. */
  remaining: string;
}

export function deadlineAt(d: PhaseDeadline, now: Date, lang: Lang): DeadlineAt {
  return { at: d.deadline, source: d.source, passed: Date.parse(d.deadline) <= now.getTime(), remaining: describeRemaining(d.deadline, now, lang) };
}

/** "3 h 20 min left" or "passed 10 min ago": the time remaining in words, to the minute. */
export function describeRemaining(deadline: string, now: Date, lang: Lang = 'en'): string {
  const ms = Date.parse(deadline) - now.getTime();
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  const d = Math.floor(minutes / 1440), h = Math.floor((minutes % 1440) / 60), m = minutes % 60;
  const [dd, hh, mm] = lang === 'ru' ? ['д', 'ч', 'мин'] : ['d', 'h', 'min'];
  const parts = [d ? `${d} ${dd}` : '', h ? `${h} ${hh}` : '', m || (!d && !h) ? `${m} ${mm}` : ''].filter(Boolean).join(' ');
  // Under a minute is said so, not "0 min left" (which reads as passed). At the deadline itself it
  // has passed, as --apply counts it: no time is left.
  if (minutes === 0) {
    if (lang === 'ru') return ms > 0 ? 'осталось меньше минуты' : 'истёк меньше минуты назад';
    return ms > 0 ? 'less than a minute left' : 'passed less than a minute ago';
  }
  if (lang === 'ru') return ms > 0 ? `осталось ${parts}` : `истёк ${parts} назад`;
  return ms > 0 ? `${parts} left` : `passed ${parts} ago`;
}
