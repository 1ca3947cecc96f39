// Verdicts of audit and verify: one line saying clean or not, then the first problem or each mismatch.
import type { AuditResult } from '../../log/audit.js';
import type { VerifyResult } from '../../commands/verify.js';
import type { MigrateResult } from '../../commands/migrate.js';
import type { PublishResult } from '../../commands/publish.js';
import type { Style } from './style.js';
import { basename } from 'node:path';
import { commonLang, speechFor, speechOf } from '../../game/speech.js';
import type { Said } from '../../errors.js';
import type { Lang } from '../../log/records.js';
import type { WinReason, Winner } from '../../engine/index.js';

type RuleWords = typeof import('../../render/rule-errors.js');
let ruleWords: RuleWords | undefined;
/**
 * A failed audit of a log in another language is worded from templates/<lang>/rules.yaml and
 * errors.yaml: that reader (the yaml package, the template folders) loads only when such a verdict
 * is to be printed, so a clean audit stays light. Call before formatAudit/formatAuditLine.
 */
export async function loadFailureWording(results: AuditResult[]): Promise<void> {
  if (!ruleWords && results.some((r) => !r.ok && reworded(r))) ruleWords = await import('../../render/rule-errors.js');
}

/**
 * Whether a failed audit's rule is worded from the templates rather than as the engine said it (in
 * Secret Hitler's English words): a game in another language, or in another theme (an English
 * Secret Russian game's broken rule names a Cabinet and a Director, as its decisions' refusals do).
 */
function reworded(r: AuditResult): boolean {
  return (!!r.lang && r.lang !== 'en') || (!!r.theme && r.theme !== 'secret-hitler');
}

/** The rule error of a failed audit in the log's language and theme, when it is to be reworded. */
function refusalWords(r: AuditResult): string | undefined {
  const p = r.problem!;
  return p.refusal && reworded(r) ? words().ruleWording(p.refusal, r.lang ?? 'en', [], r.theme) : undefined;
}
function words(): RuleWords {
  if (!ruleWords) throw new Error('loadFailureWording was not awaited before a failed audit was printed');
  return ruleWords;
}

/**
 * The file's name when it names another game than the one its header holds (a log renamed, passed
 * off as another game's): the commitment covers the header's id, so the posts to compare with are
 * that game's. A published copy (`<id>.public.yaml`) and migrate's old file (`<id>.v1.yaml`) are named after their game.
 */
function renamedFrom(r: AuditResult): string | undefined {
  const file = basename(r.log);
  const id = file.replace(/\.ya?ml$/, '').replace(/\.(?:public|v\d+)$/, '');
  return r.game && id !== r.game ? file : undefined;
}

export function formatAudit(r: AuditResult, c: Style): string {
  const renamed = renamedFrom(r);
  if (r.ok) {
    const say = speechFor(r).audit;
    const lines = [`${c.green.bold(say.clean)}: ${r.log}: ${say.counts(r.events, r.retracted)}`, c.dim(say.checked(r.checks))];
    if (renamed) lines.push(c.yellow(say.otherGame(renamed, r.game!)));
    // A log without a commitment proves nothing about its randomness: said plainly (not dimmed) unless it says where it was imported from.
    if (!r.seeded) lines.push(r.commitment ? c.dim(say.seedLater) : r.source ? c.dim(say.noSeed(true)) : c.yellow(say.noSeed(false)));
    if (r.winner) lines.push(say.won(r.winner.winner as Winner, r.winner.reason as WinReason));
    // A log migrated after the game: the game-over post showed the old file's end, not this one.
    const old = r.endedBeforeMigration;
    if (r.ended) lines.push(old ? say.endedMigrated(r.ended.seq, r.ended.hash, old.fromVersion, old.seq, old.hash) : say.ended(r.ended.seq, r.ended.hash));
    if (r.last && r.last.seq !== r.ended?.seq) lines.push(say.last(r.last.seq, r.last.hash));
    // The seed was checked against the log's own commitment: only the opening post's proves it was fixed before the deal.
    if (r.commitment) lines.push(say.commitment(r.commitment));
    if (r.timesBack) lines.push(c.yellow(say.timesBack(r.timesBack)));
    if (r.unfinishedAppend) lines.push(c.yellow(say.unfinished(r.unfinishedAppend.from, r.unfinishedAppend.found)));
    return lines.join('\n');
  }
  const p = r.problem!;
  const say = speechFor(r).audit;
  const { text, checkText } = problemWords(r);
  return [
    `${c.red.bold(say.failed)}: ${r.log}${p.line ? `:${p.line}` : ''}${p.seq !== null ? `: ${say.event(p.seq)}` : ''}`,
    `  ${text}`,
    c.dim(`  ${checkText}`),
    ...(r.checks.length ? [c.dim(`  ${say.passedBefore(r.checks)}`)] : []),
    ...(r.unfinishedAppend ? [c.yellow(`  ${say.unfinished(r.unfinishedAppend.from, r.unfinishedAppend.found)}`)] : []),
    ...(renamed ? [c.yellow(`  ${say.otherGame(renamed, r.game!)}`)] : []),
  ].join('\n');
}

/** A failed audit's problem and its check and rule, in the log's language and theme, as the verdict says them. */
function problemWords(r: AuditResult): { text: string; checkText: string } {
  const p = r.problem!;
  const say = speechFor(r).audit;
  const worded = p.refusal && reworded(r) ? { refusal: refusalWords(r), rule: words().ruleReference(p.refusal.rule, r.lang ?? 'en') }
    : r.lang && r.lang !== 'en' && p.said ? { refusal: saidIn(p.said, r.lang), rule: p.rule } : { rule: p.rule };
  return { text: say.problem(p, worded.refusal), checkText: say.checkAndRule(p.kind, worded.rule) };
}

/**
 * A verdict for --json: a failed audit's problem keeps its codes, facts and English `message` and
 * `rule` (stable for a program), and gains `text` and `checkText`, the lines the terminal says, in
 * the log's language and theme (`printed`: the verdict as the terminal words it, see inBatchLanguage).
 */
export function withProblemText(r: AuditResult, printed: AuditResult = r): AuditResult {
  if (r.ok || !r.problem) return r;
  return { ...r, problem: { ...r.problem, ...problemWords(printed) } };
}

/** A log problem's code and facts worded in the language (templates/<lang>/errors.yaml), if written there. */
function saidIn(said: Said, lang: Lang): string | undefined {
  const { wordingsFor, entryFor, fill } = words();
  const wording = wordingsFor(lang, [], 'errors.yaml');
  const text = entryFor(wording, said.code, said.params.variant);
  return text === undefined ? undefined : fill(text, said.params, wording);
}

/** One log's verdict on one line, for an audit of many. */
export function formatAuditLine(r: AuditResult, c: Style): string {
  const say = speechFor(r).audit;
  const cut = r.unfinishedAppend ? ` — ${say.unfinished(r.unfinishedAppend.from, r.unfinishedAppend.found)}` : '';
  const back = r.timesBack ? ` — ${c.yellow(say.timesBackShort(r.timesBack.seq, r.timesBack.previousSeq))}` : '';
  if (r.ok) return `${c.green.bold(say.clean)}  ${r.log}: ${say.cleanLine(r.events, r.winner as { winner: Winner; reason: WinReason } | undefined)}${back}${cut}`;
  const p = r.problem!;
  const refusal = refusalWords(r) ?? (r.lang && r.lang !== 'en' && p.said ? saidIn(p.said, r.lang) : undefined);
  const problem = say.problem(p, refusal);
  // Most problems name their event themselves ("event 24 (vote-cast) was changed..."): then the
  // place says only the file and line, so that the event is not named twice on one line.
  const event = p.seq !== null && !names(problem, say.event(p.seq)) ? `: ${say.event(p.seq)}` : '';
  return `${c.red.bold(say.failed)} ${r.log}${p.line ? `:${p.line}` : ''}${event}: ${problem} (${say.kind(p.kind)})${cut}`;
}

/** Whether `text` holds `words` ("event 2") as such: not the start of "event 24". */
function names(text: string, words: string): boolean {
  for (let at = text.indexOf(words); at >= 0; at = text.indexOf(words, at + 1)) {
    if (!/\d/.test(text[at + words.length] ?? '')) return true;
  }
  return false;
}

/**
 * The verdicts of an audit of several logs as the terminal says them: a log whose language cannot
 * be read (no header at all) speaks the language the others share, as the batch's last line does;
 * when none names one, the folder's (`folderLang`, as help speaks there).
 */
export function inBatchLanguage(results: AuditResult[], folderLang?: Lang): AuditResult[] {
  const lang = results.some((r) => r.lang) ? commonLang(results.map((r) => r.lang)) : folderLang ?? 'en';
  return results.map((r) => (r.lang ? r : { ...r, lang }));
}

/** The last line of an audit of several logs, in the language they share (English when they differ). */
export function formatAuditBatch(results: AuditResult[], c: Style): string {
  const failed = results.filter((r) => !r.ok).length;
  const line = speechOf(commonLang(results.map((r) => r.lang))).audit.batch(failed, results.length);
  return failed ? c.red.bold(line) : c.green.bold(line);
}

/** After the last line: the YAML files of the folders' subfolders that were not audited (no game log). */
export function formatAuditSkipped(results: AuditResult[], skipped: string[], c: Style): string {
  return c.dim(speechOf(commonLang(results.map((r) => r.lang))).audit.skipped(skipped));
}

/**
 * verify's verdict with, for a log that does not read, audit's problem worded in the log's language
 * (`text`, `checkText`), as audit's verdict says it: for the terminal and for --json alike.
 */
export async function withVerifyProblemText(r: VerifyResult): Promise<VerifyResult> {
  if (!r.problem) return r;
  const audited: AuditResult = { log: r.log, ok: false, events: 0, retracted: 0, checks: [], seeded: false, commitment: r.commitment, problem: r.problem, lang: r.lang, theme: r.theme };
  await loadFailureWording([audited]);
  return { ...r, problem: { ...r.problem, ...problemWords(audited) } };
}

export function formatVerify(r: VerifyResult, c: Style): string {
  const say = speechFor(r).audit;
  if (r.verdict === 'no-seed') return `${c.yellow.bold(say.notVerifiable)}: ${r.note}`;
  if (r.verdict === 'unreadable') {
    const p = r.problem!;
    return [
      `${c.red.bold(say.notVerifiable)}: ${r.log}${p.line ? `:${p.line}` : ''}${p.seq !== null ? `: ${say.event(p.seq)}` : ''}`,
      `  ${p.text ?? p.message}`,
      c.dim(`  ${p.checkText ?? p.rule}`),
      c.dim(`  ${say.unreadable}`),
    ].join('\n');
  }
  const k = r.checked!;
  if (r.ok) return [`${c.green.bold(say.verified)}: ${r.game}: ${say.follow(k.deals, k.shuffles, k.firstPresident !== null, r.seedFrom === 'option')}`, say.commitment(r.commitment!)].join('\n');
  return [
    `${c.red.bold(say.mismatch)}: ${r.game}: ${say.mismatches(r.mismatches.length, k.deals, k.shuffles, k.firstPresident !== null)}`,
    ...r.mismatches.map((m) => `  ${m.seq !== null ? say.event(m.seq) : say.header}${m.line ? ` (${say.line(m.line)})` : ''}: ${m.text}`),
  ].join('\n');
}

export function formatMigrate(r: MigrateResult, c: Style): string {
  const say = speechFor(r).report;
  if (!r.migrated) return `${c.green.bold(say.upToDate)}: ${say.alreadyVersion(r.path, r.from)}`;
  return [
    `${c.green.bold(say.migrated)}: ${say.migratedFromTo(r.path, r.from, r.to, r.events)}`,
    `  ${say.privateNow(c.bold(r.backup!.replace(/[^/]+$/, 'private.jsonl')))}`,
    `  ${say.oldKept(r.backup!, r.previousHash!)}`,
    // Only a finished game has had a game-over post, and it showed the game-ended record, not the last one.
    ...(r.previousEnded ? [c.dim(`  ${say.oldHashNote(r.previousEnded.seq, r.previousEnded.hash)}`)] : []),
  ].join('\n');
}

export function formatPublish(r: PublishResult, c: Style): string {
  const say = speechFor(r).report;
  if (r.live) return [`${c.green.bold(say.published)} ${say.liveView(r.game, r.record, say.kb(r.bytes.record))}`, c.dim(say.liveLater)].join('\n');
  const before = r.endedBeforeMigration;
  return [
    `${c.green.bold(say.published)} ${say.publishedGame(r.game)}`,
    `  ${say.record(r.record, say.kb(r.bytes.record))}`,
    `  ${say.page(r.page!, say.kb(r.bytes.page!))}`,
    ...(before ? [`  ${say.endedMigrated(r.ended!.seq, r.ended!.hash, before.fromVersion, before.seq, before.hash)}`]
      // An imported game had no game-over post of chancery's: its end is said, not compared.
      : r.ended ? [`  ${r.commitment === null ? say.endedAt(r.ended.seq, r.ended.hash) : say.endedSame(r.ended.seq, r.ended.hash)}`] : []),
    c.dim(`  ${say.attach}`),
  ].join('\n');
}
