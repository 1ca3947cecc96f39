// A decision the thread never heard of (the President's discard) is taken back without a post:
// the thread is not told of it. But `post <game> withdrawal` then said "No decision has been taken
// back." («Отмен не было: ведущий ничего не отменял»), which was false: the moderator had taken one
// back, and the Chancellor who got the withdrawn hand knows it. The post now says only what the
// thread may know, the same whether or not such an undo happened (so it tells nothing of one):
// no decision the thread heard of has been taken back. Sentences written here by hand.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli, scratch, FIXED_SEED } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T12:00:00Z' };

function run(cwd: string, ...args: string[]): string {
  const r = runCli(args, { cwd, env });
  assert.is(r.code, 0, `${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

function game(lang: 'en' | 'ru', names: string[], undoDiscard: boolean): string {
  const cwd = scratch();
  run(cwd, 'new', 'g', '--players', ...names, '--seed', FIXED_SEED, '--lang', lang);
  run(cwd, 'nominate', 'g', names[1]);
  run(cwd, 'vote', 'g', ...names.map((_, i) => `${i + 1}=ja`));
  run(cwd, 'discard', 'g', '1');
  if (undoDiscard) {
    run(cwd, 'undo', 'g', '--yes');
    run(cwd, 'discard', 'g', '1');
  }
  return cwd;
}

for (const [lang, names, sentence] of [
  ['en', ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], 'No decision the thread heard of has been taken back.'],
  ['ru', ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'], 'Ведущий не отменял решений, о которых знала тема.'],
] as const) {
  test(`given a discard taken back (${lang}), the withdrawal post does not say nothing was taken back, and reads as in a game without the undo`, () => {
    const undone = run(game(lang, [...names], true), 'post', 'g', 'withdrawal');
    const plain = run(game(lang, [...names], false), 'post', 'g', 'withdrawal');
    assert.ok(undone.startsWith(`${sentence}\n`), undone);
    assert.not.match(undone, /No decision has been taken back|ведущий ничего не отменял/);
    assert.is(undone, plain);
  });
}

test.run();
