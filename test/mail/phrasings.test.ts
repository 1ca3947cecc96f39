// The reply reader against the hand-written corpus (test/mail/fixtures/phrasings.txt): every
// phrasing, in English, Russian and German, has the outcome written beside it. Then a property:
// for every definite answer in the corpus, its negated forms never read as that answer.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Policy } from '../../src/engine/index.js';
import { readAnswer, type AnswerContext, type Reading } from '../../src/mail/answers.js';
import { AGREE, NO, REFUSE, YES, cardForm } from '../../src/mail/lexicon.js';
import { loadVocabulary, LANGS, THEMES } from '../../src/render/vocab.js';
import type { PromptKind } from '../../src/mail/planner.js';
import type { Lang, ThemeName } from '../../src/log/records.js';
import { ROOT } from '../support/cli.js';

interface Case { line: number; text: string; expected: string; ctx: AnswerContext }

function loadCorpus(): Case[] {
  const file = join(ROOT, 'test', 'mail', 'fixtures', 'phrasings.txt');
  const cases: Case[] = [];
  let ctx: AnswerContext | null = null;
  readFileSync(file, 'utf8').split('\n').forEach((raw, i) => {
    const line = i + 1;
    if (raw.startsWith('## ')) {
      const previous: AnswerContext | null = ctx;
      const [prompt, ...pairs] = raw.slice(3).trim().split(/\s+/);
      const kv = Object.fromEntries(pairs.map((p) => p.split('=')));
      ctx = {
        prompt: prompt as PromptKind,
        seat: 2,
        lang: (kv.lang ?? ctx?.lang ?? 'en') as Lang,
        theme: (kv.theme ?? ctx?.theme ?? 'secret-hitler') as ThemeName,
        hand: kv.hand ? kv.hand.split(',').map((c: string) => (c === 'L' ? 'liberal' : 'fascist') as Policy) : prompt === 'votes' || prompt === 'veto-answer' ? [] : ctx?.hand ?? [],
        vetoAllowed: kv.veto === 'yes',
        // The players' names, comma-separated (kept from the section before when not given).
        ...(kv.names ?? ctx?.names ? { names: kv.names ? kv.names.split(',') : ctx!.names } : {}),
      };
      // The government voted on, by the players' names (kept from the section before when not given).
      const government = kv.government ? kv.government.split(',').map((n: string) => ctx!.names!.indexOf(n)) : kv.names ? undefined : previous?.government;
      if (government && prompt === 'votes') ctx.government = government;
      return;
    }
    if (raw === '#' || raw.startsWith('# ') || !raw.includes(' => ')) return;
    if (!ctx) throw new Error(`phrasings.txt:${line}: a case before any section`);
    const at = raw.lastIndexOf(' => ');
    cases.push({ line, text: raw.slice(0, at).replace(/\\n/g, '\n'), expected: raw.slice(at + 4).trim(), ctx });
  });
  return cases;
}

/** A reading in the corpus's words: "ja", "discard fascist", "ask:negated". */
function outcome(r: Reading): string {
  if (!r.ok) return `ask:${r.why}`;
  switch (r.answer.kind) {
    case 'vote': return r.answer.vote;
    case 'discard': return `discard ${r.answer.policy}`;
    case 'enact': return `enact ${r.answer.policy}`;
    case 'veto': return 'veto';
    case 'veto-answer': return r.answer.agree ? 'agree' : 'refuse';
  }
}

const corpus = loadCorpus();

test('the corpus holds at least 300 phrasings in English, Russian and German, for every kind of question', () => {
  assert.ok(corpus.length >= 300, `${corpus.length} phrasings`);
  for (const prompt of ['votes', 'president-discard', 'chancellor-enact', 'veto-answer']) assert.ok(corpus.some((c) => c.ctx.prompt === prompt), prompt);
  assert.ok(corpus.some((c) => /[а-я]/i.test(c.text)), 'Russian');
  assert.ok(corpus.some((c) => /\b(nicht|kein)\b/i.test(c.text)), 'German');
});

test('every phrasing of the corpus reads as written beside it', () => {
  const wrong: string[] = [];
  for (const c of corpus) {
    const got = outcome(readAnswer(c.text, c.ctx));
    const ok = c.expected === 'ask' ? got.startsWith('ask:') : got === c.expected;
    if (!ok) wrong.push(`phrasings.txt:${c.line} ${JSON.stringify(c.text)} (${c.ctx.prompt} ${c.ctx.lang} ${c.ctx.theme} ${c.ctx.hand.join(',')}): expected ${c.expected}, read ${got}`);
  }
  assert.is(wrong.length, 0, `\n${wrong.join('\n')}`);
});

test('a certain reading quotes the words it read, and only words of the reply', () => {
  for (const c of corpus) {
    const r = readAnswer(c.text, c.ctx);
    if (!r.ok) continue;
    assert.ok(r.quote.length > 0, `${c.text}: a quote`);
    // Invisible characters aside (a zero-width space is no part of a word).
    assert.ok(c.text.replace(/\p{Cf}/gu, '').replace(/\s+/g, ' ').includes(r.quote), `${JSON.stringify(r.quote)} is in ${JSON.stringify(c.text)}`);
  }
  const r = readAnswer('keep both liberals\n\nCheers,\nBob', { prompt: 'president-discard', seat: 0, theme: 'secret-hitler', lang: 'en', hand: ['liberal', 'fascist', 'liberal'], vetoAllowed: false });
  assert.equal(r.ok && r.quote, 'keep both liberals', 'the greeting and the name are not quoted');
  // The marks after the answer as written, however many.
  const votes = { prompt: 'votes' as const, seat: 0, theme: 'secret-hitler' as const, hand: [], vetoAllowed: false };
  for (const [text, quote] of [['Ja!!!', 'Ja!!!'], ['Nein!!!\n\nBob', 'Nein!!!'], ['ja ! !', 'ja !'], ['Да!!', 'Да!!']]) {
    const read = readAnswer(text, { ...votes, lang: /[а-я]/i.test(text) ? 'ru' : 'en' });
    assert.equal(read.ok && read.quote, quote, text);
  }
});

// The negators of each language, put where a person would: before the answer, before the verb,
// or (German) after it. "no"/"нет" negate only what is not already a no ("no no" is a no).
const NEGATE: ((s: string) => string)[] = [
  (s) => `not ${s}`,
  (s) => `I do not ${s}`,
  (s) => `I don't ${s}`,
  (s) => `I won't ${s}`,
  (s) => `never ${s}`,
  (s) => `не ${s}`,
  (s) => `ни ${s}`,
  (s) => `я не ${s}`,
  (s) => `nicht ${s}`,
  (s) => `${s} nicht`,
  (s) => `kein ${s}`,
];
const NEGATE_NO_WORD: ((s: string) => string)[] = [(s) => `no ${s}`, (s) => `нет ${s}`];

/**
 * The phrase negated inside: "discard not the fascist", "I vote not ja". A card answer may be
 * negated anywhere; a vote before its answer word (after it, "ja not please" negates "please").
 */
function negatedInside(s: string, ctx: AnswerContext): string[] {
  const words = s.split(' ');
  const isAnswerWord = (w: string) => [YES, NO, AGREE, REFUSE].some((re) => re.test(w.toLocaleLowerCase().replace(/[!.]+$/, '')));
  const last = isCardPrompt(ctx.prompt) ? words.length : words.reduce((at, w, i) => (isAnswerWord(w) ? i : at), -1);
  const out: string[] = [];
  for (let i = 0; i <= Math.min(last, words.length - 1); i++) for (const neg of ['not', 'не', 'never']) out.push([...words.slice(0, i), neg, ...words.slice(i)].join(' '));
  return out;
}
const isCardPrompt = (p: PromptKind) => p === 'president-discard' || p === 'chancellor-enact';

test('for every definite answer, none of its negated forms reads as that answer', () => {
  // Single-clause answers: a negation put in front reaches the whole of it. (Word edges by letters,
  // not \b: \b is made of \w, which holds no Cyrillic letter, and a Russian line of two clauses
  // joined by «и» was taken for one.) Every form of every answer, not a random sample of them: a
  // sample made the test fail in some runs and pass in others.
  const definite = corpus.filter((c) => !c.expected.startsWith('ask') && !/[,.;:!?()\n\u2014-]|(?<!\p{L})(and|or|и|или|und|oder|but|но|aber)(?!\p{L})/iu.test(c.text));
  assert.ok(definite.length >= 150, `${definite.length} definite answers`);
  const wrong: string[] = [];
  for (const c of definite) {
    const noWord = c.expected === 'nein' || c.expected === 'refuse';
    const forms = [...NEGATE, ...(noWord ? [] : NEGATE_NO_WORD)].map((f) => f(c.text)).concat(negatedInside(c.text, c.ctx));
    for (const form of forms) if (outcome(readAnswer(form, c.ctx)) === c.expected) wrong.push(`${JSON.stringify(form)} (${c.ctx.prompt} ${c.ctx.lang}) read as ${c.expected}`);
  }
  assert.equal(wrong, []);
});

test('property: every negated form of every definite answer is asked back, not guessed', () => {
  const definite = corpus.filter((c) => !c.expected.startsWith('ask') && c.text.split(' ').length <= 4 && !/[,.;:!?()]/.test(c.text));
  for (const c of definite) {
    for (const f of NEGATE.slice(0, 9)) {
      const got = outcome(readAnswer(f(c.text), c.ctx));
      assert.ok(got.startsWith('ask:'), `${JSON.stringify(f(c.text))} (${c.ctx.prompt}) read as ${got}, expected to be asked back`);
    }
  }
});

test('every theme word (card, role, party, team) in both languages names its card in that theme', () => {
  for (const theme of THEMES) {
    for (const lang of LANGS) {
      const vocab = loadVocabulary(theme, lang);
      for (const group of ['card', 'role', 'party', 'teams']) {
        for (const policy of ['liberal', 'fascist'] as Policy[]) {
          const word = String((vocab[group] as Record<string, string>)[policy]).toLocaleLowerCase().replace(/ё/g, 'е');
          assert.equal(cardForm(word, theme)?.policy, policy, `${theme} ${lang} ${group}.${policy} "${word}"`);
        }
      }
    }
  }
});

test('the Ratcatcher and the Secret Russian are not cards; a doubtful Russian form counts as one card', () => {
  for (const w of ['крысолов', 'крысолова', 'ratcatcher', 'hitler', 'гитлер', 'director', 'директор']) assert.is(cardForm(w, 'service-rat'), null, w);
  assert.equal(cardForm('крысы', 'service-rat'), { policy: 'fascist', plural: false }, 'genitive singular or plural: one');
  assert.equal(cardForm('либеральным', 'secret-hitler'), { policy: 'liberal', plural: false }, 'instrumental singular or dative plural: one');
  assert.equal(cardForm('либеральных', 'secret-hitler'), { policy: 'liberal', plural: true });
  assert.equal(cardForm('подрывные', 'secret-russian'), { policy: 'fascist', plural: true });
  assert.is(cardForm('подрывные', 'service-rat'), null, 'another theme\'s words are not read');
});

test.run();
