// `chancery dossier <game> <player>`: resends a player everything their seat knows (role, team,
// cards handled, investigation and peek results) and the question they have open, if any.
import { overrideDirs } from '../render/overrides.js';
import { withThemeFolders } from '../game/speech.js';
import type { Lang, ThemeName } from '../log/records.js';
import { resolveGamePath } from '../game/paths.js';
import { commit } from '../game/commit.js';
import { resolvePlayer } from '../game/players.js';
import { outboxOf } from '../mail/outbox.js';
import type { DeliveryReport } from '../mail/deliver.js';
import { StateRefusal } from '../errors.js';
import type { Context } from '../game/context.js';
import { catchUpMessages } from '../house/catch-up.js';
import { checkLogFile } from '../log/file.js';

export interface DossierInput { game: string; player: string }

export interface DossierResult {
  game: string;
  path: string;
  seat: number;
  name: string;
  address: string;
  /** The kinds of message queued: the dossier, and the open question re-sent if there is one. */
  messages: { kind: string; code: string; subject: string }[];
  delivery: DeliveryReport | null;
  /** The game's language and theme, for the printer. */
  lang: Lang;
  theme: ThemeName;
}

export async function dossier(input: DossierInput, ctx: Context): Promise<DossierResult> {
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  checkLogFile(path);
  const outcome = await commit(ctx, path, (game) => {
    const seat = resolvePlayer(input.player, game.state.players);
    if (!game.state.roles) throw new StateRefusal(`${game.log.header.game} has not dealt the roles yet: there is no dossier to send`)
      .saying('dossier-not-dealt', { game: game.log.header.game }).inLang(game.log.header.lang);
    // After the end the game-over post reveals every role, and no seat has a question left to answer.
    if (game.state.phase.name === 'over') throw new StateRefusal(`${game.log.header.game} is over: there is no dossier left to send (the game-over post revealed every role)`)
      .saying('dossier-over', { game: game.log.header.game }).inLang(game.log.header.lang);
    const mail = catchUpMessages(game.log, game.state, seat, game.log.events.length, outboxOf(game.log, ctx.env));
    return { record: mail, result: { seat, mail }, post: false };
  });
  const { seat, mail } = outcome.result;
  return withThemeFolders({
    game: outcome.game,
    path,
    seat: seat + 1,
    name: outcome.after.players[seat],
    address: mail[0].address,
    messages: mail.map((m) => ({ kind: m.kind, code: m.code, subject: m.subject })),
    delivery: outcome.delivery,
    lang: outcome.log.header.lang,
    theme: outcome.log.header.theme,
  }, overrideDirs(outcome.log, ctx.env));
}
