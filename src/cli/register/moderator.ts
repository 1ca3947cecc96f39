// Wiring for the moderator's day: play (and `chancery` alone), claim, list, stats, completion.
import { Command } from 'commander';
import { existsSync } from 'node:fs';
import { either, examples, type Registrations, type Wiring } from '../wire.js';
import { makeStyle } from '../print/style.js';
import { progressBar } from '../progress.js';
import { gamesDir } from '../../game/paths.js';
import type { CommandSpec } from '../../commands/completion.js';
import { LANGS, POST_FORMATS } from '../../settings.js';
import { stderr, stdout } from '../output.js';

/** `--lang` of a command about a folder of games, and its rule (src/commands/folder-lang.ts): the same for list and stats. */
const folderLangHelp = (whose: string, counted: string) => `${whose} language: ${either(LANGS)} (default: the one most ${counted} use; on a tie, the one of the game written last)`;

async function runPlay(w: Wiring, game: string | undefined, opts: { json?: boolean }): Promise<void> {
  const [{ play }, { formatPlay }] = await Promise.all([import('../../interactive/play.js'), import('../print/play.js')]);
  const screen = {
    say: (text: string) => { stdout.write(`${text}\n`); },
    style: makeStyle(stdout, w.ctx.env),
    // Read at each drawing: the terminal may have been resized since.
    get columns() { return stdout.isTTY ? process.stdout.columns : undefined; },
  };
  // What a command cut short never showed, said as main says it for a game named: on stderr.
  const tell = (text: string) => { stderr.write(text); };
  w.emit(await play({ game, screen, tell }, { ...w.ctx, interactive: w.ctx.interactive && !opts.json }), opts, formatPlay);
}

/** `chancery` alone: play when the folder has games, else the help. Declared in every run, whatever command it names. */
export function registerRoot(program: Command, w: Wiring): void {
  examples(program, [
    'chancery                          play the game in games/ (pick one if there are several)',
    'chancery new friday --players Alice Bob Carol Dmitri Eve',
    'chancery play friday',
    'chancery list',
    'source <(chancery completion bash)',
  ]);
  // The root takes words so that a mistyped command reaches this action, which lets commander
  // report it with its suggestion (unknownCommand is commander's own, untyped, method).
  program.usage('[options] [command]').argument('[command...]').action(async (words: string[]) => {
    if (words.length) (program as unknown as { unknownCommand(): never }).unknownCommand();
    if (!existsSync(gamesDir(w.ctx.env, w.ctx.cwd))) program.help();
    await runPlay(w, undefined, {});
  });
}

/** The moderator's day, by name (see Registrations). */
export const moderatorCommands: Registrations = {
  play: (program, w) => examples(
    program.command('play')
      .description('run the game at a terminal: the board, the legal next decisions as prompts, a preview of the post and messages before each write')
      .argument('[game]', 'game id or log path (default: the only game in games/, or pick one)')
      .option('--json', 'no prompts: print where the game stands and the command to run, as JSON')
      .action((game: string | undefined, opts: { json?: boolean }) => runPlay(w, game, opts)),
    ['chancery play friday', 'chancery', 'chancery play friday --json'],
  ),

  claim: (program, w) => examples(
    program.command('claim')
      .description('record what a player said in the thread they drew, passed, saw or found (history and `post claims` show it; never checked against the cards)')
      .argument('<game>', 'game id or log path')
      .argument('<player>', 'who claims: name or seat number')
      .argument('<what>', 'cards like FFL or LL (or the words: "fascist fascist liberal"), or an investigation like "Bob is fascist"')
      .option('-g, --government <n>', 'the government the claim is about (default: the latest the player sat in; for an investigation or --as, the latest in which they held that office or power)')
      .option('--as <role>', 'president, chancellor, investigator or peeker (default: from the government)')
      .option('--json', 'print the result as JSON')
      .action(async (game: string, player: string, what: string, opts) => {
        const [{ claim }, { formatClaim }] = await Promise.all([import('../../commands/claim.js'), import('../print/claim.js')]);
        w.emit(await claim({ game, player, what, government: opts.government, as: opts.as }, w.ctx), opts, formatClaim);
      }),
    ['chancery claim friday Alice FFL', 'chancery claim friday Bob "fascist fascist" --government 3', 'chancery claim friday Carol "Dmitri is fascist"'],
  ),

  list: (program, w) => examples(
    program.command('list')
      .description('the games in the folder: players, board, over or what each waits for (an unreadable log is listed with its error)')
      .argument('[dir]', 'a folder of game logs (default: games/)')
      .option('--lang <lang>', folderLangHelp("the list's", 'of its games'))
      .option('--json', 'print the result as JSON')
      .action(async (dir: string | undefined, opts) => {
        const [{ list }, { formatList }] = await Promise.all([import('../../commands/list.js'), import('../print/league.js')]);
        w.emit(await list({ dir, lang: opts.lang }, w.ctx), opts, formatList);
      }),
    ['chancery list', 'chancery list league/ --json', 'chancery list --lang ru'],
  ),

  stats: (program, w) => examples(
    program.command('stats')
      .description('league statistics over the finished games: per player games, wins and win rates by team and role, offices, policies enacted; leaderboards; a post')
      .argument('[dir]', 'a folder of game logs (default: games/)')
      .option('-f, --format <format>', `the league post: ${POST_FORMATS.join(' or ')} (default: markdown)`)
      .option('--lang <lang>', folderLangHelp("the league's", 'finished games'))
      .option('--json', 'print the result as JSON')
      .action(async (dir: string | undefined, opts) => {
        const [{ stats }, { formatStats }] = await Promise.all([import('../../commands/stats.js'), import('../print/league.js')]);
        // Reading a few games is instant; a bar helps from a league of twenty on.
        const bar = opts.json ? null : await progressBar(20);
        try {
          w.emit(await stats({ dir, format: opts.format, lang: opts.lang, onProgress: bar?.update }, w.ctx), opts, formatStats);
        } finally {
          bar?.stop();
        }
      }),
    ['chancery stats', 'chancery stats league/ --format bbcode', 'chancery stats --lang ru', 'chancery stats --json'],
  ),

  completion: (program, w) => examples(
    program.command('completion')
      .description('print the shell completion script (commands, options, game ids, player names)')
      .argument('<shell>', 'bash or zsh')
      .action(async (shell: string) => {
        const { completionScript } = await import('../../commands/completion.js');
        stdout.write(completionScript(shell));
      }),
    ['source <(chancery completion bash)', 'chancery completion zsh > ~/.zfunc/_chancery'],
  ),

  __complete: (program, w) => {
    program.command('__complete', { hidden: true })
      .argument('<index>', 'the position of the word to complete, 1-based after "chancery"')
      .argument('[words...]', 'the words typed so far')
      .allowUnknownOption()
      .helpOption(false)
      .action(async (index: string, parsed: string[] = []) => {
        // This run declared only __complete (see buildProgram): completion needs every command.
        const [{ complete }, { buildProgram }] = await Promise.all([import('../../commands/completion.js'), import('../main.js')]);
        // The words as the shell gave them: commander takes a "--" as the end of options and drops it,
        // which is the very word typed when asking for a command's options.
        const at = process.argv.indexOf('__complete');
        const words = at >= 0 ? process.argv.slice(at + 2) : parsed;
        const found = complete(specOf(buildProgram()), Number(index), words, w.ctx);
        if (found.length) stdout.write(`${found.join('\n')}\n`);
      });
  },
};

/** The command tree as completion needs it. */
function specOf(cmd: Command): CommandSpec {
  return {
    name: cmd.name(),
    options: cmd.options.filter((o) => !o.hidden).map((o) => ({
      flags: [o.long, o.short].filter((f): f is string => Boolean(f)),
      takesValue: o.required || o.optional,
      ...(o.argChoices ? { choices: o.argChoices } : {}),
    })),
    args: cmd.registeredArguments.map((a) => ({ name: a.name(), variadic: a.variadic })),
    subcommands: cmd.commands.filter((c) => !(c as Command & { _hidden?: boolean })._hidden).map(specOf),
  };
}
