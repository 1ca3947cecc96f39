// An auditor handed a log under another name (friday.yaml renamed saturday.yaml, passed off as
// Saturday's game) is told which game the file holds: the header's id, which its commitment covers,
// so that the posts it is compared with are that game's. In the log's language, in a one-log
// verdict (clean or failed; a batch's one line a log stays as it is, its --json names the game);
// a log named after its game, its published copy (<id>.public.yaml) and migrate's old file
// (<id>.v1.yaml) say nothing of it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';

for (const lang of ['en', 'ru'] as const) {
  test(`a renamed ${lang} log: audit says which game it holds`, () => {
    const cwd = scratch('chancery-renamed-');
    const players = lang === 'ru' ? ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'] : ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
    runOk(['new', 'friday', '--players', ...players, '--seed', FIXED_SEED, ...(lang === 'ru' ? ['--lang', 'ru'] : [])], { cwd });
    const original = join(cwd, 'games', 'friday.yaml');
    const renamed = join(cwd, 'saturday.yaml');
    copyFileSync(original, renamed);
    const says = lang === 'en' ? /the file saturday\.yaml holds game friday/ : /в файле saturday\.yaml — игра friday/;
    const clean = runCli(['audit', renamed], { cwd });
    assert.is(clean.code, 0, clean.stdout);
    assert.match(clean.stdout, says);
    // Failed, too: the verdict still says whose log it is.
    const broken = join(cwd, 'sunday.yaml');
    writeFileSync(broken, readFileSync(original, 'utf8').replace(/deck: \[ (\w+), (\w+),/, (_, a, b) => `deck: [ ${a === 'liberal' ? 'fascist' : 'liberal'}, ${b},`));
    const failed = runCli(['audit', broken], { cwd });
    assert.is(failed.code, 1, failed.stdout);
    assert.match(failed.stdout, lang === 'en' ? /the file sunday\.yaml holds game friday/ : /в файле sunday\.yaml — игра friday/);
    // Named after its game: nothing said.
    for (const name of ['friday.public.yaml', 'friday.v1.yaml']) {
      const copy = join(cwd, name);
      copyFileSync(original, copy);
      const r = runCli(['audit', copy], { cwd });
      assert.not.match(r.stdout, /holds game|— игра/, r.stdout);
    }
    assert.not.match(runCli(['audit', original], { cwd }).stdout, /holds game|— игра/);
  });
}

test.run();
