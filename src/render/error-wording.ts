// Errors other than rule refusals (a log that cannot be read, a setup or a command line that is
// wrong) in the game's language and theme: the error names its code and facts (ChanceryError.said),
// the sentence comes from templates/<lang>/errors.yaml. English of Secret Hitler, and any code a
// language does not list, is the error's own message.
import { placed, type ChanceryError, type Place } from '../errors.js';
import { entryFor, fill, ruleReference, ruleWording, themed, wordingsFor } from './rule-errors.js';
import type { RuleError } from '../engine/index.js';
import { formatDate } from '../log/dates.js';

/** A time as chancery records it (isoTime): 2026-12-01T10:00:00.000Z. */
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The error's sentence, the word before it ("error") and its hint, in the error's language and the game's theme. */
export function errorWording(e: ChanceryError, hint?: string): { message: string; label: string; hint?: string } {
  const lang = e.lang ?? 'en';
  // The game's theme words ({=chancellor}: Director in Secret Russian), Secret Hitler's where it is not known.
  const theme = e.theme ?? 'secret-hitler';
  // In English the error's own message is right for Secret Hitler, and a rule refusal or a log's
  // problem is worded where it is found; templates/en/errors.yaml words the rest in another theme.
  if (lang === 'en' && ((theme === 'secret-hitler' && !e.folders) || e.kind === 'rule' || (e as { place?: Place }).place)) {
    // A log's event that breaks a rule: the rule's sentence in the theme's words where the engine's
    // English stands, as audit says it (src/game/speech.ts audit.problem).
    const broken = e.said?.rule;
    const message = broken && (theme !== 'secret-hitler' || e.folders?.length) ? e.message.replace(broken.message, ruleWording(broken, lang, [...(e.folders ?? [])], theme)) : e.message;
    return { message, label: 'error', hint };
  }
  // A moderator's folders: their errors.yaml and theme file, before the built-in ones.
  const folders = [...(e.folders ?? [])];
  const words = wordingsFor(lang, folders, 'errors.yaml');
  const label = entryFor(words, 'error', undefined) ?? 'error';
  // A rule refusal: the rule's sentence and the rule's name, both in the language (rules.yaml).
  const refused = e.kind === 'rule' ? (e as unknown as { error?: RuleError }).error : undefined;
  if (refused) {
    // Worded where it was refused (with the game's own templates), or still the engine's English.
    const worded = e.message === `${refused.message} (${refused.rule})` ? ruleWording(refused, lang, folders, theme) : e.message.slice(0, -(refused.rule.length + 3));
    return { message: `${worded} (${ruleReference(refused.rule, lang)})`, label, hint };
  }
  const said = e.said;
  const text = said ? entryFor(words, said.code, said.params.variant) : undefined;
  // No code, or none written for it: the message as the error has it (a rule refusal is worded already).
  if (!said || text === undefined) return { message: e.message, label, hint };
  // A log whose event breaks a rule: the rule's own sentence in the language, from rules.yaml.
  // A time among the facts (ISO, UTC) is said as the posts say it in the language.
  const timed = Object.fromEntries(Object.entries(said.params).map(([k, v]) => [k, typeof v === 'string' && ISO_TIME.test(v) ? formatDate(v, lang) : v]));
  const params = said.rule ? { ...timed, rule: `${ruleWording(said.rule, lang, folders, theme)} (${ruleReference(said.rule.rule, lang)})` } : timed;
  // A name in a case is declined in the gender the game's log gives (as the posts decline it).
  const genders = e.gendersFrom?.();
  const problem = themed(fill(text, params, words, genders), params, theme, lang, folders);
  const place = (e as { place?: Place }).place;
  const event = entryFor(words, 'event', undefined);
  const hinted = hint !== undefined ? entryFor(words, `${said.code}-hint`, said.params.variant) : undefined;
  return {
    message: place ? placed(place, problem, event ? (seq) => fill(event, { seq }, words) : undefined) : problem,
    label,
    ...(hint !== undefined ? { hint: hinted !== undefined ? themed(fill(hinted, params, words, genders), params, theme, lang, folders) : hint } : {}),
  };
}
