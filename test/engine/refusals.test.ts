// Every event refused at the wrong moment or with wrong content names the rule it breaks, and the
// engine never shares arrays with the events it was given (RULES §1–§3; messages as a moderator reads them).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  DEFAULT_OPTIONS, apply, checkOptions, isAutomatic, pending, replay, termLimited,
  type GameEvent, type Pending, type Policy,
} from '../../src/engine/index.js';
import { NAMES, cards, discard, elect, enact, execute, given, govern, investigate, legislate, nominate, peek, specialElection, vetoAnswer, vetoRequest, vote } from './support.js';

const created = (players: string[], firstPresident = 0): GameEvent => ({
  type: 'game-created', gameId: 'g', players, ruleset: 'secret-hitler', options: DEFAULT_OPTIONS, firstPresident, commitment: null,
});

test('given a nomination pending, every event of another moment is refused as wrong-phase, saying what the game waits for (RULES §2.2)', () => {
  const t = given();
  const wait = /now: the game waits for Alice to nominate a Chancellor$/;
  const cases: [GameEvent, string][] = [
    [{ type: 'roles-dealt', roles: ['hitler', 'fascist', 'liberal', 'liberal', 'liberal'] }, 'deal the roles'],
    [{ type: 'deck-shuffled', deck: t.state.deck }, 'shuffle the deck'],
    [vote(0, 'ja'), 'vote'],
    [{ type: 'votes-tallied', ja: [], nein: [], elected: false }, 'tally the votes'],
    [{ type: 'chaos-enacted', policy: 'liberal' }, 'enact the top policy by chaos'],
    [{ type: 'policies-drawn', cards: cards('LLL') }, 'draw three policies'],
    [discard('liberal'), 'discard as President'],
    [enact('liberal'), 'enact a policy as Chancellor'],
    [vetoRequest, 'ask for a veto'],
    [vetoAnswer(true), 'answer a veto request'],
    [investigate(0, 1, 'fascist'), 'investigate'],
    [execute(0, 1), 'execute'],
    [specialElection(0, 1), 'call a special election'],
    [peek(0, 'LLL'), 'peek at the policies'],
  ];
  for (const [event, attempted] of cases) {
    const e = t.refuses(event, 'wrong-phase', new RegExp(`^cannot ${attempted} `), wait);
    assert.is(e.rule, 'RULES §2.2 Nomination', event.type);
  }
  t.refuses({ type: 'game-ended', winner: 'liberal', reason: 'five-liberal' }, 'no-win', /no side has won yet/);
});

test('given each other moment, a wrong-phase refusal names the rule of that moment and what is awaited', () => {
  const t = given().when(nominate(0, 2));
  assert.is(t.refuses(discard('liberal'), 'wrong-phase', /waits for votes from Alice, Bob, Carol, Dmitri, Eve$/).rule, 'RULES §2.3 Vote');
  t.when(...[0, 1, 2, 3, 4].map((s) => vote(s, 'ja')));
  assert.is(t.refuses(nominate(1, 2), 'wrong-phase', /waits for Alice to discard a policy$/).rule, 'RULES §2.6 Legislative session');
  t.when(discard('liberal'));
  t.refuses(nominate(1, 2), 'wrong-phase', /waits for Carol to enact a policy$/);
  const five = given({ ruleset: 'custom', options: { startingFascistPolicies: 5 }, firstPresident: 1 }).when(elect(3), discard('liberal'));
  five.refuses(nominate(1, 2), 'wrong-phase', /waits for Dmitri to enact a policy or ask for a veto$/);
  five.when(vetoRequest);
  five.refuses(enact('liberal'), 'wrong-phase', /waits for Bob to answer the veto request$/);
  const power = given({ ruleset: 'custom', options: { startingFascistPolicies: 3 }, deck: 'F'.repeat(8) + 'LLLLLL' }).when(govern(2, 'fascist'));
  assert.is(power.refuses(nominate(1, 2), 'wrong-phase', /waits for Alice to use the power: Execution$/).rule, 'RULES §2.10 Executive action');
  // Before the deal: the setup rule.
  const fresh = apply(null, created(NAMES.slice(0, 5)));
  assert.ok(fresh.ok);
  if (fresh.ok) {
    const r = apply(fresh.state, nominate(0, 1));
    assert.equal(!r.ok && [r.error.code, r.error.rule, r.error.message], ['wrong-phase', 'RULES §1 Setup', 'cannot nominate a Chancellor now: the roles are not dealt yet']);
    const dealt = apply(fresh.state, { type: 'roles-dealt', roles: ['liberal', 'hitler', 'liberal', 'fascist', 'liberal'] });
    assert.ok(dealt.ok);
    if (dealt.ok) {
      const r2 = apply(dealt.state, nominate(0, 1));
      assert.equal(!r2.ok && r2.error.message, 'cannot nominate a Chancellor now: the deck must be shuffled first');
    }
  }
});

test('given the game already created, a second game-created is refused; an event before any game-created names itself', () => {
  const t = given();
  t.refuses(created(NAMES.slice(0, 5)), 'game-already-created', /already created/);
  const r = apply(null, vote(0, 'ja'));
  assert.equal(!r.ok && [r.error.code, r.error.message], ['game-not-created', 'a vote-cast event came before the game was created']);
  const empty = replay([]);
  assert.equal(!empty.ok && [empty.index, empty.error.code, empty.error.message, empty.state], [0, 'game-not-created', 'the log has no game-created event', null]);
});

test('given a log with a refused event, replay says which event (0-based) and keeps the state before it', () => {
  const t = given();
  const bad: GameEvent = nominate(0, 0);
  const r = replay([...t.log, bad]);
  assert.is(r.ok, false);
  if (!r.ok) {
    assert.is(r.index, t.log.length);
    assert.is(r.error.code, 'self-nomination');
    assert.equal(r.state, t.state);
  }
  const good = replay(t.log);
  assert.ok(good.ok && good.state.phase.name === 'nomination');
});

test('RULES §1 names: empty, digits only and duplicates (any case) are refused; digits inside a name are fine', () => {
  const refused = (players: string[], message: RegExp) => {
    const r = apply(null, created(players));
    assert.is(!r.ok && r.error.code, 'bad-name', players.join());
    assert.match(!r.ok ? r.error.message : '', message);
  };
  refused(['Alice', ' ', 'Carol', 'Dmitri', 'Eve'], /a player name is empty/);
  refused(['Alice', '42', 'Carol', 'Dmitri', 'Eve'], /"42" is only digits: it would be mistaken for a seat number/);
  refused(['Alice', 'Bob', 'carol', 'Dmitri', 'CAROL'], /two players are called "CAROL" \(names are compared without case\)/);
  for (const players of [['Agent 47', '7even', 'R2D2', 'Dmitri', 'Eve'], ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve']]) {
    const r = apply(null, created(players));
    assert.ok(r.ok, players.join());
    if (r.ok) {
      assert.equal(r.state.players, players);
      players[0] = 'Mallory';
      assert.is.not(r.state.players[0], 'Mallory', 'the state keeps its own list of names');
    }
  }
});

test('RULES §1: the first President must be a seat of the table; bad options are all named, joined', () => {
  for (const first of [-1, 5, 1.5]) {
    const r = apply(null, created(NAMES.slice(0, 5), first));
    assert.equal(!r.ok && [r.error.code, r.error.rule, r.error.message], ['bad-setup', 'RULES §2.1 Candidate', 'the first President must be a seat from 1 to 5'], String(first));
  }
  assert.ok(apply(null, created(NAMES.slice(0, 5), 4)).ok);
  const r = apply(null, { ...created(NAMES.slice(0, 4)), options: { ...DEFAULT_OPTIONS, startingFascistPolicies: -1 } } as GameEvent);
  assert.is(!r.ok && r.error.message, 'startingFascistPolicies must be a whole number from 0 to 5; players must be 5 to 10, not 4');
  // The first problem's facts, for the wording in the game's language.
  assert.equal(!r.ok && r.error.params, { variant: 'startingFascistPolicies', max: 5 });
  const few = apply(null, created(NAMES.slice(0, 3)));
  assert.equal(!few.ok && few.error.params, { variant: 'players', min: 5, max: 10, count: 3 });
  for (const start of [-1, 0.5, 6]) assert.equal(checkOptions({ ...DEFAULT_OPTIONS, startingFascistPolicies: start }, 5).map((p) => p.option), ['startingFascistPolicies'], String(start));
  for (const start of [0, 5]) assert.equal(checkOptions({ ...DEFAULT_OPTIONS, startingFascistPolicies: start }, 5), []);
  for (const n of [4, 11]) assert.equal(checkOptions(DEFAULT_OPTIONS, n), [{ option: 'players', message: `must be 5 to 10, not ${n}`, params: { min: 5, max: 10, count: n } }]);
});

test('RULES §1 the deal: one role per seat, in the numbers of the table; the message says what a table has', () => {
  const fresh = apply(null, created(NAMES.slice(0, 7)));
  assert.ok(fresh.ok);
  if (!fresh.ok) return;
  const deal = (roles: string) => apply(fresh.state, { type: 'roles-dealt', roles: [...roles].map((c) => ({ H: 'hitler', F: 'fascist', L: 'liberal' })[c]) } as GameEvent);
  const msg = (roles: string) => { const r = deal(roles); return !r.ok ? [r.error.code, r.error.message] : 'accepted'; };
  assert.equal(msg('HFFLLL'), ['bad-deal', 'the deal must give one role to each of the 7 seats']);
  assert.equal(msg('HFLLLLL'), ['bad-deal', 'a 7-player table has 4 liberals, 2 fascists and Hitler; the deal has 5, 1 and 1']);
  assert.equal(msg('HHFLLLL'), ['bad-deal', 'a 7-player table has 4 liberals, 2 fascists and Hitler; the deal has 4, 1 and 2']);
  assert.equal(msg('HFFFLLL'), ['bad-deal', 'a 7-player table has 4 liberals, 2 fascists and Hitler; the deal has 3, 3 and 1']);
  const five = apply(null, created(NAMES.slice(0, 5)));
  if (five.ok) {
    const r = apply(five.state, { type: 'roles-dealt', roles: ['hitler', 'liberal', 'liberal', 'liberal', 'liberal'] });
    assert.is(!r.ok && r.error.message, 'a 5-player table has 3 liberals, 1 fascist and Hitler; the deal has 4, 0 and 1');
  }
  const roles = ['liberal', 'hitler', 'fascist', 'fascist', 'liberal', 'liberal', 'liberal'] as const;
  const event = { type: 'roles-dealt' as const, roles: roles.slice() };
  const r = apply(fresh.state, event);
  assert.ok(r.ok);
  event.roles[0] = 'fascist';
  if (r.ok) assert.equal(r.state.roles, roles.slice(), 'the state keeps its own copy of the deal');
});

test('RULES §2.9: the shuffled deck is kept as the new draw pile (a copy of the event\'s)', () => {
  const fresh = apply(null, created(NAMES.slice(0, 5)));
  if (!fresh.ok) throw new Error('setup');
  const dealt = apply(fresh.state, { type: 'roles-dealt', roles: ['hitler', 'fascist', 'liberal', 'liberal', 'liberal'] });
  if (!dealt.ok) throw new Error('deal');
  const deck = cards('LFLFLFLFLFL FFFFFF');
  const r = apply(dealt.state, { type: 'deck-shuffled', deck });
  assert.ok(r.ok);
  deck[0] = 'fascist';
  if (r.ok) {
    assert.equal(r.state.deck, cards('LFLFLFLFLFL FFFFFF'));
    assert.equal(r.state.phase, { name: 'nomination', candidate: 0 });
  }
  const wrong = apply(dealt.state, { type: 'deck-shuffled', deck: cards('LLLLLL FFFFFFFFFF') });
  assert.equal(!wrong.ok && [wrong.error.code, wrong.error.message], ['bad-deck', 'the shuffled deck must hold exactly the draw pile and discards (6 liberal, 11 fascist), not 6 liberal, 10 fascist']);
  const odd = apply(dealt.state, { type: 'deck-shuffled', deck: [...cards('LLLLLL FFFFFFFFFF'), 'joker' as 'liberal'] });
  assert.is(!odd.ok && odd.error.code, 'bad-deck');
});

test('RULES §2.6, §2.10 Policy Peek, §2.9: cards that are not a list (a damaged log) are refused as a bad draw, peek or deck, naming what came', () => {
  const notAList = (value: unknown) => value as Policy[];
  // The tally is in: the President is about to draw.
  const t = given({ deck: 'LFF LLLLL FFFFFFFFF' }).when(nominate(0, 2));
  for (const s of [0, 1, 2, 3, 4]) t.step(vote(s, 'ja'));
  t.step({ type: 'votes-tallied', ja: [0, 1, 2, 3, 4], nein: [], elected: true });
  const draw = t.refuses({ type: 'policies-drawn', cards: notAList('LFF') }, 'bad-draw', /top three policies \(liberal, fascist, fascist\), not string \(a list of policies was expected\)$/);
  assert.is(draw.rule, 'RULES §2.6 Legislative session');
  t.refuses({ type: 'policies-drawn', cards: notAList(undefined) }, 'bad-draw', /, not undefined \(a list of policies was expected\)$/);
  t.refuses({ type: 'policies-drawn', cards: notAList({ 0: 'liberal', 1: 'fascist', 2: 'fascist', length: 3 }) }, 'bad-draw', /, not object \(/);
  // The Policy Peek.
  const p = given({ ruleset: 'custom', options: { startingFascistPolicies: 2 }, deck: 'FFF LFL LLLL FFFFF' }).when(govern(2, 'fascist'));
  const seen = p.refuses({ type: 'policies-peeked', president: 0, cards: notAList(3) }, 'bad-draw', /top three policies \(liberal, fascist, liberal\), not number \(a list of policies was expected\)$/);
  assert.is(seen.rule, 'RULES §2.10 Policy Peek');
  // The opening shuffle.
  const fresh = apply(null, created(NAMES.slice(0, 5)));
  if (!fresh.ok) throw new Error('setup');
  const dealt = apply(fresh.state, { type: 'roles-dealt', roles: ['hitler', 'fascist', 'liberal', 'liberal', 'liberal'] });
  if (!dealt.ok) throw new Error('deal');
  const r = apply(dealt.state, { type: 'deck-shuffled', deck: notAList('LLLLLLFFFFFFFFFFF') });
  assert.equal(!r.ok && [r.error.code, r.error.rule, r.error.message],
    ['bad-deck', 'RULES §2.9 Reshuffle', 'the shuffled deck must hold exactly the draw pile and discards (6 liberal, 11 fascist), not string (a list of policies was expected)']);
});

test('RULES §2.6: with the three policies drawn, a second draw (of the next three) is refused: the President must discard', () => {
  const t = given({ deck: 'LFF LLL FFFFFFFFF LL' }).when(elect(2));
  t.refuses({ type: 'policies-drawn', cards: t.state.deck.slice(0, 3) }, 'wrong-phase', /^cannot draw three policies now: the game waits for Alice to discard a policy$/);
});

test('RULES §2.3: a tally that misstates an elected government says the government is elected', () => {
  const t = given().when(nominate(0, 2));
  for (const s of [0, 1, 2, 3, 4]) t.step(vote(s, s === 4 ? 'nein' : 'ja'));
  t.refuses({ type: 'votes-tallied', ja: [0, 1, 2, 3], nein: [4], elected: false }, 'bad-tally', /^the votes were Ja 4, Nein 1 of 5 living: the government is elected$/);
});

test('RULES §1 the deal: a role that is not Hitler, Fascist or Liberal makes the deal wrong, whichever count it takes the place of', () => {
  const fresh = apply(null, created(NAMES.slice(0, 5)));
  if (!fresh.ok) throw new Error('setup');
  const deal = (...roles: string[]) => apply(fresh.state, { type: 'roles-dealt', roles } as GameEvent);
  const wording = 'a 5-player table has 3 liberals, 1 fascist and Hitler; the deal has';
  // No Hitler, the Fascist and the Liberals right.
  let r = deal('mole', 'fascist', 'liberal', 'liberal', 'liberal');
  assert.equal(!r.ok && [r.error.code, r.error.message], ['bad-deal', `${wording} 3, 1 and 0`]);
  // No Fascist, Hitler and the Liberals right.
  r = deal('hitler', 'mole', 'liberal', 'liberal', 'liberal');
  assert.equal(!r.ok && [r.error.code, r.error.message], ['bad-deal', `${wording} 3, 0 and 1`]);
  // One Liberal short, Hitler and the Fascist right.
  r = deal('hitler', 'fascist', 'mole', 'liberal', 'liberal');
  assert.equal(!r.ok && [r.error.code, r.error.message], ['bad-deal', `${wording} 2, 1 and 1`]);
});

test('RULES §2.3: the tally is refused once more votes come after everyone voted; a tally may list the seats in any order', () => {
  const t = given().when(nominate(0, 2));
  for (const s of [0, 1, 2, 3, 4]) t.step(vote(s, s === 4 ? 'nein' : 'ja'));
  t.refuses(vote(4, 'ja'), 'wrong-phase', /cannot vote now: the votes are all in and wait to be tallied/);
  t.refuses({ type: 'votes-tallied', ja: [0, 1, 2], nein: [4], elected: true }, 'bad-tally');
  t.refuses({ type: 'votes-tallied', ja: [3, 2, 1, 0, 4], nein: [], elected: true }, 'bad-tally');
  t.refuses({ type: 'votes-tallied', ja: 'all' as unknown as number[], nein: [4], elected: true }, 'bad-tally');
  t.step({ type: 'votes-tallied', ja: [3, 2, 1, 0], nein: [4], elected: true });
  assert.is(t.state.governments[0].elected, true);
});

test('RULES §3: the game-ended event must say the win that happened, with its reason', () => {
  const t = given({ roles: 'FFHLLLL', ruleset: 'custom', options: { startingFascistPolicies: 3 }, deck: 'F'.repeat(8) + 'LLLLLL' }).when(govern(3, 'fascist'));
  t.step(execute(0, 2));
  t.refuses({ type: 'game-ended', winner: 'fascist', reason: 'hitler-executed' }, 'no-win', /ended with a liberal win \(hitler-executed\), not fascist \(hitler-executed\)/);
  t.refuses({ type: 'game-ended', winner: 'liberal', reason: 'five-liberal' }, 'no-win', /not liberal \(five-liberal\)/);
  t.refuses(nominate(3, 4), 'game-over', /the liberals have won \(hitler-executed\): only the end of the game may follow/);
  t.step({ type: 'game-ended', winner: 'liberal', reason: 'hitler-executed' });
  t.refuses(nominate(3, 4), 'game-over', /the game is over \(liberals won\): nothing more can be played/);
});

test('RULES §2.10: each power\'s refusals name that power\'s rule; targets must be seats of the table', () => {
  const seven = (start: number) => given({ roles: 'HFFLLLL', ruleset: 'custom', options: { startingFascistPolicies: start }, deck: 'F'.repeat(11 - start) + 'LLLLLL' }).when(govern(2, 'fascist'));
  assert.is(seven(1).refuses(investigate(1, 3, 'liberal'), 'not-your-power').rule, 'RULES §2.10 Investigate Loyalty');
  assert.is(seven(2).refuses(specialElection(1, 3), 'not-your-power').rule, 'RULES §2.10 Special Election');
  assert.is(seven(3).refuses(execute(1, 3), 'not-your-power').rule, 'RULES §2.10 Execution');
  assert.is(seven(1).refuses(investigate(0, 0, 'fascist'), 'self-target').rule, 'RULES §2.10 Investigate Loyalty');
  for (const target of [-1, 7, 2.5]) seven(3).refuses(execute(0, target), 'unknown-seat', /a seat must be from 1 to 7/);
  seven(1).refuses(execute(0, 3), 'wrong-phase', /^cannot execute now: the game waits for Alice to use the power: Investigate Loyalty$/);
  seven(3).refuses(investigate(0, 3, 'liberal'), 'wrong-phase', /^cannot investigate now/);
  seven(3).refuses(specialElection(0, 3), 'wrong-phase', /^cannot call a special election now/);
  // An executed player's seat is a copy: the state before the execution still has them alive.
  const t = seven(3);
  const before = t.state;
  t.when(execute(0, 4));
  assert.equal(before.alive, [true, true, true, true, true, true, true]);
  assert.equal(t.state.alive, [true, true, true, true, false, true, true]);
});

test('RULES §2.3/§2.2: seats that are not integers of the table are unknown seats', () => {
  const t = given();
  for (const seat of [-1, 5, 1.5, '2' as unknown as number]) t.refuses(nominate(0, seat), 'unknown-seat', /a seat must be from 1 to 5/);
  t.refuses(nominate(7, 1), 'unknown-seat');
  t.when(nominate(0, 1));
  for (const seat of [-1, 5, 0.5]) t.refuses(vote(seat, 'ja'), 'unknown-seat');
});

test('RULES §5 replacing a player: the seat keeps its role under a new, trimmed, unique name that is not digits', () => {
  const t = given();
  t.refuses({ type: 'player-replaced', seat: 5, name: 'Zed' }, 'unknown-seat');
  t.refuses({ type: 'player-replaced', seat: 1, name: '   ' }, 'bad-name', /needs a name/);
  t.refuses({ type: 'player-replaced', seat: 1, name: 42 as unknown as string }, 'bad-name', /needs a name/);
  t.refuses({ type: 'player-replaced', seat: 1, name: 'carol' }, 'bad-name', /carol already plays in seat 3/);
  t.refuses({ type: 'player-replaced', seat: 1, name: '12' }, 'bad-name', /"12" is only digits/);
  const before = t.state;
  t.when({ type: 'player-replaced', seat: 1, name: ' bob ' });
  assert.equal(t.state.players, ['Alice', 'bob', 'Carol', 'Dmitri', 'Eve'], 'the same name in another case is the same seat; trimmed');
  assert.equal(before.players, ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve']);
  t.when({ type: 'player-replaced', seat: 2, name: 'Agent 47' });
  assert.is(t.state.players[2], 'Agent 47');
  t.when({ type: 'player-replaced', seat: 3, name: '47 Ronin' });
  assert.is(t.state.players[3], '47 Ronin', 'a name that only starts with digits is no seat number');
});

test('RULES §2.2: an executed President or Chancellor is not term-limited any more (only living players are)', () => {
  // Seven players: Alice and Carol elected; Alice later executes Carol, the last elected Chancellor.
  const t = given({ roles: 'HFFLLLL', ruleset: 'custom', options: { startingFascistPolicies: 3 }, deck: 'F'.repeat(8) + 'LLLLLL' }).when(govern(3, 'fascist'));
  assert.equal(termLimited(t.state), [0, 3]);
  t.when(execute(0, 3));
  assert.equal(termLimited(t.state), [0]);
});

test('which steps are automatic: the deal, shuffles, the tally, chaos and the draw; every decision is a person\'s', () => {
  const auto: Pending['kind'][] = ['deal', 'shuffle', 'tally', 'chaos', 'draw'];
  const people: Pending['kind'][] = ['nomination', 'votes', 'president-discard', 'chancellor-enact', 'veto-answer', 'power', 'game-over'];
  for (const kind of auto) assert.ok(isAutomatic({ kind } as Pending), kind);
  for (const kind of people) assert.not.ok(isAutomatic({ kind } as Pending), kind);
  assert.is(pending(given().state).kind, 'nomination');
});


test('given an event of a type the engine does not know, it is refused naming the type', () => {
  const t = given();
  t.refuses({ type: 'coup-staged' } as unknown as GameEvent, 'wrong-phase', /unknown event type coup-staged/);
});

test('given the tally due but not applied, another decision is refused: the President is about to draw', () => {
  const t = given().when(nominate(0, 2));
  for (const s of [0, 1, 2, 3, 4]) t.step(vote(s, 'ja'));
  t.step({ type: 'votes-tallied', ja: [0, 1, 2, 3, 4], nein: [], elected: true });
  t.refuses(discard('liberal'), 'wrong-phase', /^cannot discard as President now: Alice is about to draw three policies$/);
  t.refuses({ type: 'policies-drawn', cards: cards('LL') }, 'bad-draw');
  t.refuses({ type: 'policies-drawn', cards: cards('LLLL') }, 'bad-draw');
});

test('RULES §2.3: a tally naming the right number of seats but the wrong ones is refused, in any order', () => {
  const t = given().when(nominate(0, 2));
  for (const s of [0, 1, 2, 3, 4]) t.step(vote(s, s === 3 ? 'nein' : 'ja'));
  t.refuses({ type: 'votes-tallied', ja: [0, 1, 2, 3], nein: [4], elected: true }, 'bad-tally');
  t.refuses({ type: 'votes-tallied', ja: [3, 2, 1, 0], nein: [4], elected: true }, 'bad-tally');
  const ja = [4, 2, 1, 0];
  t.step({ type: 'votes-tallied', ja, nein: [3], elected: true });
  assert.equal(ja, [4, 2, 1, 0], 'the event is not changed');
});

test('RULES §2.10: a power claimed by a seat that is not at the table names that seat', () => {
  const t = given({ roles: 'HFFLLLL', ruleset: 'custom', options: { startingFascistPolicies: 3 }, deck: 'F'.repeat(8) + 'LLLLLL' }).when(govern(2, 'fascist'));
  t.refuses(execute(9, 3), 'not-your-power', /^seat 10 is not the President holding this power: Alice is$/);
  t.refuses(peek(0, 'FF'), 'wrong-phase');
});

test('given a whole game, apply never changes the state it was given', () => {
  for (const [roles, second] of [['HFLLL', 2], ['LLHLFFLFL', 6]] as const) {
    const t = given({ roles, ruleset: 'custom', options: { startingFascistPolicies: 3 }, deck: 'F'.repeat(8) + 'LLLLLL'.slice(0, 6) });
    const steps: ((t: ReturnType<typeof given>) => GameEvent[])[] = [
      (x) => [nominate(x.president, 3)], (x) => x.living.map((s) => vote(s, 'ja')), () => [discard('fascist')], () => [enact('fascist')],
      (x) => [execute(x.president, 4)],
      (x) => [nominate(x.president, second)], (x) => x.living.map((s) => vote(s, 'nein')),
    ];
    for (const step of steps)
      for (const event of step(t)) {
        const before = structuredClone(t.state);
        const state = t.state;
        t.when(event);
        assert.equal(state, before, `${event.type} changed the state it was given`);
      }
  }
});

// The wording of a refusal in each language (templates/<lang>/rules.yaml) names facts like
// {player}, {candidate}, {hand}, {count}: each refusal must carry exactly those, for the player
// who reads it in their language. The expected facts below are read off that wording.
test('given each refusal a player can meet, its facts are the ones its wording names (templates/*/rules.yaml)', () => {
  const params = (t: ReturnType<typeof given>, event: GameEvent, code: string) => {
    const e = t.refuses(event, code as never);
    return e.params;
  };
  const t = given({ roles: 'HFLLLL' });
  assert.equal(params(t, nominate(1, 2), 'not-the-candidate'), { player: 'Bob', candidate: 'Alice' });
  assert.equal(params(t, nominate(0, 0), 'self-nomination'), { player: 'Alice' });
  assert.equal(params(t, nominate(0, 9), 'unknown-seat'), { count: 6 });
  t.when(elect(2), legislate('liberal', 'liberal'));
  // Six alive: both the last President (Alice) and the last Chancellor (Carol) are term-limited.
  assert.equal(params(t, nominate(1, 2), 'term-limited'), { variant: 'chancellor', player: 'Carol' });
  assert.equal(params(t, nominate(1, 0), 'term-limited'), { variant: 'president', player: 'Alice' });
  t.when(nominate(1, 3));
  assert.equal(params(t, discard('liberal'), 'wrong-phase'),
    { action: 'discard as President', waiting: 'votes', president: 'Bob', chancellor: 'Dmitri', voters: 'Alice, Bob, Carol, Dmitri, Eve, Frank' });
  t.when(...[0, 1, 2, 3, 4, 5].map((s) => vote(s, 'ja')));
  assert.equal(params(t, discard('fascist'), 'not-in-hand'), { variant: 'discard', player: 'Bob', hand: 'liberal, liberal, liberal', policy: 'fascist' });
  assert.equal(params(t, nominate(2, 4), 'wrong-phase'), { action: 'nominate a Chancellor', waiting: 'president-discard', president: 'Bob', chancellor: 'Dmitri' });
  t.when(discard('liberal'));
  assert.equal(params(t, enact('fascist'), 'not-in-hand'), { variant: 'enact', player: 'Dmitri', hand: 'liberal, liberal', policy: 'fascist' });
  assert.equal(params(t, vetoRequest, 'veto-locked'), { count: 0 });
  assert.equal(params(t, vote(0, 'ja'), 'wrong-phase'), { action: 'vote', waiting: 'chancellor-enact', president: 'Bob', chancellor: 'Dmitri' });
  t.when(enact('liberal'));
  assert.equal(params(t, vote(0, 'ja'), 'wrong-phase'), { action: 'vote', waiting: 'nomination', president: 'Carol' });
  assert.equal(params(t, { type: 'player-replaced', seat: 0, name: 'bob' }, 'bad-name'), { variant: 'taken', player: 'bob', seat: 2 });

  // With the veto unlocked, the Chancellor may enact or ask.
  const five = given({ ruleset: 'custom', options: { startingFascistPolicies: 5 }, firstPresident: 1 }).when(elect(3), discard('liberal'));
  assert.equal(params(five, nominate(1, 2), 'wrong-phase'), { action: 'nominate a Chancellor', waiting: 'chancellor-enact-or-veto', president: 'Bob', chancellor: 'Dmitri' });
  five.when(vetoRequest);
  assert.equal(params(five, enact('liberal'), 'wrong-phase'), { action: 'enact a policy as Chancellor', waiting: 'veto-answer', president: 'Bob', chancellor: 'Dmitri' });

  // Powers.
  const peekT = given({ ruleset: 'custom', options: { startingFascistPolicies: 2 }, deck: 'FFF LFL LLLL FFFFF' }).when(govern(2, 'fascist'));
  assert.equal(params(peekT, peek(1, 'LFL'), 'not-your-power'), { variant: 'peek', player: 'Bob' });
  assert.equal(params(peekT, vote(0, 'ja'), 'wrong-phase'), { action: 'vote', waiting: 'power', president: 'Alice', power: 'peek' });
  const seven = given({ roles: 'HFFLLLL', ruleset: 'custom', options: { startingFascistPolicies: 3 }, deck: 'F'.repeat(8) + 'LLLLLL' }).when(govern(2, 'fascist'));
  assert.equal(params(seven, execute(1, 3), 'not-your-power'), { variant: 'power', player: 'Bob', president: 'Alice' });
  assert.equal(params(seven, execute(0, 0), 'self-target'), { player: 'Alice' });
  seven.when(execute(0, 3), govern(4, 'fascist'));
  assert.equal(params(seven, execute(1, 3), 'dead-player'), { variant: 'target', player: 'Dmitri' });
  assert.equal(params(seven, execute(1, 9), 'unknown-seat'), { count: 7 });
  seven.when(execute(1, 5));
  assert.equal(params(seven, nominate(2, 3), 'dead-player'), { variant: 'nominated', player: 'Dmitri' });
  seven.when(nominate(2, 6));
  assert.equal(params(seven, vote(3, 'ja'), 'dead-player'), { variant: 'vote', player: 'Dmitri' });
  const inv = given({ roles: 'HFFLLLL', ruleset: 'custom', options: { startingFascistPolicies: 1 }, deck: 'F'.repeat(10) + 'LLLLLL' })
    .when(govern(2, 'fascist'), investigate(0, 3, 'liberal'), govern(4, 'fascist'), specialElection(1, 5), govern(2, 'fascist'));
  const again = given({ roles: 'HFFFLLLLL', ruleset: 'custom', options: { startingFascistPolicies: 0 }, deck: 'F'.repeat(11) + 'LLLLLL' })
    .when(govern(2, 'fascist'), investigate(0, 4, 'liberal'), govern(5, 'fascist'));
  assert.equal(params(again, investigate(1, 4, 'liberal'), 'already-investigated'), { player: 'Eve' });
  // Seat 5 (Frank) holds the execution after his special government; he cannot investigate.
  assert.equal(params(inv, investigate(5, 3, 'liberal'), 'wrong-phase'), { action: 'investigate', waiting: 'power', president: 'Frank', power: 'execution' });

  // The end: won but not yet ended, then over.
  const won = given({ ruleset: 'custom', options: { startingFascistPolicies: 3 }, deck: 'LLLLLL FFFFFFFF', firstPresident: 1 }).when(nominate(1, 0));
  for (const s of [0, 1, 2, 3, 4]) won.step(vote(s, 'ja'));
  won.step({ type: 'votes-tallied', ja: [0, 1, 2, 3, 4], nein: [], elected: true });
  assert.equal(params(won, nominate(2, 3), 'game-over'), { variant: 'won', winner: 'fascist' });
  won.settle();
  assert.equal(params(won, nominate(2, 3), 'game-over'), { variant: 'over', winner: 'fascist' });

  // Before the deal and the opening shuffle: the moment's own waiting, no player named.
  const fresh = apply(null, created(NAMES.slice(0, 5)));
  if (!fresh.ok) throw new Error('setup');
  const before = apply(fresh.state, nominate(0, 1));
  assert.equal(!before.ok && before.error.params, { action: 'nominate a Chancellor', waiting: 'deal' });
  const outside = apply(null, created(NAMES.slice(0, 5), 5));
  assert.equal(!outside.ok && [outside.error.code, outside.error.params], ['bad-setup', { variant: 'firstPresident-seat', count: 5 }]);
});

test('RULES §4: a bad option carries its facts for the wording: the values allowed and the value given, or the bound', () => {
  const problems = checkOptions({ ...DEFAULT_OPTIONS, firstPresident: 'last' as 'random', trackerReset: 'never' as 'on-election', deck: { liberal: 4, fascist: 5 }, startingFascistPolicies: 6 }, 5);
  assert.equal(problems.map((p) => [p.option, p.params]), [
    ['firstPresident', { allowed: 'first-listed | random', value: 'last' }],
    ['trackerReset', { allowed: 'on-enactment | on-election', value: 'never' }],
    ['deck.liberal', { min: 5 }],
    ['deck.fascist', { min: 6 }],
    ['startingFascistPolicies', { max: 5 }],
  ]);
  const r = apply(null, { ...created(NAMES.slice(0, 5)), options: { ...DEFAULT_OPTIONS, termLimitRelaxation: 'none' as 'table' } } as GameEvent);
  assert.equal(!r.ok && r.error.params, { variant: 'termLimitRelaxation', allowed: 'alive | table', value: 'none' });
});

test('RULES §2.3: a tally that names a seat on both sides, or a card that is no policy in a deck of the right counts, is refused', () => {
  const t = given().when(nominate(0, 2));
  for (const s of [0, 1, 2, 3, 4]) t.step(vote(s, s === 3 ? 'nein' : 'ja'));
  t.refuses({ type: 'votes-tallied', ja: [0, 1, 2, 3], nein: [3], elected: true }, 'bad-tally', /the votes were Ja 4, Nein 1 of 5 living: the government is elected/);
  const f = given().when(nominate(0, 2));
  for (const s of [0, 1, 2, 3, 4]) f.step(vote(s, s < 2 ? 'ja' : 'nein'));
  f.refuses({ type: 'votes-tallied', ja: [0, 1], nein: [2, 3, 4], elected: true }, 'bad-tally', /the votes were Ja 2, Nein 3 of 5 living: the government fails$/);
  const fresh = apply(null, created(NAMES.slice(0, 5)));
  if (!fresh.ok) throw new Error('setup');
  const dealt = apply(fresh.state, { type: 'roles-dealt', roles: ['hitler', 'fascist', 'liberal', 'liberal', 'liberal'] });
  if (!dealt.ok) throw new Error('deal');
  const joker = apply(dealt.state, { type: 'deck-shuffled', deck: [...cards('LLLLLL FFFFFFFFFFF'), 'joker' as 'liberal'] });
  assert.is(!joker.ok && joker.error.code, 'bad-deck');
});

test.run();
