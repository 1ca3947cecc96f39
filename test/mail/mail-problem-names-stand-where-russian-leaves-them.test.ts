// A mail problem in a Russian game names its player where Russian leaves a name as it is (after a
// label's colon, in parentheses): after a noun a name takes the noun's case («адреса почты Любови»),
// and the nominative there («адреса почты игрока Любовь») is wrong Russian.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { problemWords } from '../../src/mail/problems.js';

test('given a player with no address in the roster of a Russian game, the problem names her after a label', () => {
  assert.is(problemWords({ kind: 'no-address', player: 'Любовь' }, 'ru'), 'в списке игроков нет адреса почты (игрок: Любовь)');
});

test('given the same in an English game, the problem is the English sentence', () => {
  assert.is(problemWords({ kind: 'no-address', player: 'Carol' }, 'en'), 'Carol has no email address in the roster');
});

test.run();
