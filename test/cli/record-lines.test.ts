// The lines a command prints for the records it wrote say a time as the posts do. Given a
// nomination with its vote's deadline, when the moderator reads the output, then the deadline's
// record line reads "Thursday, 10 December 2026 at 10:00 (UTC)", in Russian too, not an ISO string.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runOk, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-08T10:00:00Z', NO_COLOR: '1' };

test('given a nomination with a deadline, its record line says the time in words, in English and in Russian', () => {
  const cwd = scratch();
  runOk(['new', 'e', '--players', 'Ann', 'Bob', 'Cid', 'Dan', 'Eve'], { cwd, env });
  const en = runOk(['nominate', 'e', 'Bob', '--deadline', '48h'], { cwd, env });
  assert.match(en, /^#\d+ deadline set: Thursday, 10 December 2026 at 10:00 \(UTC\)$/m);
  runOk(['new', 'r', '--lang', 'ru', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', 'Даша'], { cwd, env });
  const ru = runOk(['nominate', 'r', 'Борис', '--deadline', '48h'], { cwd, env });
  assert.match(ru, /^#\d+ срок: четверг, 10 декабря 2026 г\. в 10:00 \(Всемирное координированное время\)$/m);
  assert.not.match(en + ru, /\d{4}-\d\d-\d\dT\d\d:\d\d/);
});

test.run();
