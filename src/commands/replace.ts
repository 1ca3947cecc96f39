// `chancery replace <game> <old> <new> [--email addr] [--timezone tz]`: another person takes over a
// seat with its role and all it learned. One write records the replacement (an engine event), the
// seat's new contact, the new player's dossier and the question the seat has open; the old
// address no longer answers for the seat (sync matches the seat's current address).
import { withThemeFolders } from '../game/speech.js';
import { resolveGamePath } from '../game/paths.js';
import { commit } from '../game/commit.js';
import { postFormatOf } from '../game/thread.js';
import { resolvePlayer } from '../game/players.js';
import { gendersOf } from '../log/records.js';
import { gendersByName, parseGender } from '../render/names.js';
import { summarize, type GameOutcome } from '../game/outcome.js';
import { loadMailConfig } from '../mail/config.js';
import { addressesOf, outboxOf } from '../mail/outbox.js';
import type { DeliveryReport } from '../mail/deliver.js';
import type { ContactChanged, Lang, LogRecord, MessageQueued, ThemeName } from '../log/records.js';
import { overrideDirs } from '../render/overrides.js';
import { StateRefusal, UsageError } from '../errors.js';
import type { Context } from '../game/context.js';
import { canonicalTimeZone, validTimeZone } from '../log/deadlines.js';
import { catchUpMessages } from '../house/catch-up.js';
import { placeholderAddress } from '../mail/contacts.js';
import { replacementPost } from '../house/posts.js';
import { checkedName, lookalikeError, lookKey, nameKey } from '../input/names.js';
import { checkedAddress } from '../input/address.js';
import { shown } from '../input/text.js';
import { checkLogFile } from '../log/file.js';

export interface ReplaceInput { game: string; old: string; name: string; email?: string; timezone?: string; gender?: string; format?: string }

export interface ReplaceResult {
  game: string;
  /** The game's language and theme: the printer speaks them. */
  lang: Lang;
  theme: ThemeName;
  path: string;
  seat: number;
  previous: string;
  name: string;
  address: string;
  timezone: string;
  /** The messages queued for the new player: the dossier, and the open question if the seat has one. */
  messages: { kind: string; code: string; subject: string }[];
  /** The announcement for the thread. */
  post: string;
  outcome: GameOutcome;
  delivery: DeliveryReport | null;
}

export async function replace(input: ReplaceInput, ctx: Context): Promise<ReplaceResult> {
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  checkLogFile(path);
  if (!input.name?.trim()) throw new UsageError('give the name of the player who takes the seat, like: chancery replace friday Carol Zoe').saying('replace-no-name', { game: input.game });
  const name = checkedName(input.name, 'replace');
  const email = input.email === undefined ? undefined : checkedAddress(input.email, '--email');
  if (input.timezone !== undefined && !validTimeZone(input.timezone)) throw new UsageError(`--timezone: "${shown(input.timezone)}" is not a time zone (use an IANA name like Europe/Berlin)`).saying('replace-timezone', { value: shown(input.timezone) });
  const gender = input.gender === undefined ? undefined : parseGender(input.gender);
  if (gender === null) throw new UsageError(`--gender: "${shown(input.gender!)}" is not one: use female or male, or leave it out when unknown`).saying('replace-gender', { value: shown(input.gender!) });
  if (!email && loadMailConfig(path, ctx.env).transport !== 'local') {
    throw new UsageError(`${input.game} sends real mail: give the new player's address with --email`).saying('replace-email', { game: input.game });
  }

  let made: { seat: number; previous: string; contact: ContactChanged; mail: MessageQueued[]; post: string } | undefined;
  const outcome = await commit(ctx, path, (game) => {
    const { state, log } = game;
    if (!state.roles) throw new StateRefusal(`${log.header.game} has not dealt the roles yet: change the roster with a new game instead`).saying('replace-not-dealt', { game: log.header.game }).inLang(log.header.lang);
    // A game that is over has no seat to take over: the thread post would say it goes on.
    if (state.phase.name === 'over') throw new StateRefusal(`${log.header.game} is over: there is no seat left to take over`).saying('replace-over', { game: log.header.game }).inLang(log.header.lang);
    const format = postFormatOf(log.header, input.format);
    const seat = resolvePlayer(input.old, state.players);
    // An executed seat plays no more, and its role stays unknown (RULES §2.10): a newcomer would be
    // sent it in their dossier, with nothing to do with it.
    if (!state.alive[seat]) throw new StateRefusal(`${state.players[seat]} was executed: the seat plays no more, so there is nothing to take over (and nobody learns an executed player's role, RULES §2.10)`).saying('replace-executed', { player: state.players[seat] }).inLang(log.header.lang);
    // The seat's own player is no replacement (it would be recorded, and sent a dossier, as one).
    if (nameKey(state.players[seat]) === nameKey(name)) throw new UsageError(`${state.players[seat]} already holds seat ${seat + 1}: a replacement brings in another player`).saying('replace-same', { player: state.players[seat], seat: seat + 1 }).inLang(log.header.lang);
    const taken = state.players.findIndex((p, s) => s !== seat && nameKey(p) === nameKey(name));
    if (taken >= 0) throw new UsageError(`${state.players[taken]} already plays seat ${taken + 1}: two players cannot share a name (names are compared without case or width)`).saying('replace-name-taken', { player: state.players[taken], seat: taken + 1 }).inLang(log.header.lang);
    const alike = state.players.findIndex((p, s) => s !== seat && lookKey(p) === lookKey(name));
    // Named as the name's other refusals name it (checkedName above): by the command, in any language.
    if (alike >= 0) throw lookalikeError('replace', name, state.players[alike]).inLang(log.header.lang);
    // A player who left another seat knows that seat's secrets (its role, teammates, cards,
    // investigations): in this one they would carry them across. Back in their own seat, no more
    // than it knew (RULES §5).
    const left = state.replacements.find((r) => r.seat !== seat && (nameKey(r.previous) === nameKey(name) || lookKey(r.previous) === lookKey(name)));
    if (left) throw new UsageError(`${left.previous} held seat ${left.seat + 1} in this game: a player who left a seat knows its secrets and cannot take over another one`)
      .saying('replace-left-other-seat', { player: left.previous, seat: left.seat + 1 }).inLang(log.header.lang);
    // Replies are told apart by their sender: the new address may be no other seat's.
    if (email) {
      const addresses = addressesOf(log);
      const other = state.players.findIndex((_, s) => s !== seat && addresses(s).toLowerCase() === email.toLowerCase());
      if (other >= 0) throw new UsageError(`${email} is ${state.players[other]}'s address (seat ${other + 1}): each seat needs an address of its own (replies are told apart by it)`)
        .saying('replace-email-taken', { value: email, player: state.players[other], seat: other + 1 }).inLang(log.header.lang);
    }
    // The new player's own address and zone (UTC unless given: the leaver's zone is not theirs).
    const contact: ContactChanged = { type: 'contact-changed', seat, email: (email ?? placeholderAddress(log, seat)).toLowerCase(), timezone: input.timezone === undefined ? 'UTC' : canonicalTimeZone(input.timezone), ...(gender ? { gender } : {}) };
    return {
      intents: [{ type: 'replace', seat, name }],
      record: ({ state: after, atSeq }) => {
        const withContact = { ...log, events: [...log.events, { ...contact, seq: atSeq + 1, at: '', hash: '' } as LogRecord] };
        const mail = catchUpMessages(withContact, after, seat, atSeq, outboxOf(log, ctx.env));
        const post = replacementPost(after, seat, state.players[seat], { header: log.header, format, overrides: overrideDirs(log, ctx.env), genders: gendersOf(withContact) });
        made = { seat, previous: state.players[seat], contact, mail, post };
        return [contact, ...mail];
      },
      post: false,
    };
  });
  const { seat, previous, contact, mail, post } = made!;
  const folders = overrideDirs(outcome.log, ctx.env);
  const genders = gendersOf(outcome.log);
  return withThemeFolders({
    game: outcome.game,
    lang: outcome.log.header.lang,
    theme: outcome.log.header.theme,
    path,
    seat: seat + 1,
    previous,
    name: outcome.after.players[seat],
    address: contact.email!,
    timezone: contact.timezone!,
    messages: mail.map((m) => ({ kind: m.kind, code: m.code, subject: m.subject })),
    post,
    outcome: summarize(path, outcome.after, outcome.appended, outcome.log.header.lang, outcome.log.header.theme, folders, genders),
    delivery: outcome.delivery,
  }, folders, gendersByName(outcome.after, genders)); // "вместо Любови": the leaver's name in her gender
}
