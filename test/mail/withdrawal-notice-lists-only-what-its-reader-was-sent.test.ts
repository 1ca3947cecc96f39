// `undo` tells each player sent a message about what it takes back that the message no longer holds
// (docs/email.md), listing those messages. A seat that changed hands has had two readers at two
// addresses: the answer sent to its former player (their reply came after `replace`: told the seat
// is the newcomer's) went to the former player, and the newcomer's notice must not list it as a
// message they were sent (they never had it).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, runOk, scratch } from '../support/cli.js';
import { mailedReply, newestOf, sentMail } from '../support/local-mail.js';

test("given Carol's reply after Zoe took her seat, and Zoe's vote in the same sync taken back, Zoe's notice lists her receipt only, not the answer sent to Carol", async () => {
  const cwd = scratch('chancery-withdrawn-reader-');
  const env = { CHANCERY_HOME: '' };
  const ok = (args: string[]) => runOk(args, { cwd, env });
  ok(['new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED]);
  ok(['nominate', 'g', 'Bob']);
  const carols = newestOf(cwd, 2, 'vote-request')!;
  ok(['replace', 'g', 'Carol', 'Zoe']);
  await mailedReply(cwd, carols, { text: 'Nein', id: '<carol-after@players.invalid>', from: carols.address });
  ok(['reply', 'g', 'Zoe', 'Ja']);
  ok(['sync', 'g']);
  assert.ok(newestOf(cwd, 2, 'error-reply'), 'Carol was answered');
  ok(['undo', 'g', '--yes']);
  const notice = await sentMail(cwd, newestOf(cwd, 2, 'withdrawn')!);
  assert.match(notice.text!, /Hello Zoe/);
  assert.match(notice.text!, /Received: Ja/);
  assert.not.match(notice.text!, /not applied/);
});

test.run();
