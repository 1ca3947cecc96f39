// What the game waits for, derived from the state alone (never stored).
import type { Pending, Policy, Seat, State, WinReason, Winner } from './types.js';
import { CHAOS_AT, FASCIST_TRACK, HITLER_ZONE, LIBERAL_TRACK, VETO_UNLOCKED_AT } from './rules.js';

/** A win that has happened but whose game-ended event is not applied yet, or null. */
export function detectWin(state: State): { winner: Winner; reason: WinReason } | null {
  if (state.phase.name === 'over') return { winner: state.phase.winner, reason: state.phase.reason };
  if (!state.roles) return null;
  if (state.liberalPolicies >= LIBERAL_TRACK) return { winner: 'liberal', reason: 'five-liberal' };
  if (state.fascistPolicies >= FASCIST_TRACK) return { winner: 'fascist', reason: 'six-fascist' };
  const hitler = state.roles.indexOf('hitler');
  if (!state.alive[hitler]) return { winner: 'liberal', reason: 'hitler-executed' };
  // Hitler elected Chancellor in the Hitler zone: the moment of the tally, before any draw.
  if (state.phase.name === 'legislative' && state.phase.step.name === 'draw'
    && state.phase.chancellor === hitler && state.fascistPolicies >= HITLER_ZONE)
    return { winner: 'fascist', reason: 'hitler-elected' };
  return null;
}

export function livingCount(state: State): number {
  let n = 0;
  for (const a of state.alive) if (a) n++;
  return n;
}

/** Seats the candidate may nominate: living, not themselves, not term-limited (RULES §2.2). */
export function eligibleChancellors(state: State, candidate: Seat): Seat[] {
  // termLimited(state) without its arrays (every nomination asks): a dead seat limits nobody, and
  // the living check below already leaves it out.
  let president = -1, chancellor = -1;
  if (state.lastElected) {
    chancellor = state.lastElected.chancellor;
    if (!termLimitRelaxed(state)) president = state.lastElected.president;
  }
  const out: Seat[] = [];
  for (let s = 0; s < state.alive.length; s++) {
    if (s !== candidate && state.alive[s] && s !== president && s !== chancellor) out.push(s);
  }
  return out;
}

/** Whether only the last Chancellor is term-limited (RULES §2.2: five players, at the table or living). */
function termLimitRelaxed(state: State): boolean {
  return state.setup.options.termLimitRelaxation === 'table' ? state.players.length <= 5 : livingCount(state) <= 5;
}

/** The seats that may not be nominated Chancellor now. */
export function termLimited(state: State): Seat[] {
  if (!state.lastElected) return [];
  const { president, chancellor } = state.lastElected;
  const limited = termLimitRelaxed(state) ? [chancellor] : [president, chancellor];
  return limited.filter((s) => state.alive[s]);
}

export function vetoUnlocked(state: State): boolean {
  return state.fascistPolicies >= VETO_UNLOCKED_AT;
}

export function pending(state: State): Pending {
  const win = detectWin(state);
  if (win) return { kind: 'game-over', ...win };
  if (!state.roles) return { kind: 'deal' };
  const phase = state.phase;
  // Reshuffles happen between sessions (after an enactment, a veto, chaos) and before the opening.
  if (phase.name === 'setup' || ((phase.name === 'nomination' || phase.name === 'executive') && state.deck.length < 3)) {
    return { kind: 'shuffle', cards: [...state.deck, ...state.discard] as Policy[] };
  }
  if (state.electionTracker >= CHAOS_AT) return { kind: 'chaos' };
  switch (phase.name) {
    case 'nomination':
      return { kind: 'nomination', president: phase.candidate, eligible: eligibleChancellors(state, phase.candidate) };
    case 'election': {
      const voted: Seat[] = [];
      const waitingFor: Seat[] = [];
      for (let s = 0; s < state.alive.length; s++) {
        if (phase.votes[s] !== undefined) voted.push(s);
        else if (state.alive[s]) waitingFor.push(s);
      }
      if (!waitingFor.length) return { kind: 'tally' };
      return { kind: 'votes', president: phase.president, chancellor: phase.chancellor, waitingFor, voted };
    }
    case 'legislative': {
      const { president, chancellor, step } = phase;
      switch (step.name) {
        case 'draw': return { kind: 'draw', president };
        case 'president-discard': return { kind: 'president-discard', president, chancellor };
        case 'chancellor-enact':
          return { kind: 'chancellor-enact', president, chancellor, vetoAllowed: vetoUnlocked(state) && !step.vetoRefused };
        case 'veto-answer': return { kind: 'veto-answer', president, chancellor };
      }
      break;
    }
    case 'executive': {
      const { president, power } = phase;
      const eligible: Seat[] = [];
      if (power !== 'peek') {
        for (let s = 0; s < state.alive.length; s++) {
          if (state.alive[s] && s !== president && !(power === 'investigate' && state.investigated.includes(s))) eligible.push(s);
        }
      }
      return { kind: 'power', president, power, eligible };
    }
  }
  throw new Error(`unreachable phase ${phase.name}`);
}

/** True when the next step needs no person: the deal, a shuffle, the tally, chaos, the draw, the end. */
export function isAutomatic(p: Pending): boolean {
  return p.kind === 'deal' || p.kind === 'shuffle' || p.kind === 'tally' || p.kind === 'chaos' || p.kind === 'draw';
}

export { FASCIST_TRACK, LIBERAL_TRACK };
