// Errors other than rule refusals (a log that cannot be read, a setup or a command line that is
// wrong) in the game's language: the error names its code and facts (ChanceryError.said), the
// sentence comes from templates/<lang>/errors.yaml. English, and any code a language does not
// list, is the error's own message.
import { placed, type ChanceryError, type Place } from '../errors.js';
import { entryFor, fill, ruleReference, ruleWording, themed, wordingsFor } from './rule-errors.js';
import type { RuleError } from '../engine/index.js';

/** The error's sentence, the word before it ("error") and its hint, in the error's language and the game's theme. */
export function errorWording(e: ChanceryError, hint?: string): { message: string; label: string; hint?: string } {
  if (!e.lang || e.lang === 'en') {
    const code = e.said?.code;
    const themedHint = hint !== undefined && code ? themedEnglish(e, `${code}-hint`) : null;
    return { message: (code && themedEnglish(e, code)) || e.message, label: 'error', ...(hint !== undefined ? { hint: themedHint ?? hint } : {}) };
  }
  const words = wordingsFor(e.lang, [], 'errors.yaml');
  // The game's theme words ({=chancellor}: Director in Secret Russian), Secret Hitler's where it is not known.
  const theme = e.theme ?? 'secret-hitler';
  const label = entryFor(words, 'error', undefined) ?? 'error';
  // A rule refusal: the rule's sentence and the rule's name, both in the language (rules.yaml).
  const refused = e.kind === 'rule' ? (e as unknown as { error?: RuleError }).error : undefined;
  if (refused) {
    // Worded where it was refused (with the game's own templates), or still the engine's English.
    const worded = e.message === `${refused.message} (${refused.rule})` ? ruleWording(refused, e.lang, [], theme) : e.message.slice(0, -(refused.rule.length + 3));
    return { message: `${worded} (${ruleReference(refused.rule, e.lang)})`, label, hint };
  }
  const said = e.said;
  const text = said ? entryFor(words, said.code, said.params.variant) : undefined;
  // No code, or none written for it: the message as the error has it (a rule refusal is worded already).
  if (!said || text === undefined) return { message: e.message, label, hint };
  // A log whose event breaks a rule: the rule's own sentence in the language, from rules.yaml.
  const params = said.rule ? { ...said.params, rule: `${ruleWording(said.rule, e.lang, [], theme)} (${ruleReference(said.rule.rule, e.lang)})` } : said.params;
  const problem = themed(fill(text, params, words), params, theme, e.lang, []);
  const place = (e as { place?: Place }).place;
  const event = entryFor(words, 'event', undefined);
  const hinted = hint !== undefined ? entryFor(words, `${said.code}-hint`, undefined) : undefined;
  return {
    message: place ? placed(place, problem, event ? (seq) => fill(event, { seq }, words) : undefined) : problem,
    label,
    ...(hint !== undefined ? { hint: hinted !== undefined ? themed(fill(hinted, params, words), params, theme, e.lang, []) : hint } : {}),
  };
}

/**
 * In English, an error whose sentence (or hint: `<code>-hint`) names Secret Hitler's offices or
 * cards, said in a game of another theme: the sentence of templates/en/errors.yaml with that
 * theme's words (Premier, decree). Null for a Secret Hitler game, or a code not written there (its
 * message is right as it is).
 */
function themedEnglish(e: ChanceryError, code: string): string | null {
  const said = e.said;
  if (!said || !e.theme || e.theme === 'secret-hitler' || (e as { place?: Place }).place) return null;
  const words = wordingsFor('en', [], 'errors.yaml');
  const text = entryFor(words, code, said.params.variant);
  return text === undefined ? null : themed(fill(text, said.params, words), said.params, e.theme, 'en', []);
}
