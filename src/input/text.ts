// Showing what someone typed inside a message: at most about 80 characters of it, with control
// characters, escape sequences, zero-width and bidi characters made visible, so an error line
// stays one short, honest line on the terminal whatever the argument held.
/**
 * Characters that change how a terminal or a post shows the text around them, or are invisible.
 * Made on first use: V8 parses a regular expression when it is created, and the unassigned code
 * points (\p{Cn}) are thousands of ranges, which every command that loads this module would pay for.
 */
let invisible: { first: RegExp; all: RegExp } | undefined;
const invisibleChars = () => (invisible ??= {
  first: /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\p{Cn}]/u,
  all: /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\p{Cn}]/gu,
});

/** The first character of `text` that changes how the text around it shows, or is invisible. */
/**
 * `text` without zero-width characters. Posts put a zero-width space inside a name or a game id
 * that a forum would otherwise turn into a link, a mention or a smiley (src/render/format.ts); a
 * moderator who copies one from a post into a command copies it too. No name or id may hold one
 * (nameProblem, gameIdOk), so a command line's is dropped, never part of what was meant.
 */
export function withoutZeroWidth(text: string): string {
  return text.replace(/[\u200b-\u200d\u2060\ufeff]/gu, '');
}

export function firstInvisible(text: string): string | null {
  return invisibleChars().first.exec(text)?.[0] ?? null;
}

export const QUOTE_LIMIT = 80;

/** One character as a reader can see it: \n, \e, \0, U+202E. */
function visible(ch: string): string {
  switch (ch) {
    case '\n': return '\\n';
    case '\r': return '\\r';
    case '\t': return '\\t';
    case '\0': return '\\0';
    case '\u001b': return '\\e';
    default: return `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  }
}

/** `text` made safe to print: invisible characters spelled out, and cut to about `limit` characters. */
export function shown(text: string, limit = QUOTE_LIMIT): string {
  const chars = [...text];
  const cut = chars.length > limit ? chars.slice(0, limit).join('') : text;
  const safe = cut.replace(invisibleChars().all, visible);
  return chars.length > limit ? `${safe}… (${chars.length} characters)` : safe;
}

/** In a message built elsewhere, every long or unsafe argument replaced by its shown form. */
export function withArgumentsShown(message: string, args: readonly string[]): string {
  let out = message;
  for (const arg of args) {
    if (arg.length > QUOTE_LIMIT && out.includes(arg)) out = out.split(arg).join(shown(arg));
  }
  // A long piece of an argument quoted by itself ("no player is called …" of "<100 KB>=ja").
  out = out.replace(/"([^"\n]{81,})"/g, (_, inner: string) => `"${shown(inner)}"`);
  // Whatever still carries an escape or a control character (a name inside a rule's message…).
  return out.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, (ch) => (ch === '\n' ? ch : visible(ch)));
}

/** Parts of a list shown before it is cut. */
const LIST_LIMIT = 20;

/**
 * Numbers for a sentence, in any language: "3, 4, 5, 9" with runs of three or more as ranges
 * ("3–5, 9"), and past LIST_LIMIT parts the first ones, "…" and the last ("1, 3, 5, …, 599999"): a
 * forged record's list may hold hundreds of thousands of numbers, and a verdict must stay readable.
 */
export function listedNumbers(values: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < values.length; ) {
    let j = i;
    while (j + 1 < values.length && Number.isSafeInteger(values[j]) && values[j + 1] === values[j] + 1) j++;
    parts.push(j - i >= 2 ? `${values[i]}–${values[j]}` : values.slice(i, j + 1).join(', '));
    i = j + 1;
  }
  const text = parts.join(', ').split(', ');
  return text.length > LIST_LIMIT ? `${text.slice(0, LIST_LIMIT - 1).join(', ')}, …, ${text[text.length - 1]}` : text.join(', ');
}

/** Quotes a word for the shell when it needs it. */
export function shellWord(s: string): string {
  return /^[\w@%+=:,./-]+$/u.test(s) ? s : `"${s.replace(/(["\\$`])/g, '\\$1')}"`;
}

/** A chancery command line to type, each word quoted for the shell where it needs it. */
export function commandLine(argv: string[]): string {
  return ['chancery', ...argv].map(shellWord).join(' ');
}

/** Characters a monospace font draws in no column: combining marks, zero-width spaces and joiners, variation selectors. */
const NO_COLUMN = /[\p{Mn}\p{Me}\u200B-\u200D\uFE00-\uFE0F]/u;
/**
 * Characters it draws in two (Unicode East Asian Width W and F): CJK ideographs and syllables,
 * Hangul, kana, fullwidth forms, and emoji drawn as emoji.
 */
const TWO_COLUMNS = /[\p{Emoji_Presentation}\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6\u{20000}-\u{3FFFD}]/u;

/** Visible width of a cell in monospace: the columns its characters take (a name in Chinese takes two a character). */
export function width(s: string): number {
  let columns = 0;
  for (const c of s) columns += NO_COLUMN.test(c) ? 0 : TWO_COLUMNS.test(c) ? 2 : 1;
  return columns;
}
