// `chancery post <game> [kind] [--format markdown|bbcode] [--copy]`: the thread post for the game,
// rendered from publicView (the seed only in the game-over post, once the game has ended).
import { publicView } from '../engine/index.js';
import { openGame } from '../game/open.js';
import { resolveGamePath } from '../game/paths.js';
import { StateRefusal, UsageError } from '../errors.js';
import type { Context } from '../game/context.js';
import { OTHER_POSTS, POST_KIND_ALIASES, POST_KIND_RUSSIAN, POST_KINDS, POST_WORDS, postWordOf, type PostFormat, type PostKind, type PostWord } from '../settings.js';
import { postFormatOf, postMoment, renderThreadPost, standingWithdrawal, threadPostDue } from '../game/thread.js';
import type { Replayed } from '../log/replay.js';
import type { Lang, ThemeName } from '../log/records.js';
import { overrideDirs } from '../render/overrides.js';
import { gameGenders } from '../render/names.js';
import { copyToClipboard } from '../render/clipboard.js';

export interface PostInput { game: string; kind?: string; format?: string; copy?: boolean }

export interface PostResult {
  game: string;
  path: string;
  kind: PostWord;
  format: PostFormat;
  theme: ThemeName;
  lang: Lang;
  text: string;
  /** With --copy: the clipboard tool used, or null when the machine has none. */
  copied?: string | null;
}


export async function post(typed: PostInput, ctx: Context): Promise<PostResult> {
  const input = typed.kind === undefined ? typed : { ...typed, kind: postWordOf(typed.kind) };
  let kind: PostKind | undefined;
  if (input.kind && !(OTHER_POSTS as readonly string[]).includes(input.kind)) {
    kind = POST_KINDS.includes(input.kind as PostKind) ? (input.kind as PostKind) : POST_KIND_ALIASES[input.kind];
    if (!kind) throw new UsageError(`"${input.kind}" is not a kind of post: use ${POST_KINDS.join(', ')}, claims, waiting or replacement`).saying('post-kind', { value: input.kind, allowed: POST_WORDS.join(', '), russian: Object.keys(POST_KIND_RUSSIAN).join(', ') });
  }
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  const game = openGame(path);
  const header = game.log.header;
  const format = postFormatOf(header, input.format);
  if (input.kind === 'claims') return claimsPost(input, game, path, format, ctx);
  if (input.kind === 'waiting') return waitingLine(input, game, path, format, ctx);
  if (input.kind === 'replacement') return replacementAgain(input, game, path, format, ctx);
  // The same renderer as every decision's post: seed and end hash at game over, the deadline. A
  // kind that is no longer the latest is rendered as it was when it was (postMoment).
  // After a replacement, the latest post is still the one written before it, with its names then.
  if (!kind && replacedSince(game.log.events)) {
    kind = standingWithdrawal(game.log.events) ? 'withdrawal' : (await import('../render/posts.js')).latestPostKind(publicView(game.state));
  }
  const moment = kind && MOMENT_KINDS.has(kind) ? await earlierMoment(path, game, kind) : null;
  // An earlier post tells its deadline's time left as it was when it was printed, not by today's clock.
  const then = moment ? { ...ctx, now: () => new Date(moment.at) } : ctx;
  const rendered = await renderThreadPost(moment?.log ?? game.log, moment?.state ?? game.state, kind, format, then);
  const result: PostResult = { game: header.game, path, kind: rendered.kind, format, theme: header.theme, lang: header.lang, text: rendered.text };
  if (input.copy) result.copied = copyToClipboard(rendered.text, ctx.env);
  return result;
}

/**
 * The kinds a decision's write calls for (latestPostKind), the reshuffle a write announces and the
 * withdrawal an undo's write calls for: asked for later, each is rendered as it stood then (a veto's:
 * as it stood once answered; a reshuffle's: once the write that made it ended, postMoment).
 */
const MOMENT_KINDS = new Set<PostKind>(['opening', 'nomination', 'vote-result', 'legislative', 'executive', 'veto', 'reshuffle', 'withdrawal']);

/** The moment an earlier post of `kind` stood, or null when it is the latest (or never stood). */
async function earlierMoment(path: string, game: Replayed, kind: PostKind): Promise<Awaited<ReturnType<typeof postMoment>>> {
  // A withdrawal's moment is found in the log itself, without the replay's states.
  if (kind === 'withdrawal') return postMoment(game, kind);
  const { latestPostKind } = await import('../render/posts.js');
  // The latest kind is today's post, unless a player was replaced since it was written: the post
  // names who acted then (the President who used the power), not who holds the seat now.
  if (latestPostKind(publicView(game.state)) === kind && !replacedSince(game.log.events)) return null;
  return postMoment(openGame(path, { keepStates: true }), kind);
}

/** Whether a player was replaced after the last event the thread heard about (an undo it heard of too). */
function replacedSince(events: Replayed['log']['events']): boolean {
  for (let i = events.length - 1; i >= 0; i--) {
    if (events[i].type === 'player-replaced') return true;
    if (threadPostDue([events[i]], events)) return false;
  }
  return false;
}

/** The claims post: each government's claims beside it, conflicts marked (src/render/claims.ts). */
async function claimsPost(input: PostInput, game: Replayed, path: string, format: PostFormat, ctx: Context): Promise<PostResult> {
  const [{ renderClaimsPost }, { claimsByGovernment }] = await Promise.all([import('../render/claims.js'), import('../game/claims.js')]);
  const header = game.log.header;
  const view = publicView(game.state);
  const overrides = overrideDirs(game.log, ctx.env);
  const text = renderClaimsPost({ view, claims: claimsByGovernment(view, game.log.events, header.lang, header.theme, overrides, gameGenders(game.state, game.log)), theme: header.theme, lang: header.lang, format, overrides });
  const result: PostResult = { game: header.game, path, kind: 'claims', format, theme: header.theme, lang: header.lang, text };
  if (input.copy) result.copied = copyToClipboard(text, ctx.env);
  return result;
}

/**
 * The announcement of the latest replacement that stands, as `replace` printed it: printed again for
 * a moderator whose `replace` was cut short before its report, or who lost it.
 */
async function replacementAgain(input: PostInput, game: Replayed, path: string, format: PostFormat, ctx: Context): Promise<PostResult> {
  const [{ replacementPost }, { gendersOf }] = await Promise.all([import('../house/posts.js'), import('../log/records.js')]);
  const header = game.log.header;
  const last = game.state.replacements[game.state.replacements.length - 1];
  if (!last) throw new StateRefusal(`no seat has changed hands in ${header.game}: there is no replacement to announce`).saying('post-replacement-none', { game: header.game }).inLang(header.lang);
  // The latest replacement is the last of its seat: the seat's holder now is its newcomer.
  const text = replacementPost(game.state, last.seat, last.previous, { header, format, overrides: overrideDirs(game.log, ctx.env), genders: gendersOf(game.log) });
  const result: PostResult = { game: header.game, path, kind: 'replacement', format, theme: header.theme, lang: header.lang, text };
  if (input.copy) result.copied = copyToClipboard(text, ctx.env);
  return result;
}

/**
 * The "waiting for" line `remind` prints, without emailing anyone: who the game waits for, and the
 * phase's deadline with the time left (src/house/posts.ts).
 */
async function waitingLine(input: PostInput, game: Replayed, path: string, format: PostFormat, ctx: Context): Promise<PostResult> {
  const [{ awaited }, { waitingPost }, { phaseDeadline }, { gendersOf }] = await Promise.all([
    import('../house/waiting.js'), import('../house/posts.js'), import('../log/deadlines.js'), import('../log/records.js'),
  ]);
  const header = game.log.header;
  const waiting = awaited(game.state);
  const over = game.state.phase.name === 'over';
  if (!waiting) throw new StateRefusal(`${header.game} waits for nobody${over ? ': it is over' : ''}`).saying('post-waiting-nobody', { game: header.game, variant: over ? 'over' : 'automatic' }).inLang(header.lang);
  const deadline = phaseDeadline(header, game.log.events)?.deadline ?? null;
  const text = waitingPost(game.state, waiting, deadline, ctx.now(), { header, format, overrides: overrideDirs(game.log, ctx.env), genders: gendersOf(game.log) });
  const result: PostResult = { game: header.game, path, kind: 'waiting', format, theme: header.theme, lang: header.lang, text };
  if (input.copy) result.copied = copyToClipboard(text, ctx.env);
  return result;
}
