// The entry point: builds the commander program, runs one command, and is the only place that
// turns errors into messages and exit codes (and the only caller of process.exit).
import { Command, CommanderError } from 'commander';
import { ChanceryError, CheckFailed, UsageError } from '../errors.js';
import { defaultContext } from './context.js';
import { makeWiring } from './wire.js';
import { makeStyle, prepareStyle } from './print/style.js';
import { registerAll } from './commands/index.js';

export function buildProgram(): Command {
  const program = new Command('chancery')
    .description('A moderator\'s assistant for play-by-post Secret Hitler, Secret Russian and Service Rat')
    .version(process.env.npm_package_version ?? '0.1.0')
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) });
  registerAll(program, makeWiring(defaultContext()));
  return program;
}

export async function main(argv: string[]): Promise<void> {
  let code = 0;
  const json = argv.includes('--json');
  try {
    await prepareStyle();
    await buildProgram().parseAsync(argv);
  } catch (e) {
    code = report(e, json);
  }
  process.exitCode = code;
  // Let pending writes to stdout/stderr drain, then leave even if a library keeps a socket open.
  setImmediate(() => process.exit(code));
}

function report(e: unknown, json: boolean): number {
  if (e instanceof CommanderError) {
    if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help') return 0;
    return e.exitCode === 0 ? 0 : 2;
  }
  if (e instanceof CheckFailed) return e.exitCode;
  const c = makeStyle(process.stderr);
  if (e instanceof ChanceryError) {
    if (json) process.stdout.write(`${JSON.stringify({ error: { kind: e.kind, message: e.message, ...e.details() } }, null, 2)}\n`);
    process.stderr.write(`${c.red('error:')} ${e.message}\n`);
    if (e instanceof UsageError && e.hint) process.stderr.write(`${c.dim(e.hint)}\n`);
    return e.exitCode;
  }
  process.stderr.write(`${c.red('internal error:')} ${(e as Error)?.stack ?? String(e)}\n`);
  return 70;
}
