// A forged retraction may list hundreds of thousands of events: audit caught it, but its verdict
// printed every number (600 KB). Numbers in a verdict are now said as runs ("3–5") and, past twenty
// parts, the first ones, "…" and the last: in English and in the Russian wording alike.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { listedNumbers } from '../../src/input/text.js';
import { retractionProblem } from '../../src/log/retractions.js';
import { fill, entryFor, wordingsFor } from '../../src/render/rule-errors.js';
import type { LogRecord } from '../../src/log/records.js';
import { replayLog } from '../../src/log/replay.js';
import { LogError, type LogFile } from '../../src/log/file.js';
import type { Said } from '../../src/errors.js';
import { speechOf } from '../../src/game/speech.js';

test('numbers are said as runs of three or more, and a long list as its start, "…" and its end', () => {
  assert.is(listedNumbers([3, 4, 5, 9]), '3–5, 9');
  assert.is(listedNumbers([1, 2]), '1, 2');
  assert.is(listedNumbers([7]), '7');
  assert.is(listedNumbers([]), '');
  const odd = Array.from({ length: 300_000 }, (_, i) => 2 * i + 1);
  assert.is(listedNumbers(odd), '1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, …, 599999');
});

/** A log whose retraction lists 300,000 events where the last decision (events 3, 4) is due. */
function forgedEvents(): LogRecord[] {
  const engine = (seq: number, type: string, extra: object = {}) => ({ seq, at: '2026-12-01T10:00:00.000Z', hash: 'h', type, ...extra }) as unknown as LogRecord;
  const events = [
    engine(1, 'roles-dealt', { roles: [] }),
    engine(2, 'deck-shuffled', { deck: [] }),
    engine(3, 'chancellor-nominated', { president: 0, chancellor: 1 }),
    engine(4, 'vote-cast', { seat: 0, vote: 'ja' }),
    engine(5, 'retracted', { seqs: [3, ...Array.from({ length: 300_000 }, (_, i) => 10 + 2 * i)] }),
  ];
  return events;
}

/** The problem audit finds in the forged log. */
function forgedRetraction() {
  const events = forgedEvents();
  const problem = retractionProblem({ events, lines: events.map((_, i) => i + 10) });
  assert.ok(problem, 'the retraction is refused');
  return problem!;
}

/**
 * What a command's replay says of a log of 2,000 votes whose retraction takes back every other one
 * (a replay refuses a retraction of later events before this check: the events it lists are earlier).
 */
function replayRefusal(): Said {
  const engine = (seq: number, type: string, extra: object = {}) => ({ seq, at: '2026-12-01T10:00:00.000Z', hash: 'h', type, ...extra }) as unknown as LogRecord;
  const votes = Array.from({ length: 2_000 }, (_, i) => engine(i + 4, 'vote-cast', { seat: 0, vote: 'ja' }));
  const events = [
    engine(1, 'roles-dealt', { roles: [] }),
    engine(2, 'deck-shuffled', { deck: [] }),
    engine(3, 'chancellor-nominated', { president: 0, chancellor: 1 }),
    ...votes,
    engine(2_004, 'retracted', { seqs: Array.from({ length: 1_000 }, (_, i) => 3 + 2 * i) }),
  ];
  try {
    replayLog({ path: 'g.yaml', header: { lang: 'ru' }, events, lines: events.map((_, i) => i + 10) } as unknown as LogFile);
  } catch (e) {
    assert.ok(e instanceof LogError && e.said, 'a log error with its code and facts');
    return (e as LogError).said!;
  }
  throw new Error('the forged log replayed');
}

test('given a retraction that lists 300,000 events instead of the last decision, the verdict names the events in a few words', () => {
  const problem = forgedRetraction();
  assert.is(problem!.message, 'retracted must take back the last decision and everything after it (events 3, 4), not 3, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, …, 600008');
  // A command that replays the log refuses it with the same facts, which the Russian wording fills (templates/ru/errors.yaml, not-last).
  const refusal = replayRefusal();
  const words = wordingsFor('ru', [], 'errors.yaml');
  const text = entryFor(words, refusal.code, refusal.params.variant);
  assert.ok(text, 'a Russian wording exists');
  const said = fill(text!, refusal.params, words);
  assert.ok(said.length < 400, said);
  assert.match(said, /события № 3–2003\), а снимает № 3, 5, 7, .*…, 2001$/);
});

test('given a Russian auditor\'s log whose retraction lists 300,000 events, then the Russian verdict names them in a few words too', () => {
  const said = speechOf('ru').audit.problem(forgedRetraction());
  assert.ok(said.length < 400, said.slice(0, 400));
  assert.match(said, /события № 3, 4\), а снимает № 3, 10, 12, .*…, 600008$/);
});

test.run();
