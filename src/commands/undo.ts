// `chancery undo <game> [--yes]`: takes back the last decision (the last person-made engine event
// and the automatic events that followed it) by appending a `retracted` record: the events stay in
// the file, so the audit trail keeps what was taken back. The generator's counter is the number of
// shuffles in effect, so re-doing the decision reproduces the same shuffles. When the thread had heard
// of the decision, the result carries the withdrawal post that tells it.
import { appendLocked } from '../log/file.js';
import { LockBusy, type HeldLock } from '../log/lock.js';
import { existsSync } from 'node:fs';
import { FileRefused } from '../input/files.js';
import { gameMailDir } from '../mail/config.js';
import { replayLog, type Replayed } from '../log/replay.js';
import { AUTOMATIC_EVENT_TYPES, gendersOf, houseRuleSeats, type LogRecord } from '../log/records.js';
import { describeRecord } from '../game/describe.js';
import { gameForCommands, resolveGamePath } from '../game/paths.js';
import { openGame } from '../game/open.js';
import { summarize, type GameOutcome } from '../game/outcome.js';
import { StateRefusal, UsageError } from '../errors.js';
import { answersSince, sendAfterWrite, sentAbout, type QueuedRecord } from '../mail/queue.js';
import type { DeliveryReport } from '../mail/deliver.js';
import type { AnyEvent, Retracted } from '../log/records.js';
import type { LogFile } from '../log/file.js';
import type { Context } from '../game/context.js';
import { gameGenders, speechOf } from '../game/speech.js';
import { overrideDirs } from '../render/overrides.js';
import { isoTime } from '../log/times.js';
import { threadPost, type ThreadPost } from '../game/thread.js';

export interface UndoInput { game: string; yes?: boolean }

/** Messages that tell their reader a secret: once sent, taking their cause back cannot unsay it. */
const SECRET_KINDS = new Set(['president-hand', 'chancellor-hand', 'investigation-result', 'peek-result', 'dossier']);

export interface UndoResult extends GameOutcome {
  takenBack: { seq: number; type: string; text: string }[];
  /** Private messages already sent about what was taken back: those players know it. */
  alreadyTold: { player: string; kind: string; code: string }[];
  /** The players told by mail that those messages are withdrawn (and what the game waits for now). */
  notified: { player: string; seat: number }[];
  /** Things the moderator must weigh: a game-over post may already have published the seed. */
  warnings: string[];
  delivery: DeliveryReport | null;
  /** The withdrawal post, when the thread had heard of what was taken back; or why it could not be rendered. */
  post: ThreadPost | null;
  postError?: string;
}

/** The effective events the next undo takes back: the last decision and what followed it. */
export function lastDecision(game: Replayed): LogRecord[] {
  const events = game.effective;
  for (let i = events.length - 1; i >= 0; i--) {
    if (AUTOMATIC_EVENT_TYPES.has(events[i].type)) continue;
    // The house rule casts every missing vote in one write, its record after them: one decision,
    // taken back whole (else the other votes it cast would stand while their players are told
    // they no longer hold).
    const rule = houseRuleSeats(game.log.events, events[i]);
    let from = i;
    while (rule && from > 0 && events[from - 1].type === 'vote-cast' && rule.includes(seatOf(events[from - 1]))) from--;
    return events.slice(from);
  }
  const { lang, theme } = game.log.header;
  throw new StateRefusal(speechOf(lang, theme).undo.noDecision).inLang(lang);
}

const seatOf = (e: LogRecord) => (e as unknown as { seat: number }).seat;

/**
 * Of the messages about the events taken back, those about them for their reader: a receipt
 * queued with a batch of votes (its seq is the batch's) is about its own reader's vote only.
 */
function aboutTakenBack(messages: QueuedRecord[], takenBack: readonly LogRecord[]): QueuedRecord[] {
  const voters = new Set(takenBack.filter((r) => r.type === 'vote-cast').map(seatOf));
  return messages.filter((m) => m.kind !== 'error-reply' && (m.kind !== 'ack' || !voters.size || voters.has(m.to)));
}

export async function undo(input: UndoInput, ctx: Context): Promise<UndoResult> {
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  const before = openGame(path);
  const planned = lastDecision(before);
  const names = before.state.players;
  const { lang, theme } = before.log.header;
  const folders = overrideDirs(before.log, ctx.env);
  const genders = gameGenders(before.state, before.log);
  const say = speechOf(lang, theme, folders, genders);
  const line = (r: LogRecord) => describeRecord(r, names, lang, theme, folders, genders, before.state.replacements);
  const describe = (rs: LogRecord[]) => rs.map((r) => `#${r.seq} ${line(r)}`).join('; ');
  // The log keeps its record in English, whatever the game's language.
  const recordOf = (rs: LogRecord[]) => rs.map((r) => `#${r.seq} ${describeRecord(r, names, 'en', 'secret-hitler', [], undefined, before.state.replacements)}`).join('; ');
  // Who already knows, as the log says before any lock: for the question only. The report says it
  // as the log says it under the locks, once every delivery in flight has recorded what it sent.
  const secretsIn = (sent: ReturnType<typeof aboutTakenBack>, players: string[]) => sent
    .filter((m) => SECRET_KINDS.has(m.kind))
    .map((m) => ({ player: players[m.to], kind: m.kind, code: m.code }));
  const told = secretsIn(aboutTakenBack(sentAbout(before.log.events, planned.map((r) => r.seq)), planned), names);
  const warnings: string[] = [];
  // The game-over post publishes the seed: once it is in the thread, every card of a game played
  // on from here can be computed by anyone.
  if (planned.some((r) => r.type === 'game-ended')) {
    warnings.push(say.undo.endTakenBack);
  }
  // What the moderator recorded since (a claim, a deadline) is no decision: undo passes over it to
  // the decision before, and says so rather than leave them thinking the claim was taken back.
  const last = planned[planned.length - 1]?.seq ?? Number.MAX_SAFE_INTEGER;
  const kept = before.log.events.filter((r) => r.seq > last && (r.type === 'claim-recorded' || r.type === 'deadline-set'));
  if (kept.length) warnings.push(say.undo.keptRecords(describe(kept)));
  const warningLines = [
    ...warnings.map((w) => `${say.undo.warning} ${w}.`),
    ...(told.length ? [say.undo.alreadySent(told.map((t) => `${t.player} (${say.mail.message(t.kind)} [${t.code}])`).join(', '), told.length, [...new Set(told.map((t) => t.player))])] : []),
  ];
  const warning = warningLines.map((w) => `${w} `).join('');
  if (!input.yes) {
    // Refused as every refusal is printed: what was refused first, the warnings on the lines after
    // it, the command to run last (as a refused decision's "run:" line).
    if (!ctx.interactive) {
      const again = `chancery undo ${gameForCommands(input.game, before.log.header.game, path, ctx.env, ctx.cwd)} --yes`;
      throw new UsageError(say.undo.needYes(describe(planned)), [...warningLines, say.instead([again])].join('\n')).inLang(lang);
    }
    const { confirmInLanguage } = await import('../game/ask.js');
    // Ctrl-C at the question answers it as "no": nothing taken back.
    const sure = await confirmInLanguage(say, `${warning}${say.undo.confirm(describe(planned))}`, say.undo, false)
      .catch((e: unknown) => { if ((e as Error)?.name === 'ExitPromptError') return false; throw e; });
    if (!sure) throw new UsageError(say.undo.nothingTaken).inLang(lang);
  }
  // A delivery in flight has read the log and may be handing the server a message about what
  // this takes back: undo waits for it (the game's send lock), so that it finishes and records
  // what it sent, and holds the lock while it writes, so that no sender reads the log between.
  // (A game without a mail folder has never sent mail: no sender to wait for.)
  let sending: HeldLock | null = null;
  if (existsSync(gameMailDir(path))) {
    const { takeSendLock, SEND_LOCK_WAIT_MS } = await import('../mail/deliver.js');
    try {
      // As long as a sender waits for another: a healthy batch is out long before.
      sending = await takeSendLock(path, SEND_LOCK_WAIT_MS);
    } catch (e) {
      if (e instanceof FileRefused) throw new StateRefusal(say.undo.sendLockFile(e.path)).inLang(lang);
      if (!(e instanceof LockBusy)) throw e;
      throw new StateRefusal(say.undo.sending(e.owner ? String(e.owner) : '?', Math.round(e.waitedMs / 1000), before.log.header.game)).inLang(lang);
    }
  }
  let after: LogFile, appended: LogRecord[], alreadyTold: UndoResult['alreadyTold'], notified: UndoResult['notified'], delivery: DeliveryReport | null;
  try {
    ({ after, appended, result: { alreadyTold, notified } } = await appendLocked(path, async (log) => {
      const current = replayLog(log);
      const now = lastDecision(current);
      if (now.map((r) => r.seq).join() !== planned.map((r) => r.seq).join())
        throw new StateRefusal(say.undo.changed).inLang(lang);
      const seqs = now.map((r) => r.seq);
      const retracted: Retracted = { type: 'retracted', seqs, reason: `undo: ${recordOf(now)}` };
      // Each player who was sent a message about what is taken back is told it no longer holds, in
      // the same write (rendered at the state after the undo: what the game waits for now); so is
      // one answered since, from the game as the decision left it ("that question is closed").
      const sent = [...aboutTakenBack(sentAbout(log.events, seqs), now), ...answersSince(log, seqs)];
      const readers = [...new Set(sent.map((m) => m.to))].sort((a, b) => a - b);
      const atSeq = log.events.length + 1;
      const undone = replayLog({ ...log, events: [...log.events, { ...retracted, seq: atSeq, at: '', hash: '' }] }).state;
      const { queueRecords, outboxOf } = await import('../mail/outbox.js');
      const notices = readers.length ? queueRecords(log, undone, readers.map((to) => ({ to, kind: 'withdrawn' as const })), atSeq, outboxOf(log, ctx.env)) : [];
      const append: AnyEvent[] = [retracted, ...notices];
      // Named as they were when told: a replacement taken back leaves its newcomer to be told, not the seat's player.
      const players = current.state.players;
      return { append, at: isoTime(ctx.now()), reported: true, result: { alreadyTold: secretsIn(sent, players), notified: readers.map((seat) => ({ player: players[seat], seat: seat + 1 })) } };
    }));
    delivery = await sendAfterWrite(after, ctx.now(), ctx.env, undefined, sending ?? undefined);
  } finally {
    sending?.release();
  }
  const state = replayLog(after).state;
  // The thread is told as it is of a decision: through the one renderer of thread posts.
  const thread = await threadPost({ log: after, after: state, appended }, ctx);
  return {
    ...summarize(path, state, appended, after.header.lang, after.header.theme, folders, gendersOf(after)),
    takenBack: planned.map((r) => ({ seq: r.seq, type: r.type, text: line(r) })),
    alreadyTold,
    notified,
    warnings,
    delivery,
    ...thread,
  };
}
