// `chancery send <game>`: sends every queued private message that is not sent yet (after a
// failure or a crash), under the Message-ID it was queued with.
import { overrideDirs } from '../render/overrides.js';
import { withThemeFolders } from '../game/speech.js';
import { problemWords } from '../mail/problems.js';
import { resolveGamePath } from '../game/paths.js';
import { deliverQueued, type DeliveryReport } from '../mail/deliver.js';
import { readLog, checkLogFile } from '../log/file.js';
import { unsent } from '../mail/queue.js';
import { countOf, OperationError } from '../errors.js';
import type { Context } from '../game/context.js';
import type { Lang, ThemeName } from '../log/records.js';

export interface SendResult extends DeliveryReport { game: string; stillQueued: number; lang: Lang; theme: ThemeName }

export async function send(input: { game: string }, ctx: Context): Promise<SendResult> {
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  checkLogFile(path);
  const report = await deliverQueued(path, ctx.env, ctx.now());
  const log = readLog(path);
  const stillQueued = unsent(log.events).length;
  const result = withThemeFolders({ game: input.game, ...report, stillQueued, lang: log.header.lang, theme: log.header.theme }, overrideDirs(log, ctx.env));
  if (report.failed.length) {
    const first = report.failed[0];
    throw new OperationError('mail', `${countOf(report.failed.length, 'message')} not sent, still queued (first: ${first.kind} to ${first.to} <${first.address}>: ${first.error}); run chancery send ${input.game} again`)
      .saying('send-failed', { count: report.failed.length, player: first.to, address: first.address, error: problemWords(first.problem, log.header.lang), command: `chancery send ${input.game}` }).inLang(log.header.lang);
  }
  return result;
}
