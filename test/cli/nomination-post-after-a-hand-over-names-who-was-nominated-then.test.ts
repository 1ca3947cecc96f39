// RULES §2.1-2.2 and §5: the President nominates a Chancellor; a seat may change hands at any time,
// the newcomer taking over the seat from then on. The nomination post asked for again after a
// hand-over is the post as it stood: a seat that changed hands AFTER the nomination was nominated
// (or nominated) by its player then, not by the newcomer; one that changed hands BEFORE it was the
// newcomer's. The log's order tells which: the replacement's record comes after the nomination's,
// or before it. (A guard: `post` renders an earlier post at its moment, src/commands/post.ts.)
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runOk, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z', CHANCERY_HOME: '' };
const SEED = 'c7'.repeat(32);

function game(lang: 'en' | 'ru', players: string[]) {
  const cwd = scratch('chancery-nomination-hand-over-');
  const run = (...args: string[]) => runOk(args, { cwd, env });
  run('new', 'g', '--lang', lang, '--players', ...players, '--seed', SEED);
  return run;
}

test('en: given Bob was nominated and then left his seat to Fred, and Alice hers to Zoe, the nomination post names Alice and Bob, by kind and as the latest', () => {
  const run = game('en', ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve']);
  run('nominate', 'g', 'Bob');
  run('vote', 'g', 'Carol=ja');
  run('replace', 'g', 'Bob', 'Fred');
  run('replace', 'g', 'Alice', 'Zoe');
  for (const post of [run('post', 'g', 'nomination'), run('post', 'g')]) {
    assert.match(post, /President \*\*Alice\*\* nominates \*\*Bob\*\* as Chancellor\./);
    assert.not.match(post, /Zoe|Fred/);
  }
});

test('en: given Bob left his seat to Fred before Alice nominated, the nomination post names Fred as nominated', () => {
  const run = game('en', ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve']);
  run('replace', 'g', 'Bob', 'Fred');
  run('nominate', 'g', 'Fred');
  assert.match(run('post', 'g', 'nomination'), /President \*\*Alice\*\* nominates \*\*Fred\*\* as Chancellor\./);
});

test('ru: given Борис was nominated and then left his seat to Фёдор, the nomination post names «Бориса»', () => {
  const run = game('ru', ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша']);
  run('nominate', 'g', '2');
  run('replace', 'g', 'Борис', 'Фёдор');
  for (const post of [run('post', 'g', 'nomination'), run('post', 'g')]) {
    assert.match(post, /Президент \*\*Анна\*\* выдвигает \*\*Бориса\*\* в канцлеры\./);
    assert.not.match(post, /Фёдор/);
  }
});

test.run();
