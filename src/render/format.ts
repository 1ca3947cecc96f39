// The three output formats and their escaping. Handlebars' HTML escaping is switched off
// (templates compile with noEscape); instead every string that comes from the game (player names,
// the game id) is escaped for the target format before a template sees it, so a player called
// `*Bob*` or `[b]x[/b]` shows as written and never as markup.

// A cell's width is counted where the terminal's printers count it too (src/cli/print/board.ts).
import { width } from '../input/text.js';
export { width };
export type Format = 'markdown' | 'bbcode' | 'text';

/**
 * Forums draw typed smileys as pictures: Discourse its emoji shortcuts (";)", ";-)", ";P", "8-)",
 * "^_^"), after markdown-it has turned backslash escapes back into text, and phpBB its smilies
 * (";)", "8-)"). A name holds no ":" (the command line reads name:vote), which leaves these; a
 * zero-width space after their first character breaks each, so "Cy ;)" reads as typed.
 */
function noSmileys(s: string): string {
  return s.replace(/;(?=\S)|\^(?=_)|(?<=8)-(?=\))/g, '$&\u200B');
}

/**
 * Markdown (CommonMark + GFM tables, as Discourse and Reddit parse it): backslash-escape every
 * ASCII punctuation character that can start or end markup, `&` so `&lt;` stays literal and `^`,
 * which Reddit reads as superscript (`x^y`); `|` is a character reference, so a name cannot split
 * a table cell (old Reddit splits a row at an escaped `|` too).
 * Only characters old Reddit's snudown escapes too get a backslash: it shows any other backslash
 * as typed (`\@` would read "\@"). A leading `-`, `+` or `1.` is escaped too. Discourse links
 * a web or e-mail address in text even without "http://" ("www.dan.com", "dan.com", "bob@mail.ru"),
 * but only within one piece of text: an escaped `.` splits it there, so no name is a link.
 * Discourse's typographer makes quotes curly ("O'Brien" reads "O’Brien"), "--" a dash and "+-"
 * "±", again only within one piece of text: a `-` or `+` before a `-` is escaped, a quote is a
 * character reference, so a name reads as typed (players type it back in their replies).
 * Reddit links "u/name" and "r/name" and notifies the user named: that slash is escaped.
 * Discourse finds mentions (`@name`, `@here`) and hashtags (`#slug`) after parsing, in the text
 * the escapes have become again, so an `@` or `#` that a name goes on after is followed by a
 * zero-width space (as `[` is in BBCode): no name pings a user or links a category.
 */
function escapeMarkdown(s: string): string {
  return noSmileys(s)
    .replace(/[\\`*_[\]()<>#!~&^.]|[+-](?=-)|(?<=[uUrR])\//g, (c) => `\\${c}`)
    // Only before what a mention or a hashtag could go on with: a lone "#" (a table's column) stays as it is.
    .replace(/([@#])(?=\S)/g, '$1\u200B')
    // Quotes, and a "?" or "," before another (the typographer's "????" and ",,"), which snudown
    // cannot backslash-escape: a character reference, which markdown-it also keeps out of the typographer.
    // And "|": snudown splits a table row at every "|", escaped or not.
    .replace(/['"|]|([?,])(?=\1)/g, (c) => `&#${c.charCodeAt(0)};`)
    .replace(/\r?\n/g, ' ')
    // At the start of a line (a list item, a cell) "- x", "+ x", "1. x" would open a list.
    .replace(/^([-+=])/, '\\$1')
    .replace(/^(\d+)([.)])/, '$1\\$2');
}

/**
 * BBCode has no escape character, and [noparse] is not portable: phpBB 3 has no such tag,
 * SMF calls it [nobbc], XenForo [plain], vBulletin [noparse]. The portable way that every
 * forum's parser accepts is to make `[` not start a tag: we put a zero-width space (U+200B)
 * after every `[`, so `[b]` displays as `[b]` but is never a tag name any forum recognises.
 * phpBB links a "www." address and an e-mail address in text by itself: a zero-width space
 * before the "." of "www." and after an "@" keeps "www.dan.com" and "bob@mail.ru" text.
 * (BoardGameGeek cuts a post at a `<` with anything but a space after it, by its forum help, so
 * no character put after it helps: names with such a `<` are refused where they are typed,
 * src/input/names.ts.)
 */
function escapeBBCode(s: string): string {
  return noSmileys(s)
    .replace(/\[/g, '[\u200B')
    .replace(/\bwww(?=\.)/gi, '$&\u200B')
    .replace(/@(?=\S)/g, '@\u200B')
    .replace(/\r?\n/g, ' ');
}

export function escapeFor(format: Format, s: string): string {
  switch (format) {
    case 'markdown': return escapeMarkdown(s);
    case 'bbcode': return escapeBBCode(s);
    case 'text': return s.replace(/\r?\n/g, ' ');
  }
}

export function bold(format: Format, s: string): string {
  if (format === 'markdown') return `**${s}**`;
  if (format === 'bbcode') return `[b]${s}[/b]`;
  return s;
}

/** Something to type, like a command: monospace in Markdown; BBCode has no portable inline code. */
export function mono(format: Format, s: string): string {
  return format === 'markdown' ? `\`${s.replace(/`/g, '')}\`` : escapeFor(format, s);
}

export function italic(format: Format, s: string): string {
  if (format === 'markdown') return `*${s}*`;
  if (format === 'bbcode') return `[i]${s}[/i]`;
  return s;
}

export function heading(format: Format, s: string): string {
  if (format === 'markdown') return `### ${s}`;
  // phpBB reads [size] as percent, BoardGameGeek as points: plain bold is the portable heading.
  if (format === 'bbcode') return `[b]${s}[/b]`;
  return `${s}\n${'='.repeat([...s].length)}`;
}

/** A bulleted list: one item per line, already formatted. */
export function list(format: Format, items: string[]): string {
  if (items.length === 0) return '';
  if (format === 'markdown') return items.map((i) => `- ${i}`).join('\n');
  if (format === 'bbcode') return `[list]\n${items.map((i) => `[*]${i}`).join('\n')}\n[/list]`;
  return items.map((i) => `  - ${i}`).join('\n');
}

/** A numbered list. */
export function numbered(format: Format, items: string[]): string {
  if (items.length === 0) return '';
  if (format === 'markdown') return items.map((item, n) => `${n + 1}. ${item}`).join('\n');
  if (format === 'bbcode') return `[list=1]\n${items.map((i) => `[*]${i}`).join('\n')}\n[/list]`;
  return items.map((item, n) => `  ${n + 1}. ${item}`).join('\n');
}

function pad(s: string, w: number): string {
  return s + ' '.repeat(Math.max(0, w - width(s)));
}

/**
 * A table of plain (unescaped) cells, escaped here. Markdown: a GFM table (Discourse, Reddit).
 * BBCode: phpBB and BoardGameGeek have no [table] tag, so the table is monospace text in [code],
 * padded to columns; inside [code] only [/code] is parsed, which the escaping of `[` prevents.
 */
export function table(format: Format, header: string[], rows: string[][]): string {
  if (format === 'markdown') {
    const line = (cells: string[]) => `| ${cells.map(escapeMarkdown).join(' | ')} |`;
    return [line(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
  }
  const cells = [header, ...rows].map((row) => row.map((c) => escapeFor(format, c)));
  const widths = header.map((_, i) => Math.max(...cells.map((row) => width(row[i] ?? ''))));
  const lines = cells.map((row) => row.map((c, i) => pad(c, widths[i])).join('  ').trimEnd());
  lines.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '));
  return format === 'bbcode' ? `[code]\n${lines.join('\n')}\n[/code]` : lines.join('\n');
}
