// Printers for the mail commands: what was sent, what each reply was read as, what failed.
import type { Style } from './style.js';
import { speechFor, speechOf, type Worded } from '../../game/speech.js';
import type { SendResult } from '../../commands/send.js';
import type { SyncResult } from '../../commands/sync.js';
import type { ReplyResult } from '../../commands/reply.js';
import type { MailCheckResult } from '../../commands/mail-check.js';
import type { ConfirmResult } from '../../game/confirm.js';
import type { SyncReport } from '../../game/sync.js';
import type { DeliveryReport } from '../../mail/deliver.js';
import type { ThreadPost } from '../../game/thread.js';
import { commandLine } from '../../interactive/actions.js';
import { formatOutcome } from './outcome.js';
import { formatDecision } from './decision.js';
import { problemWords, type MailProblem } from '../../mail/problems.js';
import type { Lang, ThemeName } from '../../log/records.js';

/** sync --watch: a poll failed and is tried again, said in the game's language. */
export function pollFailedLine(problem: MailProblem, lang: Lang, theme: ThemeName, seconds: number): string {
  return speechOf(lang, theme).mail.pollFailed(problemWords(problem, lang), seconds);
}

/** What the send after a write did, in the game's language (a Russian game's terminal has no English line). */
export function formatDelivery(d: DeliveryReport | null, c: Style, game: Worded = {}): string[] {
  if (!d) return [];
  // The theme names what was not sent (a Secret Russian hand is the Premier's).
  const say = speechFor(game).mail;
  const lines = d.sent ? [c.green(say.sent(d.sent, d.transport))] : [];
  for (const f of d.failed) lines.push(c.red(say.notSent(f.kind, f.to, f.address, problemWords(f.problem, game.lang ?? 'en'))));
  for (const d2 of d.dropped ?? []) lines.push(c.yellow(say.dropped(d2.kind, d2.to, d2.reason, d2.holder, d2.seat)));
  return lines;
}

export function formatSend(r: SendResult, c: Style): string {
  const lines = formatDelivery(r, c, r);
  if (!lines.length) lines.push(speechOf(r.lang).mail.nothingToSend);
  return lines.join('\n');
}

const OUTCOME_STYLE: Record<string, (c: Style, s: string) => string> = {
  applied: (c, s) => c.green(s),
  'already-recorded': (c, s) => c.green(s),
  held: (c, s) => c.yellow(s),
  forged: (c, s) => c.red(s),
  bounced: (c, s) => c.red(s),
};

/** `game` is the game's id, for the command lines the report suggests. */
export function formatPass(p: SyncReport, c: Style, game: string, words: Worded = {}): string {
  const say = speechFor(words).mail;
  const lines: string[] = [];
  for (const item of p.items) {
    const outcome = (OUTCOME_STYLE[item.outcome] ?? ((x: Style, s: string) => x.dim(s)))(c, say.outcome(item.outcome));
    // The detail is a sentence of the reply mail (it may hold brackets of its own): on the line it is a clause after a dash.
    const shownDetail = item.notMail ? c.dim(say.notMail(item.notMail)) : item.detail ? c.dim(item.detail.trim().replace(/\.$/, '')) : undefined;
    const readAs = item.readAs && item.secret ? `${item.readAs} ${c.red(say.secretReading)}` : item.readAs;
    // A secret the detail names (the President's discard recorded for a closed question) is marked as a reading of one is.
    const detail = item.secret && !item.readAs && shownDetail ? `${shownDetail} ${c.red(say.secretReading)}` : shownDetail;
    // An inbox entry that is no mail has no sender: the line names the entry.
    lines.push(say.itemLine(outcome, item.notMail ? item.messageId : item.player ?? item.from ?? '', readAs, detail));
    // A player's own words, on one line: a question to the moderator is seen; private mail, never pasted.
    if (item.wrote) lines.push(`  ${say.wrote(item.player ?? item.from, item.wrote.replace(/\s+/g, ' '))} ${c.red(say.secretReading)}`);
    if (item.outcome === 'held') lines.push(`  ${say.toApply} ${commandLine(['mail', 'confirm', game, item.messageId])}`);
  }
  for (const l of p.left ?? []) lines.push(c.dim(say.leftFor(l.game, l.from)));
  if (p.duplicates) lines.push(c.dim(say.alreadyRead(p.duplicates)));
  // What the batch did to the game, as the command that makes the same decision prints it.
  if (p.decision) lines.push('', formatOutcome(p.decision, c));
  return lines.join('\n');
}

/** The PRIVATE notes to forward, each set apart: every route that decides prints them so. */
export function formatPrivate(notes: readonly { to: string; seat: number; text: string }[] | undefined, c: Style, game: Worded): string[] {
  const say = speechFor(game);
  return (notes ?? []).flatMap((note) => ['', c.red.bold(say.privateFor(note.to, note.seat)), `  ${note.text}`]);
}

/**
 * After a pass's lines and its post, as after a decision command's: what was sent, then the
 * PRIVATE notes to forward.
 */
export function formatPassEnd(passes: readonly SyncReport[], c: Style, words: Worded = {}): string[] {
  const delivery = passes.flatMap((p) => formatDelivery(p.delivery, c, words));
  // Each decision's notes are worded in its game's words (its theme file, its players' genders).
  const notes = passes.flatMap((p) => (p.decision ? formatPrivate(p.decision.private, c, p.decision) : []));
  return [...(delivery.length ? ['', ...delivery] : []), ...notes];
}

/**
 * A sync's report, and each pass of `sync --watch` (`watching`: a pass that brought no mail is no
 * news there, said by nothing rather than by "no new mail" at every poll).
 */
export function formatSync(r: SyncResult, c: Style, opts: { watching?: boolean } = {}): string {
  const lines = r.passes.map((p) => formatPass(p, c, r.game, r)).filter(Boolean);
  if (!opts.watching && !r.passes.some((p) => p.fetched)) lines.push(speechOf(r.lang).mail.noNewMail);
  const failed = r.passes.find((p) => p.postError);
  lines.push(...formatThreadPost(r.post, failed?.postError, c, r, Boolean(failed?.decision)));
  lines.push(...formatPassEnd(r.passes, c, r));
  // What a pass's first part leaves out (no reply, only what was sent) leaves no blank line before the rest.
  return lines.join('\n').replace(/^\n+/, '');
}

/**
 * The post to paste, set apart; or why it could not be rendered (what was written stands) and the
 * command that prints it once the template is fixed: every route's report says it so. `decided`:
 * the write was a decision (a command's, a reply's, the house rule's), which the line names.
 */
export function formatThreadPost(post: (Omit<ThreadPost, 'kind'> & { kind: string }) | null, postError: string | undefined, c: Style, game: Worded & { game?: string } = {}, decided = false): string[] {
  const say = speechFor(game);
  if (post) return ['', c.bold(say.postHeader(post.kind, post.format)), '', post.text.trimEnd()];
  if (postError) return ['', c.yellow(decided ? say.mail.decisionPostError(postError) : say.mail.postError(postError)), ...(game.game ? [c.dim(say.mail.postRetry(commandLine(['post', game.game])))] : [])];
  return [];
}

export function formatReply(r: ReplyResult, c: Style, named = r.game): string {
  return `${speechFor(r).mail.replyWaiting(r.player, r.subject)} ${commandLine(['sync', named])}`;
}

export function formatMailCheck(r: MailCheckResult, c: Style): string {
  const say = speechOf(r.lang).mail.check;
  const lines = r.steps.map((s) => `${s.ok ? c.green(say.ok) : c.red(say.fail)} ${say.label(s.server, s.step)}: ${s.detail}`);
  lines.push(r.ok ? c.green(say.works) : c.red(say.broken));
  return lines.join('\n');
}

/** A confirmed reply, reported as a sync pass that applied it is: its line, what it did, the post, what was sent, the PRIVATE notes. */
export function formatConfirm(r: ConfirmResult, c: Style, named = r.game): string {
  const say = speechFor(r).mail;
  const delivery = r.appended.length ? [] : formatDelivery(r.delivery, c, r);
  const readAs = r.secret ? `${r.readAs} ${c.red(say.secretReading)}` : r.readAs;
  return [`${say.itemLine(c.green(say.outcome(r.outcome)), r.player, readAs, r.detail ? c.dim(r.detail) : undefined)} ${c.dim(say.confirmed)}`,
    // The decision as its command reports it; an answer already recorded decided nothing: only its receipt went.
    ...(r.appended.length ? ['', formatDecision(r, c, named)] : delivery.length ? ['', ...delivery] : [])].join('\n');
}
