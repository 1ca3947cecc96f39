// The reply reader: from a player's own words (quotes and signatures already removed) and the
// question they answer, either one certain answer with the words it was read from, or "ask back"
// with the reason. Pure: no files, no clock. The rule is safety first: a negated answer, a doubt,
// a question, a correction, two answers, an idiom that leans the other way or a choice the hand
// does not make certain is asked back, never guessed; applying the opposite of a reply is the
// worst thing this module could do.
import type { GameEvent, Policy, Seat, Vote } from '../engine/index.js';
import type { Lang, ThemeName } from '../log/records.js';
import type { PromptKind } from './planner.js';
import { russianLook } from '../input/names.js';
import { nameGrammar } from '../render/names.js';
import {
  ABOUT_THE_ANSWER, AGREE, BESIDE_AN_ANSWER, BY_A_NO, EMOJI, FOR_WHAT, FOR_WHOM, OFFICE, OFFICE_NAME, WITHOUT, CONJUNCTION, CORRECTION, DOUBT, HOLLOW, IDIOMS, JUDGEMENT, NEGATED_CONTRACTION, NEGATOR, NEGATOR_BACKWARD, FILLER, NO, NO_NEGATOR, OPINION, ORDINAL, PLURAL_NOUN, REFUSE, UNCLEAR_VERB, UNSAID_BUT,
  LETTER_WORD, PASS_ALONE, POLITE, THUMBS, TO_THE_VETO, TWO, VERBS, VETO, WHERE_TO, YES, cardForm, claimLetters, type Lean, type Phrase, type VerbKind,
  AND, AWAY_NOTICE, BESIDE_RECEIVED, NOT_AFTER_K, RECAP_JOINER, RECEIVED, TO_THE_DISCARD,
  AUXILIARY, BEFORE_WHO, COPULA, OWN, REPORTING, HARMLESS_EMOJI, QUESTION_MARKS, SAID_OF_AN_ANSWER, SAYING, SIGN_OFF, SOMEONE_ELSE, WHO_WRITES,
} from './lexicon.js';

/** What a reply was read as, whatever words said it. */
export type Answer =
  | { kind: 'vote'; vote: Vote }
  | { kind: 'discard'; policy: Policy }
  | { kind: 'enact'; policy: Policy }
  | { kind: 'veto' }
  | { kind: 'veto-answer'; agree: boolean };

/** Why a reply is asked back. */
export type Doubt =
  | 'empty'          // no words of its own
  | 'no-answer'      // words, but none that answers this question
  | 'two-answers'    // two different answers (or two cards where one is asked)
  | 'negated'        // an answer word under a negation ("not ja", "не за", "don't discard")
  | 'idiom'          // a fixed phrase whose yes/no word may mean the opposite ("да нет", "why not")
  | 'doubt'          // "maybe", "not sure", "I think"
  | 'question'       // a question mark
  | 'correction'     // "actually", "wait", "I mean" after an answer
  | 'not-certain'    // keep/pass words the hand does not make certain ("keep the liberal" from L F L)
  | 'wrong-verb'     // the President names the card to enact, or a Chancellor hands a card on
  | 'unclear-words'  // a card named among words that do not say what to do with it ("the liberal goes")
  | 'not-held'       // a card the player does not hold, or more of it than they hold
  | 'veto-and-card'  // a veto and a card in one reply
  | 'veto-locked'    // a veto before it is unlocked
  | 'parts-disagree' // the mail's plain-text and HTML versions read as different answers
  | 'mixed-letters'  // a word written in letters of two alphabets that look alike ("nоt", "Hе", "nοt")
  | 'foreign-letters' // a word in an alphabet the reader does not read ("όχι ja", "ΝΟΤ ja" in Greek capitals)
  | 'unknown-word'   // a word the reader does not know before the answer in its clause, or alone right after it ("Keinesfalls ja", "Ja, nyet")
  | 'other-government' // a vote said for a government with a player outside the one voted on ("Ja for Alice and Carol"), or of the veto
  | 'veto-and-enact'  // the veto agreed to, and a card or its enactment asked for ("Ja, enact the fascist")
  | 'away-notice'    // an automatic away notice ("out of the office", «в отпуске»): its yes or no is about the mail
  | 'about-the-answer'; // the answer given as another's ("Ja, said Bob", «Глеб за») or spoken of ("Ja is a trap")

export type Reading =
  | { ok: true; event: GameEvent; answer: Answer; quote: string }
  | { ok: false; reason: 'ambiguous' | 'unreadable' | 'illegal'; why: Doubt; quote: string; lean?: Answer;
      /** The word that could not be read, as written (mixed-letters, foreign-letters, unknown-word): the player is shown which. */
      word?: string };

export interface AnswerContext {
  prompt: PromptKind;
  seat: Seat;
  theme: ThemeName;
  lang: Lang;
  /** The cards the player holds, in the order the message listed them (discard or enact prompts). */
  hand: Policy[];
  vetoAllowed: boolean;
  /** The players' names: a name by the answer ("Ja - Carol", "Nein, Bob") is a signature or an address, not a word that turns it. */
  names?: readonly string[];
  /** The seats of the President and the Chancellor voted on (a vote): a vote said for anyone else is asked back. */
  government?: readonly Seat[];
}

const REASON: Record<Doubt, 'ambiguous' | 'unreadable' | 'illegal'> = {
  'empty': 'unreadable', 'no-answer': 'unreadable', 'two-answers': 'ambiguous', 'negated': 'ambiguous', 'idiom': 'ambiguous',
  'doubt': 'ambiguous', 'question': 'ambiguous', 'correction': 'ambiguous', 'not-certain': 'ambiguous', 'wrong-verb': 'ambiguous',
  'not-held': 'illegal', 'veto-and-card': 'ambiguous', 'veto-locked': 'illegal', 'unclear-words': 'ambiguous',
  'parts-disagree': 'ambiguous', 'mixed-letters': 'ambiguous', 'foreign-letters': 'ambiguous', 'unknown-word': 'ambiguous',
  'other-government': 'ambiguous', 'veto-and-enact': 'ambiguous', 'away-notice': 'ambiguous', 'about-the-answer': 'ambiguous',
};

/**
 * A mail's answer read from both its versions (plain text and HTML, which a client writes from one
 * draft): a certain answer stands only where the other version reads as the same certain answer.
 * Where the other says something else, or reads as doubtful (a negation, a joke, no answer at
 * all), which one the player saw is not known, and neither is applied: the player is shown both.
 */
export function readBothParts(text: string, other: string | undefined, ctx: AnswerContext): Reading {
  const reading = readAnswer(text, ctx);
  if (!reading.ok || other === undefined) return reading;
  const second = readAnswer(other, ctx);
  if (second.ok && JSON.stringify(second.event) === JSON.stringify(reading.event)) return reading;
  const quote = second.quote && second.quote !== reading.quote ? `${reading.quote} / ${second.quote}` : reading.quote;
  return { ok: false, reason: REASON['parts-disagree'], why: 'parts-disagree', quote };
}

/**
 * readBothParts for one batch of replies: the same words read for the same question (every field of
 * the context) are read once, as the reader is pure (a batch of 500 votes says "Ja!" and "nein" a
 * few hundred times each). Each call gets a reading of its own, which the caller may change.
 */
export function batchReader(): typeof readBothParts {
  const readings = new Map<string, Reading>();
  return (text, other, ctx) => {
    const key = JSON.stringify([text, other === undefined ? 0 : other, ctx]);
    let reading = readings.get(key);
    if (!reading) readings.set(key, reading = readBothParts(text, other, ctx));
    return copyOf(reading);
  };
}

function copyOf(reading: Reading): Reading {
  return reading.ok
    ? { ...reading, event: { ...reading.event }, answer: { ...reading.answer } }
    : { ...reading, ...(reading.lean ? { lean: { ...reading.lean } } : {}) };
}

// ---------------------------------------------------------------------------------------------
// Words and clauses

interface Token {
  /** Lower case, ё read as е, curly apostrophes straight, a possessive 's dropped. */
  word: string;
  start: number;
  end: number;
  /** Punctuation that ends a clause (and "?"). */
  boundary: boolean;
  clause: number;
  /** Part of an idiom, a doubt or a correction phrase: not read as its own words. */
  consumed: boolean;
}

/**
 * Words, numbers and the marks that end a clause. A blank line ends one; a single line break does
 * not: mail clients cut long lines to wrap them (Gmail's plain text at 78 columns), and a break
 * between "I will not vote" and "ja" must not cut the negation off the answer it negates.
 */
const TOKEN = new RegExp(String.raw`\p{N}+(?:st|nd|rd|th|-?\p{L}{1,3})?|\p{L}[\p{L}\p{M}\p{N}]*(?:['\u2019]\p{L}+)*|(?<![\p{L}\p{N}])(?:;-?[)DPdp]|:-?[Pp]|[xX]D)(?![\p{L}\p{N}])|[.!?;:,()\u2014\u2013\u2026]|(?:` + QUESTION_MARKS.join('|') + String.raw`)\uFE0F?|\n\s*\n|\s-\s|(?<![^\s(\[])\/s(?![\p{L}\p{N}])|(?:` + EMOJI.join('|') + String.raw`)\uFE0F?[\u{1F3FB}-\u{1F3FF}]?|\p{Extended_Pictographic}\uFE0F?[\u{1F3FB}-\u{1F3FF}]?`, 'gu');
/**
 * Faces, thumbs, crosses and winks the reader knows are words of their own (a skin tone aside):
 * a wink, a laugh, a clown or crossed fingers is a joke (a doubt), a cross a negator ("Ja ❌").
 * Other emoji are nothing ("ja 🎉").
 */
const FACE = new RegExp(`^(?:${EMOJI.join('|')}|;-?[)dp]|:-?p|xd)`, 'u');

/** A picture the reader does not know (not one of EMOJI, nor a harmless one): a word, never read as nothing. */
const PICTURE = /^\p{Extended_Pictographic}/u;
const HARMLESS = new Set(HARMLESS_EMOJI);
const ASKS = new Set(QUESTION_MARKS);

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const raw = m[0];
    const bare = raw.replace(/[\u{1F3FB}-\u{1F3FF}\uFE0F]/gu, '');
    if (HARMLESS.has(bare)) continue;
    if (ASKS.has(bare)) { out.push({ word: '?', start: m.index!, end: m.index! + raw.length, boundary: true, clause: 0, consumed: false }); continue; }
    const boundary = !/[\p{L}\p{N}]/u.test(raw) && !FACE.test(raw.toLocaleLowerCase()) && !PICTURE.test(bare);
    const word = boundary ? raw.trim() || '-' : raw.normalize('NFKC').toLocaleLowerCase().replace(/ё/g, 'е').replace(/’/g, "'").replace(/'s$/, '').replace(/[\u{1F3FB}-\u{1F3FF}\uFE0F]/gu, '');
    out.push({ word, start: m.index!, end: m.index! + raw.length, boundary, clause: 0, consumed: false });
  }
  return out;
}

/** Marks every match of the phrases (consecutive words, no punctuation between) and returns them. */
function matchPhrases(tokens: Token[], phrases: Phrase[], consume: boolean): { at: number; length: number; index: number }[] {
  const found: { at: number; length: number; index: number }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].boundary || tokens[i].consumed) continue;
    let best: { length: number; index: number } | null = null;
    phrases.forEach((p, index) => {
      if (i + p.length > tokens.length) return;
      for (let k = 0; k < p.length; k++) {
        const t = tokens[i + k];
        if (t.boundary || t.consumed || !p[k].test(t.word)) return;
      }
      if (!best || p.length > best.length) best = { length: p.length, index };
    });
    if (best) {
      const { length, index } = best;
      found.push({ at: i, length, index });
      if (consume) for (let k = 0; k < length; k++) tokens[i + k].consumed = true;
      i += length - 1;
    }
  }
  return found;
}

function assignClauses(tokens: Token[]): void {
  let clause = 0;
  for (const t of tokens) {
    if (t.boundary || (!t.consumed && CONJUNCTION.test(t.word))) { clause++; t.clause = -1; continue; }
    t.clause = clause;
  }
}

// ---------------------------------------------------------------------------------------------
// Signals: the words that answer the question asked

type Signal =
  | { type: 'polarity'; yes: boolean }
  | { type: 'card'; policy: Policy; count: number }
  | { type: 'position'; position: number }
  | { type: 'verb'; kind: VerbKind }
  | { type: 'veto' };

interface Found { at: number; signal: Signal; negated: boolean }

const isCardPrompt = (p: PromptKind) => p === 'president-discard' || p === 'chancellor-enact';

function signalOf(tokens: Token[], i: number, ctx: AnswerContext): Signal | null {
  const w = tokens[i].word;
  if (ctx.prompt === 'votes' || ctx.prompt === 'veto-answer') {
    // "за" is a yes alone ("я за", "голосую за") or before what is voted for ("за это правительство",
    // and to the veto question "за вето", as "против вето" refuses it); before any other word it is
    // the preposition of "за городом", "за границей", "за помощью".
    // A conjunction after it leaves it the answer: "за или против" is "yes or no", not "behind or".
    const forWhat = (next: string) => FOR_WHAT.test(next) || FACE.test(next) || PICTURE.test(next) || CONJUNCTION.test(next) || (ctx.prompt === 'veto-answer' && VETO.test(next));
    if (w === 'за' && tokens[i + 1] && !tokens[i + 1].boundary && !forWhat(tokens[i + 1].word)) return null;
    if (YES.test(w) || (ctx.prompt === 'veto-answer' && AGREE.test(w))) return { type: 'polarity', yes: true };
    if (NO.test(w) || (ctx.prompt === 'veto-answer' && REFUSE.test(w))) return { type: 'polarity', yes: false };
    return null;
  }
  if (VETO.test(w)) return { type: 'veto' };
  const card = cardForm(w, ctx.theme);
  if (card) return { type: 'card', policy: card.policy, count: card.plural ? 2 : 1 };
  const n = /^(\d+)/.exec(w);
  if (n) {
    // "2 liberals" counts cards; "2" alone (or "2 (the liberal)") is the second card.
    const next = tokens[i + 1];
    if (next && !next.boundary && cardForm(next.word, ctx.theme)) return null;
    return { type: 'position', position: Number(n[1]) };
  }
  for (const o of ORDINAL) {
    if (!o.test.test(w)) continue;
    // "The middle one" of two cards names none of them (position 0 is held by no card).
    const position = o.position === 'last' ? ctx.hand.length : o.position === 'middle' ? (ctx.hand.length === 3 ? 2 : 0) : o.position;
    return { type: 'position', position };
  }
  return null;
}

/** How many of `policy` the hand holds. */
function heldCount(hand: readonly Policy[], policy: Policy): number {
  return hand.filter((p) => p === policy).length;
}

/** Whether the cards counted are the hand, each card as many times as it holds it. */
function isTheHand(counts: ReadonlyMap<Policy, number>, hand: readonly Policy[]): boolean {
  const total = [...counts.values()].reduce((n, c) => n + c, 0);
  return total === hand.length && [...counts].every(([policy, count]) => heldCount(hand, policy) === count);
}

/** "both liberals", "два либеральных", "2 fascists": the count before a card word. */
function countBefore(tokens: Token[], i: number): number {
  for (let k = i - 1; k >= Math.max(0, i - 2); k--) {
    const t = tokens[k];
    if (t.boundary) break;
    if (TWO.test(t.word)) return 2;
    const n = /^(\d+)$/.exec(t.word);
    if (n) return Number(n[1]);
  }
  return 1;
}

interface Scan {
  source: string;
  tokens: Token[];
  found: Found[];
  verbs: { at: number; kind: VerbKind; negated: boolean }[];
  leans: { lean: Lean; at: number }[];
  doubt: number | null;
  corrections: number[];
  unclearVerb: number | null;
  question: number | null;
  /** The first negator anywhere in the reply (a card question asks back on any: its answer cannot be changed). */
  negator: number | null;
  /**
   * A negator whose clause says nothing else ("I would never, ever, vote ja", "Ja. Not."): it
   * reaches the answer beyond its clause, so the reply is asked back.
   */
  hanging: number | null;
  /** The hanging negator's clause speaks of the answer itself ("That's not my answer"): never emphasis. */
  hangingAboutTheAnswer: boolean;
  /** A "no" that is part of a phrase of its own ("no complaints", "нет возражений"): not a plain no. */
  noInPhrase: number | null;
  /** The words that are the whole hand written as a claim writes it ("Drew LFL"), and whether in the hand's order. */
  handWords: { at: number; inOrder: boolean }[];
}

function scan(text: string, ctx: AnswerContext): Scan {
  const tokens = tokenize(text);
  const leans = matchPhrases(tokens, IDIOMS.map((i) => i.words), true).map((m) => ({ lean: IDIOMS[m.index].lean, at: m.at }));
  // A thumb leans a vote (or a veto's answer) its way; beside a card it says nothing.
  const thumbs = matchPhrases(tokens, THUMBS.map((i) => i.words), true);
  if (!isCardPrompt(ctx.prompt)) leans.push(...thumbs.map((m) => ({ lean: THUMBS[m.index].lean, at: m.at })));
  const doubts = matchPhrases(tokens, DOUBT, true);
  const corrections = matchPhrases(tokens, CORRECTION, true).map((m) => m.at);
  const unclear = isCardPrompt(ctx.prompt) ? matchPhrases(tokens, UNCLEAR_VERB, true) : [];
  const verbMatches = isCardPrompt(ctx.prompt) ? matchPhrases(tokens, VERBS.map((v) => v.test), true) : [];
  assignClauses(tokens);
  const verbs = verbMatches.map((m) => ({ at: m.at, kind: VERBS[m.index].kind, negated: false }));
  const found: Found[] = [];
  const handWords: Scan['handWords'] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.boundary || t.consumed || t.clause < 0) continue;
    const signal = signalOf(tokens, i, ctx);
    if (!signal) {
      // "pass LL", "передаю ЛФ": each letter is a card, read as the same word's cards. The whole
      // hand so written ("Drew LFL, discarding F") only says what was drawn: no card of the answer.
      const claim = isCardPrompt(ctx.prompt) ? claimLetters(t.word, ctx.theme) : null;
      if (claim && isTheHand(claim, ctx.hand)) {
        handWords.push({ at: i, inOrder: [...t.word].every((letter, k) => cardForm(letter, ctx.theme)?.policy === ctx.hand[k]) });
        continue;
      }
      claim?.forEach((count, policy) => found.push({ at: i, signal: { type: 'card', policy, count }, negated: false }));
      continue;
    }
    // «к сбросу» is "to the discard": «к» the preposition, not the claim letter К.
    const next = tokens[i + 1];
    if (signal.type === 'card' && LETTER_WORD.test(t.word) && next && !next.boundary && TO_THE_DISCARD.test(next.word)) continue;
    if (signal.type === 'card') {
      const next = tokens[i + 1];
      const pluralNoun = !!next && !next.boundary && PLURAL_NOUN.test(next.word);
      signal.count = Math.max(signal.count, countBefore(tokens, i), pluralNoun ? 2 : 1);
    }
    found.push({ at: i, signal, negated: false });
    // "The first two", "the last two", «первые две», «две последние»: two places, the pair kept or
    // passed on, not one card ("the first two" read as the first card discarded the opposite of
    // passing it). A place that is not the first or the last ("the second two") is no card's.
    const ordinal = signal.type === 'position' && !/^\d/.test(t.word);
    const count = (k: number) => k >= 0 && k < tokens.length && !tokens[k].boundary && tokens[k].clause === t.clause && TWO.test(tokens[k].word) && !/^\d/.test(tokens[k].word);
    if (ordinal && (count(i + 1) || count(i - 1))) {
      const first = ORDINAL[0].test.test(t.word);
      const last = ORDINAL[3].test.test(t.word);
      const places = first ? [2] : last ? [ctx.hand.length - 1] : [0];
      if (last) signal.position = ctx.hand.length;
      if (!first && !last) signal.position = 0;
      for (const position of places) found.push({ at: i, signal: { type: 'position', position }, negated: false });
    }
  }
  // Negation: a negator reaches the signals after it in its clause (German ones also those before).
  const signalAt = new Set([...found.map((f) => f.at), ...verbs.map((v) => v.at)]);
  const cyrillic = /\p{Script=Cyrillic}/u.test(text);
  let firstNegator: number | null = null;
  let hanging: number | null = null;
  let hangingAboutTheAnswer = false;
  let noInPhrase: number | null = null;
  const inClause = (clause: number) => tokens.flatMap((t, j) => (t.clause === clause && !t.boundary && !t.consumed ? [j] : []));
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.boundary || t.consumed || t.clause < 0) continue;
    const judgement = JUDGEMENT.test(t.word);
    // "He за", "Het за": a Russian «не» or «нет» typed in the Latin letters it looks like.
    const look = cyrillic ? russianLook(t.word) : null;
    const lookalike = look !== null && look !== t.word && (NEGATOR.test(look) || NO_NEGATOR.test(look));
    let negator = NEGATOR.test(t.word) || NEGATED_CONTRACTION.test(t.word) || judgement || lookalike;
    if ((negator || NO_NEGATOR.test(t.word)) && firstNegator === null) firstNegator = i;
    if (!negator && NO_NEGATOR.test(t.word)) {
      // "no" alone is an answer; "no ja", "нет сброса" negate what follows (but "no no" is only a no).
      negator = [...signalAt].some((at) => at > i && tokens[at].clause === t.clause && tokens[at].word !== t.word);
      if (negator) { const own = found.findIndex((f) => f.at === i); if (own >= 0) found.splice(own, 1); }
      // The words after it (and, for a Russian "нет", before it: "возражений нет") in its clause.
      const phrase = inClause(t.clause).filter((j) => j > i || (t.word === 'нет' && j < i));
      if (!negator && noInPhrase === null && t.word !== 'nein' && phrase.some((j) => !signalAt.has(j) && !NO_NEGATOR.test(tokens[j].word) && !FILLER.test(tokens[j].word) && !BY_A_NO.test(tokens[j].word))) noInPhrase = i;
    }
    if (!negator) continue;
    const others = inClause(t.clause).filter((j) => j !== i);
    const aboutTheAnswer = others.some((j) => ABOUT_THE_ANSWER.test(tokens[j].word) && !HOLLOW.test(tokens[j].word));
    // Words that only colour an answer, or fill a reply, say nothing of their own beside a negator
    // either: "Ja, sadly not", "Ja, also not", "Ja, not this one", «За, к сожалению не» take it back.
    const alone = others.every((j) => HOLLOW.test(tokens[j].word) || ABOUT_THE_ANSWER.test(tokens[j].word) || NEGATOR.test(tokens[j].word) || NEGATED_CONTRACTION.test(tokens[j].word)
      || BESIDE_AN_ANSWER.test(tokens[j].word) || BY_A_NO.test(tokens[j].word) || FILLER.test(tokens[j].word));
    if (hanging === null && !NO_NEGATOR.test(t.word) && (alone || judgement) && ![...signalAt].some((at) => tokens[at].clause === t.clause)) {
      hanging = i;
      hangingAboutTheAnswer = alone && aboutTheAnswer;
    }
    // A vote's negation may also follow its answer word ("против не буду": I won't be against), so a
    // negator reaches the whole of its clause; "no ja" reaches only what follows it.
    const backward = NEGATOR_BACKWARD.test(t.word) || !NO_NEGATOR.test(t.word);
    const reaches = (at: number) => tokens[at].clause === t.clause && (at > i || backward);
    for (const f of found) if (reaches(f.at)) f.negated = true;
    for (const v of verbs) if (reaches(v.at)) v.negated = true;
  }
  const question = tokens.findIndex((t) => t.boundary && t.word === '?');
  // "I think" that opens an opinion of its own, away from the answer ("Ja, but I think Bob is
  // Hitler", «За. Думаю, Борис лжёт»), says nothing of the answer: not a doubt. One in the answer's
  // clause ("I think ja"), or with no more than hollow words after it ("Ja, I think so", "Ja,
  // glaube ich"), is one.
  const signalled = new Set([...found, ...verbs, ...leans].map((x) => tokens[x.at].clause));
  const opinion = (m: { at: number; length: number }): boolean => {
    const words = tokens.slice(m.at, m.at + m.length).map((t) => t.word).join(' ');
    if (!OPINION.test(words) || signalled.has(tokens[m.at].clause) || tokens[m.at].clause < 0) return false;
    let content = 0;
    for (let j = m.at + m.length; j < tokens.length; j++) {
      const t = tokens[j];
      if (text.slice(tokens[j - 1].end, t.start).includes('\n') || (t.boundary && /^[.!?;…]$/u.test(t.word))) break;
      if (t.clause >= 0 && signalled.has(t.clause)) break;
      if (!t.boundary && !t.consumed && t.clause >= 0 && !HOLLOW.test(t.word) && !ABOUT_THE_ANSWER.test(t.word)) content++;
    }
    return content >= 2;
  };
  const doubting = doubts.filter((m) => !opinion(m));
  // "I'd vote ja, but…", «Я бы проголосовал за, но…»: a "but" with nothing after it on its line
  // holds back what would follow, which may take the answer back: a doubt too.
  const unsaid = tokens.findIndex((t, i) => !t.boundary && UNSAID_BUT.test(t.word) && wordAfter({ source: text, tokens }, i) === null);
  const doubt = doubting.length ? doubting[0].at : unsaid >= 0 ? unsaid : null;
  return { source: text, tokens, found, verbs, leans, doubt, corrections, unclearVerb: unclear.length ? unclear[0].at : null, question: question >= 0 ? question : null, negator: firstNegator, hanging, hangingAboutTheAnswer, noInPhrase, handWords };
}

/** A token as the player wrote it. */
function wordAt(s: Scan, at: number): string {
  return s.source.slice(s.tokens[at].start, s.tokens[at].end);
}

/** The reply's words from the first clause that says something to the last, on one line. */
function quoteOf(s: Scan, extra: number[] = []): string {
  const text = s.source;
  const ats = [...s.found.map((f) => f.at), ...s.verbs.map((v) => v.at), ...s.leans.map((l) => l.at), ...extra];
  const oneLine = (from: number, to: number) => text.slice(from, to).replace(/\s+/g, ' ').trim();
  if (!ats.length) {
    const all = oneLine(0, text.length);
    return all.length > 160 ? `${all.slice(0, 159).trimEnd()}…` : all;
  }
  const first = Math.min(...ats);
  const last = Math.max(...ats);
  let a = first;
  while (a > 0 && !s.tokens[a - 1].boundary) a--;
  let b = last;
  while (b < s.tokens.length - 1 && !s.tokens[b + 1].boundary) b++;
  // The marks the last word ends with, all of them: "Ja!!!" is quoted as written, not as "Ja!".
  const mark = (t: Token | undefined) => t?.word === '?' || t?.word === '!';
  let z = b;
  if (mark(s.tokens[z + 1])) for (z++; mark(s.tokens[z + 1]) && s.tokens[z + 1].start === s.tokens[z].end; z++);
  const quoted = oneLine(s.tokens[a].start, s.tokens[z].end);
  return quoted.length > 240 ? `${quoted.slice(0, 239).trimEnd()}…` : quoted;
}

// ---------------------------------------------------------------------------------------------
// Reading

export function readAnswer(text: string, ctx: AnswerContext): Reading {
  // Invisible characters (a zero-width space, a soft hyphen, a direction mark) would split a word
  // in two: "don\u200Bt" is "dont", a negator, not "don" and "t".
  // Struck out as chat and Markdown write it ("~~Ja~~", "~Ja~"): taken back, as a "J̶a̶" is.
  const cleaned = text.replace(/\p{Cf}/gu, '').replace(STRUCK_WITH_TILDES, (_, _tildes: string, words: string) => struckThrough(words));
  const s = scan(cleaned, ctx);
  const ask = (why: Doubt, extra: number[] = [], lean?: Answer): Reading =>
    ({ ok: false, reason: REASON[why], why, quote: quoteOf(s, extra), ...(lean ? { lean } : {}) });
  // A word that could not be read is quoted as written: the player is shown which.
  ask.word = (why: Doubt, at: number): Reading => ({ ...ask(why, [at]), word: wordAt(s, at) }) as Reading;
  if (!s.tokens.some((t) => !t.boundary)) return ask('empty');
  // "I am out of the office. Yes, I will respond when I return": an away notice's yes is not a vote.
  const away = AWAY_NOTICE.exec(cleaned.toLowerCase().replace(/ё/g, 'е').replace(/[\u2018\u2019]/g, "'"));
  if (away) return ask('away-notice', s.tokens.flatMap((t, i) => (t.start >= away.index && t.end <= away.index + away[0].length ? [i] : [])));
  // "nоt ja" with a Cyrillic о, "Nеin" with a Cyrillic е, "nοt" with a Greek ο: a word of two
  // alphabets reads as no word at all, and the negator or answer it looks like would be lost.
  const mixed = s.tokens.findIndex((t) => !t.boundary && ALPHABETS.filter((a) => a.test(t.word)).length > 1);
  if (mixed >= 0) return ask.word('mixed-letters', mixed);
  // "όχι ja" (Greek for "no ja"), "لا ja", "ΝΟΤ ja" in Greek capitals: a word the reader cannot
  // read may be the negator that turns the answer round, so it is never passed over as filler.
  const foreign = s.tokens.findIndex((t) => !t.boundary && FOREIGN_LETTER.test(t.word));
  if (foreign >= 0) return ask.word('foreign-letters', foreign);
  if (s.question !== null) return ask('question', [s.question]);
  if (s.doubt !== null) return ask('doubt', [s.doubt]);
  const firstSignal = Math.min(...s.found.map((f) => f.at), ...s.verbs.map((v) => v.at), ...s.leans.map((l) => l.at));
  const correction = s.corrections.find((at) => at > firstSignal);
  if (correction !== undefined) return ask('correction', [correction]);
  if (s.found.some((f) => f.negated) || s.verbs.some((v) => v.negated)) return ask('negated');
  // "No, never": a hanging negator after a plain no only says it again; before one, or by a yes,
  // it may turn the answer around ("I would never, ever, vote nein").
  const emphasis = s.hanging !== null && !s.hangingAboutTheAnswer && s.found.length > 0 && s.verbs.length === 0
    && s.found.every((f) => f.signal.type === 'polarity' && !f.signal.yes && f.at < s.hanging!);
  if (s.hanging !== null && !emphasis) return ask('negated', [s.hanging]);
  if (s.noInPhrase !== null) return ask('idiom', [s.noInPhrase]);
  // "The fascist does not go": a card's negation may sit on a verb the reader does not know.
  if (isCardPrompt(ctx.prompt) && s.negator !== null) return ask('negated', [s.negator]);
  // "Ja, said Bob", "Ja is a trap": another's answer, or one spoken of, is not the player's.
  const spoken = spokenOf(s, ctx);
  if (spoken !== null) return ask.word('about-the-answer', spoken);
  return isCardPrompt(ctx.prompt) ? readCard(s, ctx, ask) : readPolarity(s, ctx, ask);
}

/**
 * The word that makes an answer another's or a thing spoken of, or null: someone else as the
 * subject of a verb of saying or choosing in the answer's sentence ("Ja, said Bob", "Bob would say
 * ja", "Dmitri voted ja", "Dmitri's answer: ja", "Bob agrees", "discard the liberal, Bob said",
 * «За, сказал Борис»), another player named right before a Russian answer word with no mark
 * between («Глеб за»: Глеб is for it), or a copula right after the answer with more than "my
 * answer" said of it ("Ja is a trap", "Nein would be the safe choice", "discard the liberal is
 * what Bob wants", «За — это для лохов»). The player's own name is theirs ("Carol votes ja").
 */
function spokenOf(s: Scan, ctx: AnswerContext): number | null {
  if (!s.found.length) return null;
  const { tokens } = s;
  const sentence = sentencesOf(s);
  const answered = new Set(s.found.map((f) => sentence[f.at]));
  const other = ctx.names ? namesApart(ctx.names, [ctx.seat]).outsider : () => false;
  const word = (i: number) => i >= 0 && i < tokens.length && !tokens[i].boundary && !tokens[i].consumed;
  // In a card answer the card words are the answer; in a vote, "said the fascist" is someone's.
  const someone = (i: number) => word(i) && (other(tokens[i]) || SOMEONE_ELSE.test(tokens[i].word) || (!isCardPrompt(ctx.prompt) && cardForm(tokens[i].word, ctx.theme) !== null));
  for (let i = 0; i < tokens.length; i++) {
    if (!someone(i) || !answered.has(sentence[i])) continue;
    // "Bob said", "Bob would say", "Dmitri's answer".
    let k = i + 1;
    while (word(k) && !SAYING.test(tokens[k].word) && HOLLOW.test(tokens[k].word)) k++;
    if (word(k) && SAYING.test(tokens[k].word)) return k;
    // "said Bob", "says the fascist", «сказал Борис».
    k = i - 1;
    while (word(k) && BEFORE_WHO.test(tokens[k].word)) k--;
    if (word(k) && SAYING.test(tokens[k].word)) return k;
  }
  // A verb reporting what was said or chosen, in the answer's sentence, whose subject is not the
  // player: "Ja, says my partner", "Ja, as my wife said", "Ja, according to Bob", «За, сказала жена».
  const own = (i: number) => word(i) && (OWN.test(tokens[i].word) || (ctx.names !== undefined && wordsOfNames([ctx.names[ctx.seat] ?? '']).has(tokens[i].word)));
  for (let k = 0; k < tokens.length; k++) {
    if (!word(k) || !REPORTING.test(tokens[k].word) || !answered.has(sentence[k])) continue;
    let b = k - 1;
    while (word(b) && AUXILIARY.test(tokens[b].word)) b--;
    if (own(b) || own(k + 1)) continue;
    return k;
  }
  // Signed by another player, or said to come from one: "Ja\n\nCheers,\nDmitri", "Ja - Dmitri",
  // "Nein (Eve)", "Ja. Regards, Bob", "Ja from Dmitri", "This is Dmitri. Ja.", "Dmitri here",
  // «С уважением,\nГлеб», «Это Глеб». Said to ("Ja, Bob", «За, Борис»), the name is no doubt.
  const lineOf: number[] = [];
  tokens.forEach((t, i) => lineOf.push(i === 0 ? 0 : lineOf[i - 1] + (s.source.slice(tokens[i - 1].end, t.start).includes('\n') || (t.boundary && t.word.includes('\n')) ? 1 : 0)));
  const signalAt = new Set(s.found.map((f) => f.at));
  for (let i = 0; i < tokens.length; i++) {
    if (!word(i) || !other(tokens[i])) continue;
    const line = tokens.flatMap((t, n) => (lineOf[n] === lineOf[i] && !t.boundary ? [n] : []));
    // A line of the name alone, or of a sign-off and the name.
    if (line.every((n) => other(tokens[n]) || SIGN_OFF.test(tokens[n].word)) && !line.some((n) => signalAt.has(n))) return i;
    // The name last on the answer's line, after a dash, a bracket or a sign-off: "Ja - Dmitri", "Nein (Eve)", "Ja. Regards, Bob".
    const answer = [...signalAt].filter((at) => at < i && lineOf[at] === lineOf[i]).pop();
    if (answer !== undefined && line[line.length - 1] === i && !isCardPrompt(ctx.prompt)) {
      const between = tokens.slice(answer + 1, i);
      const signs = between.filter((t) => !t.boundary);
      const mark = [...between].reverse().find((t) => t.boundary);
      if (signs.every((t) => SIGN_OFF.test(t.word)) && (signs.length > 0 || (mark !== undefined && /^[-(\u2013\u2014]$/u.test(mark.word)))) return i;
    }
    // "This is Dmitri", "Dmitri here", "from Dmitri", «Это Глеб», «от Глеба».
    const before = word(i - 1) && /^(?:is|am|ist)$/u.test(tokens[i - 1].word) ? i - 2 : i - 1;
    if ((word(before) && WHO_WRITES.test(tokens[before].word)) || (word(i + 1) && /^(?:here|тут|здесь|hier)$/u.test(tokens[i + 1].word))) return i;
  }
  for (const f of s.found) {
    // «Глеб за», «Дарья против»: the vote of the player named, as Russian says it.
    if (ctx.lang === 'ru' && f.signal.type === 'polarity' && f.at > 0 && other(tokens[f.at - 1])) return f.at - 1;
    // The first word after the answer on its line, past a dash or a colon only.
    let j = f.at + 1;
    while (j < tokens.length && tokens[j].boundary && /^[\-\u2013\u2014:]$/u.test(tokens[j].word) && !s.source.slice(tokens[j - 1].end, tokens[j].start).includes('\n')) j++;
    if (!word(j) || s.source.slice(tokens[j - 1].end, tokens[j].start).includes('\n') || !COPULA.test(tokens[j].word)) continue;
    // «За это правительство»: right after «за», «это» is what the vote is for, not "is".
    if (j === f.at + 1 && FOR_WHAT.test(tokens[j].word)) continue;
    const said = tokens.flatMap((t, n) => (n > j && !t.boundary && t.clause === tokens[j].clause ? [n] : []));
    const plain = (n: number) => HOLLOW.test(tokens[n].word) || ABOUT_THE_ANSWER.test(tokens[n].word) || FILLER.test(tokens[n].word) || BY_A_NO.test(tokens[n].word) || BESIDE_AN_ANSWER.test(tokens[n].word) || SAID_OF_AN_ANSWER.test(tokens[n].word);
    const spoken = said.find((n) => !plain(n));
    if (spoken !== undefined || !said.length) return j;
  }
  return null;
}

/** Each token's sentence: a full stop, an exclamation or a question mark, a semicolon, or a line break ends one. */
function sentencesOf(s: Pick<Scan, 'source' | 'tokens'>): number[] {
  const sentence: number[] = [];
  let n = 0;
  s.tokens.forEach((t, i) => {
    if (i > 0 && s.source.slice(s.tokens[i - 1].end, t.start).includes('\n')) n++;
    sentence.push(n);
    // A blank line is a token of its own, the line breaks inside it.
    if (t.boundary && (/^[.!?;…]$/u.test(t.word) || s.source.slice(t.start, t.end).includes('\n'))) n++;
  });
  return sentence;
}

/** Words between a pair of tildes on one line (one or two each side), a letter among them. */
const STRUCK_WITH_TILDES = /(~~?)([^~\n]*\p{L}[^~\n]*)\1/gu;

/** Text struck through as a rich-text editor strikes it, every letter followed by a combining long stroke (U+0336): no word the reader knows. */
export function struckThrough(text: string): string {
  return text.replace(/([^\s\p{M}])(\p{M}*)/gu, '$1$2\u0336');
}

/** The alphabets whose letters look alike (src/input/names.ts's look-alikes). */
const ALPHABETS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];
/** A letter of any alphabet but the two the reader reads (Latin, Cyrillic). */
const FOREIGN_LETTER = /(?![\p{Script=Latin}\p{Script=Cyrillic}])\p{L}/u;

type Ask = ((why: Doubt, extra?: number[], lean?: Answer) => Reading) & { word: (why: Doubt, at: number) => Reading };

function polarityAnswer(ctx: AnswerContext, yes: boolean): { answer: Answer; event: GameEvent } {
  if (ctx.prompt === 'veto-answer') return { answer: { kind: 'veto-answer', agree: yes }, event: { type: 'veto-answered', agree: yes } };
  const vote: Vote = yes ? 'ja' : 'nein';
  return { answer: { kind: 'vote', vote }, event: { type: 'vote-cast', seat: ctx.seat, vote } };
}

/** A vote, or the President's answer to a veto: yes or no. */
function readPolarity(s: Scan, ctx: AnswerContext, ask: Ask): Reading {
  const said = new Set(s.found.map((f) => (f.signal as { yes: boolean }).yes));
  const leans = s.leans.filter((l) => l.lean !== 'none');
  if (said.size > 1) return ask('two-answers');
  const [yes] = [...said];
  for (const l of leans) {
    // "No way I'd say nein": a no-idiom before an answer in its own clause negates it.
    if (l.lean === 'no' && s.found.some((f) => f.at > l.at && s.tokens[f.at].clause === s.tokens[l.at].clause)) return ask('negated', [l.at]);
    // An idiom is taken only alongside an answer word that means what it means.
    if (l.lean === 'doubt' || yes === undefined || (l.lean === 'yes') !== yes) {
      return ask('idiom', [], l.lean === 'doubt' ? undefined : polarityAnswer(ctx, l.lean === 'yes').answer);
    }
  }
  if (yes === undefined) return ask('no-answer');
  const otherWay = ctx.prompt === 'veto-answer' ? vetoSaidOtherwise(s, yes) : null;
  if (otherWay !== null) return ask('two-answers', [otherWay]);
  const other = otherQuestion(s, ctx);
  if (other !== null) return ask(ctx.prompt === 'votes' ? 'other-government' : 'veto-and-enact', [other]);
  const unknown = wordByAnAnswer(s, ctx.names);
  if (unknown !== null) return ask.word('unknown-word', unknown);
  return { ok: true, ...polarityAnswer(ctx, yes), quote: quoteOf(s) };
}

/**
 * The first word by an answer (a yes or no, a card, a card's number, a veto) that the reader does
 * not know, or null; a verb and the words of its phrase are known. A word before the answer in its
 * clause may turn it round in a language or a phrasing the negators do not list ("Keinesfalls ja",
 * "Far from ja", "Discard keinesfalls the liberal", "nót ja"), so only words known to leave the
 * answer as it is may stand there ("I vote ja", "Definitely nein", "Конечно да"). So may a word
 * standing alone right after it on its line ("Ja nyet", "Ja, keinesfalls", "Ja. Nyet.", "Yeah,
 * right"): one word is what turns an answer round, not what comments on it. So may one right
 * after the answer with no mark between them, whatever follows ("Ja keinesfalls Bob ist Hitler"):
 * nothing sets it apart from the answer. A comment of more words after a mark ("Ja, Bob seems
 * fine"), or one that begins with a known word or a player's name ("Ja Bob is fine"), and the lines
 * below (a name, a greeting) are the player's own, which negators still reach.
 */
/** The test for a word the reader knows at `at` (a list's word, an answer, a player's name). */
function knownWords(s: Scan, names?: readonly string[]): (i: number) => boolean {
  const signalAt = new Set(s.found.map((f) => f.at));
  // The names' words, made only for a reply with a word the lists do not know (most say "Ja" and no more).
  let nameWords: Set<string> | undefined;
  const isName = (word: string) => (nameWords ??= wordsOfNames(names ?? [])).has(word);
  return (i: number) => {
    const t = s.tokens[i];
    return t.consumed || signalAt.has(i) || t.clause < 0 || BESIDE_AN_ANSWER.test(t.word) || HOLLOW.test(t.word) || BY_A_NO.test(t.word)
      || FILLER.test(t.word) || TWO.test(t.word) || OFFICE.test(t.word) || PLURAL_NOUN.test(t.word) || FOR_WHAT.test(t.word)
      // Negators and judgements are read by the negation rules, which have let this one stand ("No, never").
      || NEGATOR.test(t.word) || NEGATED_CONTRACTION.test(t.word) || JUDGEMENT.test(t.word) || isName(t.word) || intoTheDiscard(s, i);
  };
}

function wordByAnAnswer(s: Scan, names?: readonly string[]): number | null {
  const known = knownWords(s, names);
  for (const f of s.found) {
    const clause = s.tokens[f.at].clause;
    // A letter alone in its clause after words of another ("I'll decide later\n\nL", "Give me an
    // hour\n\n-N") may be the player's initial signing them, not an answer: every word before it
    // must be one the reader knows ("Discard\n\nF").
    if (s.tokens[f.at].word.length === 1 && s.tokens.every((t, i) => t.clause !== clause || t.boundary || i === f.at)) {
      for (let i = 0; i < f.at; i++) if (!s.tokens[i].boundary && !known(i)) return i;
    }
    for (let i = 0; i < f.at; i++) {
      const t = s.tokens[i];
      if (t.clause !== clause || t.boundary || known(i)) continue;
      return i;
    }
    const after = wordAfter(s, f.at);
    if (after === null || known(after)) continue;
    // Right after the answer, no mark between them, it reads with the answer whatever follows it
    // ("Ja keinesfalls Bob ist Hitler" is "yes? by no means, Bob is Hitler"); but a preposition
    // that joins it to the veto ("согласен на вето") does not, nor, for a reader not told the
    // players' names, a capitalised word that begins a comment as a name does ("Ja Bob seems fine").
    if (after === f.at + 1) {
      const then = s.tokens[after + 1];
      const toTheVeto = TO_THE_VETO.test(s.tokens[after].word) && !!then && !then.boundary && VETO.test(then.word);
      const nameLike = names === undefined && /^\p{Lu}\p{Ll}/u.test(s.source.slice(s.tokens[after].start, s.tokens[after].end));
      if (!toTheVeto && !(nameLike && wordAfter(s, after) !== null && s.tokens[wordAfter(s, after)!].clause === s.tokens[after].clause)) return after;
    }
    const next = wordAfter(s, after);
    if (next === null || s.tokens[next].clause !== s.tokens[after].clause) return after;
  }
  return null;
}

/**
 * The President's answer to a veto beside the veto said the other way, or null: a yes with the
 * veto refused in its clause ("Ja, without the veto", «Да, без вето»), or a no followed by the
 * veto asked for in a clause of its own, which says no more of it ("No, veto it", "no, go ahead
 * and veto", «Нет, вето»). A veto refused in its own words ("Nein. Kein Veto", "no veto", "veto
 * denied"), or named before the answer ("Veto: no"), agrees with a no.
 */
function vetoSaidOtherwise(s: Scan, yes: boolean): number | null {
  const answers = new Set(s.found.map((f) => f.at));
  const firstAnswer = Math.min(...answers);
  const refusing = (w: string) => NEGATOR.test(w) || NO_NEGATOR.test(w) || NEGATED_CONTRACTION.test(w) || WITHOUT.test(w) || NO.test(w) || REFUSE.test(w);
  for (let i = 0; i < s.tokens.length; i++) {
    const t = s.tokens[i];
    if (t.boundary || !VETO.test(t.word)) continue;
    const clause = s.tokens.flatMap((u, j) => (j !== i && !u.boundary && u.clause === t.clause ? [j] : []));
    const refused = clause.some((j) => refusing(s.tokens[j].word));
    if (yes && refused) return i;
    if (!yes && !refused && i > firstAnswer && !clause.some((j) => answers.has(j))) return i;
  }
  return null;
}

/** The answers that are prepositions too, before the government they are for or against: «За правительство Веры», «Против правительства Веры». */
const ANSWER_PREPOSITION = /^(?:за|против)$/u;

/**
 * A yes or no said to another question than this one, or null. A vote: a player who is not in
 * the government voted on, named in the answer's sentence after a word for whom it is ("Ja for
 * Alice and Carol", "Nein to Carol") or with an office ("Ja, Carol as Chancellor"), or the veto
 * ("Nein to the veto" is an answer to a question not asked here). The President's answer to a
 * veto: a yes with a card or its enactment ("Ja, enact the fascist" asks for no veto).
 */
function otherQuestion(s: Scan, ctx: AnswerContext): number | null {
  if (ctx.prompt === 'veto-answer') {
    if (!s.found.some((f) => f.signal.type === 'polarity' && f.signal.yes)) return null;
    const at = s.tokens.findIndex((t) => !t.boundary && !t.consumed && !AGREE.test(t.word) && (cardForm(t.word, ctx.theme) !== null || VERBS.some((v) => v.kind === 'enact' && v.test.length === 1 && v.test[0].test(t.word))));
    return at >= 0 ? at : null;
  }
  if (ctx.prompt !== 'votes') return null;
  const veto = s.tokens.findIndex((t) => !t.boundary && VETO.test(t.word));
  if (veto >= 0) return veto;
  if (!ctx.government || !ctx.names) return null;
  const names = ctx.names;
  // A Russian name in any of its cases, as a sentence declines it («за Веру и Бориса»).
  const { inside, outside, outsider } = namesApart(names, ctx.government);
  // A player of this government named with a negator or "without" just before («За правительство
  // Алисы, но не Бориса», «но не за Бориса», «но без Бориса»), or in a clause with a negator and an
  // office («Борис не должен быть канцлером»): not this government.
  const without = (i: number) => [i - 1, i - 2].some((j) => j >= 0 && !s.tokens.slice(j, i).some((b) => b.boundary) && (NEGATOR.test(s.tokens[j].word) || WITHOUT.test(s.tokens[j].word)));
  const clauseSays = (i: number, test: (w: string) => boolean) => s.tokens.some((b) => !b.boundary && b.clause === s.tokens[i].clause && test(b.word));
  const notInside = s.tokens.findIndex((t, i) => !t.boundary && inside.has(t.word)
    && (without(i) || (t.clause >= 0 && clauseSays(i, (w) => NEGATOR.test(w)) && clauseSays(i, (w) => OFFICE_NAME.test(w)))));
  if (notInside >= 0) return notInside;
  // A name that is no player's, or a player's written in letters the reader cannot match to it
  // ("Vera" in a game of Вера's, «Мария», «Петю»): a word the reader does not know, written with a
  // capital or, in a Russian game, in Latin letters. Beside an office, or right after a word for
  // whom the vote is («за Петю»), it names someone the government voted on does not hold, as far
  // as the reader can tell.
  const known = knownWords(s, names.flatMap(nameForms));
  const latinInRussian = ctx.lang === 'ru';
  const stranger = (i: number) => {
    const t = s.tokens[i];
    if (t.boundary || known(i) || outside.has(t.word) || inside.has(t.word)) return false;
    const written = s.source.slice(t.start, t.end);
    return /^\p{Lu}/u.test(written) || (latinInRussian && /\p{Script=Latin}/u.test(written));
  };
  /** The word just before `i`, no mark between them, is one of `list`'s («за Петю», «без Пети»). */
  const after = (list: RegExp, i: number) => i > 0 && !s.tokens[i - 1].boundary && list.test(s.tokens[i - 1].word);
  if (!s.tokens.some(outsider) && !s.tokens.some((_, i) => stranger(i))) return null;
  const sentence = sentencesOf(s);
  // A word for whom the vote is before the name at `i`. The answer word itself («за», «против») is
  // one only with no mark between them («За правительство Веры», «Против кабинета Веры»): «За
  // (Вера)» is signed, «За, Глеб» says it to Глеб.
  const forWhom = (j: number, i: number) => {
    const t = s.tokens[j];
    if (t.boundary) return false;
    if (!s.found.some((g) => g.at === j)) return FOR_WHOM.test(t.word);
    return ANSWER_PREPOSITION.test(t.word) && !s.tokens.slice(j + 1, i).some((b) => b.boundary);
  };
  for (const f of s.found) {
    const mine = s.tokens.map((_, i) => i).filter((i) => sentence[i] === sentence[f.at]);
    const office = mine.some((i) => !s.tokens[i].boundary && OFFICE_NAME.test(s.tokens[i].word));
    for (const i of mine) {
      if (stranger(i) && (office || after(FOR_WHOM, i) || after(WITHOUT, i))) return i;
      if (!outsider(s.tokens[i])) continue;
      if (office || mine.some((j) => j < i && forWhom(j, i))) return i;
    }
  }
  // A sentence of its own that puts another player in an office ("Ja. Carol as Chancellor.",
  // «За. Вера в канцлеры»): the vote may be meant for that government.
  for (let n = 0; n <= sentence[sentence.length - 1]; n++) {
    const its = s.tokens.map((_, i) => i).filter((i) => sentence[i] === n && !s.tokens[i].boundary);
    if (!its.some((i) => OFFICE_NAME.test(s.tokens[i].word))) continue;
    const named = its.find((i) => outsider(s.tokens[i]));
    if (named !== undefined) return named;
  }
  return null;
}

/**
 * The words naming the players of `seats` (`inside`) and those naming the others (`outside`), a
 * Russian first name in any of its cases; `outsider`: a word that names one of the others only.
 */
function namesApart(names: readonly string[], seats: readonly number[]): { inside: Set<string>; outside: Set<string>; outsider(t: Token): boolean } {
  const wordsOf = (of: number[]) => wordsOfNames(of.flatMap((seat) => nameForms(names[seat] ?? '')));
  const inside = wordsOf([...seats]);
  const outside = wordsOf(names.map((_, seat) => seat).filter((seat) => !seats.includes(seat)));
  return { inside, outside, outsider: (t) => !t.boundary && outside.has(t.word) && !inside.has(t.word) };
}

/** The words of names, as the reader tokenizes a reply's. */
function wordsOfNames(names: readonly string[]): Set<string> {
  return new Set(names.flatMap((name) => tokenize(name).filter((t) => !t.boundary).map((t) => t.word)));
}

/** A name as written, and, for a Russian first name, its forms in every case and either gender. */
function nameForms(name: string): string[] {
  const forms = new Set([name]);
  for (const gender of ['male', 'female'] as const) {
    const declined = nameGrammar(name, gender).forms;
    if (declined) Object.values(declined).forEach((f) => forms.add(f));
  }
  return [...forms];
}

/**
 * The word at `i` says where a card goes, right before the discard ("into the discard", «на
 * сброс», «в сброс», «к сбросу»; an article between them at most): a word of the discard's own
 * phrase, which says no more than the discard does. Only in a card answer (no other has verbs).
 */
function intoTheDiscard(s: Pick<Scan, 'tokens' | 'verbs'>, i: number): boolean {
  const t = s.tokens[i];
  const next = s.tokens[i + 1];
  if (t.boundary || t.consumed || !next || next.boundary) return false;
  if (!WHERE_TO.test(t.word) && !(LETTER_WORD.test(t.word) && TO_THE_DISCARD.test(next.word))) return false;
  const at = /^(?:the|a)$/u.test(next.word) ? i + 2 : i + 1;
  return s.verbs.some((v) => v.at === at && v.kind === 'discard');
}

/** The first word after the token at `at` on the same line (marks skipped), or null. */
function wordAfter(s: Pick<Scan, 'source' | 'tokens'>, at: number): number | null {
  for (let j = at + 1; j < s.tokens.length; j++) {
    if (s.source.slice(s.tokens[at].end, s.tokens[j].start).includes('\n')) return null;
    if (!s.tokens[j].boundary) return j;
  }
  return null;
}

/**
 * The hand the player received, recapped before the answer ("I got L F L, discarding F", «У меня
 * К Р К, крысу к сбросу», "Hand: L, F, L. Discard F", "I got two liberals and a fascist"): words
 * that say it was received (RECEIVED), then cards that are the hand exactly, as many of each as it
 * holds, joined by nothing, a comma, a dash or an "and", then the end of the clause. Each recap:
 * the tokens of its cards, and whether it lists them one by one in the hand's order. A list that is
 * not the hand, or with no word of receiving before it ("L F L, discard F"), is no recap.
 */
function recapsOf(s: Scan, ctx: AnswerContext): { at: Set<number>; inOrder: boolean }[] {
  const cards = new Map<number, { policy: Policy; count: number }[]>();
  for (const f of s.found) if (f.signal.type === 'card') cards.set(f.at, [...(cards.get(f.at) ?? []), f.signal]);
  if (cards.size === 0) return [];
  const counting = (t: Token) => RECAP_JOINER.test(t.word) || TWO.test(t.word) || /^\d+$/.test(t.word);
  const joins = (t: Token) => (t.boundary ? /^[,\-\u2013\u2014]$/u.test(t.word) : !t.consumed && counting(t));
  const receivedBefore = (start: number): boolean => {
    let received = false;
    for (let i = start - 1; i >= 0; i--) {
      const t = s.tokens[i];
      // "Hand: L F L", "I got - L F L".
      if (t.boundary) { if (/^[:\-\u2013\u2014]$/u.test(t.word)) continue; break; }
      if (t.clause < 0) break;
      if (t.consumed) return false;
      if (RECEIVED.test(t.word) || (t.word === 'меня' && s.tokens[i - 1]?.word === 'у')) received = true;
      else if (!BESIDE_RECEIVED.test(t.word) && !counting(t)) return false;
    }
    return received;
  };
  const recaps: { at: Set<number>; inOrder: boolean }[] = [];
  for (const start of [...cards.keys()].sort((a, b) => a - b)) {
    if (recaps.some((r) => r.at.has(start)) || !receivedBefore(start)) continue;
    const at: number[] = [];
    const counts = new Map<Policy, number>();
    let total = 0;
    for (let k: number | null = start; k !== null;) {
      at.push(k);
      for (const card of cards.get(k)!) {
        counts.set(card.policy, (counts.get(card.policy) ?? 0) + card.count);
        total += card.count;
      }
      if (total >= ctx.hand.length) break;
      let j: number = k + 1;
      while (j < s.tokens.length && !cards.has(j) && joins(s.tokens[j])) j++;
      k = cards.has(j) ? j : null;
    }
    const after = s.tokens[at[at.length - 1] + 1];
    const clauseEnds = !after || after.boundary || after.clause < 0;
    if (!clauseEnds || !isTheHand(counts, ctx.hand)) continue;
    const oneByOne = at.flatMap((i) => cards.get(i)!.map((card) => (card.count === 1 ? card.policy : null)));
    recaps.push({ at: new Set(at), inOrder: oneByOne.length === ctx.hand.length && oneByOne.every((p, i) => p === ctx.hand[i]) });
  }
  return recaps;
}

/**
 * A card: every mention constrains which card leaves the hand. A discard names it; a keep (or,
 * for the Chancellor, an enact) names what stays; a bare card or number is what the question
 * asked for. The reading is certain when exactly one outcome satisfies every mention.
 */
function readCard(s: Scan, ctx: AnswerContext, ask: Ask): Reading {
  const president = ctx.prompt === 'president-discard';
  const vetoes = s.found.filter((f) => f.signal.type === 'veto');
  // The hand recapped ("I got L F L, discarding F") says what was drawn: its cards are no cards of the answer.
  const recaps = recapsOf(s, ctx);
  const recapped = new Set(recaps.flatMap((r) => [...r.at]));
  const answered = recapped.size ? { ...s, found: s.found.filter((f) => !recapped.has(f.at)) } : s;
  const mentions = answered.found.filter((f) => f.signal.type === 'card' || f.signal.type === 'position');
  if (s.leans.some((l) => l.lean !== 'none')) return ask('idiom');
  // "Discard keinesfalls the liberal", "Veto, nyet": a word the reader does not know by the answer.
  const unknown = wordByAnAnswer(answered, ctx.names);
  if (!president && vetoes.length) {
    if (mentions.length) return ask('veto-and-card');
    if (!ctx.vetoAllowed) return ask('veto-locked');
    if (unknown !== null) return ask.word('unknown-word', unknown);
    return { ok: true, answer: { kind: 'veto' }, event: { type: 'veto-requested' }, quote: quoteOf(s) };
  }
  if (!mentions.length) return ask('no-answer');
  if (s.unclearVerb !== null) return ask('wrong-verb', [s.unclearVerb]);
  // A claim letter that is also a word ("c u", «к чертям»), before another word of its clause: the word, as likely.
  // «К в сброс»: «к» the preposition never stands before another, so there it is the card.
  const letterWord = mentions.find((m) => LETTER_WORD.test(s.tokens[m.at].word) && s.tokens[m.at + 1] && !s.tokens[m.at + 1].boundary
    && s.tokens[m.at + 1].clause === s.tokens[m.at].clause && !POLITE.test(s.tokens[m.at + 1].word) && !mentions.some((o) => o.at === m.at + 1)
    && !(s.tokens[m.at].word === 'к' && NOT_AFTER_K.test(s.tokens[m.at + 1].word)));
  if (letterWord) return ask('unclear-words', [letterWord.at]);
  // A card with no verb beside whom it may go to goes there, not where the question asks: an office
  // ("Liberal - to the Chancellor", «Либеральный — канцлеру»), or, for the President, another
  // player's name in any case («Борису — либеральный», "Fascist - Bob"); their own name signs the
  // reply. With a verb, the office or the player is whom it hands to.
  if (!s.verbs.length) {
    const otherPlayer = president && ctx.names ? namesApart(ctx.names, [ctx.seat]).outsider : () => false;
    const to = s.tokens.findIndex((t) => !t.boundary && ((!t.consumed && OFFICE.test(t.word)) || otherPlayer(t)));
    if (to >= 0) return ask('unclear-words', [to]);
  }
  const signalAt = new Set([...s.found.map((f) => f.at), ...s.verbs.map((v) => v.at)]);
  /** A clause holds only signals and filler words: nothing in it can change what the signals say. */
  const plain = (clause: number) => s.tokens.every((t, i) => t.clause !== clause || t.consumed || signalAt.has(i) || FILLER.test(t.word) || intoTheDiscard(s, i));

  // What each mention says about the card that leaves the hand (the discard).
  type Role = 'leaves' | 'stays';
  const verbKinds = new Set(s.verbs.map((v) => v.kind));
  const roles: Role[] = [];
  for (const m of mentions) {
    const clause = s.tokens[m.at].clause;
    const inClause = s.verbs.filter((v) => s.tokens[v.at].clause === clause);
    const before = [...inClause].reverse().find((v) => v.at < m.at);
    const after = inClause.find((v) => v.at > m.at);
    // A verb of another kind after the card, past a word for where to ("send the fascist to the
    // bin", «передаю фашистский в сброс», "play the fascist into the discard") and naming no card of
    // its own before the next verb, may be where the card goes, against the verb before it.
    const nextVerb = after && inClause.find((v) => v.at > after.at);
    const ownCard = after && mentions.some((o) => o.at > after.at && (nextVerb === undefined || o.at < nextVerb.at) && s.tokens[o.at].clause === clause);
    const whereTo = after && s.tokens.slice(m.at + 1, after.at).some((t) => !t.boundary && WHERE_TO.test(t.word));
    if (before && after && before.kind !== after.kind && whereTo && !ownCard) return ask('unclear-words', [m.at]);
    const verb = before ?? after;
    // A card without a verb stands only among filler words ("the Fascist one"): "the liberal goes
    // to the Chancellor" is not a discard. It takes the reply's one kind of verb when that verb
    // stands plain in its own clause ("Fascist - discard"), not "Fascist. I keep the rest."
    if (!verb && !plain(clause)) return ask('unclear-words', [m.at]);
    const lone = verbKinds.size === 1 && s.verbs.every((v) => plain(s.tokens[v.at].clause));
    if (!verb && verbKinds.size && !lone) return ask('unclear-words', [m.at]);
    // "Pass" with no card after it ("Fascist. Pass.", "Pass. Fascist.") is a card game's "I skip",
    // as likely as "hand it on": only with its object ("pass the liberals", "pass LL") is it read.
    const bare = (verb ? [verb] : lone ? s.verbs : []).find((v) => PASS_ALONE.test(s.tokens[v.at].word)
      && !mentions.some((o) => o.at > v.at && s.tokens[o.at].clause === s.tokens[v.at].clause));
    if (bare) return ask('unclear-words', [bare.at]);
    const kind: VerbKind | null = verb?.kind ?? (lone ? [...verbKinds][0] : null);
    if (kind === null) { roles.push(president ? 'leaves' : 'stays'); continue; }
    if (kind === 'discard') { roles.push('leaves'); continue; }
    if (president) {
      if (kind === 'enact' || kind === 'choose') return ask('wrong-verb');
      roles.push('stays');
    } else {
      if (kind === 'pass') return ask('wrong-verb');
      roles.push('stays');
    }
  }

  if (unknown !== null) return ask.word('unknown-word', unknown);

  // Beside the hand recapped, in words or as a claim writes it ("Drew LFL"):
  if (recaps.length || s.handWords.length) {
    // In another order than the hand's, "the first" may be the recap's first or the hand's.
    const position = mentions.find((m) => m.signal.type === 'position');
    if (position && (recaps.some((r) => !r.inOrder) || s.handWords.some((w) => !w.inOrder))) return ask('not-certain', [position.at]);
    // One instruction that names the card the question asks for, or every card that stays: a keep
    // naming one of the President's two ("I got L F L, keep F") leaves the rest to be worked out.
    const kept = mentions.reduce((n, m, k) => n + (roles[k] === 'stays' ? (m.signal.type === 'card' ? m.signal.count : 1) : 0), 0);
    if (!roles.includes('leaves') && kept !== ctx.hand.length - 1) return ask('not-certain');
  }

  const hand = ctx.hand;
  // More than one card named to drop, where one is dropped ("L L", "F, F", «Л и Л», "two
  // liberals"): without a verb it is the pair passed on, as a claim writes it, as likely as one
  // card said twice ("F F" from F,F,L was read as a Fascist discarded, the opposite of passing two).
  // The same card in another form beside it ("Fascist (F)", «Ф (фашистский)») names it again, not a second one.
  const dropped = new Map<Policy, { count: number; at: number; words: Set<string> }>();
  mentions.forEach((m, k) => {
    if (roles[k] !== 'leaves' || m.signal.type !== 'card') return;
    const word = s.tokens[m.at].word;
    const before = dropped.get(m.signal.policy);
    const again = before !== undefined && m.signal.count === 1 && !before.words.has(word);
    dropped.set(m.signal.policy, { count: (before?.count ?? 0) + (again ? 0 : m.signal.count), at: before?.at ?? m.at, words: new Set([...(before?.words ?? []), word]) });
  });
  if ([...dropped.values()].reduce((n, d) => n + d.count, 0) > 1) {
    const overHeld = [...dropped].find(([policy, d]) => heldCount(hand, policy) < d.count);
    return overHeld ? ask('not-held', [overHeld[1].at]) : ask('two-answers');
  }
  // The same card said again right after it to stay, nothing or an "and" between ("pass L L", "keep
  // liberal liberal", «передаю Л и Л»): two cards that stay, as "pass LL" is. Said again in another
  // form ("keep the liberal (L)") or in another clause, it may be one card said twice.
  const staying = mentions.map((m) => (m.signal.type === 'card' ? m.signal.count : 1));
  const again = new Set<number>();
  mentions.forEach((m, k) => {
    const prev = mentions[k - 1];
    if (!prev || prev.at >= m.at || roles[k] !== 'stays' || roles[k - 1] !== 'stays' || m.signal.type !== 'card' || prev.signal.type !== 'card') return;
    if (prev.signal.policy !== m.signal.policy || s.tokens[prev.at].word !== s.tokens[m.at].word) return;
    if (!s.tokens.slice(prev.at + 1, m.at).every((t) => !t.boundary && AND.test(t.word))) return;
    let first = k - 1;
    while (again.has(first)) first--;
    staying[first] += staying[k];
    again.add(k);
  });
  const fits = (d: number, only?: number): boolean => mentions.every((m, k) => {
    if ((only !== undefined && k !== only) || again.has(k)) return true;
    const sig = m.signal;
    if (sig.type === 'position') return roles[k] === 'leaves' ? sig.position - 1 === d : sig.position - 1 !== d && sig.position >= 1 && sig.position <= hand.length;
    if (sig.type !== 'card') return true;
    if (roles[k] === 'leaves') return sig.count === 1 && hand[d] === sig.policy;
    return hand.filter((p, i) => i !== d && p === sig.policy).length >= staying[k];
  });
  const outcomes = new Set<Policy>();
  for (let d = 0; d < hand.length; d++) if (fits(d)) outcomes.add(president ? hand[d] : hand[1 - d]);
  if (!outcomes.size) {
    const alone = mentions.findIndex((_, k) => !hand.some((_p, d) => fits(d, k)));
    return alone >= 0 ? ask('not-held', [mentions[alone].at]) : ask('two-answers');
  }
  if (outcomes.size > 1) return ask('not-certain');
  const [policy] = [...outcomes];
  // Never enact a card the Chancellor named to drop, even when both cards are the same.
  if (!president && mentions.some((m, k) => roles[k] === 'leaves' && m.signal.type === 'card' && m.signal.policy === policy)) return ask('not-certain');
  const quote = quoteOf(s);
  return president
    ? { ok: true, answer: { kind: 'discard', policy }, event: { type: 'president-discarded', policy }, quote }
    : { ok: true, answer: { kind: 'enact', policy }, event: { type: 'policy-enacted', policy }, quote };
}
