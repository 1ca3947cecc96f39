// `chancery post <game> [kind] [--format markdown|bbcode] [--copy]`: the thread post for the game,
// rendered from publicView (the seed only in the game-over post, once the game has ended).
import { basename } from 'node:path';
import { publicView } from '../engine/index.js';
import { openGame, resolveGamePath } from '../game/session.js';
import { UsageError } from '../errors.js';
import type { Context } from '../cli/context.js';
import { latestPostKind, renderPost, POST_FORMATS, POST_KINDS, type PostFormat, type PostKind } from '../render/posts.js';
import { overrideDirs } from '../render/overrides.js';
import { copyToClipboard } from '../render/clipboard.js';
import { describeRemaining, phaseDeadline } from '../house/deadlines.js';
import type { LogFile } from '../log/file.js';
import { gameEndedRecord } from '../log/records.js';
import { gendersOf } from '../game/players.js';

export interface PostInput { game: string; kind?: string; format?: string; copy?: boolean }

export interface PostResult {
  game: string;
  path: string;
  kind: PostKind | 'claims';
  format: PostFormat;
  theme: string;
  lang: string;
  text: string;
  /** With --copy: the clipboard tool used, or null when the machine has none. */
  copied?: string | null;
}

const KIND_ALIASES: Record<string, PostKind> = { votes: 'history', matrix: 'history', board: 'status', result: 'vote-result' };

export async function post(input: PostInput, ctx: Context): Promise<PostResult> {
  const format = (input.format ?? 'markdown') as PostFormat;
  if (!POST_FORMATS.includes(format)) throw new UsageError(`--format must be ${POST_FORMATS.join(' or ')}, not "${input.format}"`);
  if (input.kind === 'claims') return claimsPost(input, format, ctx);
  let kind: PostKind | undefined;
  if (input.kind) {
    kind = POST_KINDS.includes(input.kind as PostKind) ? (input.kind as PostKind) : KIND_ALIASES[input.kind];
    if (!kind) throw new UsageError(`"${input.kind}" is not a kind of post: use ${POST_KINDS.join(', ')} or claims`);
  }
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  const game = openGame(path);
  const header = game.log.header;
  const view = publicView(game.state);
  kind ??= latestPostKind(view);
  const text = renderPost(kind, {
    view,
    theme: header.theme,
    lang: header.lang,
    format,
    overrides: overrideDirs(game.log, ctx.env),
    genders: gendersOf(game.log),
    extra: {
      // The seed is read only here, and only once the game is over.
      ...(kind === 'game-over' && view.winner && header.seed ? { seed: header.seed } : {}),
      ...(kind === 'game-over' && view.winner ? { ended: gameEndedRecord(game.log.events) } : {}),
      logName: basename(path),
      ...currentDeadline(game.log, ctx.now()),
    },
  });
  const result: PostResult = { game: header.game, path, kind, format, theme: header.theme, lang: header.lang, text };
  if (input.copy) result.copied = copyToClipboard(text, ctx.env);
  return result;
}

/** The claims post: each government's claims beside it, conflicts marked (src/render/claims.ts). */
async function claimsPost(input: PostInput, format: PostFormat, ctx: Context): Promise<PostResult> {
  const [{ renderClaimsPost }, { claimsByGovernment }] = await Promise.all([import('../render/claims.js'), import('../game/claims.js')]);
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  const game = openGame(path);
  const header = game.log.header;
  const view = publicView(game.state);
  const text = renderClaimsPost({ view, claims: claimsByGovernment(view, game.log.events, header.lang, header.theme), theme: header.theme, lang: header.lang, format, overrides: overrideDirs(game.log, ctx.env) });
  const result: PostResult = { game: header.game, path, kind: 'claims', format, theme: header.theme, lang: header.lang, text };
  if (input.copy) result.copied = copyToClipboard(text, ctx.env);
  return result;
}

/** The deadline of the phase the game is in (set, or the house default), if it is still ahead. */
function currentDeadline(log: LogFile, now: Date): { deadline?: { iso: string; remaining: string } } {
  const d = phaseDeadline(log.header, log.events);
  if (!d || Date.parse(d.deadline) <= now.getTime()) return {};
  return { deadline: { iso: d.deadline, remaining: describeRemaining(d.deadline, now, log.header.lang) } };
}
