// The mail config's schema: loaded by config.ts only when a game has a config file, so the local
// default (no file) never loads zod. In the bundle it is inside the one file, initialised on that first need.
import * as z from '../zod.js';

export const server = z.strictObject({
  host: z.string().check(z.minLength(1)),
  port: z.int().check(z.minimum(1), z.maximum(65535)),
  /** TLS from the first byte (465, 993); otherwise STARTTLS when the server offers it. */
  secure: z._default(z.boolean(), false),
  user: z.string().check(z.minLength(1)),
  /** The name of the environment variable holding the password (an app password for Gmail/Fastmail). */
  passwordEnv: z.string().check(z.regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be an environment variable name')),
  /** Accept a self-signed certificate (only for a server of your own). */
  allowSelfSigned: z._default(z.boolean(), false),
});

export const configSchema = z.discriminatedUnion('transport', [
  z.strictObject({ transport: z.literal('local'), from: z.optional(z.string()) }),
  z.strictObject({
    transport: z.literal('smtp+imap'),
    /** The moderator's address, as players see it: "Moderator <mod@example.com>" or just the address. */
    from: z.string().check(z.minLength(3)),
    smtp: server,
    imap: z.extend(server, { folder: z._default(z.string(), 'INBOX') }),
  }),
]);
