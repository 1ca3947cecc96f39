// Typed errors that commands throw. The CLI's entry point is the one place that turns them into
// a message and an exit code (process.exit is called only there and in bin/chancery.js: see
// src/cli/main.ts).
import type { RuleError } from './engine/index.js';
import type { Lang, ThemeName } from './settings.js';

/** An English count with its noun: "1 message", "2 messages" (never "message(s)"). */
export const countOf = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;
const privateMessages = (n: number) => countOf(n, 'private message');

/** What an error says, as a code and its facts: the sentence in each language other than English
 * is in templates/<lang>/errors.yaml (src/render/error-wording.ts); the English one is the message. */
export interface Said { code: string; params: Record<string, string | number>; /** the rule an event breaks (a log's) */ rule?: RuleError }

/** Where in a file a problem is: the file, its line (0: the file as a whole) and the event's number. */
export interface Place { file: string; line: number; seq: number | null }

/** "file:line: event N: problem", with the word for "event" in the language wanted. */
export function placed(place: Place, problem: string, event = (seq: number) => `event ${seq}`): string {
  return `${place.file}${place.line ? `:${place.line}` : ''}: ${place.seq !== null ? `${event(place.seq)}: ` : ''}${problem}`;
}

export abstract class ChanceryError extends Error {
  abstract readonly exitCode: number;
  /** A stable machine-readable kind for --json output. */
  abstract readonly kind: string;
  /** The error's code and facts, for its wording in the game's language. */
  said?: Said;
  /** The game's language, where it is known (the log's header was read, or `new --lang`). */
  lang?: Lang;
  /** The game's theme, where it is known: the wording names its offices and cards (Premier, decree). */
  theme?: ThemeName;
  /**
   * Extra data for --json output. (Not `details`: test runners such as uvu print an error's
   * `details` as text, and a method there broke the report of a failing test.)
   */
  jsonDetails(): Record<string, unknown> { return {}; }
  /** Names the error's code and facts (`throw new UsageError('…').saying('seat-range', { count })`). */
  saying(code: string, params: Said['params'] = {}, rule?: RuleError): this {
    this.said = { code, params, ...(rule ? { rule } : {}) };
    return this;
  }
  /** The game's language, unless a closer step already knew it. */
  inLang(lang: Lang | undefined): this {
    this.lang ??= lang;
    return this;
  }
  /** The game's theme, unless a closer step already knew it. */
  inTheme(theme: ThemeName | undefined): this {
    this.theme ??= theme;
    return this;
  }
  /**
   * The players' genders the game's log gives, by name (render/names' NameGenders, written out:
   * errors sit below render): a Russian sentence declines a name with them ({player@gen}: «ответ
   * Любови»). A function, asked only when the error is worded.
   */
  gendersFrom?: () => ReadonlyMap<string, 'female' | 'male'>;
  /** The players' genders, unless a closer step already knew them. */
  withGenders(from: () => ReadonlyMap<string, 'female' | 'male'>): this {
    this.gendersFrom ??= from;
    return this;
  }
  /** The game's template folders (a moderator's theme file re-words the offices and cards), unless already known. */
  folders?: readonly string[];
  inFolders(folders: readonly string[] | undefined): this {
    this.folders ??= folders?.length ? folders : undefined;
    return this;
  }
  /**
   * Whether the sentence depends on the game (src/render/error-wording.ts words it): another
   * language than English, or an English game of another theme than Secret Hitler for an error
   * with a code (its own message names Secret Hitler's offices and cards).
   */
  get wordedForGame(): boolean {
    return (this.lang !== undefined && this.lang !== 'en')
      || (((this.theme !== undefined && this.theme !== 'secret-hitler') || this.folders !== undefined) && this.said !== undefined);
  }
}

/** The command line itself is wrong: a missing or malformed argument, an unknown player. */
export class UsageError extends ChanceryError {
  readonly exitCode = 2;
  readonly kind = 'usage';
  constructor(message: string, readonly hint?: string) { super(message); this.name = 'UsageError'; }
  override jsonDetails() { return this.hint ? { hint: this.hint } : {}; }
}

/**
 * The command line is right, but the game (or the folder) as it stands refuses it: a game not over
 * yet for publish, a seat already empty for replace, nothing to undo. Exit 1, as a rule's refusal:
 * trying the same line again later can succeed, so it is no usage error.
 */
export class StateRefusal extends ChanceryError {
  readonly exitCode = 1;
  readonly kind = 'refused';
  constructor(message: string, readonly hint?: string) { super(message); this.name = 'StateRefusal'; }
  override jsonDetails() { return this.hint ? { hint: this.hint } : {}; }
}

/** The engine refused the decision: it names the rule broken. Nothing was written. */
export class RuleRefusal extends ChanceryError {
  readonly exitCode = 1;
  readonly kind = 'rule';
  /** `wording`: the sentence in the game's language (src/render/rule-errors.ts); the engine's otherwise. */
  constructor(readonly error: RuleError, wording: string = error.message) { super(`${wording} (${error.rule})`); this.name = 'RuleRefusal'; }
  override jsonDetails() { return { code: this.error.code, rule: this.error.rule, params: this.error.params }; }
}

/** Something outside the game failed: mail, a file, a template. */
export class OperationError extends ChanceryError {
  readonly exitCode = 1;
  constructor(readonly kind: string, message: string) { super(message); this.name = 'OperationError'; }
}

/** A check (audit, verify) ran and failed: its report is already printed; only the exit code remains. */
export class CheckFailed extends ChanceryError {
  readonly exitCode = 1;
  readonly kind = 'check-failed';
  constructor(message: string) { super(message); this.name = 'CheckFailed'; }
}

/** The command did its work, but private messages it should have sent were not: its output lists
 * them (also in --json); only this line on stderr and the exit status remain. */
export class MessagesNotSent extends ChanceryError {
  readonly exitCode = 1;
  readonly kind = 'not-sent';
  /**
   * `busy`: every one was left queued because another chancery command is sending this game's mail;
   * `unrecorded`: they were sent, but the log could not record it (`code`: why, such as ENOSPC);
   * `disk`: every one was left queued because the disk refused its file (the local outbox, full);
   * `disk-other`: the disk refused them for another reason (a file where the outbox folder should be,
   * a read-only disk, no permission), which the lines before this one name.
   */
  constructor(readonly count: number, game = '<game>', why: 'failed' | 'busy' | 'unrecorded' | 'disk' | 'disk-other' = 'failed', code = '') {
    super(why === 'busy'
      ? `${privateMessages(count)} not sent yet: another chancery command is still sending this game's mail; they stay queued: run chancery send ${game} when it is done`
      : why === 'disk'
        ? `${privateMessages(count)} not sent: the disk refused them; they stay queued: run chancery send ${game} once there is room`
      : why === 'disk-other'
        ? `${privateMessages(count)} not sent: the disk refused them (the lines above say why); they stay queued: run chancery send ${game} once that is put right`
      : why === 'unrecorded'
        ? `${privateMessages(count)} sent but not recorded in the game log (${code}): run chancery send ${game} once the log can be written; it records them, sending none twice`
        : `${privateMessages(count)} not sent: they stay queued; run chancery send ${game} once mail works`);
    this.name = 'MessagesNotSent';
  }
}
