// The language of what a command says about a folder of games (`list`, `stats`): `--lang en|ru`
// always wins; otherwise the language most of the games use, English on a tie. Each command says
// which games count (stats: its finished games, else every readable one; list: every readable one).
import { UsageError } from '../errors.js';
import { canonical, LANGS, oneOf } from '../settings.js';
import { shown } from '../input/text.js';
import type { Lang, ThemeName } from '../log/records.js';
import { readdirSync } from 'node:fs';
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

/** The language most of `langs` are in; English on a tie (and for none). */
export function mostUsedLang(langs: readonly Lang[]): Lang {
  const counts = new Map<Lang, number>();
  for (const l of langs) counts.set(l, (counts.get(l) ?? 0) + 1);
  let best: Lang = 'en';
  for (const [l, n] of counts) if (n > (counts.get(best) ?? 0)) best = l;
  return best;
}

/** The folder's language: the one asked for, else the one most of `langs` use (English on a tie). */
export function folderLang(asked: Lang | undefined, langs: readonly Lang[]): Lang {
  return asked ?? mostUsedLang(langs);
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
    const langs = headersIn(dir).map((h) => h.lang).filter((l): l is Lang => l !== undefined);
    if (langs.length) return mostUsedLang(langs);
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

/** The header lines of the logs in `dir` (at most 500), each read from its first 4 KB; a file that cannot be read names nothing. */
function headersIn(dir: string): ReturnType<typeof headerLines>[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).slice(0, 500);
  } catch {
    return [];
  }
  return files.map((file) => {
    try {
      return headerLines(readRegular(join(dir, file), 4096, { truncate: true }).bytes.toString('utf8'));
    } catch {
      return {}; // not a readable file: it names nothing
    }
  });
}
