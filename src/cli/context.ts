// What a command may know of the world besides its arguments. Tests inject a fixed clock through
// CHANCERY_NOW (an ISO time); the engine itself never reads a clock.
import { fstatSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Context } from '../game/context.js';
import { memoryDevice } from './output.js';

export type { Context };

/**
 * A terminal on this descriptor. isatty rather than process.stdin.isTTY: touching process.stdin
 * sets up a stream, which costs milliseconds that every command would pay; and tty (which loads
 * Node's net module) only for a character device: a pipe or a file is no terminal.
 */
function terminal(fd: number): boolean {
  try {
    const s = fstatSync(fd);
    if (!s.isCharacterDevice() || memoryDevice(s)) return false;
  } catch {
    return false;
  }
  return (createRequire(import.meta.url)('node:tty') as typeof import('node:tty')).isatty(fd);
}

export function defaultContext(env: NodeJS.ProcessEnv = process.env): Context {
  const fixed = env.CHANCERY_NOW ? new Date(env.CHANCERY_NOW) : null;
  if (fixed && Number.isNaN(fixed.getTime())) throw new Error(`CHANCERY_NOW is not a time: ${env.CHANCERY_NOW}`);
  return {
    now: () => (fixed ? new Date(fixed) : new Date()),
    env,
    cwd: process.cwd(),
    interactive: env.CI !== 'true' && terminal(0) && terminal(1),
  };
}
