// `chancery reply <game> <player> "<text>"`: for the local transport (demos, tests), writes the
// player's reply into the game's inbox Maildir as their mail client would: from their address,
// threaded under the message that asks them (In-Reply-To/References), quoting nothing.
import { resolveGamePath } from '../game/paths.js';
import type { LogFile } from '../log/file.js';
import { openGame } from '../game/open.js';
import { resolvePlayer } from '../game/players.js';
import { gameMailDir, loadMailConfig, type MailConfig } from '../mail/config.js';
import { composeRaw } from '../mail/compose.js';
import { deliverToMaildir, inboxDir } from '../mail/local.js';
import { addressOf } from '../mail/outbox.js';
import { newMessageId } from '../mail/ids.js';
import { senderOf } from '../mail/transport.js';
import { StateRefusal, UsageError } from '../errors.js';
import type { Context } from '../game/context.js';
import { questionEpoch, type Lang, type MessageQueued } from '../log/records.js';
import { openPromptFor } from '../mail/planner.js';
import { gameGenders, withThemeFolders } from '../game/speech.js';
import type { Seat, State } from '../engine/index.js';
import { checkLogFile } from '../log/file.js';

export interface ReplyInput { game: string; player: string; text: string }
export interface ReplyResult { game: string; lang: Lang; player: string; messageId: string; inReplyTo: string; subject: string; file: string }

export async function reply(input: ReplyInput, ctx: Context): Promise<ReplyResult> {
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  checkLogFile(path);
  const config = loadMailConfig(path, ctx.env);
  if (config.transport !== 'local') throw new StateRefusal(`${input.game} sends real mail (${config.source}): players answer from their own mail client, not with chancery reply`).saying('reply-real-mail', { game: input.game, source: config.source ?? '' });
  if (!input.text?.trim()) throw new UsageError('give the text of the reply, like: chancery reply friday Bob "ja"').saying('reply-no-text', { game: input.game });
  const { log, state } = openGame(path);
  const seat = resolvePlayer(input.player, state.players);
  const written = await writeReply(log, state, config, seat, state.players[seat], input.text);
  // The line names the player as the posts do, in the gender the log gives (Russian: "ответ Любови").
  return withThemeFolders({ game: input.game, lang: log.header.lang, player: state.players[seat], ...written }, [], gameGenders(state, log));
}

/** Writes a player's reply into the game's inbox, threaded under their latest message that asks something. */
export async function writeReply(log: LogFile, state: State, config: MailConfig, seat: Seat, name: string, text: string): Promise<Omit<ReplyResult, 'game' | 'lang' | 'player'>> {
  // The message the player answers: the one asking the question open to them now (after an undo,
  // the question open again, not a later one the undo withdrew), else their latest that asks
  // something, else their latest of any kind.
  const theirs = log.events.filter((e): e is MessageQueued & { seq: number; at: string; hash: string } => e.type === 'message-queued' && e.to === seat);
  const prompt = openPromptFor(theirs, state, seat, questionEpoch(log.events)) ?? theirs.filter((m) => m.prompt).pop() ?? theirs.pop();
  if (!prompt) throw new StateRefusal(`${name} has received no message in ${log.header.game} yet: there is nothing to reply to`).saying('reply-no-message', { player: name, game: log.header.game }).inLang(log.header.lang);
  const domain = addressOf(log, seat).split('@')[1];
  const messageId = newMessageId(domain);
  const subject = `Re: ${prompt.subject}`;
  const raw = await composeRaw({ messageId, from: addressOf(log, seat), to: senderOf(config, log.header.lang), subject, text, inReplyTo: prompt.messageId });
  const file = deliverToMaildir(inboxDir(gameMailDir(log.path)), raw);
  return { messageId, inReplyTo: prompt.messageId, subject, file };
}
