// `chancery list [dir] [--lang en|ru] [--json]`: every game in the folder with its state and what it
// waits for. A log that cannot be read is listed with its error (file:line) instead of stopping the
// list. The list speaks one language (src/commands/folder-lang.ts): --lang, else the one most of its
// games use, on a tie the language of the game written last (folder-lang's mostUsedLang); each game's line in that language with the game's theme words.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { removeDeadTemporaries } from '../input/files.js';
import { pending, type State, type WinReason } from '../engine/index.js';
import type { Lang, ThemeName } from '../log/records.js';
import { speechOf, THEME_FOLDERS, withThemeFolders, type Worded } from '../game/speech.js';
import { gameArgumentFor, gamesDir, pathForCommands, templateFoldersOf } from '../game/paths.js';
import { loadState } from '../log/snapshot.js';
import { ChanceryError, UsageError } from '../errors.js';
import type { Context } from '../game/context.js';
import { askedLang, folderLang, writtenAt } from './folder-lang.js';
import { peekUnshown, type Unshown } from '../log/unshown.js';

export interface ListInput {
  dir?: string;
  /** The list's language (en, ru): always wins over the games' own. */
  lang?: string;
}

/** One game's line (its template folders ride under a symbol key for the printer, as speechFor's do). */
export interface ListedGame extends Worded {
  id: string;
  path: string;
  /**
   * How a command names this game from the folder `list` ran in: its id when that finds this log
   * there (in the default games/), else its log's path (relative when under that folder), quoted
   * for a shell where it needs it (game/paths.ts gameArgumentFor): what every command line the
   * list suggests for the game says.
   */
  argument: string;
  /** Set when the log could not be read or replayed; the other fields are then absent. */
  error?: string;
  players?: string[];
  liberalPolicies?: number;
  fascistPolicies?: number;
  electionTracker?: number;
  governments?: number;
  over?: boolean;
  winner?: { winner: 'liberal' | 'fascist'; reason: WinReason };
  pendingKind?: string;
  /** What the game waits for, in the list's language and the game's theme words. */
  waitingFor?: string;
  /** The game's own language and its theme: its line is worded in the list's language with the theme's words. */
  lang?: Lang;
  theme?: ThemeName;
  /** Writes recorded and never shown (a command cut short before its report, src/log/unshown.ts):
   * the next command naming the game shows them. Absent when there are none. */
  unshown?: Unshown[];
}

export interface ListResult {
  dir: string;
  games: ListedGame[];
  /** The language the list is worded in: --lang, else the one most of its readable games use (on a tie, the one of the game written last). */
  lang: Lang;
  /**
   * The command line, from where `list` ran, that creates a game this folder lists (`new` writes
   * the games/ of the folder it runs in): `chancery new <id> --players` for games/, else run in
   * the folder's own place.
   */
  create: string;
}

/** The folder a league command reads: the one given (a games/ folder or the folder holding one), else games/. */
export function leagueDir(dir: string | undefined, ctx: Context): string {
  if (!dir) return gamesDir(ctx.env, ctx.cwd);
  const full = resolve(ctx.cwd, dir);
  if (!existsSync(full) || !statSync(full).isDirectory()) throw new UsageError(`${dir} is not a folder of game logs`).saying('league-dir', { dir });
  const inner = join(full, 'games');
  return existsSync(inner) && statSync(inner).isDirectory() ? inner : full;
}

/** The game logs in a folder (`<id>.yaml`), sorted by id. */
export function gameLogs(dir: string): { id: string; path: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f) && !f.startsWith('.'))
    .sort()
    .map((f) => ({ id: f.replace(/\.ya?ml$/, ''), path: join(dir, f) }))
    // A folder is no log; a link whose target is gone is listed, as a log that cannot be read.
    .filter((g) => statSync(g.path, { throwIfNoEntry: false })?.isFile() ?? true);
}

export async function list(input: ListInput, ctx: Context): Promise<ListResult> {
  const asked = askedLang(input.lang);
  const dir = leagueDir(input.dir, ctx);
  // The temporary files that writers killed in the folder left beside the logs (a log's copies):
  // `list` reads the whole folder anyway, where a decision would pay for a folder of hundreds of games.
  removeDeadTemporaries(dir);
  const games: ListedGame[] = [];
  const states = new Map<ListedGame, State>();
  const failures = new Map<ListedGame, ChanceryError>();
  // The default games/ folder: what `new` creates from here, it lists.
  const byId = resolve(dir) === resolve(gamesDir(ctx.env, ctx.cwd));
  for (const { id, path } of gameLogs(dir)) {
    const argument = gameArgumentFor(id, path, ctx.env, ctx.cwd);
    try {
      const { game, state } = await listed(id, path, argument, ctx.env);
      games.push(game);
      states.set(game, state);
    } catch (e) {
      if (!(e instanceof ChanceryError)) throw e;
      const game = { id, path, argument, error: e.message };
      games.push(game);
      failures.set(game, e);
    }
  }
  // One that cannot be read does not outvote the others.
  const lang = folderLang(asked, games.flatMap((g) => (g.lang ? [{ lang: g.lang, written: writtenAt(g.path) }] : [])));
  for (const [game, state] of states) game.waitingFor = speechOf(lang, game.theme, game[THEME_FOLDERS]).waiting(state);
  if (failures.size) {
    const worded = await inFolderLanguage([...failures.values()], lang);
    for (const [game, e] of failures) game.error = worded.get(e)!;
  }
  return { dir, games, lang, create: createCommand(dir, byId, ctx) };
}

/**
 * Where a readable game listed in `lang` stands, as `list` and the game picker say it: who the game
 * waits for, or how it ended («игра окончена: победили Крысы (…)»).
 */
export function gameStanding(g: ListedGame, lang: Lang): string {
  return g.winner ? speechOf(lang, g.theme, g[THEME_FOLDERS]).folder.over(g.winner.winner, g.winner.reason) : g.waitingFor ?? '';
}

/**
 * Why logs could not be read, in the language the folder's output speaks (`lang`: list's or the
 * league's), whatever language a log's own header names: a Russian list hears about its broken
 * log in Russian, an English one in English.
 */
export async function inFolderLanguage(failures: ChanceryError[], lang: Lang): Promise<Map<ChanceryError, string>> {
  const { gameWording } = await import('../game/error-words.js');
  const worded = new Map<ChanceryError, string>();
  for (const e of failures) {
    e.lang = lang;
    worded.set(e, (await gameWording(e)).message);
  }
  return worded;
}

/** How to create a game `list` of `dir` shows: `new` writes <its folder>/games/<id>.yaml (of $CHANCERY_HOME when set). */
function createCommand(dir: string, byId: boolean, ctx: Context): string {
  const command = 'chancery new <id> --players';
  if (byId) return command;
  const home = basename(dir) === 'games' ? dirname(dir) : dir;
  return `cd ${pathForCommands(home, ctx.cwd)} && ${ctx.env.CHANCERY_HOME ? 'CHANCERY_HOME= ' : ''}${command}`;
}

/** One game's line, without what it waits for (worded once the list's language is known), and its state. */
async function listed(id: string, path: string, argument: string, env: NodeJS.ProcessEnv): Promise<{ game: ListedGame; state: State }> {
  const { state, lang, theme, templates } = await loadState(path);
  const unshown = await peekUnshown(path, async () => {
    const { readLog } = await import('../log/file.js');
    try {
      return readLog(path).events;
    } catch {
      return null;
    }
  });
  const p = pending(state);
  const folders = await templateFoldersOf(path, lang, templates, env);
  const game = withThemeFolders<ListedGame>({
    id, path, argument,
    players: state.players.slice(),
    liberalPolicies: state.liberalPolicies,
    fascistPolicies: state.fascistPolicies,
    electionTracker: state.electionTracker,
    governments: state.governments.length,
    over: p.kind === 'game-over',
    ...(p.kind === 'game-over' ? { winner: { winner: p.winner, reason: p.reason } } : {}),
    pendingKind: p.kind,
    // Worded by list() in the list's language; here to keep its place in --json.
    waitingFor: undefined,
    lang, theme,
    ...(unshown.length ? { unshown } : {}),
  }, folders);
  return { game, state };
}

