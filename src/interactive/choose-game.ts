// The game a command works on when its command line names none: the only game in the folder, or
// the moderator's pick at a terminal. Without a terminal, several games are an error that lists
// them, so a script never works on a game it did not name out of several.
import { UsageError } from '../errors.js';
import { gameLogs, gameStanding, list, type ListedGame } from '../commands/list.js';
import { gamesDir } from '../game/paths.js';
import { speechOf } from '../game/speech.js';
import type { Lang } from '../settings.js';
import type { Context } from '../game/context.js';
import { promptTheme } from './prompts.js';

/** How many games the error names before "and N more". */
const NAMED = 10;

/** The game for `chancery <command>` without one: `interactive` allows the question at a terminal. */
export async function chooseGame(ctx: Context, command: string, interactive = ctx.interactive): Promise<string> {
  const dir = gamesDir(ctx.env, ctx.cwd);
  const logs = gameLogs(dir);
  if (!logs.length) throw new UsageError(`no games in ${dir}`, 'create one with: chancery new <id> --players Alice Bob Carol Dmitri Eve');
  if (logs.length === 1) return logs[0].id;
  // Said in the folder's language, as `list` says the games (folder-lang: the one most games use).
  const { games, lang } = await list({}, ctx);
  // Games still running first: they are the ones a moderator comes back to.
  const ordered = [...games.filter((g) => !g.error && !g.over), ...games.filter((g) => g.error || g.over)];
  if (!interactive) {
    const named = ordered.slice(0, NAMED).map((g) => g.id);
    const more = ordered.length - named.length;
    const facts = { count: logs.length, dir, command, first: ordered[0].id, games: named.join(', '), more };
    throw new UsageError(`${logs.length} games in ${dir}: name one, like chancery ${command} ${ordered[0].id}`,
      `games: ${named.join(', ')}${more ? `, and ${more} more (chancery list shows them all)` : ''}`)
      .saying('games-to-name', { variant: more ? 'more' : 'all', ...facts }).inLang(lang);
  }
  const { select } = await import('@inquirer/prompts');
  try {
    return await pickGame(select, ordered, lang);
  } catch (e) {
    // Ctrl-C at the question: no game, nothing done.
    if ((e as Error)?.name === 'ExitPromptError') throw new UsageError('no game chosen').saying('no-game-chosen').inLang(lang);
    throw e;
  }
}

/** The picker in the language `list` spoke (`lang`), each game said as its `list` line says it. */
function pickGame(select: typeof import('@inquirer/prompts').select, ordered: ListedGame[], lang: Lang): Promise<string> {
  const say = speechOf(lang);
  return select({
    message: say.prompt.whichGame,
    choices: ordered.map((g) => {
      return {
        name: `${g.id}  ${g.error ? say.prompt.unreadable(g.error) : gameStanding(g, lang)}`,
        value: g.id,
        disabled: g.error ? say.prompt.disabled : false,
      };
    }),
    theme: promptTheme(say),
  });
}
