// Rule errors in the game's language: the engine gives a code, the rule and its facts (params);
// the sentence comes from templates/<lang>/rules.yaml (a moderator's template folder may hold its
// own). "{player}" is a fact; "{winner:teams}" is a fact looked up in the file's `teams` section;
// "{=chancellor}" is a word of the game's theme (templates/themes/<theme>.yaml: Director in Secret
// Russian) and "{winner:=teams}" a fact looked up there ("teams.fascist": Subversives). "{player@gen}"
// is a player's name in a Russian case ("у Дарьи"; "у игрока «bob»" when it is not declined);
// "{player~казнён|казнена|игрок казнён}" the words that agree with that player: the male form, the
// female one, or the one for a player whose gender neither the log nor the name tells.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { RuleError } from '../engine/index.js';
import type { Lang, ThemeName } from '../settings.js';
import { BUILTIN_TEMPLATES } from './templates.js';
import { loadVocabulary, lookup } from './vocab.js';
import { CASES, gameGenders, nameGrammar, nameInCase, type Case, type NameGenders } from './names.js';
import { overrideDirs } from './overrides.js';
import { RuleRefusal } from '../errors.js';
import type { LogFile } from '../log/file.js';
import type { State } from '../engine/index.js';

export type Wordings = Record<string, unknown>;
const cache = new Map<string, Wordings>();

/** A wording file of a language (rules.yaml: rule errors; errors.yaml: log, setup and usage errors). */
export function wordingsFor(lang: Lang, overrides: string[], name: 'rules.yaml' | 'errors.yaml' = 'rules.yaml'): Wordings {
  const file = [...overrides, BUILTIN_TEMPLATES].map((dir) => join(dir, lang, name)).find((f) => existsSync(f));
  if (!file) return {};
  let words = cache.get(file);
  if (!words) {
    words = (parse(readFileSync(file, 'utf8')) ?? {}) as Wordings;
    cache.set(file, words);
  }
  return words;
}

/**
 * Fills "{param}", "{param:section}", "{param@case}" and "{param~male|female|neutral}" from the
 * error's params. `genders`: the game's players' genders by name (the log's), which a name in a
 * case is declined with and its words agree with (else the name's own gender, as the posts guess it).
 */
export function fill(text: string, params: RuleError['params'], words: Wordings, genders?: NameGenders): string {
  if (text.includes('~')) {
    text = text.replace(/\{([a-zA-Z]+)~([^{}|]*)\|([^{}|]*)\|([^{}|]*)\}/g, (whole, key: string, male: string, female: string, neutral: string) => {
      const value = params[key];
      if (value === undefined) return whole;
      const { gender } = nameGrammar(String(value), genders?.get(String(value)));
      return gender === 'male' ? male : gender === 'female' ? female : neutral;
    });
  }
  return text.replace(/\{([a-zA-Z]+)(?::([a-z]+)|@([a-z]+))?\}/g, (whole, key: string, section?: string, inCase?: string) => {
    const value = params[key];
    if (value === undefined) return whole;
    if (inCase && CASES.includes(inCase as Case)) return nameInCase(String(value), inCase as Case, genders?.get(String(value)));
    if (!section) return String(value);
    const looked = (words[section] as Record<string, unknown> | undefined)?.[String(value)];
    return typeof looked === 'string' ? fill(looked, params, words) : String(value);
  });
}

/** The sentence for a rule error in a language and the game's theme; the engine's English sentence when none is written. */
export function ruleWording(error: RuleError, lang: Lang, overrides: string[] = [], theme: ThemeName = 'secret-hitler', genders?: NameGenders): string {
  const words = wordingsFor(lang, overrides);
  const text = entryFor(words, error.code, error.params?.variant);
  return text !== undefined ? themed(fill(text, error.params ?? {}, words, genders), error.params ?? {}, theme, lang, overrides) : error.message;
}

/** Puts the theme's words in for "{=path}" and "{fact:=section}" (what fill leaves untouched). */
export function themed(text: string, params: RuleError['params'], theme: ThemeName, lang: Lang, overrides: string[]): string {
  if (!text.includes('{')) return text;
  const vocabulary = loadVocabulary(theme, lang, overrides);
  return text.replace(/\{(?:([a-zA-Z]+):)?=([\w.-]+)\}/g, (whole, key: string | undefined, path: string) => {
    if (!key) return lookup(vocabulary, path);
    const value = params[key];
    // A list of facts ("fascist, liberal": a hand) is looked up one by one.
    return value === undefined ? whole : String(value).split(', ').map((one) => lookup(vocabulary, `${path}.${one}`)).join(', ');
  });
}

/** The rule's name as the language cites it ("RULES §2.3 Vote" in English); the English name when none is written. */
export function ruleReference(rule: string, lang: Lang, overrides: string[] = []): string {
  const names = wordingsFor(lang, overrides).rules as Record<string, unknown> | undefined;
  const named = names?.[rule];
  return typeof named === 'string' ? named : rule;
}

/** The sentence written for a code (and its variant, where the code has several), if any. */
export function entryFor(words: Wordings, code: string, variant: string | number | undefined): string | undefined {
  const entry = words[code];
  const text = typeof entry === 'string' ? entry
    : entry && typeof entry === 'object' && variant !== undefined ? (entry as Record<string, unknown>)[String(variant)] : undefined;
  return typeof text === 'string' ? text : undefined;
}

/**
 * The refusal of a decision the rules refused in game `log` at `state`: worded in the game's
 * language, theme and template folders, its names declined in the genders the log gives. The one
 * way a command (game/commit.ts) and a decision asked out of its turn (interactive/missing.ts) say it.
 */
export function gameRuleRefusal(error: RuleError, log: Pick<LogFile, 'header' | 'events' | 'path'>, state: State, env: NodeJS.ProcessEnv): RuleRefusal {
  const { lang, theme } = log.header;
  return new RuleRefusal(error, ruleWording(error, lang, overrideDirs(log, env), theme, gameGenders(state, log))).inLang(lang);
}
