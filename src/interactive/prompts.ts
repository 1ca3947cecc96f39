// The questions a terminal session and a command line with an argument left out both ask: in the
// game's language, with the prompt library's key hint in that language.
import type { Seat, State } from '../engine/index.js';
import type { Speech } from '../game/speech.js';
import type { Step } from './actions.js';

type Select = typeof import('@inquirer/prompts')['select'];

/** The prompt library's theme for the game's language: its key hint in that language. */
export function promptTheme(say: Speech) {
  const keys = say.prompt.keys;
  return keys ? { style: { keysHelpTip: () => keys } } : undefined;
}

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

/**
 * A yes/no question: the library's (y/N) in English; elsewhere a choice worded in the language,
 * since y and n are English keys (a Russian moderator's "д" read as no).
 */
export async function confirmInLanguage(say: Speech, message: string, choices: { yes: string; no: string }, defaultYes: boolean): Promise<boolean> {
  const { confirm, select } = await import('@inquirer/prompts');
  if (!say.prompt.keys) return confirm({ message, default: defaultYes });
  const options = [{ name: choices.yes, value: true }, { name: choices.no, value: false }];
  return select<boolean>({ message, choices: defaultYes ? options : options.reverse(), theme: promptTheme(say) });
}
