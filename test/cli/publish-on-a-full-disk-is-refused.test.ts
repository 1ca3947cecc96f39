// A disk that is full (or read-only) under the folder `publish` writes the public record and the
// replay page into: the command printed "internal error: Error: ENOSPC: no space left on device,
// write", a stack trace, exit 70, in English in a Russian game, and could leave the record without
// its page. Given the disk full there, publish says in one line, in the game's language, that the
// files could not be written because the disk is full and that nothing was published; it exits 1;
// no file is left in the folder (neither half-written nor alone); and with space again it publishes.
// Also after the first file found room and the second did not.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { onFullDisk, runCli, scratch } from '../support/cli.js';
import { playHitlerElected } from '../support/hitler-elected.js';



for (const lang of ['en', 'ru'] as const) {
  for (const room of [0, 1]) {
    test(`given a finished ${lang} game and the disk full under the public folder${room ? ' after one write' : ''}, publish says nothing was published, exits 1 and leaves no file there`, () => {
      const cwd = scratch('chancery-publish-full-');
      playHitlerElected(cwd, lang);
      const r = onFullDisk(['publish', 'g1', '--out', 'public'], cwd, '/public/', room);
      assert.is(r.code, 1, `${r.stdout}\n${r.stderr}`);
      assert.not.match(r.stderr, /internal error|\n\s+at /, r.stderr);
      assert.is(r.stderr.trim().split('\n').length, 1, r.stderr);
      if (lang === 'en') assert.match(r.stderr, /no space left on the disk.*nothing was published/, r.stderr);
      else {
        assert.match(r.stderr, /на диске нет места/, r.stderr);
        assert.match(r.stderr, /ничего не опубликовано/, r.stderr);
        assert.not.match(r.stderr.replace(/ENOSPC|[^\s]*public[^\s]*/g, ''), /[A-Za-z]{3,}/, r.stderr);
      }
      const left = existsSync(join(cwd, 'public')) ? readdirSync(join(cwd, 'public')) : [];
      assert.equal(left, [], 'no file left in the public folder');
      const again = runCli(['publish', 'g1', '--out', 'public'], { cwd });
      assert.is(again.code, 0, again.stderr);
      assert.equal(readdirSync(join(cwd, 'public')).sort(), ['g1.html', 'g1.public.yaml']);
    });
  }
}

test.run();
