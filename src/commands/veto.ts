// `chancery veto <game> request|agree|refuse`: the Chancellor asks for a veto; the President answers.
import type { GameEvent } from '../engine/index.js';
import { decide, resolveGamePath } from '../game/session.js';
import { outcomeOf } from '../game/outcome.js';
import { decisionResult, type DecisionResult } from '../game/act.js';
import { UsageError } from '../errors.js';
import type { Context } from '../cli/context.js';

export interface VetoInput { game: string; action: string }

const ACTIONS: Record<string, GameEvent> = {
  request: { type: 'veto-requested' },
  agree: { type: 'veto-answered', agree: true },
  refuse: { type: 'veto-answered', agree: false },
};

export async function veto(input: VetoInput, ctx: Context): Promise<DecisionResult> {
  const event = ACTIONS[input.action.trim().toLowerCase()];
  if (!event) throw new UsageError(`"${input.action}" is not a veto step: write request (the Chancellor), agree or refuse (the President)`);
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  const outcome = await decide(path, ctx.now(), () => ({ decide: [event], result: null }));
  return decisionResult(outcomeOf(path, outcome), [], ctx);
}
