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
