// `chancery post` takes each kind by a Russian name too, in any game, as the Russian posts' headings
// call them: «начало», «выдвижение», «итоги» (итоги голосования), «сессия» (законодательная сессия),
// «полномочие», «конец» (игра окончена), «положение», «история», «вето», «перемешивание» (колода
// перемешана), «отмена» (отменено ведущим), «заявления», «ждём», «замена». An unknown word is
// refused naming the Russian names, in a Russian game.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli, runOk, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T12:00:00Z' };

function nominated(lang: 'ru' | 'en'): string {
  const cwd = scratch();
  runOk(['new', 'g', '--lang', lang, '--players', 'Анна', 'Борис', 'Вера', 'Дмитрий', 'Ева', '--seed', '12'.repeat(32)], { cwd, env });
  runOk(['nominate', 'g', 'Борис'], { cwd, env });
  return cwd;
}

test('a Russian name prints the post of that kind', () => {
  const pairs: [string, string][] = [['начало', 'opening'], ['выдвижение', 'nomination'], ['положение', 'status'], ['история', 'history'], ['заявления', 'claims'], ['ждём', 'waiting'], ['ждем', 'waiting'], ['Выдвижение', 'nomination']];
  for (const lang of ['ru', 'en'] as const) {
    const cwd = nominated(lang);
    for (const [russian, kind] of pairs) assert.is(runOk(['post', 'g', russian], { cwd, env }), runOk(['post', 'g', kind], { cwd, env }), `${lang}: ${russian}`);
  }
});

test('an unknown word is refused naming the Russian names, in a Russian game', () => {
  const r = runCli(['post', 'g', 'пост'], { cwd: nominated('ru'), env });
  assert.is(r.code, 2);
  assert.match(r.stderr, /«пост».*начало.*выдвижение.*итоги.*заявления.*ждём.*замена/s, r.stderr);
  assert.not.match(r.stderr, /nomination|claims|waiting/, `no English kind: ${r.stderr}`);
});

test.run();
