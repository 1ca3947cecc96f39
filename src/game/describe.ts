// One line per log record, for the moderator's terminal and `history`: in the game's language and
// theme (src/game/speech.ts), English and the original words by default.
import type { Lang, LogRecord, ThemeName } from '../log/records.js';
import { claimAct } from './claims.js';
import { seatHolder } from '../engine/views.js';
import type { Replacement } from '../engine/types.js';
import { speechOf, type NameGenders } from './speech.js';

/** `replacements`: the seats that changed hands, so that a record about a past government names who held its seats then (recordNames). */
export function describeRecord(r: LogRecord, players: string[], lang: Lang = 'en', theme: ThemeName = 'secret-hitler', folders: readonly string[] = [], genders?: NameGenders, replacements: readonly Replacement[] = []): string {
  return speechOf(lang, theme, folders, genders).record(r, recordNames(r, players, replacements));
}

/**
 * The names a record's line gives the seats: the holders now, but for a claim, which is about a
 * government that may be past: who held each seat in it (a claim recorded after its player left is
 * still theirs, as history and the claims post credit it).
 */
export function recordNames(r: LogRecord, players: string[], replacements: readonly Replacement[]): string[] {
  if (r.type !== 'claim-recorded' || !replacements.length) return players;
  return players.map((_, seat) => seatHolder(players, replacements, seat, r.government, claimAct(r.as)));
}
