// The one path for a decision, whatever route brought it (a command, an emailed reply read by
// sync, mail confirm, the play prompt and its preview, the house rule at a deadline, the demo):
// lock the log, replay it, let the route build its intents from the game as it stands, decide them
// through the engine (with every automatic step that follows), plan the private messages, write it
// all in one atomic append, deliver, and render the thread post. With `dryRun` the same steps run
// on a copy and nothing is written or sent: the preview shows what the write would produce.
import { decide, type GameEvent, type Intent, type State } from '../engine/index.js';
import { appendLocked, chain, readLog, type LogFile } from '../log/file.js';
import { replayLog, type Replayed } from '../log/replay.js';
import { type AnyEvent, type LogRecord } from '../log/records.js';
import { ChanceryError, StateRefusal } from '../errors.js';
import { messagesRequiredBy, sendAfterWrite, unsent, type QueuedRecord } from '../mail/queue.js';
import type { PrerenderedMail } from '../mail/outbox.js';
import type { DeliveryReport } from '../mail/deliver.js';
import { randomSourceOf } from './session.js';
import { postFormatOf, threadPost, type ThreadPost } from './thread.js';
import { logHead, type Context } from './context.js';
import { recordedIdentities, replayedIdentities, type Drawn } from '../mail/ids.js';
import { isoTime } from '../log/times.js';

/** What the engine decided for a plan: the state after it and its events (automatic steps included). */
export interface Decision { state: State; events: GameEvent[]; /** the seq the last engine event will have */ atSeq: number }

/** What a route asks of one write, built from the game as it stands under the lock. */
export interface Plan<T = null> {
  intents?: Intent[];
  /** Log-only records written after the engine events (claims, deadlines, replies, mail). */
  record?: AnyEvent[] | ((decided: Decision) => AnyEvent[] | Promise<AnyEvent[]>);
  /** What the route returns besides the write's result. */
  result?: T;
  /** False for writes that never speak to the thread (a deadline set, a dossier): no post. */
  post?: boolean;
}

/** A plan, or what decides it on the game as the write finds it, at the write's time (`now`: its records' `at`). */
export type Planner<T> = Plan<T> | ((game: Replayed, now: Date) => Plan<T> | Promise<Plan<T>>);

export interface CommitOptions {
  dryRun?: boolean;
  /** The post format for this write; default: the game's own (`new --format`). */
  format?: string;
  /** Render the messages this write queued into the result (always for a dry run). */
  messages?: boolean;
  /**
   * What may happen once the write is on disk (sync marks its mail processed): run while the
   * messages are delivered and the post rendered, and awaited before commit returns; never for
   * a dry run, nor after a refusal.
   */
  afterWrite?: () => Promise<void>;
}

/** A private message as written: to whom, and its subject and text exactly as sent. */
export interface CommittedMessage { to: string; seat: number; kind: string; subject: string; text: string }

export interface CommitResult<T> {
  game: string;
  path: string;
  dryRun: boolean;
  before: Replayed;
  after: State;
  /** The log as written (or as it would be, for a dry run). */
  log: LogFile;
  appended: LogRecord[];
  /** The private messages sent after the write (null when none was waiting, and for a dry run). */
  delivery: DeliveryReport | null;
  post: ThreadPost | null;
  postError?: string;
  /** The messages this write queued, rendered as they are sent (with `messages` or `dryRun`). */
  messages: CommittedMessage[];
  /** For a dry run: the codes and Message-IDs its messages drew, for the write of what it showed (Context.previewed). */
  drawn?: readonly Drawn[];
  result: T;
}

/**
 * Decides, writes, delivers, renders: see the top of this file. A refusal (RuleRefusal from the
 * engine, UsageError from the route's planner) writes nothing: the file stays byte-identical.
 */
/**
 * Runs `step`; a ChanceryError it throws learns the game's language and, given the game's state,
 * its players' genders (a Russian refusal declines a name as the posts do: «ответ Любови»).
 */
async function inGameLang<T>(log: LogFile, step: () => T | Promise<T>, state?: State): Promise<T> {
  try {
    return await step();
  } catch (e) {
    if (e instanceof ChanceryError) {
      e.inLang(log.header.lang);
      if (state) {
        const { gameGenders } = await import('../render/names.js');
        e.withGenders(() => gameGenders(state, log));
      }
    }
    throw e;
  }
}

export async function commit<T = null>(ctx: Context, path: string, planner: Planner<T>, opts: CommitOptions = {}): Promise<CommitResult<T>> {
  // The time of the write, taken once the log's lock is held (a dry run: now): a command that waited
  // for another's write writes after it, and the log's times never go back.
  let now = ctx.now();
  let at = isoTime(now);
  let made: { before: Replayed; state: State; result: T; post: boolean; sends: boolean } | undefined;
  // Each message this write queues, rendered once as it is sent: for the delivery and the preview.
  const prerendered: PrerenderedMail = new Map();
  // The messages' codes and Message-IDs: a dry run keeps those it draws (the preview shows them),
  // and the write of what was previewed takes them again; otherwise fresh ones.
  const drawing = opts.dryRun ? recordedIdentities() : undefined;
  const identities = ctx.previewed ? replayedIdentities(ctx.previewed.drawn) : drawing;
  const build = async (log: LogFile): Promise<AnyEvent[]> => {
    // Previewed in `play` on the log as it was then: moved on since, this write is not what was shown.
    if (!opts.dryRun && ctx.previewed) {
      const head = logHead(log);
      if (head.events !== ctx.previewed.head.events || head.hash !== ctx.previewed.head.hash) {
        const { speechOf } = await import('./speech.js');
        throw new StateRefusal(speechOf(log.header.lang).play.changed).inLang(log.header.lang);
      }
    }
    const before = replayLog(log, { known: true });
    // A wrong --format is a wrong command line, refused before the write as `post` refuses it: found
    // only when the post is rendered, the decision would already be written and its mail sent.
    if (opts.format !== undefined) await inGameLang(log, () => postFormatOf(log.header, opts.format));
    // A wrong argument (an unknown player, say) is said in the game's language.
    const plan = typeof planner === 'function' ? await inGameLang(log, () => planner(before, now), before.state) : planner;
    const decided = decide(plan.intents ?? [], before.state, randomSourceOf(log));
    if (!decided.ok) {
      // A name in a case is declined in the gender the log gives, as the posts decline it.
      const { gameRuleRefusal } = await import('../render/rule-errors.js');
      throw gameRuleRefusal(decided.error, log, before.state, ctx.env);
    }
    const { state, events } = decided;
    const atSeq = log.events.length + events.length;
    const record = typeof plan.record === 'function' ? await plan.record({ state, events, atSeq }) : plan.record ?? [];
    // The private messages this write requires are queued in the same atomic write.
    const mail = await messagesRequiredBy(log, before.state, state, events, atSeq, ctx.env, record, { at, into: prerendered, ...(identities ? { identities } : {}) });
    // Delivery writes again at once when there is mail to send (this write's, or some left before).
    made = { before, state, result: plan.result as T, post: plan.post ?? true, sends: mail.length > 0 || unsent(log.events).length > 0 };
    return [...(events as AnyEvent[]), ...record, ...mail];
  };

  // What waits for the write (sync's mark of its mail), started as soon as the records are on disk
  // (or at once when there is nothing to write), and awaited after the delivery and the post,
  // which it must not hold up.
  let afterWrite: Promise<void> | undefined;
  const startAfterWrite = () => {
    if (afterWrite || opts.dryRun || !opts.afterWrite) return;
    try {
      afterWrite = opts.afterWrite();
    } catch (e) {
      afterWrite = Promise.reject(e);
    }
    afterWrite.catch(() => undefined);
  };
  let log: LogFile;
  let appended: LogRecord[];
  if (opts.dryRun) {
    const current = readLog(path);
    const append = await build(current);
    appended = chain(current.events, current.header, append, at).records;
    log = { ...current, events: [...current.events, ...appended], lines: [...current.lines, ...appended.map(() => 0)] };
  } else {
    // Reported: until the command has printed its report, the moderator has not seen this write.
    const written = await appendLocked(path, async (current) => {
      now = ctx.now();
      at = isoTime(now);
      return { append: await build(current), at, result: undefined, state: made?.state, verifiedLater: made?.sends, reported: true, ...(opts.afterWrite ? { written: startAfterWrite } : {}) };
    });
    log = written.after;
    appended = written.appended;
  }
  const { before, state, result, post: wantsPost } = made!;
  startAfterWrite();
  // A command that wrote nothing (deadline shown, remind with nobody to remind) sends nothing either:
  // what an earlier failure left queued waits for the next write or `chancery send`, and a look at
  // the game never records a failure of its own.
  const delivery = opts.dryRun || !appended.length ? null : await sendAfterWrite(log, now, ctx.env, prerendered);
  const thread = wantsPost ? await threadPost({ log, after: state, appended }, ctx, opts.format, Boolean(opts.dryRun)) : { post: null };
  await afterWrite;
  return {
    game: log.header.game,
    path,
    dryRun: Boolean(opts.dryRun),
    before,
    after: state,
    log,
    appended,
    delivery,
    post: thread.post,
    ...(thread.postError ? { postError: thread.postError } : {}),
    messages: opts.dryRun || opts.messages ? await renderedMessages(log, appended, state, ctx, now, prerendered) : [],
    ...(drawing ? { drawn: drawing.drawn } : {}),
    result,
  };
}

/**
 * The messages a write queued, as delivery renders them (those rendered when they were queued are
 * not rendered again).
 */
async function renderedMessages(log: LogFile, appended: LogRecord[], after: State, ctx: Context, now: Date, prerendered: PrerenderedMail): Promise<CommittedMessage[]> {
  const queued = appended.filter((r): r is QueuedRecord => r.type === 'message-queued');
  if (!queued.length) return [];
  const [{ queuedRenderer }, { overrideDirs }] = await Promise.all([import('../mail/outbox.js'), import('../render/overrides.js')]);
  const render = queuedRenderer(log, overrideDirs(log, ctx.env), now, prerendered);
  return queued.map((m) => {
    // Every message of one write is queued at the state after it (its last engine event).
    const { subject, text } = render(m, () => after, () => after);
    return { to: after.players[m.to], seat: m.to + 1, kind: m.kind, subject, text };
  });
}
