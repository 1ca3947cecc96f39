// Helpers for wiring commander to command modules: output as JSON or through a chalk printer.
import type { Command } from 'commander';
import { makeStyle, type Style } from './print/style.js';
import type { Context } from './context.js';

export type Printer<T> = (result: T, style: Style) => string;

export interface Wiring {
  ctx: Context;
  /** Prints a command's result: JSON with --json, otherwise the printer's text. */
  emit<T>(result: T, opts: { json?: boolean }, print: Printer<T>): void;
}

export function makeWiring(ctx: Context): Wiring {
  return {
    ctx,
    emit(result, opts, print) {
      if (opts.json) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
      else {
        const text = print(result, makeStyle(process.stdout, ctx.env));
        if (text) process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
      }
    },
  };
}

/** "Examples:" after a command's --help. */
export function examples(cmd: Command, lines: string[]): Command {
  return cmd.addHelpText('after', `\nExamples:\n${lines.map((l) => `  $ ${l}`).join('\n')}\n`);
}

/** Collects a repeatable option into a list. */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}
