// The built-in local mailbox writes each message as a file in the game's outbox folder. When a file
// stands where that folder should be (a hand's slip, a sync tool), the moderator is told what is
// wrong with the disk, in the game's language: there is no SMTP server to blame, and a Russian
// game's line carries no English system message ("not a directory, rename '…'").
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';

function nominateWithOutboxAFile(lang: 'en' | 'ru', players: string[], chancellor: string) {
  const cwd = scratch('outbox-not-a-folder');
  const made = runCli(['new', 'g', '--players', ...players, '--seed', FIXED_SEED, '--lang', lang], { cwd });
  assert.is(made.code, 0, made.stderr);
  const outbox = join(cwd, 'games', 'g', 'outbox');
  rmSync(outbox, { recursive: true, force: true });
  writeFileSync(outbox, 'not a folder');
  const run = runCli(['nominate', 'g', chancellor], { cwd });
  assert.is(run.code, 1, 'written, not sent');
  return { out: run.stdout + run.stderr, stderr: run.stderr };
}

test('given a Russian game whose outbox is a file, when a decision queues mail, then each unsent line says a file stands where the folder should, in Russian', () => {
  const { out, stderr } = nominateWithOutboxAFile('ru', ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'], 'Борис');
  const lines = out.split('\n').filter((l) => l.startsWith('не отправлено (голосование)'));
  assert.is(lines.length, 5, out);
  for (const line of lines) {
    assert.match(line, /: письмо не записано на диск: на этом пути файл, а не папка \(ENOTDIR\) \(осталось в очереди, повторит chancery send\)$/);
    assert.not.match(line, /SMTP|not a directory|rename/);
  }
  // The last word is what puts it right: not "once mail works", nor "once the disk has room".
  assert.match(stderr, /^ошибка: не отправлено личных сообщений: 5: диск не принял их \(почему — сказано выше\); они остаются в очереди: когда это будет исправлено, выполните chancery send g$/m);
});

test('given an English game whose outbox is a file, then the line says the same in English and names no SMTP server', () => {
  const { out, stderr } = nominateWithOutboxAFile('en', ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], 'Bob');
  const lines = out.split('\n').filter((l) => l.startsWith('not sent vote request to '));
  assert.is(lines.length, 5, out);
  for (const line of lines) {
    assert.match(line, /: the message could not be written to the disk: a file stands where a folder of its path should be \(ENOTDIR\) \(still queued: chancery send retries\)$/);
    assert.not.match(line, /SMTP|rename/);
  }
  assert.match(stderr, /^error: 5 private messages not sent: the disk refused them \(the lines above say why\); they stay queued: run chancery send g once that is put right$/m);
});

test.run();
