// The entry point: builds the commander program, runs one command, and is the only place that
// turns errors into messages and exit codes (and, with bin/chancery.js, the only caller of
// process.exit: the bin leaves at once when a bundled command has returned, see there).
import { gameWording } from '../game/error-words.js';
import { Command, CommanderError } from 'commander';
import { ChanceryError, CheckFailed, MessagesNotSent, RuleRefusal, StateRefusal, UsageError } from '../errors.js';
import { defaultContext, type Context } from './context.js';
import { formatHelp, leftOut, makeWiring, shiftPastGame, wordBeforeLeftOutGame, type HelpWords, type Wiring } from './wire.js';
import { makeStyle, prepareStyle } from './print/style.js';
import { registerAll, registerOnly } from './register/index.js';
import { withArgumentsShown } from '../input/text.js';
import { closeSync, existsSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { fileBeside } from '../input/module-path.js';
import { dirname, resolve } from 'node:path';
import { askedLang, headersLang, headersTheme } from '../commands/folder-lang.js';
import { gameForCommands, gamesDir, resolveGamePath, templateFoldersOf } from '../game/paths.js';
import { POST_FORMATS, type Lang, type ThemeName } from '../settings.js';
import { stderr, stdout } from './output.js';
import { headerLines } from '../log/header-lines.js';
import { createRequire } from 'node:module';
import { tellUnshown, withUnshown } from './unshown.js';

/** The command line being run: commander's own errors (a missing argument…) are worded by report() in the language of the game it names. */
let commandLine: string[] = [];

function newProgram(wiring: Wiring): Command {
  const { ctx } = wiring;
  return new Command('chancery')
    .description('A moderator\'s assistant for play-by-post Secret Hitler, Secret Russian and Service Rat')
    .version(versionAsked(commandLine) ? chanceryVersion() : '')
    .showSuggestionAfterError(true)
    .exitOverride()
    // In the language the rest of the command line speaks (helpLangNamed), with the command's examples.
    .configureHelp({ formatHelp: (cmd, helper) => formatHelp(cmd, helper, translatedHelp(cmd)) })
    .configureOutput({
      writeOut: (s) => stdout.write(s),
      writeErr: (s) => stderr.write(s),
      // In English commander says it; in another language (the one help speaks) report() words it.
      outputError: (s, write) => { if (helpLangNamed(commandLine) === 'en') write(withHelpPointer(s, commandLine)); },
    })
    .hook('preAction', async (_program, command) => {
      flagTakenAsValue(command);
      // `chancery post waiting` in a folder of one game: the game was left out, not named "waiting".
      const before = wordBeforeLeftOutGame(command, (game) => existsSync(resolveGamePath(game, ctx.env, ctx.cwd)));
      if (before) {
        const { leftOutBeforeWord } = await import('../interactive/missing.js');
        const read = await leftOutBeforeWord(command.name(), before.word, before.reads, ctx, ctx.interactive && !command.opts().json);
        if (read) {
          shiftPastGame(command, read.game);
          if (read.game) commandLine = [command.name(), read.game, ...commandLine.slice(1)];
        }
      }
      // A game or a decision's argument left out: asked at a terminal, else an error saying what to pass.
      const missing = leftOut(command);
      if (missing.length) {
        const { fillMissing } = await import('../interactive/missing.js');
        try {
          await fillMissing(command.name(), missing, command.processedArgs, ctx, ctx.interactive && !command.opts().json);
        } finally {
          // An error after the game is known (its decision refused out of turn, say) speaks the
          // language of the game now named, and names its commands.
          if (missing.some((m) => m.name === 'game') && typeof command.processedArgs[0] === 'string') commandLine = [command.name(), command.processedArgs[0], ...commandLine.slice(1)];
        }
      }
      // The game as typed, for the command lines the output suggests (Wiring.named).
      if (command.registeredArguments[0]?.name() === 'game' && typeof command.processedArgs[0] === 'string') wiring.typed = command.processedArgs[0];
      await sayUnshown(command, ctx);
    });
}

/**
 * commander gives an option that takes a value the next word, a flag too: `board g --png --svg`
 * wrote the board to a file called "--svg". A flag of the command where a value belongs is the
 * value left out, refused as commander refuses a missing one.
 */
function flagTakenAsValue(command: Command): void {
  const flags = new Set(['-h', '--help', ...command.options.flatMap((o) => [o.long, o.short].filter((f): f is string => !!f))]);
  for (const option of command.options) {
    const value = command.getOptionValue(option.attributeName());
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (!(option.required || option.optional) || !values.some((v) => typeof v === 'string' && flags.has(v))) continue;
    const names: string[] = [];
    for (let c: Command | null = command; c?.parent; c = c.parent) names.unshift(c.name());
    throw new UsageError(`option '${option.flags}' argument missing`)
      .saying('command-line', { variant: 'option-value', option: option.long ?? option.short ?? option.flags, command: names.join(' ') });
  }
}

/**
 * Before any command that names a game: what a command cut short wrote and never showed (its
 * records, its thread post, its PRIVATE notes), said once (src/cli/unshown.ts). On stderr, beside
 * the command's own output: what a script or a pipe takes from stdout stays what the command
 * prints (one JSON object; the post alone, to paste, and never a PRIVATE note with it). With
 * `--json`, that one object carries it too, as `unshown` (src/cli/wire.ts): a script reads stdout.
 */
async function sayUnshown(command: Command, ctx: Context): Promise<void> {
  // `new <id>` too: run again for a game a killed `new` created, it is refused as existing, and
  // the moderator learns what the first one wrote (the commitment among it).
  const first = command.registeredArguments[0]?.name();
  if (first !== 'game' && !(first === 'id' && command.name() === 'new')) return;
  const game = command.processedArgs[0];
  if (typeof game !== 'string' || !game) return;
  let path: string;
  try {
    path = resolveGamePath(game, ctx.env, ctx.cwd);
  } catch {
    return; // the command says what is wrong with its argument
  }
  // The post in the format the command asks for; a wrong one is the command's to refuse.
  const format = command.opts().format;
  const asked = typeof format === 'string' && (POST_FORMATS as readonly string[]).includes(format) ? format : undefined;
  await tellUnshown(path, ctx, (text) => stderr.write(text), asked);
}

/** Whether the command line asks for the version (`-V`, `--version`): only then is it read. */
function versionAsked(args: string[]): boolean {
  return args.includes('-V') || args.includes('--version');
}

/**
 * chancery's own version, as its package.json declares it (beside dist/, three folders up from
 * this module and from the bundle alike). Not npm's npm_package_version: in a league's npm script
 * that is the league package's version.
 */
function chanceryVersion(): string {
  const file = fileBeside(import.meta.url, '../../../package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/**
 * The program with its commands. Given the command line, only the command it names is set up
 * (each command costs a little to declare, and every run would pay for all of them); for help, an
 * unknown command or none, all of them are, so help and suggestions see everything.
 */
export function buildProgram(argv?: string[]): Command {
  const wiring = makeWiring(defaultContext());
  const program = newProgram(wiring);
  const wanted = argv?.[2];
  if (!wanted || wanted.startsWith('-') || !registerOnly(program, wiring, wanted)) registerAll(program, wiring);
  return program;
}

/**
 * `chancery help nominate` (`help mail check`, `help`), as commander's programs take it and as
 * `chancery mail help check` does: read as `chancery nominate --help`. The root has no help
 * command of its own (commander adds one only to a command without an action, and `chancery`
 * alone plays), so its listing stays the commands. A name that is no command is read without
 * --help (which commander would answer with the root's help), so it is refused as any unknown
 * command is, with commander's suggestion.
 */
function helpCommandRead(argv: string[], program: (argv: string[]) => Command): { argv: string[]; program: Command } {
  if (argv[2] !== 'help') return { argv, program: program(argv) };
  const named = argv[3];
  const read = [...argv.slice(0, 2), ...argv.slice(3)];
  const built = program(read);
  const known = !named || named.startsWith('-') || built.commands.some((c) => c.name() === named || c.aliases().includes(named));
  return { argv: known ? [...read, '--help'] : read, program: built };
}

export async function main(given: string[]): Promise<void> {
  let code = 0;
  const json = given.includes('--json');
  commandLine = given.slice(2);
  // `chancery history g | head`: once the reader has gone, the rest of the output is dropped
  // quietly (src/cli/output.ts).
  try {
    await prepareStyle();
    const { argv, program } = helpCommandRead(given, buildProgram);
    commandLine = argv.slice(2);
    await program.parseAsync(argv);
  } catch (e) {
    code = await report(e, json, commandLine);
  }
  process.exitCode = code;
  // Output still queued for a slow reader (stdout/stderr made non-blocking) is written first: leaving
  // at once would cut a long `audit --json` short in a pipe. Then leave, even if a library keeps a
  // socket open.
  await Promise.all([stdout.drained(), stderr.drained()]);
  setImmediate(() => process.exit(code));
}

/**
 * The language of the game a command line names (its header's `lang:`), else the one it asks for
 * with --lang (`new … --lang ru`, `stats --lang ru`: no log to read it from yet), if any; for a
 * folder's command (or, `anyCommand`, for any), the one most of the folder's games use.
 */
function gameLangNamed(args: string[], named = gameHeaderNamed(args), anyCommand = false): Lang | undefined {
  return named.lang ?? langAsked(args) ?? folderLangNamed(args, anyCommand);
}

/**
 * The language help speaks: the one the command line's errors do, else, whatever the command, the
 * one most games of the folder use (a Russian moderator's folder asks for Russian help); English
 * when none says.
 */
function helpLangNamed(args: string[]): Lang {
  return gameLangNamed(args, gameHeaderNamed(args), true) ?? 'en';
}

/**
 * What help says over commander's English when it speaks another language: src/cli/translated-help.ts,
 * required only then, by path (not a literal require, which would put it inside a bundle): from a
 * bundle, its own file beside it (scripts/bundle.mjs); from the compiled modules, the module.
 */
function translatedHelp(cmd: Command): HelpWords | undefined {
  const lang = helpLangNamed(commandLine);
  const theme = helpThemeNamed(commandLine);
  // The moderator's own theme file words help as it words the game's posts: the named game's
  // templates folder, else $CHANCERY_HOME/templates (src/render/overrides.ts).
  const named = gameHeaderNamed(commandLine);
  const own = { ...(named.path ? { path: named.path } : {}), ...(named.templates ? { templates: named.templates } : {}) };
  if (lang === 'en' && (theme === undefined || theme === 'secret-hitler') && !own.templates && !process.env.CHANCERY_HOME) return undefined;
  const { helpWords } = createRequire(import.meta.url)('./translated-help.js') as typeof import('./translated-help.js');
  return helpWords(lang, cmd, theme, own);
}

/**
 * The theme help speaks in (Director, decrees, the Secret Russian): the named game's, else the one
 * every game of the folder has; none (the words of Secret Hitler, which the texts are written in)
 * when the folder's games have several.
 */
function helpThemeNamed(args: string[]): ThemeName | undefined {
  const named = gameHeaderNamed(args);
  if (named.path) return named.theme;
  const folder = args.slice(1).find((a) => a && !a.startsWith('-') && isFolder(resolve(process.cwd(), a)));
  return headersTheme(folder ? resolve(process.cwd(), folder) : gamesDir(process.env, process.cwd()));
}

/**
 * For `list`, `stats`, `simulate`, `import` and `mail check` without a game (a folder's commands; `anyCommand`: for any
 * command), the language most of the folder's games use, as those commands speak it
 * (src/commands/folder-lang.ts); read from each log's first lines.
 */
function folderLangNamed(args: string[], anyCommand = false): Lang | undefined {
  // simulate, import and completion name no game either: they speak as their help does, in the folder's language.
  if (!anyCommand && !['list', 'stats', 'simulate', 'import', 'completion'].includes(args[0]) && !(args[0] === 'mail' && args[1] === 'check')) return undefined;
  // The folder argument: a word on the line that is a folder (an option's value, `--format x`, is not).
  const named = args.slice(1).find((a) => a && !a.startsWith('-') && isFolder(resolve(process.cwd(), a)));
  // A folder with no game yet (the one an import is about to fill) speaks as games/ does.
  return headersLang(...(named ? [resolve(process.cwd(), named)] : []), gamesDir(process.env, process.cwd()));
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The first lines of a file that may be a log: what headerLines reads, and the text read. */
function headerOf(path: string): ReturnType<typeof headerLines> & { head: string } {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(4096);
    const head = buffer.toString('utf8', 0, readSync(fd, buffer, 0, buffer.length, 0));
    return { ...headerLines(head), head };
  } finally {
    closeSync(fd);
  }
}

/** The language `--lang ru` (or `--lang=ru`) on the command line names, when it is one chancery speaks (the command says so of another). */
function langAsked(args: string[]): Lang | undefined {
  const at = args.findIndex((a) => a === '--lang' || a.startsWith('--lang='));
  if (at < 0) return undefined;
  try {
    return askedLang(args[at] === '--lang' ? args[at + 1] : args[at].slice('--lang='.length));
  } catch {
    return undefined;
  }
}

/** The `lang:` and `theme:` of the header of the game a command line names, as far as they are there. */
function gameHeaderNamed(args: string[]): { lang?: Lang; theme?: ThemeName; path?: string; templates?: string } {
  for (const arg of args.slice(1, 3)) {
    if (!arg || arg.startsWith('-')) continue;
    try {
      const path = resolveGamePath(arg, process.env, process.cwd());
      if (!existsSync(path) || !statSync(path).isFile()) continue;
      // The header comes first; its `lang:` line is enough (the log may be the very thing that is broken).
      const { lang, theme, head } = headerOf(path);
      const templates = /^templates:\s*["']?([^"'\n]+?)["']?\s*$/m.exec(head)?.[1];
      if (lang) return { lang, ...(theme ? { theme } : {}), path, ...(templates ? { templates } : {}) };
    } catch {
      // not a game: nothing to learn
    }
  }
  return {};
}

/** What commander suggests in its English sentence: one name, or several (its "one of a, b"). */
function guessIn(message: string): string | undefined {
  return /Did you mean (?:one of )?(.+)\?\)/.exec(message)?.[1];
}

/** The command a command line names (`mail confirm` for mail's), or '' for the program's own options (`chancery --bogus`). */
function commandNamed(args: string[]): string {
  return args[0] === 'mail' && args[1] && !args[1].startsWith('-') ? `${args[0]} ${args[1]}` : args[0]?.startsWith('-') ? '' : args[0] ?? '';
}

/**
 * Commander's English for an unknown command or option it cannot guess names only the problem: the
 * help that lists what there is is what to type instead (as the Russian sentence says it).
 */
function withHelpPointer(s: string, args: string[]): string {
  if (/^error: unknown command '[^\n]*'\n$/.test(s)) return `${s.trimEnd()} (\`chancery --help\` lists the commands)\n`;
  if (/^error: unknown option '[^\n]*'\n$/.test(s)) {
    const command = commandNamed(args);
    return `${s.trimEnd()} (${command ? `\`chancery ${command} --help\` lists its options` : '`chancery --help` lists the options'})\n`;
  }
  return s;
}

/** One of commander's own errors (its English sentence after "error: ") with its code and facts. */
function commandLineError(e: CommanderError, args: string[]): UsageError {
  const message = e.message.replace(/^error: /, '');
  // The command named (`chancery --bogus` names none: the program's own options).
  const command = commandNamed(args);
  const error = new UsageError(message);
  const flag = (flags: string) => /--[\w-]+/.exec(flags)?.[0] ?? flags;
  let m: RegExpExecArray | null;
  if (e.code === 'commander.missingArgument' && (m = /argument '([^']+)'/.exec(message))) return error.saying('command-line', { variant: 'missing-argument', argument: m[1], command });
  if (e.code === 'commander.optionMissingArgument' && (m = /option '([^']+)'/.exec(message))) return error.saying('command-line', { variant: 'option-value', option: flag(m[1]), command });
  if (e.code === 'commander.missingMandatoryOptionValue' && (m = /option '([^']+)'/.exec(message))) return error.saying('command-line', { variant: 'required-option', option: flag(m[1]), command });
  if (e.code === 'commander.unknownOption' && (m = /unknown option '([^']+)'/.exec(message))) {
    const guess = guessIn(message);
    return error.saying('command-line', { variant: guess ? 'unknown-option-guess' : command ? 'unknown-option' : 'unknown-option-program', option: m[1], command, ...(guess ? { guess } : {}) });
  }
  if (e.code === 'commander.unknownCommand' && (m = /unknown command '([^']+)'/.exec(message))) {
    const guess = guessIn(message);
    return error.saying('command-line', { variant: guess ? 'unknown-command-guess' : 'unknown-command', name: m[1], ...(guess ? { guess } : {}) });
  }
  if (e.code === 'commander.excessArguments' && (m = /Expected (\d+) arguments? but got (\d+)/.exec(message))) return error.saying('command-line', { variant: 'too-many', expected: Number(m[1]), got: Number(m[2]), command });
  return error;
}

/**
 * For a game id that names no log in games/ (`chancery post waiting`, the game left out): the
 * games the folder holds, said in their language when they all share one.
 */
async function missingGameHint(e: ChanceryError): Promise<string | undefined> {
  const file = (e as { file?: unknown }).file;
  if (e.said?.code !== 'log-missing' || typeof file !== 'string') return undefined;
  const dir = gamesDir(process.env, process.cwd());
  if (dirname(file) !== dir) return undefined;
  // The games `chancery list` lists, in the language they share.
  const [{ gameLogs }, { commonLang }] = await Promise.all([import('../commands/list.js'), import('../game/speech.js')]);
  const ids = gameLogs(dir).map((g) => g.id);
  if (!ids.length) return undefined;
  e.inLang(commonLang(ids.map((id) => gameHeaderNamed(['', id]).lang)));
  const shown = ids.length > 10 ? `${ids.slice(0, 10).join(', ')}, …` : ids.join(', ');
  e.said.params.games = shown;
  return `games in ${dir}: ${shown}`;
}

/**
 * After a decision the rules refused (nothing was written): what the game takes now, as the
 * command lines to type (`run: chancery nominate friday <Bob|Carol|Eve>`), as a decision's missing
 * argument says it.
 */
async function legalInstead(path: string | undefined): Promise<string | undefined> {
  if (!path) return undefined;
  try {
    const [{ openGame }, { suggestedCommands }, { speechOf }, { overrideDirs }] = await Promise.all([
      import('../game/open.js'), import('../interactive/actions.js'), import('../game/speech.js'), import('../render/overrides.js'),
    ]);
    const { log, state } = openGame(path);
    const say = speechOf(log.header.lang, log.header.theme, overrideDirs(log, process.env));
    // The game as every hint names it (src/game/paths.ts), when the command line typed this log.
    const typed = commandLine[1];
    const named = typed && resolveGamePath(typed, process.env, process.cwd()) === resolve(path) ? gameForCommands(typed, log.header.game, path) : log.header.game;
    const commands = suggestedCommands(state, named, say);
    return commands.length ? say.instead(commands) : undefined;
  } catch {
    return undefined; // the refusal stands on its own
  }
}

async function report(e: unknown, json: boolean, args: string[]): Promise<number> {
  if (e instanceof CommanderError) {
    if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version') return 0;
    // Help commander shows because the command line was incomplete or wrong (`chancery mail`
    // without its subcommand: exit code 1, on stderr) is a usage error's exit; asked for, 0.
    if (e.code === 'commander.help') return e.exitCode ? 2 : 0;
    if (e.exitCode === 0) return 0;
    // A mistake in the command line itself, found before any game is read: said in the language
    // its help speaks (the named game's, else the folder's), since it sends the reader to --help.
    const lang = helpLangNamed(args);
    // Not printed yet (outputError left it to us): said as a usage error in that language.
    if (lang !== 'en') return report(commandLineError(e, args).inLang(lang), json, args);
    return 2;
  }
  if (e instanceof CheckFailed) return e.exitCode;
  const c = makeStyle(stderr);
  // The result (with what was not sent) is already printed, as JSON too: one line on stderr.
  if (e instanceof MessagesNotSent) {
    if (!e.lang) e.inLang(gameLangNamed(args));
    const worded = await gameWording(e);
    stderr.write(`${c.red(`${worded.label}:`)} ${worded.message}\n`);
    return e.exitCode;
  }
  if (e instanceof ChanceryError) {
    // Whatever a message quotes of the command line, at most about 80 characters of each argument
    // and no escape sequence reaches the terminal.
    // In the game's language where it is known (the log's header, or new --lang); a command that
    // failed before it read its log: the language the log's header names, if a game was named.
    const named = gameHeaderNamed(args);
    // An empty game name, or a log that is not there, names no game: the folder's language, as a
    // command line that names none.
    e.inLang(gameLangNamed(args, named, e.said?.code === 'game-empty' || e.said?.code === 'log-missing')).inTheme(named.theme);
    if (named.path && named.lang) e.inFolders(await templateFoldersOf(named.path, named.lang, named.templates, process.env));
    const hint = e instanceof UsageError || e instanceof StateRefusal ? e.hint : e instanceof RuleRefusal ? await legalInstead(named.path) : await missingGameHint(e);
    const worded = await gameWording(e, hint);
    const message = withArgumentsShown(worded.message, args);
    const said = e.said ? { said: { code: e.said.code, params: e.said.params } } : {};
    // With what a command cut short wrote and never showed, told before this one failed (`new` run
    // again for a game a killed `new` wrote: refused, and the opening post it never showed).
    if (json) stdout.write(`${JSON.stringify(withUnshown({ error: { kind: e.kind, message, ...e.jsonDetails(), ...(worded.hint ? { hint: worded.hint } : {}), ...said, ...(e.lang ? { lang: e.lang } : {}) } }), null, 2)}\n`);
    stderr.write(`${c.red(`${worded.label}:`)} ${message}\n`);
    if (worded.hint) stderr.write(`${c.dim(worded.hint)}\n`);
    return e.exitCode;
  }
  stderr.write(`${c.red('internal error:')} ${(e as Error)?.stack ?? String(e)}\n`);
  return 70;
}
