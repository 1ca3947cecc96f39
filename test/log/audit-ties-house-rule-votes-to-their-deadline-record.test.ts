// The house rule's votes at a deadline (docs/log-format.md §6): `deadline --apply` writes them as
// the first engine events of its write, only automatic steps after them, and its `default-applied`
// record right after those events; each seat it names had no vote before, and the phase's deadline
// had passed at its time. A record matched to votes by their time alone would let a forger mark
// the votes the moderator entered, under a fixed clock, as cast by the house rule; audit ties the
// record to its own write's votes instead, and every log the CLI writes still audits clean.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import type { LogRecord } from '../../src/log/records.js';
import { runOk } from '../support/cli.js';
import { audit, events, houseRuleGame, logPath, renumber, T0, T2 } from '../support/house-rule-game.js';
import { rehashedLog } from '../support/rehashed-log.js';

const ruled = (seats: number[]) => ({ type: 'default-applied', rule: 'onMissingVote: nein', detail: 'the vote deadline passed', seats, vote: 'nein' });

test('under a fixed clock, a house-rule record forged at the end of the log for the Nein votes the moderator entered for Dmitri and Eve fails the audit', () => {
  const cwd = houseRuleGame();
  runOk(['vote', 'g', 'Dmitri=nein', 'Eve=nein'], { cwd, env: T0 });
  runOk(['claim', 'g', 'Alice', 'FFF', '--as', 'president', '--government', '1'], { cwd, env: T0 });
  assert.is(audit(cwd).code, 0, 'the log as written is clean');
  writeFileSync(logPath(cwd), rehashedLog(logPath(cwd), (list) => {
    list.push({ seq: 0, at: list[list.length - 1].at, ...ruled([3, 4]) } as unknown as LogRecord);
    renumber(list);
  }));
  const r = audit(cwd);
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, /house rule/);
  assert.match(r.stdout, /Dmitri \(seat 4\)/);
});

test('a house-rule record forged right after the votes the moderator entered before the deadline (every hash recomputed) fails the audit: the deadline had not passed', () => {
  const cwd = houseRuleGame();
  runOk(['vote', 'g', 'Dmitri=nein', 'Eve=nein'], { cwd, env: { CHANCERY_NOW: '2026-12-01T11:00:00Z' } });
  writeFileSync(logPath(cwd), rehashedLog(logPath(cwd), (list) => {
    const i = list.findIndex((e) => e.type === 'policies-drawn');
    list.splice(i + 1, 0, { seq: 0, at: list[i].at, ...ruled([3, 4]) } as unknown as LogRecord);
    renumber(list);
  }));
  const r = audit(cwd);
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, /deadline/);
});

test('a house-rule record forged after the deadline right after the moderator\'s votes for Carol (who had voted) and Dmitri fails the audit: Carol had voted', () => {
  const cwd = houseRuleGame();
  runOk(['vote', 'g', 'Carol=nein', 'Dmitri=nein', '--override'], { cwd, env: T2 });
  writeFileSync(logPath(cwd), rehashedLog(logPath(cwd), (list) => {
    let i = list.length - 1;
    while (list[i].type !== 'vote-cast') i--;
    list.splice(i + 1, 0, { seq: 0, at: list[i].at, ...ruled([2, 3]) } as unknown as LogRecord);
    renumber(list);
  }));
  const r = audit(cwd);
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, /Carol \(seat 3\)/);
});

test('the house rule applied in the same millisecond as the moderator\'s vote for Dmitri (a fixed clock) audits clean', () => {
  const cwd = houseRuleGame();
  runOk(['vote', 'g', 'Dmitri=ja'], { cwd, env: T2 });
  runOk(['deadline', 'g', '--apply'], { cwd, env: T2 });
  const list = events(cwd);
  assert.equal((list.find((e) => e.type === 'default-applied') as { seats?: number[] }).seats, [4]);
  const r = audit(cwd);
  assert.is(r.code, 0, r.stdout + r.stderr);
});

test('the house rule applied after Dmitri\'s vote came by mail, read by the same deadline --apply at the same time, audits clean; and after undo and a new deadline --apply', () => {
  const cwd = houseRuleGame();
  runOk(['reply', 'g', 'Dmitri', 'ja'], { cwd, env: T2 });
  runOk(['deadline', 'g', '--apply'], { cwd, env: T2 });
  const list = events(cwd);
  assert.ok(list.some((e) => e.type === 'reply-received'), 'the mail was read');
  assert.equal((list.find((e) => e.type === 'default-applied') as { seats?: number[] }).seats, [4]);
  let r = audit(cwd);
  assert.is(r.code, 0, r.stdout + r.stderr);
  runOk(['undo', 'g', '--yes'], { cwd, env: T2 });
  runOk(['deadline', 'g', '--apply'], { cwd, env: T2 });
  r = audit(cwd);
  assert.is(r.code, 0, r.stdout + r.stderr);
});

test.run();
