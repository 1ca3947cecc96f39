// The moderator's board (status, play) named the tracker "Election tracker" while every thread post
// says "Election Tracker", the rules' and the themes' word: one word for one thing, on the
// terminal as in the thread, for the English board that reads no theme file and the themed one.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';

test('given an English game of each theme, status names the tracker as the thread posts do', () => {
  for (const theme of ['secret-hitler', 'secret-russian', 'service-rat']) {
    const cwd = scratch('chancery-tracker-word-');
    assert.is(runCli(['new', 'g', '--players', 'Ann', 'Bob', 'Cid', 'Dan', 'Eve', '--seed', FIXED_SEED, '--theme', theme], { cwd }).code, 0);
    const post = runCli(['post', 'g', 'status'], { cwd }).stdout;
    assert.match(post, /Election Tracker/, post);
    const status = runCli(['status', 'g'], { cwd });
    assert.is(status.code, 0, status.stderr);
    assert.match(status.stdout, /Election Tracker/, `${theme}: ${status.stdout}`);
    assert.not.match(status.stdout, /Election tracker/);
  }
});

test.run();
