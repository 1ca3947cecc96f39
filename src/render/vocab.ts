// Theme vocabularies: templates/themes/<theme>.yaml, one section per language. Words only: the
// sentences live in the templates of each language.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
// js-yaml, the log's reader, rather than the writer's `yaml` (a larger package to load for reading only).
import { load, CORE_SCHEMA } from 'js-yaml';
import type { Lang, ThemeName } from '../settings.js';
import { OperationError } from '../errors.js';

export { THEMES, LANGS } from '../settings.js';

export type Vocabulary = { [key: string]: string | Vocabulary };

const THEMES_DIR = resolve(fileURLToPath(new URL('../../../templates/themes', import.meta.url)));
const cache = new Map<string, Vocabulary>();

/** The words of a theme in a language; a moderator's override folder may hold its own themes/. */
export function loadVocabulary(theme: ThemeName, lang: Lang, overrides: string[] = []): Vocabulary {
  const file = [...overrides.map((d) => join(d, 'themes', `${theme}.yaml`)), join(THEMES_DIR, `${theme}.yaml`)].find((f) => existsSync(f));
  if (!file) throw new OperationError('template', `no vocabulary for the theme ${theme} (templates/themes/${theme}.yaml)`);
  const key = `${file}\0${lang}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const doc = readYaml(file);
  const words = (doc as Record<string, unknown> | null)?.[lang];
  if (!words || typeof words !== 'object') throw new OperationError('template', `${file}: no "${lang}:" section`);
  const merged: Vocabulary = { ...(words as Vocabulary), words: languageWords(lang, overrides) };
  cache.set(key, merged);
  return merged;
}

/** The words a language's templates share across themes: templates/<lang>/words.yaml. */
function languageWords(lang: Lang, overrides: string[]): Vocabulary {
  const file = [...overrides.map((d) => join(d, lang, 'words.yaml')), join(THEMES_DIR, '..', lang, 'words.yaml')].find((f) => existsSync(f));
  if (!file) throw new OperationError('template', `no words for the language ${lang} (templates/${lang}/words.yaml)`);
  return readYaml(file) as Vocabulary;
}

function readYaml(file: string): unknown {
  try {
    return load(readFileSync(file, 'utf8'), { schema: CORE_SCHEMA });
  } catch (e) {
    const { mark, reason } = e as { mark?: { line: number }; reason?: string };
    throw new OperationError('template', `${file}${mark ? `:${mark.line + 1}` : ''}: ${reason ?? (e as Error).message.split('\n')[0]}`);
  }
}

/** A word by dotted path ("role.hitler"); a missing word is a broken theme file, said so. */
export function lookup(t: Vocabulary, path: string): string {
  let node: string | Vocabulary | undefined = t;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new OperationError('template', `the theme has no word "${path}"`);
  return node;
}

/** The form of a counted word for n: "policy"/"policies", "закон"/"закона"/"законов". */
export function pluralForm(t: Vocabulary, lang: Lang, key: string, n: number): string {
  const forms = t[key];
  if (typeof forms !== 'object') throw new OperationError('template', `the theme has no plural forms for "${key}"`);
  const category = new Intl.PluralRules(lang).select(n);
  const form = forms[category] ?? forms.other;
  if (typeof form !== 'string') throw new OperationError('template', `the theme has no "${category}" form of "${key}"`);
  return form;
}
