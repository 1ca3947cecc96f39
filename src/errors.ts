// Typed errors that commands throw. The CLI's entry point is the one place that turns them into
// a message and an exit code (process.exit is called nowhere else).
import type { RuleError } from './engine/index.js';

export abstract class ChanceryError extends Error {
  abstract readonly exitCode: number;
  /** A stable machine-readable kind for --json output. */
  abstract readonly kind: string;
  /** Extra data for --json output. */
  details(): Record<string, unknown> { return {}; }
}

/** The command line itself is wrong: a missing or malformed argument, an unknown player. */
export class UsageError extends ChanceryError {
  readonly exitCode = 2;
  readonly kind = 'usage';
  constructor(message: string, readonly hint?: string) { super(message); this.name = 'UsageError'; }
  override details() { return this.hint ? { hint: this.hint } : {}; }
}

/** The engine refused the decision: it names the rule broken. Nothing was written. */
export class RuleRefusal extends ChanceryError {
  readonly exitCode = 1;
  readonly kind = 'rule';
  /** `wording`: the sentence in the game's language (src/render/rule-errors.ts); the engine's otherwise. */
  constructor(readonly error: RuleError, wording: string = error.message) { super(`${wording} (${error.rule})`); this.name = 'RuleRefusal'; }
  override details() { return { code: this.error.code, rule: this.error.rule, params: this.error.params }; }
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
  constructor(readonly count: number) { super(`${count} private message(s) not sent: they stay queued; run chancery send <game> once mail works`); this.name = 'MessagesNotSent'; }
}
