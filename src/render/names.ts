// Players' names in Russian sentences: the case a sentence needs ("выдвигает Анну"), and the gender
// its verbs agree with ("Анна согласилась"). Inflection and the guess of a gender from a first name
// come from lvovich (Petrovich's rules, maintained, typed). A name it cannot decline (Latin script,
// a nickname, two words) is never forced into a case: the sentence says "игрока «bob»" instead,
// and a player whose gender nobody knows gets wording that needs none (see the templates).
import { createRequire } from 'node:module';
import type * as Lvovich from 'lvovich';
import type { Replacement } from '../engine/types.js';
import { gendersOf } from '../log/records.js';

/** The library, loaded for the first Cyrillic first name (an English table never needs it). */
let lvovich: typeof Lvovich | undefined;
const library = (): typeof Lvovich => (lvovich ??= createRequire(import.meta.url)('lvovich') as typeof Lvovich);

export type Gender = 'female' | 'male';
export const GENDERS: Gender[] = ['female', 'male'];
export type Case = 'nom' | 'gen' | 'dat' | 'acc' | 'ins' | 'pre';
export const CASES: Case[] = ['nom', 'gen', 'dat', 'acc', 'ins', 'pre'];

const LVOVICH_CASE = { nom: 'nominative', gen: 'genitive', dat: 'dative', acc: 'accusative', ins: 'instrumental', pre: 'prepositional' } as const;

/** One Cyrillic word (a hyphen allowed: "Анна-Мария"), starting with a capital: a first name we may decline. */
const FIRST_NAME = /^[А-ЯЁ][а-яё]+(?:-[А-ЯЁ][а-яё]+)?$/;

export interface NameGrammar {
  /** The gender verbs agree with: the roster's, else the library's confident guess; null when unknown. */
  gender: Gender | null;
  /** The name in each case, or null when it is not declined (the sentence then says "игрока «…»"). */
  forms: Record<Case, string> | null;
}

const cache = new Map<string, NameGrammar>();

/** How a name behaves in a Russian sentence. `given`: the gender from the roster or `replace`. */
export function nameGrammar(name: string, given?: Gender | null): NameGrammar {
  const key = `${name}\0${given ?? ''}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const result = analyse(name.trim(), given ?? null);
  cache.set(key, result);
  return result;
}

function analyse(name: string, given: Gender | null): NameGrammar {
  if (!FIRST_NAME.test(name)) return { gender: given, forms: null };
  const guessed = library().getFirstnameGender(name);
  const gender = given ?? (guessed === 'male' || guessed === 'female' ? guessed : null);
  if (gender) return { gender, forms: formsFor(name, gender) };
  // Gender unknown (Саша, Женя, or a name the library does not know): decline only when both
  // genders decline it the same way, so the form is right whoever the player is.
  const male = formsFor(name, 'male');
  const female = formsFor(name, 'female');
  const same = male && female && CASES.every((c) => male[c] === female[c]);
  return { gender: null, forms: same ? male : null };
}

function formsFor(name: string, gender: Gender): Record<Case, string> | null {
  const forms = {} as Record<Case, string>;
  for (const c of CASES) forms[c] = c === 'nom' ? name : library().inclineFirstname(name, LVOVICH_CASE[c], gender);
  // A name the rules leave unchanged in every case (Нелли, an unknown foreign name) is fine as
  // it is, but one changed into something that is not a Russian word shape is not trusted.
  if (CASES.some((c) => !FIRST_NAME.test(forms[c]))) return null;
  return forms;
}

/** "игрок" in each case, for the construction "игрока «bob»" around a name that is not declined. */
export const PLAYER_NOUN: Record<Case, string> = { nom: 'игрок', gen: 'игрока', dat: 'игроку', acc: 'игрока', ins: 'игроком', pre: 'игроке' };

/**
 * The players' genders the log gives (the roster's `gender`, `replace --gender`), by name: a
 * Russian line declines a name as the posts and messages do ("выдвигает Любовь", "для Любови").
 */
export type NameGenders = ReadonlyMap<string, Gender>;

/**
 * Each seat's holders' genders as the log gives them (log/records' gendersOf): the roster's player
 * first, then each replacement's newcomer, in order (engine/views' seatHolderIndex says which);
 * undefined where nobody said. A player who left keeps hers: lines about her time still name her.
 */
export type HolderGenders = readonly (readonly (Gender | null | undefined)[] | undefined)[];

/**
 * The genders of everyone who has held a seat (by `seated`: its players and replacements), by name:
 * a line may name a player who left. A name seated now is read as the one seated.
 */
export function gendersByName(seated: { players: readonly string[]; replacements: readonly Replacement[] }, genders: HolderGenders): NameGenders {
  const byName = new Map<string, Gender>();
  const left = new Map<number, number>(); // how many have left each seat so far: the leaver's holder index
  for (const r of seated.replacements) {
    const k = left.get(r.seat) ?? 0;
    left.set(r.seat, k + 1);
    const g = genders[r.seat]?.[k];
    if (g) byName.set(r.previous, g);
  }
  seated.players.forEach((name, seat) => {
    const g = genders[seat]?.[left.get(seat) ?? 0];
    if (g) byName.set(name, g);
    else byName.delete(name);
  });
  return byName;
}

/** A name in a case for a plain sentence (a terminal line, a refusal): declined ("у Дарьи"), or "у игрока «bob»". */
export function nameInCase(name: string, c: Case, given?: Gender | null): string {
  const { forms } = nameGrammar(name, given);
  return forms ? forms[c] : `${PLAYER_NOUN[c]} «${name}»`;
}

/** Parses a gender a moderator typed (roster field or `--gender`), in English or Russian. */
export function parseGender(input: string): Gender | null {
  const s = input.trim().toLowerCase();
  if (['female', 'f', 'woman', 'ж', 'жен', 'женский', 'женщина'].includes(s)) return 'female';
  if (['male', 'm', 'man', 'м', 'муж', 'мужской', 'мужчина'].includes(s)) return 'male';
  return null;
}

/**
 * The genders of everyone who has held a seat of the game `log` records, by name, as of `seated`
 * (its state at the line's time): gendersByName over the log's own genders, the one way every
 * route words a game's names.
 */
export function gameGenders(seated: { players: readonly string[]; replacements: readonly Replacement[] }, log: Parameters<typeof gendersOf>[0]): NameGenders {
  return gendersByName(seated, gendersOf(log));
}
