// Theme vocabularies: templates/themes/<theme>.yaml, one section per language. Words only: the
// sentences live in the templates of each language.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILTIN_TEMPLATES, builtData } from './built.js';
// js-yaml, the log's reader, rather than the writer's `yaml` (a larger package to load for reading
// only), and only for a file the build did not read ahead (an override, or one edited since).
import { readYamlText } from '../input/yaml.js';
import type { Lang, ThemeName } from '../settings.js';
import { OperationError } from '../errors.js';

export { THEMES, LANGS } from '../settings.js';

export type Vocabulary = { [key: string]: string | Vocabulary };

const THEMES_DIR = join(BUILTIN_TEMPLATES, 'themes');
/** By theme, language and override folders: a command renders many messages, the folders do not change meanwhile. */
const cache = new Map<string, Vocabulary>();

/**
 * The words of a theme in a language. A moderator's override folder may hold its own themes/: each
 * word group its file gives (`president`, `card`, `letters`...) replaces the built-in one whole,
 * and every group it lacks keeps the built-in words, so a file written before a template came to
 * use a new word still renders (the most specific folder wins).
 */
export function loadVocabulary(theme: ThemeName, lang: Lang, overrides: string[] = []): Vocabulary {
  const key = [theme, lang, ...overrides].join('\0');
  const hit = cache.get(key);
  if (hit) return hit;
  const builtIn = join(THEMES_DIR, `${theme}.yaml`);
  if (!existsSync(builtIn)) throw new OperationError('template', `no vocabulary for the theme ${theme} (templates/themes/${theme}.yaml)`);
  const words = layered(builtIn, overrides.map((d) => join(d, 'themes', `${theme}.yaml`)), (doc, file, own) => {
    const section = (doc as Record<string, unknown> | null)?.[lang];
    // A moderator's file may leave a language out (it keeps the built-in words); the built-in may not.
    if (section === undefined && own) return undefined;
    if (!section || typeof section !== 'object') throw new OperationError('template', `${file}: no "${lang}:" section`).saying('theme-file', { variant: 'no-section', file, lang });
    return section as Vocabulary;
  });
  const merged: Vocabulary = { ...words, words: languageWords(lang, overrides) };
  cache.set(key, merged);
  return merged;
}

/** The board's colours in a theme (the picture and the replay page). */
export interface Palette { liberal: string; liberalDark: string; fascist: string; fascistDark: string; paper: string; ink: string }
const PALETTE_KEYS: (keyof Palette)[] = ['liberal', 'liberalDark', 'fascist', 'fascistDark', 'paper', 'ink'];

/**
 * A theme's colours: the `colours:` of its built-in file, with those a moderator's theme file gives
 * over them key by key (the most specific folder wins; a file without `colours:` changes none).
 * Every colour is six hex digits ("#4f86b8"): the picture and the replay page's style sheet take it
 * as written, so a name ("red"), a short form or anything else is refused, naming the file and key.
 */
export function paletteOf(theme: ThemeName, overrides: string[] = []): Palette {
  const builtIn = join(THEMES_DIR, `${theme}.yaml`);
  const files = [builtIn, ...overrides.map((d) => join(d, 'themes', `${theme}.yaml`)).filter((f) => existsSync(f)).reverse()];
  const palette: Partial<Palette> = {};
  for (const file of files) {
    if (!existsSync(file)) continue;
    const colours = (readYaml(file) as Record<string, unknown> | null)?.colours;
    if (colours === undefined || colours === null) continue;
    const given = typeof colours === 'object' && !Array.isArray(colours) ? colours as Record<string, unknown> : {};
    if (given !== colours) throw new OperationError('template', `${file}: colours: not a mapping: give each colour by name, like liberal: "#4f86b8"`).saying('theme-file', { variant: 'not-mapping', file });
    const unknown = Object.keys(given).filter((k) => !(PALETTE_KEYS as string[]).includes(k));
    if (unknown.length) {
      const keys = unknown.join(', ');
      throw new OperationError('template', `${file}: colours: no colour is called ${keys}; the colours are ${PALETTE_KEYS.join(', ')}`)
        .saying('theme-file', { variant: 'colour-key', file, keys, allowed: PALETTE_KEYS.join(', ') });
    }
    const bad = PALETTE_KEYS.filter((k) => k in given && (typeof given[k] !== 'string' || !/^#[0-9a-f]{6}$/i.test(given[k] as string)));
    if (bad.length) {
      throw new OperationError('template', `${file}: colours: ${bad.map((k) => `${k} (${JSON.stringify(given[k])})`).join(', ')} must be colours of six hex digits like "#4f86b8" (#rrggbb), not colour names`)
        .saying('theme-file', { variant: 'colours', file, keys: bad.join(', ') });
    }
    Object.assign(palette, given);
  }
  const missing = PALETTE_KEYS.filter((k) => !palette[k]);
  if (missing.length) throw new OperationError('template', `no colours ${missing.join(', ')} for the theme ${theme} (templates/themes/${theme}.yaml, colours:)`);
  return palette as Palette;
}

/**
 * The words a language's templates share across themes: templates/<lang>/words.yaml, with a
 * moderator's own words.yaml over it as a theme file is (each group it gives replaces the built-in one).
 */
function languageWords(lang: Lang, overrides: string[]): Vocabulary {
  const builtIn = join(BUILTIN_TEMPLATES, lang, 'words.yaml');
  if (!existsSync(builtIn)) throw new OperationError('template', `no words for the language ${lang} (templates/${lang}/words.yaml)`);
  return layered(builtIn, overrides.map((d) => join(d, lang, 'words.yaml')), (doc, file) => {
    if (doc === null || doc === undefined) return undefined; // an empty file: nothing re-worded
    if (typeof doc !== 'object') throw new OperationError('template', `${file}: not a mapping of words`).saying('theme-file', { variant: 'not-mapping', file });
    return doc as Vocabulary;
  });
}

/**
 * The words of a built-in file with a moderator's files over it (`overrides`, most specific first;
 * those that exist): each group a file gives replaces the one below it whole. `words` takes a
 * file's document to its words, or undefined for none.
 */
function layered(builtIn: string, overrides: string[], words: (doc: unknown, file: string, own: boolean) => Vocabulary | undefined): Vocabulary {
  let merged: Vocabulary = {};
  for (const file of [builtIn, ...overrides.filter((f) => existsSync(f)).reverse()]) {
    const given = words(readYaml(file), file, file !== builtIn);
    if (given) merged = { ...merged, ...given };
  }
  return merged;
}

function readYaml(file: string): unknown {
  const source = readFileSync(file, 'utf8');
  const built = builtData(file, source);
  if (built) return built.data;
  try {
    return readYamlText(source);
  } catch (e) {
    const { mark, reason } = e as { mark?: { line: number }; reason?: string };
    const where = `${file}${mark ? `:${mark.line + 1}` : ''}`;
    const detail = reason ?? (e as Error).message.split('\n')[0];
    throw new OperationError('template', `${where}: ${detail}`).saying('theme-file', { variant: 'yaml', file: where, detail });
  }
}

/** A word by dotted path ("role.hitler"); a missing word is a broken theme file, said so. */
export function lookup(t: Vocabulary, path: string): string {
  let node: string | Vocabulary | undefined = t;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new OperationError('template', `the theme has no word "${path}"`).saying('theme-word', { variant: 'word', word: path });
  return node;
}

/**
 * A role's word for the players who held it: the theme's word for a woman (`roleWoman`: «Кошка»,
 * «Лоялистка») where it has one and every one of `genders` is a woman's; else the card's word
 * (`role`), as for a man, a seat held by a man and a woman in turn, or a player nobody can place.
 * The posts, the messages and the terminal board each say a role through it.
 */
export function roleWord(t: Vocabulary, role: string, genders: readonly (string | null | undefined)[]): string {
  const woman = typeof t.roleWoman === 'object' ? t.roleWoman[role] : undefined;
  if (typeof woman === 'string' && genders.length > 0 && genders.every((g) => g === 'female')) return woman;
  return lookup(t, `role.${role}`);
}

/** The form of a counted word for n: "policy"/"policies", "закон"/"закона"/"законов". */
export function pluralForm(t: Vocabulary, lang: Lang, key: string, n: number): string {
  const forms = t[key];
  if (typeof forms !== 'object') throw new OperationError('template', `the theme has no plural forms for "${key}"`).saying('theme-word', { variant: 'plural', word: key });
  const category = pluralCategory(lang, n);
  const form = forms[category] ?? forms.other;
  if (typeof form !== 'string') throw new OperationError('template', `the theme has no "${category}" form of "${key}"`).saying('theme-word', { variant: 'plural-form', word: key, n });
  return form;
}

/**
 * The plural category of a count ("one", "few", "many", "other"), as Intl.PluralRules says: for
 * the counts of English and Russian (whole numbers from 0) by CLDR's rules written out here, since
 * the first Intl.PluralRules of a process loads ICU's data (about 1 ms on this machine, in every
 * command that counts anything); test/render/plurals.test.ts holds them to Intl's. Other numbers
 * and languages ask Intl, one rules object per language.
 */
export function pluralCategory(lang: string, n: number): Intl.LDMLPluralRule {
  if (Number.isSafeInteger(n) && n >= 0) {
    if (lang === 'en') return n === 1 ? 'one' : 'other';
    if (lang === 'ru') {
      const last = n % 10, lastTwo = n % 100;
      if (last === 1 && lastTwo !== 11) return 'one';
      if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'few';
      return 'many';
    }
  }
  let rules = pluralRulesOf.get(lang);
  if (!rules) pluralRulesOf.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(n);
}
const pluralRulesOf = new Map<string, Intl.PluralRules>();
