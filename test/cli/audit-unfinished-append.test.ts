// `chancery audit` of a log whose last append a crash left unfinished (docs/log-format.md,
// "Writing"): it checks the log as it stood before and says which bytes it left out, in the game's
// language. The log's own handling is tested in process: test/log/append-in-place.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { appendFileSync } from 'node:fs';
import { runCli } from '../support/cli.js';
import { scratch } from '../support/scratch.js';
import { logAndNextAppend, noteLeftBy } from '../support/unfinished-append.js';

test('given an append cut short by a crash, audit says which bytes at the end it left out, in the game\'s language', () => {
  for (const [lang, says] of [['en', /left out: bytes (\d+)–(\d+) at the end of the file/], ['ru', /не учтены байты (\d+)–(\d+) в конце файла/]] as const) {
    const { path, before, added } = logAndNextAppend(lang);
    appendFileSync(path, added.subarray(0, added.length - 10));
    noteLeftBy(path, before.length, added);
    const run = runCli(['audit', path], { cwd: scratch('chancery-append-') });
    assert.is(run.code, 0, run.stderr);
    assert.equal(says.exec(run.stdout)?.slice(1).map(Number), [before.length, before.length + added.length - 10], run.stdout);
  }
});

test.run();
