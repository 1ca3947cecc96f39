// zod for the whole program, as zod/mini (schemas built from functions) with its English messages.
// The full API costs more to load than Node itself takes to start, and every command that reads a
// log or a mail config needs a schema: mini gives the same checks and messages for a small part.
// Import it as a namespace (`import * as z`) and use its members: the bundle then keeps only them.
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());

export * from 'zod/mini';
