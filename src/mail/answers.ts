// Reading a player's answer from the words of their reply, for the prompt it answers. An answer
// is taken only when exactly one reading is possible; "ja... actually nein?" or two cards named is
// ambiguous, and no answer at all is unreadable: both are refused with a question back.
import type { GameEvent, Policy, Seat, Vote } from '../engine/index.js';
import type { Lang, ThemeName } from '../log/records.js';
import { parseVoteWord } from '../game/words.js';
import { loadVocabulary, lookup } from '../render/vocab.js';
import type { PromptKind } from './planner.js';

export type Reading =
  | { ok: true; event: GameEvent; readAs: string }
  | { ok: false; reason: 'ambiguous' | 'unreadable' | 'illegal'; detail: string };

export interface AnswerContext {
  prompt: PromptKind;
  seat: Seat;
  theme: ThemeName;
  lang: Lang;
  /** The cards the player holds (discard or enact prompts). */
  hand: Policy[];
  vetoAllowed: boolean;
}

const AGREE = new Set(['agree', 'accept', 'approve', 'согласен', 'согласна', 'принимаю']);
const REFUSE = new Set(['refuse', 'reject', 'decline', 'deny', 'отказ', 'отказываю', 'отклоняю']);

function tokens(text: string): string[] {
  return text.normalize('NFKC').toLocaleLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** The words that name each policy in this theme (and in English, which every player may use). */
function policyStems(theme: ThemeName, lang: Lang): Record<Policy, string[]> {
  const stems: Record<Policy, Set<string>> = { liberal: new Set(['liberal']), fascist: new Set(['fascist']) };
  for (const l of new Set<Lang>([lang, 'en'])) {
    const vocab = loadVocabulary(theme, l);
    for (const policy of ['liberal', 'fascist'] as Policy[]) {
      for (const key of ['card', 'party', 'teams', 'role']) {
        const word = lookup(vocab, `${key}.${policy}`).toLocaleLowerCase().split(/\s+/)[0];
        stems[policy].add(word.length > 5 ? word.slice(0, 5) : word);
      }
    }
  }
  return { liberal: [...stems.liberal], fascist: [...stems.fascist] };
}

/** A long stem matches as a prefix (inflections: либеральный, либеральную); a short one only whole or plural. */
function named(token: string, stem: string): boolean {
  return stem.length >= 5 ? token.startsWith(stem) : token === stem || token === `${stem}s`;
}

export function readAnswer(text: string, ctx: AnswerContext): Reading {
  const words = tokens(text);
  if (!words.length) return { ok: false, reason: 'unreadable', detail: 'the reply has no text of its own' };
  switch (ctx.prompt) {
    case 'votes': return readVote(words, ctx.seat);
    case 'veto-answer': return readVetoAnswer(words);
    case 'president-discard':
    case 'chancellor-enact': return readCard(words, ctx);
  }
}

function readVote(words: string[], seat: Seat): Reading {
  const votes = new Set<Vote>(words.map(parseVoteWord).filter((v): v is Vote => v !== null));
  if (votes.size > 1) return { ok: false, reason: 'ambiguous', detail: 'the reply says both Ja and Nein' };
  const [vote] = votes;
  if (!vote) return { ok: false, reason: 'unreadable', detail: 'no Ja or Nein in the reply' };
  return { ok: true, event: { type: 'vote-cast', seat, vote }, readAs: vote === 'ja' ? 'Ja' : 'Nein' };
}

function readVetoAnswer(words: string[]): Reading {
  const answers = new Set<boolean>();
  for (const w of words) {
    const vote = parseVoteWord(w);
    if (AGREE.has(w) || vote === 'ja') answers.add(true);
    if (REFUSE.has(w) || vote === 'nein') answers.add(false);
  }
  if (answers.size > 1) return { ok: false, reason: 'ambiguous', detail: 'the reply both agrees to and refuses the veto' };
  const [agree] = answers;
  if (agree === undefined) return { ok: false, reason: 'unreadable', detail: 'no "agree" or "refuse" (or Ja/Nein) in the reply' };
  return { ok: true, event: { type: 'veto-answered', agree }, readAs: agree ? 'agree to the veto' : 'refuse the veto' };
}

function readCard(words: string[], ctx: AnswerContext): Reading {
  const stems = policyStems(ctx.theme, ctx.lang);
  const vocab = loadVocabulary(ctx.theme, ctx.lang);
  const vetoWords = new Set(['veto', lookup(vocab, 'veto').toLocaleLowerCase()]);
  const chosen = new Set<Policy>();
  for (const w of words) {
    const n = /^\d+$/.test(w) ? Number(w) : NaN;
    if (n >= 1 && n <= ctx.hand.length) chosen.add(ctx.hand[n - 1]);
    for (const policy of ['liberal', 'fascist'] as Policy[]) if (stems[policy].some((s) => named(w, s))) chosen.add(policy);
  }
  const veto = ctx.prompt === 'chancellor-enact' && words.some((w) => vetoWords.has(w));
  const verb = ctx.prompt === 'president-discard' ? 'discard' : 'enact';
  if (veto && chosen.size) return { ok: false, reason: 'ambiguous', detail: 'the reply names a policy and also asks for a veto' };
  if (veto) {
    if (!ctx.vetoAllowed) return { ok: false, reason: 'illegal', detail: 'the veto is not available now' };
    return { ok: true, event: { type: 'veto-requested' }, readAs: 'veto' };
  }
  if (chosen.size > 1) return { ok: false, reason: 'ambiguous', detail: `the reply names more than one policy to ${verb}` };
  const [policy] = chosen;
  if (!policy) return { ok: false, reason: 'unreadable', detail: `no policy to ${verb} (by number 1–${ctx.hand.length} or by name) in the reply` };
  if (!ctx.hand.includes(policy)) return { ok: false, reason: 'illegal', detail: `you hold no ${lookup(vocab, `card.${policy}`)} policy` };
  const readAs = `${verb} ${lookup(vocab, `card.${policy}`)}`;
  return ctx.prompt === 'president-discard'
    ? { ok: true, event: { type: 'president-discarded', policy }, readAs }
    : { ok: true, event: { type: 'policy-enacted', policy }, readAs };
}
