// `chancery board <game> [--png out.png | --svg out.svg]`: the board picture moderators upload.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { publicView } from '../engine/index.js';
import { openGame } from '../game/open.js';
import { resolveGamePath } from '../game/paths.js';
import { OperationError, UsageError } from '../errors.js';
import type { Context } from '../game/context.js';
import type { Lang } from '../log/records.js';
import { boardPng, boardSvg } from '../render/board-svg.js';
import { overrideDirs } from '../render/overrides.js';
import { gameGenders } from '../render/names.js';

export interface BoardInput { game: string; png?: string; svg?: string }

export interface BoardResult {
  game: string;
  /** The file written, if any; without --png/--svg the SVG text is returned. */
  file?: string;
  format: 'png' | 'svg';
  bytes: number;
  width: number;
  height: number;
  svg?: string;
  /** The game's language: the printer says what it wrote in it. */
  lang: Lang;
}

export async function board(input: BoardInput, ctx: Context): Promise<BoardResult> {
  if (input.png && input.svg) throw new UsageError('give --png or --svg, not both').saying('board-both');
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  const game = openGame(path);
  const { theme, lang } = game.log.header;
  // The moderator's own theme file (their templates folder, then $CHANCERY_HOME's) words and colours it, as it does the posts.
  const picture = boardSvg(publicView(game.state), theme, lang, overrideDirs(game.log, ctx.env), gameGenders(game.state, game.log));
  const base = { game: game.log.header.game, width: picture.width, height: picture.height, lang };
  const write = (file: string, data: string | Buffer) => {
    try {
      writeFileSync(file, data);
    } catch (e) {
      throw new OperationError('file', `cannot write ${file}: ${(e as Error).message}`).saying('file-write', { file, reason: (e as NodeJS.ErrnoException).code ?? (e as Error).message }).inLang(lang);
    }
  };
  if (input.png) {
    const file = resolve(ctx.cwd, input.png);
    // The size said is the PNG's own, in pixels (it is rendered larger than the SVG's).
    const { png, width, height } = await boardPng(picture.svg);
    write(file, png);
    return { ...base, width, height, file, format: 'png', bytes: png.length };
  }
  if (input.svg) {
    const file = resolve(ctx.cwd, input.svg);
    write(file, picture.svg);
    return { ...base, file, format: 'svg', bytes: Buffer.byteLength(picture.svg) };
  }
  return { ...base, format: 'svg', bytes: Buffer.byteLength(picture.svg), svg: picture.svg };
}
