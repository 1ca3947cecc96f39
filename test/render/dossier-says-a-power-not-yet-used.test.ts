// The dossier a newcomer receives lists the seat's governments; one whose power the President has
// not used yet (the game waits for it, RULES §4: the power must be used before the next round) read
// as done: "6. President Grace, Chancellor Alice: elected, enacted: Fascist; Execution". It says so
// now, and a power used names its target as before.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { playerView, type State } from '../../src/engine/index.js';
import { renderMessage } from '../../src/render/messages.js';
import { statesOf } from './support.js';

const states = [7, 8, 9, 10].flatMap((n) => statesOf(n, `dossier-power-${n}`));
const pendingExecution = states.find((s) => s.phase.name === 'executive' && s.phase.power === 'execution');
const usedExecution = states.find((s) => s.phase.name === 'nomination' && s.governments.some((g) => g.power === 'execution'));

function governmentLine(state: State, lang: 'en' | 'ru', power: RegExp): string {
  const { text } = renderMessage('dossier', { view: playerView(state, 0), theme: 'secret-hitler', lang, code: 'D0S1' });
  const line = text.split('\n').find((l) => /^\s+\d+\. /.test(l) && power.test(l));
  assert.ok(line, text);
  return line!;
}

test('given a President yet to use the Execution, the dossier says the power is not used yet (en, ru)', () => {
  assert.ok(pendingExecution, 'a sample game waits for an execution');
  assert.match(governmentLine(pendingExecution!, 'en', /Execution/), /; Execution \(not used yet\)$/);
  assert.match(governmentLine(pendingExecution!, 'ru', /Казнь/), /; Казнь — полномочие ещё не применено$/);
});

test('given an Execution used, the dossier names its target as before (en)', () => {
  assert.ok(usedExecution, 'a sample game used an execution');
  assert.match(governmentLine(usedExecution!, 'en', /Execution/), /; Execution: \S/);
  assert.not.match(governmentLine(usedExecution!, 'en', /Execution/), /not used yet/);
});

test.run();
