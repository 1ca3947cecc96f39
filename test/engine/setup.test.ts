// RULES §1 Setup: roles by table size, the deck, the first Presidential candidate, names.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply, rulesetOptions, type GameEvent, type State } from '../../src/engine/index.js';
import { NAMES, cards, given, nominate, roles } from './support.js';

function created(players: string[], extra: Partial<Extract<GameEvent, { type: 'game-created' }>> = {}): GameEvent {
  return { type: 'game-created', gameId: 'g', players, ruleset: 'secret-hitler', options: rulesetOptions('secret-hitler', players.length), firstPresident: 0, commitment: null, ...extra };
}

function fresh(n: number): State {
  const r = apply(null, created(NAMES.slice(0, n)));
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

const TABLE: Record<number, string> = { 5: 'HFLLL', 6: 'HFLLLL', 7: 'HFFLLLL', 8: 'HFFLLLLL', 9: 'HFFFLLLLL', 10: 'HFFFLLLLLL' };

test('given each table size, the deal of the setup table is accepted', () => {
  for (const [n, deal] of Object.entries(TABLE)) {
    const r = apply(fresh(Number(n)), { type: 'roles-dealt', roles: roles(deal) });
    assert.ok(r.ok, `${n} players`);
  }
});

test('when a deal has the wrong number of fascists for the table, it is refused with the table of RULES §1', () => {
  const r = apply(fresh(7), { type: 'roles-dealt', roles: roles('HFLLLLL') });
  assert.not.ok(r.ok);
  if (!r.ok) {
    assert.is(r.error.code, 'bad-deal');
    assert.match(r.error.message, /7-player table has 4 liberals, 2 fascists and Hitler; the deal has 5, 1 and 1/);
  }
  const twoHitlers = apply(fresh(5), { type: 'roles-dealt', roles: roles('HHLLL') });
  assert.is(!twoHitlers.ok && twoHitlers.error.code, 'bad-deal');
  const short = apply(fresh(5), { type: 'roles-dealt', roles: roles('HFLL') });
  assert.is(!short.ok && short.error.code, 'bad-deal');
});

test('given a dealt game, the opening deck must be the 6 Liberal and 11 Fascist policies', () => {
  const s = apply(fresh(5), { type: 'roles-dealt', roles: roles('HFLLL') });
  assert.ok(s.ok);
  if (!s.ok) return;
  const wrong = apply(s.state, { type: 'deck-shuffled', deck: cards('LLLLLLL FFFFFFFFFF') });
  assert.is(!wrong.ok && wrong.error.code, 'bad-deck');
  assert.match(!wrong.ok ? wrong.error.message : '', /6 liberal, 11 fascist/);
  const right = apply(s.state, { type: 'deck-shuffled', deck: cards('FLFLFLFLFLFLFFFFF') });
  assert.ok(right.ok);
  if (right.ok) {
    assert.is(right.state.deck.length, 17);
    assert.is(right.state.discard.length, 0);
  }
});

test('before the deal and the shuffle nothing can be played', () => {
  const r = apply(fresh(5), nominate(0, 1));
  assert.is(!r.ok && r.error.code, 'wrong-phase');
  assert.match(!r.ok ? r.error.message : '', /roles are not dealt/);
  const noGame = apply(null, nominate(0, 1));
  assert.is(!noGame.ok && noGame.error.code, 'game-not-created');
  const twice = apply(fresh(5), created(NAMES.slice(0, 5)));
  assert.is(!twice.ok && twice.error.code, 'game-already-created');
});

test('given first-listed, the first candidate is the first player; a chosen first President is used instead', () => {
  assert.equal(given().pending, { kind: 'nomination', president: 0, eligible: [1, 2, 3, 4] });
  const t = given({ firstPresident: 3 });
  assert.is(t.president, 3);
  // Rotation continues after the first President.
  t.when(nominate(3, 1), ...[0, 1, 2, 3, 4].map((s) => ({ type: 'vote-cast', seat: s, vote: 'nein' }) as GameEvent));
  assert.is(t.president, 4);
});

test('a first President outside the table is refused', () => {
  const r = apply(null, created(NAMES.slice(0, 5), { firstPresident: 5 }));
  assert.is(!r.ok && r.error.code, 'bad-setup');
  assert.match(!r.ok ? r.error.message : '', /seat from 1 to 5/);
});

test('a table needs 5 to 10 players', () => {
  for (const n of [4, 11]) {
    const players = [...NAMES, 'Karl'].slice(0, n);
    const r = apply(null, created(players));
    assert.is(!r.ok && r.error.code, 'bad-setup', `${n} players`);
    assert.match(!r.ok ? r.error.message : '', new RegExp(`players must be 5 to 10, not ${n}`));
  }
});

test('player names are unique without case, not empty and not only digits', () => {
  const dup = apply(null, created(['Alice', 'Bob', 'Carol', 'Dmitri', 'alice']));
  assert.is(!dup.ok && dup.error.code, 'bad-name');
  assert.match(!dup.ok ? dup.error.message : '', /two players are called "alice"/);
  const digits = apply(null, created(['Alice', 'Bob', 'Carol', 'Dmitri', '42']));
  assert.match(!digits.ok ? digits.error.message : '', /"42" is only digits/);
  const empty = apply(null, created(['Alice', 'Bob', 'Carol', 'Dmitri', ' ']));
  assert.is(!empty.ok && empty.error.code, 'bad-name');
  const unicode = apply(null, created(['Zoë', "O'Brien", 'Дмитрий', 'Mary Jane', 'Eve']));
  assert.ok(unicode.ok);
});

test('each player learns their role: the deal stays in the state by seat', () => {
  const t = given({ roles: 'LLHFFLL' });
  assert.equal(t.state.roles, roles('LLHFFLL'));
});

test.run();
