// `chancery deadline g <a time already past>` said only that the time had passed, not what to give
// instead; every other refused deadline names what to type (a duration "like 24h", "within a year").
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readGame, runCli, runOk, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

test('given a deadline typed as a time already past, the refusal says to give a later time or a duration, in English and in Russian, and changes nothing', () => {
  const cwd = scratch('chancery-deadline-past-');
  runOk(['new', 'en', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], { cwd, env });
  runOk(['new', 'ru', '--lang', 'ru', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', 'Дарья'], { cwd, env });
  const before = [readGame(cwd, 'en'), readGame(cwd, 'ru')];
  const en = runCli(['deadline', 'en', '2026-12-01T09:00Z'], { cwd, env });
  assert.is(en.code, 2);
  assert.is(en.stderr, 'error: the deadline Tuesday, 1 December 2026 at 09:00 (UTC) is already past: it is now Tuesday, 1 December 2026 at 10:00 (UTC); give a later time, or a duration from now like 24h\n');
  const ru = runCli(['deadline', 'ru', '2026-12-01T09:00Z'], { cwd, env });
  assert.is(ru.code, 2);
  assert.is(ru.stderr, 'ошибка: срок вторник, 1 декабря 2026 г. в 09:00 (Всемирное координированное время) уже прошёл: сейчас вторник, 1 декабря 2026 г. в 10:00 (Всемирное координированное время); дайте время позже или длительность от текущего момента, например `24ч`\n');
  assert.equal([readGame(cwd, 'en'), readGame(cwd, 'ru')], before, 'the logs keep their bytes');
});

test.run();
