// A time as a reader of the game's language writes it ("Monday 7 December 2026 at 05:43 (UTC)"):
// the thread posts and messages (the `date` helper) and the terminal's lines say it alike.
import type { Lang } from './records.js';

/** `iso` in the language's long date and time, in `timeZone` (UTC when none), the zone named. */
export function formatDate(iso: string, lang: Lang, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const zone = timeZone ?? 'UTC';
  const text = dateFormat(lang, zone).format(date);
  return `${text} (${lang === 'ru' ? zoneName(date, zone) : zone === 'UTC' ? zone : `${zone}, ${zoneOffset(date, zone)}`})`;
}

/**
 * The zone's offset from UTC at that moment ("GMT+2"): in the hour the clocks go back, 02:30 in
 * Berlin happens twice, and only the offset says which (Russian names summer or standard time).
 */
function zoneOffset(date: Date, zone: string): string {
  let f = offsetFormats.get(zone);
  if (!f) offsetFormats.set(zone, (f = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'shortOffset' })));
  return f.formatToParts(date).find((p) => p.type === 'timeZoneName')?.value ?? zone;
}
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** A time zone as a reader of the language names it: its IANA id in English, as the Russian deadlines name it in Russian. */
export function zoneInLang(zone: string, lang: Lang, date = new Date()): string {
  return lang === 'ru' ? zoneName(date, zone) : zone;
}

/** A time zone as a Russian reader says it ("Москва, стандартное время"), not its IANA id. */
function zoneName(date: Date, zone: string): string {
  const part = zoneNameFormat(zone).formatToParts(date).find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

// A formatter is costly to make (ICU data) and a command formats many dates: one per language and zone.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(lang: Lang, zone: string): Intl.DateTimeFormat {
  const key = `${lang}\0${zone}`;
  let f = dateFormats.get(key);
  if (!f) dateFormats.set(key, (f = new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: zone })));
  return f;
}
const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();
function zoneNameFormat(zone: string): Intl.DateTimeFormat {
  let f = zoneNameFormats.get(zone);
  if (!f) zoneNameFormats.set(zone, (f = new Intl.DateTimeFormat('ru-RU', { timeZone: zone, timeZoneName: 'long' })));
  return f;
}
