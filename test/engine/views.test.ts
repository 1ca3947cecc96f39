// Secrets leave only through views (RULES §1 setup knowledge, §2.6 discards never revealed,
// §2.10 private results): publicView for the thread, playerView for one seat.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply, fascistSlotSources, holderAt, playerView, publicView, rulesetOptions, type State } from '../../src/engine/index.js';
import { cards, discard, enact, execute, given, govern, investigate, peek, elect, nominate, reject, specialElection, vetoAnswer, vetoRequest, vote } from './support.js';

/** Every key anywhere in a value. */
function keysOf(value: unknown, out = new Set<string>()): Set<string> {
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) { out.add(k); keysOf(v, out); }
  }
  return out;
}

function assertNoSecrets(state: State) {
  const view = publicView(state);
  // options.deck is the public card count of the ruleset, not the order.
  const { options: _options, ...rest } = view;
  const keys = keysOf(rest);
  for (const secret of ['roles', 'role', 'deck', 'discard', 'hand', 'presidentHand', 'chancellorHand', 'investigations', 'peeks', 'party', 'cards'])
    assert.not.ok(keys.has(secret), `publicView holds "${secret}"`);
  assert.is(view.deckCount, state.deck.length);
  assert.is(view.discardCount, state.discard.length);
}

test('publicView holds no roles, hands, discards or deck order at any point before the end', () => {
  const t = given({ roles: 'FLLHLLFLF', deck: 'FFF LFL FF LLLL FFFFF' });
  assertNoSecrets(t.state);
  t.when(govern(2, 'fascist'));
  assertNoSecrets(t.state); // investigation pending
  t.when(investigate(0, 3, 'fascist'));
  assertNoSecrets(t.state);
  t.when(elect(4));
  assertNoSecrets(t.state); // the President holds three cards
  t.when(discard('liberal'));
  assertNoSecrets(t.state); // the Chancellor holds two
  const view = publicView(t.state);
  assert.equal(view.governments[0].target, 3, 'who was investigated is public; the result is not');
  assert.equal(view.players[3].investigated, true);
});

test('at the end every role is public', () => {
  const t = given({ ruleset: 'custom', options: { startingFascistPolicies: 5 }, deck: 'FFF LLLLLL FFF' }).when(govern(2, 'fascist'));
  const view = publicView(t.state);
  assert.equal(view.players.map((p) => p.role), ['hitler', 'fascist', 'liberal', 'liberal', 'liberal']);
  assert.equal(view.winner, { winner: 'fascist', reason: 'six-fascist' });
});

test('an executed player who is not Hitler stays secret; an executed Hitler is revealed', () => {
  const t = given({ roles: 'FFHLLLL', ruleset: 'custom', options: { startingFascistPolicies: 3 }, deck: 'F'.repeat(8) + 'LLLLLL' })
    .when(govern(3, 'fascist'), execute(0, 4));
  const view = publicView(t.state);
  assert.is(view.players[4].alive, false);
  assert.is(view.players[4].role, undefined);
  assert.not.ok(keysOf(view).has('role'));
  const h = given({ roles: 'FFHLLLL', ruleset: 'custom', options: { startingFascistPolicies: 3 }, deck: 'F'.repeat(8) + 'LLLLLL' })
    .when(govern(3, 'fascist'), execute(0, 2));
  assert.is(publicView(h.state).players[2].role, 'hitler');
});

test('how each player voted is public only after the tally; before it, only who has voted', () => {
  const t = given().when(nominate(0, 2), vote(1, 'nein'), vote(3, 'ja'));
  const open = publicView(t.state);
  assert.equal(open.pending, { kind: 'votes', president: 0, chancellor: 2, waitingFor: [0, 2, 4], voted: [1, 3] });
  assert.is(open.governments[0].votes, undefined);
  assert.not.ok(JSON.stringify(open).includes('nein'));
  t.when(vote(0, 'ja'), vote(2, 'ja'), vote(4, 'nein'));
  assert.equal(publicView(t.state).governments[0].votes, { 0: 'ja', 1: 'nein', 2: 'ja', 3: 'ja', 4: 'nein' });
  assert.is(publicView(t.state).governments[0].elected, true);
});

test('the not-Hitler confirmation is public', () => {
  const t = given({ ruleset: 'custom', options: { startingFascistPolicies: 3 } }).when(elect(3));
  assert.is(publicView(t.state).players[3].confirmedNotHitler, true);
  assert.is(publicView(t.state).players[2].confirmedNotHitler, false);
});

const known = (state: State, seat: number) => playerView(state, seat).knownRoles.map((k) => [k.seat, k.role]);

test('at 5 and 6 players the Fascist knows Hitler and Hitler knows the Fascist; Liberals know nobody', () => {
  for (const roles of ['HFLLL', 'LFLHLL']) {
    const t = given({ roles });
    const h = roles.indexOf('H'), f = roles.indexOf('F'), l = roles.indexOf('L');
    assert.equal(known(t.state, f), [[h, 'hitler']]);
    assert.equal(known(t.state, h), [[f, 'fascist']]);
    assert.equal(known(t.state, l), []);
    assert.is(playerView(t.state, l).role, 'liberal');
    assert.is(playerView(t.state, h).party, 'fascist');
  }
});

test('from 7 players the Fascists know each other and Hitler; Hitler knows nobody', () => {
  for (const roles of ['HFFLLLL', 'LLHLFFLL', 'FLLFHLFLL', 'LLLFFLHLFL']) {
    const t = given({ roles });
    const h = roles.indexOf('H');
    const team = [...roles].map((r, s) => (r !== 'L' ? s : -1)).filter((s) => s >= 0);
    for (const f of team.filter((s) => s !== h)) {
      assert.equal(known(t.state, f), team.filter((s) => s !== f).map((s) => [s, s === h ? 'hitler' : 'fascist']), `${roles} seat ${f}`);
    }
    assert.equal(known(t.state, h), [], roles);
    assert.equal(known(t.state, roles.indexOf('L')), []);
  }
});

test('a President sees their three cards, the Chancellor the two, and nobody else any', () => {
  const t = given({ deck: 'FLF LLLLL FFFFFFFFF' }).when(elect(2));
  assert.equal(playerView(t.state, 0).hand, { as: 'president', cards: ['fascist', 'liberal', 'fascist'], vetoAllowed: false });
  assert.is(playerView(t.state, 2).hand, undefined);
  t.when(discard('fascist'));
  assert.equal(playerView(t.state, 2).hand, { as: 'chancellor', cards: ['liberal', 'fascist'], vetoAllowed: false });
  assert.is(playerView(t.state, 0).hand, undefined);
  for (const s of [1, 3, 4]) {
    assert.is(playerView(t.state, s).hand, undefined);
    assert.equal(playerView(t.state, s).handled, []);
  }
});

test('investigation results and peeks are seen only by the President who made them', () => {
  const t = given({ roles: 'FLLHLLFLF', deck: 'FFF LFL FF LLLL FFFFF' }).when(govern(2, 'fascist'), investigate(0, 3, 'fascist'));
  assert.equal(playerView(t.state, 0).investigations, [{ target: 3, party: 'fascist' }]);
  for (const s of [1, 2, 3, 4]) assert.equal(playerView(t.state, s).investigations, []);
  const p = given({ ruleset: 'custom', options: { startingFascistPolicies: 2 }, deck: 'FFF LFL LLLL FFFFF' }).when(govern(2, 'fascist'), peek(0, 'LFL'));
  assert.equal(playerView(p.state, 0).peeks, [['liberal', 'fascist', 'liberal']]);
  assert.equal(playerView(p.state, 1).peeks, []);
});

test('a replacement player sees what the seat knew', () => {
  const t = given({ roles: 'HFLLL' }).when({ type: 'player-replaced', seat: 1, name: 'Mallory' });
  const view = playerView(t.state, 1);
  assert.is(view.name, 'Mallory');
  assert.equal(view.knownRoles, [{ seat: 0, name: 'Alice', role: 'hitler' }]);
});

test('RULES §2.5: the public Hitler-zone flag is raised by the third Fascist policy enacted, not before', () => {
  for (const start of [0, 1, 2]) assert.is(publicView(given({ ruleset: 'custom', options: { startingFascistPolicies: start } }).state).hitlerZone, false, `${start}`);
  // From two to three by a government's enactment.
  const t = given({ ruleset: 'custom', options: { startingFascistPolicies: 2 }, deck: 'FFF LLL FFF LLL FFF' });
  assert.is(publicView(t.state).hitlerZone, false);
  t.when(govern(2, 'fascist'));
  assert.is(t.state.fascistPolicies, 3);
  assert.is(publicView(t.state).hitlerZone, true);
  // From two to three by chaos.
  const c = given({ ruleset: 'custom', options: { startingFascistPolicies: 2 }, deck: 'FFF LLL FFF LLL FFF' }).when(reject(1), reject(2), reject(3));
  assert.is(c.state.fascistPolicies, 3);
  assert.is(publicView(c.state).hitlerZone, true);
  for (const start of [3, 4, 5]) assert.is(publicView(given({ ruleset: 'custom', options: { startingFascistPolicies: start } }).state).hitlerZone, true, `${start}`);
});

/** RULES §1: fascists besides Hitler by table size, copied from the table. */
const RULES_FASCISTS: Record<number, number> = { 5: 1, 6: 1, 7: 2, 8: 2, 9: 3, 10: 3 };

test('RULES §1: Hitler is told his team at 5 and 6 players and told nobody at 7 to 10, wherever Hitler sits', () => {
  for (let n = 5; n <= 10; n++) {
    const f = RULES_FASCISTS[n];
    for (let h = 0; h < n; h++) {
      // Hitler in seat h, the fascists in the seats after him (wrapping round the table).
      const letters = Array.from({ length: n }, () => 'L');
      letters[h] = 'H';
      for (let k = 1; k <= f; k++) letters[(h + k * 2) % n] = 'F';
      const roles = letters.join('');
      const t = given({ roles });
      const fascists = letters.map((r, s) => (r === 'F' ? s : -1)).filter((s) => s >= 0);
      const told = known(t.state, h);
      if (n <= 6) assert.equal(told, fascists.map((s) => [s, 'fascist']), `${roles}: Hitler knows the fascist`);
      else assert.equal(told, [], `${roles}: Hitler knows nobody`);
      for (const s of fascists) assert.equal(known(t.state, s).map(([seat]) => seat), [...fascists, h].filter((x) => x !== s).sort((a, b) => a - b), `${roles}: fascist ${s}`);
    }
  }
});


// ---- One scripted five-player game, with the whole public view written out by hand at each step ----
// Alice is Hitler, Bob the Fascist. Deck (top first): Alice and Carol's session draws F L L; chaos
// enacts the F under it; then three F F F hands: Eve/Bob, Alice/Dmitri (the third Fascist policy:
// the Peek), Bob/Carol (the fourth: an Execution). Bob executes Alice, Hitler: the Liberals win.
const SCRIPT_DECK = 'FLL F FFF FFF FFF LLLL';
const NAMES5 = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const JA5 = { 0: 'ja', 1: 'ja', 2: 'ja', 3: 'ja', 4: 'ja' } as const;
const NEIN5 = { 0: 'nein', 1: 'nein', 2: 'nein', 3: 'nein', 4: 'nein' } as const;

function players(marks: Partial<Record<'termLimited' | 'investigated' | 'confirmedNotHitler' | 'dead', number[]>> = {}, roles?: string) {
  const ROLE: Record<string, string> = { H: 'hitler', F: 'fascist', L: 'liberal' };
  return NAMES5.map((name, seat) => ({
    seat, name, holders: [name],
    alive: !(marks.dead ?? []).includes(seat),
    termLimited: (marks.termLimited ?? []).includes(seat),
    investigated: (marks.investigated ?? []).includes(seat),
    confirmedNotHitler: (marks.confirmedNotHitler ?? []).includes(seat),
    ...(roles ? { role: ROLE[roles[seat]] } : {}),
  }));
}

function board(over: Record<string, unknown>) {
  return {
    gameId: 'test', ruleset: 'secret-hitler',
    options: { firstPresident: 'first-listed', termLimitRelaxation: 'alive', trackerReset: 'on-enactment', deck: { liberal: 6, fascist: 11 }, startingFascistPolicies: 0 },
    commitment: null, tableSize: 5, liberalTrack: 5, fascistTrack: 6,
    // RULES §2.10 at five players: slots 3, 4, 5 are the Peek and two Executions; the sixth wins.
    powerSlots: [null, null, 'peek', 'execution', 'execution', null],
    liberalPolicies: 0, fascistPolicies: 0, electionTracker: 0, discardCount: 0,
    vetoUnlocked: false, hitlerZone: false, lastElected: null,
    // No seat has changed hands in this game.
    replacements: [],
    ...over,
  };
}

test('given the scripted game, the public view at each step is exactly what the thread may know', () => {
  const t = given({ roles: 'HFLLL', deck: SCRIPT_DECK }).when(nominate(0, 2));
  t.when(...[0, 1, 2, 3, 4].map((s) => vote(s, 'ja')));
  const g1 = { index: 1, president: 0, chancellor: 2, special: false, votes: JA5, elected: true };
  assert.equal(publicView(t.state), board({
    players: players({ termLimited: [2] }), deckCount: 14, lastElected: { president: 0, chancellor: 2 },
    governments: [g1],
    pending: { kind: 'legislative', president: 0, chancellor: 2, step: 'president-discard', vetoAllowed: false },
  }));
  t.when(discard('fascist'));
  assert.equal(publicView(t.state).pending, { kind: 'legislative', president: 0, chancellor: 2, step: 'chancellor-enact', vetoAllowed: false });
  assert.is(publicView(t.state).discardCount, 1);
  t.when(enact('liberal'));
  assert.equal(publicView(t.state), board({
    players: players({ termLimited: [2] }), deckCount: 14, discardCount: 2, liberalPolicies: 1, lastElected: { president: 0, chancellor: 2 },
    governments: [{ ...g1, enacted: 'liberal' }],
    pending: { kind: 'nomination', president: 1, eligible: [0, 3, 4] },
  }));
  // Three failed votes: chaos enacts the Fascist policy on top; the tracker and term limits are reset.
  t.when(reject(3), reject(4));
  assert.is(publicView(t.state).electionTracker, 2);
  t.when(reject(0));
  const failed = (index: number, president: number, chancellor: number) => ({ index, president, chancellor, special: false, votes: NEIN5, elected: false });
  assert.equal(publicView(t.state), board({
    players: players(), deckCount: 13, discardCount: 2, liberalPolicies: 1, fascistPolicies: 1,
    governments: [{ ...g1, enacted: 'liberal' }, failed(2, 1, 3), failed(3, 2, 4), { ...failed(4, 3, 0), chaos: 'fascist' }],
    pending: { kind: 'nomination', president: 4, eligible: [0, 1, 2, 3] },
  }));
  // Eve and Bob enact the second Fascist policy; Alice and Dmitri the third: Alice holds the Peek.
  t.when(govern(1, 'fascist'), govern(3, 'fascist'));
  const g5 = { index: 5, president: 4, chancellor: 1, special: false, votes: JA5, elected: true, enacted: 'fascist' };
  const g6 = { index: 6, president: 0, chancellor: 3, special: false, votes: JA5, elected: true, enacted: 'fascist', power: 'peek' };
  assert.equal(publicView(t.state), board({
    players: players({ termLimited: [3] }), deckCount: 7, discardCount: 6, liberalPolicies: 1, fascistPolicies: 3, hitlerZone: true,
    lastElected: { president: 0, chancellor: 3 },
    governments: [{ ...g1, enacted: 'liberal' }, failed(2, 1, 3), failed(3, 2, 4), { ...failed(4, 3, 0), chaos: 'fascist' }, g5, g6],
    pending: { kind: 'power', president: 0, power: 'peek', eligible: [] },
  }));
  t.when(peek(0, 'FFF'));
  assert.equal(publicView(t.state).pending, { kind: 'nomination', president: 1, eligible: [0, 2, 4] });
  // Bob and Carol (confirmed not Hitler: three Fascist policies) enact the fourth: Bob executes.
  t.when(govern(2, 'fascist'));
  const g7 = { index: 7, president: 1, chancellor: 2, special: false, votes: JA5, elected: true, enacted: 'fascist', power: 'execution' };
  assert.equal(publicView(t.state).pending, { kind: 'power', president: 1, power: 'execution', eligible: [0, 2, 3, 4] });
  assert.equal(publicView(t.state).governments[6], g7);
  assert.equal(publicView(t.state).players, players({ termLimited: [2], confirmedNotHitler: [2] }));
  t.when(execute(1, 0));
  // Alice was Hitler: the Liberals win, and at the end every role is public.
  assert.equal(publicView(t.state), board({
    players: players({ termLimited: [2], confirmedNotHitler: [2], dead: [0] }, 'HFLLL'),
    deckCount: 4, discardCount: 8, liberalPolicies: 1, fascistPolicies: 4, hitlerZone: true,
    lastElected: { president: 1, chancellor: 2 },
    governments: [{ ...g1, enacted: 'liberal' }, failed(2, 1, 3), failed(3, 2, 4), { ...failed(4, 3, 0), chaos: 'fascist' }, g5, g6, { ...g7, target: 0 }],
    pending: { kind: 'game-over', winner: 'liberal', reason: 'hitler-executed' },
    winner: { winner: 'liberal', reason: 'hitler-executed' },
  }));
});

test('given the scripted game, each player sees the hands they held, by government, and nobody else\'s', () => {
  const t = given({ roles: 'HFLLL', deck: SCRIPT_DECK }).when(elect(2));
  // During the session: the President sees the three cards as the hand; once passed, as handled.
  assert.equal(playerView(t.state, 0).hand, { as: 'president', cards: cards('FLL'), vetoAllowed: false });
  assert.equal(playerView(t.state, 0).handled, []);
  t.when(discard('fascist'));
  assert.equal(playerView(t.state, 0).hand, undefined);
  assert.equal(playerView(t.state, 0).handled, [{ government: 1, as: 'president', cards: cards('FLL') }]);
  assert.equal(playerView(t.state, 2).hand, { as: 'chancellor', cards: cards('LL'), vetoAllowed: false });
  assert.equal(playerView(t.state, 2).handled, []);
  for (const s of [1, 3, 4]) assert.equal([playerView(t.state, s).hand, playerView(t.state, s).handled], [undefined, []]);
  t.when(enact('liberal'), reject(3), reject(4), reject(0), govern(1, 'fascist'), govern(3, 'fascist'), peek(0, 'FFF'), govern(2, 'fascist'));
  assert.equal(playerView(t.state, 0).handled, [{ government: 1, as: 'president', cards: cards('FLL') }, { government: 6, as: 'president', cards: cards('FFF') }]);
  assert.equal(playerView(t.state, 1).handled, [{ government: 5, as: 'chancellor', cards: cards('FF') }, { government: 7, as: 'president', cards: cards('FFF') }]);
  assert.equal(playerView(t.state, 2).handled, [{ government: 1, as: 'chancellor', cards: cards('LL') }, { government: 7, as: 'chancellor', cards: cards('FF') }]);
  assert.equal(playerView(t.state, 3).handled, [{ government: 6, as: 'chancellor', cards: cards('FF') }]);
  assert.equal(playerView(t.state, 4).handled, [{ government: 5, as: 'president', cards: cards('FFF') }]);
  assert.equal(playerView(t.state, 0).peeks, [cards('FFF')]);
  // A view is a copy: changing it changes nothing in the game.
  const v = playerView(t.state, 0);
  v.handled[0].cards.push('fascist');
  v.peeks[0].push('liberal');
  assert.equal(playerView(t.state, 0).handled[0].cards, cards('FLL'));
  assert.equal(playerView(t.state, 0).peeks, [cards('FFF')]);
});

test('given a veto asked and refused, the Chancellor is shown the veto as no longer allowed; asked and accepted, the thread sees it', () => {
  const t = given({ ruleset: 'custom', options: { startingFascistPolicies: 5 }, firstPresident: 1 }).when(elect(3), discard('liberal'));
  assert.equal(playerView(t.state, 3).hand, { as: 'chancellor', cards: cards('LL'), vetoAllowed: true });
  assert.equal(publicView(t.state).pending, { kind: 'legislative', president: 1, chancellor: 3, step: 'chancellor-enact', vetoAllowed: true });
  t.when(vetoRequest);
  assert.equal(publicView(t.state).pending, { kind: 'legislative', president: 1, chancellor: 3, step: 'veto-answer', vetoAllowed: true });
  assert.equal(publicView(t.state).governments[0].veto, { requested: true }, 'the request is public while the President answers');
  assert.equal(playerView(t.state, 3).hand, { as: 'chancellor', cards: cards('LL'), vetoAllowed: false });
  assert.equal(playerView(t.state, 1).handled, [{ government: 1, as: 'president', cards: cards('LLL') }]);
  t.when(vetoAnswer(false));
  assert.equal(playerView(t.state, 3).hand, { as: 'chancellor', cards: cards('LL'), vetoAllowed: false });
  assert.equal(publicView(t.state).governments[0].veto, { requested: true, accepted: false });
  const a = given({ ruleset: 'custom', options: { startingFascistPolicies: 5 }, firstPresident: 1 }).when(elect(3), discard('liberal'), vetoRequest, vetoAnswer(true));
  assert.equal(publicView(a.state).governments[0], { index: 1, president: 1, chancellor: 3, special: false, votes: JA5, elected: true, veto: { requested: true, accepted: true } });
});

test('given a Special Election and an investigation, the public view shows whom the power was used on and that the government was special', () => {
  const t = given({ roles: 'HFFLLLL', ruleset: 'custom', options: { startingFascistPolicies: 1 }, deck: 'F'.repeat(10) + 'LLLLLL' }).when(govern(2, 'fascist'), investigate(0, 3, 'liberal'));
  assert.equal(publicView(t.state).governments[0].target, 3);
  assert.equal(publicView(t.state).players[3].investigated, true);
  assert.equal(publicView(t.state).players.filter((p) => p.investigated).map((p) => p.seat), [3]);
  t.when(govern(4, 'fascist'), specialElection(1, 5), nominate(5, 3));
  assert.equal(publicView(t.state).governments.map((g) => [g.index, g.special, g.target]), [[1, false, 3], [2, false, 5], [3, true, undefined]]);
});

test('given an automatic step due (the deal, a shuffle, the tally, chaos, the draw), the thread waits for nothing it may know', () => {
  const setup = { kind: 'setup' };
  const created = apply(null, { type: 'game-created', gameId: 'g', players: NAMES5, ruleset: 'secret-hitler', options: rulesetOptions('secret-hitler', 5), firstPresident: 0, commitment: null });
  if (!created.ok) throw new Error('setup');
  assert.equal(publicView(created.state).pending, setup, 'the deal');
  const dealt = apply(created.state, { type: 'roles-dealt', roles: ['hitler', 'fascist', 'liberal', 'liberal', 'liberal'] });
  if (!dealt.ok) throw new Error('deal');
  assert.equal(publicView(dealt.state).pending, setup, 'the opening shuffle');
  const t = given().when(nominate(0, 2));
  for (const s of [0, 1, 2, 3, 4]) t.step(vote(s, 'ja'));
  assert.equal(publicView(t.state).pending, setup, 'the tally');
  t.step({ type: 'votes-tallied', ja: [0, 1, 2, 3, 4], nein: [], elected: true });
  assert.equal(publicView(t.state).pending, setup, 'the draw');
  const c = given().when(reject(2), reject(3), nominate(2, 4));
  for (const s of [0, 1, 2, 3, 4]) c.step(vote(s, 'nein'));
  c.step({ type: 'votes-tallied', ja: [], nein: [0, 1, 2, 3, 4], elected: false });
  assert.is(c.pending.kind, 'chaos');
  assert.equal(publicView(c.state).pending, setup, 'chaos');
});

test('RULES §5: each act is credited to the player who held the seat then; a replacement during a vote or a session takes that government over', () => {
  // Between governments (a nomination pending): every government so far stays the old player's.
  const t = given({ roles: 'HFLLL' }).when(govern(2, 'liberal'), { type: 'player-replaced', seat: 2, name: 'Zoe' });
  assert.equal(t.state.replacements, [{ seat: 2, previous: 'Carol', name: 'Zoe', after: 1, votedBefore: false, powerPending: false, discardedBefore: false, vetoRefusedBefore: false, vetoRequestedBefore: false }]);
  let view = publicView(t.state);
  assert.equal(view.replacements, [{ seat: 2, previous: 'Carol', name: 'Zoe', after: 1, votedBefore: false, powerPending: false, discardedBefore: false, vetoRefusedBefore: false, vetoRequestedBefore: false }]);
  assert.is(holderAt(view, 2, 1), 'Carol', 'government 1 was Carol\'s');
  assert.is(holderAt(view, 2, 2), 'Zoe');
  assert.is(holderAt(view, 2), 'Zoe', 'without a government: who holds it now');
  assert.is(holderAt(view, 1, 1), 'Bob', 'another seat is not concerned');
  // During a vote: the government being voted on is the new player's.
  t.when(nominate(1, 3), { type: 'player-replaced', seat: 3, name: 'Yann' });
  assert.equal(t.state.replacements[1], { seat: 3, previous: 'Dmitri', name: 'Yann', after: 1, votedBefore: false, powerPending: false, discardedBefore: false, vetoRefusedBefore: false, vetoRequestedBefore: false });
  view = publicView(t.state);
  assert.is(holderAt(view, 3, 1), 'Dmitri');
  assert.is(holderAt(view, 3, 2), 'Yann');
  // During a session as well.
  t.when(...[0, 1, 2, 3, 4].map((s) => vote(s, 'ja')), { type: 'player-replaced', seat: 1, name: 'Xena' });
  assert.equal(t.state.replacements[2], { seat: 1, previous: 'Bob', name: 'Xena', after: 1, votedBefore: true, powerPending: false, discardedBefore: false, vetoRefusedBefore: false, vetoRequestedBefore: false });
  // Bob's vote in government 2 was cast before Xena came: it stays his; the offices are hers.
  view = publicView(t.state);
  assert.is(holderAt(view, 1, 2, 'vote'), 'Bob');
  assert.is(holderAt(view, 1, 2), 'Xena');
  // At a power, between governments again.
  const p = given({ ruleset: 'custom', options: { startingFascistPolicies: 2 }, deck: 'FFF LFL LLLL FFFFF' }).when(govern(2, 'fascist'), { type: 'player-replaced', seat: 0, name: 'Wendy' });
  assert.equal(p.state.replacements, [{ seat: 0, previous: 'Alice', name: 'Wendy', after: 1, votedBefore: false, powerPending: true, discardedBefore: false, vetoRefusedBefore: false, vetoRequestedBefore: false }]);
  // Replaced again in the same session: the newest player takes that government over.
  t.when({ type: 'player-replaced', seat: 3, name: 'Vera' });
  view = publicView(t.state);
  assert.equal([holderAt(view, 3, 1), holderAt(view, 3, 2), holderAt(view, 3, 3)], ['Dmitri', 'Vera', 'Vera']);
  assert.is(holderAt(view, 3, 2, 'vote'), 'Yann', 'the vote Yann cast before he left stays his');
  // The view's list is a copy.
  view.replacements[0].name = 'changed';
  assert.is(t.state.replacements[0].name, 'Zoe');
  assert.is(holderAt({ players: [], replacements: [] }, 4), 'seat 5', 'a seat nobody holds is named by its number');
  assert.is(holderAt({ players: [], replacements: [] }, 4, 2), 'seat 5');
});

test('given a later session, the hands of earlier governments stay shown; every hand in a view is a copy', () => {
  const t = given({ roles: 'HFLLL', deck: 'FLL LFF LLL FFFFFFFF' }).when(govern(2, 'liberal'), elect(3));
  assert.equal(playerView(t.state, 0).handled, [{ government: 1, as: 'president', cards: cards('FLL') }], 'Alice, during government 2\'s session');
  assert.equal(playerView(t.state, 2).handled, [{ government: 1, as: 'chancellor', cards: cards('LL') }]);
  const president = playerView(t.state, 1);
  assert.equal(president.hand, { as: 'president', cards: cards('LFF'), vetoAllowed: false });
  president.hand!.cards.push('liberal');
  president.handled.push({ government: 9, as: 'president', cards: [] });
  assert.equal(playerView(t.state, 1).hand!.cards, cards('LFF'));
  playerView(t.state, 2).handled[0].cards.push('fascist');
  assert.equal(playerView(t.state, 2).handled[0].cards, cards('LL'));
  t.when(discard('liberal'));
  const chancellor = playerView(t.state, 3);
  assert.equal(chancellor.hand, { as: 'chancellor', cards: cards('FF'), vetoAllowed: false });
  chancellor.hand!.cards.pop();
  assert.equal(playerView(t.state, 3).hand!.cards, cards('FF'));
  const bob = playerView(t.state, 1);
  assert.equal(bob.handled, [{ government: 2, as: 'president', cards: cards('LFF') }], 'the President saw this session\'s three');
  bob.handled[0].cards.length = 0;
  assert.equal(playerView(t.state, 1).handled[0].cards, cards('LFF'));
  assert.equal(t.state.governments[1].presidentHand, cards('LFF'));
});

test('given no deal yet or a seat that is not at the table, playerView refuses', () => {
  const created = apply(null, { type: 'game-created', gameId: 'g', players: NAMES5, ruleset: 'secret-hitler', options: rulesetOptions('secret-hitler', 5), firstPresident: 0, commitment: null });
  assert.ok(created.ok);
  if (created.ok) assert.throws(() => playerView(created.state, 0), /the roles are not dealt yet/);
  const t = given();
  for (const seat of [-1, 5, 1.5]) assert.throws(() => playerView(t.state, seat), /no seat/);
  assert.throws(() => playerView(t.state, 7), /^no seat 8$/, 'the seat is named as people count, from 1');
  assert.is(playerView(t.state, 4).seat, 4);
});

test('RULES §2.4, §2.10, §4: each Fascist slot says how it was filled: from the start, by a government (its power granted), or by chaos (none)', () => {
  // Six players with one Fascist policy from the start; Alice/Carol enact the second; three failed
  // votes and chaos enacts the third (the Policy Peek, not granted); Eve/Dmitri enact the fourth.
  const t = given({ roles: 'HFLLLL', deck: 'FFF F FFF LLLLLL FFF', options: { startingFascistPolicies: 1 } });
  assert.equal(fascistSlotSources(publicView(t.state)), ['start']);
  t.when(govern(2, 'fascist'));
  assert.equal(fascistSlotSources(publicView(t.state)), ['start', 'government']);
  t.when(reject(4), reject(4), reject(4));
  assert.equal(fascistSlotSources(publicView(t.state)), ['start', 'government', 'chaos']);
  t.when(govern(3, 'fascist'));
  assert.equal(fascistSlotSources(publicView(t.state)), ['start', 'government', 'chaos', 'government']);
});

test.run();
