// The questions a terminal session and a command line with an argument left out both ask: in the
// game's language, with the prompt library's key hint in that language.
import type { Seat, State } from '../engine/index.js';
import type { Speech } from '../game/speech.js';
import type { Step } from './actions.js';
import { promptTheme } from '../game/ask.js';

export { confirmInLanguage, promptTheme } from '../game/ask.js';

type Select = typeof import('@inquirer/prompts')['select'];

/** One question per player still to vote: "not yet" leaves them waiting, "stop" asks no more. */
export async function askVotes(step: Extract<Step, { kind: 'votes' }>, state: State, select: Select, say: Speech): Promise<{ seat: Seat; vote: 'ja' | 'nein' }[]> {
  const q = say.prompt;
  const votes: { seat: Seat; vote: 'ja' | 'nein' }[] = [];
  for (const voter of step.voters) {
    const v = await select<'ja' | 'nein' | 'later' | 'quit'>({
      message: q.voteOf(voter.name, state.players[step.president], state.players[step.chancellor]),
      choices: [{ name: say.word.ballot('ja'), value: 'ja' }, { name: say.word.ballot('nein'), value: 'nein' }, { name: q.notYet, value: 'later' }, { name: q.stopVotes, value: 'quit' }],
      theme: promptTheme(say),
    });
    if (v === 'quit') break;
    if (v !== 'later') votes.push({ seat: voter.seat, vote: v });
  }
  return votes;
}

