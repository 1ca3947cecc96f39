// Claims: what a President or Chancellor says in the thread they drew or passed, what an
// investigator says they saw, what a peeker says is on top of the deck. They are public statements:
// they are compared with each other and with public facts (the enacted policy, the power's target),
// never with the secret cards or roles.
import { holderAt, type Party, type Policy, type PublicGovernment, type PublicView, type Seat, type SeatAct } from '../engine/index.js';
import { retractedSeqs, type ClaimRecorded, type LogRecord } from '../log/records.js';
import { UsageError } from '../errors.js';
import { resolvePlayer } from './players.js';
import { parsePolicyWord } from './words.js';
import type { ThemeName } from '../log/records.js';
import { LANGS, loadVocabulary, lookup, roleWord, THEMES, type Vocabulary } from '../render/vocab.js';
import { nameGrammar, type NameGenders } from '../render/names.js';

/**
 * The letter of each policy in the built-in themes and languages (L/F, L/S for Loyalist/Subversive,
 * C/R for Cat/Rat, Л/Ф, Л/П, К/Р): a claim may be typed in any of them. Read one vocabulary at a
 * time until every character of `word` is known (a claim in Secret Hitler's L and F needs only the
 * first), or all of them when `word` is not given. No letter names both policies
 * (test/league/claims.test.ts), so where the reading stops changes no letter's policy.
 */
export function policyLetters(word?: string): Map<string, Policy> {
  const letters = new Map<string, Policy>();
  const wanted = word === undefined ? null : [...new Set(word)];
  for (const theme of THEMES) for (const lang of LANGS) {
    const t = loadVocabulary(theme, lang);
    for (const policy of ['liberal', 'fascist'] as Policy[]) letters.set(lookup(t, `letters.${policy}`).toLocaleLowerCase(), policy);
    if (wanted?.every((ch) => letters.has(ch))) return letters;
  }
  return letters;
}

/**
 * A claim's cards written as letters of one word ("FFL", "ЛЛФ", "LS"), or null when it is not one.
 * `own`: the game's letters when a moderator's theme file gives its own; one that a built-in theme
 * uses for the other policy is read as neither (the claim is then refused, not guessed), so then
 * every built-in letter is read.
 */
function cardsFromLetters(word: string, own?: ClaimWords): Policy[] | null {
  const lower = word.toLocaleLowerCase();
  const letters: Map<string, Policy | null> = new Map(policyLetters(own ? undefined : lower));
  for (const policy of own ? (['liberal', 'fascist'] as Policy[]) : []) {
    const letter = own!.letter(policy).toLocaleLowerCase();
    const known = letters.get(letter);
    letters.set(letter, known === undefined || known === policy ? policy : null);
  }
  const cards = [...lower].map((ch) => letters.get(ch) ?? null);
  return cards.length >= 2 && cards.every((c) => c !== null) ? (cards as Policy[]) : null;
}

/** How a claim's cards and parties read in a game's theme and language. */
/** `party`: a party by its member, in the word for the player `name` (a woman's «Кошка»: vocab's roleWord), the card's word without one. */
export interface ClaimWords { letter: (p: Policy) => string; party: (p: Party, name?: string) => string; enacted: (p: Policy) => string; government: string }

/**
 * `folders`: the game's template folders (render/overrides.ts): a moderator's theme file re-words these too.
 * `genders`: the log's genders by name (render/names' gameGenders), for the word a party's member is named by.
 */
export function claimWords(theme: ThemeName = 'secret-hitler', lang: 'en' | 'ru' = 'en', folders: readonly string[] = [], genders?: NameGenders): ClaimWords {
  return claimWordsIn(loadVocabulary(theme, lang, [...folders]), lang, genders);
}

/** The claim words of a theme's vocabulary as already read (the terminal's speech has one). */
export function claimWordsIn(t: Vocabulary, lang: 'en' | 'ru', genders?: NameGenders): ClaimWords {
  return {
    letter: (p) => lookup(t, `letters.${p}`),
    party: (p, name) => roleWord(t, p, name === undefined ? [] : [nameGrammar(name, genders?.get(name) ?? null).gender]),
    // "a Liberal policy", "a Subversive decree"; "фашистский закон", "подрывной указ".
    enacted: (p) => (lang === 'ru' ? lookup(t, `law.${p}`) : `a ${lookup(t, `card.${p}`)} ${lookup(t, 'policy.one')}`),
    // "government 3", "Cabinet 3" (English conflicts name the government; Russian ones its number).
    government: lookup(t, 'government'),
  };
}

export type ClaimRole = ClaimRecorded['as'];

/** What a claim's seat did in its government, for who said it (`holderAt`): an investigator or peeker used the power (a seat may change hands while it is pending), a President discarded (the seat may change hands before the Chancellor enacts), a Chancellor held the office. */
export function claimAct(as: ClaimRole): SeatAct {
  return as === 'investigator' || as === 'peeker' ? 'power' : as === 'president' ? 'discard' : 'office';
}

export type ParsedClaim =
  | { kind: 'cards'; cards: Policy[] }
  | { kind: 'investigation'; target: Seat; party: Party };

/**
 * Reads a claim: cards as letters ("FFL", "LL"), words of any theme ("fascist fascist liberal",
 * "rat cat"), or an investigation ("Bob is fascist", "3 liberal"; a party alone is about
 * `investigated`, the player the government investigated, which is public). Throws a UsageError
 * saying what was expected.
 */
/** `own`: the game's theme words, when a moderator's theme file may give its own letters (see cardsFromLetters). */
/** `also`: other names of the seats (as they were named at another time: a seat may change hands), tried when `players` names nobody. */
export function parseClaim(text: string, as: ClaimRole, players: string[], investigated?: Seat, own?: ClaimWords, also: readonly string[][] = []): ParsedClaim {
  const words = text.normalize('NFKC').trim().split(/[\s,;/+-]+/u).filter(Boolean);
  if (as === 'investigator') {
    const party = words.length ? parsePolicyWord(words[words.length - 1]) : null;
    const who = words.slice(0, -1).filter((w) => !/^(is|was|a|an|—|:)$/iu.test(w)).join(' ');
    if (party && !who && investigated !== undefined) return { kind: 'investigation', target: investigated, party };
    if (!party || !who) throw new UsageError(`"${text}" is not an investigation claim: write it like "Bob is fascist" or "3 liberal"`).saying('claim-investigation', { value: text });
    return { kind: 'investigation', target: seatNamed(who, players, also), party };
  }
  let cards: (Policy | null)[];
  const lettered = words.length === 1 ? cardsFromLetters(words[0], own) : null;
  if (lettered) cards = lettered;
  else cards = words.map(parsePolicyWord);
  const wanted = as === 'chancellor' ? [2] : as === 'peeker' ? [3] : [3, 2];
  if (cards.some((c) => c === null) || !wanted.includes(cards.length)) {
    const what = as === 'chancellor' ? 'the two cards the Chancellor received' : as === 'peeker' ? 'the three cards seen on top of the deck'
      : 'the three cards the President drew (or the two passed)';
    throw new UsageError(`"${text}" is not a claim of ${what}: write letters like ${as === 'chancellor' ? 'FL' : 'FFL'}, or the policy words`).saying('claim-cards', { value: text, variant: as === 'chancellor' ? 'chancellor' : as === 'peeker' ? 'peeker' : 'president' });
  }
  return { kind: 'cards', cards: cards as Policy[] };
}

/** The seat `who` names among `players`, else among the seats' names at other times (`also`); a name none of them has is refused as `players` refuses it. */
function seatNamed(who: string, players: string[], also: readonly string[][]): Seat {
  try {
    return resolvePlayer(who, players);
  } catch (e) {
    for (const names of also) {
      try {
        return resolvePlayer(who, names);
      } catch {
        // not a name of then either
      }
    }
    throw e;
  }
}

/**
 * The names of the seats in government `index` (who held each then: a seat may change hands; with
 * 'power', at its power, which a seat that changed hands while it was pending meets with its
 * newcomer), and their names at every other government and power and now, for a claim typed with those.
 */
export function namesInGovernment(view: PublicView, index: number, act: SeatAct = 'office'): { names: string[]; also: string[][] } {
  const at = (g: number, a: SeatAct = 'office') => view.players.map((p) => holderAt(view, p.seat, g, a));
  if (!view.replacements.length) return { names: view.players.map((p) => p.name), also: [] };
  return { names: at(index, act), also: [view.players.map((p) => p.name), ...view.governments.flatMap((g) => [at(g.index), at(g.index, 'discard'), at(g.index, 'power')])] };
}

export interface GovernmentClaim {
  seat: Seat;
  player: string;
  as: ClaimRole;
  /** As the moderator recorded it. */
  claim: string;
  /** A short normal form: "FFL", "Bob: fascist" (English letters and words, whatever the theme). */
  says: string;
  /** The same in the game's theme and language: "ППЛ", "Bob: Subversive", "Bob: Крыса". */
  shown: string;
  seq: number;
}

export interface GovernmentClaims {
  government: number;
  president: string;
  chancellor: string;
  enacted?: Policy;
  claims: GovernmentClaim[];
  conflicts: string[];
}

/** "FFL" in the theme's letters: "ППЛ", "RRC". */
function themed(normal: string, w: ClaimWords): string {
  return [...normal].map((ch) => w.letter(ch === 'L' ? 'liberal' : 'fascist')).join('');
}

/** The cards as letters, sorted (a hand's order says nothing); `inOrder` keeps it (a peek's: top first). */
function letters(cards: Policy[], inOrder = false): string {
  const each = cards.map((c) => (c === 'liberal' ? 'L' : 'F'));
  return (inOrder ? each : each.sort()).join('');
}

function count(cards: Policy[], p: Policy): number {
  return cards.filter((c) => c === p).length;
}

/** True when `part` can be taken out of `whole` (as multisets). */
function within(part: Policy[], whole: Policy[]): boolean {
  return count(part, 'liberal') <= count(whole, 'liberal') && count(part, 'fascist') <= count(whole, 'fascist');
}

/** The role a seat had in a government, for a claim recorded without one. */
export function claimRoleOf(g: PublicGovernment, seat: Seat): ClaimRole | null {
  if (g.president === seat) return 'president';
  if (g.chancellor === seat) return 'chancellor';
  return null;
}

/** Every government that has claims, with them and the conflicts among them and the public record. */
export function claimsByGovernment(view: PublicView, events: LogRecord[], lang: 'en' | 'ru' = 'en', theme: ThemeName = 'secret-hitler', folders: readonly string[] = [], genders?: NameGenders): GovernmentClaims[] {
  const w = claimWords(theme, lang, folders, genders);
  const out = new Map<number, GovernmentClaims>();
  // A claim is about the government its number named when it was recorded: the nomination then in
  // effect at that place. One that `undo` has taken back since made room for another government
  // under the same number, which nobody has claimed anything about.
  const nominations: number[] = [];
  const taken = retractedSeqs(events);
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    if (e.type === 'chancellor-nominated') nominations.push(e.seq);
    else if (e.type === 'retracted') {
      const gone = new Set(e.seqs);
      for (let k = nominations.length - 1; k >= 0; k--) if (gone.has(nominations[k])) nominations.splice(k, 1);
    }
    if (e.type !== 'claim-recorded') continue;
    const about = nominations[e.government - 1];
    if (about === undefined || taken.has(about)) continue;
    const g = view.governments[e.government - 1];
    if (!g) continue;
    let entry = out.get(e.government);
    if (!entry) {
      // Each act is credited to who held the seat then, not to a player who took it over since.
      entry = { government: e.government, president: holderAt(view, g.president, e.government, 'discard'), chancellor: holderAt(view, g.chancellor, e.government), claims: [], conflicts: [] };
      if (g.enacted) entry.enacted = g.enacted;
      out.set(e.government, entry);
    }
    // A player named in the claim is read as the seats were held in that government.
    const then = namesInGovernment(view, e.government, claimAct(e.as));
    const { says, shown } = claimReading(e.claim, e.as, then.names, w, g.power === 'investigate' ? g.target : undefined, folders.length ? w : undefined, then.also);
    // A later claim by the same seat in the same capacity replaces the earlier one (a correction).
    entry.claims = entry.claims.filter((c) => !(c.seat === e.seat && c.as === e.as));
    entry.claims.push({ seat: e.seat, player: holderAt(view, e.seat, e.government, claimAct(e.as)), as: e.as, claim: e.claim, says, shown, seq: e.seq });
  }
  const list = [...out.values()].sort((a, b) => a.government - b.government);
  for (const entry of list) entry.conflicts = conflictsOf(entry, view, list, WORDING[lang], w);
  return list;
}

/**
 * A recorded claim read: its normal form (`says`: FFL, "Bob: fascist") and the same in the game's
 * theme (`shown`: SSL typed FFL in a Secret Russian game, "Bob: Subversive"); as typed, both, when
 * it does not read. `investigated`: the player the government investigated (a party alone is about
 * them); `own`: the game's words when a moderator's theme file may give letters of its own.
 */
export function claimReading(claim: string, as: ClaimRole, players: string[], w: ClaimWords, investigated?: Seat, own?: ClaimWords, also: readonly string[][] = []): { says: string; shown: string } {
  try {
    const parsed = parseClaim(claim, as, players, investigated, own, also);
    // A peek is said top first, as the peeker saw it; a hand's order means nothing.
    const ordered = as === 'peeker';
    return parsed.kind === 'cards' ? { says: letters(parsed.cards, ordered), shown: themed(letters(parsed.cards, ordered), w) }
      : { says: `${players[parsed.target]}: ${parsed.party}`, shown: `${players[parsed.target]}: ${w.party(parsed.party, players[parsed.target])}` };
  } catch {
    return { says: claim, shown: claim };
  }
}

/** How a conflict reads, per language: letters (L, F) keep it right in every theme. */
interface ConflictWording {
  drawnCannotPass(president: string, drawn: string, chancellor: string, received: string): string;
  passedNotReceived(president: string, passed: string, chancellor: string, received: string): string;
  notEnacted(player: string, cards: string, enacted: string): string;
  wrongTarget(investigator: string, who: string, target: string): string;
  /** `n`: the government's number; `word`: the theme's word for a government (English names it). */
  investigatorsDisagree(investigator: string, says: string, other: string, otherSays: string, n: number, word: string): string;
  peekNotDrawn(peeker: string, seen: string, president: string, drawn: string, n: number, word: string): string;
}

const WORDING: Record<'en' | 'ru', ConflictWording> = {
  en: {
    drawnCannotPass: (p, d, c, r) => `${p} claims to have drawn ${d}, which cannot pass the ${r} ${c} claims to have received`,
    passedNotReceived: (p, d, c, r) => `${p} claims to have passed ${d}; ${c} claims to have received ${r}`,
    notEnacted: (who, cards, e) => `${who} claims ${cards}, but ${e} was enacted`,
    wrongTarget: (inv, who, target) => `${inv} claims a result for ${who}, but ${target} was the one investigated`,
    investigatorsDisagree: (inv, says, o, oSays, n, word) => `${inv} says ${says}; ${o} said ${oSays} (${word} ${n})`,
    peekNotDrawn: (peeker, seen, p, drawn, n, word) => `${peeker} claims to have seen ${seen} on top; ${p} claims to have drawn ${drawn} next (${word} ${n})`,
  },
  ru: {
    drawnCannotPass: (p, d, c, r) => `${p}: вытянуто ${d}; ${c}: получено ${r}. Из таких трёх карт эти две не передать`,
    passedNotReceived: (p, d, c, r) => `${p}: передано ${d}; ${c}: получено ${r}`,
    notEnacted: (who, cards, e) => `${who}: ${cards}, но принят ${e}`,
    // A name after a noun would take its case («проверки Веры»): it stands in parentheses or after a colon instead.
    wrongTarget: (inv, who, target) => `${inv} называет результат проверки игрока (${who}), но проверен был другой игрок: ${target}`,
    investigatorsDisagree: (inv, says, o, oSays, n) => `${inv}: ${says}; ${o}: ${oSays} (№ ${n})`,
    peekNotDrawn: (peeker, seen, p, drawn, n) => `${peeker}: сверху ${seen}; ${p}: вытянуто ${drawn} (№ ${n})`,
  },
};

function cardsOf(c: GovernmentClaim | undefined): Policy[] | null {
  if (!c || !/^[LF]+$/.test(c.says)) return null;
  return [...c.says].map((ch) => (ch === 'L' ? 'liberal' : 'fascist'));
}

function conflictsOf(entry: GovernmentClaims, view: PublicView, all: GovernmentClaims[], say: ConflictWording, w: ClaimWords): string[] {
  const L = (cards: Policy[]) => themed(letters(cards), w);
  const g = view.governments[entry.government - 1];
  // Who held each seat at that government's power (a seat may have changed hands since, or while it was pending).
  const names = view.players.map((p) => holderAt(view, p.seat, entry.government, 'power'));
  const find = (as: ClaimRole) => entry.claims.find((c) => c.as === as);
  const out: string[] = [];
  const pres = find('president');
  const chan = find('chancellor');
  const presCards = cardsOf(pres);
  const chanCards = cardsOf(chan);
  if (presCards && chanCards) {
    const ok = presCards.length === 3 ? within(chanCards, presCards) : letters(presCards) === letters(chanCards);
    if (!ok) {
      out.push((presCards.length === 3 ? say.drawnCannotPass : say.passedNotReceived)(pres!.player, L(presCards), chan!.player, L(chanCards)));
    }
  }
  if (g.enacted) {
    const e = w.enacted(g.enacted);
    for (const [c, cards] of [[pres, presCards], [chan, chanCards]] as const) {
      if (c && cards && !cards.includes(g.enacted)) out.push(say.notEnacted(c.player, L(cards), e));
    }
  }
  const inv = find('investigator');
  if (inv) {
    const [who] = inv.says.split(': ');
    if (g.power === 'investigate' && g.target !== undefined && who !== names[g.target])
      out.push(say.wrongTarget(inv.player, who, names[g.target]));
    // Two investigators claiming different parties for the same person cannot both be truthful.
    for (const other of all) {
      const o = other.claims.find((c) => c.as === 'investigator');
      if (other !== entry && o && o.says.split(': ')[0] === who && o.says !== inv.says && other.government < entry.government)
        out.push(say.investigatorsDisagree(inv.player, inv.shown, o.player, o.shown, other.government, w.government));
    }
  }
  const peek = cardsOf(find('peeker'));
  if (peek) {
    // The next government to draw takes the same three cards unless chaos took the top one first.
    for (let i = entry.government; i < view.governments.length; i++) {
      const next = view.governments[i];
      if (next.chaos) break;
      if (!next.elected) continue;
      const drawn = cardsOf(all.find((x) => x.government === next.index)?.claims.find((c) => c.as === 'president'));
      if (drawn?.length === 3 && letters(drawn) !== letters(peek))
        out.push(say.peekNotDrawn(find('peeker')!.player, themed(letters(peek, true), w), holderAt(view, next.president, next.index), L(drawn), next.index, w.government));
      break;
    }
  }
  return out;
}
