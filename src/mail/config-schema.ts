// The mail config's schema: loaded by config.ts only when a game has a config file, so the local
// default (no file) never builds it. In the bundle it is inside the one file, initialised on that first need.
import * as v from 'valibot';
import { checkShape } from '../shape.js';

const serverEntries = {
  host: v.pipe(v.string(), v.minLength(1)),
  port: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65535)),
  /** TLS from the first byte (465, 993); otherwise STARTTLS, required before logging in unless the host is this machine (smtp-imap.ts). */
  secure: v.optional(v.boolean(), false),
  user: v.pipe(v.string(), v.minLength(1)),
  /** The name of the environment variable holding the password (an app password for Gmail/Fastmail). */
  passwordEnv: v.pipe(v.string(), v.regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be an environment variable name')),
  /** Accept a self-signed certificate (only for a server of your own). */
  allowSelfSigned: v.optional(v.boolean(), false),
};

export const server = v.strictObject(serverEntries);

export const configSchema = v.variant('transport', [
  v.strictObject({ transport: v.literal('local'), from: v.optional(v.string()) }),
  v.strictObject({
    transport: v.literal('smtp+imap'),
    /** The moderator's address, as players see it: "Moderator <mod@example.com>" or just the address. */
    from: v.pipe(v.string(), v.minLength(3)),
    smtp: server,
    imap: v.strictObject({ ...serverEntries, folder: v.optional(v.string(), 'INBOX') }),
  }),
]);

/** The config file's data checked: the config, or the issues found. */
export const checkConfig = (data: unknown) => checkShape(configSchema, data);
