// `post <game> nomination` before anyone was nominated printed a nomination that never happened:
// "Government 0: nomination — President Ann nominates Ann as Chancellor" (the first candidate
// nominating themselves, which RULES §2.2 forbids). It says there has been none yet, as
// `post vote-result` says "No vote yet." before any vote.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, runOk, scratch } from '../support/cli.js';

for (const [lang, players, none] of [['en', ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'], 'No nomination yet.'], ['ru', ['Аня', 'Боря', 'Вася', 'Галя', 'Дима'], 'Выдвижений ещё не было.']] as const) {
  test(`given a new ${lang} game, its nomination post says nobody has been nominated yet`, () => {
    const cwd = scratch('chancery-nomination-post-');
    runOk(['new', 'g', '--lang', lang, '--players', ...players, '--seed', FIXED_SEED], { cwd });
    const post = runOk(['post', 'g', 'nomination'], { cwd });
    assert.ok(post.startsWith(none), post);
    assert.not.match(post, /nominates|выдвигает|\b0\b: /, post);
  });
}

test.run();
