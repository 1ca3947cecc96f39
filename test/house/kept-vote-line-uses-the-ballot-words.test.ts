// `vote` keeps a vote already given and says so, naming both votes by the theme's ballot words
// (Ja, Nein), as the vote-result post and the deadline's lines do, in English and in Russian:
// a Russian game has no Latin word on its CLI lines but the ballot words themselves.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runOk, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z', NO_COLOR: '1' };

test('English: the kept vote and the one entered read Ja and Nein', () => {
  const cwd = scratch();
  const run = (...args: string[]) => runOk(args, { cwd, env });
  run('new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve');
  run('nominate', 'g', 'Bob');
  run('vote', 'g', 'Alice=ja');
  const printed = run('vote', 'g', 'Alice=nein');
  assert.match(printed, /^Kept Alice's vote already recorded: Ja \(you entered Nein\)\. To replace it: chancery vote g 1=nein --override$/m);
});

test('Russian: the kept vote and the one entered read Ja and Nein, never the log codes', () => {
  const cwd = scratch();
  const run = (...args: string[]) => runOk(args, { cwd, env });
  run('new', 'g', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', 'Дарья', '--lang', 'ru');
  run('nominate', 'g', 'Борис');
  run('vote', 'g', 'Анна=нет');
  const printed = run('vote', 'g', 'Анна=да');
  const line = printed.split('\n').find((l) => l.startsWith('Оставлен голос'));
  assert.ok(line, printed);
  assert.match(line!, /: Nein \(вы ввели Ja\)\./);
  // The sentence, before the command it gives to type (whose `1=ja` is the command line's syntax).
  assert.not.match(line!.split('Чтобы заменить')[0], /\bja\b|\bnein\b/);
});

test.run();
