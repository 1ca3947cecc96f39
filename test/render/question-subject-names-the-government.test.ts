// A player who has voted on many governments, or held the cards more than once, finds the message
// that asks about this government by its subject: the government's number, as the thread's
// headings give it ("Government 5: vote result"), counted in order of nomination.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { playerView, type State } from '../../src/engine/index.js';
import { renderMessage, type MessageKind } from '../../src/render/messages.js';
import { statesOf } from './support.js';

const states = [5, 7, 9].flatMap((n) => statesOf(n, `subject-number-${n}`));

/** A state in which the game waits for this, past the first governments (so the number is not 1 by chance). */
function later(pred: (s: State) => boolean): State {
  const s = states.find((x) => x.governments.length >= 3 && pred(x));
  if (!s) throw new Error('no such state in the sample games');
  return s;
}

const questions: { kind: MessageKind; state: State; seat: (s: State) => number }[] = [
  { kind: 'vote-request', state: later((s) => s.phase.name === 'election'), seat: () => 0 },
  { kind: 'president-hand', state: later((s) => s.phase.name === 'legislative' && s.phase.step.name === 'president-discard'), seat: (s) => (s.phase as { president: number }).president },
  { kind: 'chancellor-hand', state: later((s) => s.phase.name === 'legislative' && s.phase.step.name === 'chancellor-enact'), seat: (s) => (s.phase as { chancellor: number }).chancellor },
  { kind: 'reminder', state: later((s) => s.phase.name === 'election'), seat: () => 0 },
];

// The words of each theme's government, as its thread headings write them.
const heading: Record<string, (n: number) => string> = {
  'secret-hitler/en': (n) => `Government ${n}`,
  'secret-hitler/ru': (n) => `Правительство № ${n}`,
  'secret-russian/en': (n) => `Cabinet ${n}`,
  'secret-russian/ru': (n) => `Кабинет № ${n}`,
  'service-rat/en': (n) => `Government ${n}`,
  'service-rat/ru': (n) => `Правительство № ${n}`,
};

test('given a question about a government past the first, its subject names that government by its number, in every theme and language', () => {
  for (const { kind, state, seat } of questions) {
    const number = state.governments.length;
    for (const key of Object.keys(heading)) {
      const [theme, lang] = key.split('/') as ['secret-hitler', 'en'];
      const { subject } = renderMessage(kind, { view: playerView(state, seat(state)), theme, lang, code: 'K7QX' });
      assert.ok(subject.includes(heading[key](number)), `${kind} ${key}: ${subject}`);
    }
  }
});

test('given two nominations of the same President and Chancellor, their vote requests have different subjects', () => {
  const votes = states.filter((s) => s.phase.name === 'election');
  const pairs = new Map<string, State>();
  for (const s of votes) {
    const g = s.governments[s.governments.length - 1];
    const key = `${g.president}/${g.chancellor}`;
    const first = pairs.get(key);
    if (first && first.governments.length !== s.governments.length) {
      const subject = (x: State) => renderMessage('vote-request', { view: playerView(x, 0), theme: 'secret-hitler', lang: 'en', code: 'K7QX' }).subject;
      assert.is.not(subject(first), subject(s));
      return;
    }
    pairs.set(key, s);
  }
  throw new Error('the sample games nominate no pair twice');
});

test.run();
