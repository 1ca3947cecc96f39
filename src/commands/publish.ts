// `chancery publish <game> [--out dir] [--live]`: the public record of a finished game
// (`<id>.public.yaml`: the hashed log itself, which holds no contact data since format 2) and its
// replay page (`<id>.html`). Before the end it refuses, or with --live writes only the public view.
import { mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { removeDeadTemporaries, temporaryBeside } from '../input/files.js';
import { dump } from 'js-yaml';
import { publicView } from '../engine/index.js';
import { openGame } from '../game/open.js';
import { resolveGamePath } from '../game/paths.js';
import { auditText } from '../log/audit.js';
import { PRIVATE_FIELDS, PRIVATE_PLAYER_FIELDS } from '../log/hash.js';
import { parseLog, checkLogFile } from '../log/file.js';
import { replayPage } from '../publish/page.js';
import { overrideDirs } from '../render/overrides.js';
import { fill, pageWords } from '../publish/words.js';
import { OperationError, StateRefusal, UsageError } from '../errors.js';
import { diskProblemOf, diskWords } from '../input/disk.js';
import type { Context } from '../game/context.js';
import { publishedLogName, type Lang, type ThemeName } from '../log/records.js';

export interface PublishInput { game: string; out?: string; live?: boolean }

export interface PublishResult {
  game: string;
  live: boolean;
  record: string;
  page?: string;
  bytes: { record: number; page?: number };
  /** The game-ended record the game-over post published (absent for --live). */
  ended?: { seq: number; hash: string };
  /** For a log migrated after its game-over post: the end that post published, in the old format. */
  endedBeforeMigration?: { seq: number; hash: string; fromVersion: number };
  commitment: string | null;
  /** The game's language and theme: the report is printed in them. */
  lang: Lang;
  theme: ThemeName;
}

export async function publish(input: PublishInput, ctx: Context): Promise<PublishResult> {
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  checkLogFile(path);
  const game = openGame(path);
  const { header } = game.log;
  const outDir = resolve(ctx.cwd, input.out ?? '.');
  const file = fileOnTheWay(outDir);
  if (file) throw new UsageError(`--out: ${file} is a file, not a folder: name a folder for the public record and the replay page`).saying('publish-out-file', { path: file }).inLang(header.lang);
  const recordPath = join(outDir, publishedLogName(header.game));
  const over = game.state.phase.name === 'over';

  if (input.live) {
    // Mid-game the hashed log would reveal hands and roles: only what the thread sees.
    const view = publicView(game.state);
    // The comment is for the readers of the game's thread: in the game's language, as the page speaks it.
    const comment = `# ${fill(pageWords(header.lang).liveComment, { game: header.game, seq: game.log.events.length })}`;
    const text = `${comment}\n${dump({ chancery: 'public-view', game: header.game, lang: header.lang, seq: game.log.events.length, view }, { lineWidth: -1, noRefs: true })}`;
    write(outDir, [[recordPath, text]], header.lang);
    return { game: header.game, live: true, record: recordPath, bytes: { record: Buffer.byteLength(text) }, commitment: header.commitment, lang: header.lang, theme: header.theme };
  }
  if (!over) throw new StateRefusal(`${header.game} is not over yet: its log holds the seed, the deal and every hand. Publish it after the game-over post, or pass --live for the public view alone`)
    .saying('publish-not-over', { game: header.game }).inLang(header.lang);
  if (header.chancery < 2) throw new StateRefusal(`${header.game} is a format-${header.chancery} log: its hash chain covers the players' addresses. Run \`chancery migrate ${input.game}\` first (docs/log-format.md §0)`)
    .saying('publish-old-format', { game: header.game, version: header.chancery, command: `chancery migrate ${input.game}` }).inLang(header.lang);

  const text = readFileSync(path, 'utf8');
  const found = privateFieldIn(text, path);
  if (found) throw new StateRefusal(`${path}: ${found.problem}: it cannot be published as it is`).saying('publish-private', { path, ...found.facts }).inLang(header.lang);
  const audit = auditText(text, recordPath);
  if (!audit.ok) throw new StateRefusal(`${path} does not audit clean, so it is not published: ${audit.problem!.message}`)
    .saying('publish-audit', { path, seq: audit.problem!.seq ?? '', line: audit.problem!.line ?? '', problem: audit.problem!.message }).inLang(header.lang);
  // Another game of the same id published there before (every demo is demo-1): not replaced unasked.
  const other = otherGameAt(recordPath, header.hash);
  if (other) throw new StateRefusal(`--out: ${recordPath} holds another game called ${header.game} (its header hash ${other.slice(0, 12)}…, this one ${header.hash.slice(0, 12)}…): publish into another folder`)
    .saying('publish-other-game', { path: recordPath, game: header.game }).inLang(header.lang);
  const fileName = publishedLogName(header.game);
  const page = replayPage(text, recordPath, fileName, overrideDirs(game.log, ctx.env));
  const pagePath = join(outDir, `${header.game}.html`);
  write(outDir, [[recordPath, text], [pagePath, page.html]], header.lang);
  return {
    game: header.game, live: false, record: recordPath, page: pagePath,
    bytes: { record: Buffer.byteLength(text), page: Buffer.byteLength(page.html) },
    ...(audit.ended ? { ended: audit.ended } : {}), commitment: header.commitment, lang: header.lang, theme: header.theme,
    ...(header.migrated?.ended ? { endedBeforeMigration: { ...header.migrated.ended, fromVersion: header.migrated.fromVersion } } : {}),
  };
}

/** A private field written into the log itself (by hand, or by an older chancery), or null. */
/** The first private field the log's text still carries, in English and as facts for its wording. */
function privateFieldIn(text: string, path: string): { problem: string; facts: Record<string, string | number> } | null {
  const log = parseLog(text, path, { private: false });
  const player = log.header.players.findIndex((p) => PRIVATE_PLAYER_FIELDS.some((k) => (p as unknown as Record<string, unknown>)[k] !== undefined));
  if (player >= 0) return { problem: `the header carries seat ${player + 1}'s contact`, facts: { variant: 'header', seat: player + 1 } };
  for (let i = 0; i < log.events.length; i++) {
    const r = log.events[i];
    const hidden = PRIVATE_FIELDS[r.type] ?? [];
    const found = hidden.find((k) => (r as unknown as Record<string, unknown>)[k] !== undefined);
    if (found) return { problem: `event ${r.seq} (${r.type}) carries \`${found}\` in the log`, facts: { variant: 'event', seq: r.seq, type: r.type, field: found } };
  }
  return null;
}

/**
 * The header hash of the hashed log already at `path` when it is another game's (another header),
 * else null: nothing there, this game's record, or its live view (`publish --live`, replaced at the end).
 */
function otherGameAt(path: string, hash: string): string | null {
  let existing: string;
  try {
    existing = readFileSync(path, 'utf8');
  } catch {
    return null; // nothing there yet
  }
  // The header's own hash line, at the top level of the log (the events' hashes are indented).
  const found = /^hash: "?([0-9a-f]{64})"?$/m.exec(existing)?.[1];
  return found && found !== hash ? found : null;
}

/** The first path from `dir` up that exists and is not a folder (the folder could not be made), or null. */
function fileOnTheWay(dir: string): string | null {
  for (let at = dir; ; at = dirname(at)) {
    try {
      return statSync(at).isDirectory() ? null : at;
    } catch {
      if (at === dirname(at)) return null;
    }
  }
}

/**
 * Writes the published files together or not at all: each to a temporary file beside it, renamed
 * in only once every one is whole. A disk that refuses (full, read-only) leaves no record without
 * its page and no half-written file, and is said as the disk's problem in the game's language.
 */
function write(dir: string, files: [path: string, text: string][], lang: Lang): void {
  const temporary = files.map(([path]) => temporaryBeside(path));
  try {
    mkdirSync(dir, { recursive: true });
    // An earlier publish killed before its renames left its temporary files here.
    removeDeadTemporaries(dir);
    files.forEach(([, text], i) => writeFileSync(temporary[i], text, { mode: 0o644 }));
    files.forEach(([path], i) => renameSync(temporary[i], path));
  } catch (e) {
    for (const tmp of temporary) {
      try { unlinkSync(tmp); } catch { /* never made, or renamed in */ }
    }
    const disk = diskProblemOf(e);
    if (!disk) throw e;
    const advice = disk.kind === 'no-space' ? ': free some space and run publish again' : '';
    throw new OperationError('publish', `cannot write the published files in ${dir}: ${diskWords(disk.kind, 'en')} (${disk.code}); nothing was published${advice}`)
      .saying('publish-write-failed', { path: dir, code: disk.code, variant: disk.kind }).inLang(lang);
  }
}
