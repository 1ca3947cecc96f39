// `chancery status <game> [--as player] [--at seq]`: the board, the tracker, who may be nominated,
// who is alive, and what the game waits for: as the thread sees it, or as one player does.
import { playerView, publicView, type PlayerView, type PublicView } from '../engine/index.js';
import { resolveGamePath } from '../game/paths.js';
import { loadState } from '../log/snapshot.js';
import { resolvePlayer } from '../game/players.js';
import { UsageError } from '../errors.js';
import type { Context } from '../game/context.js';
import type { Lang, ThemeName } from '../log/records.js';
import { speechOf } from '../game/speech.js';

export interface StatusInput { game: string; as?: string; at?: string }

export interface StatusResult {
  game: string;
  path: string;
  /** The last sequence number included. */
  seq: number;
  lastSeq: number;
  waitingFor: string;
  /** The game's language and theme: the printer speaks them. */
  lang: Lang;
  theme: ThemeName;
  view: PublicView | PlayerView;
  as?: string;
}

export async function status(input: StatusInput, ctx: Context): Promise<StatusResult> {
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  let upTo: number | undefined;
  if (input.at !== undefined) {
    if (!/^\d+$/.test(input.at)) throw new UsageError(`--at takes an event sequence number, not "${input.at}"`);
    upTo = Number(input.at);
  }
  let state, lastSeq: number, lang: Lang, theme: ThemeName;
  if (upTo === undefined) {
    ({ state, lastSeq, lang, theme } = await loadState(path));
  } else {
    // An earlier point needs the events themselves: read the whole log.
    const { openGame } = await import('../game/session.js');
    const game = openGame(path, { upTo });
    lastSeq = game.log.events.length;
    if (upTo > lastSeq) throw new UsageError(`--at ${upTo}: the log has only ${lastSeq} events`);
    state = game.state;
    ({ lang, theme } = game.log.header);
  }
  let view: PublicView | PlayerView = publicView(state);
  let as: string | undefined;
  if (input.as) {
    const seat = resolvePlayer(input.as, state.players);
    if (!state.roles) throw new UsageError('the roles are not dealt yet at that point');
    view = playerView(state, seat);
    as = state.players[seat];
  }
  return { game: state.setup.gameId, path, seq: upTo ?? lastSeq, lastSeq, waitingFor: speechOf(lang, theme).waiting(state), lang, theme, view, ...(as ? { as } : {}) };
}
