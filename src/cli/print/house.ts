// Printers for the house-rule commands: deadline, remind, replace, dossier.
import type { Style } from './style.js';
import type { DeadlineResult } from '../../commands/deadline.js';
import type { RemindResult } from '../../commands/remind.js';
import type { ReplaceResult } from '../../commands/replace.js';
import type { DossierResult } from '../../commands/dossier.js';
import type { DemoItem, DemoResult } from '../../commands/demo.js';
import { formatDelivery, formatThreadPost } from './mail.js';
import { formatOutcome } from './outcome.js';
import { speechOf } from '../../game/speech.js';

const names = (list: { name: string }[]) => list.map((p) => p.name).join(', ');

export function formatDeadline(r: DeadlineResult, c: Style): string {
  const lines: string[] = [];
  if (r.deadline) {
    const from = r.source === 'house' ? c.dim(' (the game\'s default)') : '';
    lines.push(`${r.set ? c.green('Deadline set:') : c.bold('Deadline:')} ${r.deadline}${from}, ${r.passed ? c.red(r.remaining!) : r.remaining}`);
  } else {
    lines.push(`${c.bold('Deadline:')} none for this phase ${c.dim('(set one: chancery deadline <game> 24h)')}`);
  }
  if (r.waiting) lines.push(`${c.bold('Waiting for:')} ${names(r.waiting.players) || 'nobody'} (${r.waiting.kind})`);
  lines.push(`${c.bold('House rule for a missing vote:')} ${r.rule}`);
  if (r.applied.length) {
    lines.push(c.yellow(`Applied: ${r.applied.map((a) => `${a.name}=${a.vote}`).join(', ')}`));
    if (r.outcome) lines.push(formatOutcome(r.outcome, c));
    lines.push(...formatDelivery(r.delivery, c));
    lines.push(...formatThreadPost(r.post ?? null, r.postError, c));
  }
  if (r.note) lines.push(c.dim(r.note));
  return lines.join('\n');
}

export function formatRemind(r: RemindResult, c: Style): string {
  const lines = [
    r.reminded.length ? `${c.green('Reminded:')} ${names(r.reminded)}` : c.dim('Nobody new to remind.'),
  ];
  if (r.alreadyReminded.length) lines.push(c.dim(`Already reminded of this deadline: ${names(r.alreadyReminded)}`));
  lines.push(...formatDelivery(r.delivery, c), '', c.bold('For the thread:'), r.post.trimEnd());
  return lines.join('\n');
}

export function formatReplace(r: ReplaceResult, c: Style): string {
  const say = speechOf(r.lang).mail;
  return [
    `${c.green(say.takesOver(r.name, r.seat, r.previous))} <${r.address}>, ${r.timezone}`,
    ...r.messages.map((m) => `${c.dim(say.queued)} ${say.message(m.kind)} [${m.code}]`),
    ...formatDelivery(r.delivery, c, r.lang),
    '',
    c.bold(say.forThread),
    r.post.trimEnd(),
  ].join('\n');
}

export function formatDossier(r: DossierResult, c: Style): string {
  return [
    `${c.green('Dossier queued')} for ${r.name} (seat ${r.seat}) <${r.address}>`,
    ...r.messages.map((m) => `${c.dim('queued')} ${m.kind} [${m.code}]: ${m.subject}`),
    ...formatDelivery(r.delivery, c),
  ].join('\n');
}

export function formatDemoItem(item: DemoItem, c: Style): string {
  if (item.kind === 'note') return c.dim(item.text);
  return `\n${c.cyan(`── thread post: ${item.postKind} ${'─'.repeat(40)}`)}\n${item.text.trimEnd()}\n`;
}

export function formatDemo(r: DemoResult, c: Style): string {
  const result = r.winner ? `the ${r.winner}s won (${r.reason})` : 'the game did not finish';
  return [
    '',
    c.bold(`Demo over: ${result} after ${r.governments} governments.`),
    `${r.events} events in ${c.cyan(r.log)}; ${r.messagesSent} emails sent, ${r.repliesApplied} replies applied (local mailbox). Same game again: --seed ${r.seed}`,
    '',
    'Try:',
    ...r.next.map((cmd) => `  ${c.green(cmd)}`),
  ].join('\n');
}
