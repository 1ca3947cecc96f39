// The one way a decision enters the game (decide.ts): a person's intent becomes the engine event of
// the rules, followed by every automatic step it makes due (RULES §2: the tally after the last vote,
// the draw after an election, chaos, a reshuffle, the end). Expectations come from the rules and
// hand-made fixtures: which events follow, in which order, and where a refusal stops.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  apply, decide, eventOf, intentOf, presidentOf, settle, DEFAULT_OPTIONS,
  type GameEvent, type Intent, type RandomSource, type State,
} from '../../src/engine/index.js';
import { NAMES, cards, elect, given, govern, investigate, nominate, reject, roles, vote } from './support.js';

/** Later shuffles keep the gathered order: decisions after the opening never depend on chance here. */
const keepOrder: RandomSource = {
  deal: () => { throw new Error('no deal expected'); },
  shuffle: (_k, gathered) => gathered.slice(),
};

const allVote = (v: 'ja' | 'nein', seats = [0, 1, 2, 3, 4]): Intent[] => seats.map((seat) => ({ type: 'vote', seat, vote: v }));

function decided(intents: Intent | Intent[], state: State, random: RandomSource = keepOrder) {
  const r = decide(intents, state, random);
  if (!r.ok) assert.unreachable(`refused: ${r.error.code}: ${r.error.message}`);
  return r as Extract<typeof r, { ok: true }>;
}

test('given a created game, settle deals the roles and shuffles the opening deck, and the game waits for the first nomination (RULES §1)', () => {
  const created = apply(null, { type: 'game-created', gameId: 'g', players: NAMES.slice(0, 5), ruleset: 'secret-hitler', options: DEFAULT_OPTIONS, firstPresident: 2, commitment: null });
  if (!created.ok) throw new Error('setup');
  const deck = cards('LFLFLF LLL FFFFFFFF');
  const random: RandomSource = { deal: () => roles('LLHFL'), shuffle: (k, gathered) => { assert.is(k, 0); assert.is(gathered.length, 17); return deck; } };
  const out: GameEvent[] = [];
  const r = settle(created.state, random, out);
  assert.equal(out, [{ type: 'roles-dealt', roles: roles('LLHFL') }, { type: 'deck-shuffled', deck }]);
  assert.ok(r.ok);
  if (r.ok) assert.equal(r.state.phase, { name: 'nomination', candidate: 2 });
  // Nothing automatic is due now: settling again adds nothing.
  if (r.ok) {
    const again: GameEvent[] = [];
    assert.ok(settle(r.state, random, again).ok);
    assert.equal(again, []);
  }
});

test('given a random source that breaks the rules, settle returns the rule error of the automatic step and decide says it came before any intent', () => {
  const created = apply(null, { type: 'game-created', gameId: 'g', players: NAMES.slice(0, 5), ruleset: 'secret-hitler', options: DEFAULT_OPTIONS, firstPresident: 0, commitment: null });
  if (!created.ok) throw new Error('setup');
  const short: RandomSource = { deal: () => roles('HFLLL'), shuffle: () => cards('LLLLLL FFFFFFFFFF') };
  const out: GameEvent[] = [];
  const r = settle(created.state, short, out);
  assert.equal(!r.ok && r.error.code, 'bad-deck');
  assert.equal(out.map((e) => e.type), ['roles-dealt'], 'the deal was applied; the shuffle was refused');
  const d = decide({ type: 'nominate', chancellor: 1 }, created.state, short);
  assert.equal(!d.ok && [d.error.code, d.index, d.state, d.events.map((e) => e.type)], ['bad-deck', -1, created.state, ['roles-dealt']]);
});

test('given a nomination pending, when the candidate nominates, then the event names the candidate as President and nothing automatic follows (RULES §2.2)', () => {
  const t = given();
  const r = decided({ type: 'nominate', chancellor: 2 }, t.state);
  assert.equal(r.events, [{ type: 'chancellor-nominated', president: 0, chancellor: 2 }]);
  assert.equal(r.state.phase, { name: 'election', president: 0, chancellor: 2, votes: {} });
  // A nomination that names another President is refused: only the candidate nominates.
  const other = decide({ type: 'nominate', chancellor: 2, president: 1 }, t.state, keepOrder);
  assert.equal(!other.ok && [other.error.code, other.index, other.events], ['not-the-candidate', 0, []]);
});

test('given a nomination out of its moment, the intent is refused by the phase, saying what the game waits for (RULES §2.3)', () => {
  const t = given().when(nominate(0, 2));
  const r = decide({ type: 'nominate', chancellor: 3 }, t.state, keepOrder);
  assert.equal(!r.ok && [r.error.code, r.error.message], ['wrong-phase', 'cannot nominate a Chancellor now: the game waits for votes from Alice, Bob, Carol, Dmitri, Eve']);
});

test('given the votes open, when the last living player votes, then the tally follows at once, and after an election the President draws (RULES §2.3, §2.6)', () => {
  const t = given({ deck: 'LFF LLLLL FFFFFFFFF' }).when(nominate(0, 2));
  const r = decided(allVote('ja'), t.state);
  assert.equal(r.events, [
    ...[0, 1, 2, 3, 4].map((seat) => ({ type: 'vote-cast', seat, vote: 'ja' })),
    { type: 'votes-tallied', ja: [0, 1, 2, 3, 4], nein: [], elected: true },
    { type: 'policies-drawn', cards: cards('LFF') },
  ]);
  assert.equal(r.state.phase, { name: 'legislative', president: 0, chancellor: 2, step: { name: 'president-discard', hand: cards('LFF') } });
});

test('given a third government voted down, chaos follows the tally at once (RULES §2.4)', () => {
  const t = given({ deck: 'FLL LLLL FFFFFFFFFF' }).when(reject(2));
  const second = decided([{ type: 'nominate', chancellor: 3 }, ...allVote('nein')], t.state);
  const third = decided([{ type: 'nominate', chancellor: 4 }, ...allVote('nein')], second.state);
  assert.equal(third.events.slice(-2), [
    { type: 'votes-tallied', ja: [], nein: [0, 1, 2, 3, 4], elected: false },
    { type: 'chaos-enacted', policy: 'fascist' },
  ]);
  assert.is(third.state.fascistPolicies, 1);
  assert.is(third.state.electionTracker, 0);
});

test('given a refused intent among several, decide stops there: its index, the state it met and the events before it', () => {
  const t = given().when(nominate(0, 2));
  const r = decide([{ type: 'vote', seat: 0, vote: 'ja' }, { type: 'vote', seat: 9, vote: 'ja' }, { type: 'vote', seat: 1, vote: 'ja' }], t.state, keepOrder);
  if (r.ok) assert.unreachable('accepted');
  else {
    assert.equal([r.error.code, r.index], ['unknown-seat', 1]);
    assert.equal(r.events, [{ type: 'vote-cast', seat: 0, vote: 'ja' }]);
    assert.equal(r.state.phase.name === 'election' && r.state.phase.votes, { 0: 'ja' });
  }
});

test('given a single intent or a list of one, decide gives the same events', () => {
  const t = given();
  assert.equal(decided({ type: 'nominate', chancellor: 3 }, t.state).events, decided([{ type: 'nominate', chancellor: 3 }], t.state).events);
});

test('given an enactment that leaves fewer than three cards, the reshuffle follows; a source that breaks the rule is refused at that intent, with the state after the enactment (RULES §2.9)', () => {
  // 17 cards: five governments of three draws leave two, so the fifth enactment reshuffles.
  const t = given({ deck: 'LLL LLL FFF FFF FFF FF' });
  t.when(govern(2, 'liberal'), govern(3, 'liberal'), govern(4, 'fascist'), govern(0, 'fascist'));
  t.when(elect(2));
  assert.is(t.state.deck.length, 2);
  const ok = decided([{ type: 'discard', policy: 'fascist' }, { type: 'enact', policy: 'fascist' }], t.state);
  assert.equal(ok.events.map((e) => e.type), ['president-discarded', 'policy-enacted', 'deck-shuffled']);
  const last = ok.events[2];
  assert.is(last.type === 'deck-shuffled' && last.deck.length, 2 + 10);
  const broken: RandomSource = { deal: keepOrder.deal, shuffle: () => cards('LLL') };
  const r = decide([{ type: 'discard', policy: 'fascist' }, { type: 'enact', policy: 'fascist' }], t.state, broken);
  if (r.ok) assert.unreachable('accepted');
  else {
    assert.equal([r.error.code, r.index], ['bad-deck', 1]);
    assert.equal(r.events.map((e) => e.type), ['president-discarded', 'policy-enacted']);
    assert.is(r.state.fascistPolicies, 3, 'the state after the enactment, before the refused shuffle');
  }
});

test('given each legislative decision, its intent stands for the event of the rules (RULES §2.6, §2.7)', () => {
  const t = given({ ruleset: 'custom', options: { startingFascistPolicies: 5 }, firstPresident: 1 }).when(elect(3));
  const discard = decided({ type: 'discard', policy: 'liberal' }, t.state);
  assert.equal(discard.events, [{ type: 'president-discarded', policy: 'liberal' }]);
  const request = decided({ type: 'veto', step: 'request' }, discard.state);
  assert.equal(request.events, [{ type: 'veto-requested' }]);
  assert.equal(decided({ type: 'veto', step: 'refuse' }, request.state).events, [{ type: 'veto-answered', agree: false }]);
  const agree = decided({ type: 'veto', step: 'agree' }, request.state);
  assert.equal(agree.events, [{ type: 'veto-answered', agree: true }]);
  assert.is(agree.state.electionTracker, 1);
  assert.equal(decided({ type: 'enact', policy: 'liberal' }, discard.state).events, [{ type: 'policy-enacted', policy: 'liberal' }]);
});

test('given a power, its intent is the event of the President holding it; an investigation records the target\'s party, Hitler as Fascist (RULES §2.10)', () => {
  // Seven players, the second Fascist policy: Alice investigates.
  const inv = given({ roles: 'LFFHLLL', ruleset: 'custom', options: { startingFascistPolicies: 1 }, deck: 'F'.repeat(10) + 'LLLLLL' }).when(govern(2, 'fascist'));
  const r = decided({ type: 'investigate', target: 3 }, inv.state);
  assert.equal(r.events[0], { type: 'loyalty-investigated', president: 0, target: 3, party: 'fascist' });
  assert.equal(decided({ type: 'investigate', target: 4 }, inv.state).events[0], { type: 'loyalty-investigated', president: 0, target: 4, party: 'liberal' });
  // The third: Bob calls a Special Election.
  inv.when(investigate(0, 3, 'fascist'), govern(4, 'fascist'));
  assert.equal(decided({ type: 'special-election', target: 5 }, inv.state).events[0], { type: 'special-election-called', president: 1, target: 5 });
  // Five players, the third: a Policy Peek sees the top three, in order.
  const pk = given({ ruleset: 'custom', options: { startingFascistPolicies: 2 }, deck: 'FFF LFF LLLLL FFFF' }).when(govern(2, 'fascist'));
  assert.equal(decided({ type: 'peek' }, pk.state).events[0], { type: 'policies-peeked', president: 0, cards: cards('LFF') });
  // The fourth: an Execution.
  const ex = given({ ruleset: 'custom', options: { startingFascistPolicies: 3 }, deck: 'F'.repeat(8) + 'LLLLLL', firstPresident: 2 }).when(govern(4, 'fascist'));
  assert.equal(decided({ type: 'execute', target: 1 }, ex.state).events, [{ type: 'player-executed', president: 2, target: 1 }]);
});

test('given a replacement, its intent is the player-replaced event; the President now is the one of each phase', () => {
  const t = given();
  assert.equal(decided({ type: 'replace', seat: 1, name: 'Zoe' }, t.state).events, [{ type: 'player-replaced', seat: 1, name: 'Zoe' }]);
  assert.is(presidentOf(t.state), 0, 'the candidate');
  const e = given({ firstPresident: 3 }).when(nominate(3, 1));
  assert.is(presidentOf(e.state), 3, 'during the vote');
  e.when(...[0, 1, 2, 3, 4].map((s) => vote(s, 'ja')));
  assert.is(presidentOf(e.state), 3, 'in the session');
  const p = given({ ruleset: 'custom', options: { startingFascistPolicies: 3 }, deck: 'F'.repeat(8) + 'LLLLLL', firstPresident: 4 }).when(govern(2, 'fascist'));
  assert.is(presidentOf(p.state), 4, 'holding a power');
  assert.is(p.pending.kind, 'power');
});

test('given the decisions of a recorded game, each event is the event of its own intent, and automatic steps have no intent', () => {
  const t = given({ roles: 'LFFHLLL', ruleset: 'custom', options: { startingFascistPolicies: 1 }, deck: 'F'.repeat(10) + 'LLLLLL' })
    .when(govern(2, 'fascist'), investigate(0, 3, 'fascist'), govern(4, 'fascist'));
  let state: State | null = null;
  let decisions = 0;
  for (const e of t.log) {
    const automatic = ['game-created', 'roles-dealt', 'deck-shuffled', 'votes-tallied', 'chaos-enacted', 'policies-drawn', 'game-ended'].includes(e.type);
    if (automatic) {
      if (e.type !== 'game-created') assert.throws(() => intentOf(e), /is an automatic step, not a person's decision/);
    } else {
      assert.equal(eventOf(intentOf(e), state!), e, e.type);
      decisions++;
    }
    const r = apply(state, e);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  assert.ok(decisions > 10);
  const other: GameEvent[] = [
    { type: 'veto-requested' }, { type: 'veto-answered', agree: true }, { type: 'veto-answered', agree: false },
    { type: 'special-election-called', president: 1, target: 5 }, { type: 'policies-peeked', president: 1, cards: cards('FFF') },
    { type: 'player-executed', president: 1, target: 5 }, { type: 'player-replaced', seat: 2, name: 'Zoe' },
  ];
  assert.equal(other.map(intentOf), [
    { type: 'veto', step: 'request' }, { type: 'veto', step: 'agree' }, { type: 'veto', step: 'refuse' },
    { type: 'special-election', target: 5 }, { type: 'peek' }, { type: 'execute', target: 5 }, { type: 'replace', seat: 2, name: 'Zoe' },
  ]);
});

test('given a candidate other than the first seat, a nomination names that candidate as President; settle needs no list to append to', () => {
  const t = given({ firstPresident: 3 });
  assert.is(presidentOf(t.state), 3);
  assert.equal(decided({ type: 'nominate', chancellor: 1 }, t.state).events, [{ type: 'chancellor-nominated', president: 3, chancellor: 1 }]);
  const created = apply(null, { type: 'game-created', gameId: 'g', players: NAMES.slice(0, 5), ruleset: 'secret-hitler', options: DEFAULT_OPTIONS, firstPresident: 4, commitment: null });
  if (!created.ok) throw new Error('setup');
  const r = settle(created.state, { deal: () => roles('HFLLL'), shuffle: (_k, gathered) => gathered.slice() });
  assert.ok(r.ok);
  if (r.ok) {
    assert.equal(r.waiting, { kind: 'nomination', president: 4, eligible: [0, 1, 2, 3] });
    assert.is(presidentOf(r.state), 4);
  }
});

test('given an investigation asked for before the deal, the intent is refused by its phase, not by a crash', () => {
  const created = apply(null, { type: 'game-created', gameId: 'g', players: NAMES.slice(0, 5), ruleset: 'secret-hitler', options: DEFAULT_OPTIONS, firstPresident: 0, commitment: null });
  if (!created.ok) throw new Error('setup');
  const r = apply(created.state, eventOf({ type: 'investigate', target: 2 }, created.state));
  assert.equal(!r.ok && [r.error.code, r.error.message], ['wrong-phase', 'cannot investigate now: the roles are not dealt yet']);
});

test.run();
