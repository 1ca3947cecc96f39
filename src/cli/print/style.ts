// Colour only on a terminal, and never with NO_COLOR (https://no-color.org). chalk is loaded only
// when some output will be coloured, so piped and scripted runs start faster.
import type { ChalkInstance } from 'chalk';
import { stderr, stdout } from '../output.js';

export type Style = ChalkInstance;

let chalk: ChalkInstance | null = null;

/** Where text goes: the CLI's output (src/cli/output.ts) or a process stream. */
export interface Terminal { readonly isTTY?: boolean }

export function colourWanted(stream: Terminal, env: NodeJS.ProcessEnv = process.env): boolean {
  return !('NO_COLOR' in env) && Boolean(stream.isTTY) && env.TERM !== 'dumb';
}

/** Loads chalk if stdout or stderr will be coloured; call once before printing. */
export async function prepareStyle(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (colourWanted(stdout, env) || colourWanted(stderr, env)) chalk = (await import('chalk')).default;
}

/** Any chain of styles (c.bold.red(...)) that returns its text unchanged. */
const plain: ChalkInstance = new Proxy(((...text: unknown[]) => text.join(' ')) as unknown as ChalkInstance, {
  get: (_target, key) => (key === 'level' ? 0 : plain),
  apply: (_target, _this, args: unknown[]) => args.join(' '),
});

export function makeStyle(stream: Terminal = stdout, env: NodeJS.ProcessEnv = process.env): Style {
  return chalk && colourWanted(stream, env) ? chalk : plain;
}
