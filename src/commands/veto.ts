// `chancery veto <game> request|agree|refuse`: the Chancellor asks for a veto; the President answers.
// The steps are taken in Russian too (src/game/words.ts): «запросить», «согласен», «отказ», …
import { runDecision, type DecisionResult } from '../game/act.js';
import { UsageError } from '../errors.js';
import { parseVetoStep } from '../game/words.js';
import type { Context } from '../game/context.js';
import type { State } from '../engine/types.js';

export interface VetoInput { game: string; action: string; format?: string }

export async function veto(input: VetoInput, ctx: Context): Promise<DecisionResult> {
  return runDecision(ctx, input.game, (game) => {
    const turn = vetoTurn(game.state);
    const step = parseVetoStep(input.action, turn);
    const lang = game.log.header.lang;
    if (step === 'unclear') {
      throw new UsageError(`"${input.action}" names a veto step only at the ${turn === 'chancellor' ? "President's answer" : turn === 'president' ? "Chancellor's request" : 'veto'}: write request (the Chancellor), agree or refuse (the President)`)
        .saying('veto-step-unclear', { value: input.action, game: input.game, variant: turn ?? 'none' }).inLang(lang);
    }
    if (!step) throw new UsageError(`"${input.action}" is not a veto step: write request (the Chancellor), agree or refuse (the President)`).saying('veto-step', { value: input.action, game: input.game }).inLang(lang);
    return { intents: [{ type: 'veto', step }] };
  }, { format: input.format });
}

/** Whose veto step the game waits for: the Chancellor's (holding two policies), the President's (asked to veto), or none. */
function vetoTurn(state: State): 'chancellor' | 'president' | null {
  if (state.phase.name !== 'legislative') return null;
  if (state.phase.step.name === 'chancellor-enact') return 'chancellor';
  if (state.phase.step.name === 'veto-answer') return 'president';
  return null;
}
