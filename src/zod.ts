// zod for the whole program, as zod/mini (schemas built from functions) with its English messages.
// The full API costs more to load than Node itself takes to start, and every command that reads a
// log or a mail config needs a schema: mini gives the same checks and messages for a small part.
// Import it as a namespace (`import * as z`) and use its members: the bundle then keeps only them.
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// jitless: zod would otherwise compile a parser for each object schema with `new Function` at its
// first use, in every run, outside the code cache; a command checks a few hundred records at most,
// which the interpreted path does sooner than that compiling.
config({ ...en(), jitless: true });

export * from 'zod/mini';
