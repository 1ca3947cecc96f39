// What a command may know of the world besides its arguments. Tests inject a fixed clock through
// CHANCERY_NOW (an ISO time); the engine itself never reads a clock.
import { isatty } from 'node:tty';

import type { Context } from '../game/context.js';

export type { Context };

export function defaultContext(env: NodeJS.ProcessEnv = process.env): Context {
  const fixed = env.CHANCERY_NOW ? new Date(env.CHANCERY_NOW) : null;
  if (fixed && Number.isNaN(fixed.getTime())) throw new Error(`CHANCERY_NOW is not a time: ${env.CHANCERY_NOW}`);
  return {
    now: () => (fixed ? new Date(fixed) : new Date()),
    env,
    cwd: process.cwd(),
    // isatty(0) rather than process.stdin.isTTY: touching process.stdin sets up a stream, which
    // costs milliseconds that every command would pay.
    interactive: isatty(0) && isatty(1) && env.CI !== 'true',
  };
}
