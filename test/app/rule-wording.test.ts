// Rule errors carry a code and their facts; the sentence is the game's language's, from
// templates/<lang>/rules.yaml. A Russian game refuses in Russian, a reply is answered in Russian.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { eventOf, type Intent } from '../../src/engine/index.js';
import { ruleWording } from '../../src/render/rule-errors.js';
import { given, NAMES } from '../engine/support.js';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';
import { apply } from '../../src/engine/index.js';

/** The refusal of an intent in a fresh 5-player game waiting for Alice's nomination. */
function refusal(intent: Intent) {
  const t = given();
  const r = apply(t.state, eventOf(intent, t.state));
  assert.not.ok(r.ok, `${intent.type} is refused`);
  return (r as { ok: false; error: import('../../src/engine/index.js').RuleError }).error;
}

test('given the decisions people get wrong, the English wording says what the engine says, and the Russian has no Latin word but names', () => {
  const cases: Intent[] = [
    { type: 'nominate', chancellor: 0 },
    { type: 'vote', seat: 1, vote: 'ja' },
    { type: 'discard', policy: 'liberal' },
    { type: 'investigate', target: 2 },
    { type: 'execute', target: 2 },
  ];
  for (const intent of cases) {
    const error = refusal(intent);
    assert.is(ruleWording(error, 'en'), error.message, `${error.code} in English`);
    const ru = ruleWording(error, 'ru');
    const withoutNames = NAMES.reduce((s, n) => s.split(n).join(''), ru);
    assert.not.match(withoutNames, /[A-Za-z]/, `${error.code} in Russian: ${ru}`);
  }
  assert.is(ruleWording(refusal({ type: 'nominate', chancellor: 0 }), 'ru'), 'Alice не может выдвинуть себя');
  assert.is(ruleWording(refusal({ type: 'vote', seat: 1, vote: 'ja' }), 'ru'), 'сейчас нельзя голосовать: игра ждёт, когда Alice выдвинет кандидата в канцлеры');
});

// Worded without a gender (a woman does not "выдвинуть самого себя", nor is she "казнён"): "себя", or "игрок … казнён".
test('given a Russian game, a refused command is worded in Russian', () => {
  const cwd = scratch();
  const players = ['Аня', 'Борис', 'Вера', 'Глеб', 'Даша'];
  assert.is(runCli(['new', 'g', '--players', ...players, '--seed', FIXED_SEED, '--lang', 'ru'], { cwd }).code, 0);
  const r = runCli(['nominate', 'g', 'Аня'], { cwd });
  assert.is(r.code, 1);
  assert.match(r.stderr, /^ошибка: Аня не может выдвинуть себя \(/m);
});

test.run();
