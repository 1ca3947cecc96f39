// `chancery import secrethitler-io <file.jsonl> <dir>`: real games from other sites as game logs.
// Everything is checked before anything is written: a refused record (without --skip-bad) or an
// existing log leaves the folder as it was.
import { existsSync, statSync } from 'node:fs';
import { FileRefused, readRegularText, SIZE_LIMITS } from '../input/files.js';
import { shown } from '../input/text.js';
import { join, resolve } from 'node:path';
import { createLogFile } from '../log/file.js';
import { importLines, type ImportProblem } from '../import/secrethitler-io.js';
import { OperationError, UsageError } from '../errors.js';
import type { Context } from '../game/context.js';
import { isoTime } from '../log/times.js';
import { THEMES, type Lang, type ThemeName } from '../settings.js';
import { askedLang, headersLang, headersTheme } from './folder-lang.js';
import { loadVocabulary, lookup } from '../render/vocab.js';
import { gamesDir } from '../game/paths.js';
import { errorWording } from '../render/error-wording.js';
import { entryFor, fill, wordingsFor } from '../render/rule-errors.js';
import { speechOf } from '../game/speech.js';

export const IMPORT_SOURCES = ['secrethitler-io'] as const;

export interface ImportInput {
  source: string; file: string; dir: string; skipBad?: boolean;
  /** The language of the report and of the games written: `en` or `ru` (default: the one most games of the folder use, as help speaks). */
  lang?: string;
  /**
   * The theme the games are written in (their words; the rules stay the site's): default Secret
   * Hitler's, and refused without it into a folder whose games all share another theme.
   */
  theme?: string;
}

export interface ImportResult {
  source: string;
  file: string;
  dir: string;
  written: number;
  skipped: ImportProblem[];
  /** The language the report speaks. */
  lang: Lang;
}

/**
 * Where in the file a problem is (its line, game and government), then the problem: in English as
 * the reader or the rules engine said it; in another language from its code and facts
 * (templates/<lang>/errors.yaml `import-problem`, a seat's name as `name` says it, the rule broken
 * from rules.yaml), as any error of a game is worded.
 */
export function describeProblem(p: ImportProblem, lang: Lang = 'en'): string {
  const say = speechOf(lang).folder;
  const where = [`${say.line} ${p.line}`, p.gameId ? `${say.game} ${p.gameId}` : null,
    // Counted from 1, as a person reads them (`government` is the index into the record's
    // `governments`, 0-based as the field path `governments.0` and --json give it).
    p.government !== null ? `${say.government} ${p.government + 1}` : null].filter(Boolean).join(', ');
  return `${where}: ${lang === 'en' ? p.message : problemWording(p, lang)}`;
}

/** The problem as the report says it: in `lang` (--json's `message` too), its code and facts kept. */
function inLang(p: ImportProblem, lang: Lang): ImportProblem {
  return lang === 'en' ? p : { ...p, message: problemWording(p, lang) };
}

/** The problem's sentence in `lang` (its English message where the language has none written). */
function problemWording(p: ImportProblem, lang: Lang): string {
  const words = wordingsFor(lang, [], 'errors.yaml');
  // A seat's name: `name` says it after the seat ("место 3"), as `new` says it after the flag.
  const seat = p.said.code === 'name' ? entryFor(words, 'import-problem', 'seat') : undefined;
  const params = seat !== undefined ? { ...p.said.params, where: fill(seat, p.said.params, words) } : p.said.params;
  return errorWording(new OperationError('import', p.message).saying(p.said.code, params, p.said.rule).inLang(lang)).message;
}

export async function importGames(input: ImportInput, ctx: Context): Promise<ImportResult> {
  if (!(IMPORT_SOURCES as readonly string[]).includes(input.source))
    throw new UsageError(`unknown import source "${shown(input.source)}": choose one of ${IMPORT_SOURCES.join(', ')}`).saying('import-source', { value: shown(input.source), allowed: IMPORT_SOURCES.join(', ') });
  const file = resolve(ctx.cwd, input.file);
  const dir = resolve(ctx.cwd, input.dir);
  // As help speaks for this command line (src/cli/main.ts): --lang, else the games of the folder
  // named (read before this import adds its own), else (none there) of games/. The games are
  // written in it too: a folder of Russian games stays one (its list and stats speak Russian).
  const lang = askedLang(input.lang) ?? headersLang(dir, gamesDir(ctx.env, ctx.cwd)) ?? 'en';
  if (input.theme !== undefined && !(THEMES as readonly string[]).includes(input.theme))
    throw new UsageError(`unknown theme "${shown(input.theme)}": choose one of ${THEMES.join(', ')}`).saying('new-theme', { value: shown(input.theme), allowed: THEMES.join(', ') }).inLang(lang);
  const theme = (input.theme as ThemeName | undefined) ?? 'secret-hitler';
  // secrethitler.io's games are Secret Hitler's: written among games that all speak another theme,
  // they would make the folder's league speak two themes' words without a word said. A moderator
  // names the theme they want (as `new` never takes its theme from the folder).
  const folderTheme = input.theme === undefined && existsSync(dir) && statSync(dir).isDirectory() ? headersTheme(dir) : undefined;
  if (folderTheme && folderTheme !== theme) {
    const title = (t: ThemeName) => lookup(loadVocabulary(t, lang), 'title');
    throw new UsageError(`${shown(input.dir)} holds ${title(folderTheme)} games, and these records would be written as ${title(theme)} games: add --theme ${folderTheme} to write them in its words (the rules stay the site's), or --theme ${theme} to keep them ${title(theme)}; nothing was written`)
      .saying('import-theme', { dir: shown(input.dir), folderTheme: title(folderTheme), theme: title(theme), folderOption: `--theme ${folderTheme}`, option: `--theme ${theme}` }).inLang(lang);
  }
  // The logs go into a folder: a file of that name made every log "already exist" there.
  if (existsSync(dir) && !statSync(dir).isDirectory()) throw new UsageError(`${shown(input.dir)} is a file, not a folder: name a folder for the game logs`).saying('import-dir-file', { dir: shown(input.dir) });
  let text: string;
  try {
    text = readRegularText(file, SIZE_LIMITS.import);
  } catch (e) {
    const missing = e instanceof FileRefused && e.problem.kind === 'missing';
    throw new UsageError(`cannot read ${shown(input.file)}: ${(e as Error).message}`).saying('import-unreadable', { file: shown(input.file), variant: missing ? 'missing' : 'other' });
  }
  const created = isoTime(ctx.now());
  const { games, problems } = importLines(text, created, lang, theme);
  if (problems.length && !input.skipBad) {
    throw new OperationError('import',
      `${problems.length} record${problems.length > 1 ? 's' : ''} of ${input.file} ${problems.length > 1 ? 'break' : 'breaks'} the rules (nothing was written; --skip-bad imports the others):\n`
      + problems.map((p) => `  ${describeProblem(p)}`).join('\n'))
      .saying('import-refused', { count: problems.length, file: shown(input.file), problems: problems.map((p) => `  ${describeProblem(p, lang)}`).join('\n') }).inLang(lang);
  }
  const ids = games.map((g) => g.header.game);
  const twice = ids.find((id, k) => ids.indexOf(id) !== k);
  if (twice) throw new OperationError('import', `game ${twice} appears twice in ${input.file}: nothing was written`).saying('import-twice', { game: twice, file: shown(input.file) }).inLang(lang);
  const existing = ids.filter((id) => existsSync(join(dir, `${id}.yaml`)));
  if (existing.length)
    throw new OperationError('import', `${existing.length} log${existing.length > 1 ? 's' : ''} already exist in ${input.dir} (${existing.slice(0, 3).join(', ')}${existing.length > 3 ? ', …' : ''}): nothing was written`)
      .saying('import-exists', { count: existing.length, dir: shown(input.dir), games: `${existing.slice(0, 3).join(', ')}${existing.length > 3 ? ', …' : ''}` }).inLang(lang);
  for (const game of games) createLogFile(join(dir, `${game.header.game}.yaml`), game.header, game.events, created);
  return { source: input.source, file: input.file, dir: input.dir, written: games.length, skipped: problems.map((p) => inLang(p, lang)), lang };
}
