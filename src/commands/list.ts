// `chancery list [dir] [--json]`: every game in the folder with its state and what it waits for.
// A log that cannot be read is listed with its error (file:line) instead of stopping the list.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pending, type WinReason } from '../engine/index.js';
import type { Lang, ThemeName } from '../log/records.js';
import { commonLang, speechOf, withThemeFolders } from '../game/speech.js';
import { gamesDir, templateFoldersOf } from '../game/paths.js';
import { loadState } from '../log/snapshot.js';
import { ChanceryError, UsageError } from '../errors.js';
import type { Context } from '../game/context.js';

export interface ListInput { dir?: string }

export interface ListedGame {
  id: string;
  path: string;
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
  waitingFor?: string;
  /** The game's language and theme: its line is worded in them. */
  lang?: Lang;
  theme?: ThemeName;
}

export interface ListResult { dir: string; games: ListedGame[] }

/** The folder a league command reads: the one given (a games/ folder or the folder holding one), else games/. */
export function leagueDir(dir: string | undefined, ctx: Context): string {
  if (!dir) return gamesDir(ctx.env, ctx.cwd);
  const full = resolve(ctx.cwd, dir);
  if (!existsSync(full) || !statSync(full).isDirectory()) throw new UsageError(`${dir} is not a folder of game logs`);
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
  const dir = leagueDir(input.dir, ctx);
  const games: ListedGame[] = [];
  const failures = new Map<ListedGame, ChanceryError>();
  for (const { id, path } of gameLogs(dir)) {
    try {
      games.push(await listed(id, path, ctx.env));
    } catch (e) {
      if (!(e instanceof ChanceryError)) throw e;
      const game = { id, path, error: e.message };
      games.push(game);
      failures.set(game, e);
    }
  }
  if (failures.size) {
    const worded = await inFolderLanguage([...failures.values()], games.map((g) => g.lang));
    for (const [game, e] of failures) game.error = worded.get(e)!;
  }
  return { dir, games };
}

/**
 * Why logs could not be read, each in its own log's language where its header names one (the
 * header's line is read even when the rest is not), else in the language the folder's other games
 * share: a Russian league hears about its broken log in Russian.
 */
export async function inFolderLanguage(failures: ChanceryError[], langs: (Lang | undefined)[]): Promise<Map<ChanceryError, string>> {
  const folder = commonLang(langs);
  const { gameWording } = await import('../game/error-words.js');
  const worded = new Map<ChanceryError, string>();
  for (const e of failures) worded.set(e, (await gameWording(e.inLang(folder))).message);
  return worded;
}

/** One game's line: from its snapshot when fresh (as status reads it), else by a full read (a log that cannot be read throws). */
async function listed(id: string, path: string, env: NodeJS.ProcessEnv): Promise<ListedGame> {
  const { state, lang, theme, templates } = await loadState(path);
  const p = pending(state);
  const folders = await templateFoldersOf(path, lang, templates, env);
  return withThemeFolders({
    id, path,
    players: state.players.slice(),
    liberalPolicies: state.liberalPolicies,
    fascistPolicies: state.fascistPolicies,
    electionTracker: state.electionTracker,
    governments: state.governments.length,
    over: p.kind === 'game-over',
    ...(p.kind === 'game-over' ? { winner: { winner: p.winner, reason: p.reason } } : {}),
    pendingKind: p.kind,
    waitingFor: speechOf(lang, theme, folders).waiting(state),
    lang, theme,
  }, folders);
}

