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
  const { input, select } = await import('@inquirer/prompts');
  if (!say.prompt.keys) {
    // Not the library's confirm: it reads every entry but y… and n… as its default, so "cancel" at
    // play's "(Y/n)" wrote the decision and sent its mail. Here a wrong entry is asked again.
    const shown = defaultYes ? 'Y/n' : 'y/N';
    const read = (text: string) => yesOrNo(text, shown, defaultYes);
    const answer = await input({
      message,
      default: shown,
      validate: (text) => read(text) !== null || say.prompt.yesOrNo,
      transformer: (text, { isFinal }) => (isFinal ? (read(text) ? say.prompt.yes : say.prompt.no) : text),
      theme: { validationFailureMode: 'clear' },
    });
    return read(answer) ?? defaultYes;
  }
  const options = [{ name: choices.yes, value: true }, { name: choices.no, value: false }];
  return select<boolean>({ message, choices: defaultYes ? options : options.reverse(), theme: promptTheme(say) });
}

/** y, yes, n or no (any case); Enter alone, or the default as shown (Tab writes it in), is the default; anything else null. */
function yesOrNo(text: string, shown: string, defaultYes: boolean): boolean | null {
  const word = text.trim().toLowerCase();
  if (word === '' || word === shown.toLowerCase()) return defaultYes;
  if (word === 'y' || word === 'yes') return true;
  if (word === 'n' || word === 'no') return false;
  return null;
}
