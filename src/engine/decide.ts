// The one way a decision enters the game: an intent (what a person chose, by any route: a
// command's arguments, an emailed reply, a prompt, the simulator, the house rule at a deadline)
// becomes engine events, applied with every automatic step that follows. Pure: no fs, no clock.
import type { RuleError } from './errors.js';
import type { GameEvent, Pending, Policy, Seat, State, Vote } from './types.js';
import { apply } from './apply.js';
import { nextAutomaticEvent, type RandomSource } from './automatic.js';
import { pending } from './pending.js';
import { partyOf } from './rules.js';

/** What a person decides, in the words of the rules; the engine fills in what follows from the state. */
export type Intent =
  | { type: 'nominate'; chancellor: Seat; /** a check: refused unless this is the candidate */ president?: Seat }
  | { type: 'vote'; seat: Seat; vote: Vote }
  | { type: 'discard'; policy: Policy }
  | { type: 'enact'; policy: Policy }
  | { type: 'veto'; step: 'request' | 'agree' | 'refuse' }
  | { type: 'investigate'; target: Seat }
  | { type: 'special-election'; target: Seat }
  | { type: 'peek' }
  | { type: 'execute'; target: Seat }
  | { type: 'replace'; seat: Seat; name: string };

export type IntentType = Intent['type'];

/** The President now: the one holding a power or in the legislative session, or the candidate. */
export function presidentOf(state: State): Seat {
  const ph = state.phase;
  return ph.name === 'executive' || ph.name === 'legislative' || ph.name === 'election' ? ph.president : ph.name === 'nomination' ? ph.candidate : 0;
}

/**
 * The engine event an intent stands for in this state. Outside the step an intent belongs to, the
 * event is still built (with stand-ins), so that `apply` refuses it by its phase and says what the
 * game waits for instead.
 */
export function eventOf(intent: Intent, state: State): GameEvent {
  switch (intent.type) {
    // The candidate is the President now (pending()'s nominating President is the same seat).
    case 'nominate': return { type: 'chancellor-nominated', president: intent.president ?? presidentOf(state), chancellor: intent.chancellor };
    case 'vote': return { type: 'vote-cast', seat: intent.seat, vote: intent.vote };
    case 'discard': return { type: 'president-discarded', policy: intent.policy };
    case 'enact': return { type: 'policy-enacted', policy: intent.policy };
    case 'veto': return intent.step === 'request' ? { type: 'veto-requested' } : { type: 'veto-answered', agree: intent.step === 'agree' };
    case 'investigate': {
      const role = state.roles?.[intent.target];
      return { type: 'loyalty-investigated', president: presidentOf(state), target: intent.target, party: role ? partyOf(role) : 'liberal' };
    }
    case 'special-election': return { type: 'special-election-called', president: presidentOf(state), target: intent.target };
    case 'peek': return { type: 'policies-peeked', president: presidentOf(state), cards: state.deck.slice(0, 3) };
    case 'execute': return { type: 'player-executed', president: presidentOf(state), target: intent.target };
    case 'replace': return { type: 'player-replaced', seat: intent.seat, name: intent.name };
  }
}

/** The intent behind a person's engine event (a reply read from mail, a recorded log). */
export function intentOf(event: GameEvent): Intent {
  switch (event.type) {
    case 'chancellor-nominated': return { type: 'nominate', chancellor: event.chancellor, president: event.president };
    case 'vote-cast': return { type: 'vote', seat: event.seat, vote: event.vote };
    case 'president-discarded': return { type: 'discard', policy: event.policy };
    case 'policy-enacted': return { type: 'enact', policy: event.policy };
    case 'veto-requested': return { type: 'veto', step: 'request' };
    case 'veto-answered': return { type: 'veto', step: event.agree ? 'agree' : 'refuse' };
    case 'loyalty-investigated': return { type: 'investigate', target: event.target };
    case 'special-election-called': return { type: 'special-election', target: event.target };
    case 'policies-peeked': return { type: 'peek' };
    case 'player-executed': return { type: 'execute', target: event.target };
    case 'player-replaced': return { type: 'replace', seat: event.seat, name: event.name };
    default: throw new Error(`${event.type} is an automatic step, not a person's decision`);
  }
}

export type Decided =
  | { ok: true; state: State; events: GameEvent[] }
  | { ok: false; error: RuleError; /** the intent refused (its index), with the state it met */ index: number; state: State; events: GameEvent[] };

/** Where `settle` stopped: the game waits for a person (`waiting`), or the engine refused a step. */
export type Settled =
  | { ok: true; state: State; /** what the game waits for now (a person's decision, or nothing: over) */ waiting: Pending }
  | { ok: false; error: RuleError; /** the automatic step refused, and the state it met */ event: GameEvent; state: State };

/**
 * Applies every automatic step that is due (the deal, shuffles, the tally, chaos, the draw, the
 * end), appending them to `out` when given. The one loop of automatic steps: for `decide`, `new`,
 * the simulator, the importer and the tests' given/when/then.
 */
export function settle(state: State, random: RandomSource, out?: GameEvent[]): Settled {
  for (;;) {
    const waiting = pending(state);
    const event = nextAutomaticEvent(state, random, waiting);
    if (!event) return { ok: true, state, waiting };
    const r = apply(state, event);
    if (!r.ok) return { ok: false, error: r.error, event, state };
    state = r.state;
    out?.push(event);
  }
}

/** The intents in order, each followed by the automatic steps it makes due; the first refusal stops. */
export function decide(intents: Intent | readonly Intent[], state: State, random: RandomSource): Decided {
  const list = Array.isArray(intents) ? intents : [intents as Intent];
  const events: GameEvent[] = [];
  const first = settle(state, random, events);
  if (!first.ok) return { ok: false, error: first.error, index: -1, state, events };
  state = first.state;
  for (let i = 0; i < list.length; i++) {
    const event = eventOf(list[i], state);
    const r = apply(state, event);
    if (!r.ok) return { ok: false, error: r.error, index: i, state, events };
    events.push(event);
    const s = settle(r.state, random, events);
    if (!s.ok) return { ok: false, error: s.error, index: i, state: r.state, events };
    state = s.state;
  }
  return { ok: true, state, events };
}
