// Helpers for wiring commander to command modules: output as JSON or through a chalk printer.
import { Argument, Help, type Command } from 'commander';
import { makeStyle, type Style } from './print/style.js';
import type { Context } from './context.js';
import { MessagesNotSent } from '../errors.js';
import { POST_FORMATS, type Lang } from '../settings.js';
import { stdout } from './output.js';
import { markShown } from '../log/unshown.js';
import { withUnshown } from './unshown.js';
import { gameForCommands, resolveGamePath } from '../game/paths.js';
import { commandLine } from '../input/text.js';

/** "a, b or c": the values a flag takes, for its help. */
export function either(values: readonly string[]): string {
  return values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}` : values.join('');
}

/** A command's printer; `named`: the game as the command lines it suggests name it (Wiring.named). */
export type Printer<T> = (result: T, style: Style, named: string) => string;

export interface Wiring {
  ctx: Context;
  /**
   * Prints a command's result: JSON with --json, otherwise the printer's text. A result that
   * reports private messages not sent (its `delivery`, or a sync pass's) then ends the command
   * with exit status 1: the write stands and the output says what failed, but a script must see it.
   */
  emit<T>(result: T, opts: { json?: boolean }, print: Printer<T>): void;
  /** The game as typed on the command line (after a left-out one was asked), when the command takes one. */
  typed?: string;
  /**
   * The game whose id is `id` as a command line the moderator is told to type names it: by what was
   * typed, through gameForCommands (its id where that finds the same log from here, else the path as
   * typed). Every hint of every command names it so; --json keeps the id.
   */
  named(id: string): string;
}

interface WithDelivery {
  delivery?: { failed?: { problem?: { kind: string } }[]; unrecorded?: { count: number; code: string } } | null;
  passes?: WithDelivery[];
  /** `deadline --apply` on a game played by mail: the sync that read the players' answers first. */
  synced?: WithDelivery;
}

/**
 * The delivery reports a command's result holds: its own, its sync passes', and, for a write that
 * read the mail first without sending anything itself, that reading's (`deadline --apply`: a write
 * after the reading tried every message still queued again, so its own report says what is left).
 */
function deliveriesOf(result: unknown): NonNullable<WithDelivery['delivery']>[] {
  const r = result as WithDelivery | null;
  if (!r || typeof r !== 'object') return [];
  return [...(r.delivery ? [r.delivery] : []), ...(r.passes ?? []).flatMap(deliveriesOf), ...(!r.delivery && r.synced ? deliveriesOf(r.synced) : [])];
}

/** The private messages a command's result reports as not sent. */
function unsentOf(result: unknown): { problem?: { kind: string; problem?: string } }[] {
  return deliveriesOf(result).flatMap((d) => d.failed ?? []);
}

/** The private messages a command's result reports as sent but not recorded in the log, and why (the last report's reason). */
function unrecordedOf(result: unknown): { count: number; code: string } | null {
  const all = deliveriesOf(result).flatMap((d) => (d.unrecorded ? [d.unrecorded] : []));
  return all.length ? { count: all.reduce((n, u) => n + u.count, 0), code: all[all.length - 1].code } : null;
}

/** How many private messages a command's result reports as not sent. */
export function unsentCount(result: unknown): number {
  return unsentOf(result).length;
}

export function makeWiring(ctx: Context): Wiring {
  const wiring: Wiring = {
    ctx,
    named(id) {
      return wiring.typed ? gameForCommands(wiring.typed, id, resolveGamePath(wiring.typed, ctx.env, ctx.cwd), ctx.env, ctx.cwd) : id;
    },
    emit(result, opts, print) {
      const { game, lang } = result as { game?: unknown; lang?: Lang };
      const named = typeof game === 'string' ? wiring.named(game) : '<game>';
      // With what a command cut short wrote and never showed, told before it (src/cli/unshown.ts).
      if (opts.json) stdout.write(`${JSON.stringify(withUnshown(result), null, 2)}\n`);
      else {
        const text = print(result, makeStyle(stdout, ctx.env), named);
        if (text) stdout.write(text.endsWith('\n') ? text : `${text}\n`);
      }
      // What the command wrote is now on the moderator's screen (src/log/unshown.ts).
      markShown();
      const unsent = unsentOf(result);
      const unrecorded = unrecordedOf(result);
      if (unrecorded) {
        // Sent, and still queued in the log: `send` records them (and says so), sending none twice.
        throw new MessagesNotSent(unrecorded.count, named, 'unrecorded', unrecorded.code)
          .saying('not-sent', { count: unrecorded.count, command: commandLine(['send', named]), code: unrecorded.code, variant: 'unrecorded' }).inLang(lang);
      }
      if (unsent.length) {
        // In the game's language, with the command that sends them once mail works (or, when
        // another sender was busy, once it is done; when the disk refused them, once it has room).
        // The disk's "once it has room" only when it is full; a file where the outbox folder should be, a
        // read-only disk or no permission is put right by hand (the lines above say which).
        const disk = unsent.every((f) => f.problem?.kind === 'disk') ? (unsent.every((f) => f.problem?.problem === 'no-space') ? 'disk' : 'disk-other') : undefined;
        const why = unsent.every((f) => f.problem?.kind === 'busy') ? 'busy' : disk ?? 'failed';
        throw new MessagesNotSent(unsent.length, named, why)
          .saying('not-sent', { count: unsent.length, command: commandLine(['send', named]), variant: why }).inLang(lang);
      }
    },
  };
  return wiring;
}

/** One command's declaration on the program: its arguments, options, help and action. */
export type Registration = (program: Command, w: Wiring) => void;

/**
 * A group of commands (src/cli/register/), each declared by a function of its own, in the order
 * --help lists them: a run that names a command declares that one alone (registerOnly), and the
 * other commands' declarations are neither run nor compiled, nor held in its code cache.
 */
export type Registrations = Readonly<Record<string, Registration>>;

/** Each command's examples, which its help ends with (formatHelp). */
const EXAMPLES = new WeakMap<Command, string[]>();

/** "Examples:" after a command's --help. */
export function examples(cmd: Command, lines: string[]): Command {
  EXAMPLES.set(cmd, lines);
  return cmd;
}

/** What help in another language says over commander's English and chancery's (src/cli/translated-help.ts). */
export type HelpWords = Partial<Help> & {
  examplesTitle: string;
  examples(lines: string[]): string[];
  /** The theme's words put in a description's place of Secret Hitler's (Director for Chancellor), when help speaks a theme's. */
  themed?: (text: string) => string;
  /** The same for an example line, where it differs: the command lines are the English ones in every language, so their typed cards are put into the theme's English words first. */
  themedExample?: (line: string) => string;
};

/** The descriptions help shows, each of which a theme words (and its examples): the usage and the flags are typed as they stand. */
const DESCRIPTIONS = ['commandDescription', 'subcommandDescription', 'argumentDescription', 'optionDescription'] as const;

/**
 * A command's help (commander's Help, configured in src/cli/main.ts): commander's text, with
 * `words` over it when help speaks another language than English, then the command's examples.
 */
export function formatHelp(cmd: Command, helper: Help, words?: HelpWords): string {
  const over: Partial<Help> = { ...words };
  const themed = words?.themed;
  if (themed) {
    for (const name of DESCRIPTIONS) {
      const described = (words?.[name] ?? Help.prototype[name]) as (item: never) => string;
      over[name] = ((item: never) => themed(described.call(helper, item))) as never;
    }
  }
  const text = Help.prototype.formatHelp.call(Object.assign(helper, over), cmd, helper);
  const lines = EXAMPLES.get(cmd);
  if (!lines) return text;
  // An example types what the theme's words read too: `chancery enact friday loyalist`.
  const example = words?.themedExample ?? themed;
  const shown = (words?.examples(lines) ?? lines).map((l) => (example ? example(l) : l));
  return `${text}\n${words?.examplesTitle ?? 'Examples:'}\n${shown.map((l) => `  $ ${l}`).join('\n')}\n\n`;
}

/** Collects a repeatable option into a list. */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

/** The help of every command's --format: it overrides the game's own format for that command. */
export const FORMAT_HELP = `the thread post: ${POST_FORMATS.join(' or ')} (default: the game's own, set by new --format)`;

/** The arguments a command line may leave out to be asked for (src/interactive/missing.ts). */
const ASKED = new WeakSet<Argument>();

/** The help of a game argument that may be left out. */
export const GAME_HELP = 'game id or log path (left out: the only game in games/, or pick one at a terminal)';

/** `[game]`: left out, the only game in the folder, or the moderator's pick at a terminal. */
export function gameArgument(): Argument {
  return askedArgument('[game]', GAME_HELP);
}

/** An argument left out of the command line is asked at a terminal; without one it is an error saying what to pass. */
export function askedArgument(name: string, help: string, reads?: AfterGame): Argument {
  const argument = new Argument(name, help);
  ASKED.add(argument);
  if (reads) AFTER_GAME.set(argument, reads);
  return argument;
}

/**
 * What the argument after a game takes, so that a command line that left the game out is still
 * read right: `chancery post waiting`, `chancery nominate Bob`, `chancery vote 1=ja 2=nein` in a
 * folder of one game (src/interactive/missing.ts, wordsAfterLeftOutGame).
 */
export type AfterGame = 'player' | 'votes' | 'policy' | 'veto-step' | 'post-kind' | 'when';
const AFTER_GAME = new WeakMap<Argument, AfterGame>();

/** An argument after the game that is not asked for when left out, with what it takes. */
export function argumentAfterGame(name: string, help: string, reads: AfterGame): Argument {
  const argument = new Argument(name, help);
  AFTER_GAME.set(argument, reads);
  return argument;
}

/**
 * The word a command line gave for its game when it may be the next argument's instead: the game
 * argument comes first and what follows it says what it takes, and the word names no game log
 * (`exists` says whether one is there). Null otherwise: the command runs as typed.
 */
export function wordBeforeLeftOutGame(command: Command, exists: (game: string) => boolean): { word: string; reads: AfterGame } | null {
  const [first, next] = command.registeredArguments;
  const word = command.processedArgs[0];
  const reads = next && AFTER_GAME.get(next);
  if (!first || first.name() !== 'game' || !reads || typeof word !== 'string') return null;
  // A path names a log, whether it is there or not: its error says which file is missing.
  if (/[\\/]|\.ya?ml$/.test(word) || exists(word)) return null;
  // Every word must find its place: one too many for the arguments after the game means it was named.
  const given = command.processedArgs.flatMap((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])).length;
  const after = command.registeredArguments.slice(1);
  if (!after[after.length - 1].variadic && given > after.length) return null;
  return { word, reads };
}

/**
 * Reads a command line's words as the arguments after its game (which it left out): the game
 * becomes `game` (or, not known yet, undefined: then chosen as any game left out is), the first
 * word the next argument.
 */
export function shiftPastGame(command: Command, game?: string): void {
  const args = command.processedArgs;
  const values = args.flatMap((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));
  const registered = command.registeredArguments;
  args[0] = game;
  for (let i = 1; i < registered.length; i++) args[i] = registered[i].variadic ? values.slice(i - 1) : values[i - 1];
}

/** The askable arguments this parsed command left out, with their place among its arguments. */
export function leftOut(command: Command): { name: string; index: number }[] {
  const args = command.processedArgs;
  return command.registeredArguments.flatMap((a, index) => {
    const value = args[index];
    return ASKED.has(a) && (value === undefined || (Array.isArray(value) && !value.length)) ? [{ name: a.name(), index }] : [];
  });
}
