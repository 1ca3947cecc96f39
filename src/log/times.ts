// Times as chancery writes them: a record's `at` (ISO 8601, UTC, milliseconds) and a mail's Date
// header (RFC 5322). Built from the date's UTC fields: Date's own toISOString and toUTCString set
// up V8's local time zone on their first call (it reads /etc/localtime and ICU's zone data, about
// 0.7 ms), which a command that writes a record and a mail pays at every start for times in UTC.

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `date` as toISOString writes it (2026-12-02T08:42:39.179Z); the same error for an invalid date. */
export function isoTime(date: Date): string {
  const year = date.getUTCFullYear();
  // Invalid, or a year toISOString writes with six digits and a sign: its own way.
  if (!(year >= 0 && year <= 9999)) return date.toISOString();
  return `${pad(year, 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}.${pad(date.getUTCMilliseconds(), 3)}Z`;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `date` as a mail's Date header (RFC 5322 §3.3, in UTC): Wed, 02 Dec 2026 08:42:39 +0000. */
export function mailDate(date: Date): string {
  const year = date.getUTCFullYear();
  if (!(year >= 0 && year <= 9999)) throw new RangeError(`a mail's date must fall in the years 0-9999: ${String(date)}`);
  return `${DAYS[date.getUTCDay()]}, ${pad(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} ${pad(year, 4)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}
