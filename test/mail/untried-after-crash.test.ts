// Recovery from a crash without waiting: a command killed after its write and before its delivery
// leaves its private messages queued, tried by nobody (a QA run: `kill -9` of nominate, then
// `sync` said "no new mail" and the players never got their vote requests; the game waited for
// votes nobody could give). Given such a log (the nomination written, its seven vote requests
// queued and not one sent), when the moderator runs `sync` with no mail waiting, then the vote
// requests go out, each once, and a second sync sends nothing. A message a sender already tried
// and failed is not retried by every poll: it waits for `send`, as the failure said.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', 'Frank', 'Gina'];

/** The log cut back to its text before the nomination's first `message-sent` record: what the kill left on disk. */
function cutBeforeDelivery(cwd: string): void {
  const path = join(cwd, 'games', 'g.yaml');
  const text = readFileSync(path, 'utf8');
  const lines = text.split('\n');
  const nominated = lines.findIndex((l) => l.trim() === 'type: chancellor-nominated');
  const typeLine = lines.findIndex((l, i) => i > nominated && l.trim() === 'type: message-sent');
  assert.ok(typeLine > 0, 'the nomination delivered its messages');
  // The record starts at its "- seq:" line, just above.
  let start = typeLine;
  while (!lines[start].startsWith('  - seq:')) start--;
  writeFileSync(path, `${lines.slice(0, start).join('\n')}\n`);
}

const outbox = (cwd: string) => join(cwd, 'games', 'g', 'outbox');
const records = (cwd: string, type: string) => (readFileSync(join(cwd, 'games', 'g.yaml'), 'utf8').match(new RegExp(`type: ${type}\\n`, 'g')) ?? []).length;

test('given a nomination written and its vote requests never tried (the command was killed), sync with no mail sends them once', () => {
  const cwd = scratch('untried');
  runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  runOk(['nominate', 'g', 'Bob'], { cwd });
  cutBeforeDelivery(cwd);
  rmSync(outbox(cwd), { recursive: true, force: true });
  assert.is(records(cwd, 'message-sent'), 7, 'the role cards, sent by new, stay');
  assert.is(runCli(['audit', 'games/g.yaml'], { cwd }).code, 0, 'what the kill left is a whole log');
  // The moderator looks first: a reader's copies beside the log must not hide what waits.
  runOk(['history', 'g'], { cwd });
  assert.match(runOk(['status', 'g'], { cwd }), /Not sent yet: 7 private messages/);

  const first = runCli(['sync', 'g'], { cwd });
  assert.is(first.code, 0, first.stderr);
  assert.match(first.stdout, /no new mail/);
  assert.match(first.stdout, /sent 7 message/);
  assert.is(records(cwd, 'message-sent'), 14, 'each vote request recorded as sent');
  assert.is(readdirSync(outbox(cwd)).filter((f) => f.endsWith('.eml')).length, 7);

  const second = runCli(['sync', 'g'], { cwd });
  assert.is(second.code, 0, second.stderr);
  assert.not.match(second.stdout, /sent \d+ message/);
  assert.is(records(cwd, 'message-sent'), 14, 'nothing sent twice');
  assert.is(runCli(['audit', 'games/g.yaml'], { cwd }).code, 0);
});

test('given vote requests whose sending failed (mail was down), sync with no mail leaves them for send: it does not retry at every poll', () => {
  const cwd = scratch('untried');
  runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  // The mail folder made unwritable by a file in the outbox's place: delivery fails, and says so.
  rmSync(outbox(cwd), { recursive: true, force: true });
  writeFileSync(outbox(cwd), 'not a folder');
  const nominated = runCli(['nominate', 'g', 'Bob'], { cwd });
  assert.is(nominated.code, 1, 'the write stands, the messages were not sent');
  assert.is(records(cwd, 'message-failed'), 7);
  const synced = runCli(['sync', 'g'], { cwd });
  assert.is(synced.code, 0, synced.stderr);
  assert.is(records(cwd, 'message-failed'), 7, 'no new attempt, no new failure record');
  rmSync(outbox(cwd), { force: true });
  assert.match(runOk(['send', 'g'], { cwd }), /sent 7 message/);
});

test.run();
