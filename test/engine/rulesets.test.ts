// RULES §4 Options that rulesets set: each named ruleset's values, and custom option values.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { CHOICE_OPTIONS, DEFAULT_OPTIONS, NUMBER_OPTIONS, OPTION_NAMES, RULESET_NAMES, apply, drawFirstPresident, parseSeed, rulesetOptions, type Options } from '../../src/engine/index.js';
import { ReferenceStream } from '../support/reference-random.js';
import { NAMES, given, govern } from './support.js';

test('secret-hitler and service-rat use every default (RULES §4: service-rat is "the defaults; its words only"); secret-russian relaxes term limits by table size', () => {
  for (let n = 5; n <= 10; n++) {
    assert.equal(rulesetOptions('secret-hitler', n), DEFAULT_OPTIONS);
    assert.equal(rulesetOptions('service-rat', n), DEFAULT_OPTIONS);
    assert.equal(rulesetOptions('secret-russian', n), { ...DEFAULT_OPTIONS, termLimitRelaxation: 'table' });
  }
  assert.equal(DEFAULT_OPTIONS, {
    firstPresident: 'first-listed', termLimitRelaxation: 'alive', trackerReset: 'on-enactment',
    deck: { liberal: 6, fascist: 11 }, startingFascistPolicies: 0,
  });
});

test('rebalanced: six players start with a Fascist policy; seven play 6/10; nine play 6/9; others the defaults', () => {
  assert.is(rulesetOptions('rebalanced', 6).startingFascistPolicies, 1);
  assert.equal(rulesetOptions('rebalanced', 7).deck, { liberal: 6, fascist: 10 });
  assert.equal(rulesetOptions('rebalanced', 9).deck, { liberal: 6, fascist: 9 });
  for (const n of [5, 8, 10]) assert.equal(rulesetOptions('rebalanced', n), DEFAULT_OPTIONS);
});

test('rebalanced at six players: the track starts at one Fascist policy and the deck holds the other sixteen', () => {
  const t = given({ roles: 'HFLLLL', ruleset: 'rebalanced', deck: 'FF LLLLLL FFFFFFFF' });
  assert.is(t.state.fascistPolicies, 1);
  assert.is(t.state.deck.length, 16);
  // The next Fascist policy is the second on the track: no power at six players; the third is the peek.
  t.when(govern(2, 'fascist'));
  assert.is(t.state.fascistPolicies, 2);
  assert.is(t.pending.kind, 'nomination');
});

test('rebalanced at seven and nine players: the opening deck has 16 and 15 cards', () => {
  assert.is(given({ roles: 'HFFLLLL', ruleset: 'rebalanced' }).state.deck.length, 16);
  assert.is(given({ roles: 'HFFFLLLLL', ruleset: 'rebalanced' }).state.deck.length, 15);
});

test('custom deck counts are used as given', () => {
  const t = given({ ruleset: 'custom', options: { deck: { liberal: 7, fascist: 12 } } });
  assert.is(t.state.deck.filter((c) => c === 'liberal').length, 7);
  assert.is(t.state.deck.filter((c) => c === 'fascist').length, 12);
});

function create(options: Partial<Options>) {
  return apply(null, {
    type: 'game-created', gameId: 'g', players: NAMES.slice(0, 5), ruleset: 'custom',
    options: { ...DEFAULT_OPTIONS, ...options }, firstPresident: 0, commitment: null,
  });
}

test('option values outside RULES §4 are refused, naming the option', () => {
  const cases: [Partial<Options>, RegExp][] = [
    [{ deck: { liberal: 4, fascist: 11 } }, /deck\.liberal must be a whole number of at least 5/],
    [{ deck: { liberal: 6, fascist: 5 } }, /deck\.fascist must be a whole number of at least 6/],
    [{ startingFascistPolicies: 6 }, /startingFascistPolicies must be a whole number from 0 to 5/],
    [{ trackerReset: 'never' as 'on-election' }, /trackerReset must be on-enactment or on-election, not never/],
    [{ termLimitRelaxation: 'none' as 'table' }, /termLimitRelaxation must be alive or table/],
    [{ firstPresident: 'last' as 'random' }, /firstPresident must be first-listed or random/],
  ];
  for (const [options, message] of cases) {
    const r = create(options);
    assert.is(!r.ok && r.error.code, 'bad-setup', String(message));
    assert.match(!r.ok ? r.error.message : '', message);
  }
});

test('a deck too small to leave three to draw once 4 Liberal and 5 Fascist policies are down (RULES §2.9) is refused: 5/6 is 11, and 12 is the least', () => {
  for (const deck of [{ liberal: 5, fascist: 6 }]) {
    const r = create({ deck });
    assert.is(!r.ok && r.error.code, 'bad-setup');
    assert.match(!r.ok ? r.error.message : '', /deck must hold at least 12 policies in all, not 11: with 9 on the board before the game ends, three must be left to draw/);
  }
  for (const deck of [{ liberal: 6, fascist: 6 }, { liberal: 5, fascist: 7 }]) assert.ok(create({ deck }).ok, JSON.stringify(deck));
});

test('given firstPresident: random, when a game is created with the seat its seed draws, that seat is the first candidate, and seeds draw different seats (RULES §1, §4)', () => {
  const drawn = new Set<number>();
  for (let i = 0; i < 12; i++) {
    const seed = parseSeed(createHash('sha256').update(`ruleset ${i}`).digest('hex'));
    const seat = new ReferenceStream(seed, 'first-president').below(5);
    const t = given({ ruleset: 'custom', options: { firstPresident: 'random' }, firstPresident: drawFirstPresident(seed, 5) });
    assert.is(t.president, seat, `seed ${i}`);
    assert.equal(t.pending.kind === 'nomination' && t.pending.eligible, [0, 1, 2, 3, 4].filter((s) => s !== seat), 'no term limits yet');
    drawn.add(seat);
  }
  assert.ok(drawn.size >= 3, `twelve seeds drew only seats ${[...drawn].join(', ')}`);
});

test('RULES §4: the named rulesets, and custom for options set one by one', () => {
  assert.equal(RULESET_NAMES, ['secret-hitler', 'secret-russian', 'service-rat', 'rebalanced', 'custom']);
});

test('RULES §4: the options rulesets set, each with the values the table gives', () => {
  assert.equal(OPTION_NAMES, ['firstPresident', 'termLimitRelaxation', 'trackerReset', 'deck', 'startingFascistPolicies']);
  assert.equal(CHOICE_OPTIONS, {
    firstPresident: ['first-listed', 'random'],
    termLimitRelaxation: ['alive', 'table'],
    trackerReset: ['on-enactment', 'on-election'],
  });
  assert.equal(NUMBER_OPTIONS, ['deck', 'startingFascistPolicies']);
});

test.run();
