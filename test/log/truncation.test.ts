// A hash chain cannot show that events were cut off its end; the game-over post publishes the
// game-ended event's number and hash, and audit prints the same, so a cut or changed copy is caught.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readLog, serializeLog } from '../../src/log/file.js';
import { runCli, scratch } from '../support/cli.js';
import { writeFinishedLog } from '../support/finished-log.js';

function finishedGame(cwd: string): string {
  const path = join(cwd, 'cut.yaml');
  writeFinishedLog(path, { players: 7, seed: 'truncation', gameId: 'cut' });
  return path;
}

test('given a finished game, the game-over post and audit name the same last event and hash', () => {
  const cwd = scratch();
  const path = finishedGame(cwd);
  const post = runCli(['post', path, 'game-over'], { cwd });
  assert.is(post.code, 0, post.stderr);
  const published = /End of the game:\*\* event (\d+), hash `([0-9a-f]{64})`/.exec(post.stdout);
  assert.ok(published, post.stdout);
  const audit = JSON.parse(runCli(['audit', path, '--json'], { cwd }).stdout);
  assert.equal(audit.ended, { seq: Number(published![1]), hash: published![2] });
  const log = readLog(path);
  assert.is(log.events[Number(published![1]) - 1].type, 'game-ended');
});

test('the game-over post calls its event the end of the game, not of the log: the messages sent after it follow it in the log, and audit reports the log ending later', () => {
  const cwd = scratch();
  for (const [lang, label, wrong] of [['en', /End of the game:\*\* event (\d+)/, /End of the log/], ['ru', /Конец игры:\*\* событие № (\d+)/, /Конец журнала/]] as const) {
    const path = join(cwd, `${lang}.yaml`);
    writeFinishedLog(path, { players: 7, seed: 'truncation', gameId: lang, lang });
    const post = runCli(['post', path, 'game-over'], { cwd });
    assert.is(post.code, 0, post.stderr);
    const ended = Number(label.exec(post.stdout)?.[1]);
    assert.is(readLog(path).events[ended - 1]?.type, 'game-ended', post.stdout);
    assert.not.match(post.stdout, wrong);
  }
});

test('when a copy is cut short before the end, its chain is still whole but audit no longer shows the published end', () => {
  const cwd = scratch();
  const path = finishedGame(cwd);
  const log = readLog(path);
  const cut = join(cwd, 'cut-short.yaml');
  writeFileSync(cut, serializeLog(log.header, log.events.slice(0, log.events.length - 6)));
  const audit = runCli(['audit', cut, '--json'], { cwd });
  assert.is(audit.code, 0, 'a shorter chain is still a valid chain');
  const result = JSON.parse(audit.stdout);
  assert.is(result.ended, undefined);
  assert.is(result.winner, undefined);
});

test.run();
