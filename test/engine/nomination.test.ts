// RULES §2.1 Candidate and §2.2 Nomination: rotation, who may be nominated, term limits and their
// relaxation when five or fewer players are alive (or, with `termLimitRelaxation: table`, at a
// five-player table only).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execute, given, govern, nominate, reject } from './support.js';

const SEVEN = 'HFFLLLL';

test('given an elected government, its President and Chancellor are term-limited for the next nomination', () => {
  const t = given({ roles: SEVEN }).when(govern(3, 'liberal'));
  assert.is(t.president, 1);
  assert.equal(t.pending, { kind: 'nomination', president: 1, eligible: [2, 4, 5, 6] });
  t.refuses(nominate(1, 3), 'term-limited', /^Dmitri is term-limited: they were the last elected Chancellor$/);
  t.refuses(nominate(1, 0), 'term-limited', /^Alice is term-limited: they were the last elected President$/);
});

test('term limits follow the last elected pair, not the last nominated one', () => {
  const t = given({ roles: SEVEN }).when(govern(3, 'liberal'), reject(2));
  assert.is(t.state.electionTracker, 1);
  assert.is(t.president, 2);
  // Bob and Carol were only nominated: Bob may be nominated; Alice and Dmitri stay limited.
  assert.equal(t.pending, { kind: 'nomination', president: 2, eligible: [1, 4, 5, 6] });
  t.refuses(nominate(2, 0), 'term-limited', /Alice/, /last elected President/);
});

test('at a five-player table only the last elected Chancellor is term-limited', () => {
  const t = given({ roles: 'HFLLL' }).when(govern(2, 'liberal'));
  assert.equal(t.pending, { kind: 'nomination', president: 1, eligible: [0, 3, 4] });
  t.refuses(nominate(1, 2), 'term-limited', /Carol is term-limited: they were the last elected Chancellor/);
});

// Six players with three Fascist policies already on the track: the next one is the 4th (Execution).
const sixAtExecution = (relax: 'alive' | 'table') => given({
  roles: 'HFLLLL',
  ruleset: 'custom',
  options: { startingFascistPolicies: 3, termLimitRelaxation: relax },
  deck: 'FFF LLLLLL FFFFF',
}).when(govern(2, 'fascist'), execute(0, 5));

test('after an execution leaves five players alive, only the last elected Chancellor is term-limited', () => {
  const t = sixAtExecution('alive');
  assert.equal(t.state.alive, [true, true, true, true, true, false]);
  assert.is(t.president, 1);
  assert.equal(t.pending, { kind: 'nomination', president: 1, eligible: [0, 3, 4] });
  t.refuses(nominate(1, 2), 'term-limited', /Carol/, /last elected Chancellor/);
});

test('with termLimitRelaxation: table, a six-player table keeps both limits even with five alive', () => {
  const t = sixAtExecution('table');
  assert.equal(t.pending, { kind: 'nomination', president: 1, eligible: [3, 4] });
  t.refuses(nominate(1, 0), 'term-limited', /Alice is term-limited: they were the last elected President/);
});

test('with termLimitRelaxation: table, a five-player table relaxes the limit from the start', () => {
  const t = given({ roles: 'HFLLL', ruleset: 'secret-russian' }).when(govern(2, 'liberal'));
  assert.is(t.state.setup.options.termLimitRelaxation, 'table');
  assert.equal(t.pending, { kind: 'nomination', president: 1, eligible: [0, 3, 4] });
});

test('a dead player cannot be nominated, and the Presidency skips them', () => {
  const t = sixAtExecution('alive');
  t.refuses(nominate(1, 5), 'dead-player', /Frank was executed and cannot be nominated/);
  // Three failures (chaos) and one more: the rotation runs 1, 2, 3, 4 and then skips Frank (5).
  t.when(reject(3), reject(3), reject(4), reject(2));
  assert.is(t.president, 0);
});

test('only the candidate nominates, and never themselves', () => {
  const t = given();
  t.refuses(nominate(1, 2), 'not-the-candidate', /Bob is not the Presidential candidate: Alice is/);
  t.refuses(nominate(0, 0), 'self-nomination', /Alice cannot nominate themselves/);
  t.refuses(nominate(0, 9), 'unknown-seat', /from 1 to 5/);
});

test('the Presidency passes to the next seat in order, wrapping around the table', () => {
  const t = given({ firstPresident: 3 });
  const seen: number[] = [];
  for (let k = 0; k < 2; k++) { seen.push(t.president); t.when(reject(t.president === 1 ? 2 : 1)); }
  seen.push(t.president);
  assert.equal(seen, [3, 4, 0]);
});

test('a nomination is refused while votes are open', () => {
  const t = given().when(nominate(0, 1));
  t.refuses(nominate(0, 2), 'wrong-phase', /waits for votes from Alice, Bob, Carol, Dmitri, Eve/);
});

test.run();
