// A Russian refusal that says what happened to a player agrees with her, as the posts do
// («Жанна — не Тайный Русский», «казнена» in the game-over roles): «игрок Жанна казнён и не может
// быть выдвинут» and «игрок Инна уже проверен» were said of women, since the sentences hung a
// masculine participle on «игрок». Now a known gender (the roster's, else the name's) gives the
// participle its form, and a name whose gender nobody knows keeps «игрок …», which agrees with the
// noun. The sentences are written here by hand.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ruleWording } from '../../src/render/rule-errors.js';
import { errorWording } from '../../src/render/error-wording.js';
import { StateRefusal } from '../../src/errors.js';
import type { RuleError } from '../../src/engine/index.js';

const refusal = (code: RuleError['code'], player: string, variant?: string): RuleError =>
  ({ code, rule: 'RULES §2.10', message: 'english', params: { player, ...(variant ? { variant } : {}) } });
const ru = (e: RuleError, genders = new Map<string, 'female' | 'male'>()) => ruleWording(e, 'ru', [], 'secret-russian', genders);

test('given an executed woman, a man and a name of no known gender, the refusals about them agree with each', () => {
  assert.is(ru(refusal('dead-player', 'Жанна', 'nominated')), 'Жанна казнена и не может быть выдвинута');
  assert.is(ru(refusal('dead-player', 'Жанна', 'vote')), 'Жанна казнена и не голосует');
  assert.is(ru(refusal('dead-player', 'Жанна', 'target')), 'Жанна казнена');
  assert.is(ru(refusal('dead-player', 'Кирилл', 'nominated')), 'Кирилл казнён и не может быть выдвинут');
  assert.is(ru(refusal('dead-player', 'Саша', 'nominated')), 'игрок Саша казнён и не может быть выдвинут');
  // The roster's gender over the name's guess: Саша a woman by the log.
  assert.is(ru(refusal('dead-player', 'Саша', 'vote'), new Map([['Саша', 'female']])), 'Саша казнена и не голосует');
});

test('given a woman already investigated, the refusal says she was', () => {
  assert.is(ru(refusal('already-investigated', 'Инна')), 'Инна уже проверена: никого не проверяют дважды');
  assert.is(ru(refusal('already-investigated', 'Глеб')), 'Глеб уже проверен: никого не проверяют дважды');
  assert.is(ru(refusal('already-investigated', 'bob_the_builder')), 'игрок bob_the_builder уже проверен: никого не проверяют дважды');
});

test('given an executed woman, replace refuses her seat in her gender', () => {
  const e = new StateRefusal('english').saying('replace-executed', { player: 'Жанна' }).inLang('ru').inTheme('secret-russian');
  assert.match(errorWording(e).message, /^Жанна казнена и больше не играет:/);
});

test.run();
