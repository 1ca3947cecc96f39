// The language of what a command says about a folder of games (`list`, `stats`): `--lang en|ru`
// always wins; otherwise the language most of the games use, on a tie the language of the game
// written last (the one the moderator runs now), English when even that ties. Each command says
// which games count (stats: its finished games, else every readable one; list: every readable one).
import { UsageError } from '../errors.js';
import { canonical, LANGS, oneOf } from '../settings.js';
import { shown } from '../input/text.js';
import type { Lang, ThemeName } from '../log/records.js';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { headerLines } from '../log/header-lines.js';
import { readRegular } from '../input/files.js';

/**
 * `--lang` as typed, checked before any game is read (a usage error lists the languages, said in
 * `refusedIn` when given); undefined when not given.
 */
export function askedLang(typed: string | undefined, refusedIn?: Lang): Lang | undefined {
  if (typed === undefined) return undefined;
  const lang = canonical(LANGS, typed);
  if (!oneOf(LANGS, lang)) throw new UsageError(`unknown language "${shown(typed)}": choose one of ${LANGS.join(', ')}`).saying('lang', { value: shown(typed), allowed: LANGS.join(', ') }).inLang(refusedIn);
  return lang as Lang;
}

/** A log's language, and when it was last written (its file's modification time, in ms; 0 unknown). */
export interface LogLang { lang: Lang; written: number }

/** When the file at `path` was last written (ms), 0 when it cannot be told: a log is appended at every write. */
export function writtenAt(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * The language most of `logs` are in. On a tie, the language of the log written last among the
 * tied: the game the moderator is running now (a Russian moderator's folder of one Russian and one
 * English game speaks Russian after a Russian game's move); English for none, or when that does
 * not settle it (the same time).
 */
export function mostUsedLang(logs: readonly LogLang[]): Lang {
  const counts = new Map<Lang, number>();
  const last = new Map<Lang, number>();
  for (const { lang, written } of logs) {
    counts.set(lang, (counts.get(lang) ?? 0) + 1);
    last.set(lang, Math.max(last.get(lang) ?? 0, written));
  }
  const most = Math.max(0, ...counts.values());
  const tied = [...counts.keys()].filter((l) => counts.get(l) === most).sort((a, b) => last.get(b)! - last.get(a)!);
  if (tied.length === 1) return tied[0];
  if (tied.length > 1 && last.get(tied[0])! > last.get(tied[1])!) return tied[0];
  return 'en';
}

/** The folder's language: the one asked for, else the one most of `logs` use (on a tie, the one written last: mostUsedLang). */
export function folderLang(asked: Lang | undefined, logs: readonly LogLang[]): Lang {
  return asked ?? mostUsedLang(logs);
}

/**
 * The language most of the logs in the first of `dirs` whose logs name one name in their header,
 * each read from its first 4 KB (a file that cannot be read names none); undefined when none names
 * one (a path that is no folder names none). For what a command says before it reads its games, or
 * when it has none to read (`list`, `stats`, `new`, `import`, `mail check`, a missing game's refusal):
 * the folder named, then games/.
 */
export function headersLang(...dirs: string[]): Lang | undefined {
  for (const dir of dirs) {
    const logs = headersIn(dir).flatMap((h) => (h.lang ? [{ lang: h.lang, written: h.written }] : []));
    if (logs.length) return mostUsedLang(logs);
  }
  return undefined;
}

/**
 * The theme every log in `dir` names in its header (help says the theme's words for such a folder);
 * undefined when they name several, a log names none, or there is none.
 */
export function headersTheme(dir: string): ThemeName | undefined {
  const themes = new Set(headersIn(dir).filter((h) => h.lang).map((h) => h.theme));
  const [only] = themes;
  return themes.size === 1 ? only : undefined;
}

/** The header lines of the logs in `dir` (at most 500), each read from its first 4 KB, and when each was last written; a file that cannot be read names nothing. */
function headersIn(dir: string): (ReturnType<typeof headerLines> & { written: number })[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).slice(0, 500);
  } catch {
    return [];
  }
  return files.map((file) => {
    try {
      return { ...headerLines(readRegular(join(dir, file), 4096, { truncate: true }).bytes.toString('utf8')), written: writtenAt(join(dir, file)) };
    } catch {
      return { written: 0 }; // not a readable file: it names nothing
    }
  });
}
