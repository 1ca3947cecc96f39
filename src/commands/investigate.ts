// `chancery investigate <game> <target>`: the President investigates a player's loyalty. The party
// is a secret for the President alone: the result carries it as a PRIVATE note to forward.
import { decide, resolveGamePath } from '../game/session.js';
import { partyOf } from '../engine/index.js';
import { resolvePlayer } from '../game/players.js';
import { outcomeOf } from '../game/outcome.js';
import { presidentOf, decisionResult, type DecisionResult } from '../game/act.js';
import type { Context } from '../cli/context.js';
import { speechOf } from '../game/speech.js';

export interface InvestigateInput { game: string; target: string }

export async function investigate(input: InvestigateInput, ctx: Context): Promise<DecisionResult> {
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  const outcome = await decide(path, ctx.now(), (game) => {
    const s = game.state;
    const target = resolvePlayer(input.target, s.players);
    // Outside an investigation the engine refuses the event by its phase before it reads the party.
    const party = s.roles ? partyOf(s.roles[target]) : 'liberal';
    return { decide: [{ type: 'loyalty-investigated', president: presidentOf(s), target, party }], result: null };
  });
  const { president, target, party } = outcome.state.investigations[outcome.state.investigations.length - 1];
  const names = outcome.state.players;
  const say = speechOf(outcome.before.log.header.lang, outcome.before.log.header.theme);
  return decisionResult(outcomeOf(path, outcome), [
    { to: names[president], seat: president + 1, text: say.investigated(names[target], party), party },
  ], ctx);
}
