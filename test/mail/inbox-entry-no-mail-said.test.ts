// What lies in the local inbox and is no mail at all (a folder, a named pipe) is set aside unread,
// and sync says so in the game's language, naming the entry (README: a Russian game has no English
// word in any CLI line). Before, a Russian game printed ": пропущено — inbox entry pipe is no mail
// (it is a named pipe (FIFO), not a regular file): set aside", with no name before the colon.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runOk, scratch } from '../support/cli.js';

/** A game `g` of the local mailbox whose inbox holds a folder `stray` and a named pipe `pipe` in new/. */
function strayInbox(lang: 'en' | 'ru', players: string[]): string {
  const cwd = scratch();
  runOk(['new', 'g', '--lang', lang, '--players', ...players, '--seed', FIXED_SEED], { cwd });
  const fresh = join(cwd, 'games', 'g', 'inbox', 'new');
  mkdirSync(join(fresh, 'stray'), { recursive: true });
  execFileSync('mkfifo', [join(fresh, 'pipe')]);
  return cwd;
}

test('given a Russian game whose inbox holds a folder and a named pipe, sync sets each aside and says what it is in Russian', () => {
  const cwd = strayInbox('ru', ['Анна', 'Борис', 'Вера', 'Глеб', 'Дарья']);
  const lines = runOk(['sync', 'g'], { cwd }).split('\n').filter((l) => /пропущено/.test(l));
  // By hand: the entry, the outcome, then what it is as the Russian file refusals say it.
  assert.equal(lines.sort(), [
    'pipe: пропущено — не письмо (это именованный канал, а не обычный файл): отложено, не прочитано',
    'stray: пропущено — не письмо (это папка, а не обычный файл): отложено, не прочитано',
  ]);
});

test('given an English game whose inbox holds the same, sync names each entry and what it is', () => {
  const cwd = strayInbox('en', ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve']);
  const lines = runOk(['sync', 'g'], { cwd }).split('\n').filter((l) => /ignored/.test(l));
  assert.equal(lines.sort(), [
    // An English line's shape: the outcome, then whose ("refused Dmitri — the veto is not available now").
    'ignored pipe — no mail (it is a named pipe (FIFO), not a regular file): set aside unread',
    'ignored stray — no mail (it is a folder, not a regular file): set aside unread',
  ]);
});

test.run();
