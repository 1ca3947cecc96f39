// Printers for the house-rule commands: deadline, remind, replace, dossier.
import type { Style } from './style.js';
import type { DeadlineResult } from '../../commands/deadline.js';
import type { RemindResult } from '../../commands/remind.js';
import type { ReplaceResult } from '../../commands/replace.js';
import type { DossierResult } from '../../commands/dossier.js';
import type { DemoItem, DemoResult } from '../../commands/demo.js';
import { formatDelivery, formatSync } from './mail.js';
import { formatDecision } from './decision.js';
import { commandLine, shellWord } from '../../input/text.js';
import { formatDate } from '../../log/dates.js';
import { speechFor, speechOf } from '../../game/speech.js';
import type { Lang } from '../../log/records.js';
import type { WinReason, Winner } from '../../engine/index.js';

const names = (list: { name: string }[]) => list.map((p) => p.name).join(', ');

export function formatDeadline(r: DeadlineResult, c: Style, named = r.game): string {
  const say = speechFor(r).house;
  const lines: string[] = [];
  // The answers read from the mail first, as sync prints them (and its post, when they completed a phase).
  if (r.synced?.passes.some((p) => p.fetched)) lines.push(formatSync({ ...r.synced, game: named }, c), '');
  if (r.deadline) {
    const from = r.source === 'house' ? c.dim(say.gameDefault) : '';
    // Said as the thread post says it (--json keeps the ISO time).
    lines.push(`${r.set ? c.green(say.deadlineSet) : c.bold(say.deadline)} ${formatDate(r.deadline, r.lang)}${from}, ${r.passed ? c.red(r.remaining!) : r.remaining}`);
  } else {
    // A game that waits for nobody has no phase to give a deadline: `deadline <game> 24h` is refused there.
    lines.push(`${c.bold(say.deadline)} ${r.waitsForNobody ? say.noPhase(r.game, r.waitsForNobody) : say.noDeadline(shellWord(named))}`);
  }
  if (r.waiting) lines.push(`${c.bold(say.waitingFor)} ${names(r.waiting.players) || say.nobody} (${say.kind(r.waiting.kind)})`);
  // A deadline set while players hold a question sent by mail: their messages say another one
  // (one still queued will say this one).
  if (r.set && r.waiting?.byMail && r.waiting.asked) lines.push(c.yellow(say.tellPlayers(commandLine(['remind', named]))));
  // The rule is for votes: beside a discard, a card or a power that only its player decides, it
  // would read as if it decided them too (--json keeps it).
  if (!r.waiting || r.waiting.kind === 'votes') lines.push(`${c.bold(say.missingVoteRule)} ${say.rule(r.rule)}`);
  if (r.applied.length) {
    lines.push(c.yellow(`${say.applied} ${r.applied.map((a) => `${a.name}=${say.vote(a.vote)}`).join(', ')}`));
    // As the decision command reports it: what was done, the post, what was sent, the PRIVATE notes.
    if (r.decision) lines.push(formatDecision(r.decision, c, named));
  }
  if (r.note) lines.push(c.dim(r.note));
  return lines.join('\n');
}

export function formatRemind(r: RemindResult, c: Style): string {
  const speech = speechFor(r);
  const say = speech.house;
  const lines = [
    // Nobody reminded and nobody reminded before: the game waits for no emailed answer (a nomination, a power).
    r.reminded.length ? `${c.green(say.reminded)} ${names(r.reminded)}` : c.dim(r.alreadyReminded.length ? say.nobodyNew : say.nobodyByMail),
  ];
  if (r.alreadyReminded.length) lines.push(c.dim(`${say.alreadyReminded} ${names(r.alreadyReminded)}`));
  lines.push(...formatDelivery(r.delivery, c, r), '', c.bold(speech.mail.forThread), r.post.trimEnd());
  return lines.join('\n');
}

export function formatReplace(r: ReplaceResult, c: Style): string {
  const say = speechFor(r).mail;
  return [
    // The address and time zone are the newcomer's: beside their name, not after the one who left.
    `${c.green(say.takesOver(`${r.name} <${r.address}>`, r.seat, r.previous))} ${say.inZone(r.timezone)}`,
    ...r.messages.map((m) => `${c.dim(say.queued)} ${say.message(m.kind)} [${m.code}]`),
    ...formatDelivery(r.delivery, c, r),
    '',
    c.bold(say.forThread),
    r.post.trimEnd(),
  ].join('\n');
}

export function formatDossier(r: DossierResult, c: Style): string {
  const say = speechFor(r);
  return [
    c.green(say.house.dossierQueued(r.name, r.seat, r.address)),
    ...r.messages.map((m) => `${c.dim(say.mail.queued)} ${say.mail.message(m.kind)} [${m.code}]: ${m.subject}`),
    ...formatDelivery(r.delivery, c, r),
  ].join('\n');
}

export function formatDemoItem(item: DemoItem, c: Style, lang: Lang = 'en'): string {
  if (item.kind === 'note') return c.dim(item.text);
  const say = speechOf(lang).report;
  return `\n${c.cyan(`── ${say.demoPost(item.postKind ?? '')} ${'─'.repeat(40)}`)}\n${item.text.trimEnd()}\n`;
}

export function formatDemo(r: DemoResult, c: Style): string {
  const say = speechFor(r);
  const result = r.winner ? say.audit.won(r.winner as Winner, r.reason as WinReason) : say.report.demoNotFinished;
  return [
    '',
    c.bold(say.report.demoOver(result, r.governments)),
    say.report.demoCounts(r.events, c.cyan(r.log), r.messagesSent, r.repliesApplied, demoAgain(r)),
    '',
    say.report.demoTry,
    ...r.next.map((cmd) => `  ${c.green(cmd)}`),
  ].join('\n');
}

/** The command that plays the same game again: the seed alone would pick the default table size, theme and language. */
function demoAgain(r: DemoResult): string {
  return commandLine(['demo', '--players', String(r.players.length), ...(r.theme !== 'secret-hitler' ? ['--theme', r.theme] : []),
    ...(r.lang !== 'en' ? ['--lang', r.lang] : []), '--seed', r.seed]);
}
