// One line per log record, for the moderator's terminal and `history`: in the game's language and
// theme (src/game/speech.ts), English and the original words by default.
import type { Lang, LogRecord, ThemeName } from '../log/records.js';
import { speechOf, type NameGenders } from './speech.js';

export function describeRecord(r: LogRecord, players: string[], lang: Lang = 'en', theme: ThemeName = 'secret-hitler', folders: readonly string[] = [], genders?: NameGenders): string {
  return speechOf(lang, theme, folders, genders).record(r, players);
}
