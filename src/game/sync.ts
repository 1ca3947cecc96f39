// One pass of `sync` as a use case of the one path: fetch the new mail, judge the batch against
// the game (src/mail/sync.ts), commit it as one write (the same post, messages and delivery report
// as a command gives), then mark the mail processed.
import { commit } from './commit.js';
import type { Context } from './context.js';
import { judgeBatch, type SyncReport } from '../mail/sync.js';
import { readMail } from '../mail/read.js';
import type { MailTransport } from '../mail/transport.js';

export type { SyncReport } from '../mail/sync.js';

/** One pass: fetch, judge and apply, record, mark processed, answer. */
export async function syncOnce(ctx: Context, path: string, transport: MailTransport, opts: { format?: string; onProgress?: (read: number, total: number) => void } = {}): Promise<SyncReport> {
  const { onProgress } = opts;
  const now = ctx.now();
  const incoming = await transport.fetchNew();
  const report: SyncReport = { fetched: incoming.length, duplicates: 0, items: [], phaseCompleted: false, post: null, delivery: null };
  if (!incoming.length) return report;
  let read = 0;
  // What is no mail at all (a folder, a FIFO in the inbox) is set aside with the rest, unread.
  for (const m of incoming.filter((i) => i.notMail)) report.items.push({ messageId: m.key, from: '', player: null, outcome: 'ignored', detail: `inbox entry ${m.key} is no mail (${m.notMail}): set aside` });
  const mails = await Promise.all(incoming.filter((i) => !i.notMail).map(async (m) => {
    const mail = await readMail(m.raw, { tooLarge: m.tooLarge });
    onProgress?.(++read, incoming.length);
    return mail;
  }));
  const outcome = await commit(ctx, path, (game) => judgeBatch(game, mails, now, report, ctx.env), { format: opts.format });
  report.post = outcome.post;
  if (outcome.postError) report.postError = outcome.postError;
  report.phaseCompleted = Boolean(outcome.post || outcome.postError);
  report.delivery = outcome.delivery;
  // Only once the log holds them: a crash before this line fetches them again, and they are skipped.
  await transport.markProcessed(incoming.map((m) => m.key));
  return report;
}
