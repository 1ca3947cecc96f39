// A small given/when/then language over engine events, so rule tests read like the rules:
//   given({ roles: 'HFLLL', deck: 'LLFFF…' }).when(elect(2)).then … or .refuses(event, code, /message/)
// Roles and cards are written as letters (H Hitler, F Fascist, L Liberal). Automatic steps (the
// tally, chaos, the draw, reshuffles, the end) are applied after each decision, as `decide` does.
import * as assert from 'uvu/assert';
import {
  apply, pending, rulesetOptions, settle,
  type GameEvent, type Options, type Pending, type Policy, type RandomSource, type Role, type RuleCode,
  type RuleError, type RulesetName, type Seat, type State, type Vote,
} from '../../src/engine/index.js';

export const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', 'Frank', 'Grace', 'Heidi', 'Ivan', 'Judy'];

const ROLE: Record<string, Role> = { H: 'hitler', F: 'fascist', L: 'liberal' };
const CARD: Record<string, Policy> = { F: 'fascist', L: 'liberal' };

/** 'LLF' → ['liberal', 'liberal', 'fascist'] (spaces ignored). */
export function cards(letters: string): Policy[] {
  return [...letters.replace(/\s/g, '')].map((c) => {
    if (!CARD[c]) throw new Error(`unknown card letter ${c}`);
    return CARD[c];
  });
}

export function roles(letters: string): Role[] {
  return [...letters].map((c) => {
    if (!ROLE[c]) throw new Error(`unknown role letter ${c}`);
    return ROLE[c];
  });
}

export interface Given {
  /** Roles in seat order as letters; the table size follows from it. Default: 'HFLLL'. */
  roles?: string;
  /** The opening deck, top first; default: every card Liberal first, then Fascist. */
  deck?: string;
  /** Decks for later reshuffles, in order; once used up a reshuffle keeps the gathered order. */
  reshuffles?: string[];
  ruleset?: RulesetName;
  options?: Partial<Options>;
  firstPresident?: Seat;
}

export class Table {
  constructor(public state: State, private readonly random: RandomSource, readonly log: GameEvent[]) {}

  get pending(): Pending {
    return pending(this.state);
  }

  /** Applies each decision and then every automatic step; fails the test if the engine refuses. */
  when(...events: (GameEvent | ((t: Table) => GameEvent[]))[]): Table {
    for (const e of events) {
      const list = typeof e === 'function' ? e(this) : [e];
      for (const event of list) {
        this.step(event);
        this.settle();
      }
    }
    return this;
  }

  /** Applies one event, with no automatic steps after it. */
  step(event: GameEvent): Table {
    const r = apply(this.state, event);
    if (!r.ok) assert.unreachable(`the engine refused ${event.type}: ${r.error.code}: ${r.error.message}`);
    else {
      this.state = r.state;
      this.log.push(event);
    }
    return this;
  }

  /** Every automatic step now due, by the engine's one loop (`settle`, as `decide` runs it). */
  settle(): Table {
    const settled = settle(this.state, this.random, this.log);
    if (!settled.ok) assert.unreachable(`the engine refused ${settled.event.type}: ${settled.error.code}: ${settled.error.message}`);
    else this.state = settled.state;
    return this;
  }

  /** Asserts the engine refuses the event with this code, and the message names what it should. */
  refuses(event: GameEvent, code: RuleCode, ...message: RegExp[]): RuleError {
    const r = apply(this.state, event);
    if (r.ok) throw new assert.Assertion({ message: `expected ${code}, but the engine accepted ${event.type}`, operator: 'refuses', expects: code, actual: 'accepted' });
    assert.is(r.error.code, code, r.error.message);
    for (const m of message) assert.match(r.error.message, m);
    assert.match(r.error.rule, /^RULES §\d/);
    return r.error;
  }

  /** The candidate (or President) whose decision is pending. */
  get president(): Seat {
    const p = this.pending;
    if ('president' in p) return p.president;
    throw new Error(`no President now: pending is ${p.kind}`);
  }

  get living(): Seat[] {
    return this.state.alive.map((a, s) => (a ? s : -1)).filter((s) => s >= 0);
  }

  name(seat: Seat): string {
    return this.state.players[seat];
  }
}

/** A dealt and shuffled game, waiting for the first nomination. */
export function given(g: Given = {}): Table {
  const roleList = roles(g.roles ?? 'HFLLL');
  const n = roleList.length;
  const ruleset = g.ruleset ?? 'secret-hitler';
  const options: Options = { ...rulesetOptions(ruleset, n), ...(g.options ?? {}) };
  const later = (g.reshuffles ?? []).map(cards);
  let opened = false;
  const random: RandomSource = {
    deal: () => roleList,
    shuffle: (_k, gathered) => {
      if (!opened) {
        opened = true;
        if (g.deck) return cards(g.deck);
        return [...gathered.filter((c) => c === 'liberal'), ...gathered.filter((c) => c === 'fascist')];
      }
      return later.shift() ?? gathered.slice();
    },
  };
  const created: GameEvent = {
    type: 'game-created', gameId: 'test', players: NAMES.slice(0, n), ruleset, options,
    firstPresident: g.firstPresident ?? 0, commitment: null,
  };
  const r = apply(null, created);
  if (!r.ok) throw new Error(`bad test setup: ${r.error.message}`);
  return new Table(r.state, random, [created]).settle();
}

// ---- Decisions as events ----------------------------------------------------------------------

export const nominate = (president: Seat, chancellor: Seat): GameEvent => ({ type: 'chancellor-nominated', president, chancellor });
export const vote = (seat: Seat, v: Vote): GameEvent => ({ type: 'vote-cast', seat, vote: v });
export const discard = (policy: Policy): GameEvent => ({ type: 'president-discarded', policy });
export const enact = (policy: Policy): GameEvent => ({ type: 'policy-enacted', policy });
export const vetoRequest: GameEvent = { type: 'veto-requested' };
export const vetoAnswer = (agree: boolean): GameEvent => ({ type: 'veto-answered', agree });
export const execute = (president: Seat, target: Seat): GameEvent => ({ type: 'player-executed', president, target });
export const specialElection = (president: Seat, target: Seat): GameEvent => ({ type: 'special-election-called', president, target });
export const investigate = (president: Seat, target: Seat, party: 'liberal' | 'fascist'): GameEvent =>
  ({ type: 'loyalty-investigated', president, target, party });
export const peek = (president: Seat, top: string): GameEvent => ({ type: 'policies-peeked', president, cards: cards(top) });

/** Every living seat votes: 'ja', 'nein', or a per-seat pattern like 'jjnnj' ('-' for a dead seat). */
export function votes(pattern: 'ja' | 'nein' | string) {
  return (t: Table): GameEvent[] => t.living.map((s) => {
    const v = pattern === 'ja' || pattern === 'nein' ? pattern : pattern[s] === 'j' ? 'ja' : 'nein';
    return vote(s, v as Vote);
  });
}

/** The current candidate nominates `chancellor` and the vote goes all Ja (or all Nein). */
export function elect(chancellor: Seat) {
  return (t: Table): GameEvent[] => [nominate(t.president, chancellor), ...votes('ja')(t)];
}
export function reject(chancellor: Seat) {
  return (t: Table): GameEvent[] => [nominate(t.president, chancellor), ...votes('nein')(t)];
}

/** The legislative session: the President discards `dropped`, the Chancellor enacts `kept`. */
export function legislate(dropped: Policy, kept: Policy) {
  return (_t: Table): GameEvent[] => [discard(dropped), enact(kept)];
}

/** A whole government: elect `chancellor`, then the President discards one card and the Chancellor
 *  enacts `policy` (discarding whatever else they hold). */
export function govern(chancellor: Seat, policy: Policy) {
  return (t: Table): GameEvent[] => {
    t.when(elect(chancellor));
    const s = t.state.phase;
    if (s.name !== 'legislative' || s.step.name !== 'president-discard') return [];
    const hand = s.step.hand;
    // Keep `policy` in the Chancellor's hand: discard another card when there is one.
    const k = hand.findIndex((c, i) => c !== policy || hand.indexOf(policy) !== i);
    return [discard(hand[k]), enact(policy)];
  };
}
