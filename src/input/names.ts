// Players' names, checked at the door (new, replace): a name is shown in every post, every email
// and on the terminal, and typed back on the command line, so it must be visible, unambiguous and
// short. Names are compared as the command line compares them (NFKC, case-folded: nameKey).
import { UsageError } from '../errors.js';
import { firstInvisible, shown } from './text.js';

/** Names compare without case and with Unicode normalised (so "Ёжик" and "ёжик" match). */
export function nameKey(name: string): string {
  return name.normalize('NFKC').trim().toLocaleLowerCase();
}

/**
 * Cyrillic and Greek letters drawn like a Latin one (in either case: Cyrillic "В" is Latin "B",
 * so "в" maps to "b" once names are case-folded), for telling look-alike names apart.
 */
const RUSSIAN_LOOKALIKES: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
};
const LOOKALIKES: Record<string, string> = {
  ...RUSSIAN_LOOKALIKES,
  і: 'i', ј: 'j', ѕ: 's', ԁ: 'd', һ: 'h', ӏ: 'l', ԛ: 'q', ԝ: 'w',
  α: 'a', β: 'b', ε: 'e', η: 'h', ι: 'i', κ: 'k', μ: 'm', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ζ: 'z',
};

/** A name as it looks: its nameKey with every Cyrillic or Greek look-alike read as the Latin letter. */
export function lookKey(name: string): string {
  return [...nameKey(name)].map((ch) => LOOKALIKES[ch] ?? ch).join('');
}

const RUSSIAN_OF_LATIN: Record<string, string> = Object.fromEntries(Object.entries(RUSSIAN_LOOKALIKES).map(([ru, latin]) => [latin, ru]));

/**
 * A word as the Russian letters it looks like ("he" as «не», "het" as «нет»): its lookKey with
 * every Latin letter read as its Russian look-alike; null when a Latin letter has none.
 */
export function russianLook(word: string): string | null {
  let out = '';
  for (const ch of lookKey(word)) {
    const ru = RUSSIAN_OF_LATIN[ch] ?? (/\p{Script=Latin}/u.test(ch) ? null : ch);
    if (ru === null) return null;
    out += ru;
  }
  return out;
}

/** The refusal for two different names that look alike ("Аlice" with a Cyrillic А, and Alice). */
export function lookalikeError(where: string, name: string, other: string): UsageError {
  return new UsageError(`${where}: "${shown(name)}" and "${shown(other)}" look the same (they differ only by a Latin letter and its Cyrillic or Greek look-alike): nobody could tell them apart in the thread; give each player a distinct name`)
    .saying('name-lookalike', { where, value: shown(name), other: shown(other) });
}

/** Longer than any forum's user name (Discourse allows 60, phpBB 20 by default). */
export const NAME_MAX = 60;

/** Why `name` cannot be a player's name (a sentence, and its kind for other languages), or null when it can. */
export function nameProblem(name: string): { kind: string; text: string } | null {
  if (!name) return { kind: 'empty', text: 'it is empty' };
  const ch = firstInvisible(name);
  if (ch) {
    const code = ch.codePointAt(0)!;
    const what = ch === '\u001b' ? 'a terminal escape sequence'
      : ch === '\0' ? 'a NUL character'
      : (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069) || code === 0x200e || code === 0x200f ? 'a bidirectional override'
      : (code >= 0x200b && code <= 0x200d) || code === 0x2060 || code === 0xfeff ? 'a zero-width character'
      : /\p{Cc}/u.test(ch) ? 'a control character' : 'an invisible or unassigned character';
    return { kind: 'invisible', text: `it contains ${what} (U+${code.toString(16).toUpperCase().padStart(4, '0')})` };
  }
  if ([...name].length > NAME_MAX) return { kind: 'long', text: `it is longer than ${NAME_MAX} characters` };
  if (/^\d+$/.test(nameKey(name))) return { kind: 'digits', text: 'it is only digits: it would be read as a seat number' };
  if (/[=:]/.test(name)) return { kind: 'separator', text: 'it contains "=" or ":", which the command line reads as name=vote' };
  // BoardGameGeek strips a post from a "<" with anything but a space after it (its forum help),
  // and a name is in every post; at the end of a name our own markup follows it. No escape is
  // known to survive that, so such a name is refused here, where it is typed.
  if (/<(?! )/.test(name)) return { kind: 'angle', text: 'it has a "<" with no space after it, and BoardGameGeek cuts a post at such a "<" (it shows nothing from there on): write "< 3" or "♥" for "<3"' };
  return null;
}

/** A name as typed, tidied (trimmed, inner spaces single, NFC); throws a UsageError naming the problem. */
export function checkedName(raw: string, where: string): string {
  const name = raw.normalize('NFC').trim().replace(/[ \u00a0]+/g, ' ');
  const problem = nameProblem(name);
  if (problem) throw new UsageError(`${where}: "${shown(raw)}" cannot be a player's name: ${problem.text}`).saying('name', { where, value: shown(raw), variant: problem.kind, max: NAME_MAX });
  return name;
}

/** Every name checked, and no two equal as the command line compares them (Ａｌｉｃｅ is Alice). */
export function checkedNames(raws: string[], where: string): string[] {
  const names = raws.map((n) => checkedName(n, where));
  const seen = new Map<string, string>();
  for (const name of names) {
    const other = seen.get(nameKey(name));
    if (other !== undefined) {
      throw new UsageError(`${where}: "${shown(name)}" and "${shown(other)}" are the same name to chancery (compared without case or width): give each player a distinct name`)
        .saying('name-twice', { where, value: shown(name), other: shown(other) });
    }
    seen.set(nameKey(name), name);
  }
  const looks = new Map<string, string>();
  for (const name of names) {
    const other = looks.get(lookKey(name));
    if (other !== undefined) throw lookalikeError(where, name, other);
    looks.set(lookKey(name), name);
  }
  return names;
}

/** Levenshtein distance, for "did you mean" suggestions. */
export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}
