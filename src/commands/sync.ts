// `chancery sync <game> [--watch]`: reads the players' replies and applies them. With --watch it
// keeps polling (NOOP; IDLE cannot run while the folder is locked for fetching) and prints the
// thread post each time a phase completes, until Ctrl-C.
import { overrideDirs } from '../render/overrides.js';
import { speechOf, withThemeFolders } from '../game/speech.js';
import { problemInEnglish, problemWords, readProblem, type MailProblem } from '../mail/problems.js';
import type { Lang, ThemeName } from '../log/records.js';
import { resolveGamePath } from '../game/paths.js';
import { gameMailDir, loadMailConfig } from '../mail/config.js';
import { openTransport, type MailTransport } from '../mail/transport.js';
import { fetchReading } from '../mail/incoming.js';
import { sendUntried } from '../mail/queue.js';
import type { SyncReport } from '../game/sync.js';
import { ChanceryError, OperationError, UsageError } from '../errors.js';
import { shown } from '../input/text.js';
import type { Context } from '../game/context.js';
import type { ThreadPost } from '../game/thread.js';
import { readLog, checkLogFile } from '../log/file.js';
import { headerWords, type Words } from '../log/snapshot.js';
import { postFormatOf } from '../game/thread.js';

export interface SyncInput {
  game: string;
  watch?: boolean;
  /** Seconds between polls with --watch. */
  interval?: string;
  /**
   * With --watch: called with each pass as a sync of that pass alone (the game's words, the pass,
   * the post it completed), so that the watch prints each pass as `sync` prints its passes.
   */
  onPass?: (passed: SyncResult) => void;
  /** Stops the watch loop (Ctrl-C). */
  signal?: AbortSignal;
  /** With --watch: called once the game and its mailbox are open, before the first poll (the printer says it is watching). */
  onWatch?: (lang: Lang, theme: ThemeName, interval: number) => void;
  /** With --watch: a poll failed (the connection dropped mid-poll, the server is away) and will be tried again. */
  onPollFailed?: (problem: MailProblem, english: string, lang: Lang, theme: ThemeName, interval: number) => void;
  /** The thread post's format for this run: markdown or bbcode (default: the game's own). */
  format?: string;
  /** Called as each fetched message is read (the CLI draws a progress bar for a large batch). */
  onProgress?: (read: number, total: number) => void;
}

export interface SyncResult {
  game: string;
  /** The game's language and theme: the printer speaks them. */
  lang: Lang;
  theme: ThemeName;
  passes: SyncReport[];
  /** The thread post for what the last pass completed (null when nothing public changed). */
  post: ThreadPost | null;
}

export async function sync(input: SyncInput, ctx: Context): Promise<SyncResult> {
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  // The log is checked before any mail is fetched: a missing log, a FIFO or a device is refused, never read.
  checkLogFile(path);
  // Until something has come, only the header's words are needed: from status's snapshot when the
  // log's identity vouches for it (a long game's log and verified copy are then not read), else
  // from the log read as every command reads it (which reports a broken one).
  // (Read once: the first pass needs the snapshot's word on what is waiting unsent too.)
  let snapshotWords: Words | null | undefined = headerWords(path);
  const header = snapshotWords ?? readLog(path).header;
  const format = postFormatOf(header, input.format);
  const interval = Number(input.interval ?? 5);
  if (!(interval >= 0.1 && interval <= 3600)) throw new UsageError(`--interval takes a number of seconds from 0.1 to 3600, not "${shown(String(input.interval))}"`)
    .saying('sync-interval', { value: shown(String(input.interval)) }).inLang(header.lang);
  const transport = await openTransport(loadMailConfig(path, ctx.env), gameMailDir(path), ctx.env);
  const result: SyncResult = withThemeFolders({ game: header.game, lang: header.lang, theme: header.theme, passes: [], post: null }, overrideDirs({ path, header }, ctx.env));
  if (input.watch) input.onWatch?.(header.lang, header.theme, interval);
  // A watch outlives a connection dropped mid-poll or a server away for a while: the failed poll is
  // said and tried again at the next (what it read and did not record is read again; a reply is
  // applied once, by its Message-ID). Our own refusals (a damaged log) end it, and so do ten
  // minutes of polls failing in a row.
  const retries = Math.max(10, Math.ceil(600 / interval));
  let failedInARow = 0;
  try {
    do {
      let report: SyncReport;
      try {
        report = await pass(ctx, path, transport, format, input.onProgress, snapshotWords);
        // Later passes read it anew: a pass may have written.
        snapshotWords = undefined;
        failedInARow = 0;
      } catch (e) {
        if (e instanceof ChanceryError || input.signal?.aborted) throw e;
        // What is no refusal of ours is the mail's failure (the server down, the login refused), as a
        // watch counts it: said with its step in the game's language, never as an internal error.
        const problem = readProblem(e);
        if (!input.watch || ++failedInARow > retries) {
          throw new OperationError('mail', speechOf(header.lang, header.theme).mail.unreadable(problemWords(problem, header.lang), input.game)).inLang(header.lang);
        }
        input.onPollFailed?.(problem, problemInEnglish(problem), header.lang, header.theme, interval);
        await sleep(interval * 1000, input.signal);
        continue;
      }
      const post = report.post;
      if (post) result.post = post;
      if (input.watch) input.onPass?.({ ...result, passes: [report], post });
      else result.passes.push(report);
      if (!input.watch || input.signal?.aborted) break;
      await sleep(interval * 1000, input.signal);
    } while (!input.signal?.aborted);
  } finally {
    await transport.close();
  }
  return result;
}

/**
 * One pass of syncOnce. The code that reads, judges and applies replies (the MIME parser, the log
 * writer, the renderer) loads only when something has come: a sync with nothing waiting costs a
 * look at the inbox.
 */
async function pass(ctx: Context, path: string, transport: MailTransport, format: string, onProgress?: (read: number, total: number) => void, words?: Words | null): Promise<SyncReport> {
  const fetched = await fetchReading(transport);
  if (!fetched.incoming.length) return { fetched: 0, duplicates: 0, items: [], phaseCompleted: false, post: null, delivery: await sendUntried(path, ctx.now(), ctx.env, words) };
  const { syncOnce } = await import('../game/sync.js');
  // syncOnce takes what was just fetched (and is being read) rather than asking the server again.
  return syncOnce(ctx, path, transport, { format, onProgress, fetched });
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    // Each wait takes its listener off the signal when it ends: a watch polls for hours, and a
    // listener left per poll made Node warn of a leak on the moderator's terminal after ten.
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
