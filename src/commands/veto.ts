// `chancery veto <game> request|agree|refuse`: the Chancellor asks for a veto; the President answers.
import { runDecision, type DecisionResult } from '../game/act.js';
import { UsageError } from '../errors.js';
import { VETO_STEPS } from '../settings.js';
import type { Context } from '../game/context.js';

export interface VetoInput { game: string; action: string; format?: string }

export async function veto(input: VetoInput, ctx: Context): Promise<DecisionResult> {
  const step = VETO_STEPS.find((s) => s === input.action.trim().toLowerCase());
  if (!step) throw new UsageError(`"${input.action}" is not a veto step: write request (the Chancellor), agree or refuse (the President)`).saying('veto-step', { value: input.action, game: input.game });
  return runDecision(ctx, input.game, () => ({ intents: [{ type: 'veto', step }] }), { format: input.format });
}
