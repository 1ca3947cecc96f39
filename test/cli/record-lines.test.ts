// The lines a command prints: a record's time said as the posts say it ("Thursday, 10 December
// 2026 at 10:00 (UTC)", in Russian too, not an ISO string), and remind's first line saying whether
// nobody waits by email or everyone waiting was reminded already.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runOk, scratch } from '../support/cli.js';
import { describeRecord } from '../../src/game/describe.js';
import type { LogRecord } from '../../src/log/records.js';

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

test('given a game waiting for a nomination (made in the thread), remind says no emailed question waits, then repeats its reminders as already sent', () => {
  const cwd = scratch();
  runOk(['new', 'e', '--players', 'Ann', 'Bob', 'Cid', 'Dan', 'Eve', '--deadline', '24h'], { cwd, env });
  assert.match(runOk(['remind', 'e'], { cwd, env }), /^No question asked by email waits for an answer: nobody to remind\.$/m);
  runOk(['new', 'r', '--lang', 'ru', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', 'Даша', '--deadline', '24h'], { cwd, env });
  assert.match(runOk(['remind', 'r'], { cwd, env }), /^Ответа на письмо сейчас никто не ждёт: напоминать некому\.$/m);
  // Once the vote is open, everyone is reminded; asked again, nobody new.
  runOk(['nominate', 'e', 'Bob'], { cwd, env });
  assert.match(runOk(['remind', 'e'], { cwd, env }), /^Reminded: Ann, Bob, Cid, Dan, Eve$/m);
  const again = runOk(['remind', 'e'], { cwd, env });
  assert.match(again, /^Nobody new to remind\.$/m);
  assert.match(again, /^Already reminded of this deadline: Ann, Bob, Cid, Dan, Eve$/m);
});

test('given a reply record, its line names the seat\'s player; one not applied (held from another address) names that address too, in English and Russian', () => {
  const players = ['Ann', 'Bob', 'Cid', 'Dan', 'Eve'];
  const reply = (outcome: string, from: string) => ({ seq: 30, at: '2026-12-08T10:00:00.000Z', hash: '', type: 'reply-received', messageId: '<r@x>', from, seat: 2, receivedAt: '2026-12-08T10:00:00.000Z', readAs: 'Nein', outcome }) as unknown as LogRecord;
  assert.is(describeRecord(reply('applied', 'cid@example.org'), players), 'reply from Cid: applied (Nein)');
  assert.is(describeRecord(reply('held', 'cid.other@example.net'), players), 'reply from Cid (cid.other@example.net): held (Nein)');
  const russian = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'];
  assert.is(describeRecord(reply('applied', 'v@example.org'), russian, 'ru'), 'ответ от Веры: принят (Nein)');
  assert.is(describeRecord(reply('held', 'v.other@example.net'), russian, 'ru'), 'ответ от Веры (v.other@example.net): отложен (Nein)');
});

test.run();
