// RULES §4 (Investigate Loyalty): a player is investigated once. RULES §5: a seat's role passes to
// whoever takes it over, so its party is known once the seat has been investigated, and the game
// does not investigate it again. The refusal must not say the newcomer was investigated: it says
// the seat was, when its former player held it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { newGame } from '../../src/commands/new.js';
import { replace } from '../../src/commands/replace.js';
import { openGame } from '../../src/game/open.js';
import { runCli } from '../support/cli.js';
import { latinWords } from '../cli/latin.js';
import { investigateAnother, leagueContext, logPath, playUntilPower, seed } from '../league/support.js';

const NINE = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', 'Frank', 'Grace', 'Heidi', 'Ivan'];
const RUSSIAN = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша', 'Егор', 'Жанна', 'Зоя', 'Игорь'];
/** Each Russian name in the prepositional case («при Вере»), as Russian grammar gives it. */
const PREPOSITIONAL: Record<string, string> = { Анна: 'Анне', Борис: 'Борисе', Вера: 'Вере', Глеб: 'Глебе', Даша: 'Даше', Егор: 'Егоре', Жанна: 'Жанне', Зоя: 'Зое', Игорь: 'Игоре' };

/** Nine players (RULES §4.2: the first two Fascist policies each give an investigation): the first made, its target's seat taken over by Yan, the second due. */
async function secondInvestigation(lang: 'en' | 'ru') {
  const ctx = leagueContext();
  const names = lang === 'ru' ? RUSSIAN : NINE;
  await newGame({ id: 'zq', players: names, seed: seed(9), lang }, ctx);
  await playUntilPower(ctx, 'zq');
  const { target } = await investigateAnother(ctx, 'zq', undefined, (seat, president) => seat !== (president + 1) % names.length);
  await replace({ game: 'zq', old: String(target + 1), name: 'Yan' }, ctx);
  await playUntilPower(ctx, 'zq');
  const second = openGame(logPath(ctx, 'zq')).state;
  assert.ok(second.phase.name === 'executive' && second.phase.power === 'investigate', 'the second investigation');
  return { ctx, names, target };
}

test('given a seat investigated and then taken over by Yan, investigating Yan is refused, saying the seat was investigated when its former player held it', async () => {
  const { ctx, names, target } = await secondInvestigation('en');
  const r = runCli(['investigate', 'zq', 'Yan'], { cwd: ctx.cwd, env: { CHANCERY_HOME: ctx.cwd } });
  assert.is(r.code, 1, r.stderr);
  assert.match(r.stderr, new RegExp(`Yan's seat was already investigated, when ${names[target]} held it`));
  assert.not.match(r.stderr, /Yan was already investigated/);
});

test('given the same in a Russian game, the refusal is in Russian and names the former player in the case its sentence needs («при Вере», never «при игроке Вера»)', async () => {
  const { ctx, names, target } = await secondInvestigation('ru');
  const r = runCli(['investigate', 'zq', 'Yan'], { cwd: ctx.cwd, env: { CHANCERY_HOME: ctx.cwd } });
  assert.is(r.code, 1, r.stderr);
  assert.match(r.stderr, new RegExp(`уже проверено, при ${PREPOSITIONAL[names[target]]}:`), r.stderr);
  assert.not.match(r.stderr, /при игроке/);
  assert.equal(latinWords(r.stderr, { game: 'zq', dir: ctx.cwd, names: [...names, 'Yan'] }), [], r.stderr);
});

test.run();
