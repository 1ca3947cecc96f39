// `chancery status <game> [--as player] [--at seq]`: the board, the tracker, who may be nominated,
// who is alive, and what the game waits for: as the thread sees it, or as one player does.
import { describePending, playerView, publicView, type PlayerView, type PublicView } from '../engine/index.js';
import { resolveGamePath, templateFoldersOf } from '../game/paths.js';
import { loadState, type Words } from '../log/snapshot.js';
import { resolvePlayer } from '../game/players.js';
import { StateRefusal, UsageError } from '../errors.js';
import type { Context } from '../game/context.js';
import { bouncingAddresses, gendersOf, queuedNotSent, type Bounce, type Lang, type ThemeName } from '../log/records.js';
import type { Speech } from '../game/speech.js';
import { deadlineAt, phaseDeadline, type DeadlineAt, type PhaseDeadline } from '../log/deadlines.js';

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
  /** The terminal's words for another language or theme (absent for English Secret Hitler, which needs no theme file); not in --json. */
  say?: Speech;
  view: PublicView | PlayerView;
  as?: string;
  /** The deadline of the phase the game is in (none set and no house default: absent). */
  deadline?: DeadlineAt;
  /** Private messages queued and not sent yet (mail was down): `chancery send` sends them. Absent when none. */
  unsent?: number;
  /**
   * The players whose address bounced (a delivery failure report `sync` read and recorded), while it
   * is still their seat's address: they get none of the game's private messages. Absent when none.
   */
  bounces?: (Bounce & { player: string })[];
}


export async function status(input: StatusInput, ctx: Context): Promise<StatusResult> {
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  let upTo: number | undefined;
  if (input.at !== undefined) {
    if (!/^\d+$/.test(input.at)) throw new UsageError(`--at takes an event sequence number, not "${input.at}"`).saying('status-at', { value: input.at });
    upTo = Number(input.at);
  }
  let state, lastSeq: number, lang: Lang, theme: ThemeName, templates: string | undefined, deadline: PhaseDeadline | null | undefined, unsent: number | undefined, bounces: Bounce[];
  /** Each seat's holders' genders as the log gives them: a Russian line declines a name by them. */
  let genders: Words['genders'];
  if (upTo === undefined) {
    let queue, known;
    ({ state, lastSeq, lang, theme, templates, deadline, queue, genders, bounces: known } = await loadState(path));
    // A snapshot a reader left does not know what waits to be sent, nor whose mail bounced: the log (with its private fields) tells.
    // (Whose mail bounces is known with the queue: none when the words give the queue alone.)
    const log = queue ? undefined : (await import('../log/file.js')).readLog(path);
    unsent = queue ? queue.unsent : queuedNotSent(log!.events).length;
    bounces = known ?? (log ? bouncingAddresses(log) : []);
  } else {
    // An earlier point needs the events themselves: read the whole log.
    const { openGame } = await import('../game/open.js');
    const game = openGame(path, { upTo });
    lastSeq = game.log.events.length;
    if (upTo > lastSeq) throw new UsageError(`--at ${upTo}: the log has only ${lastSeq} events`).saying('status-at-beyond', { seq: upTo, count: lastSeq }).inLang(game.log.header.lang);
    state = game.state;
    ({ lang, theme, templates } = game.log.header);
    genders = gendersOf(game.log);
    deadline = phaseDeadline(game.log.header, game.log.events, upTo);
    bounces = bouncingAddresses({ header: game.log.header, events: game.log.events.filter((e) => e.seq <= upTo!) });
  }
  let view: PublicView | PlayerView = publicView(state);
  let as: string | undefined;
  if (input.as) {
    const seat = resolvePlayer(input.as, state.players);
    if (!state.roles) throw new StateRefusal('the roles are not dealt yet at that point').saying('status-not-dealt').inLang(lang);
    view = playerView(state, seat);
    as = state.players[seat];
  }
  // A moderator's template folders: a theme file there words the lines as it does the posts.
  const folders = await templateFoldersOf(path, lang, templates, ctx.env);
  // English Secret Hitler needs no theme words: status then reads no YAML at all.
  // A Russian line declines a name («глазами Любови») by the gender the log gives, as the posts do.
  // (A line of whose mail bounces is said in them too.)
  const say = lang === 'en' && theme === 'secret-hitler' && !folders.length && !bounces.length ? undefined
    : (await import('../game/speech.js')).speechOf(lang, theme, folders, lang === 'ru' && genders ? (await import('../render/names.js')).gendersByName(state, genders) : undefined);
  const result: StatusResult = { game: state.setup.gameId, path, seq: upTo ?? lastSeq, lastSeq, waitingFor: say ? say.waiting(state) : describePending(state), lang, theme, view, ...(as ? { as } : {}),
    ...(deadline ? { deadline: deadlineAt(deadline, ctx.now(), lang) } : {}), ...(unsent ? { unsent } : {}),
    ...(bounces.length ? { bounces: bounces.map((b) => ({ ...b, player: state.players[b.seat] })) } : {}) };
  // The words travel with the result for the printer, not in --json.
  if (say) Object.defineProperty(result, 'say', { value: say, enumerable: false });
  return result;
}

