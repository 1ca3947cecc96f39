// `chancery new`: creates a game log, deals the roles, shuffles the deck, and commits to the seed.
import { randomBytes } from '../input/entropy.js';
import { existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import {
  apply, commitment, drawFirstPresident, parseSeed, rulesetOptions, settle, CHOICE_OPTIONS, OPTION_NAMES, RULESET_NAMES,
  type GameEvent, type Options, type RulesetName,
} from '../engine/index.js';
import { createLogFile } from '../log/file.js';
import { gameCreatedOf } from '../log/replay.js';
import { FORMAT_VERSION, type HouseRules, type LogHeader, type PlayerEntry } from '../log/records.js';
import { canonical, LANGS, MISSING_VOTE_RULES, POST_FORMATS, THEMES, oneOf, type Lang, type PostFormat, type ThemeName } from '../settings.js';
import { gameIdOk, randomSourceOf, resolveGamePath } from '../game/session.js';
import { resolvePlayer } from '../game/players.js';
import { canonicalTimeZone, durationMs, durationWord, validTimeZone } from '../log/deadlines.js';
import { messagesRequiredBy, sendAfterWrite } from '../mail/queue.js';
import type { PrerenderedMail } from '../mail/outbox.js';
import type { DeliveryReport } from '../mail/deliver.js';
import { ChanceryError, RuleRefusal, StateRefusal, UsageError } from '../errors.js';
import type { Context } from '../game/context.js';
import { parse as parseYaml } from 'yaml';
import { parseGender } from '../render/names.js';
import { ruleWording } from '../render/rule-errors.js';
import { checkedAddress } from '../input/address.js';
import { checkedNames } from '../input/names.js';
import { readRegularText, SIZE_LIMITS } from '../input/files.js';
import { shown } from '../input/text.js';
import { checkedDeck, checkedWhole, DECK_MAX, DURATION_RANGE } from '../input/ranges.js';
import { isoTime } from '../log/times.js';
import { gamesDir } from '../game/paths.js';
import { askedLang, headersLang } from './folder-lang.js';

export interface NewInput {
  id: string;
  players: string[]; // a roster file, or names
  ruleset?: string;
  option?: string[]; // key=value
  firstPresident?: string;
  theme?: string;
  lang?: string;
  deadline?: string;
  onMissingVote?: string;
  /** A folder of the moderator's own templates, kept in the header relative to the log. */
  templates?: string;
  /** The game's thread post format (markdown or bbcode), kept in the header for every later post. */
  format?: string;
  /** For tests and reproducible demos only: a fixed seed instead of 32 random bytes. */
  seed?: string;
}

export interface NewResult {
  game: string;
  path: string;
  players: { seat: number; name: string; email?: string }[];
  ruleset: RulesetName;
  options: Options;
  theme: ThemeName;
  lang: Lang;
  format: PostFormat;
  firstPresident: string;
  commitment: string;
  events: number;
  /** The role cards sent (null when nothing was queued). */
  delivery: DeliveryReport | null;
}

export async function newGame(given: NewInput, ctx: Context): Promise<NewResult> {
  // The choices are the program's words (ru, secret-russian, bbcode): "RU" or "BBCode" mean the
  // same; a word that is none is kept as typed, for the refusal to quote.
  const input: NewInput = {
    ...given, lang: canonical(LANGS, given.lang), theme: canonical(THEMES, given.theme), ruleset: canonical(RULESET_NAMES, given.ruleset),
    format: canonical(POST_FORMATS, given.format), onMissingVote: canonical(MISSING_VOTE_RULES, given.onMissingVote),
  };
  // The game's language first: every other problem with the setup is said in it. Not given, it is
  // the folder's: the one most of its games use (as its list and help speak), English for none. A
  // moderator running a folder of Russian games gets one more, and is refused in Russian.
  const folderLang = headersLang(gamesDir(ctx.env, ctx.cwd));
  const lang = askedLang(given.lang, folderLang) ?? folderLang ?? 'en';
  // The theme stays the one asked for (--theme, else the ruleset's, else Secret Hitler's): it
  // changes the game itself, and the "created" line names it.
  try {
    return await created(input, lang, ctx);
  } catch (e) {
    if (e instanceof ChanceryError) e.inLang(lang).inTheme(oneOf(THEMES, input.theme) ? input.theme : oneOf(THEMES, input.ruleset) ? input.ruleset : undefined);
    throw e;
  }
}

async function created(input: NewInput, lang: Lang, ctx: Context): Promise<NewResult> {
  if (!gameIdOk(input.id)) throw new UsageError(`"${input.id}" is not a usable game id: use Latin letters (a-z, A-Z), digits, dots, dashes and underscores, starting with a letter or digit (up to 64 characters)`).saying('new-bad-id', { id: input.id });
  // An id ending in .yaml reads as a path (resolveGamePath): the log would be written there, outside games/.
  const stem = input.id.replace(/\.ya?ml$/, '');
  if (stem !== input.id) throw new UsageError(`"${input.id}" is a file name, not a game id: type the id alone, as in chancery new ${stem} …`).saying('new-id-file', { id: input.id, stem });
  const path = resolveGamePath(input.id, ctx.env, ctx.cwd);
  if (existsSync(path)) throw new StateRefusal(`a game called ${input.id} already exists (${path})`).saying('new-exists', { id: input.id, path });

  const roster = readRoster(input.players, ctx.cwd);
  const ruleset = input.ruleset ?? 'secret-hitler';
  if (!oneOf(RULESET_NAMES, ruleset)) throw new UsageError(`unknown ruleset "${input.ruleset}": choose one of ${RULESET_NAMES.join(', ')}`).saying('new-ruleset', { value: ruleset, allowed: RULESET_NAMES.join(', ') });
  const options = applyOptionFlags(rulesetOptions(ruleset, roster.length), input.option ?? []);
  // A ruleset named after a theme plays in it.
  const theme = input.theme ?? (oneOf(THEMES, ruleset) ? ruleset : 'secret-hitler');
  if (!oneOf(THEMES, theme)) throw new UsageError(`unknown theme "${input.theme}": choose one of ${THEMES.join(', ')}`).saying('new-theme', { value: theme, allowed: THEMES.join(', ') });
  const format = input.format ?? 'markdown';
  if (!oneOf(POST_FORMATS, format)) throw new UsageError(`--format must be ${POST_FORMATS.join(' or ')}, not "${input.format}"`).saying('new-format', { value: format, allowed: POST_FORMATS.join(', ') });
  const onMissingVote = input.onMissingVote ?? 'wait';
  if (!oneOf(MISSING_VOTE_RULES, onMissingVote)) throw new UsageError(`--on-missing-vote takes ${MISSING_VOTE_RULES.join(', ')}`).saying('new-on-missing-vote', { value: onMissingVote, allowed: MISSING_VOTE_RULES.join(', ') });
  const house: HouseRules = { onMissingVote };
  if (input.deadline) {
    const ms = durationMs(input.deadline);
    if (!ms) throw new UsageError(`--deadline takes a duration like 90m, 24h or 2d, not "${shown(input.deadline)}" (${DURATION_RANGE})`).saying('new-deadline', { value: shown(input.deadline) });
    // As typed when every version reads it (24h); else in one English unit («2 дня» is 2d).
    const compact = input.deadline.replace(/\s+/g, '');
    house.deadline = /^\d+[mhd]$/.test(compact) ? compact : durationWord(ms);
  }

  let templates: string | undefined;
  if (input.templates) {
    const dir = resolve(ctx.cwd, input.templates);
    if (!existsSync(dir)) throw new UsageError(`--templates: there is no folder ${dir}`).saying('new-templates', { dir });
    templates = relative(dirname(path), dir) || '.';
  }

  const seedHex = input.seed ?? randomBytes(32).toString('hex');
  try { parseSeed(seedHex); } catch (e) { throw new UsageError(`--seed: ${(e as Error).message}`).saying('new-seed'); }
  const names = roster.map((p) => p.name);
  let firstPresident = 0;
  if (input.firstPresident) {
    if (options.firstPresident === 'random') throw new UsageError('--first-president and the option firstPresident=random contradict each other').saying('new-first-president-random');
    firstPresident = resolvePlayer(input.firstPresident, names);
  } else if (options.firstPresident === 'random') {
    firstPresident = drawFirstPresident(parseSeed(seedHex), names.length);
  }

  const header: Omit<LogHeader, 'hash'> = {
    chancery: FORMAT_VERSION,
    game: input.id,
    created: isoTime(ctx.now()),
    ruleset,
    options,
    players: roster,
    firstPresident,
    commitment: commitment(seedHex, input.id, names),
    seed: seedHex,
    theme,
    lang,
    house,
    ...(templates ? { templates } : {}),
    // Markdown is the default: only a game that chose BBCode says so.
    ...(format !== 'markdown' ? { format } : {}),
  };
  // The engine checks the setup before anything is written.
  const created = apply(null, gameCreatedOf({ ...header, hash: '' }));
  if (!created.ok) throw new RuleRefusal(created.error, ruleWording(created.error, lang, [], theme));
  const events: GameEvent[] = [];
  const dealt = settle(created.state, randomSourceOf({ header: { ...header, hash: '' } }), events);
  if (!dealt.ok) throw new RuleRefusal(dealt.error, ruleWording(dealt.error, lang, [], theme));
  // The role cards are queued in the log's first write, then sent.
  const at = isoTime(ctx.now());
  const rendered: PrerenderedMail = new Map();
  const roleCards = await messagesRequiredBy({ path, header: { ...header, hash: '' }, events: [] }, null, dealt.state, events, events.length, ctx.env, [], { at, into: rendered });
  const log = createLogFile(path, header, [...events, ...roleCards] as never, at, { verified: true, reported: true });
  const delivery = await sendAfterWrite(log, ctx.now(), ctx.env, rendered);
  return {
    game: input.id,
    path,
    players: roster.map((p, seat) => ({ seat: seat + 1, name: p.name, ...(p.email ? { email: p.email } : {}) })),
    ruleset,
    options,
    theme,
    lang,
    format,
    firstPresident: names[firstPresident],
    commitment: log.header.commitment!,
    events: log.events.length,
    delivery,
  };
}

/**
 * `--players` is either one roster file (YAML) or the names themselves, in seat order. Every name
 * and address is checked here, at the door: nothing is written for a roster that has a bad one.
 */
export function readRoster(args: string[], cwd: string): PlayerEntry[] {
  const roster = rosterEntries(args, cwd);
  const where = args.length === 1 && /\.(ya?ml)$/i.test(args[0]) ? shown(args[0]) : '--players';
  const names = checkedNames(roster.map((p) => p.name), where);
  // Replies are told apart by their sender: two seats at one address could not be.
  const seatOf = new Map<string, number>();
  roster.forEach((p, i) => {
    if (!p.email) return;
    const key = p.email.toLowerCase();
    const first = seatOf.get(key);
    if (first !== undefined) {
      throw new UsageError(`${where}: players ${first + 1} (${shown(names[first], 40)}) and ${i + 1} (${shown(names[i], 40)}) have the same email ${shown(p.email)}: each seat needs an address of its own (replies are told apart by it)`)
        .saying('roster-email-twice', { file: where, first: first + 1, other: shown(names[first], 40), seat: i + 1, name: shown(names[i], 40), value: shown(p.email) });
    }
    seatOf.set(key, i);
  });
  return roster.map((p, i) => ({ ...p, name: names[i] }));
}

function rosterEntries(args: string[], cwd: string): PlayerEntry[] {
  if (!args.length) throw new UsageError('--players needs a roster file or the names of 5 to 10 players in seat order').saying('roster-empty');
  if (args.length === 1 && /\.(ya?ml)$/i.test(args[0])) {
    const file = args[0].startsWith('/') ? args[0] : `${cwd}/${args[0]}`;
    let data: unknown;
    try {
      data = parseYaml(readRegularText(file, SIZE_LIMITS.roster));
    } catch (e) {
      throw new UsageError(`cannot read the roster ${shown(args[0])}: ${shown((e as Error).message.split('\n')[0], 200)}`).saying('roster-unreadable', { file: shown(args[0]) });
    }
    const list = Array.isArray(data) ? data : (data as { players?: unknown })?.players;
    if (!Array.isArray(list)) throw new UsageError(`${shown(args[0])}: a roster is a list of players (names, or entries with name, email, timezone and gender)`).saying('roster-not-list', { file: shown(args[0]) });
    return list.map((entry, i) => {
      const where = shown(args[0]);
      if (typeof entry === 'string') return { name: entry };
      // `- 3.5`, `- yes`, `name: 1e3`: YAML read the name as a value; say so, and how to keep it a name.
      const value = entry !== null && typeof entry === 'object' ? (entry as Record<string, unknown>).name : entry;
      if (typeof value === 'number' || typeof value === 'boolean') {
        throw new UsageError(`${where}: player ${i + 1}: YAML read the name as the ${typeof value} ${String(value)}: quote it to make it a name, like "${String(value)}"`)
          .saying('roster-name-value', { file: where, seat: i + 1, value: String(value) });
      }
      const e = entry as Record<string, unknown>;
      if (typeof e?.name !== 'string' || !e.name.trim()) throw new UsageError(`${where}: player ${i + 1} has no name`).saying('roster-no-name', { file: where, seat: i + 1 });
      const out: PlayerEntry = { name: e.name };
      const who = `${where}: player ${i + 1} (${shown(e.name, 40)})`;
      if (e.email !== undefined) {
        if (typeof e.email !== 'string') throw new UsageError(`${who}: the email must be one address, like carol@example.org`).saying('roster-email', { file: where, seat: i + 1, name: shown(e.name, 40) });
        out.email = checkedAddress(e.email, { file: where, seat: i + 1, name: shown(e.name, 40) });
      }
      if (e.timezone !== undefined) {
        if (typeof e.timezone !== 'string' || !validTimeZone(e.timezone)) throw new UsageError(`${who}: unknown time zone "${shown(String(e.timezone))}" (use an IANA name like Europe/Berlin)`).saying('roster-timezone', { file: where, seat: i + 1, name: shown(e.name, 40), value: shown(String(e.timezone)) });
        out.timezone = canonicalTimeZone(e.timezone);
      }
      if (e.gender !== undefined) {
        const gender = typeof e.gender === 'string' ? parseGender(e.gender) : null;
        if (!gender) throw new UsageError(`${who}: the gender "${shown(String(e.gender))}" is not one (expected female or male; leave it out when unknown)`).saying('roster-gender', { file: where, seat: i + 1, name: shown(e.name, 40), value: shown(String(e.gender)) });
        out.gender = gender;
      }
      for (const key of Object.keys(e)) {
        if (!['name', 'email', 'timezone', 'gender'].includes(key)) throw new UsageError(`${who}: unknown field "${shown(key)}" (expected name, email, timezone, gender)`).saying('roster-field', { file: where, seat: i + 1, name: shown(e.name, 40), value: shown(key) });
      }
      return out;
    });
  }
  // "--players Alice, Bob, Carol": the commas separated a list, and "Alice," would be a player of
  // that name, whom nobody could name back. A name with a comma inside it (in a roster) stays.
  const listed = args.find((name) => /[,;]$/.test(name.trim()));
  if (listed !== undefined) {
    const mark = listed.trim().slice(-1);
    throw new UsageError(`--players: "${shown(listed)}" ends with "${mark}": give the names as separate words, without commas (quote a name that has a space, like "Mary Jane")`)
      .saying('roster-comma', { value: shown(listed), mark });
  }
  return args.map((name) => ({ name }));
}

/** `--option key=value`: the RULES §4 options by name; deck takes "L/F" (e.g. 6/10). */
export function applyOptionFlags(base: Options, flags: string[]): Options {
  const options: Options = { ...base, deck: { ...base.deck } };
  for (const flag of flags) {
    const m = /^([A-Za-z.]+)=(.+)$/.exec(flag);
    if (!m) throw new UsageError(`--option takes key=value, not "${shown(flag)}"`).saying('option-syntax', { value: shown(flag) });
    const [, key, value] = m;
    if (key in CHOICE_OPTIONS) {
      // A word the option does not take is a wrong command line (exit 2), as a number out of its
      // range is; checkOptions still refuses such a value in a log, where it breaks RULES §1.
      const allowed: readonly string[] = CHOICE_OPTIONS[key as keyof typeof CHOICE_OPTIONS];
      if (!allowed.includes(value))
        throw new UsageError(`--option ${key} takes ${allowed.join(' or ')}, not "${shown(value)}"`).saying('option-choice', { option: key, value: shown(value), allowed: allowed.join(', ') });
      (options as unknown as Record<string, string>)[key] = value;
      continue;
    }
    switch (key) {
      case 'deck': options.deck = checkedDeck(value); break;
      case 'deck.liberal': options.deck.liberal = checkedWhole('--option deck.liberal', value, 0, DECK_MAX); break;
      case 'deck.fascist': options.deck.fascist = checkedWhole('--option deck.fascist', value, 0, DECK_MAX); break;
      case 'startingFascistPolicies': options.startingFascistPolicies = checkedWhole('--option startingFascistPolicies', value, 0, 5); break;
      default:
        throw new UsageError(`unknown option "${shown(key)}": the options are ${OPTION_NAMES.join(', ')} (${Object.entries(CHOICE_OPTIONS).map(([k, v]) => `${k}: ${v.join('|')}`).join('; ')})`)
          .saying('option-unknown', { value: shown(key), allowed: OPTION_NAMES.join(', ') });
    }
  }
  return options;
}
