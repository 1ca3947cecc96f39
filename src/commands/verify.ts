// `chancery verify <log> [--seed hex]`: recomputes the commitment, the deal, a random first
// President and every shuffle from the seed. The seed is in the log once the game is over; an
// auditor holding a log without it passes the seed revealed in the game-over post.
import { parseSeed } from '../engine/index.js';
import { resolveGamePath } from '../game/paths.js';
import { LogError, readLog, type LogFile } from '../log/file.js';
import { auditFile, type AuditProblem } from '../log/audit.js';
import { checkSeed, type SeedMismatch } from '../log/verify.js';
import { UsageError } from '../errors.js';
import type { Lang, ThemeName } from '../log/records.js';
import { speechOf } from '../game/speech.js';
import type { Context } from '../game/context.js';

export interface VerifyInput { log: string; seed?: string }

export interface VerifyResult {
  log: string;
  /** The header's game id (absent when the log does not read). */
  game: string;
  /** ok: everything matches; mismatch: something does not; no-seed: nothing could be checked; unreadable: the log does not read (`problem`). */
  verdict: 'ok' | 'mismatch' | 'no-seed' | 'unreadable';
  ok: boolean;
  seedFrom?: 'log' | 'option';
  source?: string;
  commitment: string | null;
  checked?: { commitment: boolean; deals: number; shuffles: number; firstPresident: boolean | null };
  /** Each with `text`: the line in the log's language and theme (the codes and values stay beside it). */
  mismatches: (SeedMismatch & { text: string })[];
  note?: string;
  /** A log that does not read: what audit finds there (the same place and words as audit's verdict). */
  problem?: AuditProblem;
  lang: Lang;
  theme: ThemeName;
}

export async function verify(input: VerifyInput, ctx: Context): Promise<VerifyResult> {
  const path = resolveGamePath(input.log, ctx.env, ctx.cwd);
  // The chain is audit's business; verify answers one question: does the randomness follow from the seed.
  let log: LogFile;
  try {
    log = readLog(path, { checkHashes: false, private: false });
  } catch (e) {
    // A log that does not read (a record deleted or moved, the file cut short): audit's finding,
    // which names the edit, where the parser only says what it expected.
    if (!(e instanceof LogError) || e.code === 'io' || e.code === 'version') throw e;
    const audited = auditFile(path);
    if (audited.ok || !audited.problem) throw e;
    return {
      log: path, game: audited.game ?? '', verdict: 'unreadable', ok: false, commitment: audited.commitment, mismatches: [], problem: audited.problem,
      lang: audited.lang ?? e.lang ?? 'en', theme: audited.theme ?? 'secret-hitler',
    };
  }
  // Checked once the log is read: a malformed seed is then refused in the game's language.
  if (input.seed !== undefined) {
    try { parseSeed(input.seed); } catch (e) { throw new UsageError(`--seed: ${(e as Error).message}`).saying('verify-seed').inLang(log.header.lang); }
  }
  const base = { log: path, game: log.header.game, commitment: log.header.commitment, ...(log.header.source ? { source: log.header.source } : {}), lang: log.header.lang, theme: log.header.theme };
  const say = speechOf(log.header.lang, log.header.theme).audit;
  const seed = input.seed?.toLowerCase() ?? log.header.seed;
  if (!seed) {
    const note = log.header.commitment === null
      ? (log.header.lang === 'en' && log.header.source
        ? `${log.header.game} has no seed and no commitment (it was imported from ${log.header.source}): its deal and shuffles were recorded, not generated, so there is nothing to verify`
        : say.noSeedNote(log.header.game, Boolean(log.header.source)))
      : say.seedSecretNote(log.header.game);
    return { ...base, verdict: 'no-seed', ok: false, mismatches: [], note };
  }
  const mismatches: SeedMismatch[] = [];
  if (input.seed && log.header.seed && log.header.seed !== input.seed.toLowerCase())
    mismatches.push({ seq: null, line: log.headerLine, variant: 'seed-option', what: 'the seed given with --seed is not the seed the log carries' });
  const check = checkSeed(log, seed);
  mismatches.push(...check.mismatches);
  // The randomness is checked against the log as written; that log must be the one the moderator
  // wrote: a broken hash chain is a mismatch too (audit says more).
  try {
    readLog(path, { checkHashes: true, private: false });
  } catch (e) {
    if (!(e instanceof LogError) || e.code !== 'hash') throw e;
    mismatches.push({ seq: e.seq, line: e.line, variant: 'chain', what: `${e.problem} (the hash chain: run chancery audit)` });
  }
  const { mismatches: _m, ...checked } = check;
  return {
    ...base,
    verdict: mismatches.length ? 'mismatch' : 'ok',
    ok: mismatches.length === 0,
    seedFrom: input.seed ? 'option' : 'log',
    checked,
    mismatches: mismatches.map((m) => ({ ...m, text: say.mismatchText(m) })),
  };
}
