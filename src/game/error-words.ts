// An error's sentence as the terminal says it: in the game's language and theme. The wording
// module (templates/<lang>/errors.yaml) loads only for an error that needs it; an English Secret
// Hitler error is its own message.
import type { ChanceryError } from '../errors.js';

export async function gameWording(e: ChanceryError, hint?: string): Promise<{ message: string; label: string; hint?: string }> {
  return e.wordedForGame ? (await import('../render/error-wording.js')).errorWording(e, hint) : { message: e.message, label: 'error', hint };
}
