// Colour only on a terminal, and never with NO_COLOR (https://no-color.org).
import chalk, { Chalk } from 'chalk';

export function makeStyle(stream: NodeJS.WriteStream = process.stdout, env: NodeJS.ProcessEnv = process.env) {
  const off = 'NO_COLOR' in env || !stream.isTTY || env.TERM === 'dumb';
  return off ? new Chalk({ level: 0 }) : chalk;
}

export type Style = ReturnType<typeof makeStyle>;
