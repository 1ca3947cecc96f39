// The questions any route asks at a terminal (play's prompts, undo's confirmation): in the game's
// language, with the prompt library's key hint in that language. (Loaded only at a terminal.)
import type { Speech } from './speech.js';

/** The prompt library's theme for the game's language: its key hint in that language. */
export function promptTheme(say: Speech) {
  const keys = say.prompt.keys;
  return keys ? { style: { keysHelpTip: () => keys } } : undefined;
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
