// What a reading is called in the game's language and theme ("discarded: Fascist", "сброшен:
// Фашистский", why a reply is asked back): the same words for the player's email, the log's
// record and the moderator's report. Rendered from templates/<lang>/message/_answer and _doubt; why
// a reply was not applied at all (a bounce, a stranger, a closed question) from _handled.
import type { Lang, ThemeName } from '../log/records.js';
import { renderTemplate } from '../render/templates.js';
import type { Answer, Doubt } from './answers.js';
import type { PromptKind } from './planner.js';

export interface Wording {
  theme: ThemeName;
  lang: Lang;
  overrides?: string[];
  /** Words already rendered with this wording (a batch of 500 votes says "Ja" and "Nein" twice, not 500 times). */
  rendered?: Map<string, string>;
}

const env = (w: Wording) => ({ format: 'text' as const, lang: w.lang, theme: w.theme, names: [], overrides: w.overrides ?? [] });

/** "Ja", "discarded: Fascist", "принят: Кошачий", "veto refused". */
export function answerWords(answer: Answer, w: Wording): string {
  return once(w, `answer ${JSON.stringify(answer)}`, () => renderTemplate('message/_answer', { answer }, env(w)).trim());
}

/** Why a reply is asked back, as one sentence ending in a full stop. */
export function doubtWords(why: Doubt, prompt: PromptKind, w: Wording, lean?: Answer, word?: string): string {
  return once(w, `doubt ${JSON.stringify([why, prompt, lean ?? null, word ?? null])}`, () => renderTemplate('message/_doubt', { doubt: { why, prompt, lean: lean ? answerWords(lean, w) : null, word: word ?? null } }, env(w)).trim());
}

/** Why sync set a mail aside or turned it down, with the facts the sentence names (no closing stop). */
export type Handled =
  | { why: 'bounced'; address?: string; subject?: string; diagnostic?: string }
  | { why: 'automatic' }
  /** chancery's own message, back in the inbox. */
  | { why: 'own' }
  | { why: 'no-reference'; unreadable?: 'too-large' | 'broken'; megabytes?: number }
  | { why: 'foreign-reply'; code: string }
  | { why: 'former-address'; from: string; seat: number; player: string }
  | { why: 'held'; player: string; code: string; from?: string; address: string }
  /** From the address of another seated player: refused, never held for confirmation. */
  | { why: 'other-player'; player: string; code: string; from: string; sender: string }
  | { why: 'unreadable'; unreadable: 'too-large' | 'broken'; megabytes?: number }
  | { why: 'not-your-turn' | 'withdrawn' }
  /**
   * A reply to a message that asked no question, sent before the question open now; needsNoAnswer:
   * one that answers nothing ("thanks") to a message that asked nothing, which needed none.
   */
  | { why: 'asked-nothing'; needsNoAnswer?: true }
  /** counted: the question was a vote, counted before the reply came (the count and result are public). */
  | { why: 'too-late'; counted?: { ja: number; nein: number; elected: boolean; /** the vote the reader's seat counted */ seat?: 'ja' | 'nein' };
    /** A card's or a veto's question: the answer recorded for it, in the game's words ("discarded: Fascist"). */
    recorded?: string }
  /** Applied, but over a vote already recorded (by mail or by the moderator): the report says which. */
  | { why: 'vote-changed'; previous: 'ja' | 'nein';
    /** The vote replaced was the moderator's entry: the vote now, and for an email dated before the entry its date and the command that puts the entry back. */
    entered?: { now: 'ja' | 'nein'; dated?: string; command?: string } }
  /** Applied: the vote the seat's former player cast before it changed hands, said again by its new player, whose it now is. */
  | { why: 'vote-taken-over'; vote: 'ja' | 'nein'; player: string }
  /** The answer that already stands, said again: recorded as received, nothing applied. */
  | { why: 'already-recorded' }
  /** A held reply the moderator confirmed (`chancery mail confirm`): applied as it was read. */
  | { why: 'confirmed' };

export function handledWords(handled: Handled, w: Wording): string {
  return once(w, `handled ${JSON.stringify(handled)}`, () => renderTemplate('message/_handled', { handled }, env(w)).trim());
}

function once(w: Wording, key: string, render: () => string): string {
  const hit = w.rendered?.get(key);
  if (hit !== undefined) return hit;
  const words = render();
  w.rendered?.set(key, words);
  return words;
}
