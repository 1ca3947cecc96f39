// A player reads a question on a phone, where the first lines are all a notification or a list
// shows: the deadline is there, in the opening lines of every message that asks a question (the
// vote request, the two hands, the veto question, a reminder, a reply not applied that asks the
// open question again, a withdrawal that asks it again), in both languages, not under the
// instructions and warnings.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { playerView, type State } from '../../src/engine/index.js';
import { renderMessage, type MessageContext, type MessageKind } from '../../src/render/messages.js';
import { statesOf } from './support.js';

const states = [5, 6, 7, 8, 9, 10].flatMap((n) => statesOf(n, `deadline-first-${n}`));
const OPENING_LINES = 3;
const DEADLINE = { en: /^Deadline: /, ru: /^Срок: / };

function find(what: string, pred: (s: State) => boolean): State {
  const s = states.find(pred);
  if (!s) throw new Error(`no ${what} in the sample games`);
  return s;
}
const step = (s: State) => (s.phase.name === 'legislative' ? s.phase.step.name : null);
const voting = find('vote', (s) => s.phase.name === 'election');
const discarding = find('President\'s hand', (s) => step(s) === 'president-discard');
const enacting = find('Chancellor\'s hand', (s) => step(s) === 'chancellor-enact');
const vetoing = find('veto question', (s) => step(s) === 'veto-answer');
const president = (s: State) => (s.phase as { president: number }).president;
const chancellor = (s: State) => (s.phase as { chancellor: number }).chancellor;

const questions: [string, MessageKind, State, number, Partial<MessageContext>][] = [
  ['vote request', 'vote-request', voting, 2, {}],
  ['President\'s hand', 'president-hand', discarding, president(discarding), {}],
  ['Chancellor\'s hand', 'chancellor-hand', enacting, chancellor(enacting), {}],
  ['veto question', 'veto-question', vetoing, president(vetoing), {}],
  ['reminder', 'reminder', voting, 2, {}],
  ['reply not applied, asked again', 'error-reply', voting, 2, { error: { reason: 'ambiguous', detail: 'both words' } }],
  ['withdrawal that asks again', 'withdrawn', voting, 2, { withdrawn: [{ subject: 'a result', code: 'AB12CD' }] }],
];

for (const [what, kind, state, seat, extra] of questions) {
  test(`given a ${what} with a deadline, the deadline is in its opening lines, in English and Russian`, () => {
    for (const lang of ['en', 'ru'] as const) {
      for (const deadline of [{ iso: '2026-12-04T18:00:00Z', timeZone: 'Europe/Moscow' }, { iso: '2026-12-04T18:00:00Z', passed: true }]) {
        const { text } = renderMessage(kind, { view: playerView(state, seat), theme: 'secret-hitler', lang, code: 'K7QX', deadline, ...extra });
        const opening = text.split('\n').filter((l) => l.trim() !== '').slice(0, OPENING_LINES);
        assert.ok(opening.some((l) => DEADLINE[lang].test(l)), `${kind}/${lang}:\n${text}`);
      }
    }
  });
}

test.run();
