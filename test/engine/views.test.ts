// Secrets leave only through views (RULES §1 setup knowledge, §2.6 discards never revealed,
// §2.10 private results): publicView for the thread, playerView for one seat.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { playerView, publicView, type State } from '../../src/engine/index.js';
import { discard, execute, given, govern, investigate, peek, elect, nominate, reject, vote } from './support.js';

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

test.run();
