// secrethitler.io game records (one JSON object a line, see ../shared/real-games/README.md) turned
// into chancery game logs. Every step goes through the engine as it is built, so a record that breaks
// RULES.md is refused with the government it happened in and the engine's own rule message.
import { NAME_MAX, nameKey, nameProblem } from '../input/names.js';
import { shown } from '../input/text.js';
import * as v from 'valibot';
import { checkShape } from '../shape.js';
import {
  apply, createGame, partyOf, rulesetOptions, settle as settleEngine,
  type GameCreated, type GameEvent, type Policy, type RandomSource, type Role, type RuleError, type State, type WinReason, type Winner,
} from '../engine/index.js';
import type { ShapeIssue } from '../shape.js';
import type { Lang, ThemeName } from '../settings.js';
import type { AnyEvent, ClaimRecorded, LogHeader } from '../log/records.js';
import { FORMAT_VERSION } from '../log/records.js';

const policy = v.picklist(['liberal', 'fascist']);
const seat = v.pipe(v.number(), v.integer(), v.minValue(0));
const cards = (n: number) => v.optional(v.pipe(v.array(policy), v.length(n)));

const governmentSchema = v.object({
  president: seat,
  chancellor: seat,
  votes: v.array(v.nullable(v.boolean())),
  deck: v.array(policy),
  presidentHand: cards(3),
  chancellorHand: cards(2),
  enacted: v.optional(policy),
  veto: v.optional(v.object({ requested: v.boolean(), accepted: v.boolean() })),
  investigated: v.optional(seat),
  specialElection: v.optional(seat),
  executed: v.optional(seat),
  peek: cards(3),
  claims: v.optional(v.object({
    president: v.optional(v.array(policy)),
    chancellor: v.optional(v.array(policy)),
    investigation: v.optional(policy),
  })),
});

export const REASONS = {
  five_liberal: 'five-liberal',
  six_fascist: 'six-fascist',
  hitler_elected: 'hitler-elected',
  hitler_executed: 'hitler-executed',
} as const satisfies Record<string, WinReason>;

export const recordSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'must be a usable file name (letters, digits, . _ -)')),
  players: v.pipe(v.number(), v.integer()),
  seats: v.array(v.object({ name: v.pipe(v.string(), v.minLength(1)), role: v.picklist(['liberal', 'fascist', 'hitler']) })),
  governments: v.pipe(v.array(governmentSchema), v.minLength(1)),
  winner: v.picklist(['liberal', 'fascist']),
  reason: v.picklist(['five_liberal', 'six_fascist', 'hitler_elected', 'hitler_executed']),
  note: v.optional(v.string()),
});

export type SiteRecord = v.InferOutput<typeof recordSchema>;
export type SiteGovernment = v.InferOutput<typeof governmentSchema>;

/** Why a record could not become a log: where in the record, and the rule (or shape) it breaks. */
export interface ImportProblem {
  line: number;
  gameId: string | null;
  /** 0-based index into the record's `governments`; null for the record as a whole. */
  government: number | null;
  /** The problem in English (in the report, importGames: in its language). */
  message: string;
  /**
   * The problem's kind and facts, for its sentence in another language: `code` is `import-problem`
   * (its `variant` the kind) or `name` (a seat's name; `seat` its 1-based number) in
   * templates/<lang>/errors.yaml; `rule`: the rule the record breaks, worded from rules.yaml.
   */
  said: ProblemSaid;
}

export interface ProblemSaid { code: 'import-problem' | 'name'; params: Record<string, string | number>; rule?: RuleError }

/** A problem of the record's kind `variant`, with its facts. */
const problem = (variant: string, params: Record<string, string | number> = {}, rule?: RuleError): ProblemSaid =>
  ({ code: 'import-problem', params: { variant, ...params }, ...(rule ? { rule } : {}) });

/** A rule the engine did not itself refuse with, but that the record breaks (the winner, a game over): its code, facts and rule, as the engine would name them. */
const brokenRule = (code: RuleError['code'], rule: string, message: string, params: RuleError['params']): RuleError => ({ code, rule, message, params });

export interface ImportedGame {
  header: Omit<LogHeader, 'hash'>;
  /** Engine events and claims, in log order (the header is the game-created event). */
  events: AnyEvent[];
  /** The engine state after the last event: the game is over. */
  state: State;
}

/** Reads one line of the file; a shape problem is reported with the line and field. */
export function parseRecord(text: string, line: number): { ok: true; record: SiteRecord } | { ok: false; problem: ImportProblem } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    const position = /position (\d+)/.exec((e as Error).message)?.[1];
    return { ok: false, problem: { line, gameId: null, government: null, message: `not valid JSON: ${(e as Error).message}`, said: position ? problem('json-at', { position: Number(position) + 1 }) : problem('json') } };
  }
  const parsed = checkShape(recordSchema, raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const id = typeof (raw as { id?: unknown })?.id === 'string' ? (raw as { id: string }).id : null;
    const path = issue.path;
    const government = path[0] === 'governments' && typeof path[1] === 'number' ? path[1] : null;
    return { ok: false, problem: { line, gameId: id, government, message: `field \`${path.join('.')}\`: ${issue.message}`, said: shapeProblem(issue) } };
  }
  return { ok: true, record: parsed.data };
}

/** What a shape issue is, as a kind of import problem and its facts (the field, and what it wanted where valibot says). */
function shapeProblem(issue: ShapeIssue): ProblemSaid {
  const field = issue.path.join('.');
  const check = issue.check;
  const received = check?.received ?? '';
  if (!field) return problem('record', { received });
  if (issue.missing) return problem('missing-field', { field });
  if (issue.wrongType) return problem(issue.wrongType.expected, { field, received });
  switch (check?.type) {
    case 'picklist': return problem('choice', { field, received, expected: (check.expected ?? '').replace(/^\((.*)\)$/, '$1') });
    case 'array': case 'object': return problem(check.type, { field, received });
    case 'regex': return problem(field === 'id' ? 'id' : 'field', { field });
    case 'integer': return problem('integer', { field, received });
    case 'min_value': return problem('min-value', { field, received, expected: (check.expected ?? '').replace(/^>=/, '') });
    case 'length': return problem('length', { field, received, expected: check.expected ?? '' });
    case 'min_length': return problem('empty', { field });
    default: return problem('field', { field });
  }
}

class Refused extends Error {
  constructor(readonly government: number | null, message: string, readonly said: ProblemSaid) { super(message); }
}

/** Turns one record into a game: header and events, each step validated by the engine. */
/** `theme`: the words the game is written in (the rules stay the site's, Secret Hitler's). */
export function importRecord(record: SiteRecord, created: string, lang: Lang = 'en', theme: ThemeName = 'secret-hitler'): ImportedGame {
  const players = record.seats.map((s) => s.name);
  if (record.players !== players.length)
    throw new Refused(null, `\`players\` says ${record.players} but ${players.length} seats are listed`, problem('players', { count: record.players, seats: players.length }));
  // Another site's file is no more trusted than a roster: its names meet the rules `new` holds them to
  // (a terminal escape, a line break, "x=ja" would reach every post and terminal that shows them).
  const keys = new Map<string, number>();
  players.forEach((name, i) => {
    const wrong = nameProblem(name);
    if (wrong) throw new Refused(null, `seat ${i + 1}: "${shown(name)}" cannot be a player's name: ${wrong.text}`, { code: 'name', params: { seat: i + 1, value: shown(name), variant: wrong.kind, max: NAME_MAX } });
    const other = keys.get(nameKey(name));
    if (other !== undefined) throw new Refused(null, `seats ${other + 1} and ${i + 1}: "${shown(name)}" and "${shown(players[other])}" are the same name to chancery (compared without case or width)`, problem('same-name', { first: other + 1, second: i + 1, value: shown(name), other: shown(players[other]) }));
    keys.set(nameKey(name), i);
  });
  const header: Omit<LogHeader, 'hash'> = {
    chancery: FORMAT_VERSION,
    game: record.id,
    created,
    // The records are the site's standard rules (README: no custom settings): the official defaults.
    ruleset: 'secret-hitler',
    // The site draws the first President at random; the seat it drew is `firstPresident`.
    options: { ...rulesetOptions('secret-hitler', players.length), firstPresident: 'random' },
    players: players.map((name) => ({ name })),
    firstPresident: record.governments[0].president,
    commitment: null,
    theme,
    lang,
    house: { onMissingVote: 'wait' },
    source: `secrethitler.io/${record.id}`,
  };
  const gameCreated: GameCreated = {
    type: 'game-created', gameId: record.id, players, ruleset: header.ruleset, options: header.options,
    firstPresident: header.firstPresident, commitment: null,
  };
  const start = createGame(gameCreated);
  if (!start.ok) throw new Refused(null, `${start.error.message} (${start.error.rule})`, problem('rule', {}, start.error));

  let state = start.state;
  const events: AnyEvent[] = [];
  let current: number | null = null; // the government being imported, for error messages
  // The site's shuffles are recorded as the deck of the government that follows them.
  let nextRecordedDeck: Policy[] | null = record.governments[0].deck;
  // A reshuffle just before the game ends (say, before a winning execution) has no later government
  // to show its order. Nobody sees that deck, so the cards are logged as gathered; should a card be
  // taken from it after all, the record is refused rather than an order invented.
  let unrecordedDeck = false;
  // Whether each shuffle the engine asked for had no recorded order, in the order asked.
  const unrecordedShuffles: boolean[] = [];
  const recorded: RandomSource = {
    deal: () => record.seats.map((s) => s.role as Role),
    shuffle: (_k, cards) => {
      const deck = nextRecordedDeck ?? cards.slice();
      unrecordedShuffles.push(nextRecordedDeck === null);
      nextRecordedDeck = null;
      return deck.slice();
    },
  };
  const takesFromUnrecordedDeck = (event: GameEvent) => {
    if (event.type === 'deck-shuffled') unrecordedDeck = unrecordedShuffles.shift() ?? false;
    if (unrecordedDeck && (event.type === 'chaos-enacted' || event.type === 'policies-drawn' || event.type === 'policies-peeked'))
      throw new Refused(current, `${event.type}: the engine reshuffled here (RULES §2.9 Reshuffle) and takes a card from the new deck, but the site recorded no reshuffle before it`, problem('unrecorded-reshuffle'));
  };
  const step = (event: GameEvent) => {
    takesFromUnrecordedDeck(event);
    const result = apply(state, event);
    if (!result.ok) throw new Refused(current, `${event.type}: ${result.error.message} (${result.error.rule})`, problem('rule', {}, result.error));
    state = result.state;
    events.push(event as AnyEvent);
  };
  // The engine's one loop of automatic steps, each checked as the record's own steps are.
  const settle = () => {
    const done: GameEvent[] = [];
    const settled = settleEngine(state, recorded, done);
    for (const event of done) {
      takesFromUnrecordedDeck(event);
      events.push(event as AnyEvent);
    }
    if (!settled.ok) {
      takesFromUnrecordedDeck(settled.event);
      throw new Refused(current, `${settled.event.type}: ${settled.error.message} (${settled.error.rule})`, problem('rule', {}, settled.error));
    }
    state = settled.state;
  };

  settle(); // the deal and the opening deck
  record.governments.forEach((g, i) => {
    current = i;
    nextRecordedDeck = record.governments[i + 1]?.deck ?? null;
    if (state.phase.name === 'over') {
      const message = `the game already ended (${state.phase.reason}) before this government`;
      throw new Refused(i, message, problem('rule', {}, brokenRule('game-over', 'RULES §3 Winning', message, { variant: 'over', winner: state.phase.winner })));
    }
    if (!sameOrder(state.deck, g.deck))
      throw new Refused(i, `the recorded deck (${g.deck.length} cards) differs from the engine's draw pile (${state.deck.length} cards) at this nomination`, problem('deck', { recorded: g.deck.length, engine: state.deck.length }));
    importGovernment(g, i, record, step, settle, () => state, events);
  });
  current = null;
  settle();
  if (state.phase.name !== 'over')
    throw new Refused(record.governments.length - 1, 'the record ends but the engine sees no win: the game is not over', problem('not-over'));
  const want: { winner: Winner; reason: WinReason } = { winner: record.winner, reason: REASONS[record.reason] };
  if (state.phase.winner !== want.winner || state.phase.reason !== want.reason)
    throw new Refused(null, `the engine ends the game with a ${state.phase.winner} win (${state.phase.reason}); the site recorded ${want.winner} (${want.reason})`,
      problem('winner', { winner: state.phase.winner, reason: state.phase.reason, recorded: want.winner, recordedReason: want.reason }));
  return { header, events, state };
}

function importGovernment(
  g: SiteGovernment, i: number, record: SiteRecord,
  step: (e: GameEvent) => void, settle: () => void, state: () => State, log: AnyEvent[],
): void {
  step({ type: 'chancellor-nominated', president: g.president, chancellor: g.chancellor });
  if (g.votes.length !== record.seats.length) throw new Refused(i, `${g.votes.length} votes for ${record.seats.length} seats`, problem('votes', { votes: g.votes.length, seats: record.seats.length }));
  g.votes.forEach((v, s) => {
    if (v !== null) step({ type: 'vote-cast', seat: s, vote: v ? 'ja' : 'nein' });
  });
  settle(); // the tally, then chaos or the draw (or a Hitler-elected win)
  const s = state();
  if (s.phase.name !== 'legislative') return; // failed (maybe chaos) or over
  if (!g.presidentHand || !g.chancellorHand) throw new Refused(i, 'the government was elected but the record has no hands', problem('no-hands'));
  const discarded = missingFrom(g.presidentHand, g.chancellorHand);
  if (!discarded) throw new Refused(i, `the Chancellor's hand (${g.chancellorHand.join(', ')}) is not two of the President's (${g.presidentHand.join(', ')})`, problem('hands', { chancellorHand: g.chancellorHand.join(', '), presidentHand: g.presidentHand.join(', ') }));
  step({ type: 'president-discarded', policy: discarded });
  if (g.veto?.requested) {
    step({ type: 'veto-requested' });
    step({ type: 'veto-answered', agree: g.veto.accepted });
  }
  if (!g.veto?.accepted) {
    if (!g.enacted) throw new Refused(i, 'the government was elected and not vetoed, but the record enacts nothing', problem('nothing-enacted'));
    step({ type: 'policy-enacted', policy: g.enacted });
  }
  claims(g, i, log);
  settle(); // a reshuffle, chaos after a veto, or a win
  const after = state();
  if (after.phase.name !== 'executive') return;
  const president = after.phase.president;
  switch (after.phase.power) {
    case 'investigate': {
      if (g.investigated === undefined) throw new Refused(i, 'the policy grants Investigate Loyalty but the record investigates nobody', problem('no-power-target', { power: 'investigate' }));
      const role = record.seats[g.investigated]?.role;
      step({ type: 'loyalty-investigated', president, target: g.investigated, party: partyOf(role) });
      if (g.claims?.investigation)
        log.push(claim(president, i, g.claims.investigation, 'investigator'));
      break;
    }
    case 'special-election':
      if (g.specialElection === undefined) throw new Refused(i, 'the policy grants a Special Election but the record names no candidate', problem('no-power-target', { power: 'special-election' }));
      step({ type: 'special-election-called', president, target: g.specialElection });
      break;
    case 'peek':
      if (!g.peek) throw new Refused(i, 'the policy grants the Policy Peek but the record shows no peek', problem('no-power-target', { power: 'peek' }));
      step({ type: 'policies-peeked', president, cards: g.peek });
      break;
    case 'execution':
      if (g.executed === undefined) throw new Refused(i, 'the policy grants an Execution but the record executes nobody', problem('no-power-target', { power: 'execution' }));
      step({ type: 'player-executed', president, target: g.executed });
      break;
  }
  settle();
}

function claims(g: SiteGovernment, i: number, log: AnyEvent[]): void {
  if (g.claims?.president) log.push(claim(g.president, i, g.claims.president.join(', '), 'president'));
  if (g.claims?.chancellor) log.push(claim(g.chancellor, i, g.claims.chancellor.join(', '), 'chancellor'));
}

function claim(seat: number, government: number, text: string, as: ClaimRecorded['as']): ClaimRecorded {
  return { type: 'claim-recorded', seat, government: government + 1, claim: text, as };
}

/** The one card of `three` that is not in `two`, or null when `two` is not a sub-hand of `three`. */
function missingFrom(three: Policy[], two: Policy[]): Policy | null {
  const rest = three.slice();
  for (const card of two) {
    const k = rest.indexOf(card);
    if (k < 0) return null;
    rest.splice(k, 1);
  }
  return rest.length === 1 ? rest[0] : null;
}

function sameOrder(a: Policy[], b: Policy[]): boolean {
  return a.length === b.length && a.every((c, k) => c === b[k]);
}

/** Imports every line of a JSONL text; each record gives a game or a problem. */
export function importLines(text: string, created: string, lang: Lang = 'en', theme: ThemeName = 'secret-hitler'): { games: ImportedGame[]; problems: ImportProblem[] } {
  const games: ImportedGame[] = [];
  const problems: ImportProblem[] = [];
  text.split('\n').forEach((rawLine, k) => {
    if (!rawLine.trim()) return;
    const parsed = parseRecord(rawLine, k + 1);
    if (!parsed.ok) { problems.push(parsed.problem); return; }
    try {
      games.push(importRecord(parsed.record, created, lang, theme));
    } catch (e) {
      if (!(e instanceof Refused)) throw e;
      problems.push({ line: k + 1, gameId: parsed.record.id, government: e.government, message: e.message, said: e.said });
    }
  });
  return { games, problems };
}
