// The win rate the league table prints: wins of games, as a whole percentage rounded half up.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { percent } from '../../src/commands/stats.js';

test('a win rate exactly halfway between two whole percentages rounds up, however the division lands in floating point', () => {
  // 23 wins of 40 games is 57.5% (23 × 100 / 40 = 2300 / 40 = 57.5): 58%, as 1 of 8 (12.5%) is 13%.
  assert.is(percent(23 / 40), '58%');
  assert.is(percent(29 / 200), '15%'); // 14.5%
  assert.is(percent(113 / 200), '57%'); // 56.5%
  assert.is(percent(1 / 8), '13%');
  assert.is(percent(2 / 3), '67%');
  assert.is(percent(1 / 3), '33%');
  assert.is(percent(0), '0%');
  assert.is(percent(1), '100%');
  assert.is(percent(null), '-');
});

test.run();
