// `chancery execute <game> <target>`: the President executes a player (if it is Hitler, the Liberals win).
import { resolvePlayer } from '../game/players.js';
import { runDecision, type DecisionResult } from '../game/act.js';
import type { Context } from '../game/context.js';

export interface ExecuteInput { game: string; target: string; format?: string }

export async function execute(input: ExecuteInput, ctx: Context): Promise<DecisionResult> {
  return runDecision(ctx, input.game, (game) => ({ intents: [{ type: 'execute', target: resolvePlayer(input.target, game.state.players) }] }), { format: input.format });
}
