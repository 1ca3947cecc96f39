// A deadline typed as a duration counts from the write that records it: its `at`, the time taken
// once the log's lock is held (docs/log-format.md §Records), which audit holds every deadline-set
// to. `deadline <game> 24h` and `nominate --deadline 24h` read no clock of their own: on a clock
// that moves between two readings, the deadline is still the record's `at` plus the duration.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { deadline } from '../../src/commands/deadline.js';
import { nominate } from '../../src/commands/nominate.js';
import type { Context } from '../../src/game/context.js';
import { clockedContext, recordsOf, rosterGame } from '../house/support.js';

/** A context whose clock moves a minute on at each reading. */
function ticking(): Context {
  const ctx = clockedContext('2026-12-01T10:00:00Z');
  let ms = Date.parse('2026-12-01T10:00:00Z');
  return { ...ctx, now: () => new Date((ms += 60_000)) };
}

const DAY = 86_400_000;

test('given a clock that moves between readings, deadline g 24h records the write\'s own time plus 24 hours', async () => {
  const ctx = ticking();
  await rosterGame(ctx, 'g', 5);
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  await deadline({ game: 'g', when: '24h' }, ctx);
  const [set] = recordsOf(ctx, 'g', 'deadline-set');
  assert.is(Date.parse(set.deadline) - Date.parse(set.at), DAY, `${set.at} → ${set.deadline}`);
});

test('given a clock that moves between readings, nominate --deadline 24h records the write\'s own time plus 24 hours', async () => {
  const ctx = ticking();
  await rosterGame(ctx, 'g', 5);
  await nominate({ game: 'g', chancellor: 'Bob', deadline: '24h' }, ctx);
  const [set] = recordsOf(ctx, 'g', 'deadline-set');
  assert.is(Date.parse(set.deadline) - Date.parse(set.at), DAY, `${set.at} → ${set.deadline}`);
});

test.run();
