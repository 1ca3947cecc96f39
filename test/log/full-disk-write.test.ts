// A disk that is full when a decision is written (a QA run on a 256 KiB tmpfs, and with strace's
// ENOSPC injection): the command printed "internal error: Error: ENOSPC: no space left on device,
// write" and a stack trace, exit 70, as for a bug of chancery's. Given a full disk under the game's
// private file or under its log, when the moderator records the votes, then the command says in
// one line, in the game's language, that the game log could not be written because the disk is
// full and that nothing was recorded; it exits 1; the log is byte for byte as it was and audits
// clean; and once there is space again the same command records the votes, once.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, onFullDisk, runCli, runOk, scratch } from '../support/cli.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const VOTES = ['vote', 'g', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja'];


function nominated(lang: 'en' | 'ru'): string {
  const cwd = scratch('full-disk');
  runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--lang', lang], { cwd });
  runOk(['nominate', 'g', 'Bob'], { cwd });
  return cwd;
}

const files = (cwd: string) => ['g.yaml', join('g', 'private.jsonl')].map((f) => readFileSync(join(cwd, 'games', f)));
const votesIn = (cwd: string) => (readFileSync(join(cwd, 'games', 'g.yaml'), 'utf8').match(/type: vote-cast\n/g) ?? []).length;

for (const [where, full] of [['the private file', 'private\\.jsonl$'], ['the log', '/g\\.yaml$']] as const) {
  test(`given the disk full under ${where}, recording the votes says the log could not be written and nothing was recorded, exits 1, and leaves the log as it was`, () => {
    const cwd = nominated('en');
    const [logBefore] = files(cwd);
    const r = onFullDisk(VOTES, cwd, full);
    assert.is(r.code, 1, r.stderr);
    assert.not.match(r.stderr, /internal error/);
    assert.not.match(r.stderr, /^\s+at /m, 'no stack trace');
    assert.match(r.stderr, /g\.yaml/, 'the log is named');
    assert.match(r.stderr, /no space left on the disk/);
    assert.match(r.stderr, /nothing was recorded/);
    assert.is(r.stderr.trim().split('\n').length, 1, r.stderr);
    assert.ok(files(cwd)[0].equals(logBefore), 'the log is byte for byte as it was');
    assert.is(runCli(['audit', 'g'], { cwd }).code, 0);

    const again = runCli(VOTES, { cwd });
    assert.is(again.code, 0, again.stderr);
    assert.is(votesIn(cwd), 5, 'each vote recorded once');
    assert.is(runCli(['audit', 'g'], { cwd }).code, 0);
  });
}

// The decision's own write finds room (one write to the private file), the record of its message
// does not: the votes stand and the President's hand went out; the command must say that, not that
// nothing was recorded, and still print the post.
test('given the disk filling up after the votes are written, the command prints the post, says the hand was sent but not recorded, and send records it without sending it again', () => {
  const cwd = nominated('en');
  const outbox = join(cwd, 'games', 'g', 'outbox');
  const before = readdirSync(outbox).length;
  const r = onFullDisk(VOTES, cwd, 'private\\.jsonl$', 1);
  assert.is(r.code, 1, r.stderr);
  assert.not.match(r.stderr, /internal error|nothing was recorded/);
  assert.match(r.stdout, /Ja: 5, Nein: 0/, 'the post of the vote is printed');
  assert.match(r.stdout, /sent 1 message/);
  assert.match(r.stderr, /1 private message sent but not recorded in the game log \(ENOSPC\)/);
  assert.match(r.stderr, /chancery send g/);
  assert.is(r.stderr.trim().split('\n').length, 1, r.stderr);
  assert.is(votesIn(cwd), 5, 'the votes stand');
  assert.is(readdirSync(outbox).length, before + 1, 'the hand is in the outbox');
  assert.is(runCli(['audit', 'g'], { cwd }).code, 0);

  const sent = runCli(['send', 'g'], { cwd });
  assert.is(sent.code, 0, sent.stderr);
  assert.is(readdirSync(outbox).length, before + 1, 'one hand, under its one Message-ID');
  const log = readFileSync(join(cwd, 'games', 'g.yaml'), 'utf8');
  assert.is((log.match(/type: message-queued\n/g) ?? []).length, (log.match(/type: message-sent\n/g) ?? []).length, 'every message recorded as sent once');
});

test('given the disk full in a Russian game, the refusal is in Russian', () => {
  const cwd = nominated('ru');
  const r = onFullDisk(VOTES, cwd, '/g\\.yaml$');
  assert.is(r.code, 1, r.stderr);
  assert.match(r.stderr, /на диске нет места/);
  assert.match(r.stderr, /ничего не записано/);
  // Nothing English beyond the file's path and the system's code for the error.
  assert.not.match(r.stderr.replace(/\S*g\.yaml\S*/g, '').replace(/ENOSPC/g, ''), /[A-Za-z]{2,}/);
});

// The local outbox on a full disk: the hand is not sent, and no server was involved, so the report
// names the disk, not SMTP, in the game's language (it said "ошибка почты (SMTP): ENOSPC: no space
// left on device, write").
test('given the disk full under the local outbox, the unsent hand is reported as the disk\'s problem, in the game\'s language, and send sends it once there is room', () => {
  for (const [lang, words] of [['en', /the message could not be written to the disk: no space left on the disk \(ENOSPC\)/], ['ru', /письмо не записано на диск: на диске нет места \(ENOSPC\)/]] as const) {
    const cwd = nominated(lang);
    // (A message is written as a temporary file in the game's folder, then renamed into the outbox.)
    const r = onFullDisk(VOTES, cwd, '\\.eml\\.\\d+\\.tmp$');
    assert.is(r.code, 1, r.stderr);
    const said = r.stdout + r.stderr;
    assert.match(said, words);
    assert.not.match(said, /SMTP|no space left on device|once mail works|когда почта заработает/);
    assert.match(r.stderr, lang === 'en' ? /once there is room/ : /когда на диске будет место/);
    assert.is(votesIn(cwd), 5, 'the votes stand');
    assert.is(runCli(['send', 'g'], { cwd }).code, 0);
    assert.is(runCli(['audit', 'g'], { cwd }).code, 0);
  }
});

test.run();
