// Rule errors: what `apply` returns instead of a state when an event breaks a rule.

/** Stable codes: scripts and tests match on these, so never rename one. */
export type RuleCode =
  | 'game-not-created'
  | 'game-already-created'
  | 'game-over'
  | 'bad-setup'
  | 'wrong-phase'
  | 'not-the-candidate'
  | 'not-the-president'
  | 'not-the-chancellor'
  | 'unknown-seat'
  | 'dead-player'
  | 'self-nomination'
  | 'term-limited'
  | 'bad-deal'
  | 'bad-deck'
  | 'bad-tally'
  | 'bad-draw'
  | 'not-in-hand'
  | 'veto-locked'
  | 'veto-already-refused'
  | 'not-your-power'
  | 'self-target'
  | 'already-investigated'
  | 'seat-already-investigated'
  | 'wrong-result'
  | 'bad-chaos'
  | 'no-win'
  | 'automatic-missing'
  | 'bad-name';

/** What a rule error is about, for its wording in each language (templates/<lang>/rules.yaml). */
export type RuleParams = Record<string, string | number>;

export interface RuleError {
  code: RuleCode;
  /** The rule broken, as RULES.md names it (section and title). */
  rule: string;
  /** A sentence for people, naming the players involved (English: the log's and audit's language). */
  message: string;
  /** The facts the wording names (players, cards, counts); `variant` picks one wording of the code. */
  params: RuleParams;
}

export type ApplyResult<S> = { ok: true; state: S } | { ok: false; error: RuleError };

export function ruleError(code: RuleCode, rule: string, message: string, params: RuleParams = {}): { ok: false; error: RuleError } {
  return { ok: false, error: { code, rule, message, params } };
}
