// Verdicts of audit and verify: one line saying clean or not, then the first problem or each mismatch.
import type { AuditResult } from '../../log/audit.js';
import type { VerifyResult } from '../../commands/verify.js';
import type { MigrateResult } from '../../commands/migrate.js';
import type { PublishResult } from '../../commands/publish.js';
import type { Style } from './style.js';
import { speechOf } from '../../game/speech.js';
import { ruleReference, ruleWording } from '../../render/rule-errors.js';
import type { WinReason, Winner } from '../../engine/index.js';

export function formatAudit(r: AuditResult, c: Style): string {
  if (r.ok) {
    const say = speechOf(r.lang, r.theme).audit;
    const lines = [`${c.green.bold(say.clean)}: ${r.log}: ${say.counts(r.events, r.retracted)}`, c.dim(say.checked(r.checks))];
    if (!r.seeded) lines.push(c.dim(r.commitment ? say.seedLater : say.noSeed));
    if (r.winner) lines.push(say.won(r.winner.winner as Winner, r.winner.reason as WinReason));
    if (r.ended) lines.push(say.ended(r.ended.seq, r.ended.hash));
    return lines.join('\n');
  }
  const p = r.problem!;
  const say = speechOf(r.lang, r.theme).audit;
  const worded = r.lang && r.lang !== 'en' && p.refusal ? { refusal: ruleWording(p.refusal, r.lang), rule: ruleReference(p.refusal.rule, r.lang) } : { rule: p.rule };
  return [
    `${c.red.bold(say.failed)}: ${r.log}${p.line ? `:${p.line}` : ''}${p.seq !== null ? `: ${say.event(p.seq)}` : ''}`,
    `  ${say.problem(p, worded.refusal)}`,
    c.dim(`  ${say.checkAndRule(p.kind, worded.rule)}`),
    ...(r.checks.length ? [c.dim(`  ${say.passedBefore(r.checks)}`)] : []),
  ].join('\n');
}

/** One log's verdict on one line, for an audit of many. */
export function formatAuditLine(r: AuditResult, c: Style): string {
  const say = speechOf(r.lang, r.theme).audit;
  if (r.ok) return `${c.green.bold(say.clean)}  ${r.log}: ${say.cleanLine(r.events, r.winner as { winner: Winner; reason: WinReason } | undefined)}`;
  const p = r.problem!;
  const refusal = r.lang && r.lang !== 'en' && p.refusal ? ruleWording(p.refusal, r.lang) : undefined;
  return `${c.red.bold(say.failed)} ${r.log}${p.line ? `:${p.line}` : ''}${p.seq !== null ? `: ${say.event(p.seq)}` : ''}: ${say.problem(p, refusal)} (${say.kind(p.kind)})`;
}

export function formatVerify(r: VerifyResult, c: Style): string {
  const say = speechOf(r.lang, r.theme).audit;
  if (r.verdict === 'no-seed') return `${c.yellow.bold(say.notVerifiable)}: ${r.note}`;
  const k = r.checked!;
  if (r.ok) return `${c.green.bold(say.verified)}: ${r.game}: ${say.follow(k.deals, k.shuffles, k.firstPresident !== null, r.seedFrom === 'option')}`;
  return [
    `${c.red.bold(say.mismatch)}: ${r.game}: ${say.mismatches(r.mismatches.length, k.deals, k.shuffles, k.firstPresident !== null)}`,
    ...r.mismatches.map((m) => `  ${m.seq !== null ? say.event(m.seq) : say.header}${m.line ? ` (${say.line(m.line)})` : ''}: ${say.mismatchText(m)}`),
  ].join('\n');
}

export function formatMigrate(r: MigrateResult, c: Style): string {
  if (!r.migrated) return `${c.green.bold('up to date')}: ${r.path} is already format version ${r.from}: nothing to do`;
  return [
    `${c.green.bold('migrated')}: ${r.path}: format version ${r.from} → ${r.to}, ${r.events} events (every hash recomputed; it audits as before)`,
    `  contacts and mail details are now in ${c.bold(r.backup!.replace(/[^/]+$/, 'private.jsonl'))}, outside the hash chain`,
    `  the old file is kept as ${r.backup}; its last hash was ${r.previousHash}`,
    c.dim('  a game-over post published before today shows that old hash: publish the old file\'s audit with it, or say the log was migrated'),
  ].join('\n');
}

export function formatPublish(r: PublishResult, c: Style): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  if (r.live) return [`${c.green.bold('published')} the public view of ${r.game} (no seed, no hidden card, no role): ${r.record} (${kb(r.bytes.record)})`,
    c.dim('the hashed record and the replay page come after the game-over post: chancery publish without --live')].join('\n');
  return [
    `${c.green.bold('published')} ${r.game}:`,
    `  ${r.record} (${kb(r.bytes.record)}): the hashed log, without contact data; anyone can run chancery audit and chancery verify on it`,
    `  ${r.page} (${kb(r.bytes.page!)}): the replay page; it verifies the record in the browser when opened`,
    ...(r.endedBeforeMigration
      ? [`  the game ended at event ${r.ended!.seq}, hash ${r.ended!.hash}; the log was migrated from format ${r.endedBeforeMigration.fromVersion} after the game-over post, which showed event ${r.endedBeforeMigration.seq}, hash ${r.endedBeforeMigration.hash}: say so in the thread (the old file, kept beside the private file, audits to that hash)`]
      : r.ended ? [`  the game ended at event ${r.ended.seq}, hash ${r.ended.hash}: the same as in the game-over post`] : []),
    c.dim('  attach both to the thread, or link to them, after the game-over post'),
  ].join('\n');
}
