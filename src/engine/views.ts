// Secrets are views. The thread sees `publicView`; a player sees `playerView` for their seat.
// Nothing else may reach a template, a post or a message.
import type { Party, Pending, Policy, Power, Replacement, Role, RulesetName, Options, Seat, State, Vote, WinReason, Winner } from './types.js';
import { detectWin, pending, termLimited, vetoUnlocked } from './pending.js';
import { FASCIST_TRACK, LIBERAL_TRACK, hitlerKnowsFascists, partyOf, powerForSlot } from './rules.js';

export interface PublicPlayer {
  seat: Seat;
  /** The seat's holder now. */
  name: string;
  /** Everyone who held the seat, in order: the dealt player first, `name` last (RULES §5: a seat may
   * change hands; the thread heard of each). One name while the seat kept its player. */
  holders: string[];
  alive: boolean;
  termLimited: boolean;
  investigated: boolean;
  /** The thread was told this seat is not Hitler: elected Chancellor in the Hitler zone, or executed (the game went on). */
  confirmedNotHitler: boolean;
  /** Known to all once a side has won (so an executed Hitler is revealed: that is the Liberals' win). */
  role?: Role;
}

export interface PublicGovernment {
  index: number; // 1-based, in order of nomination
  president: Seat;
  chancellor: Seat;
  special: boolean;
  votes?: Record<Seat, Vote>;
  elected?: boolean;
  enacted?: Policy;
  chaos?: Policy;
  veto?: { requested: true; accepted?: boolean };
  power?: Power;
  /** Who the power was used on; the result of an investigation or peek is never public. */
  target?: Seat;
}

/** What the game waits for, as the thread may know it (no cards). */
export type PublicPending =
  | { kind: 'setup' }
  | { kind: 'nomination'; president: Seat; eligible: Seat[] }
  | { kind: 'votes'; president: Seat; chancellor: Seat; waitingFor: Seat[]; voted: Seat[] }
  | { kind: 'legislative'; president: Seat; chancellor: Seat; step: 'president-discard' | 'chancellor-enact' | 'veto-answer'; vetoAllowed: boolean }
  | { kind: 'power'; president: Seat; power: Power; eligible: Seat[] }
  | { kind: 'game-over'; winner: Winner; reason: WinReason };

export interface PublicView {
  gameId: string;
  ruleset: RulesetName;
  options: Options;
  commitment: string | null;
  tableSize: number;
  players: PublicPlayer[];
  liberalPolicies: number;
  fascistPolicies: number;
  liberalTrack: number;
  fascistTrack: number;
  /** The power printed on each Fascist slot, 1-based slot i at index i-1. */
  powerSlots: (Power | null)[];
  electionTracker: number;
  deckCount: number;
  discardCount: number;
  vetoUnlocked: boolean;
  hitlerZone: boolean;
  lastElected: { president: Seat; chancellor: Seat } | null;
  governments: PublicGovernment[];
  /** Seats that changed hands, in order (public: the thread announced each). */
  replacements: Replacement[];
  pending: PublicPending;
  winner?: { winner: Winner; reason: WinReason };
}

/**
 * What a seat did in a government, for `holderAt`: held an office (or sat at the table), cast the
 * vote, discarded as its President (and passed the Chancellor the two cards), asked for the veto
 * as its Chancellor or refused it as its President, or used the government's power (the President's seat) or was its target.
 */
export type SeatAct = 'office' | 'vote' | 'discard' | 'veto' | 'power';

/**
 * Who held `seat` during government `government` (1-based): acts are credited to the player who
 * made them, not to whoever holds the seat now. Without a government: the seat's holder now.
 * `act` 'vote' names who cast the seat's vote in that government (a vote cast before the seat
 * changed hands is the leaver's, though the offices of that government are the newcomer's);
 * 'power' who used that government's power, or was its target (a seat that changed hands while
 * the power was pending: the newcomer, though the offices were the leaver's); 'discard' who
 * discarded as that government's President and passed the Chancellor the two cards: the President
 * of its legislative session (a seat that changed hands after the discard, while the Chancellor had
 * still to enact: the leaver, though the offices from then on were the newcomer's); 'veto' the
 * seat's part in that government's veto: who asked for it as Chancellor (a seat that changed hands
 * after the request, while the President answered or after the refusal: the leaver), or who
 * answered it as President (a seat that changed hands after the refusal, while the Chancellor had
 * still to enact: the leaver).
 */
export function holderAt(view: Pick<PublicView, 'players' | 'replacements'>, seat: Seat, government?: number, act: SeatAct = 'office'): string {
  return seatHolder(view.players.map((p) => p.name), view.replacements, seat, government, act);
}

/**
 * The one reading of a seat's holder (`holderAt`), from the roster's current names and the
 * replacements: what every post, message, history line, record and page names a seat by.
 */
export function seatHolder(names: readonly string[], replacements: readonly Replacement[], seat: Seat, government?: number, act: SeatAct = 'office'): string {
  const now = names[seat] ?? `seat ${seat + 1}`;
  const held = replacements.filter((r) => r.seat === seat);
  const k = seatHolderIndex(replacements, seat, government, act);
  return k < held.length ? held[k].previous : now;
}

/**
 * Which of the seat's holders `seatHolder` names, counted from 0 (the roster's player; k after the
 * seat's k-th replacement): what is said of a person (a gender) is found by it, whoever sits there now.
 */
export function seatHolderIndex(replacements: readonly Replacement[], seat: Seat, government?: number, act: SeatAct = 'office'): number {
  const held = replacements.filter((r) => r.seat === seat);
  if (government === undefined) return held.length;
  // The first replacement of the seat after that government (or during it, after the seat voted,
  // for its vote, or after the President discarded, for the discard, or after the Chancellor asked
  // for the veto or the President refused it, for that part in the veto; not one while its power
  // was pending, for the power) names who held it then.
  const shift = (r: Replacement) => ((act === 'vote' && r.votedBefore) || (act === 'discard' && r.discardedBefore) || (act === 'veto' && (r.vetoRefusedBefore || r.vetoRequestedBefore)) ? 1
    : act === 'power' && r.powerPending ? -1 : 0);
  const later = held.findIndex((r) => r.after + shift(r) >= government);
  return later < 0 ? held.length : later;
}

/**
 * The government (1-based) whose President investigated `target` (a seat is investigated once,
 * RULES §4): with `holderAt(…, 'power')`, the player investigated, whoever holds the seat now.
 */
export function investigationGovernment(view: Pick<PublicView, 'governments'>, target: Seat): number | undefined {
  return view.governments.find((g) => g.power === 'investigate' && g.target === target)?.index;
}

/**
 * The player investigated in seat `target`: who held it when its investigation was used (it may
 * have changed hands while the power was pending, or since). The one reading of the board and the
 * messages (the dossier's template says it as `{{name target government "power"}}`).
 */
export function investigatedPlayer(view: Pick<PublicView, 'players' | 'replacements' | 'governments'>, target: Seat): string {
  return holderAt(view, target, investigationGovernment(view, target), 'power');
}

/** How a Fascist policy came to its slot: only one a government enacted grants the slot's power. */
export type FascistSlotSource = 'start' | 'government' | 'chaos';

/**
 * How each Fascist policy on the track got there, slot 1 first: on the board from the start
 * (RULES §4 `startingFascistPolicies`), enacted by a government, or by chaos, whose power is
 * ignored (RULES §2.4, §2.10). So a board never marks a power granted that the rules withheld.
 */
export function fascistSlotSources(view: Pick<PublicView, 'options' | 'governments'>): FascistSlotSource[] {
  const sources: FascistSlotSource[] = Array<FascistSlotSource>(view.options.startingFascistPolicies).fill('start');
  for (const g of view.governments) {
    if (g.enacted === 'fascist') sources.push('government');
    if (g.chaos === 'fascist') sources.push('chaos');
  }
  return sources;
}

export interface KnownRole { seat: Seat; name: string; role: Role }

export interface PlayerView extends PublicView {
  seat: Seat;
  name: string;
  role: Role;
  party: Party;
  /** Teammates this seat learned at the deal (RULES §1). */
  knownRoles: KnownRole[];
  /** Investigations this seat made as President, with their private results. */
  investigations: { target: Seat; party: Party }[];
  /** Policy peeks this seat made. */
  peeks: Policy[][];
  /** The cards this seat holds right now, if any (a President's three, a Chancellor's two). */
  hand?: { as: 'president' | 'chancellor'; cards: Policy[]; vetoAllowed: boolean };
  /** Every hand this seat held in past governments, by government index. */
  handled: { government: number; as: 'president' | 'chancellor'; cards: Policy[] }[];
  /** The vote this seat gives in the vote now open, until the tally: the seat's own (the thread
   * learns it at the tally), so a player who took the seat over knows what stands for it. */
  standingVote?: Vote;
}

export function publicView(state: State): PublicView {
  // Roles are public once a side has won (an executed Hitler is such a win: RULES §3).
  const win = detectWin(state);
  const limited = termLimited(state);
  const players: PublicPlayer[] = state.players.map((name, seat) => {
    const p: PublicPlayer = {
      seat,
      name,
      holders: [...state.replacements.filter((r) => r.seat === seat).map((r) => r.previous), name],
      alive: state.alive[seat],
      termLimited: limited.includes(seat),
      investigated: state.investigated.includes(seat),
      // What the thread was told: elected Chancellor in the Hitler zone (RULES §2), or executed
      // without ending the game (RULES §3: the executive post says the player was not Hitler).
      confirmedNotHitler: state.confirmedNotHitler.includes(seat) || (!state.alive[seat] && state.roles?.[seat] !== 'hitler'),
    };
    if (win) p.role = state.roles![seat]; // a win needs the deal
    return p;
  });
  const governments: PublicGovernment[] = state.governments.map((g, i) => {
    const pg: PublicGovernment = { index: i + 1, president: g.president, chancellor: g.chancellor, special: !!g.special };
    // The votes are recorded with the tally's result, never before it (RULES §2.3).
    if (g.elected !== undefined) { pg.votes = { ...g.votes }; pg.elected = g.elected; }
    if (g.enacted) pg.enacted = g.enacted;
    if (g.chaos) pg.chaos = g.chaos;
    if (g.veto) pg.veto = { ...g.veto };
    if (g.power) pg.power = g.power;
    if (g.target !== undefined) pg.target = g.target;
    return pg;
  });
  const view: PublicView = {
    gameId: state.setup.gameId,
    ruleset: state.setup.ruleset,
    options: state.setup.options,
    commitment: state.setup.commitment,
    tableSize: state.players.length,
    players,
    liberalPolicies: state.liberalPolicies,
    fascistPolicies: state.fascistPolicies,
    liberalTrack: LIBERAL_TRACK,
    fascistTrack: FASCIST_TRACK,
    powerSlots: Array.from({ length: FASCIST_TRACK }, (_, i) => powerForSlot(state.players.length, i + 1)),
    electionTracker: state.electionTracker,
    deckCount: state.deck.length,
    discardCount: state.discard.length,
    vetoUnlocked: vetoUnlocked(state),
    hitlerZone: state.fascistPolicies >= 3,
    lastElected: state.lastElected,
    governments,
    replacements: state.replacements.map((r) => ({ ...r })),
    pending: publicPending(pending(state)),
  };
  if (win) view.winner = win;
  return view;
}

function publicPending(p: Pending): PublicPending {
  switch (p.kind) {
    case 'deal':
    case 'shuffle':
    case 'chaos':
    case 'tally':
    case 'draw':
      // Automatic steps: the command that triggered them applies them at once, so a view
      // normally never sees these; they reveal nothing either way.
      return { kind: 'setup' };
    case 'nomination': return { kind: 'nomination', president: p.president, eligible: p.eligible };
    case 'votes': return { kind: 'votes', president: p.president, chancellor: p.chancellor, waitingFor: p.waitingFor, voted: p.voted };
    case 'president-discard':
      return { kind: 'legislative', president: p.president, chancellor: p.chancellor, step: 'president-discard', vetoAllowed: false };
    case 'chancellor-enact':
      return { kind: 'legislative', president: p.president, chancellor: p.chancellor, step: 'chancellor-enact', vetoAllowed: p.vetoAllowed };
    case 'veto-answer':
      return { kind: 'legislative', president: p.president, chancellor: p.chancellor, step: 'veto-answer', vetoAllowed: true };
    case 'power': return { kind: 'power', president: p.president, power: p.power, eligible: p.eligible };
    case 'game-over': return { kind: 'game-over', winner: p.winner, reason: p.reason };
  }
}

/** What the player in `seat` may know: the public view plus their own secrets. */
export function playerView(state: State, seat: Seat): PlayerView {
  if (!state.roles) throw new Error('the roles are not dealt yet');
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players.length) throw new Error(`no seat ${seat + 1}`);
  const base = publicView(state);
  const role = state.roles[seat];
  const party = partyOf(role);
  const knows =
    role === 'fascist' || (role === 'hitler' && hitlerKnowsFascists(state.players.length));
  const knownRoles: KnownRole[] = knows
    ? state.roles
        .map((r, s) => ({ seat: s, name: state.players[s], role: r }))
        .filter((k) => k.seat !== seat && k.role !== 'liberal')
    : [];
  const view: PlayerView = {
    ...base,
    seat,
    name: state.players[seat],
    role,
    party,
    knownRoles,
    investigations: state.investigations.filter((i) => i.president === seat).map(({ target, party }) => ({ target, party })),
    peeks: state.peeks.filter((p) => p.president === seat).map((p) => p.cards.slice()),
    handled: [],
  };
  if (state.phase.name === 'election' && state.phase.votes[seat]) view.standingVote = state.phase.votes[seat];
  state.governments.forEach((g, i) => {
    const current = i === state.governments.length - 1 && state.phase.name === 'legislative';
    if (current) return;
    if (g.president === seat && g.presidentHand) view.handled.push({ government: i + 1, as: 'president', cards: g.presidentHand.slice() });
    if (g.chancellor === seat && g.chancellorHand) view.handled.push({ government: i + 1, as: 'chancellor', cards: g.chancellorHand.slice() });
  });
  if (state.phase.name === 'legislative') {
    const { president, chancellor, step } = state.phase;
    if (step.name === 'president-discard' && seat === president) view.hand = { as: 'president', cards: step.hand.slice(), vetoAllowed: false };
    if ((step.name === 'chancellor-enact' || step.name === 'veto-answer') && seat === chancellor)
      view.hand = { as: 'chancellor', cards: step.hand.slice(), vetoAllowed: step.name === 'chancellor-enact' && !step.vetoRefused && vetoUnlocked(state) };
    // The President saw the three cards of this session: that is theirs to know.
    if (step.name !== 'draw' && step.name !== 'president-discard' && seat === president) {
      const g = state.governments[state.governments.length - 1];
      if (g.presidentHand) view.handled.push({ government: state.governments.length, as: 'president', cards: g.presidentHand.slice() });
    }
  }
  return view;
}
