// One pass of `sync` as a use case of the one path: fetch the new mail (reading each message as it
// arrives), judge the batch against the game (src/mail/sync.ts), commit it as one write (the same
// post, messages and delivery report as a command gives), and mark the mail processed once the
// write is on disk, while the answers go out.
import { commit } from './commit.js';
import { repliesDecision, type DecisionResult } from './act.js';
import type { Context } from './context.js';
import { judgeBatch, type MailSyncReport } from '../mail/sync.js';
import { fetchReading, type Fetched } from '../mail/incoming.js';
import type { MailTransport } from '../mail/transport.js';
import { sendUntried } from '../mail/queue.js';
import { describeFileProblem } from '../input/files.js';

/** A sync pass's report: what the mail read did (src/mail/sync.ts), and what it decided. */
export interface SyncReport extends MailSyncReport {
  /**
   * When the batch moved the game: the decision as the command that makes it reports it (its
   * events, but the replies and their answers, which are the items; what the game waits for; the
   * hand to forward), in --json the object that command prints.
   */
  decision?: DecisionResult;
}

export interface SyncOptions {
  format?: string;
  onProgress?: (read: number, total: number) => void;
  /** What the caller has fetched from `transport` already (being read); else syncOnce fetches. */
  fetched?: Fetched;
}

/** One pass: fetch and read, judge and apply, record, mark processed, answer. */
export async function syncOnce(ctx: Context, path: string, transport: MailTransport, opts: SyncOptions = {}): Promise<SyncReport> {
  const { onProgress } = opts;
  const now = ctx.now();
  const { incoming, read: reading } = opts.fetched ?? await fetchReading(transport);
  const report: SyncReport = { fetched: incoming.length, duplicates: 0, items: [], phaseCompleted: false, post: null, delivery: null };
  // Nothing came: what a killed command left queued and untried goes out now (a pass with mail
  // sends it with its write, if it writes: see below).
  if (!incoming.length) {
    report.delivery = await sendUntried(path, now, ctx.env);
    return report;
  }
  let read = 0;
  // What is no mail at all (a folder, a FIFO in the inbox) is set aside with the rest, unread.
  for (const m of incoming) {
    if (m.notMail) report.items.push({ messageId: m.key, from: '', player: null, outcome: 'ignored', notMail: m.notMail, detail: `inbox entry ${m.key} is no mail (${describeFileProblem(m.notMail)}): set aside` });
  }
  const keyed = await Promise.all(incoming.filter((i) => !i.notMail).map(async (m) => {
    const mail = await reading(m);
    onProgress?.(++read, incoming.length);
    return { key: m.key, mail };
  }));
  const mails = keyed.map(({ mail }) => mail);
  const outcome = await commit(ctx, path, (game) => judgeBatch(game, mails, now, report, ctx.env), {
    format: opts.format,
    // Only once the log holds them (every Message-ID, applied or not): a crash before this fetches
    // them again, and they are skipped as duplicates. One STORE for the whole batch. Another game's
    // mail is left for it; mail that is nobody's in the game stays unread for the moderator.
    afterWrite: () => {
      const keysOf = (ids: readonly string[] | undefined) => {
        const wanted = new Set(ids);
        return new Set(keyed.filter(({ mail }) => wanted.has(mail.messageId)).map(({ key }) => key));
      };
      const left = keysOf(report.left?.map((l) => l.messageId));
      if (left.size) transport.leave?.([...left]);
      return transport.markProcessed(incoming.map((m) => m.key).filter((k) => !left.has(k)), keysOf(report.unrelated));
    },
  });
  report.post = outcome.post;
  if (outcome.postError) report.postError = outcome.postError;
  report.phaseCompleted = Boolean(outcome.post || outcome.postError);
  // A batch that wrote nothing (every mail read before, by a sync killed before it marked them, or
  // another game's) sends nothing with its write: what that killed sync left queued and untried
  // goes out now, as on a pass that brought no mail.
  report.delivery = outcome.appended.length ? outcome.delivery : await sendUntried(path, now, ctx.env);
  // A batch that moved the game reports it as the command that makes the same decision does.
  const decision = repliesDecision(outcome, ctx.env);
  return decision ? { ...report, decision } : report;
}
