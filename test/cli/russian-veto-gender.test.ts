// The veto question agrees with the President's gender: Анна is asked to answer «согласна», and
// the Chancellor's hand says the President will answer whether she is «согласна». Either word is
// read as an agreement.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { runOk, scratch } from '../support/cli.js';
import { readLog } from '../../src/log/file.js';
import { replayLog } from '../../src/log/replay.js';
import { renderQueued } from '../../src/mail/outbox.js';
import { gendersOf, type LogRecord, type MessageQueued } from '../../src/log/records.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

/** The text of the last message of a kind, as it was sent. */
function lastMessage(cwd: string, kind: string): string {
  const log = readLog(join(cwd, 'games', 'v.yaml'));
  const m = log.events.filter((e): e is LogRecord & MessageQueued => e.type === 'message-queued' && e.kind === kind).pop()!;
  const { state } = replayLog({ ...log, events: log.events.filter((e) => e.seq <= m.at_seq) });
  return renderQueued(log.header, [], state, m, { genders: gendersOf(log) }).text;
}

test('given a Russian game with the veto unlocked and Анна as President, when Борис asks for a veto, then the messages ask Анна for «согласна», and her «согласна» is applied', () => {
  const cwd = scratch('chancery-ru-veto-');
  const run = (args: string[]) => runOk(args, { cwd, env });
  run(['new', 'v', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', 'Дарья', '--lang', 'ru', '--option', 'startingFascistPolicies=5', '--seed', 'c7'.repeat(32)]);
  run(['nominate', 'v', 'Борис']);
  run(['vote', 'v', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja']);
  run(['discard', 'v', '1']);
  const hand = lastMessage(cwd, 'chancellor-hand');
  run(['veto', 'v', 'request']);
  const question = lastMessage(cwd, 'veto-question');
  run(['reply', 'v', 'Анна', 'согласна']);
  const synced = run(['sync', 'v']);

  assert.match(hand, /Президент ответит, согласна ли на это\./);
  assert.match(question, /Ответьте одним словом: «согласна» или «отказ» \(Ja — согласна, Nein — отказ\)\./);
  assert.not.match(question, /согласен/);
  assert.match(synced, /^Анна: принято/m);
});

test.run();
