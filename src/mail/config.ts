// Where a game's mail goes: the transport and its settings, from YAML (per game
// `games/<id>/mail.yaml`, else per moderator `$CHANCERY_HOME/mail.yaml`), with passwords read from
// environment variables the file names, so no secret is ever written into a config or a game log.
import { existsSync } from 'node:fs';
import { readRegularText, SIZE_LIMITS } from '../input/files.js';
import { dirname, join, resolve } from 'node:path';
import { load as loadYaml, CORE_SCHEMA } from 'js-yaml';
import * as z from '../zod.js';
import { OperationError } from '../errors.js';

const server = z.strictObject({
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

const configSchema = z.discriminatedUnion('transport', [
  z.strictObject({ transport: z.literal('local'), from: z.optional(z.string()) }),
  z.strictObject({
    transport: z.literal('smtp+imap'),
    /** The moderator's address, as players see it: "Moderator <mod@example.com>" or just the address. */
    from: z.string().check(z.minLength(3)),
    smtp: server,
    imap: z.extend(server, { folder: z._default(z.string(), 'INBOX') }),
  }),
]);

export type MailConfig = z.infer<typeof configSchema> & { source: string | null };
export type ServerConfig = z.infer<typeof server>;

/** The config file that applies to a game log, or null for the local default. */
export function mailConfigPath(logPath: string, env: NodeJS.ProcessEnv): string | null {
  const perGame = join(gameMailDir(logPath), 'mail.yaml');
  if (existsSync(perGame)) return perGame;
  if (env.CHANCERY_HOME) {
    const perModerator = join(resolve(env.CHANCERY_HOME), 'mail.yaml');
    if (existsSync(perModerator)) return perModerator;
  }
  return null;
}

/** A game's mail folder: `games/<id>/` beside `games/<id>.yaml`. */
export function gameMailDir(logPath: string): string {
  return join(dirname(logPath), logPath.replace(/^.*\//, '').replace(/\.ya?ml$/, ''));
}

export function loadMailConfig(logPath: string, env: NodeJS.ProcessEnv): MailConfig {
  const path = mailConfigPath(logPath, env);
  if (!path) return { transport: 'local', source: null };
  let data: unknown;
  try {
    data = loadYaml(readRegularText(path, SIZE_LIMITS.config), { schema: CORE_SCHEMA });
  } catch (e) {
    throw new OperationError('mail-config', `${path}: not readable YAML: ${(e as Error).message.split('\n')[0]}`);
  }
  const parsed = configSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new OperationError('mail-config', `${path}: ${issue.path.join('.') || 'transport'}: ${issue.message} (transport is "local" or "smtp+imap")`);
  }
  return { ...parsed.data, source: path };
}

/** The password for a server, from the environment variable the config names. */
export function passwordOf(s: ServerConfig, env: NodeJS.ProcessEnv): string {
  const value = env[s.passwordEnv];
  if (!value) throw new OperationError('mail-config', `the environment variable ${s.passwordEnv} (the password for ${s.user} at ${s.host}) is not set`);
  return value;
}

/** The bare address inside "Name <addr>". */
export function bareAddress(from: string): string {
  const m = /<([^>]+)>/.exec(from);
  return (m ? m[1] : from).trim().toLowerCase();
}
