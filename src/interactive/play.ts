// `chancery play [game]` (and `chancery` alone in a folder with games): the interactive session at a
// terminal. `play` is the terminal itself, so its module lives here beside the session it starts
// (no module in src/commands reaches up into the prompts). Without a terminal it never prompts: it
// returns the board, what the game waits for and the exact command to run instead.
import { overrideDirs } from '../render/overrides.js';
import { publicView, type PublicView } from '../engine/index.js';
import type { Lang, ThemeName } from '../log/records.js';
import { speechOf, withThemeFolders } from '../game/speech.js';
import { openGame } from '../game/open.js';
import { resolveGamePath } from '../game/paths.js';
import { UsageError } from '../errors.js';
import { gameLogs, list, type ListedGame } from '../commands/list.js';
import { gamesDir } from '../game/paths.js';
import type { Context } from '../game/context.js';
import type { Screen, SessionSummary } from './loop.js';

export interface PlayInput { game?: string; screen: Screen }

/** Without a terminal: where the game stands and what to type. */
export interface PlayAdvice {
  game: string;
  path: string;
  interactive: false;
  view: PublicView;
  waitingFor: string;
  /** The subcommands that make the next decision. */
  commands: string[];
  /** True when players answer by mail: `chancery sync` reads their answers. */
  mail: boolean;
  lang: Lang;
  theme: ThemeName;
}

export type PlayResult = PlayAdvice | (SessionSummary & { interactive: true });

export async function play(input: PlayInput, ctx: Context): Promise<PlayResult> {
  const game = input.game ?? (await chooseGame(ctx));
  const path = resolveGamePath(game, ctx.env, ctx.cwd);
  const { mailEnabled } = await import('./loop.js');
  if (!ctx.interactive) {
    const { suggestedCommands, commandLine } = await import('./actions.js');
    const opened = openGame(path);
    const id = opened.log.header.game;
    const mail = mailEnabled(path, ctx.env);
    const folders = overrideDirs(opened.log, ctx.env);
    const commands = suggestedCommands(opened.state, id, speechOf(opened.log.header.lang, opened.log.header.theme, folders));
    if (mail && opened.state.phase.name !== 'over') commands.unshift(commandLine(['sync', id]));
    const { lang, theme } = opened.log.header;
    return withThemeFolders({ game: id, path, interactive: false, view: publicView(opened.state), waitingFor: speechOf(lang, theme, folders).waiting(opened.state), commands, mail, lang, theme }, folders);
  }
  const { playSession } = await import('./loop.js');
  return { ...(await playSession(path, ctx, input.screen)), interactive: true };
}

/** The game to play when none is named: the only one, or the moderator's pick at a terminal. */
async function chooseGame(ctx: Context): Promise<string> {
  const dir = gamesDir(ctx.env, ctx.cwd);
  const logs = gameLogs(dir);
  if (!logs.length) throw new UsageError(`no games in ${dir}`, 'create one with: chancery new <id> --players Alice Bob Carol Dmitri Eve');
  if (logs.length === 1) return logs[0].id;
  const { games } = await list({}, ctx);
  // Games still running first: they are the ones a moderator comes back to.
  const ordered = [...games.filter((g) => !g.error && !g.over), ...games.filter((g) => g.error || g.over)];
  if (!ctx.interactive) {
    const named = ordered.slice(0, 10).map((g) => g.id);
    const more = ordered.length - named.length;
    throw new UsageError(`${logs.length} games in ${dir}: name one, like chancery play ${ordered[0].id}`,
      `games: ${named.join(', ')}${more ? `, and ${more} more (chancery list shows them all)` : ''}`);
  }
  const { select } = await import('@inquirer/prompts');
  try {
    return await pickGame(select, ordered);
  } catch (e) {
    // Ctrl-C at the question: no game, nothing done.
    if ((e as Error)?.name === 'ExitPromptError') throw new UsageError('no game chosen');
    throw e;
  }
}

function pickGame(select: typeof import('@inquirer/prompts').select, ordered: ListedGame[]): Promise<string> {
  // The folder's language when all its games share one (each game's line is in its own anyway).
  const say = speechOf(ordered.every((g) => g.lang === 'ru') ? 'ru' : 'en');
  const keys = say.prompt.keys;
  return select({
    message: say.prompt.whichGame,
    choices: ordered.map((g) => {
      const own = speechOf(g.lang ?? say.lang, g.theme);
      const over = g.winner ? (own.lang === 'ru' ? own.word.gameOver(g.winner.winner, g.winner.reason) : `over: the ${own.word.team(g.winner.winner).toLowerCase()} won`) : '';
      return {
        name: `${g.id}  (${g.error ? say.prompt.unreadable(g.error) : g.over ? over : g.waitingFor})`,
        value: g.id,
        disabled: g.error ? say.prompt.disabled : false,
      };
    }),
    ...(keys ? { theme: { style: { keysHelpTip: () => keys } } } : {}),
  });
}
