// Where a game's mail goes: the transport and its settings, from YAML (per game
// `games/<id>/mail.yaml`, else per moderator `$CHANCERY_HOME/mail.yaml`), with passwords read from
// environment variables the file names, so no secret is ever written into a config or a game log.
import { existsSync } from 'node:fs';
import { readRegularText, SIZE_LIMITS } from '../input/files.js';
import { dirname, join, resolve } from 'node:path';
import { readYamlText } from '../input/yaml.js';
import { createRequire } from 'node:module';
import { inBundle } from '../input/in-bundle.js';
import type { InferOutput } from 'valibot';
import type * as Schema from './config-schema.js';
import { OperationError } from '../errors.js';

export type MailConfig = InferOutput<typeof Schema.configSchema> & { source: string | null };
export type ServerConfig = InferOutput<typeof Schema.server>;

/**
 * The config's schema (valibot): built only when a config file exists (the local default has none).
 * In the bundle the module is inside it; the compiled modules require the file (see src/input/in-bundle.ts).
 */
function schema(): typeof Schema {
  return (inBundle ? require('./config-schema.js') : createRequire(import.meta.url)('./config-schema.js')) as typeof Schema;
}

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
    data = readYamlText(readRegularText(path, SIZE_LIMITS.config));
  } catch (e) {
    throw new OperationError('mail-config', `${path}: not readable YAML: ${(e as Error).message.split('\n')[0]}`).saying('mail-config-yaml', { path });
  }
  const parsed = schema().checkConfig(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue.unexpected) {
      const fields = issue.unexpected.map((key) => `\`${[...issue.path, key].join('.')}\``).join(', ');
      throw new OperationError('mail-config', `${path}: unexpected field${issue.unexpected.length > 1 ? 's' : ''} ${fields} (transport is "local" or "smtp+imap")`)
        .saying('mail-config-field', { path, field: fields, variant: 'unexpected-field' });
    }
    const field = issue.path.join('.') || 'transport';
    throw new OperationError('mail-config', `${path}: ${field}: ${issue.message} (transport is "local" or "smtp+imap")`).saying('mail-config-field', { path, field: `\`${field}\``, variant: 'field' });
  }
  return { ...parsed.data, source: path };
}

/** The password for a server, from the environment variable the config names. */
export function passwordOf(s: ServerConfig, env: NodeJS.ProcessEnv): string {
  const value = env[s.passwordEnv];
  if (!value) throw new OperationError('mail-config', `the environment variable ${s.passwordEnv} (the password for ${s.user} at ${s.host}) is not set`)
    .saying('mail-password', { variable: s.passwordEnv, user: s.user, host: s.host });
  return value;
}

/** The bare address inside "Name <addr>". */
export function bareAddress(from: string): string {
  const m = /<([^>]+)>/.exec(from);
  return (m ? m[1] : from).trim().toLowerCase();
}
