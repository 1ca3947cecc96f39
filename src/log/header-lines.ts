// A log header's own lines, read without parsing the log: the language and theme an error or a
// verdict is said in when the log cannot be read as a whole, or before it is read.
import { LANGS, oneOf, THEMES, type Lang, type ThemeName } from '../settings.js';

/** The header's `lang:` and `theme:` lines (the text's start is enough), when they name ones chancery has. */
export function headerLines(text: string): { lang?: Lang; theme?: ThemeName } {
  const lang = /^lang:\s*["']?([a-z]+)/m.exec(text)?.[1];
  const theme = /^theme:\s*["']?([a-z-]+)/m.exec(text)?.[1];
  return oneOf(LANGS, lang) ? { lang, ...(oneOf(THEMES, theme) ? { theme } : {}) } : {};
}
