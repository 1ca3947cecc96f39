// `publish --live` writes the public view of a game under way (`chancery: public-view`), no hashed
// log: an auditor who runs audit on it was told "the `chancery` format version is missing", which
// is not so, and in English in a Russian game. Audit says what the file is (the public view of a
// game still running, with no hash chain to check) and that the hashed log comes with publish after
// the game-over post, exit 1, in the game's language.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';

for (const lang of ['en', 'ru'] as const) {
  test(`given the live public view of a ${lang} game under way, audit says it is the public view, not a hashed log, in the game's language`, () => {
    const cwd = scratch('chancery-audit-live-');
    runOk(['new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED, '--lang', lang], { cwd });
    runOk(['nominate', 'g', 'Bob'], { cwd });
    runOk(['publish', 'g', '--live', '--out', 'live'], { cwd });
    const r = runCli(['audit', join(cwd, 'live', 'g.public.yaml')], { cwd });
    assert.is(r.code, 1, r.stdout);
    assert.not.match(r.stdout, /missing|нет номера версии/, r.stdout);
    if (lang === 'en') {
      assert.match(r.stdout, /public view/, r.stdout);
      assert.match(r.stdout, /chancery publish/, r.stdout);
    } else {
      assert.match(r.stdout, /^НЕ ПРОЙДЕНО: /m, r.stdout);
      assert.match(r.stdout, /открытое состояние/, r.stdout);
      assert.not.match(r.stdout.replace(/chancery publish --live|chancery publish|chancery|docs\/log-format\.md|[^\s]*g\.public\.yaml[^\s]*/g, ''), /[A-Za-z]{3,}/, r.stdout);
    }
  });
}

test.run();
