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
import type { ShapeIssue } from '../shape.js';
import { wantedInWords } from '../shape-words.js';

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
  if (!parsed.success) throw configProblem(path, parsed.error.issues[0], data);
  return { ...parsed.data, source: path };
}

/** What is wrong with a config file, said for the field it is in. */
function configProblem(path: string, issue: ShapeIssue, data: unknown): OperationError {
  const field = issue.path.join('.');
  const error = (text: string, variant: string, params: Record<string, string> = {}) =>
    new OperationError('mail-config', `${path}: ${text}`).saying('mail-config-field', { path, field: `\`${field}\``, variant, ...params });
  if (issue.unexpected) {
    const fields = issue.unexpected.map((key) => `\`${[...issue.path, key].join('.')}\``).join(', ');
    const text = `unexpected field${issue.unexpected.length > 1 ? 's' : ''} ${fields}`;
    // At the top, which fields belong depends on the transport: say which transports there are.
    if (!issue.path.length) return new OperationError('mail-config', `${path}: ${text} (transport is "local" or "smtp+imap")`).saying('mail-config-field', { path, field: fields, variant: 'unexpected-top' });
    return new OperationError('mail-config', `${path}: ${text}`).saying('mail-config-field', { path, field: fields, variant: 'unexpected-field' });
  }
  if (!field || field === 'transport') {
    const given = data && typeof data === 'object' ? (data as Record<string, unknown>).transport : undefined;
    if (given === undefined) return error('transport: missing: write "local" or "smtp+imap"', 'transport-missing');
    return error(`transport: ${JSON.stringify(given)} is not a transport: write "local" or "smtp+imap"`, 'transport', { received: JSON.stringify(given) });
  }
  if (issue.wrongType) {
    const { expected, received } = issue.wrongType;
    const wanted = wantedInWords(expected) ?? 'text';
    return error(`${field}: must be ${wanted}, not ${received}`, expected, { received });
  }
  return error(`${field}: ${issue.message}`, 'field');
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
