// The fold: apply(state, event) returns the next state, or a rule error naming the rule broken.
// Pure: no I/O, no clock, no randomness. States are never mutated; each step copies what changes.
import type {
  GameCreated, GameEvent, Government, LegislativeStep, Pending, Phase, Policy, Power, Role, Seat, State, Vote,
} from './types.js';
import { ruleError, type ApplyResult, type RuleError, type RuleParams } from './errors.js';
import {
  CHAOS_AT, FASCISTS_BY_TABLE, FASCIST_TRACK, HITLER_ZONE, LIBERAL_TRACK, VETO_UNLOCKED_AT,
  checkOptions, partyOf, powerForSlot,
} from './rules.js';
import { detectWin, eligibleChancellors, livingCount, pending } from './pending.js';
import { seatHolder } from './views.js';

const R = {
  setup: 'RULES §1 Setup',
  candidate: 'RULES §2.1 Candidate',
  nomination: 'RULES §2.2 Nomination',
  termLimits: 'RULES §2.2 Nomination (term limits)',
  vote: 'RULES §2.3 Vote',
  failed: 'RULES §2.4 Failed vote',
  legislative: 'RULES §2.6 Legislative session',
  veto: 'RULES §2.7 Veto',
  reshuffle: 'RULES §2.9 Reshuffle',
  executive: 'RULES §2.10 Executive action',
  investigate: 'RULES §2.10 Investigate Loyalty',
  special: 'RULES §2.10 Special Election',
  peek: 'RULES §2.10 Policy Peek',
  execution: 'RULES §2.10 Execution',
  winning: 'RULES §3 Winning',
};

/** The state a `game-created` event starts; `apply` of it on `null` is the same thing. */
export function createGame(event: GameCreated): ApplyResult<State> {
  const { players, options } = event;
  const problems = checkOptions(options, players.length);
  if (problems.length) {
    // The first problem's facts word the error in other languages (variant: the option).
    return ruleError('bad-setup', R.setup, problems.map((p) => `${p.option} ${p.message}`).join('; '), { variant: problems[0].option, ...problems[0].params });
  }
  const seen = new Set<string>();
  for (const name of players) {
    const key = name.trim().toLocaleLowerCase();
    if (!key) return ruleError('bad-name', R.setup, 'a player name is empty');
    if (/^\d+$/.test(key)) return ruleError('bad-name', R.setup, `"${name}" is only digits: it would be mistaken for a seat number`);
    if (seen.has(key)) return ruleError('bad-name', R.setup, `two players are called "${name}" (names are compared without case)`);
    seen.add(key);
  }
  if (!Number.isInteger(event.firstPresident) || event.firstPresident < 0 || event.firstPresident >= players.length)
    return ruleError('bad-setup', R.candidate, `the first President must be a seat from 1 to ${players.length}`, { variant: 'firstPresident-seat', count: players.length });
  const { type: _type, ...setup } = event;
  const state: State = {
    setup,
    players: players.slice(),
    replacements: [],
    roles: null,
    // The unshuffled cards (those not already on the track); the opening shuffle orders them.
    deck: [
      ...Array<Policy>(options.deck.fascist - options.startingFascistPolicies).fill('fascist'),
      ...Array<Policy>(options.deck.liberal).fill('liberal'),
    ],
    discard: [],
    liberalPolicies: 0,
    fascistPolicies: options.startingFascistPolicies,
    electionTracker: 0,
    alive: players.map(() => true),
    rotationAnchor: null,
    specialCandidate: null,
    lastElected: null,
    investigated: [],
    investigations: [],
    peeks: [],
    confirmedNotHitler: [],
    governments: [],
    phase: { name: 'setup' },
    shuffles: 0,
  };
  return { ok: true, state };
}

export function apply(state: State | null, event: GameEvent): ApplyResult<State> {
  if (event.type === 'game-created') {
    if (state) return ruleError('game-already-created', R.setup, 'the game was already created');
    return createGame(event);
  }
  if (!state) return ruleError('game-not-created', R.setup, `a ${event.type} event came before the game was created`);
  // Nothing follows the end, not even a replacement: a seat taken over after it would be credited
  // with a game its new player never played (stats, the game-over post).
  if (state.phase.name === 'over')
    return ruleError('game-over', R.winning, `the game is over (${state.phase.winner}s won): nothing more can be played`, { variant: 'over', winner: state.phase.winner });

  // A win is checked the moment it happens: only the game-ended event may follow it.
  const win = detectWin(state);
  if (win && event.type !== 'game-ended')
    return ruleError('game-over', R.winning, `the ${win.winner}s have won (${win.reason}): only the end of the game may follow`, { variant: 'won', winner: win.winner });

  // Only the cases that need it compute what the game waits for (it is the costliest check).
  // No closures over `state` or `event` here: one would put both in a context allocated on every
  // call (the event-specific lookups that need one copy what they capture in their own block).

  switch (event.type) {
    case 'roles-dealt': {
      if (pending(state).kind !== 'deal') return wrongPhase(state, 'deal the roles');
      const problem = checkDeal(event.roles, state.players.length);
      if (problem) return ruleError('bad-deal', R.setup, problem.message, problem.params);
      return ok(patch(state, { roles: event.roles.slice() }));
    }

    case 'deck-shuffled': {
      const p = pending(state);
      if (p.kind !== 'shuffle') return wrongPhase(state, 'shuffle the deck');
      if (!sameCards(event.deck, p.cards))
        return ruleError('bad-deck', R.reshuffle,
          `the shuffled deck must hold exactly the draw pile and discards (${count(p.cards)}), not ${Array.isArray(event.deck) ? count(event.deck) : listed(event.deck)}`,
          Array.isArray(event.deck) ? { ...counted(p.cards, 'want'), ...counted(event.deck, 'got') } : {});
      const next: State = patch(state, { deck: event.deck.slice(), discard: [], shuffles: state.shuffles + 1 });
      if (state.phase.name === 'setup') {
        const first = state.setup.firstPresident;
        return ok(patch(next, { rotationAnchor: first, phase: { name: 'nomination', candidate: first } }));
      }
      return ok(next);
    }

    case 'chancellor-nominated': {
      const p = pending(state);
      if (p.kind !== 'nomination') return wrongPhase(state, 'nominate a Chancellor');
      if (!validSeat(state, event.president) || !validSeat(state, event.chancellor)) return unknownSeat(state);
      if (event.president !== p.president)
        return ruleError('not-the-candidate', R.candidate,
          `${seatName(state, event.president)} is not the Presidential candidate: ${seatName(state, p.president)} is`, { player: seatName(state, event.president), candidate: seatName(state, p.president) });
      const c = event.chancellor;
      if (c === event.president) return ruleError('self-nomination', R.nomination, `${seatName(state, c)} cannot nominate themselves`, { player: seatName(state, c) });
      if (!state.alive[c]) return ruleError('dead-player', R.execution, `${seatName(state, c)} was executed and cannot be nominated`, { variant: 'nominated', player: seatName(state, c) });
      if (!p.eligible.includes(c)) {
        const le = state.lastElected!;
        const why = le.chancellor === c ? 'the last elected Chancellor' : 'the last elected President';
        return ruleError('term-limited', R.termLimits, `${seatName(state, c)} is term-limited: they were ${why}`, { variant: le.chancellor === c ? 'chancellor' : 'president', player: seatName(state, c) });
      }
      const government: Government = { president: event.president, chancellor: c };
      // RULES §2.10: a special government's President did not take office by rotation.
      if (state.rotationAnchor !== event.president) government.special = true;
      return ok(patch(state, {
        governments: [...state.governments, government],
        phase: { name: 'election', president: event.president, chancellor: c, votes: {} },
      }));
    }

    case 'vote-cast': {
      if (state.phase.name !== 'election') return wrongPhase(state, 'vote');
      if (!validSeat(state, event.seat)) return unknownSeat(state);
      if (!state.alive[event.seat]) return ruleError('dead-player', R.execution, `${seatName(state, event.seat)} was executed and cannot vote`, { variant: 'vote', player: seatName(state, event.seat) });
      if (event.vote !== 'ja' && event.vote !== 'nein')
        return ruleError('wrong-phase', R.vote, `a vote is ja or nein, not ${String(event.vote)}`);
      if (allVoted(state, state.phase.votes)) return wrongPhase(state, 'vote');
      const { president, chancellor } = state.phase;
      const votes = { ...state.phase.votes, [event.seat]: event.vote };
      // Phases are built field by field (not spread): spreading objects of many shapes is slow.
      const next = withPhase(state, { name: 'election', president, chancellor, votes });
      // A vote is whoever cast it last: the seat's new player who changes the vote the leaver cast
      // in this government (RULES §2.3: until the tally) makes it their own.
      if (!state.replacements.length) return ok(next);
      const current = state.governments.length - 1;
      const seat = event.seat;
      if (!state.replacements.some((r) => r.seat === seat && r.after === current && r.votedBefore)) return ok(next);
      return ok(patch(next, { replacements: state.replacements.map((r) => (r.seat === seat && r.after === current ? { ...r, votedBefore: false } : r)) }));
    }

    case 'votes-tallied': {
      // With wins refused above, and no shuffle or chaos due during an election, the tally is
      // due exactly when every living player has voted (what pending() would say, cheaper).
      if (state.phase.name !== 'election' || !allVoted(state, state.phase.votes)) return wrongPhase(state, 'tally the votes');
      const phase = state.phase;
      const ja = seatsVoting(phase.votes, 'ja', state.players.length);
      const nein = seatsVoting(phase.votes, 'nein', state.players.length);
      const living = livingCount(state);
      const elected = ja.length * 2 > living;
      if (!sameSeats(event.ja, ja) || !sameSeats(event.nein, nein) || event.elected !== elected)
        return ruleError('bad-tally', R.vote,
          `the votes were Ja ${ja.length}, Nein ${nein.length} of ${living} living: the government ${elected ? 'is elected' : 'fails'}`,
          { variant: elected ? 'elected' : 'failed', ja: ja.length, nein: nein.length, living });
      const votes = phase.votes;
      const governments = replaceLast(state.governments, { votes, elected });
      if (!elected) {
        const next = patch(state, { governments, electionTracker: state.electionTracker + 1 });
        return ok(startNextRound(next));
      }
      // Each seat is confirmed once, however often it is elected in the Hitler zone.
      const confirmed = state.fascistPolicies >= HITLER_ZONE && state.roles?.[phase.chancellor] !== 'hitler'
        && !state.confirmedNotHitler.includes(phase.chancellor)
        ? [...state.confirmedNotHitler, phase.chancellor] : state.confirmedNotHitler;
      return ok(patch(state, {
        governments,
        electionTracker: state.setup.options.trackerReset === 'on-election' ? 0 : state.electionTracker,
        lastElected: { president: phase.president, chancellor: phase.chancellor },
        confirmedNotHitler: confirmed,
        phase: { name: 'legislative', president: phase.president, chancellor: phase.chancellor, step: { name: 'draw' } },
      }));
    }

    case 'chaos-enacted': {
      if (pending(state).kind !== 'chaos') return wrongPhase(state, 'enact the top policy by chaos');
      const top = state.deck[0];
      if (event.policy !== top) return ruleError('bad-chaos', R.failed, `chaos enacts the top policy of the deck (${top}), not ${event.policy}`, { top, policy: event.policy });
      const governments = replaceLast(state.governments, { chaos: top });
      return ok(enactOnTrack(state, top, { deck: state.deck.slice(1), governments, electionTracker: 0, lastElected: null }));
    }

    case 'policies-drawn': {
      if (state.phase.name !== 'legislative' || state.phase.step.name !== 'draw') return wrongPhase(state, 'draw three policies');
      const top = state.deck.slice(0, 3);
      if (!sameOrder(event.cards, top))
        return ruleError('bad-draw', R.legislative, `the President draws the top three policies (${top.join(', ')}), not ${listed(event.cards)}`, { variant: 'draw', top: top.join(', '), ...cardsFact(event.cards) });
      return ok(patch(state, {
        deck: state.deck.slice(3),
        governments: replaceLast(state.governments, { presidentHand: top }),
        phase: legislative(state.phase, { name: 'president-discard', hand: top }),
      }));
    }

    case 'president-discarded': {
      if (state.phase.name !== 'legislative' || state.phase.step.name !== 'president-discard')
        return wrongPhase(state, 'discard as President');
      const hand = state.phase.step.hand;
      const rest = removeOne(hand, event.policy);
      if (!rest) return ruleError('not-in-hand', R.legislative, `${seatName(state, state.phase.president)} holds ${hand.join(', ')}: there is no ${event.policy} to discard`, { variant: 'discard', player: seatName(state, state.phase.president), hand: hand.join(', '), policy: event.policy });
      return ok(patch(state, {
        discard: [...state.discard, event.policy],
        governments: replaceLast(state.governments, { chancellorHand: rest }),
        phase: legislative(state.phase, { name: 'chancellor-enact', hand: rest, vetoRefused: false }),
      }));
    }

    case 'policy-enacted': {
      if (state.phase.name !== 'legislative' || state.phase.step.name !== 'chancellor-enact')
        return wrongPhase(state, 'enact a policy as Chancellor');
      const { president, chancellor } = state.phase;
      const hand = state.phase.step.hand;
      const rest = removeOne(hand, event.policy);
      if (!rest) return ruleError('not-in-hand', R.legislative, `${seatName(state, chancellor)} holds ${hand.join(', ')}: there is no ${event.policy} to enact`, { variant: 'enact', player: seatName(state, chancellor), hand: hand.join(', '), policy: event.policy });
      // One copy for the discard, the track and the government (each event makes new states enough).
      const power = event.policy === 'fascist' ? powerForSlot(state.players.length, state.fascistPolicies + 1) : null;
      const governments = replaceLast(state.governments, power ? { enacted: event.policy, power } : { enacted: event.policy });
      const next = enactOnTrack(state, event.policy, { discard: [...state.discard, ...rest], governments });
      if (power) return ok(patch(next, { phase: { name: 'executive', president, power } }));
      return ok(startNextRound(next));
    }

    case 'veto-requested': {
      if (state.phase.name !== 'legislative' || state.phase.step.name !== 'chancellor-enact')
        return wrongPhase(state, 'ask for a veto');
      if (state.fascistPolicies < VETO_UNLOCKED_AT)
        return ruleError('veto-locked', R.veto, `the veto is unlocked by the fifth Fascist policy; ${state.fascistPolicies} are enacted`, { count: state.fascistPolicies });
      if (state.phase.step.vetoRefused) {
        // Who refused it: the President's seat may have changed hands since.
        const refusedBy = seatHolder(state.players, state.replacements, state.phase.president, state.governments.length, 'veto');
        return ruleError('veto-already-refused', R.veto,
          `${refusedBy} already refused a veto in this session: ${seatName(state, state.phase.chancellor)} must enact a policy`,
          { president: refusedBy, chancellor: seatName(state, state.phase.chancellor) });
      }
      return ok(patch(state, {
        governments: replaceLast(state.governments, { veto: { requested: true } }),
        phase: legislative(state.phase, { name: 'veto-answer', hand: state.phase.step.hand }),
      }));
    }

    case 'veto-answered': {
      if (state.phase.name !== 'legislative' || state.phase.step.name !== 'veto-answer')
        return wrongPhase(state, 'answer a veto request');
      const hand = state.phase.step.hand;
      if (!event.agree) {
        return ok(patch(state, {
          governments: replaceLast(state.governments, { veto: { requested: true, accepted: false } }),
          phase: legislative(state.phase, { name: 'chancellor-enact', hand, vetoRefused: true }),
        }));
      }
      const next: State = patch(state, {
        discard: [...state.discard, ...hand],
        electionTracker: state.electionTracker + 1,
        governments: replaceLast(state.governments, { veto: { requested: true, accepted: true } }),
      });
      return ok(startNextRound(next));
    }

    case 'loyalty-investigated': {
      const check = checkPower(state, 'investigate', event.president, event.target);
      if (check) return check;
      if (state.investigated.includes(event.target)) {
        // The seat's role passed to whoever took it over (RULES §5): its party is known, whoever
        // holds it now. Said of the player who held it when it was investigated.
        const target = event.target;
        const then = state.governments.findIndex((g) => g.power === 'investigate' && g.target === target);
        const previous = then >= 0 ? seatHolder(state.players, state.replacements, event.target, then + 1, 'power') : seatName(state, event.target);
        if (previous !== seatName(state, event.target))
          return ruleError('seat-already-investigated', R.investigate, `${seatName(state, event.target)}'s seat was already investigated, when ${previous} held it: its party is known, and no player is investigated twice`, { player: seatName(state, event.target), previous });
        return ruleError('already-investigated', R.investigate, `${seatName(state, event.target)} was already investigated: no player is investigated twice`, { player: seatName(state, event.target) });
      }
      const party = partyOf(state.roles![event.target]);
      if (event.party !== party)
        return ruleError('wrong-result', R.investigate, `the recorded result (${event.party}) is not ${seatName(state, event.target)}'s party`, { party: event.party, player: seatName(state, event.target) });
      return ok(startNextRound(patch(state, {
        investigated: [...state.investigated, event.target],
        investigations: [...state.investigations, { president: event.president, target: event.target, party }],
        governments: replaceLast(state.governments, { target: event.target }),
      })));
    }

    case 'special-election-called': {
      const check = checkPower(state, 'special-election', event.president, event.target);
      if (check) return check;
      return ok(startNextRound(patch(state, {
        specialCandidate: event.target,
        governments: replaceLast(state.governments, { target: event.target }),
      })));
    }

    case 'policies-peeked': {
      if (state.phase.name !== 'executive' || state.phase.power !== 'peek') return wrongPhase(state, 'peek at the policies');
      if (event.president !== state.phase.president)
        return ruleError('not-your-power', R.peek, `${seatName(state, event.president)} is not the President holding the Policy Peek`, { variant: 'peek', player: seatName(state, event.president) });
      const top = state.deck.slice(0, 3);
      if (!sameOrder(event.cards, top))
        return ruleError('bad-draw', R.peek, `the peek shows the top three policies (${top.join(', ')}), not ${listed(event.cards)}`, { variant: 'peek', top: top.join(', '), ...cardsFact(event.cards) });
      return ok(startNextRound(patch(state, { peeks: [...state.peeks, { president: event.president, cards: top }] })));
    }

    case 'player-executed': {
      const check = checkPower(state, 'execution', event.president, event.target);
      if (check) return check;
      const alive = state.alive.slice();
      alive[event.target] = false;
      const next = patch(state, { alive, governments: replaceLast(state.governments, { target: event.target }) });
      // If Hitler died the win is pending; the round only starts when the game goes on.
      return ok(detectWin(next) ? next : startNextRound(next));
    }

    case 'game-ended': {
      if (!win) return ruleError('no-win', R.winning, 'no side has won yet', { variant: 'none' });
      if (event.winner !== win.winner || event.reason !== win.reason)
        return ruleError('no-win', R.winning, `the game ended with a ${win.winner} win (${win.reason}), not ${event.winner} (${event.reason})`,
          { variant: 'other', winner: win.winner, reason: win.reason, recorded: event.winner, recordedReason: event.reason });
      return ok(withPhase(state, { name: 'over', winner: win.winner, reason: win.reason }));
    }

    case 'player-replaced': {
      if (!validSeat(state, event.seat)) return unknownSeat(state);
      const newName = typeof event.name === 'string' ? event.name.trim() : '';
      if (!newName) return ruleError('bad-name', R.setup, 'the new player needs a name');
      const seat = event.seat;
      const clash = state.players.findIndex((p, i) => i !== seat && p.toLocaleLowerCase() === newName.toLocaleLowerCase());
      if (clash >= 0) return ruleError('bad-name', R.setup, `${newName} already plays in seat ${clash + 1}`, { variant: 'taken', player: newName, seat: clash + 1 });
      if (/^\d+$/.test(newName)) return ruleError('bad-name', R.setup, `"${newName}" is only digits: it would be mistaken for a seat number`);
      const players = state.players.slice();
      players[event.seat] = newName;
      // A replacement once a government's vote and session are done (at the next nomination, at a
      // power) leaves every government so far to the player who left; one during a vote or a
      // session hands that government over to the new player.
      const between = state.phase.name !== 'election' && state.phase.name !== 'legislative';
      const after = between ? state.governments.length : state.governments.length - 1;
      // A vote is credited to whoever cast it: one cast before the hand-over stays the leaver's.
      const votedBefore = !between && (state.phase.name === 'legislative' || (state.phase.name === 'election' && state.phase.votes[event.seat] !== undefined));
      // At a power (between governments), the power of government `after` is still to be used: its user or target is the newcomer.
      const powerPending = state.phase.name === 'executive';
      // In a session, once the President discarded: the discard and the cards passed are the leaver's.
      const discardedBefore = state.phase.name === 'legislative' && state.phase.president === event.seat
        && state.phase.step.name !== 'draw' && state.phase.step.name !== 'president-discard';
      // Once the President refused the Chancellor's veto (the Chancellor still to enact): the refusal is the leaver's.
      const vetoRefusedBefore = discardedBefore && state.phase.name === 'legislative'
        && state.phase.step.name === 'chancellor-enact' && state.phase.step.vetoRefused;
      // Once the Chancellor asked for the veto (the President to answer, or refused it): the request is the leaver's.
      const vetoRequestedBefore = state.phase.name === 'legislative' && state.phase.chancellor === event.seat
        && (state.phase.step.name === 'veto-answer' || (state.phase.step.name === 'chancellor-enact' && state.phase.step.vetoRefused === true));
      const replacement = { seat: event.seat, previous: state.players[event.seat], name: newName, after, votedBefore, powerPending, discardedBefore, vetoRefusedBefore, vetoRequestedBefore };
      return ok(patch(state, { players, replacements: [...state.replacements, replacement] }));
    }
  }
  const unknown: never = event;
  return ruleError('wrong-phase', R.setup, `unknown event type ${(unknown as { type: string }).type}`);
}

/** Applies events in order; stops at the first refusal and says which event (0-based) it was. */
export function replay(events: readonly GameEvent[]): { ok: true; state: State } | { ok: false; index: number; error: import('./errors.js').RuleError; state: State | null } {
  let state: State | null = null;
  for (let i = 0; i < events.length; i++) {
    const result = apply(state, events[i]);
    if (!result.ok) return { ok: false, index: i, error: result.error, state };
    state = result.state;
  }
  if (!state) return { ok: false, index: 0, error: { code: 'game-not-created', rule: R.setup, message: 'the log has no game-created event', params: {} }, state: null };
  return { ok: true, state };
}

// ---- helpers --------------------------------------------------------------------------------

function seatName(state: State, seat: Seat): string {
  return state.players[seat] ?? `seat ${seat + 1}`;
}

function validSeat(state: State, seat: unknown): seat is Seat {
  return typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < state.players.length;
}

function ok(state: State): ApplyResult<State> {
  return { ok: true, state };
}

function wrongPhase(state: State, attempted: string): { ok: false; error: import('./errors.js').RuleError } {
  return ruleError('wrong-phase', ruleOfPhase(state.phase), `cannot ${attempted} now: ${describePending(state)}`, { action: attempted, ...pendingParams(state) });
}

function unknownSeat(state: State) {
  return ruleError('unknown-seat', R.setup, `a seat must be from 1 to ${state.players.length}`, { count: state.players.length });
}

function ruleOfPhase(phase: Phase): string {
  switch (phase.name) {
    case 'setup': return R.setup;
    case 'nomination': return R.nomination;
    case 'election': return R.vote;
    case 'legislative': return R.legislative;
    case 'executive': return R.executive;
    case 'over': return R.winning;
  }
}

/** The event each automatic step records (src/engine/automatic.ts), and the rule that requires it. */
const AUTOMATIC_STEPS: Partial<Record<Pending['kind'], { type: GameEvent['type']; rule: string }>> = {
  deal: { type: 'roles-dealt', rule: R.setup }, shuffle: { type: 'deck-shuffled', rule: R.reshuffle },
  tally: { type: 'votes-tallied', rule: R.vote }, chaos: { type: 'chaos-enacted', rule: R.failed },
  draw: { type: 'policies-drawn', rule: R.legislative }, 'game-over': { type: 'game-ended', rule: R.winning },
};

/**
 * Why a log may not stop in this state: the automatic event the rules require next (written in
 * the same write as the decision before it), as a rule error; null when a person acts next or the
 * game has ended. A log that stops here was cut short, e.g. a copy without its game-ended record.
 */
export function automaticDue(state: State): RuleError | null {
  if (state.phase.name === 'over') return null;
  const p = pending(state);
  const step = AUTOMATIC_STEPS[p.kind];
  if (!step) return null;
  if (p.kind === 'game-over') {
    return ruleError('automatic-missing', step.rule, `the ${p.winner}s have won (${p.reason}), but the log stops without the game-ended record that follows a win at once`, { variant: 'end', event: step.type, winner: p.winner }).error;
  }
  return ruleError('automatic-missing', step.rule, `the log stops where the rules require the automatic ${step.type} record next (${describePending(state)})`, { variant: 'next', event: step.type }).error;
}

/** A short sentence of what the game waits for, for error messages. */
/** What the game waits for, as rule-error parameters: the pending kind and the players it names. */
function pendingParams(state: State): Record<string, string> {
  const p = pending(state);
  const n = (s: Seat) => state.players[s];
  const out: Record<string, string> = { waiting: p.kind === 'chancellor-enact' && p.vetoAllowed ? 'chancellor-enact-or-veto' : p.kind };
  if ('president' in p) out.president = n(p.president);
  if ('chancellor' in p) out.chancellor = n(p.chancellor);
  if (p.kind === 'votes') out.voters = p.waitingFor.map(n).join(', ');
  if (p.kind === 'power') out.power = p.power;
  if (p.kind === 'game-over') out.winner = p.winner;
  return out;
}

/** The powers as RULES §2.10 names them. */
const POWER_NAMES: Record<Power, string> = { investigate: 'Investigate Loyalty', 'special-election': 'Special Election', peek: 'Policy Peek', execution: 'Execution' };

export function describePending(state: State): string {
  const p = pending(state);
  const n = (s: Seat) => state.players[s];
  switch (p.kind) {
    case 'deal': return 'the roles are not dealt yet';
    case 'shuffle': return 'the deck must be shuffled first';
    case 'nomination': return `the game waits for ${n(p.president)} to nominate a Chancellor`;
    case 'votes': return `the game waits for votes from ${p.waitingFor.map(n).join(', ')}`;
    case 'tally': return 'the votes are all in and wait to be tallied';
    case 'chaos': return 'three governments failed: chaos enacts the top policy';
    case 'draw': return `${n(p.president)} is about to draw three policies`;
    case 'president-discard': return `the game waits for ${n(p.president)} to discard a policy`;
    case 'chancellor-enact': return `the game waits for ${n(p.chancellor)} to enact a policy${p.vetoAllowed ? ' or ask for a veto' : ''}`;
    case 'veto-answer': return `the game waits for ${n(p.president)} to answer the veto request`;
    case 'power': return `the game waits for ${n(p.president)} to use the power: ${POWER_NAMES[p.power]}`;
    case 'game-over': return `the game is over: the ${p.winner === 'liberal' ? 'Liberals' : 'Fascists'} won`;
  }
}

function checkDeal(roles: Role[], tableSize: number): { message: string; params: RuleParams } | null {
  if (!Array.isArray(roles) || roles.length !== tableSize)
    return { message: `the deal must give one role to each of the ${tableSize} seats`, params: { variant: 'seats', count: tableSize } };
  const hitlers = roles.filter((r) => r === 'hitler').length;
  const fascists = roles.filter((r) => r === 'fascist').length;
  const liberals = roles.filter((r) => r === 'liberal').length;
  const want = FASCISTS_BY_TABLE[tableSize];
  if (hitlers !== 1 || fascists !== want || liberals !== tableSize - want - 1)
    return {
      message: `a ${tableSize}-player table has ${tableSize - want - 1} liberals, ${want} fascist${want > 1 ? 's' : ''} and Hitler; the deal has ${liberals}, ${fascists} and ${hitlers}`,
      params: { variant: 'roles', count: tableSize, wantLiberals: tableSize - want - 1, wantFascists: want, liberals, fascists, hitlers },
    };
  return null;
}

function checkPower(state: State, power: 'investigate' | 'special-election' | 'execution', president: Seat, target: Seat) {
  const rule = power === 'investigate' ? R.investigate : power === 'special-election' ? R.special : R.execution;
  if (state.phase.name !== 'executive' || state.phase.power !== power)
    return wrongPhase(state, power === 'investigate' ? 'investigate' : power === 'execution' ? 'execute' : 'call a special election');
  const name = (s: Seat) => state.players[s] ?? `seat ${s + 1}`;
  if (president !== state.phase.president)
    return ruleError('not-your-power', rule, `${name(president)} is not the President holding this power: ${name(state.phase.president)} is`, { variant: 'power', player: name(president), president: name(state.phase.president) });
  if (!Number.isInteger(target) || target < 0 || target >= state.players.length) return unknownSeat(state);
  if (target === president) return ruleError('self-target', rule, `${name(president)} cannot use the power on themselves`, { player: name(president) });
  if (!state.alive[target]) return ruleError('dead-player', rule, `${name(target)} was executed`, { variant: 'target', player: name(target) });
  return null;
}

/**
 * Puts a policy on its track. Every enactment leaves the tracker at 0: with `on-enactment` it resets
 * here; with `on-election` it was already reset by the election (or by the chaos that enacts).
 */
function enactOnTrack(state: State, policy: Policy, also?: Partial<State>): State {
  const next = policy === 'liberal'
    ? patch(state, { electionTracker: 0, liberalPolicies: state.liberalPolicies + 1 })
    : patch(state, { electionTracker: 0, fascistPolicies: state.fascistPolicies + 1 });
  return also ? Object.assign(next, also) : next;
}

function legislative(phase: { president: Seat; chancellor: Seat }, step: LegislativeStep): Phase {
  return { name: 'legislative', president: phase.president, chancellor: phase.chancellor, step };
}

/**
 * A copy of the state with some fields changed. The copy is written out field by field because on
 * Node 20 spreading this many fields (`{ ...state, x }`) costs about ten times more, and every
 * event makes a new state. The fresh copy is the only object assigned to.
 */
function patch(state: State, change: Partial<State>): State {
  return Object.assign(withPhase(state, state.phase), change);
}

/** The state in another phase: a vote (most events are votes) changes nothing else. */
function withPhase(state: State, phase: Phase): State {
  return {
    setup: state.setup,
    players: state.players,
    replacements: state.replacements,
    roles: state.roles,
    deck: state.deck,
    discard: state.discard,
    liberalPolicies: state.liberalPolicies,
    fascistPolicies: state.fascistPolicies,
    electionTracker: state.electionTracker,
    alive: state.alive,
    rotationAnchor: state.rotationAnchor,
    specialCandidate: state.specialCandidate,
    lastElected: state.lastElected,
    investigated: state.investigated,
    investigations: state.investigations,
    peeks: state.peeks,
    confirmedNotHitler: state.confirmedNotHitler,
    governments: state.governments,
    phase,
    shuffles: state.shuffles,
  };
}

/** Ends a round: the Presidency passes to the special candidate or to the next living seat. */
function startNextRound(state: State): State {
  if (state.specialCandidate !== null) {
    return patch(state, { specialCandidate: null, phase: { name: 'nomination', candidate: state.specialCandidate } });
  }
  const n = state.players.length;
  let seat = state.rotationAnchor ?? state.setup.firstPresident;
  do seat = (seat + 1) % n; while (!state.alive[seat]);
  return patch(state, { rotationAnchor: seat, phase: { name: 'nomination', candidate: seat } });
}

function replaceLast(governments: Government[], patch: Partial<Government>): Government[] {
  if (!governments.length) return governments;
  const copy = governments.slice();
  // Object.assign rather than a spread: faster on Node 20 for governments of many shapes.
  copy[copy.length - 1] = Object.assign({}, copy[copy.length - 1], patch);
  return copy;
}

function seatsVoting(votes: Record<Seat, Vote>, vote: Vote, tableSize: number): Seat[] {
  const seats: Seat[] = [];
  for (let s = 0; s < tableSize; s++) if (votes[s] === vote) seats.push(s);
  return seats;
}

/** True once every living player has voted: then only the tally may follow. */
function allVoted(state: State, votes: Record<Seat, Vote>): boolean {
  for (let s = 0; s < state.alive.length; s++) if (state.alive[s] && votes[s] === undefined) return false;
  return true;
}

function sameSeats(a: Seat[], b: Seat[]): boolean {
  if (!Array.isArray(a) || a.length !== b.length) return false;
  if (a.every((s, i) => s === b[i])) return true; // recorded in order, as chancery writes them
  const sa = a.slice().sort((x, y) => x - y);
  return sa.every((s, i) => s === b[i]);
}

function sameOrder(a: Policy[], b: Policy[]): boolean {
  return Array.isArray(a) && a.length === b.length && a.every((c, i) => c === b[i]);
}

export function sameCards(a: Policy[], b: Policy[]): boolean {
  if (!Array.isArray(a)) return false;
  // Counted as numbers, not compared as count()'s sentences: every shuffle checks this.
  let liberal = 0, fascist = 0;
  for (const c of a) {
    if (c === 'liberal') liberal++;
    else if (c === 'fascist') fascist++;
    else return false;
  }
  for (const c of b) {
    if (c === 'liberal') liberal--;
    else if (c === 'fascist') fascist--;
  }
  return liberal === 0 && fascist === 0;
}

/** Cards as an event lists them; a log may hold anything there, and the refusal must still name it. */
function listed(cards: unknown): string {
  return Array.isArray(cards) ? cards.join(', ') : `${typeof cards} (a list of policies was expected)`;
}

function count(cards: Policy[]): string {
  const l = cards.filter((c) => c === 'liberal').length;
  const f = cards.filter((c) => c === 'fascist').length;
  return `${l} liberal, ${f} fascist`;
}

/** The cards a log recorded, as a rule error's fact: only a list of cards is one (the sentence names each card). */
function cardsFact(cards: unknown): RuleParams {
  return Array.isArray(cards) ? { cards: cards.join(', ') } : {};
}

/** A pile's count of each card, as a rule error's facts (`wantLiberal`, `wantFascist`). */
function counted(cards: Policy[], prefix: string): RuleParams {
  return { [`${prefix}Liberal`]: cards.filter((c) => c === 'liberal').length, [`${prefix}Fascist`]: cards.filter((c) => c === 'fascist').length };
}

function removeOne(hand: Policy[], policy: Policy): Policy[] | null {
  const i = hand.indexOf(policy);
  if (i < 0) return null;
  return [...hand.slice(0, i), ...hand.slice(i + 1)];
}

export { eligibleChancellors, LIBERAL_TRACK, FASCIST_TRACK, CHAOS_AT };
