// Help in a language other than English (`chancery nominate <a Russian game> --help`): commander's
// help with its own words and chancery's texts taken from templates/<lang>/help.yaml, which the
// build reads ahead into JSON (scripts/precompile-templates.mjs), as the theme words are. Loaded only
// when such help is shown (src/cli/main.ts): in the bundles it is a file of its own,
// dist/src/bundle/translated-help.js (scripts/bundle.mjs), so no command's start reads it.
import type { Argument, Command, Help, Option } from 'commander';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILTIN_TEMPLATES, builtData } from '../render/built.js';
import { readYamlText } from '../input/yaml.js';
import { LANGS, MISSING_VOTE_RULES, POST_FORMATS, POST_KINDS, THEMES, type Lang, type ThemeName } from '../settings.js';
import { loadVocabulary, lookup, type Vocabulary } from '../render/vocab.js';
import { overrideDirs } from '../render/overrides.js';
import { CHOICE_OPTIONS, NUMBER_OPTIONS, RULESET_NAMES } from '../engine/types.js';
import type { HelpWords } from './wire.js';

/** One command's texts: by argument name, by option (its long flag, else its short one). */
export interface CommandTexts {
  description: string;
  arguments?: Record<string, string>;
  options?: Record<string, string>;
  /** The example lines in this language, for a command whose English lines explain themselves after the command. */
  examples?: string[];
}

/** templates/<lang>/help.yaml. */
export interface HelpTexts {
  /** commander's own words: its headings (without their colon), its help and version options, what it adds to a description. */
  commander: {
    titles: Record<string, string>; help: string; version: string; default: string; choices: string; preset: string; env: string;
    /**
     * The words of the placeholders: the usage line's, the commands' and the arguments', by argument
     * name (`game`), commander's `options` and `command` too; and those of the flags' values, by
     * the word inside the brackets (`--lang <lang>`: `lang`).
     */
    placeholders: Record<string, string>;
  };
  /** By command as typed (`nominate`, `mail check`); `chancery` is the program itself. */
  commands: Record<string, CommandTexts>;
}

const read = new Map<Lang, HelpTexts>();

/** The help texts of a language: as the build read them, else (the file edited since, or not built) from the YAML. */
export function helpTexts(lang: Lang): HelpTexts {
  let texts = read.get(lang);
  if (!texts) {
    const file = join(BUILTIN_TEMPLATES, lang, 'help.yaml');
    const source = readFileSync(file, 'utf8');
    texts = (builtData(file, source)?.data ?? readYamlText(source, file)) as HelpTexts;
    read.set(lang, texts);
  }
  return texts;
}

/** A command's name as typed after `chancery` (`mail check`); the program's own, `chancery`. */
export function commandKey(cmd: Command): string {
  const names: string[] = [];
  for (let c: Command | null = cmd; c?.parent; c = c.parent) names.unshift(c.name());
  return names.length ? names.join(' ') : cmd.name();
}

/** The key of an option in a command's texts: its long flag, else its short one. */
export function optionKey(option: Option): string {
  return option.long ?? option.short ?? option.flags;
}

/** "`a`, `b` или `c`": values as typed, in a sentence. */
function either(values: readonly string[]): string {
  const typed = values.map((v) => `\`${v}\``);
  return typed.length > 1 ? `${typed.slice(0, -1).join(', ')} или ${typed[typed.length - 1]}` : typed.join('');
}

/** The lists of values a text names by {name}: the same constants the English help lists. */
const VALUES: Record<string, string> = {
  rulesets: either(RULESET_NAMES),
  themes: either(THEMES),
  langs: either(LANGS),
  formats: either(POST_FORMATS),
  // The kinds of post before the two more that the text names itself.
  'post-kinds': POST_KINDS.map((k) => `\`${k}\``).join(', '),
  'missing-vote-rules': either(MISSING_VOTE_RULES),
  // As new --option's English help names them: a number option by its name, the deck by its form.
  'rule-options': either([...Object.keys(CHOICE_OPTIONS), ...NUMBER_OPTIONS.map((o) => (o === 'deck' ? 'deck=L/F' : o))]),
};

const filled = (text: string): string => text.replace(/\{([a-z-]+)\}/g, (whole, name: string) => VALUES[name] ?? whole);

/** A value as typed, as the texts write one: `markdown` (commander writes "markdown"). */
const typed = (value: unknown): string => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

/**
 * What commander adds after a description, in this language and as the texts say it ("по
 * умолчанию — `en`", as their own defaults read): the choices, the default shown (for an option,
 * as commander shows it: when it takes a value), the preset, the variable.
 */
function withExtras(description: string, item: Option | Argument, words: HelpTexts['commander']): string {
  const extras: string[] = [];
  if (item.argChoices) extras.push(`${words.choices}: ${item.argChoices.map(typed).join(', ')}`);
  const option = 'flags' in item ? item : undefined;
  const showDefault = !option || option.required || option.optional || (option.isBoolean() && typeof option.defaultValue === 'boolean');
  if (item.defaultValue !== undefined && showDefault) extras.push(`${words.default} — ${item.defaultValueDescription || typed(item.defaultValue)}`);
  if (option?.presetArg !== undefined && option.optional) extras.push(`${words.preset} — ${typed(option.presetArg)}`);
  if (option?.envVar !== undefined) extras.push(`${words.env}: ${option.envVar}`);
  if (!extras.length) return description;
  return description ? `${description} (${extras.join(', ')})` : `(${extras.join(', ')})`;
}

/**
 * The words of `cmd`'s help in `lang`, over commander's Help (src/cli/wire.ts formatHelp): every
 * text the language has; one it lacks stays as written (test/cli/help-in-russian.test.ts keeps
 * none missing).
 */
export function helpWords(lang: Lang, cmd: Command, theme?: ThemeName, game: OwnThemeOf = {}): HelpWords {
  const folders = ownFolders(lang, game);
  const themed = (theme && theme !== 'secret-hitler') || folders.length ? themeWords(lang, theme ?? 'secret-hitler', folders) : undefined;
  // English help is commander's, in chancery's own words: only a theme's words go over it.
  if (lang === 'en') return { examplesTitle: 'Examples:', examples: (lines) => lines, ...(themed ? { themed } : {}) };
  const texts = helpTexts(lang);
  const words = texts.commander;
  const own = texts.commands[commandKey(cmd)];
  // commander's implicit `help [command]` (of `mail`) is described in its words.
  const describe = (c: Command) => filled(texts.commands[commandKey(c)]?.description ?? (c.name() === 'help' ? words.help : c.description()));
  const optionText = (o: Option) => own?.options?.[optionKey(o)] ?? (o.long === '--help' ? words.help : o.long === '--version' ? words.version : o.description);
  const placeholders = inWords(words.placeholders);
  return {
    styleTitle: (title: string) => words.titles[title.replace(/:$/, '')] ?? title,
    // What stands for a typed word: commander's [options] and [command], an argument's [game].
    // (commander's own method is the helper's prototype's: these go over the helper itself.)
    commandUsage(this: Help, c: Command) { return placeholders((Object.getPrototypeOf(this) as Help).commandUsage.call(this, c)); },
    subcommandTerm(this: Help, c: Command) { return placeholders((Object.getPrototypeOf(this) as Help).subcommandTerm.call(this, c)); },
    argumentTerm: (a: Argument) => words.placeholders[a.name()] ?? a.name(),
    // The form of a flag's value: `--lang <язык>`; the flags themselves are typed as they stand.
    optionTerm: (o: Option) => placeholders(o.flags),
    commandDescription: describe,
    subcommandDescription: describe,
    argumentDescription: (a: Argument) => withExtras(filled(own?.arguments?.[a.name()] ?? a.description), a, words),
    optionDescription: (o: Option) => withExtras(filled(optionText(o)), o, words),
    examplesTitle: words.titles.Examples ?? 'Examples:',
    examples: (lines: string[]) => own?.examples ?? lines,
    ...(themed ? { themed, themedExample: examplesThemed(themed, theme ?? 'secret-hitler', folders) } : {}),
  };
}

/**
 * The placeholders of a usage or of a flag (`[options]`, `<game>`, `[votes...]`, `<roster...>`,
 * `<key=value>`, `<female|male>`) in the language's words, where it has them.
 */
function inWords(words: Record<string, string>): (usage: string) => string {
  return (usage) => usage.replace(/([<[])([^<>[\]\s]+?)((?:\.\.\.)?[>\]])/g, (whole, open: string, name: string, close: string) => (words[name] ? `${open}${words[name]}${close}` : whole));
}

/**
 * An example line of help in another language: its command line is the English one (`chancery
 * discard friday fascist`), so what it types is put into the theme's English words (`subversive`,
 * SSL, as English help shows it), then its explanation into the language's.
 */
function examplesThemed(themed: (text: string) => string, theme: ThemeName, folders: string[]): (line: string) => string {
  const english = themeWords('en', theme, folders);
  return (line) => themed(english(line));
}

/** The game help is about (its log, and the templates folder its header names), if one is named. */
export interface OwnThemeOf { path?: string; templates?: string }

/**
 * The folders of the moderator's own templates that word the game's posts (src/render/overrides.ts):
 * the named game's, then $CHANCERY_HOME/templates. Help goes on in the built-in words when the
 * game names a folder that is not there (the game's commands say so).
 */
function ownFolders(lang: Lang, own: OwnThemeOf): string[] {
  try {
    return overrideDirs({ path: own.path ?? join(process.cwd(), 'game.yaml'), header: { lang, ...(own.templates ? { templates: own.templates } : {}) } }, process.env);
  } catch {
    return [];
  }
}

/** The vocabulary's groups that are no word of a description: the games' titles, the ballot words, the letters of the cards. */
const NOT_DESCRIBED = new Set(['title', 'ja', 'nein', 'veto', 'letters', 'words']);

/** Every word of a vocabulary by its path (`case.president.gen`: Президента), but those NOT_DESCRIBED. */
function wordsByPath(vocabulary: Vocabulary, prefix = ''): Map<string, string> {
  const words = new Map<string, string>();
  for (const [key, value] of Object.entries(vocabulary)) {
    if (!prefix && NOT_DESCRIBED.has(key)) continue;
    if (typeof value === 'string') words.set(prefix + key, value);
    else for (const [path, word] of wordsByPath(value, `${prefix}${key}.`)) words.set(path, word);
  }
  return words;
}

const lowerFirst = (word: string) => word.charAt(0).toLocaleLowerCase('ru') + word.slice(1);

/**
 * The texts are written in Secret Hitler's words (President, Hitler, законов): each is put into the
 * theme's word of the same place in templates/themes (Premier, the Secret Russian, указов), in
 * every form the vocabulary gives (its cases and plural forms; in Russian also as running text
 * writes an office, with a small letter). What one types is quoted in `…` or «…», or plain
 * (`liberal`, FFL): there only a card, a party member and the cards' letters are the theme's
 * (`loyalist`, SSL, which the commands read as well); a game's title stays as it is.
 */
function themeWords(lang: Lang, theme: ThemeName, folders: string[]): (text: string) => string {
  const from = wordsByPath(loadVocabulary('secret-hitler', lang));
  // The theme as the game's posts word it: with the moderator's own file over the built-in one (a broken file: the built-in words).
  const vocabulary = (() => { try { return loadVocabulary(theme, lang, folders); } catch { return loadVocabulary(theme, lang); } })();
  const to = wordsByPath(vocabulary);
  const pairs = new Map<string, string>();
  for (const title of THEMES) pairs.set(String(loadVocabulary(title, lang).title), String(loadVocabulary(title, lang).title));
  // English makes the office an adjective, which no theme's vocabulary gives: the candidate for its office.
  if (lang === 'en') pairs.set('Presidential candidate', `candidate for ${String(to.get('president'))}`);
  const typed = new Map<string, string>();
  for (const [path, word] of from) {
    const themed = to.get(path);
    if (themed === undefined || pairs.has(word)) continue;
    pairs.set(word, themed);
    // English plural of one word ("governments"); Russian running text writes an office with a small letter.
    if (lang === 'en' && /^\p{L}+$/u.test(word) && !word.endsWith('s') && !pairs.has(`${word}s`)) pairs.set(`${word}s`, `${themed}s`);
    // (The secret role is a name: the Secret Russian keeps its capitals.)
    if (lang !== 'en' && !pairs.has(lowerFirst(word))) pairs.set(lowerFirst(word), path.includes('hitler') ? themed : lowerFirst(themed));
    // A card or a party's member as typed: `liberal`, «фашистский», «Борис фашист».
    if (/^(card|role)\.(liberal|fascist)$/.test(path)) typed.set(word.toLocaleLowerCase(lang), themed.toLocaleLowerCase(lang));
  }
  const letter = new Map<string, string>();
  for (const p of ['liberal', 'fascist']) letter.set(lookup(loadVocabulary('secret-hitler', lang), `letters.${p}`), lookup(vocabulary, `letters.${p}`));
  const alternation = (words: Iterable<string>) => [...words].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  // Not part of a longer word, nor of a flag or a name typed with hyphens (--government, secret-hitler).
  const whole = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}-])(?:${source})(?![\\p{L}\\p{N}-])`, 'gu');
  const described = whole(alternation([...pairs.keys(), ...typed.keys()]));
  const quoted = whole(alternation(typed.keys()));
  // Cards by their letters (FFL, ЛЛ): a word of two or more of them.
  const spelled = whole(`[${[...letter.keys()].join('')}]{2,}`);
  const say = (part: string, words: RegExp) => part
    .replace(words, (w) => pairs.get(w) ?? typed.get(w) ?? w)
    .replace(spelled, (w) => [...w].map((c) => letter.get(c) ?? c).join(''));
  return (text) => text.split(/(`[^`]*`|«[^»]*»)/).map((part, i) => say(part, i % 2 ? quoted : described)).join('');
}

