// `chancery remind <game>`: emails a reminder to each player whose emailed question is still
// unanswered (never twice for one deadline: `reminder-sent` records who had one) and returns the
// public "waiting for" line for the thread.
import { withThemeFolders } from '../game/speech.js';
import { gameForCommands, resolveGamePath } from '../game/paths.js';
import { commandLine, shellWord } from '../input/text.js';
import { commit } from '../game/commit.js';
import { postFormatOf } from '../game/thread.js';
import { overrideDirs } from '../render/overrides.js';
import { outboxOf, queueRecords } from '../mail/outbox.js';
import type { DeliveryReport } from '../mail/deliver.js';
import type { Lang, ReminderSent, ThemeName } from '../log/records.js';
import { StateRefusal } from '../errors.js';
import type { Context } from '../game/context.js';
import { describeRemaining, phaseDeadline } from '../log/deadlines.js';
import { awaited, openPromptOf, remindedFor } from '../house/waiting.js';
import { waitingPost } from '../house/posts.js';
import { gendersOf } from '../log/records.js';
import { checkLogFile } from '../log/file.js';

export interface RemindInput { game: string; format?: string }

type Named = { seat: number; name: string };

export interface RemindResult {
  game: string;
  path: string;
  deadline: string;
  remaining: string;
  /** What the game waits for (a pending kind) and from whom. */
  kind: string;
  waitingFor: Named[];
  /** Reminded by this command. */
  reminded: Named[];
  /** Already reminded of this deadline before: not sent again. */
  alreadyReminded: Named[];
  /** The public line for the thread. */
  post: string;
  delivery: DeliveryReport | null;
  /** The game's language and theme, for the printer. */
  lang: Lang;
  theme: ThemeName;
}

export async function remind(input: RemindInput, ctx: Context): Promise<RemindResult> {
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  checkLogFile(path);
  const now = ctx.now();
  const outcome = await commit(ctx, path, (game) => {
    const { header, events } = game.log;
    const format = postFormatOf(header, input.format);
    const waiting = awaited(game.state);
    if (!waiting) throw new StateRefusal(`${header.game} waits for nobody${game.state.phase.name === 'over' ? ': it is over' : ''}`)
      .saying('remind-nobody', { game: header.game, variant: game.state.phase.name === 'over' ? 'over' : 'automatic' }).inLang(header.lang);
    const current = phaseDeadline(header, events);
    const typedAs = gameForCommands(input.game, header.game, path, ctx.env, ctx.cwd);
    if (!current) throw new StateRefusal(`this phase of ${header.game} has no deadline to remind of: set one with ${commandLine(['deadline', typedAs, '24h'])} (or create games with new --deadline)`)
      .saying('remind-no-deadline', { game: header.game, command: commandLine(['deadline', typedAs, '24h']), gameArg: shellWord(typedAs) }).inLang(header.lang);
    const before = remindedFor(events, current.deadline, current.phaseSeq);
    // Nominations and powers are announced in the thread, not answered by email: the thread line
    // names the President, and only those with a question in their mailbox are emailed.
    const seats = waiting.seats.filter((s) => !before.has(s) && openPromptOf(game.state, s));
    const named = (list: number[]) => list.map((s) => ({ seat: s + 1, name: game.state.players[s] }));
    const result = {
      deadline: current.deadline,
      kind: waiting.kind,
      waitingFor: named(waiting.seats),
      reminded: named(seats),
      alreadyReminded: named(waiting.seats.filter((s) => before.has(s))),
      post: waitingPost(game.state, waiting, current.deadline, now, { header, format, overrides: overrideDirs(game.log, ctx.env), genders: gendersOf(game.log) }),
    };
    if (!seats.length) return { result, post: false };
    const record: ReminderSent = { type: 'reminder-sent', deadline: current.deadline, seats };
    const mail = queueRecords(game.log, game.state, seats.map((to) => ({ to, kind: 'reminder' as const })), game.log.events.length, outboxOf(game.log, ctx.env));
    return { record: [record, ...mail], result, post: false };
  });
  const r = outcome.result;
  const { lang, theme } = outcome.log.header;
  return withThemeFolders({ game: outcome.game, path, ...r, remaining: describeRemaining(r.deadline, now, lang), delivery: outcome.delivery, lang, theme }, overrideDirs(outcome.log, ctx.env));
}
