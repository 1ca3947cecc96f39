// `chancery play` says a failure in the game's language as the command line does (one wording,
// src/render/error-wording.ts). Given a Russian game whose mail.yaml names a transport chancery
// does not have, when the moderator starts `play`, then its mail check says so in Russian, as
// `chancery sync` does (templates/ru/errors.yaml), and not in the error's English.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, scratch } from '../support/cli.js';
import { Terminal } from '../support/pty.js';

test('given a Russian game with a broken mail.yaml, play says the mail problem in Russian, as sync does', async () => {
  const cwd = scratch();
  assert.is(runCli(['new', 'ru1', '--players', 'Анна', 'Игорь', 'Вера', 'Дмитрий', 'Мария', '--lang', 'ru'], { cwd }).code, 0);
  mkdirSync(join(cwd, 'games', 'ru1'), { recursive: true });
  writeFileSync(join(cwd, 'games', 'ru1', 'mail.yaml'), 'transport: carrier-pigeon\n');
  const synced = runCli(['sync', 'ru1'], { cwd });
  assert.ok(synced.code !== 0, synced.stderr);
  const said = /"carrier-pigeon" — не способ доставки[^\n]*/.exec(synced.stderr)?.[0];
  assert.ok(said, synced.stderr);

  const t = Terminal.chancery(['play', 'ru1'], { cwd });
  try {
    const seen = await t.waitFor(/почта:[^\n]*\n/);
    const line = /почта:[^\n]*/.exec(seen)![0];
    assert.ok(line.includes(said!), line);
    assert.not.match(line, /field|is wrong|transport is|is not a transport/);
  } finally {
    t.kill();
  }
});

test.run();
